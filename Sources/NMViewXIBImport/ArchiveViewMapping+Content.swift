extension ArchiveViewMapping {
    /// Fonts, images and the normal state of buttons, which the archive keeps in objects.
    func translateContent(of object: XIBElement, into element: inout XIBElement) {
        if let font = values.value("IBUIFontDescription", in: object) ?? values.value("IBUIFont", in: object) {
            var attributes = ["key": "fontDescription"]
            attributes["pointSize"] = values.text("pointSize", in: font) ?? values.text("NSSize", in: font)
            switch values.text("type", in: font) {
            case "1": attributes["type"] = "system"
            case "2": attributes["type"] = "boldSystem"
            case "3": attributes["type"] = "italicSystem"
            default: attributes["name"] = values.text("name", in: font) ?? values.text("NSName", in: font)
            }
            element.children.append(XIBElement(name: "fontDescription", attributes: attributes, line: font.line, column: font.column))
        }
        if let image = values.value("IBUIImage", in: object), let name = values.text("NSResourceName", in: image) {
            element.attributes["image"] = name
        }
        var state = XIBElement(name: "state", attributes: ["key": "normal"], line: object.line, column: object.column)
        if let title = values.text("IBUINormalTitle", in: object) { state.attributes["title"] = title }
        if let image = values.value("IBUINormalImage", in: object).flatMap({ values.text("NSResourceName", in: $0) }) {
            state.attributes["image"] = image
        }
        if let background = values.value("IBUINormalBackgroundImage", in: object).flatMap({ values.text("NSResourceName", in: $0) }) {
            state.attributes["backgroundImage"] = background
        }
        if let color = values.value("IBUINormalTitleColor", in: object), let attributes = values.colorAttributes(color) {
            state.children.append(XIBElement(name: "color", attributes: attributes.merging(["key": "titleColor"]) { a, _ in a }, line: color.line, column: color.column))
        }
        if state.attributes.count > 1 || !state.children.isEmpty { element.children.append(state) }
    }
}
