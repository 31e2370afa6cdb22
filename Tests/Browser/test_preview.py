"""The preview page in headless Chromium, against a real `nmview watch --serve`.

Each test copies Examples/ to a temporary folder, serves it, and edits files there as an editor
would: the page must follow every save, show the findings of a broken save over the last good
render, clear them once the file is fixed, and come back after the server restarts.

Needs Debian's `chromium` and `chromium-driver` (Scripts/bootstrap installs them) and the built
`nmview` (NMVIEW_BIN, default .build/debug/nmview). With PREVIEW_SCREENSHOTS=DIR it also saves
screenshots of the page there.
"""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from preview_helpers import (CARD, PreviewProcess, canvas_text, free_port, open_card, resize_by_dragging,
                             resize_with_inputs, save, screenshot, wait, wait_for_canvas_text)


def test_page_follows_saves_and_shows_errors_above_the_last_good_render(browser, examples):
    server = PreviewProcess(examples, 0)
    try:
        open_card(browser, server.url)
        names = [item.text for item in browser.find_elements(By.CSS_SELECTOR, "#layout-list .name")]
        assert names == ["Badge", "Keypad", "ProfileCard", "SignInViewController"]
        assert browser.find_element(By.ID, "chosen-layout").text == "primary"
        # The alternatives are pictures of their renders, which the page's policy lets it draw.
        wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, '#variants .variant > canvas[data-drawn]')) == 2,
             "the two alternatives were not drawn")

        # The engine's choice follows the canvas size.
        browser.find_element(By.CSS_SELECTOR, '.preset[data-width="852"]').click()
        wait(browser, EC.text_to_be_present_in_element((By.ID, "chosen-layout"), "landscape"),
             "a landscape canvas did not choose the landscape layout")
        browser.find_element(By.CSS_SELECTOR, '.preset[data-width="393"]').click()
        wait(browser, EC.text_to_be_present_in_element((By.ID, "chosen-layout"), "primary"),
             "a portrait canvas did not choose the primary layout")
        screenshot(browser, "preview-normal.png")
        resize_by_dragging(browser)
        resize_with_inputs(browser, 320, 480)

        card = examples / CARD
        original = card.read_text()
        save(card, original.replace("text: Jane Appleseed", "text: Grace Hopper"))
        wait_for_canvas_text(browser, "Grace Hopper")

        # An unclosed '[': the error is reported where the parser noticed, on the next line,
        # with a note at the bracket.
        lines = card.read_text().splitlines()
        bracket = next(i for i, line in enumerate(lines) if "frame: [20, 128, 280, 24]" in line)
        lines[bracket] = lines[bracket].replace("24]", "24")
        save(card, "\n".join(lines) + "\n")
        findings = wait(browser, EC.visibility_of_element_located((By.ID, "findings")),
                        "no findings after an invalid save")
        assert findings.get_attribute("role") == "alert", "the findings are not announced"
        diagnostics = [item.text for item in findings.find_elements(By.CSS_SELECTOR, ".diagnostic")]
        assert any(f"{CARD}:{bracket + 2}:" in text and "expected ',' or ']'" in text for text in diagnostics), diagnostics
        assert any(f"{CARD}:{bracket + 1}:" in text and "note: '[' opened here" in text for text in diagnostics), diagnostics
        assert "Grace Hopper" in canvas_text(browser), "the last good render is gone"
        # The findings sit above the render, which they push down instead of covering.
        bottom, top = browser.execute_script(
            "return [document.getElementById('findings').getBoundingClientRect().bottom,"
            " document.getElementById('canvas').getBoundingClientRect().top];")
        assert bottom <= top, ("the findings cover the top of the render", bottom, top)
        assert browser.find_element(By.CSS_SELECTOR, f'li.layout[data-file$="/{CARD}"] .error-badge').text == "1"
        screenshot(browser, "preview-error.png")

        save(card, original.replace("text: Jane Appleseed", "text: Ada Lovelace"))
        wait(browser, EC.invisibility_of_element_located((By.ID, "findings")),
             "the findings stayed after the fix")
        wait_for_canvas_text(browser, "Ada Lovelace")
        assert not browser.find_elements(By.CSS_SELECTOR, ".error-badge")
    finally:
        status = server.stop()
    assert status == 0, "\n".join(server.lines)
    assert any(line.startswith("✓ ") and line.split()[1].endswith(CARD) for line in server.lines), server.lines


def open_and_stop(browser, examples, port):
    """Serves `examples` on `port`, opens the card, stops the server: the page must notice."""
    server = PreviewProcess(examples, port)
    try:
        open_card(browser, server.url)
    finally:
        assert server.stop() == 0
    wait(browser, EC.text_to_be_present_in_element((By.ID, "status"), "reconnecting"),
         "the page did not notice the server went away")


def test_page_reconnects_after_a_server_restart(browser, examples):
    port = free_port()
    open_and_stop(browser, examples, port)

    card = examples / CARD
    save(card, card.read_text().replace("text: Jane Appleseed", "text: Alan Turing"))
    server = PreviewProcess(examples, port)
    try:
        wait(browser, EC.text_to_be_present_in_element((By.ID, "status"), "live"), "the page did not reconnect")
        wait_for_canvas_text(browser, "Alan Turing")
    finally:
        assert server.stop() == 0


def test_page_reconnects_after_a_restart_with_port_0(browser, examples):
    """`--port 0` takes the folder's own port when it is free, so a restart lands where it was."""
    open_and_stop(browser, examples, 0)
    server = PreviewProcess(examples, 0)
    try:
        assert server.url == browser.current_url.split("#")[0], (server.url, browser.current_url)
        wait(browser, EC.text_to_be_present_in_element((By.ID, "status"), "live"), "the page did not reconnect")
    finally:
        assert server.stop() == 0
