extension PreviewPage {
    /// The page's script, inspector part: a view picked in the canvas, on a device screen or in
    /// the frames table is outlined in all of them and described beside the canvas (class, id,
    /// frame in every layout, autoresizing mask, a link to its line). Escape lets go of it.
    static let inspectorScript = #"""
        // The picked view's index in the shown layout's views, or null. A view with an id is found
        // by it, so a save that adds or removes views above it keeps it picked.
        function pickedIndex() {
          const picked = view.picked;
          const data = view.views;
          if (!picked || !data || picked.file !== data.file) return null;
          const at = data.views[picked.index];
          if (picked.id === undefined || (at && at.id === picked.id)) return at ? picked.index : null;
          const found = data.views.findIndex((item) => item.id === picked.id);
          if (found < 0) return null;
          picked.index = found;
          return found;
        }

        function viewName(item) {
          return (item.id === undefined ? "a " + item.class : item.id + " (" + item.class + ")");
        }

        function pickView(index) {
          const layout = current();
          view.picked = index === null || !layout || !view.views ? null
            : { file: layout.file, index, id: view.views.views[index].id };
          showSelection();
          const picked = pickedIndex();
          announce(picked === null ? "No view selected" : "Selected " + viewName(view.views.views[picked]));
        }

        // Frames in the root's coordinates: each view's offset added to its superview's.
        const absoluteCache = new WeakMap();
        function absolute(frames) {
          let result = absoluteCache.get(frames);
          if (!result) {
            result = [];
            view.views.views.forEach((item, index) => {
              const [x, y, width, height] = frames[index];
              const origin = item.parent >= 0 ? result[item.parent] : [0, 0];
              result.push([origin[0] + x, origin[1] + y, width, height]);
            });
            absoluteCache.set(frames, result);
          }
          return result;
        }

        // The outline of the picked view over a drawing of the layout at `frames`, `scale` px a point.
        function outline(holder, frames, scale, index) {
          let mark = holder.querySelector(":scope > .highlight");
          if (index === null || !frames || frames.length !== view.views.views.length) {
            if (mark) mark.remove();
            return;
          }
          if (!mark) {
            mark = element("div", "highlight");
            mark.setAttribute("aria-hidden", "true");
            holder.append(mark);
          }
          const [x, y, width, height] = absolute(frames)[index];
          Object.assign(mark.style, { left: x * scale + "px", top: y * scale + "px",
            width: Math.max(width * scale, 1) + "px", height: Math.max(height * scale, 1) + "px" });
        }

        // The pick shown everywhere: the canvas, each device screen, the table's row, the inspector.
        function showSelection() {
          const index = pickedIndex();
          for (const row of byId("frames").tBodies[0].rows) {
            if (row.dataset.index === undefined) continue;
            const on = Number(row.dataset.index) === index;
            row.classList.toggle("selected", on);
            row.setAttribute("aria-selected", String(on));
          }
          if (!view.views) return renderInspector(null);
          outline(byId("canvas"), view.frames, view.scale, index);
          for (const figure of byId("devices").children) {
            const screen = figure.querySelector(".device-screen");
            if (screen && figure.views === view.views) outline(screen, figure.frames, figure.scale, index);
            else if (screen) outline(screen, null, 1, null);
          }
          renderInspector(index);
          markAudited();
        }

        // The topmost view drawn at `point` (in points) of a layout at `frames`: the last in
        // depth-first order, which UIKit draws above the ones before it, skipping hidden views.
        function viewAt(frames, point) {
          const views = view.views.views;
          const shown = [];
          let found = null;
          absolute(frames).forEach(([x, y, width, height], index) => {
            const item = views[index];
            shown.push(!item.hidden && (item.parent < 0 || shown[item.parent]));
            if (shown[index] && point[0] >= x && point[0] < x + width && point[1] >= y && point[1] < y + height) found = index;
          });
          return found;
        }

        function inspectorRow(label, value) {
          const row = element("tr");
          row.append(element("th", "", label), element("td", "", value));
          return row;
        }

        function renderInspector(index) {
          const panel = byId("inspector");
          const wasHidden = panel.hidden;
          if (index === null) {
            panel.hidden = true;
            panel.replaceChildren();
            if (!wasHidden) setSize(view.width, view.height, false);
            return;
          }
          const data = view.views;
          const item = data.views[index];
          const close = element("button", "close", "×");
          close.type = "button";
          close.setAttribute("aria-label", "Clear the selection (Escape)");
          close.addEventListener("click", () => pickView(null));
          const facts = element("table", "facts");
          facts.append(inspectorRow("Class", item.class));
          if (item.base !== undefined) facts.append(inspectorRow("Base", item.base));
          facts.append(inspectorRow("Id", item.id === undefined ? "(none)" : item.id));
          if (item.hidden) facts.append(inspectorRow("Hidden", "yes"));
          const frames = element("table", "layout-frames");
          frames.append(inspectorRow("layout", "x, y, width, height"));
          const chosen = byId("chosen-layout").textContent;
          data.layouts.forEach((name, layoutIndex) => {
            const row = inspectorRow(name, item.frames[layoutIndex].join(", "));
            row.dataset.layout = name;
            if (name === chosen) row.classList.add("chosen");
            frames.append(row);
          });
          if (view.frames) {
            const row = inspectorRow("at " + view.width + "×" + view.height, view.frames[index].join(", "));
            row.dataset.layout = "";
            frames.append(row);
          }
          const place = item.line ? data.file + ":" + item.line + ":" + item.column : data.file;
          const source = element("p", "source");
          if (item.link) {
            const link = element("a", "", "Open " + place + " in the editor");
            link.id = "inspector-link";
            link.href = item.link;
            source.append(link);
          } else {
            source.append(element("code", "", place), " (start nmview with --editor to open it from here)");
          }
          panel.replaceChildren(close, element("h2", "", viewName(item)), facts, element("h3", "", "Frames"), frames,
            element("h3", "", "Autoresizing"), maskDrawing(item.mask), source);
          panel.hidden = false;
          // The canvas is fitted again beside the panel.
          if (wasHidden) setSize(view.width, view.height, false);
        }

        function setUpInspector() {
          byId("canvas").addEventListener("click", (event) => {
            const picked = event.target.closest && event.target.closest("g.view");
            if (picked) pickView(Number(picked.dataset.index));
            else if (event.target.closest && event.target.closest("svg")) pickView(null);
          });
          byId("devices").addEventListener("click", (event) => {
            // A click on a screen, not on its caption's button.
            const screen = event.target.closest && event.target.closest(".device-screen");
            const figure = screen && screen.closest(".device");
            if (!figure || !figure.frames || figure.views !== view.views) return;
            const box = screen.getBoundingClientRect();
            pickView(viewAt(figure.frames, [(event.clientX - box.left) / figure.scale, (event.clientY - box.top) / figure.scale]));
          });
          document.addEventListener("keydown", (event) => {
            if (event.key === "Escape" && pickedIndex() !== null) pickView(null);
          });
        }

        """#
}
