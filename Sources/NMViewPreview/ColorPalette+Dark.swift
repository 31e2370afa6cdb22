import NMViewModel

extension ColorPalette {
    /// A named colour's dark-mode value (iOS 17), or nil for a colour that is the same in both
    /// appearances. Exhaustive, so a colour added to the format is decided here too.
    static func dark(_ name: ColorName) -> SVGColor? {
        switch name {
        case .clear, .black, .white, .gray, .darkGray, .lightGray, .red, .green, .blue, .cyan, .yellow, .magenta,
            .orange, .purple, .brown, .systemGray:
            nil
        case .systemRed: SVGColor("#FF453A")
        case .systemGreen: SVGColor("#30D158")
        case .systemBlue, .tintColor: SVGColor("#0A84FF")
        case .systemOrange: SVGColor("#FF9F0A")
        case .systemYellow: SVGColor("#FFD60A")
        case .systemPink: SVGColor("#FF375F")
        case .systemPurple: SVGColor("#BF5AF2")
        case .systemTeal: SVGColor("#40CBE0")
        case .systemIndigo: SVGColor("#5E5CE6")
        case .systemMint: SVGColor("#63E6E2")
        case .systemCyan: SVGColor("#64D2FF")
        case .systemBrown: SVGColor("#AC8E68")
        case .systemGray2: SVGColor("#636366")
        case .systemGray3: SVGColor("#48484A")
        case .systemGray4: SVGColor("#3A3A3C")
        case .systemGray5: SVGColor("#2C2C2E")
        case .systemGray6: SVGColor("#1C1C1E")
        case .label: SVGColor("#FFFFFF")
        case .secondaryLabel: SVGColor("#EBEBF5", 0.6)
        case .tertiaryLabel, .placeholderText: SVGColor("#EBEBF5", 0.3)
        case .quaternaryLabel: SVGColor("#EBEBF5", 0.16)
        case .systemBackground, .systemGroupedBackground: SVGColor("#000000")
        case .secondarySystemBackground, .secondarySystemGroupedBackground: SVGColor("#1C1C1E")
        case .tertiarySystemBackground, .tertiarySystemGroupedBackground: SVGColor("#2C2C2E")
        case .systemFill: SVGColor("#787880", 0.36)
        case .secondarySystemFill: SVGColor("#787880", 0.32)
        case .tertiarySystemFill: SVGColor("#767680", 0.24)
        case .quaternarySystemFill: SVGColor("#767680", 0.18)
        case .separator: SVGColor("#545458", 0.6)
        case .opaqueSeparator: SVGColor("#38383A")
        case .link: SVGColor("#0984FF")
        }
    }
}
