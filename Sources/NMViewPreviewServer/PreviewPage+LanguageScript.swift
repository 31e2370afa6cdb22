extension PreviewPage {
    /// The language menu of the toolbar: the source text, each language of the layout's String
    /// Catalogs, and the pseudo-language. A right-to-left language is said so beside it.
    static let languageMenu = """
        <label id="language-toggle" title="Draw localized text in a language of the layout's String Catalogs">Language <select id="language">
                          <option value="" selected>Source text</option><option value="pseudo">Pseudo-language</option></select></label>
                      <span id="language-direction" hidden>Right to left</span>
        """

    /// The language menu's script: `language()` is what renders ask for (`language=`), and
    /// changing it draws the canvas again, never patching a drawing in another language.
    static let languageScript = #"""
        // The language localized text is drawn in: "" for the source text, a catalog's
        // language, or "pseudo".
        function language() {
          return view.language || "";
        }

        // What a request adds for the language: nothing for the source text, so that requests
        // and the keys of drawings in the source text are what they always were.
        function languageQuery() {
          return language() ? { language: language() } : {};
        }

        // The menu for `layout`: the source text, its catalogs' languages, the pseudo-language.
        function updateLanguageMenu(layout) {
          const menu = byId("language");
          const languages = layout.languages || [];
          const codes = ["", ...languages.map((entry) => entry.code), "pseudo"];
          if (JSON.stringify(codes) !== JSON.stringify(Array.from(menu.options, (option) => option.value))) {
            menu.replaceChildren(...codes.map((code) => {
              const entry = languages.find((candidate) => candidate.code === code);
              const label = code === "" ? "Source text" : code === "pseudo" ? "Pseudo-language"
                : code + (entry && entry.rightToLeft ? " (right to left)" : "");
              const option = element("option", null, label);
              option.value = code;
              return option;
            }));
          }
          if (!codes.includes(language())) view.language = "";
          menu.value = language();
          const chosen = languages.find((entry) => entry.code === language());
          byId("language-direction").hidden = !(chosen && chosen.rightToLeft);
          document.documentElement.dataset.language = language();
        }

        function setLanguage(code) {
          view.language = code;
          try { localStorage.setItem("nmview.language", code); } catch { /* private mode */ }
          // A language reads in its own direction: Arabic turns the direction switch to right to
          // left, as a device in Arabic does; the switch can still be turned by hand afterwards.
          const chosen = (current() && current().languages || []).find((entry) => entry.code === code);
          if (code !== "pseudo") setDirection(chosen && chosen.rightToLeft ? "rtl" : "ltr", false);
          // A drawing in another language has other text: draw afresh instead of patching it.
          view.drawn = null;
          view.picturesDrawn = null;
          const layout = current();
          if (layout) { updateLanguageMenu(layout); showSelected(); }
        }

        byId("language").addEventListener("change", () => setLanguage(byId("language").value));
        try { view.language = localStorage.getItem("nmview.language") || ""; } catch { /* private mode */ }

        """#
}
