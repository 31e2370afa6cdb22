"""The Audit panel, in headless Chromium against a real `nmview watch --serve`: it lists the
accessibility audit of the layout, size, language and text size the canvas shows, follows saves
and resizes, and selecting a finding selects its view on the canvas, in the frames table and in
the inspector.
"""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from preview_helpers import CARD, PreviewProcess, open_card, resize_by_dragging, save, screenshot, wait
from test_preview_colors import open_sign_in

FINDINGS = """return [...document.querySelectorAll('#audit li.audit-finding')]
  .map((item) => [item.dataset.rule, item.textContent]);"""
NONE = "return !!document.querySelector('#audit .audit-none');"


def findings(driver):
    return driver.execute_script(FINDINGS)


def test_the_audit_panel_lists_the_canvas_findings_and_selects_their_views(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        browser.set_window_size(1400, 1000)
        open_card(browser, server.url)
        # The examples pass the audit.
        wait(browser, lambda d: d.execute_script(NONE), "the audit of the clean card did not say it found nothing")
        assert findings(browser) == []

        # A follow button 30 points tall in portrait only: the landscape layout gives it its own frame.
        card = examples / CARD
        text = card.read_text()
        assert "frame: [20, 408, 280, 44]" in text
        save(card, text.replace("frame: [20, 408, 280, 44]", "frame: [20, 408, 280, 30]"))
        wait(browser, lambda d: any(rule == "rule.small-touch-target" for rule, _ in findings(d)),
             "the audit did not list the small follow button after the save")
        rule, message = findings(browser)[0]
        assert "'follow' button is 280 × 30 pt, smaller than the 44 × 44 pt" in message, message
        screenshot(browser, "preview-audit.png")

        browser.find_element(By.CSS_SELECTOR, '#audit li.audit-finding[data-rule="rule.small-touch-target"] button').click()
        wait(browser, lambda d: d.execute_script(
            "const p = document.getElementById('inspector'); return !p.hidden && p.querySelector('h2').textContent;")
             == "follow (UIButton)", "selecting the finding did not select its view")
        assert browser.execute_script(
            "return [...document.querySelectorAll('#frames tr.selected')].map((r) => r.cells[0].textContent.trim());") \
            == ["follow"]
        assert browser.find_elements(By.CSS_SELECTOR, "#canvas > .highlight")
        assert browser.find_elements(By.CSS_SELECTOR, "#audit li.audit-finding.selected")

        # In landscape the button is 300 × 44: the canvas's layout has no small target. (The drag
        # leaves a wide, short canvas, where the bio's one line may be cut off, which the panel lists.)
        resize_by_dragging(browser)
        wait(browser, lambda d: d.execute_script("return view.canvasKey === view.auditKey;")
             and "rule.small-touch-target" not in [rule for rule, _ in findings(d)],
             "the landscape canvas still listed portrait's finding")
    finally:
        server.stop()


def test_the_audit_panel_follows_the_canvas_language_and_text_size(browser, examples):
    """The sign-in screen passes the audit in every language at the default text size. In German
    at accessibility5 its welcome and subtitle labels no longer fit, and the panel says so; back in
    the source language, at the same size, they fit again."""
    server = PreviewProcess(examples, 0)
    try:
        browser.set_window_size(1400, 1000)
        open_sign_in(browser, server.url)
        wait(browser, lambda d: d.execute_script(NONE), "the audit of the sign-in screen did not say it found nothing")

        Select(browser.find_element("id", "language")).select_by_value("de")
        Select(browser.find_element("id", "text-size")).select_by_value("accessibility5")
        wait(browser, lambda d: [rule for rule, _ in findings(d)] == ["rule.text-truncates"] * 2,
             "the audit did not list the German labels cut off at accessibility5")
        messages = [message for _, message in findings(browser)]
        assert "'Willkommen zurück'" in messages[0] and "at text size accessibility5" in messages[0], messages

        Select(browser.find_element("id", "language")).select_by_value("")
        wait(browser, lambda d: d.execute_script(NONE), "the audit kept the German findings in the source language")
    finally:
        server.stop()
