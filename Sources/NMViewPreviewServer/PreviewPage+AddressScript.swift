extension PreviewPage {
    /// The page's script, its address: `#file=…&size=WIDTHxHEIGHT` names the layout shown and
    /// the canvas's size, so a reload, a bookmark or a link sent to a colleague opens the same
    /// view at the same size. Choosing another layout is a step back and forward go through; a
    /// new size replaces the address, as a resize would otherwise fill the history.
    static let addressScript = #"""
        // The layout file and the size the address names; either null when it names none (a size
        // out of the fields' range names none).
        function addressed() {
          const params = new URLSearchParams(location.hash.slice(1));
          const size = /^(\d+)x(\d+)$/.exec(params.get("size") || "");
          const [width, height] = size ? [Number(size[1]), Number(size[2])] : [0, 0];
          const fits = (side) => side >= 1 && side <= MAX_SIDE;
          return { file: params.get("file"), size: fits(width) && fits(height) ? { width, height } : null };
        }

        // The address for the layout selected at the canvas's size (none yet: the layout alone).
        function addressOfView() {
          if (!view.selected) return "";
          return "#file=" + encodeURIComponent(view.selected) + (view.width ? "&size=" + view.width + "x" + view.height : "");
        }

        // Writes the address now: a new history entry with `push`, else in place of the current one.
        function writeAddress(push) {
          clearTimeout(addressTimer);
          const address = addressOfView();
          if (!address || address === location.hash) return;
          if (push) history.pushState(null, "", address); else history.replaceState(null, "", address);
        }

        // Writes the size into the address once it has settled: Chromium ignores a page that
        // replaces its address hundreds of times in a few seconds, as a drag of the resize handle would.
        let addressTimer = 0;
        function addressSizeSoon() {
          clearTimeout(addressTimer);
          addressTimer = setTimeout(() => writeAddress(false), 250);
        }

        // Before another layout is shown: with `keep`, a size not yet written goes into the step
        // being left, so back returns to it; else (back or forward already took the page to
        // another step) it is dropped, as writing it would overwrite that step.
        function leaveAddress(keep) {
          if (keep) writeAddress(false); else clearTimeout(addressTimer);
        }

        // Back, forward, or an address typed or followed (each a popstate, as each changes the
        // address's fragment): the layout and size it names are shown. A file the folder does not
        // hold is left alone.
        function followAddress() {
          const wanted = addressed();
          if (!wanted.file || !view.layouts.some((layout) => layout.file === wanted.file)) return;
          if (wanted.file !== view.selected) {
            selectLayout(wanted.file, false, false);
            if (wanted.size) setSize(wanted.size.width, wanted.size.height, false);
            renderList();
            showSelected();
          } else if (wanted.size && (wanted.size.width !== view.width || wanted.size.height !== view.height)) {
            setSize(wanted.size.width, wanted.size.height);
          }
        }
        window.addEventListener("popstate", followAddress);

        """#
}
