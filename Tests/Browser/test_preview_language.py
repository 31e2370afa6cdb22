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


# The sign-in screen's first view, the header: its group's transform in layout points, and its
# centre on the page as a share of the canvas's width, by the boxes Chromium laid out.
HEADER = """const sheet = document.querySelector('#canvas > .sheet:not(.kept)');
const group = sheet && sheet.querySelector('svg.drawing g.view[data-id="header"]');
if (!group) return null;
const outer = document.getElementById('canvas').getBoundingClientRect(), box = group.querySelector(':scope > rect').getBoundingClientRect();
return [group.getAttribute('transform'), (box.left + box.width / 2 - outer.left) / outer.width];"""


def test_arabic_draws_the_mirrored_sign_in_screen_from_the_right(browser, examples):
    """The sign-in screen says layoutDirection: mirrored. In landscape its header is a panel on the
    left; choosing Arabic, which reads right to left, turns the direction and draws it on the right."""
    server = PreviewProcess(examples, 0)
    try:
        browser.set_window_size(1400, 1000)
        browser.get(server.url)
        browser.execute_script("localStorage.clear();")
        browser.get(server.url + "?landscape#file=Examples%2FSignInViewController.nmview.yaml&size=852x393")
        wait(browser, lambda d: (d.execute_script(HEADER) or [None])[0] == "translate(0 0)",
             "the header was not drawn at the left in the source language")
        assert browser.execute_script(HEADER)[1] < 0.5

        choose(browser, "ar")
        wait_for_canvas_text(browser, "تسجيل الدخول")
        # 852 − 0 − 380: the first view is drawn on the right.
        wait(browser, lambda d: (d.execute_script(HEADER) or [None])[0] == "translate(472 0)",
             "the header was not drawn at the right in Arabic")
        assert browser.execute_script(HEADER)[1] > 0.5, browser.execute_script(HEADER)
        rtl = browser.find_element("css selector", '#direction button[data-direction="rtl"]')
        assert rtl.get_attribute("aria-pressed") == "true", "the direction switch did not follow Arabic"

        choose(browser, "de")
        wait(browser, lambda d: (d.execute_script(HEADER) or [None])[0] == "translate(0 0)",
             "German did not put the header back at the left")
    finally:
        browser.execute_script("localStorage.clear();")
        server.stop()
