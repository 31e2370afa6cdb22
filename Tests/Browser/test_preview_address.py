"""The page's address names the layout and the canvas's size (`#file=…&size=WxH`), in headless
Chromium against a real `nmview watch --serve`: an address opens that layout at that size, a reload
keeps both, another layout is a step that back and forward go through, a new size is not, and an
address typed or followed is shown.
"""

from urllib.parse import quote

from selenium.webdriver.common.by import By

from preview_helpers import PreviewProcess, click, wait

KEYPAD, BADGE, CARD = "Examples/Keypad.nmview.yaml", "Examples/Badge.nmview.json", "Examples/ProfileCard.nmview.yaml"
SHOWN = """return [document.getElementById('layout-file').textContent, document.getElementById('canvas').dataset.size,
  document.getElementById('width').value + 'x' + document.getElementById('height').value];"""


HREF = "return location.hash;"


def address(file, size=None):
    return "#file=" + quote(file, safe="") + (f"&size={size}" if size else "")


def wait_shown(driver, file, size):
    wait(driver, lambda d: d.execute_script(SHOWN) == [file, size, size],
         f"the page did not show {file} at {size}: {driver.execute_script(SHOWN)} {driver.execute_script(HREF)}")


def wait_address(driver, file, size):
    wait(driver, lambda d: d.execute_script("return location.hash;") == address(file, size),
         f"the address did not become {address(file, size)}: {driver.execute_script('return location.hash;')}")


def test_the_address_opens_keeps_and_steps_through_layouts_and_sizes(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        browser.get(server.url + address(KEYPAD, "852x393"))
        wait_shown(browser, KEYPAD, "852x393")
        entries = browser.execute_script("return history.length;")

        # A preset, then a size typed: the address follows, with no new step for either.
        wait(browser, lambda d: click(d, '#presets .preset[data-width="820"][data-height="1180"]'), "no iPad preset")
        wait_shown(browser, KEYPAD, "820x1180")
        wait_address(browser, KEYPAD, "820x1180")
        field = browser.find_element(By.ID, "height")
        field.clear()
        field.send_keys("1000\t")
        wait_shown(browser, KEYPAD, "820x1000")
        wait_address(browser, KEYPAD, "820x1000")
        assert browser.execute_script("return history.length;") == entries

        browser.refresh()
        wait_shown(browser, KEYPAD, "820x1000")

        # Another layout is a step: at its design size, and back returns to the size left, even
        # one set a moment before (the size is written into the address once it settles).
        wait(browser, lambda d: click(d, f'#layout-list li.layout[data-file="{BADGE}"] button'), "Badge not listed")
        wait_shown(browser, BADGE, "60x20")
        wait_address(browser, BADGE, "60x20")
        browser.back()
        wait_shown(browser, KEYPAD, "820x1000")
        field = browser.find_element(By.ID, "width")
        field.clear()
        field.send_keys("700\t")
        wait_shown(browser, KEYPAD, "700x1000")
        wait(browser, lambda d: click(d, f'#layout-list li.layout[data-file="{BADGE}"] button'), "Badge not listed")
        wait_shown(browser, BADGE, "60x20")
        browser.back()
        wait_shown(browser, KEYPAD, "700x1000")
        browser.forward()
        wait_shown(browser, BADGE, "60x20")

        # An address typed into the bar is followed; one naming no layout of the folder is not.
        browser.execute_script("location.hash = arguments[0];", address(CARD, "375x667"))
        wait_shown(browser, CARD, "375x667")
        browser.execute_script("location.hash = arguments[0];", address(CARD, "667x375"))
        wait_shown(browser, CARD, "667x375")
        browser.execute_script("location.hash = arguments[0];", address("Examples/Missing.nmview.yaml", "100x100"))
        browser.execute_script("return new Promise((done) => setTimeout(done, 300));")
        assert browser.execute_script(SHOWN) == [CARD, "667x375", "667x375"]
    finally:
        server.stop()


def test_an_address_without_a_size_opens_the_design_size(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        browser.get(server.url + address(BADGE))
        wait_shown(browser, BADGE, "60x20")
        wait_address(browser, BADGE, "60x20")
        # A size the fields would refuse is not taken from the address either.
        browser.get(server.url + address(KEYPAD, "0x400"))
        wait_shown(browser, KEYPAD, "320x440")
    finally:
        server.stop()
