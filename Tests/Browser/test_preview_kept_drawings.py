"""The canvas keeps its drawing at each of the last few sizes it left: coming back to a size
(a device preset, say) shows that drawing again, the same elements as before, instead of a new
one built from the render. A kept drawing is unseen, behind the one shown, and out of the way of
clicks; no more than a few are kept. Once the page is quiet, the device presets are drawn ahead
and kept the same way, each rasterised unseen for a moment first (at an opacity that changes no
pixel by more than a shade). A save does not throw them away: each is patched to the new version (the
views the save changed), when it is shown again or drawn ahead, and then shows what a full render
shows.
"""

from PIL import ImageChops
from selenium.webdriver.common.by import By

from preview_helpers import DRAWN_WIDTH, PreviewProcess, canvas_pixels, click, open_layout, save, wait
from test_preview_fidelity import FIDELITY, LAYOUT as FIDELITY_LAYOUT
from test_preview_redraw import FETCHED, LAYOUT, REDRAW, STRUCTURE

DRAWING = "return document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing');"
APPEARANCE = "const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg && svg.dataset.appearance;"
# The drawing kept of the layout shown, at its current version, at a size in an appearance.
KEPT_IN = """const [width, height, look] = arguments;
const kept = keptSheets.get(JSON.stringify([current().file, current().hash, width, height, "", look]));
return kept && kept.sheet.querySelector(':scope > svg.drawing');"""
SHOWN = f"const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg && {DRAWN_WIDTH};"
# Each kept sheet's opacity ("unseen" at 0, or at the 0.002 a drawing drawn ahead has while it
# is rasterised) and its aria-hidden.
KEPT = """return [...document.querySelectorAll('#canvas > .sheet.kept')].map((sheet) => {
  const opacity = getComputedStyle(sheet).opacity;
  return [['0', '0.002'].includes(opacity) ? 'unseen' : opacity, sheet.getAttribute('aria-hidden')]; });"""
# The element a click at the canvas's centre reaches, and whether it is in a kept sheet.
CENTRE = """const canvas = document.getElementById('canvas').getBoundingClientRect();
const hit = document.elementFromPoint(canvas.left + canvas.width / 2, canvas.top + canvas.height / 2);
return hit && [Boolean(hit.closest('.sheet.kept')), Boolean(hit.closest('.sheet'))];"""


def draw_in(driver, look):
    """Switches the page to the `look` appearance and waits for the canvas drawn in it."""
    click(driver, f'#appearance button[data-appearance="{look}"]')
    wait(driver, lambda d: d.execute_script(APPEARANCE) == look, f"the canvas was not drawn {look}")


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
        click(browser, '#appearance button[data-appearance="light"]')
        choose(browser, 375, 667)
        first = browser.execute_script(DRAWING)
        # Dark: a full render (a patch never changes the appearance), the light 375 drawing kept.
        draw_in(browser, "dark")
        assert browser.execute_script(KEPT_IN, 375, 667, "light") == first, "the light 375 drawing was not kept"
        kept = browser.execute_script(KEPT)
        assert kept and all(state == ["unseen", "true"] for state in kept), kept
        assert browser.execute_script(CENTRE) == [False, True], "a click at the centre did not reach the shown drawing"

        draw_in(browser, "light")
        assert browser.execute_script(DRAWING) == first, "the 375 drawing was built again instead of shown again"
        assert browser.execute_script(
            "return document.querySelector('#canvas > .sheet:not(.kept)').dataset.scale;"), \
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

    finally:
        server.stop()


KEPT_SIZES = """return [...keptSheets.keys()].map((key) => JSON.parse(key)).filter((key) => key[0] === current().file)
  .map((key) => key[2] + 'x' + key[3]).sort();"""
PRESET_SIZES = "return PRESETS.map((preset) => preset.width + 'x' + preset.height).sort();"
KEPT_AT = """const [width, height] = arguments;
const kept = keptSheets.get(renderKey(current(), { width, height }));
return kept && kept.sheet.querySelector(':scope > svg.drawing');"""


# Records each sheet that is given the `rasterising` class (a drawing drawn ahead, for a moment),
# and the sheets kept before it watched (on a machine slow enough, the page may already have drawn
# one ahead: those are not counted either way).
WATCH_RASTERISING = """window.rasterised = new Set(document.querySelectorAll('#canvas > .sheet.rasterising'));
window.keptBefore = new Set([...keptSheets.values()].map((kept) => kept.sheet));
new MutationObserver((records) => { for (const record of records) {
  if (record.target.classList.contains('rasterising')) rasterised.add(record.target); } })
  .observe(document.getElementById('canvas'), { attributes: true, attributeFilter: ['class'], subtree: true });"""
RASTERISING = "return document.querySelectorAll('#canvas > .sheet.rasterising').length;"
# Whether every drawing kept at a preset size of the layout shown, drawn ahead since the watch
# began, was given the `rasterising` class, and how many were.
PRESETS_RASTERISED = """const ahead = PRESETS.map((preset) => keptSheets.get(renderKey(current(), { width: preset.width, height: preset.height })))
  .filter((kept) => kept && !keptBefore.has(kept.sheet));
return [ahead.every((kept) => rasterised.has(kept.sheet)), ahead.length];"""


def test_the_presets_are_drawn_ahead_once_the_page_is_quiet(browser, examples):
    server = open_redraw(browser, examples)
    try:
        browser.execute_script(WATCH_RASTERISING)
        presets = browser.execute_script(PRESET_SIZES)
        wait(browser, lambda d: d.execute_script(KEPT_SIZES) == presets, "the presets were not drawn ahead")
        # Each was rasterised unseen for a moment, then kept at opacity 0 like any other.
        every, counted = browser.execute_script(PRESETS_RASTERISED)
        assert every and counted > 0, f"a preset drawn ahead was not rasterised unseen ({counted} drawn ahead)"
        wait(browser, lambda d: d.execute_script(RASTERISING) == 0, "a drawing drawn ahead stayed rasterising")
        kept = browser.execute_script(KEPT)
        assert len(kept) >= len(presets) and all(state == ["unseen", "true"] for state in kept), kept
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



def test_a_drawing_rasterised_unseen_changes_no_pixel_and_shows_whole(browser, examples):
    # A root with no colour shows what is behind it: the checks, and any kept drawing showing through.
    save(examples / FIDELITY, FIDELITY_LAYOUT)
    server = PreviewProcess(examples, 0)
    try:
        open_layout(browser, server.url, FIDELITY, (1400, 1000))
        wait(browser, lambda d: d.execute_script(SHOWN) == "200", "the layout was not drawn at 200 points")
        presets = browser.execute_script(PRESET_SIZES)
        wait(browser, lambda d: d.execute_script(KEPT_SIZES) == presets and d.execute_script(RASTERISING) == 0,
             "the presets were not drawn ahead")
        before = canvas_pixels(browser)
        browser.execute_script("keptSheets.get(renderKey(current(), { width: 393, height: 852 })).sheet.classList.add('rasterising');")
        during = canvas_pixels(browser)
        largest = max(high for _, high in ImageChops.difference(before, during).getextrema())
        assert largest <= 1, f"a drawing being rasterised changed a pixel by {largest} shades"
        # Chosen while it is being rasterised, it is shown whole.
        choose(browser, 393, 852)
        assert browser.execute_script(
            "return getComputedStyle(document.querySelector('#canvas > .sheet:not(.kept)')).opacity;") == "1"
    finally:
        server.stop()


SAVED = "A saved label"
OPACITY = "return document.querySelector('#canvas > .sheet:not(.kept) g.view[data-id=\"right\"]').getAttribute('opacity');"
BUTTON = "return document.querySelector('#canvas > .sheet:not(.kept) g.view[data-id=\"right\"] text').textContent;"


def shown_text(driver):
    return driver.execute_script(
        "const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg ? svg.textContent : '';")


def canvas_renders(driver):
    """How many whole renders the canvas has fetched (the alternatives' thumbnails name their variant)."""
    return len([url for url in driver.execute_script(FETCHED, "/api/render?") if "variant=" not in url])


def test_a_save_patches_the_drawings_the_page_keeps(browser, examples):
    server = open_redraw(browser, examples)
    try:
        click(browser, '#appearance button[data-appearance="light"]')
        choose(browser, 375, 667)
        draw_in(browser, "dark")
        kept = browser.execute_script(KEPT_IN, 375, 667, "light")
        assert kept, "the light 375 drawing was not kept"
        shown = browser.execute_script(DRAWING)
        renders = canvas_renders(browser)

        # The drawing shown is patched in place: the views the save changed, nothing fetched whole.
        saved = LAYOUT.replace("A label long", SAVED + " long").replace("title: Go", "title: Ok")
        save(examples / REDRAW, saved.replace("title: Ok}", "title: Ok, alpha: 0.5}"))
        wait(browser, lambda d: SAVED in shown_text(d), "the save was not drawn")
        assert browser.execute_script(DRAWING) == shown, "the save drew a new drawing instead of patching the one shown"
        assert [url for url in browser.execute_script(FETCHED, "/api/patch?") if "fromHash=" in url], \
            "no patch from the earlier version was fetched"
        assert browser.execute_script(OPACITY) == "0.5"
        # Saved again without the opacity: the attribute goes.
        save(examples / REDRAW, saved)
        wait(browser, lambda d: d.execute_script(OPACITY) is None, "the opacity taken out was still drawn")
        assert browser.execute_script(DRAWING) == shown

        # The kept light drawing, two versions back, is brought up to date, whether when drawn
        # ahead or when shown.
        draw_in(browser, "light")
        assert browser.execute_script(DRAWING) == kept, "the kept light drawing was built again instead of patched"
        assert SAVED in shown_text(browser) and browser.execute_script(BUTTON) == "Ok"
        assert canvas_renders(browser) == renders, \
            "a render was fetched whole for a save the kept drawings could follow"
        patched = browser.execute_script(STRUCTURE)

        # The same as a full render of the new version: dark and back to light with nothing kept.
        draw_in(browser, "dark")
        browser.execute_script("keptSheets.forEach((kept) => kept.sheet.remove()); keptSheets.clear();")
        draw_in(browser, "light")
        assert canvas_renders(browser) > renders, "the light render was not fetched whole"
        assert browser.execute_script(STRUCTURE) == patched, "the patched drawing differs from a full render"

        # A save that adds a view cannot be patched: drawn whole, and the kept drawings dropped.
        draw_in(browser, "dark")
        browser.execute_script("window.beforeSave = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing');")
        added = LAYOUT.replace("A label long", SAVED + " long").replace(
            "    - {id: bar,", "    - {id: added, frame: [0, 0, 10, 10]}\n    - {id: bar,")
        save(examples / REDRAW, added)
        wait(browser, lambda d: d.execute_script(
            "return Boolean(document.querySelector('#canvas > .sheet:not(.kept) g.view[data-id=\"added\"]'));"),
            "the save with a new view was not drawn")
        assert not browser.execute_script("return window.beforeSave.isConnected;"), "the old drawing was kept"
        stale = browser.execute_script(
            "return [...keptSheets.keys()].filter((key) => JSON.parse(key)[0] === current().file && JSON.parse(key)[1] !== current().hash).length;")
        assert stale == 0, f"{stale} kept drawings of a version that cannot be patched remain"
    finally:
        click(browser, '#appearance button[data-appearance="auto"]')
        server.stop()


# Scrolls the page a step every animation frame for `seconds`, then says how many drawings of the
# layout shown the page had made ahead meanwhile.
SCROLL_FOR = """
const [seconds, done] = arguments;
const main = document.getElementById('main');
const start = performance.now();
let step = 0;
const tick = (now) => {
  main.scrollTop = step++ % 2 ? 0 : 40;
  if (now - start < seconds * 1000) requestAnimationFrame(tick);
  else done([...keptSheets.keys()].filter((key) => JSON.parse(key)[0] === current().file).length);
};
requestAnimationFrame(tick);
"""


def test_nothing_is_drawn_ahead_while_the_page_is_scrolled(browser, examples):
    save(examples / REDRAW, LAYOUT)
    server = PreviewProcess(examples, 0)
    try:
        open_layout(browser, server.url, REDRAW, (1000, 500))
        wait(browser, lambda d: d.execute_script(SHOWN) == "320", "the layout was not drawn at 320 points")
        assert browser.execute_script(
            "const main = document.getElementById('main'); return main.scrollHeight > main.clientHeight + 40;"), \
            "the page cannot be scrolled at this window size"
        # Three seconds of scrolling: three times the quiet the page waits for before drawing ahead.
        assert browser.execute_async_script(SCROLL_FOR, 3) == 0, "presets were drawn ahead while the page was scrolled"
        presets = browser.execute_script(PRESET_SIZES)
        wait(browser, lambda d: d.execute_script(KEPT_SIZES) == presets, "the presets were not drawn ahead once scrolling stopped")
    finally:
        server.stop()
