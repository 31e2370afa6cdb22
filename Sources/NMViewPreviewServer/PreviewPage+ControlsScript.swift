extension PreviewPage {
    /// The page's script, last part: the canvas size (fields, presets, the resize handle by
    /// pointer or keyboard), the appearance, the layout direction, and the start.
    static let controlsScript = #"""
        const PRESETS = [
          { label: "iPhone SE", width: 375, height: 667 },
          { label: "iPhone 15", width: 393, height: 852 },
          { label: "iPhone 15 landscape", width: 852, height: 393 },
          { label: "iPad", width: 820, height: 1180 },
          { label: "iPad landscape", width: 1180, height: 820 },
        ];
        const darkScheme = window.matchMedia("(prefers-color-scheme: dark)");

        // The appearance renders use: the one chosen, or with "auto" this computer's.
        function appearance() {
          if (view.appearance !== "auto") return view.appearance;
          return darkScheme.matches ? "dark" : "light";
        }

        function setAppearance(choice, render = true) {
          view.appearance = ["light", "dark"].includes(choice) ? choice : "auto";
          try { localStorage.setItem("nmview.appearance", view.appearance); } catch { /* private mode */ }
          document.documentElement.dataset.appearance = appearance();
          for (const button of byId("appearance").querySelectorAll("button")) {
            button.setAttribute("aria-pressed", String(button.dataset.appearance === view.appearance));
          }
          if (render && current()) showSelected();
        }

        // The direction renders use: "ltr", or "rtl", as in Arabic or Hebrew, where a layout that
        // says layoutDirection: mirrored is drawn flipped.
        function direction() {
          return view.direction;
        }

        // What a drawing looks like apart from its size and version: its appearance, then " rtl"
        // when it is drawn right to left, the text size when it is not the default and the
        // language when one is chosen (so that
        // a drawing at the defaults is keyed by its appearance alone, as before either existed).
        function look() {
          return appearance() + (direction() === "rtl" ? " rtl" : "") + (contentSize() === "large" ? "" : " " + contentSize())
            + (language() ? " lang:" + language() : "");
        }

        function setDirection(choice, render = true) {
          view.direction = choice === "rtl" ? "rtl" : "ltr";
          try { localStorage.setItem("nmview.direction", view.direction); } catch { /* private mode */ }
          for (const button of byId("direction").querySelectorAll("button")) {
            button.setAttribute("aria-pressed", String(button.dataset.direction === view.direction));
          }
          if (render && current()) showSelected();
        }

        // Room for the canvas: the stage's width, and the window's height below the stage's top,
        // so the whole canvas is in view without scrolling; for a canvas of `width` by `height`.
        function fitScale(width = view.width, height = view.height) {
          const stage = byId("stage");
          const main = byId("main");
          const top = stage.getBoundingClientRect().top - main.getBoundingClientRect().top + main.scrollTop;
          const roomWidth = Math.max(120, stage.clientWidth - 48);
          const roomHeight = Math.max(240, main.clientHeight - top - 40);
          return Math.min(1, roomWidth / width, roomHeight / height);
        }

        // Fit follows the room it has, whatever changed it: the page opened from an address
        // measures the stage while the layout's detail is still hidden (no width: the canvas
        // came out at a third of its size), a panel above the stage opens or closes, the window
        // resizes. The drawing is rescaled, not drawn again; a scale that did not change is left.
        function refit() {
          if (byId("zoom").value !== "fit" || !view.width || view.dragging || !byId("stage").clientWidth) return;
          if (Math.abs(fitScale() - (view.scale || 1)) > 0.001) setSize(view.width, view.height, false);
        }

        // The scale the canvas shows a `width` by `height` drawing at: the zoom chosen, or with
        // "Fit" the room for it (fitScale), never past 100%.
        function canvasScale(width = view.width, height = view.height) {
          const zoom = byId("zoom").value;
          return zoom === "fit" ? fitScale(width, height) : Number(zoom);
        }

        // Shows the canvas at the zoom `choice` ("fit", or a scale the menu offers), remembered
        // across visits, and with `say` tells screen readers the scale now shown; the drawing
        // shown is rescaled, not drawn again.
        function setZoom(choice, say = true) {
          const menu = byId("zoom");
          menu.value = [...menu.options].some((option) => option.value === choice) ? choice : "fit";
          try { localStorage.setItem("nmview.zoom", menu.value); } catch { /* private mode */ }
          byId("stage").classList.toggle("zoomed", menu.value !== "fit");
          if (view.width) setSize(view.width, view.height, false);
          if (say) announce("Canvas shown at " + Math.round((view.scale || 1) * 100) + "%");
        }

        function setSize(width, height, render = true) {
          view.width = Math.min(MAX_SIDE, Math.max(1, Math.round(Number(width) || 1)));
          view.height = Math.min(MAX_SIDE, Math.max(1, Math.round(Number(height) || 1)));
          byId("width").value = view.width;
          byId("height").value = view.height;
          // Not rescaled while dragging, so the handle stays under the pointer.
          if (!view.dragging) view.scale = canvasScale();
          const canvas = byId("canvas");
          canvas.style.width = view.width * view.scale + "px";
          canvas.style.height = view.height * view.scale + "px";
          // A render follows a new size, and the drawing it shows takes the scale then (see
          // showDrawn): set now, a drawing the canvas is about to leave and keep would be kept
          // at the new size's scale, and shown again restyled and laid out anew at its own.
          if (!render) rescaleDrawings();
          byId("canvas-size").textContent = view.width + " × " + view.height + " pt" +
            (view.scale !== 1 ? " (shown at " + Math.round(view.scale * 100) + "%)" : "");
          showCanvasSafeArea();
          if (view.views) outline(byId("canvas"), view.frames, view.scale, pickedIndex());
          for (const preset of byId("presets").children) {
            const pressed = Number(preset.dataset.width) === view.width && Number(preset.dataset.height) === view.height;
            preset.setAttribute("aria-pressed", String(pressed));
          }
          addressSizeSoon();
          if (render) renderCanvas();
        }

        // A committed value out of range is refused and said why; the field shows the size in use.
        // An emptied field is left alone: it is being retyped.
        function sizeFieldChanged(field) {
          const text = field.value.trim();
          if (text === "") return;
          const value = Number(text);
          const error = byId("size-error");
          if (!Number.isFinite(value) || value < 1 || value > MAX_SIDE) {
            error.textContent = "The " + field.id + " must be from 1 to " + MAX_SIDE + " points, not " +
              (field.value || "empty") + ".";
            error.hidden = false;
            field.value = field.id === "width" ? view.width : view.height;
            return;
          }
          error.hidden = true;
          setSize(field.id === "width" ? value : view.width, field.id === "height" ? value : view.height);
        }

        function setUpControls() {
          setUpDevices();
          setUpFrames();
          setUpInspector();
          const presets = byId("presets");
          for (const preset of PRESETS) {
            const button = element("button", "preset", preset.label);
            button.type = "button";
            button.title = preset.width + " × " + preset.height;
            button.dataset.width = preset.width;
            button.dataset.height = preset.height;
            button.setAttribute("aria-pressed", "false");
            button.addEventListener("click", () => setSize(preset.width, preset.height));
            fetchAheadFor(button, { width: preset.width, height: preset.height });
            presets.append(button);
          }
          for (const id of ["width", "height"]) {
            byId(id).addEventListener("change", () => sizeFieldChanged(byId(id)));
          }
          byId("rotate").addEventListener("click", () => setSize(view.height, view.width));
          for (const button of byId("appearance").querySelectorAll("button")) {
            button.addEventListener("click", () => setAppearance(button.dataset.appearance));
          }
          for (const button of byId("direction").querySelectorAll("button")) {
            button.addEventListener("click", () => setDirection(button.dataset.direction));
          }
          byId("zoom").addEventListener("change", () => setZoom(byId("zoom").value));
          darkScheme.addEventListener("change", () => { if (view.appearance === "auto") setAppearance("auto"); });
          const handle = byId("resize-handle");
          let start = null;
          handle.addEventListener("pointerdown", (event) => {
            start = { x: event.clientX, y: event.clientY, width: view.width, height: view.height };
            view.dragging = true;
            handle.setPointerCapture(event.pointerId);
          });
          handle.addEventListener("pointermove", (event) => {
            if (!start) return;
            setSize(start.width + (event.clientX - start.x) / view.scale,
              start.height + (event.clientY - start.y) / view.scale);
          });
          const end = () => { start = null; view.dragging = false; };
          handle.addEventListener("pointerup", end);
          handle.addEventListener("pointercancel", end);
          const steps = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
          handle.addEventListener("keydown", (event) => {
            const step = steps[event.key];
            if (!step) return;
            event.preventDefault();
            const by = event.shiftKey ? 10 : 1;
            setSize(view.width + step[0] * by, view.height + step[1] * by);
          });
          window.addEventListener("resize", () => { if (view.width) setSize(view.width, view.height, false); });
        }

        // `sheet` with the views' outlines or without, as the Bounds switch is set; a kept sheet
        // is set when it is shown again, as restyling it meanwhile would be wasted. (The class is
        // on no other element: Chromium restyles what a class's rules reach wherever it changes.)
        function syncBounds(sheet) {
          if (sheet) sheet.classList.toggle("without-bounds", !byId("bounds").checked);
        }

        // Shows or hides every view's outline on the canvas, remembered across visits.
        function setBounds(shown, say = true) {
          byId("bounds").checked = shown;
          syncBounds(shownSheet());
          try { localStorage.setItem("nmview.bounds", shown ? "shown" : "hidden"); } catch { /* private mode */ }
          if (say) announce(shown ? "Bounds shown" : "Bounds hidden");
        }

        setUpControls();
        byId("bounds").addEventListener("change", () => setBounds(byId("bounds").checked));
        let boundsSaved = "shown";
        try { boundsSaved = localStorage.getItem("nmview.bounds") || "shown"; } catch { /* private mode */ }
        setBounds(boundsSaved !== "hidden", false);
        let zoomSaved = "fit";
        try { zoomSaved = localStorage.getItem("nmview.zoom") || "fit"; } catch { /* private mode */ }
        setZoom(zoomSaved, false);
        const fitRoom = new ResizeObserver(refit);
        for (const id of ["main", "stage", "controls"]) fitRoom.observe(byId(id));
        let saved = "auto";
        try { saved = localStorage.getItem("nmview.appearance") || "auto"; } catch { /* private mode */ }
        setAppearance(saved, false);
        let directionSaved = "ltr";
        try { directionSaved = localStorage.getItem("nmview.direction") || "ltr"; } catch { /* private mode */ }
        setDirection(new URLSearchParams(location.search).get("direction") || directionSaved, false);
        connect();

        """#
}
