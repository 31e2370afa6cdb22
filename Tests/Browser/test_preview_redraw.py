"""A resize is drawn as a patch (`/api/patch`: the views that moved get a new transform, the views
whose size changed are drawn again by the server) and what the page then shows is what a full
render at that size shows: the same elements, attributes and text runs, and the same pixels.
"""

import io

from PIL import Image, ImageChops
from selenium.webdriver.common.by import By

from preview_helpers import DRAWN_WIDTH, PreviewProcess, open_layout, click, save, wait

REDRAW = "Redraw.nmview.yaml"
# Labels that rewrap as the width changes, a clipping box with a border holding a view pinned to
# its right edge (it only moves), a disabled slider and a view below its edge (clipped, but in the
# canvas's sight until the canvas is shorter), controls that stretch, a tint passed down,
# a bordered row that does not clip its subview (its border is drawn after it) and that views
# coming into sight go before, and a badge.
LAYOUT = """nmview: 1
view: Redraw
size: {width: 320, height: 480}
root:
  backgroundColor: systemBackground
  tintColor: systemPink
  subviews:
    - id: title
      class: UILabel
      frame: [16, 16, 288, 64]
      autoresizing: [flexibleWidth]
      text: "A label long enough to wrap onto more lines as the canvas gets narrower"
      numberOfLines: 0
      font: {name: HelveticaNeue-Bold, size: 17}
    - id: box
      frame: [16, 90, 288, 130]
      autoresizing: [flexibleWidth]
      backgroundColor: secondarySystemBackground
      clipsToBounds: true
      cornerRadius: 8
      borderWidth: 2
      borderColor: systemRed
      subviews:
        - id: inner
          class: UILabel
          frame: [8, 8, 272, 48]
          autoresizing: [flexibleWidth]
          text: "Inside a clipping box, this text rewraps too when the box narrows"
          numberOfLines: 0
        - {id: pinned, class: UISwitch, frame: [221, 60, 51, 31], autoresizing: [flexibleLeftMargin], "on": true}
        - {id: slider, class: UISlider, frame: [8, 96, 300, 31], autoresizing: [flexibleWidth], value: 0.7, enabled: false}
        - {id: deep, frame: [8, 240, 20, 20], backgroundColor: systemTeal}
    - id: segments
      class: UISegmentedControl
      frame: [16, 232, 288, 32]
      autoresizing: [flexibleWidth]
      segments: [One, Two, Three]
      selectedSegmentIndex: 2
    - {id: right, class: UIButton, frame: [200, 280, 104, 44], autoresizing: [flexibleLeftMargin], title: Go}
    - {id: field, class: UITextField, frame: [16, 340, 288, 34], autoresizing: [flexibleWidth], placeholder: Name,
       borderStyle: roundedRect}
    - {id: bar, class: UIProgressView, frame: [16, 390, 288, 4], autoresizing: [flexibleWidth], progress: 0.3}
    - id: row
      frame: [16, 300, 180, 30]
      autoresizing: [flexibleWidth]
      borderWidth: 1
      borderColor: systemIndigo
      subviews:
        - {id: dot, frame: [4, 4, 22, 22], backgroundColor: systemGreen, cornerRadius: 11}
    - {id: badge, frame: [280, 4, 36, 20], autoresizing: [flexibleLeftMargin], backgroundColor: systemRed, cornerRadius: 10}
layouts:
  - name: wide
    size: {width: 640, height: 320}
    subviews:
      - {id: title, frame: [16, 16, 608, 40]}
"""

DRAWING = "document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing')"
# The drawing and its backdrop as nested lists: each element's name, its attributes sorted, its
# own text (whitespace between elements left out: it draws nothing) and its children.
STRUCTURE = """
const shape = (node) => [node.nodeName, node.getAttributeNames().sort().map((name) => [name, node.getAttribute(name)]),
  [...node.childNodes].filter((child) => child.nodeType === 3 && child.textContent.trim()).map((child) => child.textContent),
  [...node.children].map(shape)];
const sheet = document.querySelector('#canvas > .sheet:not(.kept)');
return sheet && [...sheet.children].map(shape);
"""
SHOWN = f"const svg = {DRAWING}; return svg && [{DRAWN_WIDTH}, svg.dataset.appearance].join(' ');"
FETCHED = """const [part] = arguments; return performance.getEntriesByType('resource').map((entry) => entry.name)
    .filter((name) => name.includes(part) && name.includes('Redraw.nmview.yaml'));"""
PATCH = """
const [query, done] = arguments;
fetch('api/patch?' + new URLSearchParams({ file: view.selected, appearance: 'light', ...query })).then((response) => response.json()).then(done, () => done(null));
"""
# A label's lines: the tspans of the text run its group draws.
TEXT_OF = (f"const group = {DRAWING}.querySelector('g.view[data-id=\"' + arguments[0] + '\"]');"
           "return [...group.querySelectorAll(':scope > text tspan, :scope > svg.text tspan')].map((t) => t.textContent);")


def type_width(driver, width):
    field = driver.find_element(By.ID, "width")
    field.clear()
    field.send_keys(str(width), "\n")
    wait(driver, lambda d: d.execute_script(SHOWN) == f"{width} light", f"the canvas was not drawn {width} wide")


def pixels(driver):
    return Image.open(io.BytesIO(driver.find_element(By.ID, "canvas").screenshot_as_png)).convert("RGBA")


def test_a_resize_is_patched_and_shows_what_a_full_render_at_that_size_shows(browser, examples):
    save(examples / REDRAW, LAYOUT)
    server = PreviewProcess(examples, 0)
    try:
        open_layout(browser, server.url, REDRAW, (1400, 1000))
        click(browser, '#appearance button[data-appearance="light"]')
        wait(browser, lambda d: d.execute_script(SHOWN) == "320 light", "the layout was not drawn at 320 points")
        wide = browser.execute_script(TEXT_OF, "title")

        # What the server sends for 320 → 300: the label drawn again, the pinned switch moved.
        patch = browser.execute_async_script(PATCH, {"width": 300, "height": 480, "fromWidth": 320, "fromHeight": 480})
        assert patch and not patch["full"], patch
        ids = browser.execute_script(
            f"return Object.fromEntries([...{DRAWING}.querySelectorAll('g.view')].map((g) => [g.dataset.id, Number(g.dataset.index)]));")
        redrawn = {view["index"] for view in patch["redrawn"]}
        adjusted = {view["index"] for view in patch["adjusted"]}
        moved = {view["index"] for view in patch["moved"]}
        assert {ids["title"], ids["box"], ids["inner"], ids["slider"]} <= redrawn | adjusted, patch
        # The box only gets narrower (its rectangle, clip and border): new widths, nothing drawn again.
        assert ids["box"] in adjusted and ids["row"] in adjusted, patch
        assert ids["pinned"] in moved and ids["right"] in moved, patch
        assert not (redrawn | adjusted) & moved and not redrawn & adjusted

        for width in (300, 250):
            type_width(browser, width)
        assert browser.execute_script(FETCHED, "/api/patch?"), "the resizes were not patched"
        assert not [url for url in browser.execute_script(FETCHED, "/api/render?") if "width=250" in url], \
            "a resize within one layout fetched the whole render"
        narrow = browser.execute_script(TEXT_OF, "title")
        assert narrow != wide and " ".join(narrow) == " ".join(wide), f"the label did not rewrap: {wide} at 320, {narrow} at 250"
        patched_structure = browser.execute_script(STRUCTURE)
        browser.execute_script("document.activeElement.blur();")
        patched_pixels = pixels(browser)

        # Dark and back to light: the light render at 250 is fetched whole and drawn afresh (the
        # patched drawing the page keeps for going back to light is dropped first).
        click(browser, '#appearance button[data-appearance="dark"]')
        wait(browser, lambda d: d.execute_script(SHOWN) == "250 dark", "the canvas was not drawn dark")
        browser.execute_script("keptSheets.forEach((kept) => kept.sheet.remove()); keptSheets.clear();")
        click(browser, '#appearance button[data-appearance="light"]')
        wait(browser, lambda d: d.execute_script(SHOWN) == "250 light", "the canvas did not go back to light")
        assert [url for url in browser.execute_script(FETCHED, "/api/render?")
                if "width=250" in url and "appearance=light" in url], "the light render at 250 was not fetched whole"
        assert browser.execute_script(STRUCTURE) == patched_structure, "the patched drawing differs from a full render"
        browser.execute_script("document.activeElement.blur();")
        difference = ImageChops.difference(pixels(browser), patched_pixels)
        assert difference.getbbox() is None, f"the patched canvas's pixels differ in {difference.getbbox()}"

        # The wide layout at 320 points tall: another alternative, and the field and the bar
        # leave sight. Still a patch: alternatives differ only in frames, and views leaving
        # sight are removed (coming back, added again where a full render puts them).
        ids = browser.execute_script(
            f"return Object.fromEntries([...{DRAWING}.querySelectorAll('g.view')].map((g) => [g.dataset.id, Number(g.dataset.index)]));")
        patch = browser.execute_async_script(PATCH, {"width": 640, "height": 320, "fromWidth": 250, "fromHeight": 480})
        assert not patch["full"] and patch["layout"] == "wide" and \
            set(patch["removed"]) == {ids["deep"], ids["field"], ids["bar"]}, patch
        back = browser.execute_async_script(PATCH, {"width": 250, "height": 480, "fromWidth": 640, "fromHeight": 320})
        # The one in the box goes last in its clip; the others before the row.
        assert [(insert["index"], insert["parent"], insert.get("before")) for insert in back["inserted"]] == \
            [(ids["deep"], ids["box"], None), (ids["field"], -1, ids["row"]), (ids["bar"], -1, ids["row"])], back
        renders = len(browser.execute_script(FETCHED, "/api/render?"))
        browser.find_element(By.ID, "height").clear()
        browser.find_element(By.ID, "height").send_keys("320", "\n")
        type_width(browser, 640)
        wait(browser, lambda d: d.find_element(By.ID, "chosen-layout").text == "wide", "the wide layout was not chosen")
        assert len(browser.execute_script(TEXT_OF, "title")) < len(narrow), "the wide layout's label was not rewrapped"
        assert browser.execute_script(f"return {DRAWING}.dataset.layout;") == "wide"
        assert not browser.execute_script(f"return {DRAWING}.querySelector('g.view[data-id=\"field\"]');")
        browser.find_element(By.ID, "height").clear()
        browser.find_element(By.ID, "height").send_keys("480", "\n")
        type_width(browser, 250)
        wait(browser, lambda d: d.find_element(By.ID, "chosen-layout").text == "primary", "the primary layout was not chosen")
        assert len(browser.execute_script(FETCHED, "/api/render?")) == renders, "a change of alternative fetched the whole render"
        assert browser.execute_script(STRUCTURE) == patched_structure, \
            "after the views left sight and came back, the drawing differs from a full render"
    finally:
        click(browser, '#appearance button[data-appearance="auto"]')
        assert server.stop() == 0
