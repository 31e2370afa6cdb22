"""What a person sees of a render, read back as pixels from Chromium: the canvas's SVG is drawn
into an HTML canvas and its pixels compared with what iOS draws, in light and dark appearance.
"""

from selenium.webdriver.common.by import By

from preview_helpers import PreviewProcess, open_layout, click, save, screenshot, wait

FIDELITY = "Fidelity.nmview.yaml"
LAYOUT = """nmview: 1
view: Fidelity
size: {width: 200, height: 200}
root:
  backgroundColor: clear
  subviews:
    - {id: corner, frame: [10, 10, 80, 80], backgroundColor: systemRed, cornerRadius: 20}
    - {id: panel, frame: [100, 10, 90, 80], backgroundColor: systemBackground}
    - id: bold
      class: UILabel
      frame: [0, 100, 200, 24]
      text: Jane Appleseed
      font: {name: HelveticaNeue-Bold, size: 17}
      textColor: "#000000"
    - id: regular
      class: UILabel
      frame: [0, 130, 200, 24]
      text: Jane Appleseed
      font: {name: HelveticaNeue, size: 17}
      textColor: "#000000"
    - {id: toggle, class: UISwitch, frame: [10, 160, 51, 31], "on": true}
"""

# Draws the canvas's SVG, at the size drawn (the page's drawing is of a fixed size larger than the
# canvas, which clips it), into a 200×200 HTML canvas and returns its RGBA bytes.
PIXELS = """
const done = arguments[arguments.length - 1];
const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing').cloneNode(true);
const [width, height] = document.getElementById('canvas').dataset.size.split('x');
svg.setAttribute('width', width);
svg.setAttribute('height', height);
const image = new Image();
image.onload = () => {
  const canvas = document.createElement('canvas');
  canvas.width = 200; canvas.height = 200;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, 200, 200);
  done(Array.from(context.getImageData(0, 0, 200, 200).data));
};
image.onerror = () => done(null);
image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
"""


class Pixels:
    def __init__(self, data):
        self.data = data

    def at(self, x, y):
        start = (y * 200 + x) * 4
        return tuple(self.data[start:start + 4])

    def ink_width(self, top, bottom):
        """How far right the dark text of the rows from top to bottom runs."""
        columns = [x for y in range(top, bottom) for x in range(200)
                   if self.at(x, y)[3] > 128 and sum(self.at(x, y)[:3]) < 300]
        return max(columns) - min(columns)


def read_pixels(driver, appearance):
    wait(driver, lambda d: d.execute_script(
        "const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing');"
        "return svg && svg.dataset.view === 'Fidelity' && svg.dataset.appearance;") == appearance,
        f"the canvas did not show the layout in {appearance}")
    data = driver.execute_async_script(PIXELS)
    assert data, "the SVG could not be drawn"
    return Pixels(data)


def close(color, expected):
    return all(abs(a - b) <= 2 for a, b in zip(color, expected))


def test_corners_fonts_switches_and_system_colours_look_as_on_a_device(browser, examples):
    save(examples / FIDELITY, LAYOUT)
    server = PreviewProcess(examples, 0)
    try:
        # 1280 wide, and tall enough for the findings the layout's warnings (contrast in dark, a
        # switch without a label) list above the canvas.
        open_layout(browser, server.url, FIDELITY, (1280, 880))
        click(browser, '#appearance button[data-appearance="light"]')
        light = read_pixels(browser, "light")
        assert light.at(12, 12)[3] == 0, "a rounded corner is transparent outside its curve"
        assert close(light.at(50, 50), (0xFF, 0x3B, 0x30, 255)), light.at(50, 50)
        assert close(light.at(145, 50), (255, 255, 255, 255)), light.at(145, 50)
        assert close(light.at(18, 175), (0x34, 0xC7, 0x59, 255)), "the switch's track is green when on"
        bold, regular = light.ink_width(100, 124), light.ink_width(130, 154)
        assert bold > regular * 1.04, (bold, regular)
        # The canvas is in view without scrolling.
        bottom = browser.execute_script("return document.getElementById('canvas').getBoundingClientRect().bottom;")
        assert bottom <= browser.execute_script("return window.innerHeight;")
        screenshot(browser, "preview-fidelity-light.png")

        browser.find_element(By.CSS_SELECTOR, '#appearance button[data-appearance="dark"]').click()
        dark = read_pixels(browser, "dark")
        assert close(dark.at(145, 50), (0, 0, 0, 255)), "systemBackground is black in dark mode"
        assert close(dark.at(50, 50), (0xFF, 0x45, 0x3A, 255)), dark.at(50, 50)
        assert close(dark.at(18, 175), (0x30, 0xD1, 0x58, 255)), dark.at(18, 175)
        assert dark.at(12, 12)[3] == 0
        screenshot(browser, "preview-fidelity-dark.png")
        click(browser, '#appearance button[data-appearance="auto"]')
    finally:
        assert server.stop() == 0
