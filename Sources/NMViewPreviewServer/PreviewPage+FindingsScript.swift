extension PreviewPage {
    /// The page's script, findings part: a save's diagnostics in a panel above the canvas that
    /// pushes it down, so the render stays whole in view beneath them (an overlay on the canvas
    /// hid its top, where the views a person just edited often are). A broken save's errors are
    /// an alert over the last good render; warnings alone (text too faint to read, a view under
    /// the Dynamic Island) are listed the same way over the current render, as a status.
    static let findingsScript = #"""
        function renderFindings(layout) {
          const old = byId("findings");
          if (old) old.remove();
          if (!layout.diagnostics.length) return;
          // A new element each time, so screen readers announce it.
          const panel = element("section", layout.hasErrors ? "errors" : "warnings");
          panel.id = "findings";
          panel.setAttribute("role", layout.hasErrors ? "alert" : "status");
          const count = (severity, word) => {
            const n = layout.diagnostics.filter((d) => d.severity === severity).length;
            return n ? n + " " + word + (n === 1 ? "" : "s") : null;
          };
          const counts = [count("error", "error"), count("warning", "warning")].filter(Boolean).join(" and ");
          panel.append(element("h3", "", (counts || layout.diagnostics.length + " notes") + " in " + layout.file +
            (layout.hasErrors && layout.rendered ? ": the last good render is below" : "")));
          const list = element("ul");
          // Each finding as the terminal prints it: the excerpt with its caret, notes, did-you-mean;
          // with an editor named, each place a link that opens it there.
          for (const d of layout.diagnostics) {
            const item = element("li", "diagnostic " + d.severity);
            const places = [d, ...(d.notes || [])].filter((p) => p.link && p.line && p.column)
              .map((p) => ({ prefix: p.path + ":" + p.line + ":" + p.column, link: p.link }));
            for (const line of d.text.replace(/\n$/, "").split("\n")) {
              const row = element("div");
              const place = places.find((p) => line.startsWith(p.prefix + ":"));
              if (place) {
                const anchor = element("a", "", place.prefix);
                anchor.href = place.link;
                row.append(anchor, line.slice(place.prefix.length));
              } else {
                row.textContent = line;
              }
              item.append(row);
            }
            list.append(item);
          }
          panel.append(list);
          byId("workarea").before(panel);
        }

        """#
}
