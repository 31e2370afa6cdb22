extension PreviewPage {
    /// The page's script, mask part: an autoresizing mask drawn as Interface Builder's size
    /// inspector draws it, the view as an inner box in its superview: a strut for each margin,
    /// solid when the margin is fixed and dashed when it is flexible, and inside the box a
    /// spring across for a flexible width and one down for a flexible height (a plain dim line
    /// when fixed). Each part carries `data-part` and `data-flexible` for tools and tests.
    static let maskScript = #"""
        // SVG's namespace, as the HTML parser gives it: the page names no URL at all.
        const SVG_NS = (() => {
          const holder = document.createElement("template");
          holder.innerHTML = "<svg></svg>";
          return holder.content.firstChild.namespaceURI;
        })();

        function svgElement(tag, attributes) {
          const node = document.createElementNS(SVG_NS, tag);
          for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
          return node;
        }

        // A zigzag from (x1, y1) to (x2, y2), straight or vertical, with eight turns.
        function springPath(x1, y1, x2, y2) {
          const across = y1 === y2;
          const length = across ? x2 - x1 : y2 - y1;
          let path = "M" + x1 + " " + y1;
          for (let turn = 1; turn <= 8; turn += 1) {
            const along = length * turn / 9;
            const off = turn % 2 ? -5 : 5;
            path += across ? " L" + (x1 + along) + " " + (y1 + off) : " L" + (x1 + off) + " " + (y1 + along);
          }
          return path + " L" + x2 + " " + y2;
        }

        function maskDrawing(mask) {
          const flexible = (flag) => mask.includes(flag);
          const svg = svgElement("svg", { width: 120, height: 120, viewBox: "0 0 120 120", class: "mask", role: "img" });
          svg.append(svgElement("rect", { class: "superview", x: 1, y: 1, width: 118, height: 118 }),
            svgElement("rect", { class: "view", x: 38, y: 38, width: 44, height: 44 }));
          // The margins: from the superview's edge to the view's.
          const struts = [["left", "flexibleLeftMargin", 4, 60, 35, 60], ["right", "flexibleRightMargin", 85, 60, 116, 60],
            ["top", "flexibleTopMargin", 60, 4, 60, 35], ["bottom", "flexibleBottomMargin", 60, 85, 60, 116]];
          for (const [part, flag, x1, y1, x2, y2] of struts) {
            const free = flexible(flag);
            const group = svgElement("g", { class: "strut" + (free ? " flexible" : ""), "data-part": part,
              "data-flexible": String(free) });
            group.append(svgElement("path", { d: "M" + x1 + " " + y1 + " L" + x2 + " " + y2 }));
            // A fixed strut ends in bars, like an I-beam.
            if (!free) {
              const bar = y1 === y2 ? (x) => "M" + x + " " + (y1 - 4) + " L" + x + " " + (y1 + 4)
                : (y) => "M" + (x1 - 4) + " " + y + " L" + (x1 + 4) + " " + y;
              group.append(svgElement("path", { d: y1 === y2 ? bar(x1) + bar(x2) : bar(y1) + bar(y2) }));
            }
            svg.append(group);
          }
          for (const [part, flag, x1, y1, x2, y2] of [["width", "flexibleWidth", 42, 60, 78, 60],
            ["height", "flexibleHeight", 60, 42, 60, 78]]) {
            const free = flexible(flag);
            const group = svgElement("g", { class: "spring" + (free ? " flexible" : ""), "data-part": part,
              "data-flexible": String(free) });
            group.append(svgElement("path", { d: free ? springPath(x1, y1, x2, y2) : "M" + x1 + " " + y1 + " L" + x2 + " " + y2 }));
            svg.append(group);
          }
          const words = (names) => names.length ? names.join(", ") : "none";
          const fixedMargins = struts.filter(([, flag]) => !flexible(flag)).map(([part]) => part);
          const free = [["width", "flexibleWidth"], ["height", "flexibleHeight"]];
          svg.setAttribute("aria-label", "Autoresizing: fixed margins " + words(fixedMargins) + "; flexible " +
            words(struts.filter(([, flag]) => flexible(flag)).map(([part]) => part + " margin")
              .concat(free.filter(([, flag]) => flexible(flag)).map(([part]) => part))));
          const figure = element("figure", "mask-figure");
          figure.append(svg, element("figcaption", "", mask.length ? mask.join(", ") : "no autoresizing"));
          return figure;
        }

        """#
}
