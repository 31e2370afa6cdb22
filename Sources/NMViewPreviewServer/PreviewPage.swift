/// The preview page: one self-contained document (no external resources), its style and script
/// allowed by a per-response nonce. It lists the layouts, shows every alternative at its design
/// size, and a resizable canvas with the layout the engine picks for its size and the frames it
/// gets; it follows saves over Server-Sent Events and shows findings over the last good render.
///
/// Stable hooks for tests: `#layout-list` (`li.layout[data-file]`, `.error-badge`), `#canvas`,
/// `#chosen-layout`, `#width`, `#height`, `.preset`, `#error-overlay`, `.diagnostic`, `#status`.
enum PreviewPage {
    /// The page with `nonce` on its style and script.
    static func html(nonce: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>nmview preview</title>
        <link rel="icon" href="data:,">
        <style nonce="\(nonce)">\(style)</style>
        </head>
        <body>
        <header id="topbar">
          <span class="brand">nmview preview</span>
          <span id="status" data-state="connecting">connecting…</span>
        </header>
        <nav id="sidebar">
          <h2>Layouts</h2>
          <ul id="layout-list"></ul>
        </nav>
        <main id="main">
          <p id="empty" hidden>No layout files yet. Save one under a watched folder.</p>
          <div id="detail" hidden>
            <div class="title-row"><h1 id="layout-title"></h1><code id="layout-file"></code></div>
            <section>
              <h2>Alternatives at their design size</h2>
              <div id="variants"></div>
            </section>
            <section>
              <h2>Canvas</h2>
              <div id="controls">
                <label>Width <input id="width" type="number" min="1" max="4000" step="1"></label>
                <label>Height <input id="height" type="number" min="1" max="4000" step="1"></label>
                <button type="button" id="rotate" title="Swap width and height">Rotate</button>
                <span id="presets"></span>
              </div>
              <p class="chosen">Engine chooses <strong id="chosen-layout">–</strong>
                <span id="canvas-size"></span></p>
              <div id="stage">
                <div id="canvas"><div id="resize-handle" title="Drag to resize"></div></div>
              </div>
              <details id="frames-panel" open>
                <summary>Frames</summary>
                <table id="frames"><thead><tr><th>view</th><th>class</th><th>x</th><th>y</th>
                  <th>width</th><th>height</th></tr></thead><tbody></tbody></table>
              </details>
            </section>
          </div>
        </main>
        <script nonce="\(nonce)">\(script)</script>
        </body>
        </html>

        """
    }

    /// The page's CSS.
    static let style = """
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
          color: #1c1c1e; background: #f2f2f7; display: grid; grid-template-columns: 240px 1fr;
          grid-template-rows: 44px 1fr; grid-template-areas: "top top" "side main"; height: 100vh; }
        #topbar { grid-area: top; display: flex; align-items: center; justify-content: space-between;
          padding: 0 16px; background: #1c1c1e; color: #fff; }
        .brand { font-weight: 600; }
        #status { font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #636366; }
        #status[data-state="live"] { background: #248a3d; }
        #status[data-state="reconnecting"] { background: #c93400; }
        #sidebar { grid-area: side; overflow: auto; background: #fff; border-right: 1px solid #d1d1d6; }
        #sidebar h2, section h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em;
          color: #6e6e73; margin: 16px 16px 8px; }
        section h2 { margin: 20px 0 8px; }
        #layout-list { list-style: none; margin: 0; padding: 0; }
        #layout-list button { width: 100%; text-align: left; border: 0; background: none; padding: 8px 16px;
          font: inherit; cursor: pointer; display: grid; grid-template-columns: 1fr auto; gap: 0 8px; }
        #layout-list button:hover { background: #f2f2f7; }
        #layout-list li[aria-current="true"] button { background: #e5f0ff; }
        #layout-list .file { grid-column: 1; color: #6e6e73; font-size: 11px; overflow: hidden;
          text-overflow: ellipsis; white-space: nowrap; }
        .error-badge, .warning-badge { grid-column: 2; grid-row: 1; align-self: center; color: #fff;
          border-radius: 9px; padding: 0 7px; font-size: 11px; font-weight: 600; }
        .error-badge { background: #d70015; }
        .warning-badge { background: #b25000; }
        #main { grid-area: main; overflow: auto; padding: 8px 24px 32px; }
        .title-row { display: flex; align-items: baseline; gap: 12px; }
        h1 { font-size: 22px; margin: 12px 0 0; }
        #layout-file { color: #6e6e73; }
        #variants { display: flex; flex-wrap: wrap; gap: 16px; }
        .variant { margin: 0; background: #fff; border: 1px solid #d1d1d6; border-radius: 8px;
          padding: 8px; cursor: pointer; }
        .variant:hover { border-color: #007aff; }
        .variant figcaption { font-size: 12px; color: #3a3a3c; margin-top: 6px; }
        .variant svg { display: block; }
        #controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
        #controls input { width: 76px; font: inherit; padding: 3px 6px; }
        #controls button { font: inherit; padding: 3px 10px; border: 1px solid #c7c7cc;
          border-radius: 6px; background: #fff; cursor: pointer; }
        #controls button:hover { border-color: #007aff; }
        #presets { display: inline-flex; flex-wrap: wrap; gap: 6px; }
        .chosen { margin: 10px 0; }
        #canvas-size { color: #6e6e73; margin-left: 8px; }
        #stage { position: relative; min-height: 120px; padding: 12px; background:
          repeating-conic-gradient(#e5e5ea 0 25%, #f2f2f7 0 50%) 0 0 / 16px 16px; border-radius: 8px; }
        #canvas { position: relative; background: #fff; box-shadow: 0 1px 6px rgba(0,0,0,.25); }
        #canvas > svg { display: block; width: 100%; height: 100%; }
        #resize-handle { position: absolute; right: -9px; bottom: -9px; width: 18px; height: 18px;
          border-radius: 50%; background: #007aff; border: 3px solid #fff; cursor: nwse-resize;
          box-shadow: 0 1px 3px rgba(0,0,0,.4); touch-action: none; }
        #error-overlay { position: absolute; inset: 0; background: rgba(255, 59, 48, .12);
          padding: 12px; border-radius: 8px; z-index: 2; }
        #error-overlay .panel { background: #fff5f5; border: 2px solid #d70015; border-radius: 8px;
          padding: 12px 16px; box-shadow: 0 4px 16px rgba(0,0,0,.2); max-height: 100%; overflow: auto; }
        #error-overlay h3 { margin: 0 0 8px; color: #d70015; font-size: 15px; }
        #error-overlay ul { margin: 0; padding: 0; list-style: none; }
        .diagnostic { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap;
          padding: 2px 0; color: #3a0a0a; }
        .diagnostic.warning { color: #6b3a00; }
        .diagnostic .note { color: #6e6e73; padding-left: 2em; }
        #frames { border-collapse: collapse; font-size: 12px; background: #fff; margin-top: 6px; }
        #frames th, #frames td { border: 1px solid #e5e5ea; padding: 2px 8px; text-align: right; }
        #frames th:nth-child(-n+2), #frames td:nth-child(-n+2) { text-align: left; }
        summary { cursor: pointer; color: #3a3a3c; margin-top: 16px; }
        """

    /// The page's script: the list, the renders, the canvas controls and the event stream.
    static let script = """
        "use strict";
        const PRESETS = [
          { label: "iPhone SE", width: 375, height: 667 },
          { label: "iPhone 15", width: 393, height: 852 },
          { label: "iPhone 15 landscape", width: 852, height: 393 },
          { label: "iPad", width: 820, height: 1180 },
          { label: "iPad landscape", width: 1180, height: 820 },
        ];
        const MAX_SIDE = 4000;
        const view = { layouts: [], selected: null, width: 0, height: 0, scale: 1, loadToken: 0,
          rendering: false, renderAgain: false, dragging: false, listShown: "" };
        const byId = (id) => document.getElementById(id);

        function element(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined) node.textContent = text;
          return node;
        }

        function current() {
          return view.layouts.find((layout) => layout.file === view.selected) || null;
        }

        function decode(text) {
          try { return decodeURIComponent(text); } catch { return text; }
        }

        // A fetch that yields null instead of throwing while the server is away.
        async function request(url) {
          try {
            const response = await fetch(url, { cache: "no-store" });
            return response.ok ? response : null;
          } catch {
            return null;
          }
        }

        async function fetchSVG(params) {
          const response = await request("api/render?" + new URLSearchParams(params));
          if (!response) return null;
          const parsed = new DOMParser().parseFromString(await response.text(), "image/svg+xml");
          if (parsed.documentElement.nodeName !== "svg") return null;
          const chosen = decode(response.headers.get("X-NMView-Layout") || "");
          return { svg: document.importNode(parsed.documentElement, true), chosen };
        }

        // Loads the list; an older load finishing after a newer one is dropped.
        async function loadLayouts() {
          const token = ++view.loadToken;
          const response = await request("api/layouts");
          if (!response || token !== view.loadToken) return;
          const list = await response.json();
          if (token !== view.loadToken) return;
          view.layouts = list.layouts;
          if (!current()) {
            const wanted = decode(location.hash.replace(/^#file=/, ""));
            const first = view.layouts.find((layout) => layout.file === wanted) || view.layouts[0];
            selectLayout(first ? first.file : null, false);
          }
          renderList();
          await showSelected();
        }

        function selectLayout(file, show = true) {
          view.selected = file;
          view.width = 0;
          if (file) history.replaceState(null, "", "#file=" + encodeURIComponent(file));
          if (show) { renderList(); showSelected(); }
        }

        // The folder all layouts share, left out of the list so names stay short.
        function sharedFolder(files) {
          if (!files.length) return "";
          let folder = files[0].slice(0, files[0].lastIndexOf("/") + 1);
          while (folder && !files.every((file) => file.startsWith(folder))) {
            folder = folder.slice(0, folder.slice(0, -1).lastIndexOf("/") + 1);
          }
          return folder;
        }

        // Rebuilt only when something shown changed, so a click never lands on a replaced item.
        function renderList() {
          const shown = JSON.stringify([view.selected, view.layouts.map((layout) =>
            [layout.file, layout.name, layout.diagnostics.map((d) => d.severity)])]);
          if (shown === view.listShown) return;
          view.listShown = shown;
          const list = byId("layout-list");
          const folder = sharedFolder(view.layouts.map((layout) => layout.file));
          list.replaceChildren(...view.layouts.map((layout) => {
            const item = element("li", "layout");
            item.dataset.file = layout.file;
            item.setAttribute("aria-current", String(layout.file === view.selected));
            const button = element("button");
            button.type = "button";
            button.title = layout.file;
            button.append(element("span", "name", layout.name),
              element("span", "file", layout.file.slice(folder.length)));
            const errors = layout.diagnostics.filter((d) => d.severity === "error").length;
            const warnings = layout.diagnostics.filter((d) => d.severity === "warning").length;
            if (errors) button.append(element("span", "error-badge", String(errors)));
            else if (warnings) button.append(element("span", "warning-badge", String(warnings)));
            button.addEventListener("click", () => selectLayout(layout.file));
            item.append(button);
            return item;
          }));
        }

        async function showSelected() {
          const layout = current();
          byId("empty").hidden = layout !== null;
          byId("detail").hidden = layout === null;
          if (!layout) return;
          byId("layout-title").textContent = layout.name;
          byId("layout-file").textContent = layout.file;
          if (!view.width && layout.variants.length) {
            setSize(layout.variants[0].width, layout.variants[0].height, false);
          } else if (!view.width) {
            setSize(320, 480, false);
          }
          renderOverlay(layout);
          await Promise.all([renderVariants(layout), renderCanvas()]);
        }

        async function renderVariants(layout) {
          const figures = await Promise.all(layout.variants.map(async (variant) => {
            const figure = element("figure", "variant");
            figure.dataset.variant = variant.name;
            const result = await fetchSVG({ file: layout.file, variant: variant.name,
              width: variant.width, height: variant.height });
            const scale = Math.min(200 / variant.width, 200 / variant.height, 2);
            if (result) {
              result.svg.setAttribute("width", Math.round(variant.width * scale));
              result.svg.setAttribute("height", Math.round(variant.height * scale));
              figure.append(result.svg);
            }
            figure.append(element("figcaption", "", variant.name + " · " + variant.width + "×" + variant.height));
            figure.addEventListener("click", () => setSize(variant.width, variant.height));
            return figure;
          }));
          if (layout.file === view.selected) byId("variants").replaceChildren(...figures);
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
          const canvas = byId("canvas");
          const result = layout.rendered
            ? await fetchSVG({ file: layout.file, width: view.width, height: view.height }) : null;
          canvas.querySelectorAll(":scope > svg, :scope > .placeholder").forEach((node) => node.remove());
          if (result) {
            canvas.prepend(result.svg);
            byId("chosen-layout").textContent = result.chosen;
            renderFrames(result.svg);
          } else {
            canvas.prepend(element("p", "placeholder", "No good render yet: fix the errors to see this layout."));
            byId("chosen-layout").textContent = "–";
            renderFrames(null);
          }
        }

        function renderFrames(svg) {
          const rows = [];
          const walk = (parent, depth) => {
            for (const group of parent.querySelectorAll(":scope > g.view")) {
              const offset = /translate\\(([-\\d.e]+) ([-\\d.e]+)\\)/.exec(group.getAttribute("transform") || "");
              const box = group.querySelector(":scope > rect");
              const row = element("tr");
              const name = element("td", "", "\\u00a0\\u00a0".repeat(depth) + (group.dataset.id || "(no id)"));
              row.append(name, element("td", "", group.dataset.class || ""));
              for (const value of [offset && offset[1], offset && offset[2],
                box && box.getAttribute("width"), box && box.getAttribute("height")]) {
                row.append(element("td", "", value || "0"));
              }
              rows.push(row);
              walk(group, depth + 1);
            }
          };
          if (svg) walk(svg, 0);
          byId("frames").tBodies[0].replaceChildren(...rows);
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
          const place = (path, line, column) => (line ? path + ":" + line + ":" + column : path);
          for (const d of layout.diagnostics) {
            const item = element("li", "diagnostic " + d.severity,
              place(d.path, d.line, d.column) + ": " + d.message + " [" + d.id + "]");
            for (const note of d.notes || []) {
              const where = note.path ? place(note.path, note.line, note.column) + ": " : "";
              item.append(element("div", "note", where + "note: " + note.message));
            }
            list.append(item);
          }
          panel.append(list);
          overlay.append(panel);
          byId("stage").append(overlay);
        }

        function setSize(width, height, render = true) {
          view.width = Math.min(MAX_SIDE, Math.max(1, Math.round(Number(width) || 1)));
          view.height = Math.min(MAX_SIDE, Math.max(1, Math.round(Number(height) || 1)));
          byId("width").value = view.width;
          byId("height").value = view.height;
          // Scaled down to fit the window, but not while dragging, so the handle stays under the pointer.
          if (!view.dragging) {
            const roomWidth = Math.max(120, byId("stage").clientWidth - 48);
            const roomHeight = Math.max(240, window.innerHeight - 160);
            view.scale = Math.min(1, roomWidth / view.width, roomHeight / view.height);
          }
          const canvas = byId("canvas");
          canvas.style.width = view.width * view.scale + "px";
          canvas.style.height = view.height * view.scale + "px";
          byId("canvas-size").textContent = view.width + " × " + view.height + " pt" +
            (view.scale < 1 ? " (shown at " + Math.round(view.scale * 100) + "%)" : "");
          if (render) renderCanvas();
        }

        function setUpControls() {
          const presets = byId("presets");
          for (const preset of PRESETS) {
            const button = element("button", "preset", preset.label);
            button.type = "button";
            button.title = preset.width + " × " + preset.height;
            button.dataset.width = preset.width;
            button.dataset.height = preset.height;
            button.addEventListener("click", () => setSize(preset.width, preset.height));
            presets.append(button);
          }
          // A field being retyped (empty for a moment) is left alone rather than snapped to 1.
          for (const id of ["width", "height"]) {
            byId(id).addEventListener("change", () => {
              const width = Number(byId("width").value);
              const height = Number(byId("height").value);
              if (width >= 1 && height >= 1) setSize(width, height);
            });
          }
          byId("rotate").addEventListener("click", () => setSize(view.height, view.width));
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
          window.addEventListener("resize", () => { if (view.width) setSize(view.width, view.height, false); });
        }

        function setStatus(state, text) {
          const status = byId("status");
          status.dataset.state = state;
          status.textContent = text;
        }

        // EventSource reconnects by itself; a stream it gave up on is replaced after a second.
        // Every (re)connection reloads the list, since saves may have happened while away.
        function connect() {
          const source = new EventSource("events");
          source.addEventListener("open", () => { setStatus("live", "live"); loadLayouts(); });
          source.addEventListener("message", (message) => {
            const event = JSON.parse(message.data);
            document.body.dataset.version = event.version;
            loadLayouts();
          });
          source.addEventListener("error", () => {
            setStatus("reconnecting", "reconnecting…");
            if (source.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
          });
        }

        setUpControls();
        loadLayouts();
        connect();
        """
}
