extension PreviewPage {
    /// The page's script, frames part: the table of every view's frame at the canvas size, drawn
    /// only where it is scrolled to. A 2,000-view layout put 2,000 rows into the page on every
    /// redraw, which made a resize take seconds and scrolling the page stutter. Each row selects
    /// its view by click, Enter or Space; the arrow keys move between rows.
    static let framesScript = #"""
        // Every row is this tall (the style holds it to it), so a scroll offset names a row.
        const ROW_HEIGHT = 20;
        // Rows drawn above and below the ones in view, so a short scroll shows no gap.
        const ROW_MARGIN = 10;

        // The table from the layout's views (`api/views`) and their frames at the canvas size
        // (`api/frames`), both structured, in the order of the render's `data-index`.
        function renderFrames(views, frames) {
          view.views = views;
          view.frames = views && frames && frames.length === views.views.length ? frames : null;
          view.framesDrawn = "";
          byId("frames").dataset.rows = views ? views.views.length : 0;
          drawFrameRows();
          showSelection();
        }

        function frameRow(index) {
          const item = view.views.views[index];
          const row = element("tr");
          row.dataset.index = index;
          row.tabIndex = -1;
          row.setAttribute("aria-selected", String(index === pickedIndex()));
          if (index === pickedIndex()) row.className = "selected";
          if (item.hidden) row.classList.add("hidden");
          const name = "\u00a0\u00a0".repeat(item.depth) + (item.id === undefined ? "(no id)" : item.id) +
            (item.hidden ? " (hidden)" : "");
          const frame = view.frames ? view.frames[index] : ["", "", "", ""];
          for (const cell of [name, item.class, ...frame]) row.append(element("td", "", String(cell)));
          return row;
        }

        function drawFrameRows() {
          const scroller = byId("frames-scroll");
          const count = view.views ? view.views.views.length : 0;
          const first = Math.max(0, Math.floor(scroller.scrollTop / ROW_HEIGHT) - ROW_MARGIN);
          const last = Math.min(count, first + Math.ceil(scroller.clientHeight / ROW_HEIGHT) + 2 * ROW_MARGIN);
          const drawn = first + ":" + last;
          if (drawn === view.framesDrawn) return;
          view.framesDrawn = drawn;
          const spacer = (rows) => {
            const row = element("tr", "spacer");
            const cell = element("td");
            cell.colSpan = 6;
            row.style.height = rows * ROW_HEIGHT + "px";
            row.append(cell);
            return row;
          };
          // The row with the focus is drawn anew: the new one takes the focus, so keyboard use
          // survives the redraw a scroll makes.
          const focused = document.activeElement && document.activeElement.closest("#frames tr[data-index]");
          const rows = [];
          for (let index = first; index < last; index += 1) rows.push(frameRow(index));
          const body = byId("frames").tBodies[0];
          body.replaceChildren(spacer(first), ...rows, spacer(count - last));
          // One row takes Tab: the selected one if drawn, else the first drawn.
          const stop = body.querySelector("tr.selected") || body.querySelector("tr[data-index]");
          if (stop) stop.tabIndex = 0;
          if (focused) {
            const again = body.querySelector('tr[data-index="' + focused.dataset.index + '"]');
            if (again) again.focus({ preventScroll: true });
          }
        }

        // Scrolls row `index` into the drawn range and focuses it.
        function focusRow(index) {
          const count = view.views ? view.views.views.length : 0;
          if (index < 0 || index >= count) return;
          const scroller = byId("frames-scroll");
          const top = (index + 1) * ROW_HEIGHT;
          if (top < scroller.scrollTop + ROW_HEIGHT || top + ROW_HEIGHT > scroller.scrollTop + scroller.clientHeight) {
            scroller.scrollTop = Math.max(0, top - scroller.clientHeight / 2);
          }
          drawFrameRows();
          const row = byId("frames").tBodies[0].querySelector('tr[data-index="' + index + '"]');
          if (row) { row.tabIndex = 0; row.focus({ preventScroll: true }); }
        }

        function setUpFrames() {
          let pending = false;
          byId("frames-scroll").addEventListener("scroll", () => {
            if (pending) return;
            pending = true;
            requestAnimationFrame(() => { pending = false; drawFrameRows(); });
          });
          byId("frames-panel").addEventListener("toggle", drawFrameRows);
          const body = byId("frames").tBodies[0];
          const rowOf = (event) => event.target.closest && event.target.closest("tr[data-index]");
          body.addEventListener("click", (event) => {
            const row = rowOf(event);
            if (row) pickView(Number(row.dataset.index));
          });
          body.addEventListener("keydown", (event) => {
            const row = rowOf(event);
            if (!row) return;
            const index = Number(row.dataset.index);
            const moves = { ArrowDown: 1, ArrowUp: -1 };
            if (event.key === "Enter" || event.key === " ") pickView(index);
            else if (moves[event.key]) focusRow(index + moves[event.key]);
            else return;
            event.preventDefault();
          });
        }

        """#
}
