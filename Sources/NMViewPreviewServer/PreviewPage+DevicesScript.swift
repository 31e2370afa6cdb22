extension PreviewPage {
    /// The page's script, devices part: a chosen set of devices in portrait and landscape side
    /// by side, each with the layout the engine picks for it, one zoom for all so their sizes
    /// compare, and each device's safe area drawn as a guide (on the canvas too, at a device's
    /// size) and laid out in: every render, frames and patch at a device's size asks the server
    /// for that device's insets. Fetched only while the panel is open.
    static let devicesScript = #"""
        // Points, and the safe-area insets (top, right, bottom, left) iOS 17 gives a full-screen
        // view, by orientation.
        const DEVICES = [
          { name: "iPhone SE", width: 375, height: 667,
            portrait: [20, 0, 0, 0], landscape: [0, 0, 0, 0] },
          { name: "iPhone 15", width: 393, height: 852,
            portrait: [59, 0, 34, 0], landscape: [0, 59, 21, 59] },
          { name: "iPhone 15 Pro Max", width: 430, height: 932,
            portrait: [59, 0, 34, 0], landscape: [0, 59, 21, 59] },
          { name: "iPad", width: 820, height: 1180,
            portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0] },
        ];
        const SCREENS = DEVICES.flatMap((device) => [
          { name: device.name, width: device.width, height: device.height, insets: device.portrait },
          { name: device.name + " landscape", width: device.height, height: device.width, insets: device.landscape },
        ]);

        // The safe-area insets (top, right, bottom, left) of the device screen this size is, if any.
        function safeArea(width, height) {
          const screen = SCREENS.find((s) => s.width === width && s.height === height);
          return screen ? screen.insets : null;
        }

        // The query parameter `name` that has the server lay a `width` by `height` render out in
        // the safe area of the device screen that size is, zeros too (a screen without insets is
        // not one with the layout's own); none at any other size, where the server takes the
        // layout's own. The insets follow from the size, so a cache key holding the size holds them.
        function safeAreaQuery(width, height, name = "safeArea") {
          const insets = safeArea(width, height);
          return insets ? { [name]: safeAreaParameter(insets) } : {};
        }

        // Insets listed top, right, bottom, left (CSS's order, as DEVICES has them) written as
        // the server reads them: top,left,bottom,right, the order of UIEdgeInsets and --safe-area.
        function safeAreaParameter([top, right, bottom, left]) {
          return [top, left, bottom, right].join(",");
        }

        function safeAreaGuide(insets, scale) {
          const guide = element("div", "safe-area");
          guide.setAttribute("aria-hidden", "true");
          ["top", "right", "bottom", "left"].forEach((side, index) => {
            guide.style[side] = insets[index] * scale + "px";
          });
          return guide;
        }

        function showCanvasSafeArea() {
          const old = byId("canvas").querySelector(":scope > .safe-area");
          if (old) old.remove();
          const insets = safeArea(view.width, view.height);
          if (insets && insets.some((inset) => inset > 0)) {
            byId("canvas").append(safeAreaGuide(insets, view.scale));
          }
        }

        // One zoom for every device, so their sizes compare: "fit" puts the tallest in a third
        // of the window.
        function devicesScale() {
          const zoom = byId("devices-zoom").value;
          if (zoom !== "fit") return Number(zoom);
          const tallest = Math.max(...SCREENS.map((s) => s.height));
          return Math.min(1, Math.max(0.1, window.innerHeight / 3 / tallest));
        }

        async function renderDevices(layout) {
          if (!byId("devices-panel").open || !layout) return;
          const scale = devicesScale();
          const keys = SCREENS.map((s) => renderKey(layout, { width: s.width, height: s.height }));
          const shown = JSON.stringify([layout.file, layout.rendered, scale, keys]);
          if (shown === view.devicesShown) return;
          view.devicesShown = shown;
          const figures = await Promise.all(SCREENS.map(async (screen) => {
            const figure = element("figure", "device");
            figure.dataset.device = screen.name;
            const frame = element("div", "device-screen");
            frame.style.width = screen.width * scale + "px";
            frame.style.height = screen.height * scale + "px";
            const params = { width: screen.width, height: screen.height };
            const [result, frames, views] = layout.rendered ? await Promise.all([
              fetchPicture(layout, params, screen.width * scale, screen.height * scale),
              cachedFrames(layout, params), cachedViews(layout)]) : [null, null, null];
            if (result) {
              frame.append(result.svg);
              figure.dataset.chosen = result.chosen;
            }
            // What a click on the screen is matched against, and the pick outlined on it.
            Object.assign(figure, { frames: frames && frames.frames, views, scale });
            if (screen.insets.some((inset) => inset > 0)) frame.append(safeAreaGuide(screen.insets, scale));
            const caption = element("figcaption", "", screen.name + " · " + screen.width + "×" +
              screen.height + " · " + (result ? result.chosen : "–") + " ");
            caption.append(openOnCanvas(screen));
            figure.append(frame, caption);
            return figure;
          }));
          if (shown !== view.devicesShown) return;
          byId("devices").replaceChildren(...figures);
          showSelection();
        }

        // A button that shows `screen`'s size on the canvas, where it can be resized and
        // inspected; like a preset, it fetches that size's drawing as the pointer reaches it.
        function openOnCanvas(screen) {
          const button = element("button", "device-open", "Show on canvas");
          button.type = "button";
          button.setAttribute("aria-label", "Show " + screen.name + " on the canvas");
          const params = { width: screen.width, height: screen.height };
          button.addEventListener("click", () => {
            setSize(params.width, params.height);
            byId("stage").scrollIntoView({ block: "nearest" });
          });
          fetchAheadFor(button, params);
          return button;
        }

        function setUpDevices() {
          byId("devices-panel").addEventListener("toggle", () => renderDevices(current()));
          byId("devices-zoom").addEventListener("change", () => renderDevices(current()));
          window.addEventListener("resize", () => renderDevices(current()));
        }

        """#
}
