"""The text-size menu on the preview page, in headless Chromium against a real `nmview watch
--serve`: choosing accessibility5 draws a body-style label's text larger in the canvas's SVG (53
points, Apple's size for body there), leaves a fixed-size label alone, is remembered across
visits, and going back to Large draws it at 17 again.
"""

from selenium.webdriver.support.ui import Select

from preview_helpers import PreviewProcess, click, open_layout, save, wait

LAYOUT = "TextSize.nmview.yaml"
SOURCE = """nmview: 1
size: {width: 320, height: 200}
root:
  subviews:
    - {id: body, class: UILabel, frame: [10, 10, 300, 80], numberOfLines: 0, text: Notifications, font: {textStyle: body}}
    - {id: fixed, class: UILabel, frame: [10, 100, 300, 40], text: Fixed, font: {size: 17}}
"""

# The font size a view's text is drawn at on the canvas, by id.
FONT_SIZE = """const text = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing g.view[data-id="' + arguments[0] + '"] text');
return text && text.getAttribute('font-size');"""


def choose(driver, size):
    Select(driver.find_element("id", "text-size")).select_by_value(size)


def test_accessibility5_draws_a_body_label_larger(browser, examples):
    save(examples / LAYOUT, SOURCE)
    server = PreviewProcess(examples, 0)
    try:
        open_layout(browser, server.url, LAYOUT, (1400, 1000))
        wait(browser, lambda d: d.execute_script(FONT_SIZE, "body") == "17", "the body label was not drawn at 17 pt")
        choose(browser, "accessibility5")
        wait(browser, lambda d: d.execute_script(FONT_SIZE, "body") == "53",
             "choosing accessibility5 did not draw the body label at 53 pt")
        assert browser.execute_script(FONT_SIZE, "fixed") == "17"
        # The text is larger on screen too, not only in its attribute.
        heights = browser.execute_script("""const text = document.querySelector('#canvas > .sheet:not(.kept) > svg.drawing g.view[data-id="body"] text');
return text.getBBox().height;""")
        assert heights > 40, heights

        # Remembered across a reload.
        browser.refresh()
        wait(browser, lambda d: click(d, f'#layout-list li.layout[data-file$="/{LAYOUT}"] button'), f"{LAYOUT} was not listed")
        wait(browser, lambda d: d.execute_script(FONT_SIZE, "body") == "53", "the text size was not remembered")
        assert browser.find_element("id", "text-size").get_attribute("value") == "accessibility5"

        choose(browser, "large")
        wait(browser, lambda d: d.execute_script(FONT_SIZE, "body") == "17", "going back to Large did not draw 17 pt")
    finally:
        # Leave the next test at the default size.
        browser.execute_script("try { localStorage.removeItem('nmview.contentSize'); } catch {}")
        assert server.stop() == 0
