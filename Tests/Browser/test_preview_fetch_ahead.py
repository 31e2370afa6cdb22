"""A preset's redraw waits for the server (its patch and its frames): the page fetches both as
the pointer enters the preset's button, or the focus reaches it, and parses the patch's views,
so the click finds them there. Nothing is drawn until the click, and the click fetches nothing
again.
"""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from preview_helpers import wait
from test_preview_kept_drawings import SHOWN, open_redraw
from test_preview_redraw import FETCHED, STRUCTURE

# For each patch the page holds, whether its views are parsed and not yet drawn.
PARSED = """const done = arguments[0];
Promise.all([...patches.values()]).then((all) => done(all.filter((patch) => patch && !patch.full).map((patch) => Boolean(patch.parsed))));"""
PRESET = '#presets .preset[data-width="{}"][data-height="{}"]'


def fetched(driver, part, width):
    """The requests of `part` (a route) for the test layout at `width`."""
    return [name for name in driver.execute_script(FETCHED, part) if f"width={width}&" in name]


def test_a_preset_pointed_at_or_focused_is_fetched_before_it_is_clicked(browser, examples):
    server = open_redraw(browser, examples)
    try:
        # The pointer on the 375 × 667 preset: its patch and frames are fetched, nothing is drawn.
        ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, PRESET.format(375, 667))).perform()
        wait(browser, lambda d: fetched(d, "api/patch?", 375) and fetched(d, "api/frames?", 375),
             "pointing at the preset fetched nothing")
        assert browser.execute_script(SHOWN) == "320", "pointing at the preset drew it"
        wait(browser, lambda d: d.execute_async_script(PARSED) == [True], "the patch's views were not parsed ahead")
        browser.find_element(By.CSS_SELECTOR, PRESET.format(375, 667)).click()
        wait(browser, lambda d: d.execute_script(SHOWN) == "375", "the preset was not drawn")
        assert len(fetched(browser, "api/patch?", 375)) == 1, "the click fetched the patch again"
        assert len(fetched(browser, "api/frames?", 375)) == 1, "the click fetched the frames again"
        assert browser.execute_async_script(PARSED) == [False], "the views parsed ahead were not the ones drawn"
        patched = browser.execute_script(STRUCTURE)

        # The focus on another: fetched from the drawing now shown, drawn by the click alone.
        browser.execute_script("arguments[0].focus();", browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852)))
        wait(browser, lambda d: fetched(d, "api/patch?", 393), "focusing the preset fetched nothing")
        assert "fromWidth=375" in fetched(browser, "api/patch?", 393)[0], fetched(browser, "api/patch?", 393)
        browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852)).click()
        wait(browser, lambda d: d.execute_script(SHOWN) == "393", "the focused preset was not drawn")
        assert len(fetched(browser, "api/patch?", 393)) == 1, "the click fetched the patch again"

        # What was fetched ahead draws what a full render draws: the 375 preset again, nothing kept.
        browser.execute_script("renders.clear(); patches.clear(); keptSheets.clear(); view.drawn = null;")
        browser.find_element(By.CSS_SELECTOR, PRESET.format(375, 667)).click()
        wait(browser, lambda d: d.execute_script(SHOWN) == "375", "the full render was not drawn")
        assert len(fetched(browser, "api/render?", 375)) == 1, "the preset was not drawn from a full render"
        assert browser.execute_script(STRUCTURE) == patched, "the drawing fetched ahead differs from a full render"
    finally:
        server.stop()
