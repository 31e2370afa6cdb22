"""Fit fits whatever happened before: a first load, a reload, an address with a size, and a
findings panel that opened above the canvas and closed again all end with the canvas at the same
scale, in headless Chromium at 1400 × 900 against a real `nmview watch --serve`."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from preview_helpers import PreviewProcess, save, wait

SCREEN = "SignInViewController.nmview.yaml"
# The scale of the drawing shown; -1 while none is (a new drawing is on its way).
SCALE = """const sheet = document.getElementById('canvas').dataset.size ? shownSheet() : null;
return sheet ? Number(sheet.dataset.scale || 1) : -1;"""
SHOWN = "return !!document.getElementById('canvas').dataset.size && !!shownSheet();"


def scale_becomes(driver, expected, what):
    wait(driver, lambda d: abs(d.execute_script(SCALE) - expected) < 0.01,
         f"{what}: the canvas is at {driver.execute_script(SCALE)}, not {expected} as on the first load")


def test_fit_is_the_same_after_a_reload_a_sized_address_and_a_closed_findings_panel(browser, examples):
    server = PreviewProcess(examples, 0)
    browser.set_window_size(1400, 900)
    try:
        browser.get(server.url)
        browser.execute_script("try { localStorage.clear(); } catch (e) {}")
        browser.get(server.url + "#file=Examples%2F" + SCREEN)
        wait(browser, lambda d: d.execute_script(SHOWN), f"{SCREEN} was not shown")
        first = browser.execute_script(SCALE)
        # A 393 × 852 screen does not fit 900 points of window with the controls above it.
        assert 0.4 < first < 1, first
        width, height = browser.execute_script("return [view.width, view.height];")

        browser.refresh()
        scale_becomes(browser, first, "after a reload")
        browser.get(server.url + f"?sized#file=Examples%2F{SCREEN}&size={width}x{height}")
        scale_becomes(browser, first, "with the size in the address")

        screen = examples / SCREEN
        original = screen.read_text()
        save(screen, original + "\nbroken: [\n")
        wait(browser, EC.visibility_of_element_located((By.ID, "findings")), "no findings after a broken save")
        save(screen, original)
        wait(browser, EC.invisibility_of_element_located((By.ID, "findings")), "the findings stayed after the fix")
        scale_becomes(browser, first, "after the findings panel closed")
    finally:
        server.stop()
