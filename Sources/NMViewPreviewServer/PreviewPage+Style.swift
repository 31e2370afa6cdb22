extension PreviewPage {
    /// The page's CSS: colours as variables, dark when the page's appearance is.
    static let style = """
        :root { --ink: #1c1c1e; --ink2: #6e6e73; --ink3: #3a3a3c; --page: #f2f2f7; --panel: #fff;
          --line: #d1d1d6; --line2: #e5e5ea; --hover: #f2f2f7; --current: #e5f0ff; --accent: #007aff;
          --check1: #e5e5ea; --check2: #f2f2f7; --error-bg: #fff5f5; --error-ink: #3a0a0a; --warning-bg: #fff8eb; --warning-ink: #a82c00; color-scheme: light; }
        :root[data-appearance="dark"] { --ink: #f2f2f7; --ink2: #98989d; --ink3: #d1d1d6; --page: #000;
          --panel: #1c1c1e; --line: #38383a; --line2: #2c2c2e; --hover: #2c2c2e; --current: #0a3a70;
          --accent: #0a84ff; --check1: #1c1c1e; --check2: #2c2c2e; --error-bg: #2a0e0e; --error-ink: #ffd6d6; --warning-bg: #2a1c06; --warning-ink: #ffb340;
          color-scheme: dark; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
          color: var(--ink); background: var(--page); display: grid; grid-template-columns: 240px 1fr;
          grid-template-rows: 44px 1fr; grid-template-areas: "top top" "side main"; height: 100vh; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; margin: -1px; }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        #topbar { grid-area: top; display: flex; align-items: center; justify-content: space-between;
          padding: 0 16px; background: #1c1c1e; color: #fff; }
        .brand { font-weight: 600; }
        #status { font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #636366; }
        #status[data-state="live"] { background: #248a3d; }
        #status[data-state="reconnecting"] { background: #c93400; }
        #sidebar { grid-area: side; overflow: auto; background: var(--panel); border-right: 1px solid var(--line); }
        #sidebar h2, section h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em;
          color: var(--ink2); margin: 16px 16px 8px; }
        section h2 { margin: 20px 0 8px; }
        #layout-list { list-style: none; margin: 0; padding: 0; }
        #layout-list button { width: 100%; text-align: left; border: 0; background: none; padding: 8px 16px;
          font: inherit; color: inherit; cursor: pointer; display: grid; grid-template-columns: 1fr auto; gap: 0 8px; }
        #layout-list button:hover { background: var(--hover); }
        #layout-list li[aria-current="true"] button { background: var(--current); }
        #layout-list .file, #layout-list .duplicate-note { grid-column: 1; color: var(--ink2); font-size: 11px;
          overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .error-badge, .warning-badge, .duplicate-badge { grid-column: 2; grid-row: 1; align-self: center; color: #fff;
          border-radius: 9px; padding: 0 7px; font-size: 11px; font-weight: 600; }
        .error-badge { background: #d70015; }
        .warning-badge, .duplicate-badge { background: #b25000; }
        #main { grid-area: main; overflow: auto; padding: 4px 24px 32px; }
        .title-row { display: flex; align-items: baseline; gap: 12px; }
        h1 { font-size: 20px; margin: 8px 0 6px; }
        #layout-file { color: var(--ink2); }
        #removed, #empty { font-size: 16px; margin: 24px 0; }
        #variants { display: flex; flex-wrap: wrap; gap: 16px; }
        .variant { margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: 8px;
          padding: 8px; cursor: pointer; }
        .variant:hover { border-color: var(--accent); }
        .variant.chosen { border: 2px solid var(--accent); padding: 7px; }
        .variant figcaption { font-size: 12px; color: var(--ink3); margin-top: 6px; }
        .variant .picture { display: block; }
        #controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
        #controls input[type="number"] { width: 76px; font: inherit; padding: 3px 6px; }
        #bounds { margin: 0 4px 0 0; }
        #bounds-toggle, #zoom-toggle { display: inline-flex; align-items: center; gap: 4px; }
        #controls button { font: inherit; padding: 3px 10px; border: 1px solid var(--line);
          border-radius: 6px; background: var(--panel); color: var(--ink); cursor: pointer; }
        #controls button:hover { border-color: var(--accent); }
        #controls button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        #presets, #appearance, #direction { display: inline-flex; flex-wrap: wrap; gap: 6px; }
        /* Set apart from the sizes by a rule, which wraps with it to a line of its own. */
        #appearance, #direction, #bounds-toggle, #zoom-toggle, #text-size-toggle { border-left: 1px solid var(--line); padding-left: 8px; }
        #zoom { font: inherit; }
        /* Without bounds, the canvas shows only what the device draws: each view's outline is its
           rectangle's stroke (the first rect in its group, after its title). Set on each sheet, the
           shown one at once and a kept one when it is shown again (syncBounds): on the canvas, it
           restyled and painted every kept drawing too. */
        #canvas > .sheet.without-bounds > svg.drawing g.view > rect:first-of-type { stroke: none; }
        #size-error { color: #d70015; margin: 6px 0 0; }
        .chosen { margin: 8px 0; }
        #canvas-size { color: var(--ink2); margin-left: 8px; }
        #workarea { display: flex; align-items: flex-start; gap: 16px; }
        #stage { flex: 1 1 auto; min-width: 0; position: relative; min-height: 120px; padding: 12px; background:
          repeating-conic-gradient(var(--check1) 0 25%, var(--check2) 0 50%) 0 0 / 16px 16px; border-radius: 8px; }
        /* A canvas zoomed wider than the stage scrolls inside it; fitted, it never is wider, and
           the stage stays what it was before the zoom: no scroll container. */
        #stage.zoomed { overflow: auto; }
        /* A root without colour is drawn in systemBackground; one set to clear shows the checks. */
        /* Its own layer, so scrolling the page moves the drawn canvas instead of drawing it again. */
        #canvas { position: relative; box-shadow: 0 1px 6px rgba(0,0,0,.25); will-change: transform; }
        /* The sheet clips the drawing to the canvas; the root's rectangle is on a backdrop sized with it.
           Its opacity on a layer of its own, so hiding it or showing it again paints nothing. */
        #canvas > .sheet { position: absolute; inset: 0; overflow: hidden; will-change: opacity; }
        /* A drawing kept for a size shown before, or drawn ahead: unseen, behind the one shown, and
           still styled, laid out, painted and rasterised, so showing it again is a change of its
           opacity alone. Skipped by rendering (content-visibility), a preset chosen again took 66
           to 84 ms at 2,000 views, painting and rasterising every view; kept painted, 39 to 57 ms.
           The price: Chromium layerises every painted drawing on each frame that repaints. */
        #canvas > .sheet.kept { opacity: 0; z-index: -1; pointer-events: none; }
        /* A kept drawing just drawn ahead, for Chromium to rasterise: it skips a layer at opacity
           0. At 0.002 a pixel changes by half a shade at most (readyUnseen). */
        #canvas > .sheet.kept.rasterising { opacity: 0.002; }
        /* Clicks pass a kept sheet's box by the sheet's own pointer-events; its drawings keep
           theirs, as that property is inherited and a change of it restyled every view. */
        #canvas > .sheet > svg { position: absolute; left: 0; top: 0; display: block; pointer-events: auto; }
        #canvas > .sheet > .backdrop { width: 100%; height: 100%; }
        /* The views at one size (the largest canvas, its width and height attributes) on a layer of
           their own: a resize that changed the drawing's size had Chromium paint every view again.
           Scaled to the canvas by a transform the script sets on it (scaleSheet). */
        #canvas > .sheet > .drawing { transform-origin: 0 0; will-change: transform; }
        #resize-handle { position: absolute; right: -9px; bottom: -9px; width: 18px; height: 18px; padding: 0;
          border-radius: 50%; background: #007aff; border: 3px solid #fff; cursor: nwse-resize;
          box-shadow: 0 1px 3px rgba(0,0,0,.4); touch-action: none; }
        /* Above the canvas, in the flow: it pushes the last good render down instead of covering it. */
        #findings { background: var(--error-bg); border: 2px solid #d70015; border-radius: 8px;
          padding: 10px 14px; margin: 0 0 10px; max-height: 40vh; overflow: auto; }
        #findings h3 { margin: 0 0 6px; color: #d70015; font-size: 15px; }
        #findings ul { margin: 0; padding: 0; list-style: none; }
        #findings a { color: inherit; }
        /* Warnings alone: the render above them is current, so amber, not the red of a broken save. */
        #findings.warnings { background: var(--warning-bg); border-color: var(--warning-ink); }
        #findings.warnings h3 { color: var(--warning-ink); }
        #findings.warnings .diagnostic { color: var(--ink); }
        .diagnostic { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap;
          padding: 2px 0; color: var(--error-ink); }
        #devices { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 16px; margin-top: 8px; }
        .device { margin: 0; }
        .device figcaption { font-size: 12px; color: var(--ink3); margin-top: 4px; }
        /* On a line of its own, so a device is no wider than its caption was without it. */
        .device-open { display: block; margin-top: 4px; font: inherit; padding: 1px 6px; border: 1px solid var(--line);
          border-radius: 5px; background: var(--panel); color: var(--ink); cursor: pointer; }
        .device-open:hover { border-color: var(--accent); }
        .device-screen { position: relative; box-shadow: 0 0 0 4px #1c1c1e, 0 2px 8px rgba(0,0,0,.3);
          border-radius: 6px; overflow: hidden; }
        .device-screen > .picture { display: block; }
        .safe-area { position: absolute; outline: 1px dashed rgba(255, 45, 85, .8); pointer-events: none; }
        #frames-scroll { max-height: 60vh; overflow: auto; margin-top: 6px; width: max-content; max-width: 100%; }
        #frames { border-collapse: collapse; font-size: 12px; background: var(--panel); }
        #frames thead th { position: sticky; top: 0; background: var(--panel); }
        #frames th, #frames td { border: 1px solid var(--line2); padding: 0 8px; text-align: right;
          height: 20px; line-height: 18px; white-space: nowrap; }
        #frames tr.spacer td { border: 0; padding: 0; height: auto; }
        #frames th:nth-child(-n+2), #frames td:nth-child(-n+2) { text-align: left; }
        summary { cursor: pointer; color: var(--ink3); margin-top: 16px; }
        .highlight { position: absolute; outline: 2px solid var(--accent); outline-offset: 1px;
          background: rgba(0, 122, 255, .12); pointer-events: none; z-index: 1; }
        /* On the SVG, which its views inherit: a rule matching each of thousands of views costs style time. */
        #canvas > .sheet > .drawing { cursor: pointer; }
        .device-screen { cursor: pointer; }
        #frames tr[data-index] { cursor: pointer; }
        #frames tr.selected td { background: var(--current); }
        #frames tr.hidden td { color: var(--ink2); }
        #inspector { flex: 0 0 260px; position: relative; background: var(--panel); border: 1px solid var(--line);
          border-radius: 8px; padding: 8px 12px; font-size: 12px; }
        #inspector h2 { font-size: 14px; margin: 0 24px 6px 0; overflow-wrap: anywhere; }
        #inspector h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--ink2);
          margin: 10px 0 4px; }
        #inspector table { border-collapse: collapse; }
        #inspector th { text-align: left; font-weight: 500; color: var(--ink2); padding: 1px 8px 1px 0; }
        #inspector td { font-variant-numeric: tabular-nums; }
        #inspector tr.chosen th, #inspector tr.chosen td { color: var(--accent); font-weight: 600; }
        #inspector .close { position: absolute; right: 6px; top: 4px; border: 0; background: none; color: var(--ink2);
          font-size: 18px; cursor: pointer; }
        #inspector .source { margin: 10px 0 0; overflow-wrap: anywhere; }
        .mask-figure { margin: 0; }
        .mask-figure figcaption { color: var(--ink2); margin-top: 2px; }
        .mask .superview { fill: none; stroke: var(--ink2); }
        .mask .view { fill: var(--current); stroke: var(--ink3); }
        .mask path { fill: none; stroke-width: 2; stroke: #d70015; }
        .mask .strut.flexible path { stroke: var(--ink2); stroke-dasharray: 3 3; stroke-width: 1.5; }
        .mask .spring path { stroke: var(--ink2); stroke-width: 1; opacity: .6; }
        .mask .spring.flexible path { stroke: #d70015; stroke-width: 1.5; opacity: 1; }
        """
}
