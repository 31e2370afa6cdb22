import NMViewModel

extension PreviewPage {
    /// The text-size menu: the twelve Dynamic Type sizes, Large (the default) selected.
    static var textSizeControl: String {
        let options = ContentSizeCategory.allCases.map { size in
            "<option value=\"\(size.rawValue)\"\(size == .default ? " selected" : "")>\(textSizeLabel(size))</option>"
        }
        return """
            <label id="text-size-toggle" title="The Dynamic Type size fonts with a text style are drawn at">Text size \
            <select id="text-size">\(options.joined())</select></label>
            """
    }

    /// A size as the menu names it: as Settings orders them, with the accessibility sizes marked.
    static func textSizeLabel(_ size: ContentSizeCategory) -> String {
        let words: [ContentSizeCategory: String] = [
            .extraSmall: "xSmall", .small: "Small", .medium: "Medium", .large: "Large (default)", .extraLarge: "xLarge",
            .extraExtraLarge: "xxLarge", .extraExtraExtraLarge: "xxxLarge", .accessibility1: "AX1",
            .accessibility2: "AX2", .accessibility3: "AX3", .accessibility4: "AX4", .accessibility5: "AX5",
        ]
        return words[size] ?? size.rawValue
    }

    /// The page's script, text-size part: the size chosen, remembered across visits, sent with
    /// every render and patch (`contentSize`), and part of the look that keys the drawings kept,
    /// so a drawing at one size is never patched into another.
    static let textSizeScript = #"""
        // The text size renders use; "large" is the default and leaves the query as it was.
        function contentSize() {
          return byId("text-size").value || "large";
        }

        function textSizeQuery() {
          return contentSize() === "large" ? {} : { contentSize: contentSize() };
        }

        function setContentSize(choice, render = true) {
          const menu = byId("text-size");
          menu.value = [...menu.options].some((option) => option.value === choice) ? choice : "large";
          try { localStorage.setItem("nmview.contentSize", menu.value); } catch { /* private mode */ }
          if (render && current()) showSelected();
          if (render) announce("Text size " + menu.selectedOptions[0].textContent);
        }

        byId("text-size").addEventListener("change", () => setContentSize(byId("text-size").value));
        let textSizeSaved = "large";
        try { textSizeSaved = localStorage.getItem("nmview.contentSize") || "large"; } catch { /* private mode */ }
        setContentSize(textSizeSaved, false);

        """#
}
