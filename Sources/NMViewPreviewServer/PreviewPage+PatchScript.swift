extension PreviewPage {
    /// The page's script, drawing part: the canvas's render shown at a fixed size in a sheet that
    /// clips it to the canvas, and a resize or a save applied as a patch (`api/patch`): the views
    /// that moved get their new `transform`, the views whose size or look changed are drawn
    /// again by the server (their text rewrapped as a full render wraps it) or, when only
    /// attribute values changed, get those values, the views coming into sight are added and
    /// those leaving it removed, and nothing else is touched.
    /// When the drawing's own size changed, Chromium painted all of its 2,000 views again, so
    /// the drawing keeps one size: only the sheet, the backdrop and the views that changed change.
    static let patchScript = #"""
        // The patches from a drawing (`from`: its version's hash and its size) to `layout` at
        // `params`' size, fetched once per pair of versions and sizes and look; each size in
        // a device's safe area when it is a device's (safeAreaQuery).
        const patches = new Map();
        function cachedPatch(layout, from, params) {
          const key = JSON.stringify([layout.file, from.hash, layout.hash, from.width, from.height, params.width, params.height,
            look()]);
          return remember(patches, key, () => request("api/patch?" + new URLSearchParams({ file: layout.file, ...params,
            ...safeAreaQuery(params.width, params.height), ...safeAreaQuery(from.width, from.height, "fromSafeArea"),
            appearance: appearance(), direction: direction(), ...textSizeQuery(), ...languageQuery(), fromWidth: from.width,
            fromHeight: from.height, fromHash: from.hash }))
            .then((response) => response ? response.json() : null));
        }

        // A render's SVG put on the canvas: the root's rectangle on a backdrop sized with the
        // canvas, the views on a drawing that the sheet clips. The drawing is MAX_SIDE points
        // square whatever the canvas: a change of its width or height attribute alone (no view
        // touched) cost 35 ms of main-thread work and 100 ms more until presented at 2,000
        // views, so the size drawn is the canvas's `data-size`, not the drawing's.
        function showDrawing(svg, width, height) {
          byId("canvas").prepend(sheetOf(svg, width, height, view.scale));
        }

        // The sheet holding `svg` drawn at `width` by `height`, shown at `scale`.
        function sheetOf(svg, width, height, scale) {
          const backdrop = document.createElementNS(svg.namespaceURI, "svg");
          backdrop.setAttribute("class", "backdrop");
          // Stretched with the canvas, as the whole drawing was, until the patch for its new size is applied.
          backdrop.setAttribute("preserveAspectRatio", "none");
          const root = svg.querySelector(":scope > rect.root");
          if (root) backdrop.append(root);
          svg.removeAttribute("viewBox");
          svg.setAttribute("width", String(MAX_SIDE));
          svg.setAttribute("height", String(MAX_SIDE));
          svg.classList.add("drawing");
          const sheet = element("div", "sheet");
          sheet.append(backdrop, svg);
          // Its own scale, which a kept sheet keeps while the canvas shows another size.
          scaleSheet(sheet, scale);
          syncBounds(sheet);
          sizeDrawing(sheet, width, height);
          return sheet;
        }

        // `sheet`'s drawing shown at `scale`: a transform of the drawing's own, which neither
        // restyles nor lays out its views (a zoom, or a property they inherit, did both).
        function scaleSheet(sheet, scale) {
          if (sheet.dataset.scale === String(scale)) return;
          sheet.dataset.scale = String(scale);
          sheet.querySelector(":scope > svg.drawing").style.transform = "scale(" + scale + ")";
        }

        // The backdrop, and the root's rectangle on it, at `width` by `height`.
        function sizeDrawing(sheet, width, height) {
          const backdrop = sheet.firstElementChild;
          backdrop.setAttribute("viewBox", "0 0 " + width + " " + height);
          const root = backdrop.firstElementChild;
          if (!root) return;
          root.setAttribute("width", String(width));
          root.setAttribute("height", String(height));
        }

        // A patch's redrawn views, then the views it brings into sight, as SVG elements, parsed
        // in one go as a render is.
        function fragmentsOf(patch) {
          const holder = document.createElement("template");
          holder.innerHTML = "<svg>" + patch.redrawn.concat(patch.inserted || []).map((view) => view.svg).join("") + "</svg>";
          const parsed = [...holder.content.firstElementChild.children];
          return { redrawn: parsed.slice(0, patch.redrawn.length), inserted: parsed.slice(patch.redrawn.length) };
        }

        // Where a view coming into sight goes: into its superview's clip or group (the drawing
        // for the root's), before its next sibling in the drawing, else after the other
        // subviews (before the superview's border).
        function insertView(svg, groups, insert, group) {
          const parent = insert.parent < 0 ? svg : groups.get(insert.parent);
          const container = parent === svg ? svg : (parent.querySelector(":scope > svg.clip") || parent);
          const next = insert.before != null ? groups.get(insert.before)
            : (container === parent && parent !== svg ? parent.querySelector(":scope > rect.border") : null);
          container.insertBefore(group, next);
          for (const view of [group, ...group.querySelectorAll("g.view")]) groups.set(Number(view.dataset.index), view);
        }

        // What a redrawn view keeps of its group: its subviews, and the clip holding them.
        const keptPart = (node) => node.matches("g.view, svg.clip");

        // `group` drawn as `fresh` (the same view at its new size, without subviews): its own
        // parts replaced, its subviews left where they are, between its content and its border.
        function redrawView(group, fresh) {
          // An attribute the new version leaves out (an opacity, an id) goes.
          for (const name of group.getAttributeNames()) if (!fresh.hasAttribute(name)) group.removeAttribute(name);
          for (const name of fresh.getAttributeNames()) group.setAttribute(name, fresh.getAttribute(name));
          const anchor = [...group.children].find(keptPart) || null;
          for (const child of [...group.children]) if (!keptPart(child)) child.remove();
          for (const part of [...fresh.children]) {
            if (part.matches("svg.clip")) {
              const clip = group.querySelector(":scope > svg.clip");
              if (clip) for (const name of ["width", "height"]) clip.setAttribute(name, part.getAttribute(name));
            } else if (part.matches("rect.border")) {
              group.append(part);
            } else {
              group.insertBefore(part, anchor);
            }
          }
        }

        // A view's own elements in document order, as the server counts them for an adjustment:
        // its group, then its parts and what they hold, but not its subviews nor its clip's content.
        function ownElements(group) {
          const elements = [group];
          const walk = (node) => {
            for (const child of node.children) {
              if (child.matches("g.view")) continue;
              elements.push(child);
              if (!child.matches("svg.clip")) walk(child);
            }
          };
          walk(group);
          return elements;
        }

        // Applies `patch` to `sheet`'s drawing (the canvas's, or a kept one), now at `params`'
        // size; false (and nothing changed) when the drawing lacks a view the patch names, so a
        // full render is drawn.
        function applyPatch(sheet, patch, params) {
          const svg = sheet && sheet.querySelector(":scope > svg.drawing");
          if (!svg) return false;
          const groups = sheet.groups = sheet.groups ||
            new Map([...svg.querySelectorAll("g.view")].map((group) => [Number(group.dataset.index), group]));
          const inserted = patch.inserted || [];
          const removed = patch.removed || [];
          const adjusted = patch.adjusted || [];
          const named = patch.moved.map((move) => move.index).concat(patch.redrawn.map((view) => view.index), removed,
            adjusted.map((view) => view.index),
            inserted.flatMap((insert) => [insert.parent, insert.before]).filter((index) => index != null && index >= 0));
          if (!named.every((index) => groups.has(index)) || inserted.some((insert) => groups.has(insert.index))) return false;
          const owned = adjusted.map((view) => ownElements(groups.get(view.index)));
          if (adjusted.some((view, at) => view.attributes.some((change) => change.element >= owned[at].length))) return false;
          // Parsed ahead (fetchAhead) or now; once, as applying the patch takes its elements.
          const fresh = patch.parsed || fragmentsOf(patch);
          patch.parsed = null;
          for (const index of removed) {
            const group = groups.get(index);
            for (const view of [group, ...group.querySelectorAll("g.view")]) groups.delete(Number(view.dataset.index));
            group.remove();
          }
          for (const move of patch.moved) groups.get(move.index).setAttribute("transform", move.transform);
          adjusted.forEach((view, at) => {
            for (const change of view.attributes) owned[at][change.element].setAttribute(change.name, change.value);
          });
          fresh.redrawn.forEach((group, at) => redrawView(groups.get(patch.redrawn[at].index), group));
          fresh.inserted.forEach((group, at) => insertView(svg, groups, inserted[at], group));
          // The alternative drawn, which a patch may change: alternatives differ only in frames.
          if (svg.dataset.layout !== patch.layout) svg.dataset.layout = patch.layout;
          sizeDrawing(sheet, params.width, params.height);
          return true;
        }

        """#
}
