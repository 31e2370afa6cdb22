"""The Bounds switch: every view's outline (Interface Builder's bounds rectangles) hidden from
the canvas and shown again, borders the device draws left as they are, and the choice remembered.
"""

from selenium.webdriver.common.by import By

from preview_helpers import click, wait
from test_preview_kept_drawings import SHOWN, choose, draw_in, open_redraw

GUIDE_STROKES = """return [...document.querySelectorAll('#canvas > .sheet:not(.kept) > svg.drawing g.view > rect:first-of-type')]
  .map((rect) => getComputedStyle(rect).stroke);"""
SHOWN_SHEET = "return document.querySelector('#canvas > .sheet:not(.kept)');"
BORDER_STROKES = """return [...document.querySelectorAll('#canvas > .sheet:not(.kept) > svg.drawing rect.border')]
  .map((rect) => getComputedStyle(rect).stroke);"""


def test_the_bounds_switch_hides_every_outline_keeps_borders_and_is_remembered(browser, examples):
    server = open_redraw(browser, examples)
    try:
        shown = browser.execute_script(GUIDE_STROKES)
        borders = browser.execute_script(BORDER_STROKES)
        assert shown and all(stroke != "none" for stroke in shown), shown
        assert borders and all(stroke != "none" for stroke in borders), borders
        with_bounds = browser.find_element(By.ID, "canvas").screenshot_as_png

        click(browser, "#bounds")
        assert all(stroke == "none" for stroke in browser.execute_script(GUIDE_STROKES))
        assert browser.execute_script(BORDER_STROKES) == borders, "a border the device draws was hidden with the bounds"
        assert browser.find_element(By.ID, "announcer").text == "Bounds hidden"
        assert browser.find_element(By.ID, "canvas").screenshot_as_png != with_bounds, "hiding the bounds changed no pixel"

        # Another drawing (the wide layout, a full render) and a reload: still without bounds.
        choose(browser, 852, 393)
        assert all(stroke == "none" for stroke in browser.execute_script(GUIDE_STROKES))
        browser.refresh()
        wait(browser, lambda d: d.execute_script(SHOWN), "the canvas was not drawn after a reload")
        assert not browser.find_element(By.ID, "bounds").is_selected()
        assert all(stroke == "none" for stroke in browser.execute_script(GUIDE_STROKES))
        click(browser, "#bounds")
        assert all(stroke != "none" for stroke in browser.execute_script(GUIDE_STROKES))

        # A drawing kept while the switch changed is shown again as the switch is now: the light
        # one, kept while the dark one (a full render) is shown.
        draw_in(browser, "light")
        light = browser.execute_script(SHOWN_SHEET)
        draw_in(browser, "dark")
        click(browser, "#bounds")
        assert all(stroke == "none" for stroke in browser.execute_script(GUIDE_STROKES))
        draw_in(browser, "light")
        assert browser.execute_script(SHOWN_SHEET) == light, "the light drawing was not the one kept"
        assert all(stroke == "none" for stroke in browser.execute_script(GUIDE_STROKES)), "a kept drawing kept its bounds"
        click(browser, "#bounds")
        draw_in(browser, "dark")
        assert all(stroke != "none" for stroke in browser.execute_script(GUIDE_STROKES)), "a kept drawing kept no bounds"
    finally:
        server.stop()
