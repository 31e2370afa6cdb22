"""Click to inspect, in headless Chromium against a real `nmview watch --serve --editor vscode`: a
view picked on the canvas, on a device screen or in the frames table is outlined in all of
them, and the inspector shows its class, id, frame in every layout, its autoresizing mask as
springs and struts and a link to its line; the keyboard picks and lets go too.
"""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from preview_helpers import CARD, PreviewProcess, open_card, open_layout, save, screenshot, wait, wait_for_canvas_text

SELECTED_ROWS = """return [...document.querySelectorAll('#frames tr.selected')].map((row) => row.cells[0].textContent.trim());"""
# The highlight's and the view's boxes on the canvas, in page pixels.
BOXES = """const [id] = arguments;
const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
const mark = document.querySelector('#canvas > .highlight');
const rect = document.querySelector('#canvas > .sheet:not(.kept) g.view[data-id="' + id + '"] > rect');
return [mark && box(mark), rect && box(rect)];"""


def inspector_title(driver):
    return driver.execute_script(
        "const p = document.getElementById('inspector'); return p.hidden ? null : p.querySelector('h2').textContent;")


def wait_for_pick(driver, title):
    wait(driver, lambda d: inspector_title(d) == title, f"the inspector did not show {title}")


def parts(driver):
    return {part.get_attribute("data-part"): part.get_attribute("data-flexible")
            for part in driver.find_elements(By.CSS_SELECTOR, "#inspector .mask [data-part]")}


def test_a_view_clicked_on_the_canvas_is_inspected_and_outlined_everywhere(browser, examples):
    server = PreviewProcess(examples, 0, "--editor", "vscode")
    try:
        browser.set_window_size(1400, 1000)
        open_card(browser, server.url)
        browser.find_element(By.CSS_SELECTOR, '#canvas > .sheet:not(.kept) g.view[data-id="name"]').click()
        wait_for_pick(browser, "name (UILabel)")
        assert browser.execute_script(SELECTED_ROWS) == ["name"]
        mark, rect = browser.execute_script(BOXES, "name")
        assert all(abs(a - b) <= 2 for a, b in zip(mark, rect)), (mark, rect)

        frames = {row.get_attribute("data-layout"): row.find_element(By.TAG_NAME, "td").text
                  for row in browser.find_elements(By.CSS_SELECTOR, "#inspector .layout-frames tr[data-layout]")}
        assert frames["primary"] == "20, 128, 280, 24" and frames["landscape"] == "160, 24, 300, 24", frames
        # name: flexibleWidth and flexibleBottomMargin: a spring across, the bottom strut dashed.
        assert parts(browser) == {"left": "false", "right": "false", "top": "false", "bottom": "true",
                                  "width": "true", "height": "false"}
        lines = (examples / CARD).read_text().splitlines()
        line = next(index for index, text in enumerate(lines) if text.strip() == "- id: name") + 1
        link = browser.find_element(By.ID, "inspector-link").get_attribute("href")
        assert link == f"vscode://file{(examples / CARD).resolve()}:{line}:7"
        screenshot(browser, "preview-inspector.png")

        # A save that adds a view above it keeps it picked, found by its id.
        card = examples / CARD
        save(card, card.read_text().replace("  subviews:\n", "  subviews:\n    - {id: spacer, frame: [0, 0, 1, 1]}\n", 1))
        wait(browser, lambda d: d.execute_script(
            "const row = document.querySelector('#frames tr.selected'); return row && row.dataset.index;") == "2",
             "the picked view was lost when a view was added above it")
        assert browser.execute_script(SELECTED_ROWS) == ["name"]
        assert inspector_title(browser) == "name (UILabel)"
        moved = browser.execute_script("return document.getElementById('inspector-link').href;")
        assert moved == f"vscode://file{(examples / CARD).resolve()}:{line + 1}:7", moved

        # The devices side by side outline it too, and a click on a screen picks what is there.
        browser.find_element(By.CSS_SELECTOR, "#devices-panel > summary").click()
        wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#devices .device-screen > .highlight")) == 8,
             "the eight device screens do not outline the picked view")
        screen = browser.find_element(By.CSS_SELECTOR, '#devices .device[data-device="iPhone 15"] .device-screen')
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", screen)
        scale = float(screen.value_of_css_property("width").removesuffix("px")) / 393
        # follow where this screen laid it out: flexible width and top margin, so above the
        # iPhone 15's home indicator when the card declares a safe area.
        x, y, width, height = browser.execute_script("""const figure = arguments[0].closest('.device');
            return figure.frames[figure.views.views.findIndex((view) => view.id === 'follow')];""", screen)
        assert (x, width, height) == (20, 353, 44) and y + height <= 852 - 34, (x, y, width, height)
        target = ((x + width / 2) * scale - screen.rect["width"] / 2, (y + height / 2) * scale - screen.rect["height"] / 2)
        ActionChains(browser).move_to_element_with_offset(screen, *target).click().perform()
        wait_for_pick(browser, "follow (UIButton)")
        assert parts(browser)["top"] == "true" and parts(browser)["height"] == "false"

        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        wait(browser, lambda d: inspector_title(d) is None, "Escape did not clear the selection")
        assert not browser.find_elements(By.CSS_SELECTOR, ".highlight")
        assert browser.execute_script(SELECTED_ROWS) == []
    finally:
        assert server.stop() == 0


def test_the_frames_table_picks_by_keyboard(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_card(browser, server.url)
        wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, '#frames tr[data-index="0"][tabindex="0"]'),
             "the frames table has no row to tab to")
        browser.execute_script("document.querySelector('#frames tr[data-index=\"0\"]').focus();")
        browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
        assert browser.switch_to.active_element.get_attribute("data-index") == "1"
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        wait_for_pick(browser, "name (UILabel)")
        browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN, Keys.SPACE)
        wait_for_pick(browser, "role (UILabel)")
        wait(browser, EC.text_to_be_present_in_element((By.ID, "announcer"), "Selected role (UILabel)"),
             "the pick was not announced")
        # Without --editor, the place is shown to copy instead of a link.
        assert not browser.find_elements(By.ID, "inspector-link")
        assert f"{CARD}:" in browser.find_element(By.CSS_SELECTOR, "#inspector .source").text
        browser.switch_to.active_element.send_keys(Keys.ESCAPE)
        wait(browser, lambda d: inspector_title(d) is None, "Escape did not clear the selection")
    finally:
        assert server.stop() == 0


def test_a_class_of_your_own_is_drawn_and_inspected_as_its_base(browser, examples):
    # The badge's count is an InsetLabel with base UILabel: drawn with its text, as a label is,
    # and the inspector names both.
    server = PreviewProcess(examples, 0)
    try:
        open_layout(browser, server.url, "Badge.nmview.json", (1280, 800))
        wait_for_canvas_text(browser, "99+")
        browser.find_element(By.CSS_SELECTOR, '#canvas > .sheet:not(.kept) g.view[data-id="count"]').click()
        wait_for_pick(browser, "count (InsetLabel)")
        facts = {row.find_element(By.TAG_NAME, "th").text: row.find_element(By.TAG_NAME, "td").text
                 for row in browser.find_elements(By.CSS_SELECTOR, "#inspector .facts tr")}
        assert facts["Class"] == "InsetLabel" and facts["Base"] == "UILabel", facts
        # A view without a base shows none.
        open_card(browser, server.url)
        browser.find_element(By.CSS_SELECTOR, '#canvas > .sheet:not(.kept) g.view[data-id="name"]').click()
        wait_for_pick(browser, "name (UILabel)")
        assert not [row for row in browser.find_elements(By.CSS_SELECTOR, "#inspector .facts tr th") if row.text == "Base"]
    finally:
        assert server.stop() == 0
