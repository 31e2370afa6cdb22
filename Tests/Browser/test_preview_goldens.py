"""The canvas as a person sees it, compared with golden screenshots: a small layout of labels and
controls on an iPhone SE, light and dark (see golden_images.py for the tolerance and the record
switch). Its text is large enough to be readable in both appearances (WCAG's 3:1 for large
text), so no findings panel moves the canvas."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from golden_images import check
from preview_helpers import DRAWN_WIDTH, PreviewProcess, open_layout, click, save, wait

GOLDEN = "Golden.nmview.yaml"
LAYOUT = """nmview: 1
view: Golden
size: {width: 375, height: 667}
root:
  backgroundColor: systemBackground
  subviews:
    - {id: title, class: UILabel, frame: [20, 60, 335, 30], text: Settings, font: {name: HelveticaNeue-Bold, size: 24}}
    - id: subtitle
      class: UILabel
      frame: [20, 94, 335, 20]
      text: Light and dark
      textColor: secondaryLabel
      font: {name: HelveticaNeue, size: 18}
    - {id: card, frame: [20, 130, 335, 120], backgroundColor: secondarySystemBackground, cornerRadius: 12}
    - {id: toggle, class: UISwitch, frame: [36, 150, 51, 31], "on": true}
    - {id: slider, class: UISlider, frame: [36, 200, 303, 31], value: 0.4}
    - id: segments
      class: UISegmentedControl
      frame: [20, 270, 335, 32]
      segments: [Day, Week, Month]
      selectedSegmentIndex: 1
    - {id: field, class: UITextField, frame: [20, 320, 335, 34], placeholder: Name, borderStyle: roundedRect}
    - {id: progress, class: UIProgressView, frame: [20, 374, 335, 4], progress: 0.6}
    - id: go
      class: UIButton
      frame: [20, 600, 335, 44]
      title: Continue
      font: {size: 17, weight: semibold}
      titleColor: "#FFFFFF"
      backgroundColor: systemBlue
      cornerRadius: 10
"""
SHOWN = """const svg = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing');
return svg && [svg.dataset.view, """ + DRAWN_WIDTH + """, svg.dataset.appearance].join(' ');"""


def test_labels_and_controls_on_an_iphone_se_match_their_goldens_in_light_and_dark(browser, examples, tmp_path):
    save(examples / GOLDEN, LAYOUT)
    server = PreviewProcess(examples, 0)
    try:
        # Tall enough for an iPhone SE's 667 points at 100% below the findings its audit warnings
        # list, so the golden holds the render's own pixels.
        open_layout(browser, server.url, GOLDEN, (1400, 1700))
        # At 100%, not Fit: the layout's audit warnings (touch targets, labels) are listed above
        # the canvas, which Fit then leaves less room.
        Select(browser.find_element(By.ID, "zoom")).select_by_value("1")
        for appearance in ("light", "dark"):
            browser.find_element(By.CSS_SELECTOR, f'#appearance button[data-appearance="{appearance}"]').click()
            wait(browser, lambda d: d.execute_script(SHOWN) == f"Golden 375 {appearance}",
                 f"the layout was not drawn at 375 points in {appearance}")
            canvas = browser.find_element(By.ID, "canvas")
            assert canvas.value_of_css_property("width") == "375px", canvas.value_of_css_property("width")
            browser.execute_script("document.activeElement.blur();")
            check(canvas.screenshot_as_png, f"iphone-se-{appearance}.png", tmp_path / "goldens")
        browser.find_element(By.CSS_SELECTOR, '#appearance button[data-appearance="auto"]').click()
    finally:
        assert server.stop() == 0
