extension PreviewPage {
    /// The page's script, kept drawings: the canvas's drawing at each of the last few sizes it
    /// left stays in the page, unseen (`opacity: 0` on a layer of its own), so coming back to
    /// that size (a device preset, an alternative's design size) shows it again as it was drawn,
    /// styled, laid out, painted and rasterised, instead of parsing, styling and laying out every
    /// view anew. At 2,000 views that was about 150 ms of a preset's redraw. Once the page has
    /// been quiet for a while, the device presets the canvas has no drawing for yet are drawn
    /// ahead the same way, one at a time, so that the first choice of one is as quick as a return
    /// to it; a preset the pointer rests on is drawn ahead at once. A save
    /// does not throw them away: a drawing of an earlier version is patched to the new one (the
    /// views the save changed) when it is shown or drawn ahead.
    static let keptSheetsScript = #"""
        // At most this many drawings are kept besides the one shown; each holds a render's elements.
        const KEPT_SHEETS = 6;
        // The kept drawings by render key, oldest first: { sheet, chosen }.
        const keptSheets = new Map();

        // The sheet the canvas shows, null before the first render.
        function shownSheet() {
          return byId("canvas").querySelector(":scope > .sheet:not(.kept)");
        }

        // Keeps the shown sheet under the key it was drawn for, or removes it when it was drawn
        // for none or for an older version of the file shown; the oldest kept beyond KEPT_SHEETS
        // are removed.
        function keepShownSheet() {
          const sheet = shownSheet();
          if (!sheet) return;
          const layout = current();
          if (!view.drawn || !view.canvasKey || (layout && isStale(view.drawn.file, view.drawn.hash, layout))) {
            sheet.remove();
            return;
          }
          keepSheet(view.canvasKey, sheet, byId("chosen-layout").textContent);
        }

        // Keeps `sheet` under `key`, with the layout `chosen` for it, as the newest kept.
        function keepSheet(key, sheet, chosen) {
          sheet.classList.add("kept");
          sheet.setAttribute("aria-hidden", "true");
          keptSheets.delete(key);
          keptSheets.set(key, { sheet, chosen });
          while (keptSheets.size > KEPT_SHEETS) {
            const oldest = keptSheets.keys().next().value;
            keptSheets.get(oldest).sheet.remove();
            keptSheets.delete(oldest);
          }
        }

        // Shows the sheet kept under `key` in place of the shown one; null when none is kept.
        function revealKept(key) {
          const kept = keptSheets.get(key);
          if (!kept) return null;
          keptSheets.delete(key);
          keepShownSheet();
          kept.sheet.classList.remove("kept");
          kept.sheet.removeAttribute("aria-hidden");
          syncBounds(kept.sheet);
          return kept;
        }

        // The shown drawing at the canvas's scale (each sheet keeps its own while kept).
        function scaleShownSheet() {
          const sheet = shownSheet();
          if (sheet) scaleSheet(sheet, view.scale);
        }

        // The drawings at the canvas's scale after it changed with no new drawing (a new zoom, a
        // resized window). Chromium keeps a drawing's raster at the scale it was first
        // rasterised at (the drawing's layer has will-change: transform), so a drawing shown
        // larger than that would be blurred: the shown one is rasterised anew, and kept ones
        // that would be shown larger than they were drawn are dropped (drawn ahead again later).
        function rescaleDrawings() {
          const sheet = shownSheet();
          if (sheet && Number(sheet.dataset.scale) < view.scale) rasteriseAnew(sheet);
          scaleShownSheet();
          for (const [key, kept] of [...keptSheets]) {
            const [, , width, height] = JSON.parse(key);
            if (Number(kept.sheet.dataset.scale) < canvasScale(width, height)) forgetKept(key);
          }
        }

        // `sheet`'s drawing off its own layer for a frame, so Chromium rasterises it at the scale
        // it is shown at when the layer comes back.
        function rasteriseAnew(sheet) {
          const drawing = sheet.querySelector(":scope > svg.drawing");
          drawing.style.willChange = "auto";
          requestAnimationFrame(() => requestAnimationFrame(() => { drawing.style.willChange = ""; }));
        }

        // Whether a drawing of `file` at version `hash` is of an older version of `layout`'s file.
        function isStale(file, hash, layout) {
          return file === layout.file && hash !== layout.hash;
        }

        // Removes the kept drawings of `layout`'s file at another version, once a save has
        // changed more than a patch can (views added or removed): they would only take memory.
        // Other files' and appearances' stay.
        function forgetStaleSheets(layout) {
          for (const key of [...keptSheets.keys()]) {
            const [file, hash] = JSON.parse(key);
            if (isStale(file, hash, layout)) forgetKept(key);
          }
        }

        // Removes the drawing kept under `key`.
        function forgetKept(key) {
          const kept = keptSheets.get(key);
          if (!kept) return;
          kept.sheet.remove();
          keptSheets.delete(key);
        }

        // The newest drawing kept of `layout`'s file at `params`' size in this appearance but of
        // an earlier version, which a patch can bring up to date: its key and what it was drawn
        // from (as `view.drawn` says it), or null.
        function earlierKept(layout, params) {
          const [file, hash, width, height, variant, look] = JSON.parse(renderKey(layout, params));
          for (const key of [...keptSheets.keys()].reverse()) {
            const kept = JSON.parse(key);
            if (kept[0] === file && kept[1] !== hash && kept[2] === width && kept[3] === height && kept[4] === variant &&
                kept[5] === look) {
              return { key, drawn: { file, hash: kept[1], look, width, height } };
            }
          }
          return null;
        }

        // Readies `sheet`, kept and so unseen, in the task that drew it ahead: laid out now (left
        // to the next frame, that work would hold back whatever the user asked for meanwhile),
        // and rasterised over the next frames. Chromium does not rasterise a layer at opacity 0,
        // so a drawing drawn ahead was rasterised only when shown, 50-70 ms of a preset's redraw
        // at 2,000 views; at an opacity too low to change a pixel by more than one shade
        // (`.rasterising`) it is, and keeps its tiles when back at 0.
        function readyUnseen(sheet) {
          sheet.getBoundingClientRect();
          sheet.classList.add("rasterising");
          setTimeout(() => sheet.classList.remove("rasterising"), RASTERISING);
        }
        const RASTERISING = 300;

        // What the canvas needs to redraw at `params`, fetched before it is asked for, as the
        // pointer or the focus reaches a control that sets that size: the server's half of a
        // preset's redraw (its patch, or its render, and its frames; 15 to 50 ms at 2,000 views)
        // and the parse of the patch's views are done by the time it is clicked. Fetched as
        // renderCanvasOnce would fetch it, into the same caches; nothing is drawn.
        function fetchAhead(params) {
          const layout = current();
          if (!layout || !layout.rendered || view.dragging) return;
          const key = renderKey(layout, params);
          if (key === view.canvasKey) return;
          cachedFrames(layout, params);
          if (keptSheets.has(key)) return;
          const earlier = earlierKept(layout, params);
          const from = earlier ? earlier.drawn : patchableDrawing(layout);
          if (!from) return void cachedRender(layout, params);
          // Its views parsed too, which the click then finds ready (see applyPatch).
          cachedPatch(layout, from, params)
            .then((patch) => { if (patch && !patch.full && !patch.parsed) patch.parsed = fragmentsOf(patch); });
        }

        // `control`, which sets the canvas to `params`' size, fetches what that takes as the
        // pointer enters it or it gets the focus, and draws it ahead while the pointer or the
        // focus rests on it.
        function fetchAheadFor(control, params) {
          const rest = (wait) => () => {
            fetchAhead(params);
            clearTimeout(intentTimer);
            intentTimer = setTimeout(() => drawCopyAhead(params), wait);
          };
          control.addEventListener("pointerenter", rest(POINTER_RESTS));
          control.addEventListener("focus", rest(FOCUS_RESTS));
          for (const type of ["pointerleave", "blur"]) control.addEventListener(type, () => clearTimeout(intentTimer));
        }

        // How long the pointer or the focus stays on a control before its size is drawn ahead:
        // passing over the presets on the way elsewhere, or tabbing past them, draws nothing.
        const POINTER_RESTS = 60;
        const FOCUS_RESTS = 300;
        let intentTimer = 0;

        // The shown drawing copied and patched to `params`' size, kept unseen and laid out, so the
        // click that follows only shows it: a person's pointer reaches a button a few hundred
        // milliseconds before the click, and the first visit to a preset that changes most of
        // the views (the iPad's, at 2,000 views) took 150-220 ms from the click. Only from a
        // drawing of the version shown that a patch can follow, and never over a redraw.
        async function drawCopyAhead(params) {
          const layout = current();
          const drawn = layout && layout.rendered ? patchableDrawing(layout) : null;
          if (!drawn) return;
          const key = renderKey(layout, params);
          if (key === view.canvasKey || keptSheets.has(key)) return;
          const patch = await cachedPatch(layout, drawn, params);
          const shown = shownSheet();
          if (!patch || patch.full || !shown || view.drawn !== drawn || current() !== layout || view.rendering ||
              view.dragging || key === view.canvasKey || keptSheets.has(key)) return;
          const copy = shown.cloneNode(true);
          keepSheet(key, copy, patch.layout);
          byId("canvas").append(copy);
          if (!applyPatch(copy, patch, params)) return forgetKept(key);
          scaleSheet(copy, canvasScale(params.width, params.height));
          readyUnseen(copy);
        }

        // How long the page must be quiet (no size, version or layout drawn) before presets are
        // drawn ahead, and a save's pictures drawn again.
        const QUIET_BEFORE_DRAWING_AHEAD = 1000;
        let aheadTimer = 0;
        let aheadToken = 0;

        // Starts the wait for quiet again; any drawing shown meanwhile restarts it, so drawing
        // ahead never competes with what the user asked for.
        function drawAheadWhenQuiet() {
          clearTimeout(aheadTimer);
          const token = ++aheadToken;
          aheadTimer = setTimeout(() => drawAhead(token), QUIET_BEFORE_DRAWING_AHEAD);
        }

        // Scrolling, a wheel, a pointer or a key pressed is the user at work: drawing ahead waits
        // until they have been quiet too. A drawing made ahead is one long task, and in the
        // middle of a scroll it dropped frames (44 to 51 frames a second instead of 60 at 2,000 views).
        for (const type of ["scroll", "wheel", "pointerdown", "keydown"]) {
          document.addEventListener(type, () => { if (aheadToken) drawAheadWhenQuiet(); }, { capture: true, passive: true });
        }

        // Draws the pictures a save left for quiet (see showSelected) and waits for quiet again;
        // else draws the shown layout at the next preset size it has no drawing for, keeps the
        // drawing, and goes on to the next in a later task; stops once anything is shown.
        async function drawAhead(token) {
          const layout = current();
          if (token !== aheadToken || !layout || !layout.rendered || view.rendering || view.dragging) return;
          if (view.picturesPending) {
            await drawPictures(layout);
            // The presets wait for another quiet spell: the pictures are on show, they are not.
            if (token === aheadToken) drawAheadWhenQuiet();
            return;
          }
          const size = PRESETS.map((preset) => ({ width: preset.width, height: preset.height }))
            .find((params) => { const key = renderKey(layout, params); return key !== view.canvasKey && !keptSheets.has(key); });
          if (!size) return;
          const key = renderKey(layout, size);
          // A drawing of this size from before a save is patched up to date: a few views, not all.
          const earlier = earlierKept(layout, size);
          if (earlier) {
            const patch = await cachedPatch(layout, earlier.drawn, size);
            if (token !== aheadToken || current() !== layout || renderKey(layout, size) !== key) return;
            const kept = keptSheets.get(earlier.key);
            if (kept && patch && !patch.full && applyPatch(kept.sheet, patch, size)) {
              keptSheets.delete(earlier.key);
              readyUnseen(kept.sheet);
              keepSheet(key, kept.sheet, patch.layout);
              aheadTimer = setTimeout(() => drawAhead(token), 0);
              return;
            }
            forgetKept(earlier.key);
          }
          const result = await cachedRender(layout, size);
          if (token !== aheadToken || current() !== layout || renderKey(layout, size) !== key || !result) return;
          const svg = svgOf(result);
          if (!svg) return;
          const sheet = sheetOf(svg, size.width, size.height, canvasScale(size.width, size.height));
          byId("canvas").append(sheet);
          keepSheet(key, sheet, result.chosen);
          readyUnseen(sheet);
          aheadTimer = setTimeout(() => drawAhead(token), 0);
        }

        """#
}
