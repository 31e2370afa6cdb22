extension PreviewPage {
    /// The page's script, second part: the selected layout's canvas, its alternatives, frames and
    /// findings. A render whose key has not changed is not drawn again.
    static let canvasScript = #"""
        async function showSelected() {
          const layout = current();
          const removed = !layout && view.confirmed && view.selected !== null;
          byId("removed").hidden = !removed;
          if (removed) {
            byId("removed").textContent = view.selected + " was removed. Pick another layout from the list.";
          }
          byId("empty").hidden = layout !== null || removed;
          byId("detail").hidden = layout === null;
          if (!layout) { view.canvasKey = ""; view.variantsShown = ""; view.devicesShown = ""; return; }
          view.confirmed = true;
          byId("layout-title").textContent = layout.name;
          byId("layout-file").textContent = layout.file;
          if (!view.width && layout.variants.length) {
            setSize(layout.variants[0].width, layout.variants[0].height, false);
          } else if (!view.width) {
            setSize(320, 480, false);
          }
          renderOverlay(layout);
          await Promise.all([renderVariants(layout), renderCanvas(), renderDevices(layout)]);
        }

        async function renderVariants(layout) {
          const params = layout.variants.map((variant) =>
            ({ variant: variant.name, width: variant.width, height: variant.height }));
          const shown = JSON.stringify([layout.file, layout.rendered, params.map((p) => renderKey(layout, p))]);
          if (shown === view.variantsShown) return;
          view.variantsShown = shown;
          const figures = await Promise.all(layout.variants.map(async (variant, index) => {
            const figure = element("figure", "variant");
            figure.dataset.variant = variant.name;
            figure.tabIndex = 0;
            figure.setAttribute("role", "button");
            const scale = Math.min(200 / variant.width, 200 / variant.height, 2);
            const result = layout.rendered ? await fetchPicture(layout, params[index],
              Math.round(variant.width * scale), Math.round(variant.height * scale)) : null;
            if (result) figure.append(result.svg);
            const caption = variant.name + " · " + variant.width + "×" + variant.height;
            figure.append(element("figcaption", "", caption));
            figure.setAttribute("aria-label", "Show the canvas at " + caption);
            figure.addEventListener("click", () => setSize(variant.width, variant.height));
            figure.addEventListener("keydown", (event) => {
              if (event.key !== "Enter" && event.key !== " ") return;
              event.preventDefault();
              setSize(variant.width, variant.height);
            });
            return figure;
          }));
          if (shown !== view.variantsShown) return;
          byId("variants").replaceChildren(...figures);
          markChosen();
        }

        // The alternative the engine picked for the canvas is outlined.
        function markChosen() {
          const chosen = byId("chosen-layout").textContent;
          for (const figure of byId("variants").children) {
            const isChosen = figure.dataset.variant === chosen;
            figure.classList.toggle("chosen", isChosen);
            figure.setAttribute("aria-current", String(isChosen));
          }
        }

        // Renders at most one request at a time; sizes asked for meanwhile render once after.
        async function renderCanvas() {
          if (view.rendering) { view.renderAgain = true; return; }
          view.rendering = true;
          try {
            do { view.renderAgain = false; await renderCanvasOnce(); } while (view.renderAgain);
          } finally {
            view.rendering = false;
          }
        }

        async function renderCanvasOnce() {
          const layout = current();
          if (!layout) return;
          const params = { width: view.width, height: view.height };
          const key = layout.rendered ? renderKey(layout, params) : "none " + layout.file;
          if (key === view.canvasKey) return;
          const result = layout.rendered ? await cachedRender(layout, params) : null;
          // Elements, not a picture, so each view keeps its tooltip: at 2,000 views a picture
          // redraws a size drawn before twice as fast but a new size half as fast (its decoding).
          const shown = result && svgOf(result);
          if (layout.rendered && !shown) return;
          const canvas = byId("canvas");
          canvas.querySelectorAll(":scope > svg, :scope > .placeholder").forEach((node) => node.remove());
          view.canvasKey = key;
          canvas.dataset.size = params.width + "x" + params.height;
          if (result) {
            canvas.prepend(shown);
            byId("chosen-layout").textContent = result.chosen;
            renderFrames(result.text);
          } else {
            canvas.prepend(element("p", "placeholder", "No good render yet: fix the errors to see this layout."));
            byId("chosen-layout").textContent = "–";
            renderFrames(null);
          }
          markChosen();
        }

        function renderOverlay(layout) {
          const old = byId("error-overlay");
          if (old) old.remove();
          if (!layout.hasErrors) return;
          const overlay = element("div");
          overlay.id = "error-overlay";
          overlay.setAttribute("role", "alert");
          const panel = element("div", "panel");
          const errors = layout.diagnostics.filter((d) => d.severity === "error").length;
          panel.append(element("h3", "", errors + (errors === 1 ? " error" : " errors") + " in " + layout.file +
            (layout.rendered ? ": showing the last good render" : "")));
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
          overlay.append(panel);
          byId("stage").append(overlay);
        }

        """#
}
