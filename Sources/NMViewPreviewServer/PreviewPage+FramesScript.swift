extension PreviewPage {
    /// The page's script, frames part: the table of every view's frame, drawn only where it is
    /// scrolled to. A 2,000-view layout put 2,000 rows into the page on every redraw, which made
    /// a resize take seconds and scrolling the page stutter.
    static let framesScript = #"""
        // Every row is this tall (the style holds it to it), so a scroll offset names a row.
        const ROW_HEIGHT = 20;
        // Rows drawn above and below the ones in view, so a short scroll shows no gap.
        const ROW_MARGIN = 10;

        // One view of the SVG text: its indent (two spaces a level), class, id, offset and size.
        const VIEW_PATTERN = new RegExp('^( *)<g class="view" data-index="\\d+" data-class="([^"]*)"' +
          '(?: data-id="([^"]*)")?(?: opacity="[^"]*")? transform="translate\\(([-\\d.e]+) ([-\\d.e]+)\\)">\\n' +
          ' *<title>.*\\n *<rect width="([-\\d.e]+)" height="([-\\d.e]+)"', "gm");
        const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'" };
        const unescape = (text) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

        // The frames read from the render's text, which is cheaper than from its elements and
        // works for a canvas drawn as a picture too.
        function renderFrames(text) {
          const rows = [];
          for (const match of (text || "").matchAll(VIEW_PATTERN)) {
            const [, indent, viewClass, id, x, y, width, height] = match;
            const depth = indent.length / 2 - 1;
            rows.push(["\u00a0\u00a0".repeat(depth) + (id === undefined ? "(no id)" : unescape(id)), unescape(viewClass),
              x, y, width, height]);
          }
          view.frames = rows;
          view.framesDrawn = "";
          byId("frames").dataset.rows = rows.length;
          drawFrameRows();
        }

        function drawFrameRows() {
          const scroller = byId("frames-scroll");
          const frames = view.frames || [];
          const first = Math.max(0, Math.floor(scroller.scrollTop / ROW_HEIGHT) - ROW_MARGIN);
          const last = Math.min(frames.length, first + Math.ceil(scroller.clientHeight / ROW_HEIGHT) + 2 * ROW_MARGIN);
          const drawn = first + ":" + last;
          if (drawn === view.framesDrawn) return;
          view.framesDrawn = drawn;
          const spacer = (count) => {
            const row = element("tr", "spacer");
            const cell = element("td");
            cell.colSpan = 6;
            row.style.height = count * ROW_HEIGHT + "px";
            row.append(cell);
            return row;
          };
          const rows = frames.slice(first, last).map((cells) => {
            const row = element("tr");
            for (const cell of cells) row.append(element("td", "", cell));
            return row;
          });
          byId("frames").tBodies[0].replaceChildren(spacer(first), ...rows, spacer(frames.length - last));
        }

        function setUpFrames() {
          let pending = false;
          byId("frames-scroll").addEventListener("scroll", () => {
            if (pending) return;
            pending = true;
            requestAnimationFrame(() => { pending = false; drawFrameRows(); });
          });
          byId("frames-panel").addEventListener("toggle", drawFrameRows);
        }

        """#
}
