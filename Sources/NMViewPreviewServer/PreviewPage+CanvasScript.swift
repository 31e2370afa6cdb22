extension PreviewPage {
    /// The page's script, second part: the selected layout's canvas, its alternatives and its
    /// frames. A render whose key has not changed is not drawn again.
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
          if (!layout) { view.canvasKey = ""; view.variantsShown = ""; view.devicesShown = ""; view.picturesDrawn = null; return; }
          view.confirmed = true;
          byId("layout-title").textContent = layout.name;
          byId("layout-file").textContent = layout.file;
          if (!view.width && layout.variants.length) {
            setSize(layout.variants[0].width, layout.variants[0].height, false);
          } else if (!view.width) {
            setSize(320, 480, false);
          }
          renderFindings(layout);
          updateLanguageMenu(layout);
          // The canvas first: the thumbnails are SVG images decoded on the page's one thread, and
          // drawn alongside they held the canvas back by a few hundred milliseconds at 2,000 views.
          await renderCanvas();
          // A new version of the layout whose pictures are shown: they are drawn again once the
          // page is quiet (drawAhead), not after every save. Each is a whole render decoded on
          // the page's thread: at 2,000 views, the two thumbnails took 0.4-0.5 s after each save
          // (the device screens, when shown, are eight more), and a save or a click meanwhile waited.
          const drawn = view.picturesDrawn;
          if (drawn && drawn.file === layout.file && drawn.hash !== layout.hash && drawn.look === look()) {
            view.picturesPending = true;
            byId("variants").setAttribute("aria-busy", "true");
            return;
          }
          await drawPictures(layout);
        }

        // The alternatives' thumbnails and the device screens of `layout` as it is.
        async function drawPictures(layout) {
          view.picturesPending = false;
          byId("variants").removeAttribute("aria-busy");
          view.picturesDrawn = { file: layout.file, hash: layout.hash, look: look() };
          await Promise.all([renderVariants(layout), renderDevices(layout)]);
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
            fetchAheadFor(figure, { width: variant.width, height: variant.height });
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
          // A drawing kept from an earlier visit to this size: shown again as it was.
          if (layout.rendered && keptSheets.has(key)) {
            const [frames, views] = await Promise.all([cachedFrames(layout, params), cachedViews(layout)]);
            const kept = frames && views && current() === layout && revealKept(key);
            if (kept) {
              showDrawn(key, params, kept.chosen, views, frames);
              return;
            }
          }
          // One kept at this size from before a save: patched to this version, shown again.
          const earlier = layout.rendered ? earlierKept(layout, params) : null;
          if (earlier) {
            const [patch, frames, views] = await Promise.all(
              [cachedPatch(layout, earlier.drawn, params), cachedFrames(layout, params), cachedViews(layout)]);
            if (patch && patch.full) forgetKept(earlier.key);
            if (patch && !patch.full && frames && views && current() === layout && keptSheets.has(earlier.key)) {
              const kept = revealKept(earlier.key);
              if (applyPatch(kept.sheet, patch, params)) {
                showDrawn(key, params, patch.layout, views, frames);
                return;
              }
              kept.sheet.remove();
            }
          }
          // The drawing shown, of this file in this appearance, at another size or of an earlier
          // version: patched, when its views stay the views they were.
          const drawn = patchableDrawing(layout);
          if (layout.rendered && drawn) {
            const [patch, frames, views] = await Promise.all(
              [cachedPatch(layout, drawn, params), cachedFrames(layout, params), cachedViews(layout)]);
            if (patch && !patch.full && frames && views && view.drawn === drawn && applyPatch(shownSheet(), patch, params)) {
              showDrawn(key, params, patch.layout, views, frames);
              return;
            }
          }
          // A new version the shown drawing could not be patched to: the kept drawings of the
          // versions before it cannot be either.
          if (layout.rendered) forgetStaleSheets(layout);
          // The picture, the frames at this size and the views' table data, side by side.
          const [result, frames, views] = layout.rendered
            ? await Promise.all([cachedRender(layout, params), cachedFrames(layout, params), cachedViews(layout)])
            : [null, null, null];
          // Elements, not a picture, so each view keeps its tooltip: at 2,000 views a picture
          // redraws a size drawn before twice as fast but a new size half as fast (its decoding).
          const shown = result && frames && views && svgOf(result);
          if (layout.rendered && !shown) return;
          const canvas = byId("canvas");
          keepShownSheet();
          canvas.querySelectorAll(":scope > .placeholder").forEach((node) => node.remove());
          view.drawn = null;
          if (result) {
            showDrawing(shown, params.width, params.height);
            showDrawn(key, params, result.chosen, views, frames);
          } else {
            view.canvasKey = key;
            canvas.dataset.size = params.width + "x" + params.height;
            canvas.prepend(element("p", "placeholder", "No good render yet: fix the errors to see this layout."));
            byId("chosen-layout").textContent = "–";
            renderFrames(null, null);
            renderAudit(null, params);
            markChosen();
          }
        }

        // What the canvas shows (as `view.drawn` says it) when a patch can turn it into `layout`
        // at another size or version: a drawing of the same file in this look; else null.
        function patchableDrawing(layout) {
          const drawn = view.drawn;
          return drawn && drawn.file === layout.file && drawn.look === look() ? drawn : null;
        }

        // Marks the canvas drawn at `params` (the render `key`, layout `chosen`) and what a patch
        // starts from, with the frames table at that size.
        function showDrawn(key, params, chosen, views, frames) {
          const layout = current();
          view.canvasKey = key;
          view.drawn = { file: layout.file, hash: layout.hash, look: look(), width: params.width, height: params.height };
          byId("canvas").dataset.size = params.width + "x" + params.height;
          scaleShownSheet();
          byId("chosen-layout").textContent = chosen;
          renderFrames(views, frames.frames);
          markChosen();
          renderAudit(layout, params);
          drawAheadWhenQuiet();
        }

        """#
}
