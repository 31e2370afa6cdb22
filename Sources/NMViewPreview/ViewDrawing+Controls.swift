import NMViewModel
import NMViewText

/// Controls drawn as iOS 17 draws them, at rest.
extension ViewDrawing {
    /// A switch: its track, green (or onTintColor) when on, and its knob.
    func switchControl() -> String {
        let on = node.value(.on)?.boolValue == true
        let track = on ? color(.onTintColor) ?? system(.systemGreen) : system(.secondarySystemFill)
        let knob = color(.thumbTintColor) ?? system(.white)
        // UISwitch keeps its own size, 51×31, whatever its frame says.
        return """
            \(indent)<rect class="switch" width="51" height="31" rx="15.5"\(track.paint("fill"))/>
            \(indent)<circle cx="\(on ? "35.5" : "15.5")" cy="15.5" r="13.5"\(knob.paint("fill")) stroke="#000000" stroke-opacity="0.1" stroke-width="0.5"/>

            """
    }

    /// A slider: the track, tinted up to the value, and the thumb at the value.
    func slider() -> String {
        let minimum = number(.minimumValue) ?? 0
        let maximum = number(.maximumValue) ?? 1
        let value = number(.value) ?? 0
        // UISlider clamps the value into its range; an empty range leaves the thumb at the start.
        let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
        let thumb = 14 + fraction * max(0, size.width - 28)
        let middle = size.height / 2
        let track = system(.systemFill)
        var svg = "\(indent)<rect class=\"track\" y=\"\(n(middle - 2))\" width=\"\(n(size.width))\" height=\"4\" rx=\"2\"\(track.paint("fill"))/>\n"
        svg += "\(indent)<rect class=\"minimum-track\" y=\"\(n(middle - 2))\" width=\"\(n(thumb))\" height=\"4\" rx=\"2\"\(tint.paint("fill"))/>\n"
        svg += "\(indent)<circle class=\"thumb\" cx=\"\(n(thumb))\" cy=\"\(n(middle))\" r=\"14\" fill=\"#FFFFFF\" stroke=\"#000000\" stroke-opacity=\"0.1\" stroke-width=\"0.5\"/>\n"
        return svg
    }

    /// A progress bar: the track and, filled from the left, the progress.
    func progressBar() -> String {
        let progress = min(max(number(.progress) ?? 0, 0), 1)
        let height = min(size.height, 4)
        let top = n((size.height - height) / 2)
        let track = color(.trackTintColor) ?? system(.systemFill)
        var svg = "\(indent)<rect class=\"track\" y=\"\(top)\" width=\"\(n(size.width))\" height=\"\(n(height))\" rx=\"\(n(height / 2))\"\(track.paint("fill"))/>\n"
        if progress > 0 {
            let fill = color(.progressTintColor) ?? tint
            svg += "\(indent)<rect class=\"progress\" y=\"\(top)\" width=\"\(n(size.width * progress))\" height=\"\(n(height))\" rx=\"\(n(height / 2))\"\(fill.paint("fill"))/>\n"
        }
        return svg
    }

    /// A segmented control: the rounded background, the selected segment raised in white, the
    /// titles in equal segments, and dividers between unselected neighbours.
    func segmentedControl() -> String {
        let titles = node[.segments]?.textListValue?.map { $0.text(lookup) } ?? []
        let selected = Int(number(.selectedSegmentIndex) ?? -1)
        let background = system(.tertiarySystemFill)
        // The selected segment is raised in white, and in dark mode in a lighter grey.
        let raised = appearance == .dark ? system(.systemGray2) : system(.white)
        var svg = "\(indent)<rect class=\"segments\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" rx=\"8\"\(background.paint("fill"))/>\n"
        guard !titles.isEmpty else { return svg }
        let width = size.width / Double(titles.count)
        if titles.indices.contains(selected) {
            svg += "\(indent)<rect class=\"selected-segment\" x=\"\(n(Double(selected) * width + 2))\" y=\"2\" width=\"\(n(max(0, width - 4)))\" height=\"\(n(max(0, size.height - 4)))\" rx=\"7\"\(raised.paint("fill")) stroke=\"#000000\" stroke-opacity=\"0.04\" stroke-width=\"0.5\"/>\n"
        }
        for index in titles.indices.dropFirst() where index != selected && index != selected + 1 {
            let x = n(Double(index) * width)
            svg += "\(indent)<path class=\"divider\" d=\"M\(x) \(n(size.height / 4))V\(n(size.height * 3 / 4))\" stroke=\"#8E8E93\" stroke-opacity=\"0.3\" stroke-width=\"1\"/>\n"
        }
        for (index, title) in titles.enumerated() where !title.isEmpty {
            let area = Rect(x: Double(index) * width + 4, y: 0, width: max(0, width - 8), height: size.height)
            var font = PreviewFont(nil, defaultSize: 13)
            if index == selected { font.weight = PreviewFont.weight(.semibold) }
            let run = TextRun(text: title, area: area, font: font, color: system(.label), alignment: .center)
            svg += run.svg(indent: indent)
        }
        return svg
    }

    /// A spinner, in the middle of the bounds: eight spokes fading round the circle, 20 points
    /// across (37 large) in grey or its colour.
    func spinner() -> String {
        let large = node.value(.style)?.enumerationValue(ActivityIndicatorStyle.self) == .large
        let radius = large ? 18.5 : 10
        let color = self.color(.color) ?? system(.systemGray)
        // The eight directions, 45° apart, without trigonometry so the output is exact.
        let half = 0.7071067811865476
        let directions = [(0.0, -1.0), (half, -half), (1, 0), (half, half), (0, 1), (-half, half), (-1, 0), (-half, -half)]
        var svg = "\(indent)<g class=\"spinner\" transform=\"translate(\(n(size.width / 2)) \(n(size.height / 2)))\" stroke-linecap=\"round\" stroke-width=\"\(n(radius * 0.22))\">"
        for (index, (x, y)) in directions.enumerated() {
            let spoke = color.faded(1 - Double(index) * 0.1)
            svg += "<path d=\"M\(n(x * radius * 0.5)) \(n(y * radius * 0.5))L\(n(x * radius * 0.9)) \(n(y * radius * 0.9))\"\(spoke.paint("stroke"))/>"
        }
        return svg + "</g>\n"
    }
}
