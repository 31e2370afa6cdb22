"""The language menu of the preview page, in headless Chromium against a real `nmview watch
--serve` on a copy of Examples/: the sign-in screen drawn in German and in the pseudo-language from
Examples/Localizable.xcstrings, Arabic said to read right to left, and the source text again.
"""

from selenium.webdriver.support.ui import Select

from preview_helpers import PreviewProcess, canvas_text, wait, wait_for_canvas_text
from test_preview_colors import open_sign_in


def choose(driver, code):
    Select(driver.find_element("id", "language")).select_by_value(code)


def test_language_menu_draws_the_catalogs_languages(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_sign_in(browser, server.url)
        wait_for_canvas_text(browser, "Welcome back")
        codes = browser.execute_script("return Array.from(document.getElementById('language').options, (o) => o.value);")
        assert codes == ["", "en", "ar", "de", "pseudo"], codes
        assert browser.find_element("id", "language-direction").get_attribute("hidden") is not None

        choose(browser, "de")
        wait_for_canvas_text(browser, "Willkommen zurück")
        assert "Welcome back" not in canvas_text(browser)

        choose(browser, "ar")
        wait_for_canvas_text(browser, "تسجيل الدخول")
        wait(browser, lambda d: d.find_element("id", "language-direction").get_attribute("hidden") is None,
             "Arabic was not said to read right to left")

        choose(browser, "pseudo")
        wait_for_canvas_text(browser, "[Šîĝñ îñ")

        choose(browser, "")
        wait_for_canvas_text(browser, "Welcome back")
    finally:
        server.stop()
