"""Colours on the preview page, in headless Chromium against a real `nmview watch --serve` on a
copy of Examples/: the sign-in screen's asset colours drawn with their dark variants in the dark
appearance, a colour set saved in the catalog redrawing the screen, a contrast finding listed
above the render, and the profile card laid out below an iPhone 15's Dynamic Island.
"""

import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from preview_helpers import CARD, PreviewProcess, click, open_card, save, wait

SIGN_IN = "SignInViewController.nmview.yaml"

# The fill of a view's own rectangle on the canvas, by id.
VIEW_FILL = """const rect = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing g.view[data-id="' + arguments[0] + '"] > rect');
return rect && rect.getAttribute('fill');"""
# The appearance the canvas was drawn in.
DRAWN_APPEARANCE = "const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing'); return svg && svg.dataset.appearance;"
# Where the canvas draws a view: its group's transform, in layout points.
VIEW_TRANSFORM = """const group = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing g.view[data-id="' + arguments[0] + '"]');
return group && group.getAttribute('transform');"""


def open_sign_in(driver, url):
    driver.set_window_size(1400, 1000)
    driver.get(url)
    wait(driver, lambda d: click(d, f'#layout-list li.layout[data-file$="/{SIGN_IN}"] button'), f"{SIGN_IN} was not listed")
    wait(driver, lambda d: d.execute_script(VIEW_FILL, "header"), "the sign-in screen was not drawn")
    wait(driver, EC.text_to_be_present_in_element((By.ID, "status"), "live"), "the event stream did not open")


def dark_components(colorset, red, green, blue):
    """The colour set's Contents.json with its dark entry's components replaced (floats 0–1)."""
    contents = json.loads(colorset.read_text())
    dark = next(entry for entry in contents["colors"] if entry.get("appearances"))
    dark["color"]["components"].update({"red": f"{red:.3f}", "green": f"{green:.3f}", "blue": f"{blue:.3f}"})
    return json.dumps(contents, indent=2)


def test_asset_colours_take_their_dark_variant_and_follow_a_saved_catalog(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_sign_in(browser, server.url)
        # BrandPrimary as Examples/Assets.xcassets writes it: hex light, float dark.
        assert browser.execute_script(VIEW_FILL, "header") == "#431CBB"
        click(browser, '#appearance button[data-appearance="dark"]')
        wait(browser, lambda d: d.execute_script(DRAWN_APPEARANCE) == "dark", "the canvas was not drawn dark")
        wait(browser, lambda d: d.execute_script(VIEW_FILL, "header") == "#5B3FD9",
             "the header was not drawn in BrandPrimary's dark variant")
        # Surface/Field, in a folder that provides a namespace, in display-p3: a near-black in dark.
        field = browser.execute_script(VIEW_FILL, "emailField")
        assert field and field.startswith("#1"), field

        # A save of the colour set alone redraws the screen with its new dark value.
        colorset = examples / "Assets.xcassets/BrandPrimary.colorset/Contents.json"
        save(colorset, dark_components(colorset, 0.2, 0.4, 0.6))
        wait(browser, lambda d: d.execute_script(VIEW_FILL, "header") == "#336699",
             "a saved colour set did not redraw the screen")
    finally:
        assert server.stop() == 0


def test_a_contrast_finding_is_listed_above_the_render(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_sign_in(browser, server.url)
        assert not browser.find_elements(By.ID, "findings"), "the example has findings"
        screen = examples / SIGN_IN
        text = screen.read_text()
        # systemGray: 3.26:1 on the white screen in light, readable on black in dark.
        save(screen, text.replace("      tintColor: BrandText\n      actions:\n        touchUpInside: forgotPasswordTapped",
                                  "      tintColor: systemGray\n      actions:\n        touchUpInside: forgotPasswordTapped", 1))
        findings = wait(browser, EC.visibility_of_element_located((By.ID, "findings")),
                        "no findings after a save with faint text")
        assert findings.get_attribute("role") == "status" and "warnings" in findings.get_attribute("class")
        assert "1 warning in" in findings.find_element(By.CSS_SELECTOR, "h3").text
        finding = findings.find_element(By.CSS_SELECTOR, ".diagnostic").text
        assert "[rule.low-contrast]" in finding and "'forgotButton'" in finding and "light" in finding, finding
        # The render above is the current one, with the grey.
        wait(browser, lambda d: "forgotButton" in d.execute_script(
            "return [...document.querySelectorAll('#canvas > .sheet:not(.kept) g.view')].map((g) => g.dataset.id).join(' ');"),
             "the screen was not drawn")
        # Fixed again: the panel goes.
        save(screen, text)
        wait(browser, lambda d: not d.find_elements(By.ID, "findings"), "the findings stayed after the fix")
    finally:
        assert server.stop() == 0


def test_the_iphone_15_preset_lays_the_card_out_below_the_dynamic_island(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        browser.set_window_size(1400, 1000)
        open_card(browser, server.url)
        # Designed at 320 × 480 under a 20-point status bar, 32 below the top: 39 lower on an
        # iPhone 15, whose safe area starts 59 down, below the Dynamic Island.
        assert browser.execute_script(VIEW_TRANSFORM, "avatar") == "translate(120 32)"
        browser.find_element(By.CSS_SELECTOR, '.preset[data-width="393"]').click()
        wait(browser, lambda d: d.execute_script(VIEW_TRANSFORM, "avatar") == "translate(156.5 71)",
             "the avatar was not drawn 12 below the iPhone 15's 59-point safe-area top")
    finally:
        assert server.stop() == 0
