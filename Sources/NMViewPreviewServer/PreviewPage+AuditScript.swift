extension PreviewPage {
    /// The Audit panel's markup: under the canvas, open, listing the accessibility audit of what
    /// the canvas shows.
    static let auditPanel = """
        <details id="audit-panel" open>
          <summary>Audit <span id="audit-count"></span></summary>
          <p class="audit-note">Touch targets, VoiceOver labels and contrast in the layout, size and appearance
            of the canvas. Select a finding to select its view.</p>
          <ul id="audit" aria-label="Accessibility findings"></ul>
        </details>
        """

    /// The Audit panel's style.
    static let auditStyle = """
        #audit-panel { margin: 12px 0; }
        #audit-panel .audit-note { font-size: 12px; color: var(--ink2); margin: 4px 0 6px; }
        #audit { margin: 0; padding: 0; list-style: none; }
        #audit .audit-finding button { all: unset; box-sizing: border-box; display: block; width: 100%; cursor: pointer;
          padding: 4px 8px; border-radius: 6px; font-size: 12px; line-height: 1.45; }
        #audit .audit-finding button:hover, #audit .audit-finding button:focus-visible { background: var(--panel);
          outline: 2px solid var(--line); }
        #audit .audit-finding.selected button { background: var(--panel); outline: 2px solid var(--warning-ink); }
        #audit .audit-rule { font: 11px ui-monospace, Menlo, Consolas, monospace; color: var(--ink3); }
        #audit .audit-none { font-size: 12px; color: var(--ink2); padding: 4px 8px; }

        """

    /// The page's script, audit part: after each drawing of the canvas, the findings of the
    /// accessibility rules there (`api/audit`) with the canvas's parameters; selecting one picks
    /// its view, as a click on the canvas does.
    ///
    /// Stable hooks for tests: `#audit-panel`, `#audit` (`li.audit-finding[data-view][data-rule]`,
    /// `.selected`, `.audit-none`), `#audit-count`, and `data-audit-key` on `#audit` (the canvas
    /// key the list was made for).
    static let auditScript = #"""
        // What a canvas shows besides its file and size, for every request about it: the
        // appearance, the direction, the text size and the language.
        function canvasParameters() {
          return { appearance: appearance(), direction: direction(), ...textSizeQuery(), ...languageQuery() };
        }

        const audits = new Map();

        // The audit of `layout` at `params`, fetched once per file version, size and canvas parameters.
        function cachedAudit(layout, params) {
          const extra = canvasParameters();
          const key = JSON.stringify([layout.file, layout.hash, params.width, params.height, extra]);
          return remember(audits, key, () => request("api/audit?" + new URLSearchParams({ file: layout.file, ...params,
            ...safeAreaQuery(params.width, params.height), ...extra }))
            .then((response) => response ? response.json() : null));
        }

        // Lists the audit of the canvas drawn at `params`; a later drawing's list replaces it.
        async function renderAudit(layout, params) {
          const list = byId("audit");
          const key = layout ? view.canvasKey : "";
          view.auditKey = key;
          const data = layout && layout.rendered ? await cachedAudit(layout, params) : null;
          if (view.auditKey !== key) return;
          const findings = data ? data.findings : [];
          byId("audit-count").textContent = data ? "(" + findings.length + ")" : "";
          const items = findings.map((finding) => {
            const item = element("li", "audit-finding");
            item.dataset.view = String(finding.view);
            item.dataset.rule = finding.rule;
            const button = element("button");
            button.type = "button";
            const place = finding.line ? " · line " + finding.line : "";
            button.append(element("span", "audit-message", finding.message),
              element("div", "audit-rule", finding.rule + place));
            button.addEventListener("click", () => pickView(finding.view));
            item.append(button);
            return item;
          });
          if (data && !items.length) items.push(element("li", "audit-none", "No findings in " + data.layout + " at this size."));
          list.replaceChildren(...items);
          list.dataset.auditKey = key;
          markAudited();
        }

        // The findings about the picked view are marked.
        function markAudited() {
          const picked = pickedIndex();
          for (const item of byId("audit").querySelectorAll(".audit-finding")) {
            item.classList.toggle("selected", Number(item.dataset.view) === picked);
          }
        }

        """#
}
