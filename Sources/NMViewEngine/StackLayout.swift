import NMViewModel

/// Where a UIStackView puts its arranged subviews, computed from sizes alone, so that the headless
/// host and the SVG preview place them as UIKit would and share one implementation.
///
/// A view's "own size" is its frame's size in the file: UIKit asks an arranged subview for its
/// intrinsic content size (and Auto Layout constraints), which a layout file does not know, so the
/// frame the author drew stands in for it. On a device the stack view places its arranged
/// subviews itself; the UIKit adapter never sets their frames.
///
/// Hidden subviews take no room and no spacing, as in UIKit, and keep their frame. Where UIKit
/// resolves `fill` by the views' content priorities, this gives the difference to the last view.
/// Baseline alignments align edges (first: top, last: bottom), as there is no text metrics here.
public struct StackLayout: Sendable, Hashable {
    /// The direction the views go in.
    public var axis: StackAxis
    /// The gap between neighbours, in points.
    public var spacing: Double
    /// Placement across the axis.
    public var alignment: StackAlignment
    /// Sizes and placement along the axis.
    public var distribution: StackDistribution

    /// A layout with UIStackView's defaults unless given.
    public init(
        axis: StackAxis = .horizontal, spacing: Double = 0, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
    }

    /// The stack layout a UIStackView node declares.
    public init(_ node: ViewNode) {
        self.init(
            axis: node.value(.axis)?.enumerationValue(StackAxis.self) ?? .horizontal,
            spacing: node.value(.spacing)?.numberValue ?? 0,
            alignment: node.value(.alignment)?.enumerationValue(StackAlignment.self) ?? .fill,
            distribution: node.value(.distribution)?.enumerationValue(StackDistribution.self) ?? .fill)
    }

    /// One arranged subview: its own size (its frame's in the file) and whether it is hidden,
    /// which is what a grid needs to know of a subview too.
    public typealias Subview = GridLayoutManager.Subview

    /// The frame of each of `subviews` in a stack view of `size`; a hidden one keeps `current`'s
    /// frame at its index.
    public func frames(of subviews: [Subview], in size: Size, current: [Rect]) -> [Rect] {
        let horizontal = axis == .horizontal
        let length = horizontal ? size.width : size.height
        let across = horizontal ? size.height : size.width
        let shown = subviews.indices.filter { !subviews[$0].isHidden }
        let own = shown.map { horizontal ? subviews[$0].size.width : subviews[$0].size.height }
        let (lengths, starts) = alongAxis(own, length: length)
        var result = current
        for (position, index) in shown.enumerated() {
            let ownAcross = horizontal ? subviews[index].size.height : subviews[index].size.width
            let (offset, extent) = acrossAxis(ownAcross, across: across)
            result[index] = horizontal
                ? Rect(x: starts[position], y: offset, width: lengths[position], height: extent)
                : Rect(x: offset, y: starts[position], width: extent, height: lengths[position])
        }
        return result
    }

    /// Each shown view's length and start along the axis.
    private func alongAxis(_ own: [Double], length: Double) -> (lengths: [Double], starts: [Double]) {
        let count = Double(own.count)
        guard !own.isEmpty else { return ([], []) }
        let gaps = spacing * (count - 1)
        let total = own.reduce(0, +)
        var lengths = own
        var gap = spacing
        switch distribution {
        case .fill:
            lengths[lengths.count - 1] = max(0, own[own.count - 1] + length - gaps - total)
        case .fillEqually:
            lengths = own.map { _ in max(0, (length - gaps) / count) }
        case .fillProportionally:
            lengths = own.map { total > 0 ? max(0, $0 / total * (length - gaps)) : max(0, (length - gaps) / count) }
        case .equalSpacing:
            if own.count > 1 { gap = max(spacing, (length - total) / (count - 1)) }
        case .equalCentering:
            return (own, centred(own, length: length))
        }
        var starts: [Double] = []
        var position = 0.0
        for item in lengths {
            starts.append(position)
            position += item + gap
        }
        return (lengths, starts)
    }

    /// Starts that put the centres equally far apart, the first view at the start and the last at
    /// the end (but never closer than the spacing between edges).
    private func centred(_ own: [Double], length: Double) -> [Double] {
        guard own.count > 1 else { return [0] }
        let first = own[0] / 2
        let last = length - own[own.count - 1] / 2
        var step = (last - first) / Double(own.count - 1)
        for index in 1..<own.count { step = max(step, (own[index - 1] + own[index]) / 2 + spacing) }
        return own.indices.map { first + step * Double($0) - own[$0] / 2 }
    }

    /// A view's offset and extent across the axis.
    private func acrossAxis(_ own: Double, across: Double) -> (offset: Double, extent: Double) {
        switch alignment {
        case .fill: (0, across)
        case .leading, .top, .firstBaseline: (0, own)
        case .center: ((across - own) / 2, own)
        case .trailing, .bottom, .lastBaseline: (across - own, own)
        }
    }
}
