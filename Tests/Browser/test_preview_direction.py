"""Right to left on the preview page, in headless Chromium against a real `nmview watch --serve`:
the direction switch flips a mirrored layout, checked by where the page draws its first view
(the DOM's own boxes) and by the pixels of the drawing."""

from selenium.webdriver.common.by import By

from preview_helpers import ROOT, serve_copy, wait

FIXTURE = ROOT / "Tests/Fixtures/RightToLeft/MirroredCard.nmview.yaml"

# The canvas's drawing of the first view (the avatar): its group's transform, in layout points.
AVATAR_TRANSFORM = """const group = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing g.view[data-id="avatar"]');
return group && group.getAttribute('transform');"""
# Where the avatar's rectangle is on the page, as a share of the root's width (its rectangle on
# the sheet's backdrop) from its left edge:
# its centre's x, by the boxes Chromium laid out.
AVATAR_CENTRE = """const sheet = document.querySelector('#canvas > .sheet:not(.kept)');
const avatar = sheet && sheet.querySelector('g.view[data-id="avatar"] > rect');
if (!avatar) return null;
const outer = (sheet.querySelector('svg.backdrop > rect.root') || sheet).getBoundingClientRect(), box = avatar.getBoundingClientRect();
return (box.left + box.width / 2 - outer.left) / outer.width;"""
# The frames table's row of the avatar: view, class, x, y, width, height.
AVATAR_ROW = """const row = [...document.querySelectorAll('#frames tbody tr:not(.spacer)')]
    .find((row) => row.cells[0].textContent.trim() === 'avatar');
return row ? [...row.cells].map((cell) => cell.textContent.trim()) : null;"""


def test_the_direction_switch_draws_a_mirrored_layout_from_the_right(browser, tmp_path):
    server = serve_copy(FIXTURE, tmp_path, "Cards")
    try:
        browser.set_window_size(1400, 1000)
        browser.get(server.url)
        browser.execute_script("localStorage.removeItem('nmview.direction');")
        browser.get(server.url)
        wait(browser, lambda d: d.execute_script(AVATAR_TRANSFORM) == "translate(16 16)",
             "the avatar was not drawn at the left, as written")
        assert browser.execute_script(AVATAR_CENTRE) < 0.5
        ltr = browser.find_element(By.CSS_SELECTOR, '#direction button[data-direction="ltr"]')
        assert ltr.get_attribute("aria-pressed") == "true"

        browser.find_element(By.CSS_SELECTOR, '#direction button[data-direction="rtl"]').click()
        # 320 − 16 − 48: the first view is drawn on the right.
        wait(browser, lambda d: d.execute_script(AVATAR_TRANSFORM) == "translate(256 16)",
             "the avatar was not drawn at the right in right to left")
        centre = browser.execute_script(AVATAR_CENTRE)
        assert centre > 0.5, centre
        wait(browser, lambda d: (d.execute_script(AVATAR_ROW) or [])[2:] == ["256", "16", "48", "48"],
             "the frames table does not show the avatar mirrored")
        drawing = browser.find_element(By.CSS_SELECTOR, "#canvas > .sheet:not(.kept) > svg.drawing")
        assert drawing.get_attribute("data-direction") == "rtl"
        # The player keeps its content left to right: the play button stays at its left.
        play = browser.execute_script(
            "return document.querySelector('#canvas > .sheet:not(.kept) g.view[data-id=\"play\"]').getAttribute('transform');")
        assert play == "translate(8 13)"

        # The choice is kept for the next visit, and left to right puts everything back.
        browser.refresh()
        wait(browser, lambda d: d.execute_script(AVATAR_TRANSFORM) == "translate(256 16)",
             "the right-to-left choice was not kept")
        browser.find_element(By.CSS_SELECTOR, '#direction button[data-direction="ltr"]').click()
        wait(browser, lambda d: d.execute_script(AVATAR_TRANSFORM) == "translate(16 16)",
             "the avatar did not go back to the left")
    finally:
        browser.execute_script("localStorage.removeItem('nmview.direction');")
        server.stop()


def test_the_address_can_ask_for_right_to_left(browser, tmp_path):
    server = serve_copy(FIXTURE, tmp_path, "Cards")
    try:
        browser.get(server.url.split("#")[0] + ("&" if "?" in server.url else "?") + "direction=rtl")
        wait(browser, lambda d: d.execute_script(AVATAR_TRANSFORM) == "translate(256 16)",
             "?direction=rtl did not draw the card right to left")
    finally:
        browser.execute_script("localStorage.removeItem('nmview.direction');")
        server.stop()
