"""The preview page's smaller promises, in headless Chromium against a real `nmview watch --serve`:
a layout deleted on screen says so, two files for one view class are flagged, sizes are checked,
the canvas is reachable by keyboard, changes are announced, and a render is fetched once per
version of its file, size and appearance (a save's thumbnails once the page is quiet).
"""

import shutil
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from preview_helpers import (CARD, DRAWN_WIDTH, EXAMPLE_LAYOUTS, PreviewProcess, click, open_card, page_in_use, save,
                             screenshot, wait, wait_for_canvas_text)

# The renders of the card fetched so far, in order.
RENDER_URLS = """return performance.getEntriesByType('resource').map((entry) => entry.name)
    .filter((name) => name.includes('/api/render?') && name.includes('ProfileCard.nmview.yaml'));"""
PATCHES_FROM_EARLIER = """return performance.getEntriesByType('resource').map((entry) => entry.name)
    .filter((name) => name.includes('/api/patch?') && name.includes('ProfileCard.nmview.yaml') &&
      new URL(name).searchParams.get('fromHash') !== current().hash);"""
FRAME_ROWS = """return [...document.querySelectorAll('#frames tbody tr:not(.spacer)')]
    .map((row) => [...row.cells].map((cell) => cell.textContent).join('\\t'));"""
CANVAS_APPEARANCE = "const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg && svg.dataset.appearance;"


def shown_size(driver):
    return (int(driver.find_element(By.ID, "width").get_attribute("value")),
            int(driver.find_element(By.ID, "height").get_attribute("value")))


def wait_until_shown(driver, since):
    """Waits for an event newer than version `since` and for the list it made the page load."""
    def caught_up(d):
        version, shown = d.execute_script(
            "return [document.body.dataset.version, document.body.dataset.shownVersion];")
        return version and shown and int(version) > since and int(shown) >= int(version)
    wait(driver, caught_up, "the page did not catch up with the save")


def event_version(driver):
    return int(driver.execute_script("return document.body.dataset.version || '0';"))


def test_a_layout_deleted_on_screen_shows_removed_until_it_comes_back(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_card(browser, server.url)
        card = examples / CARD
        text = card.read_text()
        card.unlink()
        removed = wait(browser, EC.visibility_of_element_located((By.ID, "removed")),
                       "deleting the layout on screen did not say it was removed")
        assert CARD in removed.text and "removed" in removed.text
        assert not browser.find_element(By.ID, "detail").is_displayed(), "another layout was shown instead"
        assert browser.find_elements(By.CSS_SELECTOR, '#layout-list li[aria-current="true"]') == []
        wait(browser, EC.text_to_be_present_in_element((By.ID, "announcer"), "removed"),
             "the removal was not announced")

        save(card, text.replace("text: Jane Appleseed", "text: Back Again"))
        wait_for_canvas_text(browser, "Back Again")
        assert not browser.find_element(By.ID, "removed").is_displayed()
    finally:
        assert server.stop() == 0


def test_findings_on_the_page_read_as_in_the_terminal(browser, examples):
    server = PreviewProcess(examples, 0, "--editor", "vscode")
    try:
        open_card(browser, server.url)
        card = examples / CARD
        text = card.read_text()
        # Where the misspelt key will stand: the first 'textAlignment', at its first column.
        line = next(number for number, content in enumerate(text.splitlines(), 1) if "textAlignment: center" in content)
        column = text.splitlines()[line - 1].index("textAlignment") + 1
        save(card, text.replace("textAlignment: center", "textAlignmnet: center", 1))
        findings = wait(browser, EC.visibility_of_element_located((By.ID, "findings")),
                        "no findings after an invalid save")
        finding = findings.find_element(By.CSS_SELECTOR, ".diagnostic").text.splitlines()
        assert finding[0].endswith("error: unknown property 'textAlignmnet' in UILabel [schema.unknown-property]"), finding
        assert finding[1].endswith("|       textAlignmnet: center"), "no source excerpt: " + repr(finding)
        assert finding[2].endswith("|       ^"), "no caret under the column: " + repr(finding)
        assert finding[3].endswith("note: did you mean 'textAlignment'?"), finding
        # With --editor, each place opens in the editor.
        link = findings.find_element(By.CSS_SELECTOR, ".diagnostic a")
        assert link.text == f"Examples/{CARD}:{line}:{column}"
        assert link.get_attribute("href") == f"vscode://file{(examples / CARD).resolve()}:{line}:{column}"
    finally:
        assert server.stop() == 0


def test_two_files_for_one_view_class_are_flagged(browser, examples):
    (examples / "Copy").mkdir()
    shutil.copy(examples / CARD, examples / "Copy" / CARD)
    server = PreviewProcess(examples, 0)
    try:
        browser.get(server.url)
        wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#layout-list li.layout")) == EXAMPLE_LAYOUTS + 1,
             "the examples and the copy were not listed")
        cards = browser.find_elements(By.CSS_SELECTOR, f'#layout-list li.layout[data-file$="/{CARD}"]')
        assert len(cards) == 2
        for item in cards:
            assert item.find_element(By.CSS_SELECTOR, ".duplicate-badge").is_displayed()
            note = item.find_element(By.CSS_SELECTOR, ".duplicate-note").text
            assert "view 'ProfileCard' is also in" in note and "an app loads Copy/" + CARD in note, note
        assert not browser.find_elements(By.CSS_SELECTOR, '#layout-list li[data-file$="/Keypad.nmview.yaml"] '
                                                          '.duplicate-badge')
    finally:
        assert server.stop() == 0


def test_sizes_are_checked_and_the_canvas_is_reachable_by_keyboard(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_card(browser, server.url)
        assert browser.find_element(By.ID, "status").get_attribute("role") == "status"
        before = shown_size(browser)
        field = browser.find_element(By.ID, "width")
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys("0", Keys.TAB)
        error = wait(browser, EC.visibility_of_element_located((By.ID, "size-error")), "width 0 was not refused")
        assert "from 1 to 4000" in error.text, error.text
        assert shown_size(browser) == before, "the refused width stayed in the field"

        handle = browser.find_element(By.ID, "resize-handle")
        handle.send_keys(Keys.ARROW_RIGHT)
        handle.send_keys(Keys.SHIFT, Keys.ARROW_DOWN)
        assert shown_size(browser) == (before[0] + 1, before[1] + 10)
        wait(browser, lambda d: d.execute_script(
            f"return {DRAWN_WIDTH};") == str(before[0] + 1),
            "the canvas was not redrawn at the size the keyboard set")

        landscape = browser.find_element(By.CSS_SELECTOR, '#variants .variant[data-variant="landscape"]')
        assert landscape.get_attribute("tabindex") == "0"
        landscape.send_keys(Keys.ENTER)
        wait(browser, EC.text_to_be_present_in_element((By.ID, "chosen-layout"), "landscape"),
             "Enter on an alternative did not show it")
        assert shown_size(browser) == (480, 320)
        wait(browser, lambda d: "chosen" in landscape.get_attribute("class"),
             "the alternative the engine chose is not marked")
    finally:
        assert server.stop() == 0


def test_a_render_is_fetched_once_per_version_size_and_appearance(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_card(browser, server.url)
        wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#variants .variant > canvas[data-drawn]")) == 2,
             "the alternatives were not drawn")
        first = browser.execute_script(RENDER_URLS)
        assert len(first) == len(set(first)) == 3, first

        since = event_version(browser)
        badge = examples / "Badge.nmview.json"
        save(badge, badge.read_text().replace('"99+"', '"42"'))
        wait_until_shown(browser, since)
        assert browser.execute_script(RENDER_URLS) == first, "a save of another file fetched renders again"

        card = examples / CARD
        # The canvas is patched from the version it showed at once; the two thumbnails are drawn
        # anew once the page is quiet, not while it is in use.
        with page_in_use(browser):
            save(card, card.read_text().replace("text: Jane Appleseed", "text: Grace Hopper"))
            wait_for_canvas_text(browser, "Grace Hopper")
            time.sleep(1.5)
            assert len(browser.execute_script(RENDER_URLS)) == 3, "the thumbnails were drawn again while the page was in use"
            assert browser.find_element(By.ID, "variants").get_attribute("aria-busy") == "true"
        wait(browser, lambda d: len(d.execute_script(RENDER_URLS)) == 5,
             "a save of the layout on screen did not fetch its thumbnails' renders once each")
        assert browser.find_element(By.ID, "variants").get_attribute("aria-busy") is None
        assert all("variant=" in url for url in browser.execute_script(RENDER_URLS)[3:]), "the canvas was fetched whole"
        assert browser.execute_script(PATCHES_FROM_EARLIER), "the canvas was not patched from the version it showed"

        browser.find_element(By.CSS_SELECTOR, '#appearance button[data-appearance="dark"]').click()
        wait(browser, lambda d: d.execute_script(CANVAS_APPEARANCE) == "dark", "the canvas was not drawn dark")
        wait(browser, lambda d: len(d.execute_script(RENDER_URLS)) == 8, "dark renders were not fetched")
        urls = browser.execute_script(RENDER_URLS)
        assert all("appearance=dark" in url for url in urls[5:]), urls[5:]
        browser.find_element(By.CSS_SELECTOR, '#appearance button[data-appearance="light"]').click()
        wait(browser, lambda d: d.execute_script(CANVAS_APPEARANCE) == "light", "the canvas did not go back to light")
        screenshot(browser, "preview-light-again.png")
        assert len(browser.execute_script(RENDER_URLS)) == 8, "light renders already fetched were fetched again"
    finally:
        assert server.stop() == 0


def test_devices_side_by_side_show_the_layout_each_gets_and_its_safe_area(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_card(browser, server.url)
        browser.find_element(By.CSS_SELECTOR, '.preset[data-width="393"]').click()
        wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#canvas > .safe-area"),
             "the canvas at an iPhone 15's size has no safe-area guide")
        browser.find_element(By.CSS_SELECTOR, "#devices-panel > summary").click()
        wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#devices .device[data-chosen] .device-screen > canvas[data-drawn]")) == 8,
             "the eight device screens were not drawn")
        chosen = {figure.get_attribute("data-device"): figure.get_attribute("data-chosen")
                  for figure in browser.find_elements(By.CSS_SELECTOR, "#devices .device")}
        assert chosen["iPhone 15"] == "primary" and chosen["iPhone 15 landscape"] == "landscape", chosen
        assert chosen["iPad"] == "primary" and chosen["iPad landscape"] == "landscape", chosen
        iphone = browser.find_element(By.CSS_SELECTOR, '#devices .device[data-device="iPhone 15"]')
        assert iphone.find_elements(By.CSS_SELECTOR, ".safe-area")
        assert not browser.find_elements(By.CSS_SELECTOR, '#devices .device[data-device="iPhone SE landscape"] .safe-area')

        browser.find_element(By.CSS_SELECTOR, '#devices-zoom option[value="1"]').click()
        wait(browser, lambda d: d.execute_script(
            "return document.querySelector('.device[data-device=\"iPhone 15\"] .device-screen').style.width;")
            == "393px", "100% zoom did not draw a device at its size in points")

        # A screen's button shows its size on the canvas (the view picked stays picked).
        browser.find_element(By.CSS_SELECTOR, '#canvas > .sheet:not(.kept) g.view[data-id="name"]').click()
        wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, "#inspector h2").text == "name (UILabel)", "no view picked")
        button = browser.find_element(By.CSS_SELECTOR, '#devices .device[data-device="iPhone 15 Pro Max landscape"] .device-open')
        assert button.get_attribute("aria-label") == "Show iPhone 15 Pro Max landscape on the canvas"
        button.click()
        wait(browser, lambda d: d.execute_script("return document.getElementById('canvas').dataset.size;") == "932x430",
             "the device's size was not shown on the canvas")
        assert browser.find_element(By.ID, "chosen-layout").text == "landscape"
        assert browser.find_element(By.CSS_SELECTOR, "#inspector h2").text == "name (UILabel)"
    finally:
        assert server.stop() == 0


def many_labels(count):
    """A layout of `count` labels, `row0` …: more frame rows than a screen holds."""
    lines = ["nmview: 1", "view: Many", "size: {width: 320, height: 480}", "root:", "  subviews:"]
    for index in range(count):
        lines += [f"    - id: row{index}", "      class: UILabel", f"      frame: [0, {index % 460}, 320, 20]",
                  f"      text: Row {index}"]
    return "\n".join(lines) + "\n"


def test_the_frames_table_draws_only_the_rows_in_view(browser, examples):
    save(examples / "Many.nmview.yaml", many_labels(600))
    server = PreviewProcess(examples, 0)
    try:
        browser.get(server.url)
        wait(browser, lambda d: click(d, '#layout-list li.layout[data-file$="/Many.nmview.yaml"] button'),
             "Many.nmview.yaml was not listed")
        wait(browser, lambda d: d.find_element(By.ID, "frames").get_attribute("data-rows") == "600",
             "the frames of the 600 labels were not collected")
        # Read in one go: the page may redraw the rows between two driver calls.
        drawn = browser.execute_script(FRAME_ROWS)
        assert 10 < len(drawn) < 200, len(drawn)
        assert drawn[0].split()[:2] == ["row0", "UILabel"]
        browser.execute_script("const s = document.getElementById('frames-scroll'); s.scrollTop = s.scrollHeight;")
        wait(browser, lambda d: d.execute_script(FRAME_ROWS)[-1].startswith("row599"),
             "scrolled to the end, the table did not show the last view")
        assert len(browser.execute_script(FRAME_ROWS)) < 200

        click(browser, f'#layout-list li.layout[data-file$="/{CARD}"] button')
        wait_for_canvas_text(browser, "Jane Appleseed")
        wait(browser, lambda d: d.execute_script(FRAME_ROWS)[:1] == ["avatar\tUIImageView\t120\t32\t80\t80"],
             "the card's frames are not listed")
    finally:
        assert server.stop() == 0
