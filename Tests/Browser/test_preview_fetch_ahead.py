"""A preset's redraw waits for the server (its patch and its frames): the page fetches both as
the pointer enters the preset's button, or the focus reaches it, and parses the patch's views,
so the click finds them there; the click fetches nothing again. While the pointer or the focus
rests on the button, the page draws the preset ahead, unseen, and the click (or Enter) shows that
drawing; passing over it or tabbing past it draws nothing.
"""

import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from preview_helpers import page_in_use, wait
from test_preview_kept_drawings import DRAWING, SHOWN, open_redraw
from test_preview_redraw import FETCHED, STRUCTURE

# For each patch the page holds, whether its views are parsed and not yet drawn.
PARSED = """const done = arguments[0];
Promise.all([...patches.values()]).then((all) => done(all.filter((patch) => patch && !patch.full).map((patch) => Boolean(patch.parsed))));"""
# The drawing kept of the layout shown, at its current version, at a size, in light; and its
# opacity and aria-hidden.
KEPT_IN = """const [width, height] = arguments;
const kept = keptSheets.get(JSON.stringify([current().file, current().hash, width, height, "", "light"]));
return kept && kept.sheet.querySelector(':scope > svg.drawing');"""
KEPT_STATE = """const [width, height] = arguments;
const kept = keptSheets.get(JSON.stringify([current().file, current().hash, width, height, "", "light"]));
return kept && [getComputedStyle(kept.sheet).opacity, kept.sheet.getAttribute('aria-hidden')];"""
# The pointer entering a control and leaving it in one task, and the focus the same: no timer can
# run between the two however busy the machine.
PASS_OVER = """const control = arguments[0];
control.dispatchEvent(new PointerEvent('pointerenter'));
control.dispatchEvent(new PointerEvent('pointerleave'));"""
TAB_PAST = "arguments[0].focus(); arguments[0].blur();"
PRESET = '#presets .preset[data-width="{}"][data-height="{}"]'


def fetched(driver, part, width):
    """The requests of `part` (a route) for the test layout at `width`."""
    return [name for name in driver.execute_script(FETCHED, part) if f"width={width}&" in name]


def pass_by(driver, script, width, height):
    """Passes the pointer or the focus by the preset of a size with `script` (PASS_OVER,
    TAB_PAST): what its redraw needs is fetched, and nothing is drawn ahead (waited for past
    the longest rest)."""
    driver.execute_script(script, driver.find_element(By.CSS_SELECTOR, PRESET.format(width, height)))
    wait(driver, lambda d: fetched(d, "api/patch?", width), f"passing by the {width} × {height} preset fetched nothing")
    time.sleep(0.8)
    assert not driver.execute_script(KEPT_IN, width, height), f"passing by the {width} × {height} preset drew it ahead"


def test_a_preset_pointed_at_or_focused_is_fetched_before_it_is_clicked(browser, examples):
    server = open_redraw(browser, examples)
    try:
        # The pointer enters the 375 × 667 preset and leaves it (in one task, so it does not rest
        # there): its patch and frames are fetched and the patch's views parsed; nothing is drawn.
        browser.execute_script(PASS_OVER, browser.find_element(By.CSS_SELECTOR, PRESET.format(375, 667)))
        wait(browser, lambda d: fetched(d, "api/patch?", 375) and fetched(d, "api/frames?", 375),
             "pointing at the preset fetched nothing")
        wait(browser, lambda d: d.execute_async_script(PARSED) == [True], "the patch's views were not parsed ahead")
        assert browser.execute_script(SHOWN) == "320", "pointing at the preset drew it"
        browser.find_element(By.CSS_SELECTOR, PRESET.format(375, 667)).click()
        wait(browser, lambda d: d.execute_script(SHOWN) == "375", "the preset was not drawn")
        assert len(fetched(browser, "api/patch?", 375)) == 1, "the click fetched the patch again"
        assert len(fetched(browser, "api/frames?", 375)) == 1, "the click fetched the frames again"
        assert browser.execute_async_script(PARSED) == [False], "the views parsed ahead were not the ones drawn"
        patched = browser.execute_script(STRUCTURE)

        # The pointer on another: fetched from the drawing now shown, and the click fetches nothing.
        ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852))).perform()
        wait(browser, lambda d: fetched(d, "api/patch?", 393), "pointing at the preset fetched nothing")
        assert "fromWidth=375" in fetched(browser, "api/patch?", 393)[0], fetched(browser, "api/patch?", 393)
        browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852)).click()
        wait(browser, lambda d: d.execute_script(SHOWN) == "393", "the preset pointed at was not drawn")
        assert len(fetched(browser, "api/patch?", 393)) == 1, "the click fetched the patch again"

        # What was fetched ahead draws what a full render draws: the 375 preset again, nothing kept.
        browser.execute_script("renders.clear(); patches.clear(); keptSheets.clear(); view.drawn = null;")
        browser.find_element(By.CSS_SELECTOR, PRESET.format(375, 667)).click()
        wait(browser, lambda d: d.execute_script(SHOWN) == "375", "the full render was not drawn")
        assert len(fetched(browser, "api/render?", 375)) == 1, "the preset was not drawn from a full render"
        assert browser.execute_script(STRUCTURE) == patched, "the drawing fetched ahead differs from a full render"
    finally:
        server.stop()


def test_a_preset_the_pointer_rests_on_is_drawn_ahead_and_the_click_shows_it(browser, examples):
    server = open_redraw(browser, examples)
    try:
        # The pointer rests on the 393 × 852 preset: a copy of the drawing is patched to it, kept
        # unseen, while the canvas still shows 320.
        ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852))).perform()
        wait(browser, lambda d: d.execute_script(KEPT_IN, 393, 852), "resting on the preset did not draw it ahead")
        ahead = browser.execute_script(KEPT_IN, 393, 852)
        assert browser.execute_script(SHOWN) == "320", "drawing ahead changed the canvas"
        # Unseen: at opacity 0, or for a moment at the opacity it is rasterised at (0.002).
        opacity, hidden = browser.execute_script(KEPT_STATE, 393, 852)
        assert opacity in ("0", "0.002") and hidden == "true", f"the drawing made ahead was not kept unseen: {opacity}, {hidden}"

        # The click shows that drawing, fetching nothing more.
        browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852)).click()
        wait(browser, lambda d: d.execute_script(SHOWN) == "393", "the preset was not drawn")
        assert browser.execute_script(DRAWING) == ahead, "the click drew the preset again instead of showing it"
        assert len(fetched(browser, "api/patch?", 393)) == 1, "the click fetched the patch again"
        patched = browser.execute_script(STRUCTURE)

        # Passing over a preset draws nothing: the pointer leaves it at once.
        with page_in_use(browser):
            pass_by(browser, PASS_OVER, 375, 667)

        # What was drawn ahead is what a full render draws.
        browser.execute_script("renders.clear(); patches.clear(); keptSheets.forEach((kept) => kept.sheet.remove());"
                               "keptSheets.clear(); view.drawn = null; view.canvasKey = '';")
        browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852)).click()
        wait(browser, lambda d: fetched(d, "api/render?", 393), "the preset was not drawn from a full render")
        wait(browser, lambda d: d.execute_script(SHOWN) == "393", "the full render was not drawn")
        assert browser.execute_script(STRUCTURE) == patched, "the drawing made ahead differs from a full render"
    finally:
        server.stop()


def test_a_preset_the_focus_rests_on_is_drawn_ahead_and_enter_shows_it(browser, examples):
    server = open_redraw(browser, examples)
    try:
        # The page kept in use, so only the focus draws a preset ahead.
        with page_in_use(browser):
            # Tabbing past a preset draws nothing.
            pass_by(browser, TAB_PAST, 375, 667)

            # The focus resting on the 393 × 852 preset draws it ahead; Enter shows that drawing.
            button = browser.find_element(By.CSS_SELECTOR, PRESET.format(393, 852))
            browser.execute_script("arguments[0].focus();", button)
            wait(browser, lambda d: d.execute_script(KEPT_IN, 393, 852), "the focus resting on the preset did not draw it ahead")
            ahead = browser.execute_script(KEPT_IN, 393, 852)
            assert browser.execute_script(SHOWN) == "320", "drawing ahead changed the canvas"
            button.send_keys(Keys.ENTER)
            wait(browser, lambda d: d.execute_script(SHOWN) == "393", "Enter on the preset did not draw it")
            assert browser.execute_script(DRAWING) == ahead, "Enter drew the preset again instead of showing it"
    finally:
        server.stop()
