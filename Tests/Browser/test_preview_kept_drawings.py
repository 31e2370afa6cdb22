"""The canvas keeps its drawing at each of the last few sizes it left: coming back to a size
(a device preset, say) shows that drawing again, the same elements as before, instead of a new
one built from the render. A kept drawing is skipped by rendering and by clicks, a save drops
the old version's, and no more than a few are kept.
"""

from selenium.webdriver.common.by import By

from preview_helpers import DRAWN_WIDTH, PreviewProcess, click, open_layout, save, wait
from test_preview_redraw import LAYOUT, REDRAW

DRAWING = "return document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing');"
SHOWN = f"const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg && {DRAWN_WIDTH};"
KEPT = """return [...document.querySelectorAll('#canvas > .sheet.kept')].map((sheet) =>
  [getComputedStyle(sheet).contentVisibility, sheet.getAttribute('aria-hidden')]);"""
# The element a click at the canvas's centre reaches, and whether it is in a kept sheet.
CENTRE = """const canvas = document.getElementById('canvas').getBoundingClientRect();
const hit = document.elementFromPoint(canvas.left + canvas.width / 2, canvas.top + canvas.height / 2);
return hit && [Boolean(hit.closest('.sheet.kept')), Boolean(hit.closest('.sheet'))];"""


def choose(driver, width, height):
    click(driver, f'#presets .preset[data-width="{width}"][data-height="{height}"]')
    wait(driver, lambda d: d.execute_script(SHOWN) == str(width), f"the canvas was not drawn at the {width} × {height} preset")


def test_a_size_shown_again_shows_its_kept_drawing(browser, examples):
    save(examples / REDRAW, LAYOUT)
    server = PreviewProcess(examples, 0)
    try:
        open_layout(browser, server.url, REDRAW, (1400, 1000))
        wait(browser, lambda d: d.execute_script(SHOWN) == "320", "the layout was not drawn at 320 points")
        choose(browser, 375, 667)
        first = browser.execute_script(DRAWING)
        choose(browser, 852, 393)  # the wide layout: a full render, the 375 drawing kept
        kept = browser.execute_script(KEPT)
        assert kept and all(state == ["hidden", "true"] for state in kept), kept
        assert browser.execute_script(CENTRE) == [False, True], "a click at the centre did not reach the shown drawing"

        choose(browser, 375, 667)
        assert browser.execute_script(DRAWING) == first, "the 375 drawing was built again instead of shown again"
        assert browser.execute_script(
            "return document.querySelector('#canvas > .sheet:not(.kept)').style.getPropertyValue('--canvas-scale');"), \
            "the drawing shown again has no scale of its own"

        # Eight sizes later, at most six drawings are kept besides the one shown.
        for width in range(300, 308):
            field = browser.find_element(By.ID, "width")
            field.clear()
            field.send_keys(str(width), "\n")
            wait(browser, lambda d, w=width: d.execute_script(SHOWN) == str(w), f"the canvas was not drawn {width} wide")
            click(browser, '#appearance button[data-appearance="dark"]' if width % 2 else '#appearance button[data-appearance="light"]')
            wait(browser, lambda d: d.execute_script(
                "return document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing').dataset.appearance;")
                 == ("dark" if width % 2 else "light"), "the appearance was not drawn")
        assert 0 < len(browser.execute_script(KEPT)) <= 6, browser.execute_script(KEPT)

        # A save: the next drawing of the file leaves no kept drawing of the old version.
        save(examples / REDRAW, LAYOUT.replace("A label long enough", "A saved label long enough"))
        wait(browser, lambda d: "A saved label" in (d.execute_script(
            "const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg && svg.textContent;")
            or ""), "the save was not drawn")
        choose(browser, 375, 667)
        assert browser.execute_script(DRAWING) != first, "a drawing of the old version was shown after a save"
        assert "A saved label" in browser.execute_script(
            "return document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing').textContent;")
        stale = browser.execute_script(
            "return [...document.querySelectorAll('#canvas > .sheet.kept svg.drawing')].filter((svg) => !svg.textContent.includes('A saved label')).length;")
        assert stale == 0, f"{stale} kept drawings of the old version remain"
    finally:
        server.stop()
