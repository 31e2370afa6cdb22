extension PreviewPage {
    /// The page's script, first part: its state, the renders (each fetched once per file
    /// version, size and appearance), the layout list and the event stream. Every URL is relative,
    /// so a page served under a token's path prefix keeps it.
    static let script = #"""
        "use strict";
        const MAX_SIDE = \#(maxSide);
        // At most this many renders are kept; a large layout's SVG is near a megabyte.
        const KEPT_RENDERS = 24;
        const view = { layouts: [], selected: null, confirmed: false, width: 0, height: 0, scale: 1,
          loadToken: 0, rendering: false, renderAgain: false, dragging: false, listShown: "",
          canvasKey: "", variantsShown: "", devicesShown: "", frames: null, views: null, framesDrawn: "", appearance: "auto", direction: "ltr",
          everOpened: false, picked: null, drawn: null, picturesDrawn: null, picturesPending: false };
        const renders = new Map();
        const frameSets = new Map();
        const viewSets = new Map();
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

        // Tells screen readers what changed, once, without moving focus.
        function announce(text) {
          byId("announcer").textContent = text;
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

        // What identifies a render: the file's content hash, the size, the variant and the look
        // (appearance, direction and text size). The same key is never fetched twice, even while
        // the first fetch is under way.
        function renderKey(layout, params) {
          return JSON.stringify([layout.file, layout.hash, params.width, params.height, params.variant || "",
            look()]);
        }

        // `fetcher()`'s promise under `key` in `cache`, fetched once; at most KEPT_RENDERS are kept
        // (`forget` sees each dropped result), and a failed fetch is forgotten so it is tried again.
        function remember(cache, key, fetcher, forget) {
          let pending = cache.get(key);
          if (!pending) {
            pending = fetcher();
            cache.set(key, pending);
            if (cache.size > KEPT_RENDERS) {
              const oldest = cache.keys().next().value;
              if (forget) cache.get(oldest).then((result) => { if (result) forget(result); });
              cache.delete(oldest);
            }
            pending.then((result) => { if (!result && cache.get(key) === pending) cache.delete(key); });
          }
          return pending;
        }

        // The SVG text of a render and the layout chosen, fetched once per key; at a device's size,
        // in its safe area (safeAreaQuery).
        function cachedRender(layout, params) {
          return remember(renders, renderKey(layout, params), () => {
            const query = new URLSearchParams({ file: layout.file, ...params,
              ...safeAreaQuery(params.width, params.height), appearance: appearance(), direction: direction(), ...textSizeQuery(),
              ...languageQuery() });
            return request("api/render?" + query).then(async (response) => response
              ? { text: await response.text(), chosen: decode(response.headers.get("X-NMView-Layout") || "") }
              : null);
          }, (result) => { if (result.url) URL.revokeObjectURL(result.url); });
        }

        // Every view's frame at a size (in a device's safe area at its size) and the layout
        // chosen (`api/frames`), fetched once per file version, size and direction: the appearance
        // does not move anything, the direction flips a mirrored layout.
        function cachedFrames(layout, params) {
          const key = JSON.stringify([layout.file, layout.hash, params.width, params.height, params.variant || "",
            direction()]);
          return remember(frameSets, key, () => request("api/frames?" + new URLSearchParams({ file: layout.file, ...params,
            ...safeAreaQuery(params.width, params.height), direction: direction() }))
            .then((response) => response ? response.json() : null));
        }

        // A layout's views (class, id, mask, frame in each layout, source line), fetched once per
        // `viewsTag`, which changes with the layout and with the lines its views are on.
        function cachedViews(layout) {
          return remember(viewSets, JSON.stringify([layout.file, layout.viewsTag]),
            () => request("api/views?" + new URLSearchParams({ file: layout.file }))
              .then((response) => response ? response.json() : null));
        }

        // A render as elements of the page: its views keep their tooltips. Parsed as HTML (an
        // inert template), which at 2,000 views takes a third of the time of an XML parse.
        function svgOf(result) {
          const holder = document.createElement("template");
          holder.innerHTML = result.text;
          const svg = holder.content.firstElementChild;
          return svg && svg.nodeName === "svg" ? document.adoptNode(svg) : null;
        }

        // A render as a bitmap `width` by `height` CSS pixels: drawn once, so it costs the page
        // no elements, and scrolling past it nothing (an SVG image is drawn again every frame).
        async function pictureOf(result, width, height) {
          result.url = result.url || URL.createObjectURL(new Blob([result.text], { type: "image/svg+xml" }));
          const image = new Image();
          image.src = result.url;
          try { await image.decode(); } catch { return null; }
          const ratio = window.devicePixelRatio || 1;
          const picture = element("canvas", "picture");
          picture.width = Math.max(1, Math.round(width * ratio));
          picture.height = Math.max(1, Math.round(height * ratio));
          picture.style.width = width + "px";
          picture.style.height = height + "px";
          picture.getContext("2d").drawImage(image, 0, 0, picture.width, picture.height);
          picture.dataset.drawn = "true";
          return picture;
        }

        // A thumbnail of a render, with the layout chosen.
        async function fetchPicture(layout, params, width, height) {
          const result = await cachedRender(layout, params);
          const picture = result && await pictureOf(result, width, height);
          return picture ? { svg: picture, chosen: result.chosen } : null;
        }

        // Loads the list; an older load finishing after a newer one is dropped.
        async function loadLayouts() {
          const token = ++view.loadToken;
          const response = await request("api/layouts");
          if (!response || token !== view.loadToken) return;
          const list = await response.json();
          if (token !== view.loadToken) return;
          view.layouts = list.layouts;
          // The first load picks a layout; later, a selected layout that is gone shows as removed.
          if (!view.confirmed && !current()) {
            const wanted = addressed();
            const named = view.layouts.find((layout) => layout.file === wanted.file);
            const first = named || view.layouts[0];
            selectLayout(first ? first.file : null, false, false);
            // The size the address names, for the layout it names.
            if (named && wanted.size) setSize(wanted.size.width, wanted.size.height, false);
          }
          renderList();
          await showSelected();
          document.body.dataset.shownVersion = list.version;
        }

        // Shows `file`'s layout at its design size; with `push`, as a new step in the history
        // (else the address already names it: the page's first layout, or back and forward).
        function selectLayout(file, show = true, push = show) {
          leaveAddress(push);
          view.selected = file;
          view.width = 0;
          if (push) writeAddress(true);
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
            [layout.file, layout.name, layout.sameViewClass, layout.diagnostics.map((d) => d.severity)])]);
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
            else if (layout.sameViewClass.length) button.append(element("span", "duplicate-badge", "!"));
            if (layout.sameViewClass.length) {
              // An app loads one layout per view class: the first file by path.
              const files = [layout.file, ...layout.sameViewClass].sort();
              const note = "view '" + layout.name + "' is also in " +
                layout.sameViewClass.map((file) => file.slice(folder.length)).join(", ") +
                "; an app loads " + files[0].slice(folder.length);
              button.append(element("span", "duplicate-note", note));
              button.title = layout.file + ": " + note;
            }
            button.addEventListener("click", () => selectLayout(layout.file));
            item.append(button);
            return item;
          }));
        }

        function setStatus(state, text) {
          const status = byId("status");
          status.dataset.state = state;
          status.textContent = text;
        }

        function describe(event) {
          const name = event.viewClass || event.file;
          if (event.type === "removed") return event.file + " was removed";
          if (event.type === "invalid") {
            const errors = (event.diagnostics || []).filter((d) => d.severity === "error").length;
            return name + ": " + errors + (errors === 1 ? " error" : " errors");
          }
          return name + " updated";
        }

        // EventSource reconnects by itself; a stream it gave up on is replaced after a second.
        // Every (re)connection loads the list, subscribed first so no save falls in between.
        function connect() {
          const source = new EventSource("events");
          source.addEventListener("open", () => {
            view.everOpened = true;
            setStatus("live", "live");
            loadLayouts();
          });
          source.addEventListener("message", (message) => {
            const event = JSON.parse(message.data);
            document.body.dataset.version = event.version;
            announce(describe(event));
            loadLayouts();
          });
          source.addEventListener("error", () => {
            setStatus("reconnecting", "reconnecting…");
            // Without a stream at all, the page still shows what there is.
            if (!view.everOpened && !view.layouts.length) loadLayouts();
            if (source.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
          });
        }

        """#
}
