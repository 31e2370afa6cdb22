"""The canvas keeps its drawing at each of the last few sizes it left: coming back to a size
(a device preset, say) shows that drawing again, the same elements as before, instead of a new
one built from the render. A kept drawing is skipped by rendering and by clicks, a save drops
the old version's, and no more than a few are kept. Once the page is quiet, the device presets
are drawn ahead and kept the same way.
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


def open_redraw(browser, examples):
    """Serves the examples and a layout with a wide alternative, and opens it at 320 points."""
    save(examples / REDRAW, LAYOUT)
    server = PreviewProcess(examples, 0)
    open_layout(browser, server.url, REDRAW, (1400, 1000))
    wait(browser, lambda d: d.execute_script(SHOWN) == "320", "the layout was not drawn at 320 points")
    return server


def test_a_size_shown_again_shows_its_kept_drawing(browser, examples):
    server = open_redraw(browser, examples)
    try:
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


KEPT_SIZES = """return [...keptSheets.keys()].map((key) => JSON.parse(key)).filter((key) => key[0] === current().file)
  .map((key) => key[2] + 'x' + key[3]).sort();"""
PRESET_SIZES = "return PRESETS.map((preset) => preset.width + 'x' + preset.height).sort();"
KEPT_AT = """const [width, height] = arguments;
const kept = keptSheets.get(renderKey(current(), { width, height }));
return kept && kept.sheet.querySelector(':scope > svg.drawing');"""


def test_the_presets_are_drawn_ahead_once_the_page_is_quiet(browser, examples):
    server = open_redraw(browser, examples)
    try:
        presets = browser.execute_script(PRESET_SIZES)
        wait(browser, lambda d: d.execute_script(KEPT_SIZES) == presets, "the presets were not drawn ahead")
        kept = browser.execute_script(KEPT)
        assert len(kept) >= len(presets) and all(state == ["hidden", "true"] for state in kept), kept
        assert browser.execute_script(CENTRE) == [False, True], "a drawing made ahead took a click at the centre"

        for (width, height), layout in (((393, 852), "primary"), ((852, 393), "wide")):
            ahead = browser.execute_script(KEPT_AT, width, height)
            choose(browser, width, height)
            assert browser.execute_script(DRAWING) == ahead, f"the {width} × {height} drawing made ahead was not the one shown"
            assert browser.execute_script(
                "return document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing').dataset.layout;") == layout
            assert browser.find_element(By.ID, "chosen-layout").text == layout
    finally:
        server.stop()

