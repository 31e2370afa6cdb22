"""What the browser tests share: the preview as a child process, waiting for the page, and
editing files as an editor does."""

import os
import re
import shutil
import signal
import socket
import subprocess
import io
import threading
import time
from contextlib import contextmanager
from pathlib import Path

import pytest
from PIL import Image
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
NMVIEW = Path(os.environ.get("NMVIEW_BIN", ROOT / ".build/debug/nmview"))
TIMEOUT = 20
CARD = "ProfileCard.nmview.yaml"
# How many layouts the bundled Examples hold, as the page lists them.
EXAMPLE_LAYOUTS = len([path for path in (ROOT / "Examples").iterdir() if ".nmview." in path.name])


def free_port():
    """A port nothing listens on now, so a restarted server can take the same one."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve_copy(fixture, tmp_path, folder="Layouts"):
    """`nmview watch --serve` of a new folder holding a copy of `fixture` alone."""
    target = tmp_path / folder
    target.mkdir()
    shutil.copy(fixture, target / fixture.name)
    return PreviewProcess(target, 0)


class PreviewProcess:
    """`nmview watch DIR --serve --port PORT` as a child process (port 0: any free port), its
    output collected; the page's address is read from its 'Preview:' line."""

    def __init__(self, folder, port, *options):
        self.lines = []
        # Run from the folder's parent with a relative path, as a person would.
        self.process = subprocess.Popen(
            [str(NMVIEW.resolve()), "watch", folder.name, "--serve", "--port", str(port), "--no-color", *options],
            cwd=folder.parent, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            text=True)
        threading.Thread(target=self._collect, daemon=True).start()
        self.url = self._wait_for_url()

    def _collect(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def _wait_for_url(self):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            for line in list(self.lines):
                found = re.match(r"Preview: (http://\S+)", line)
                if found:
                    return found.group(1)
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        self.stop()
        pytest.fail("no 'Preview:' line from nmview:\n" + "\n".join(self.lines))

    def stop(self):
        """Ctrl-C, as a person stops it; it must exit 0."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                pytest.fail("nmview did not stop on SIGINT:\n" + "\n".join(self.lines))
        return self.process.returncode


def wait(driver, condition, message):
    return WebDriverWait(driver, TIMEOUT, poll_frequency=0.05).until(condition, message)


# JavaScript for the width the canvas is drawn at (its `data-size`; the drawing itself is of fixed size).
DRAWN_WIDTH = "(document.getElementById('canvas').dataset.size || '').split('x')[0]"


def canvas_text(driver):
    return driver.execute_script(
        "const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg ? svg.textContent : '';")


def wait_for_canvas_text(driver, text):
    wait(driver, lambda d: text in canvas_text(d), f"the canvas never showed '{text}'")


def save(path, text):
    """Writes a file the way editors do: a temporary file renamed over it."""
    temporary = path.with_name(path.name + ".tmp~")
    temporary.write_text(text)
    os.replace(temporary, path)


def open_card(driver, url):
    driver.get(url)
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#layout-list li.layout")) == EXAMPLE_LAYOUTS,
         f"the {EXAMPLE_LAYOUTS} example layouts were not listed")
    wait(driver, lambda d: click(d, f'#layout-list li.layout[data-file$="/{CARD}"] button'),
         f"could not select {CARD}")
    wait_for_canvas_text(driver, "Jane Appleseed")
    wait(driver, EC.text_to_be_present_in_element((By.ID, "status"), "live"), "the event stream did not open")


def resize_by_dragging(driver):
    """Drags the canvas handle from portrait to a wide size: the engine switches to landscape."""
    handle = driver.find_element(By.ID, "resize-handle")
    ActionChains(driver).click_and_hold(handle).move_by_offset(150, -200).move_by_offset(150, -200) \
        .release().perform()
    wait(driver, EC.text_to_be_present_in_element((By.ID, "chosen-layout"), "landscape"),
         "dragging the canvas wide did not choose the landscape layout")
    width = int(driver.find_element(By.ID, "width").get_attribute("value"))
    height = int(driver.find_element(By.ID, "height").get_attribute("value"))
    assert width > height, (width, height)


def resize_with_inputs(driver, width, height):
    for name, value in (("width", width), ("height", height)):
        field = driver.find_element(By.ID, name)
        field.clear()
        field.send_keys(str(value), Keys.TAB)
    shown = f"return document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing') && {DRAWN_WIDTH};"
    wait(driver, lambda d: d.execute_script(shown) == str(width), f"the canvas was not redrawn {width} wide")
    wait(driver, EC.text_to_be_present_in_element((By.ID, "chosen-layout"), "primary"),
         "typing a portrait size did not choose the primary layout")


def open_layout(driver, url, name, window):
    """Opens the page at `url` in a window of `window` (width, height) and selects layout file `name`."""
    driver.set_window_size(*window)
    driver.get(url)
    wait(driver, lambda d: click(d, f'#layout-list li.layout[data-file$="/{name}"] button'), f"{name} was not listed")


def click(driver, selector):
    """Clicks the element, or returns False when the page replaced it meanwhile (to be retried)."""
    try:
        driver.find_element(By.CSS_SELECTOR, selector).click()
        return True
    except StaleElementReferenceException:
        return False


def canvas_pixels(driver):
    """The canvas as the window presents it (RGB), a few frames after the last change: cropped from
    a screenshot of the window. An element screenshot would not do: Chromium rasterises the
    element anew for it, so a drawing still shown from a raster of another scale (blurred) would
    look sharp in it."""
    driver.execute_async_script("const done = arguments[0]; let n = 6; const tick = () => --n ? requestAnimationFrame(tick) : done(); tick();")
    box = driver.execute_script("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];")
    shot = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    return shot.crop(tuple(round(value) for value in box))


def screenshot(driver, name):
    folder = os.environ.get("PREVIEW_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.execute_script("document.getElementById('main').scrollTo(0, 0);")
        driver.save_screenshot(str(Path(folder) / name))


@contextmanager
def page_in_use(driver):
    """The page kept in use meanwhile (a key pressed every 100 ms), so it draws nothing of what
    it waits for a quiet second to draw: presets ahead, a save's thumbnails."""
    driver.execute_script("window.busy = setInterval(() => document.dispatchEvent(new KeyboardEvent('keydown')), 100);")
    try:
        yield
    finally:
        driver.execute_script("clearInterval(window.busy);")
