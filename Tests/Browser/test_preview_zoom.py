"""The canvas's zoom, in headless Chromium against a real `nmview watch --serve`: Fit shrinks a
large canvas to the window and never enlarges a small one; a zoom chosen shows the canvas at that
scale, as sharp as a page opened at that zoom, and is remembered; kept drawings that the new zoom
would show larger than they were drawn are dropped rather than shown blurred.
"""

from selenium.webdriver.support.ui import Select

from golden_images import MAX_DIFFERING, differing_fraction
from preview_helpers import PreviewProcess, canvas_pixels, click, wait

BADGE, CARD = "Examples/Badge.nmview.json", "Examples/ProfileCard.nmview.yaml"
CANVAS = """const canvas = document.getElementById('canvas'); const box = canvas.getBoundingClientRect();
return [canvas.dataset.size, box.left, box.top, box.width, box.height, document.getElementById('canvas-size').textContent];"""
COUNT_BOX = """const box = document.querySelector('#canvas > .sheet:not(.kept) g.view[data-id="count"] > rect').getBoundingClientRect();
return [box.width, box.height];"""


def open_file(driver, url, file):
    driver.get(url + "#file=" + file.replace("/", "%2F"))
    wait(driver, lambda d: d.execute_script("return document.getElementById('layout-file').textContent;") == file
         and d.execute_script("return !!document.getElementById('canvas').dataset.size;"), f"{file} was not shown")


def test_a_zoom_shows_the_canvas_at_that_scale_sharp_and_is_remembered(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_file(browser, server.url, BADGE)
        # Fit never enlarges: the 60 × 20 badge is shown at its size.
        assert Select(browser.find_element("id", "zoom")).first_selected_option.get_attribute("value") == "fit"
        assert browser.execute_script(CANVAS)[3:5] == [60, 20]

        Select(browser.find_element("id", "zoom")).select_by_value("3")
        wait(browser, lambda d: d.execute_script(CANVAS)[3:5] == [180, 60], "the canvas was not shown at 300%")
        assert browser.execute_script(CANVAS)[5] == "60 × 20 pt (shown at 300%)"
        assert browser.execute_script("return document.getElementById('announcer').textContent;") == "Canvas shown at 300%"
        width, height = browser.execute_script(COUNT_BOX)
        assert abs(width - 3 * 52) < 1 and abs(height - 3 * 16) < 1, (width, height)
        zoomed = canvas_pixels(browser)

        # Opened anew, the page remembers the zoom and draws at it from the start: the drawing
        # zoomed after it was drawn looks the same, not a smaller raster stretched.
        open_file(browser, server.url + "?again", BADGE)
        assert Select(browser.find_element("id", "zoom")).first_selected_option.get_attribute("value") == "3"
        assert browser.execute_script(CANVAS)[3:5] == [180, 60]
        opened = canvas_pixels(browser)
        assert zoomed.size == opened.size, (zoomed.size, opened.size)
        assert differing_fraction(zoomed, opened)[0] <= MAX_DIFFERING

        Select(browser.find_element("id", "zoom")).select_by_value("fit")
        wait(browser, lambda d: d.execute_script(CANVAS)[3:5] == [60, 20], "Fit did not show the badge at its size")
    finally:
        server.stop()


def test_kept_drawings_a_new_zoom_would_enlarge_are_dropped(browser, examples):
    server = PreviewProcess(examples, 0)
    browser.set_window_size(1400, 1000)
    try:
        open_file(browser, server.url, CARD)
        key = "JSON.stringify([current().file, current().hash, 820, 1180, '', 'light'])"
        # The page draws the presets ahead once it is quiet, the iPad's at the scale Fit gives it.
        wait(browser, lambda d: d.execute_script(f"return keptSheets.has({key});"), "the iPad preset was not drawn ahead")
        kept_scale = float(browser.execute_script(f"return keptSheets.get({key}).sheet.dataset.scale;"))
        assert kept_scale < 1
        Select(browser.find_element("id", "zoom")).select_by_value("1")
        assert not browser.execute_script(f"return keptSheets.has({key});")
        wait(browser, lambda d: click(d, '#presets .preset[data-width="820"][data-height="1180"]'), "no iPad preset")
        wait(browser, lambda d: d.execute_script(CANVAS)[0] == "820x1180", "the iPad preset was not drawn")
        assert browser.execute_script(CANVAS)[3:5] == [820, 1180]
        assert browser.execute_script("return shownSheet().dataset.scale;") == "1"
        # Left at Fit, as the page remembers the zoom for its address.
        Select(browser.find_element("id", "zoom")).select_by_value("fit")
    finally:
        server.stop()


def test_a_canvas_zoomed_wider_than_the_stage_scrolls_in_it(browser, examples):
    server = PreviewProcess(examples, 0)
    browser.set_window_size(1400, 1000)
    try:
        open_file(browser, server.url, CARD)
        Select(browser.find_element("id", "zoom")).select_by_value("2")
        wait(browser, lambda d: click(d, '#presets .preset[data-width="1180"][data-height="820"]'), "no iPad landscape preset")
        wait(browser, lambda d: d.execute_script(CANVAS)[0] == "1180x820", "the iPad landscape size was not drawn")
        assert browser.execute_script(CANVAS)[3] == 2360
        stage = "const stage = document.getElementById('stage'); return [stage.scrollWidth > stage.clientWidth, getComputedStyle(stage).overflowX];"
        assert browser.execute_script(stage) == [True, "auto"]
        # Its right edge, with the resize handle, is reached by scrolling the stage.
        browser.execute_script("document.getElementById('stage').scrollLeft = 10000;")
        handle = browser.execute_script("const r = document.getElementById('resize-handle').getBoundingClientRect();"
                                        " const s = document.getElementById('stage').getBoundingClientRect(); return r.right <= s.right;")
        assert handle
        Select(browser.find_element("id", "zoom")).select_by_value("fit")
        wait(browser, lambda d: d.execute_script(stage) == [False, "visible"], "the fitted stage stayed a scroll container")
    finally:
        server.stop()
