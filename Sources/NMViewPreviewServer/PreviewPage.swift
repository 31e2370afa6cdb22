/// The preview page: one self-contained document (no external resources), its style and script
/// allowed by a per-response nonce. It lists the layouts, shows a resizable canvas with the layout
/// the engine picks for its size, in light or dark appearance, the frames it gets and every
/// alternative at its design size; it follows saves over Server-Sent Events and shows findings
/// above the last good render; a view clicked in any drawing of it or in the frames table is
/// selected in all of them and shown in an inspector. The canvas is shown fitted to the window
/// or at a zoom chosen, and the address names the layout and size shown (`#file=…&size=WxH`).
///
/// Stable hooks for tests: `#layout-list` (`li.layout[data-file]`, `.error-badge`,
/// `.duplicate-badge`), `#canvas`, `#chosen-layout`, `#width`, `#height`, `#size-error`, `.preset`,
/// `#appearance button[data-appearance]`, `#direction button[data-direction]` (`ltr` or `rtl`), `#text-size` (a content size), `#bounds` (the views' outlines shown), `#zoom` (`fit` or a
/// scale), `#resize-handle`, `#variants .variant`, `#devices-panel`
/// (`.device[data-device][data-chosen]`, `.safe-area`), `#devices-zoom`, `#frames-scroll`,
/// `#frames[data-rows]` (`tr[data-index]`, `.selected`), `#canvas[data-size]` (the size drawn, `WIDTHxHEIGHT`; the drawing is
/// `#canvas > .sheet:not(.kept) > svg.drawing`, always `maxSide` square; `.sheet.kept` are drawings
/// kept for sizes shown before), `.highlight`,
/// `#inspector` (`.layout-frames tr[data-layout]`, `.mask [data-part][data-flexible]`,
/// `#inspector-link`), the Audit panel's (``auditScript``), `#findings`, `.diagnostic`, `#removed`, `#status`, `#announcer`, and on `body`
/// `data-version` (the last event's) and `data-shown-version` (the list last drawn).
enum PreviewPage {
    /// The largest canvas side in points: the size fields' bound, and the fixed size of the
    /// canvas's drawing, which therefore never changes with the canvas.
    static let maxSide = 4000

    /// The page with `nonce` on its style and script.
    static func html(nonce: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>nmview preview</title>
        <link rel="icon" href="data:,">
        <style nonce="\(nonce)">\(style)\(auditStyle)</style>
        </head>
        <body>
        <header id="topbar">
          <span class="brand">nmview preview</span>
          <span id="status" role="status" data-state="connecting">connecting…</span>
        </header>
        <nav id="sidebar" aria-label="Layouts">
          <h2>Layouts</h2>
          <ul id="layout-list"></ul>
        </nav>
        <main id="main">
          <p id="announcer" class="visually-hidden" aria-live="polite"></p>
          <p id="empty" hidden>No layout files yet. Save one under a watched folder.</p>
          <p id="removed" role="alert" hidden></p>
          <div id="detail" hidden>
            <div class="title-row"><h1 id="layout-title"></h1><code id="layout-file"></code></div>
            <div id="controls">
              <label>Width <input id="width" type="number" min="1" max="\(maxSide)" step="1"></label>
              <label>Height <input id="height" type="number" min="1" max="\(maxSide)" step="1"></label>
              <button type="button" id="rotate" title="Swap width and height">Rotate</button>
              <span id="presets" role="group" aria-label="Device sizes"></span>
              <span id="appearance" role="group" aria-label="Appearance">
                <button type="button" data-appearance="auto" title="Follow this computer's setting">Auto</button>
                <button type="button" data-appearance="light">Light</button>
                <button type="button" data-appearance="dark">Dark</button>
              </span>
              <span id="direction" role="group" aria-label="Layout direction"
                title="The direction the app's language reads in: a layout with layoutDirection: mirrored flips right to left">
                <button type="button" data-direction="ltr" title="Left to right, as in English">LTR</button>
                <button type="button" data-direction="rtl" title="Right to left, as in Arabic or Hebrew">RTL</button>
              </span>
              \(languageMenu)
              \(textSizeControl)
              <label id="bounds-toggle" title="Outline every view on the canvas, as Interface Builder's bounds rectangles"><input
                id="bounds" type="checkbox" checked> Bounds</label>
              <label id="zoom-toggle" title="Fit shrinks the canvas to the window, never past 100%">Zoom <select id="zoom">
                <option value="fit" selected>Fit</option><option value="0.5">50%</option><option value="1">100%</option>
                <option value="2">200%</option><option value="3">300%</option></select></label>
            </div>
            <p id="size-error" role="alert" hidden></p>
            <p class="chosen">Engine chooses <strong id="chosen-layout">–</strong>
              <span id="canvas-size"></span></p>
            <div id="workarea">
              <div id="stage">
                <div id="canvas"><button type="button" id="resize-handle"
                  aria-label="Resize the canvas: arrow keys change width and height, with Shift by 10"
                  title="Drag, or focus and use the arrow keys, to resize"></button></div>
              </div>
              <aside id="inspector" aria-label="Selected view" hidden></aside>
            </div>
            \(auditPanel)
            <details id="devices-panel">
              <summary>Devices side by side</summary>
              <label>Zoom <select id="devices-zoom">
                <option value="fit" selected>Fit</option><option value="0.25">25%</option>
                <option value="0.5">50%</option><option value="1">100%</option></select></label>
              <div id="devices"></div>
            </details>
            <section>
              <h2>Alternatives at their design size</h2>
              <div id="variants"></div>
            </section>
            <details id="frames-panel" open>
              <summary>Frames</summary>
              <div id="frames-scroll"><table id="frames" aria-label="Frames: Enter or Space selects a view, Escape clears">
                <thead><tr><th>view</th><th>class</th><th>x</th>
                <th>y</th><th>width</th><th>height</th></tr></thead><tbody></tbody></table></div>
            </details>
          </div>
        </main>
        <script nonce="\(nonce)">\(script)\(addressScript)\(canvasScript)\(patchScript)\(keptSheetsScript)\(findingsScript)\(devicesScript)\(framesScript)\(inspectorScript)\(auditScript)\(maskScript)\(textSizeScript)\(languageScript)\(controlsScript)</script>
        </body>
        </html>

        """
    }
}
