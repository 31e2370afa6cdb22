"""Safe areas on the preview page, in headless Chromium against a real `nmview watch --serve`: a
screen designed under an iPhone 15's Dynamic Island is laid out in each device preset's safe area,
on the canvas (drawn in full, then patched to another preset) and on the devices side by side,
with the dashed guide over it.
"""

from selenium.webdriver.common.by import By

from preview_helpers import ROOT, serve_copy, wait

SCREEN = "SafeAreaScreen.nmview.yaml"
FIXTURE = ROOT / "Tests/Fixtures/SafeArea" / SCREEN

# Where the canvas draws the title: its group's transform, in layout points.
CANVAS_TITLE = """const group = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing g.view[data-id="title"]');
return group && group.getAttribute('transform');"""
# The frames table's row of the title: view, class, x, y, width, height.
TITLE_ROW = """const row = [...document.querySelectorAll('#frames tbody tr:not(.spacer)')]
    .find((row) => row.cells[0].textContent.trim() === 'title');
return row ? [...row.cells].map((cell) => cell.textContent.trim()) : null;"""
# Each device screen's frame of the title (the second view), as it was laid out for that screen.
DEVICE_TITLES = """return Object.fromEntries([...document.querySelectorAll('#devices .device')]
    .map((figure) => [figure.dataset.device, figure.frames ? figure.frames[1] : null]));"""
# The colour of a device screen's picture at a point in layout points, as [r, g, b].
DEVICE_PIXEL = """const [name, x, y] = arguments;
const picture = document.querySelector('.device[data-device="' + name + '"] .device-screen > canvas[data-drawn]');
const figure = picture.closest('.device');
const ratio = picture.width / picture.clientWidth;
const [r, g, b] = picture.getContext('2d').getImageData(Math.round(x * figure.scale * ratio),
  Math.round(y * figure.scale * ratio), 1, 1).data;
return [r, g, b];"""
# The frames requests of the screen so far.
FRAMES_URLS = """return performance.getEntriesByType('resource').map((entry) => entry.name)
    .filter((name) => name.includes('/api/frames?') && name.includes('SafeAreaScreen'));"""

SYSTEM_BLUE = [0, 122, 255]


def near(colour, expected):
    return all(abs(a - b) <= 8 for a, b in zip(colour, expected))


def test_each_device_preset_lays_the_screen_out_in_its_safe_area(browser, tmp_path):
    server = serve_copy(FIXTURE, tmp_path, "Screens")
    try:
        browser.set_window_size(1400, 1000)
        browser.get(server.url)
        # The only layout opens at its design size, an iPhone 15's: the title stays under the
        # Dynamic Island's 59 points, where it was designed, and the guide marks the safe area.
        wait(browser, lambda d: d.execute_script(CANVAS_TITLE) == "translate(20 75)",
             "the title was not drawn 75 down on an iPhone 15")
        assert browser.execute_script(TITLE_ROW)[2:] == ["20", "75", "353", "24"]
        assert browser.find_elements(By.CSS_SELECTOR, "#canvas > .safe-area")
        # The page writes DEVICES' top, right, bottom, left as the server reads them: top, left, bottom, right.
        assert browser.execute_script("return safeAreaParameter([1, 2, 3, 4]);") == "1,4,3,2"

        # The iPhone SE preset: 16 below its 20-point status bar, patched from the drawing shown.
        browser.find_element(By.CSS_SELECTOR, '.preset[data-width="375"]').click()
        wait(browser, lambda d: d.execute_script(CANVAS_TITLE) == "translate(20 36)",
             "the title was not drawn 16 below the iPhone SE's status bar")
        wait(browser, lambda d: (d.execute_script(TITLE_ROW) or [])[2:] == ["20", "36", "335", "24"],
             "the frames table does not show the title in the iPhone SE's safe area")
        assert any("safeArea=20%2C0%2C0%2C0" in url for url in browser.execute_script(FRAMES_URLS))
        guide = browser.find_element(By.CSS_SELECTOR, "#canvas > .safe-area")
        scale = browser.execute_script("return view.scale;")
        assert abs(float(guide.value_of_css_property("top").removesuffix("px")) - 20 * scale) < 0.5

        # Side by side, each device in its own safe area.
        browser.find_element(By.CSS_SELECTOR, "#devices-panel > summary").click()
        wait(browser, lambda d: len(d.find_elements(
            By.CSS_SELECTOR, "#devices .device[data-chosen] .device-screen > canvas[data-drawn]")) == 8,
             "the eight device screens were not drawn")
        titles = browser.execute_script(DEVICE_TITLES)
        assert titles["iPhone 15"] == [20, 75, 353, 24] and titles["iPhone 15"][1] >= 59, titles
        assert titles["iPhone 15 Pro Max"] == [20, 75, 390, 24], titles
        assert titles["iPhone SE"] == [20, 36, 335, 24], titles
        # Landscape: the sensor housing at each side; the SE has no insets at all, and is laid
        # out without any rather than with the layout's own.
        assert titles["iPhone 15 landscape"] == [75, 16, 702, 24], titles
        assert titles["iPhone SE landscape"] == [16, 16, 635, 24], titles
        # The pictures too: the toolbar sits on the safe area's bottom, above the iPhone 15's
        # home indicator (the backdrop shows below it) and on the SE's bottom edge.
        assert near(browser.execute_script(DEVICE_PIXEL, "iPhone 15", 196, 796), SYSTEM_BLUE)
        assert not near(browser.execute_script(DEVICE_PIXEL, "iPhone 15", 196, 835), SYSTEM_BLUE)
        assert near(browser.execute_script(DEVICE_PIXEL, "iPhone SE", 187, 655), SYSTEM_BLUE)
    finally:
        assert server.stop() == 0
