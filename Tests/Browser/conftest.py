"""Fixtures of the browser tests: one headless Chromium per module, and a fresh copy of Examples/."""

import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from preview_helpers import NMVIEW, ROOT


@pytest.fixture(scope="module")
def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1400,1000", "--hide-scrollbars"]:
        options.add_argument(argument)
    chromium, chromedriver = shutil.which("chromium"), shutil.which("chromedriver")
    if not chromium or not chromedriver:
        pytest.fail("the browser test needs chromium and chromedriver on PATH (Scripts/bootstrap installs "
                    "Debian's chromium and chromium-driver)")
    if not NMVIEW.exists():
        pytest.fail(f"no nmview at {NMVIEW}: build it first (swift build) or set NMVIEW_BIN")
    options.binary_location = chromium
    service = Service(executable_path=chromedriver)
    driver = webdriver.Chrome(service=service, options=options)
    yield driver
    driver.quit()


@pytest.fixture
def examples(tmp_path):
    folder = tmp_path / "Examples"
    shutil.copytree(ROOT / "Examples", folder)
    return folder
