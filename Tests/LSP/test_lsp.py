"""`nmview lsp` driven by a real LSP client (pytest-lsp, on pygls), as an editor drives it.

Run by Scripts/test with NMVIEW_BIN naming the built executable:
    NMVIEW_BIN=.build/debug/nmview .build-tools/venv/bin/python -m pytest -q Tests/LSP
"""

import asyncio
import json
import os
import pathlib
import subprocess
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

NMVIEW = os.path.abspath(os.environ.get("NMVIEW_BIN", ".build/debug/nmview"))

BADGE = """nmview: 1
view: Badge
size: {width: 40, height: 20}
root:
  subviews:
    - {id: count, class: UILabel, frame: [0, 0, 40, 20], text: "3"}
"""

# A card that composes Badge and says 'Café 😀' before a slip on the same line, so the
# published column must count UTF-16 code units, not bytes or scalars.
CARD = """nmview: 1
view: Card
size: {width: 320, height: 120}
root:
  subviews:
    - {id: title, class: UILabel, frame: [0, 0, 200, 20], text: "Café 😀", textAlignmnt: center}
    - {id: badge, class: Badge, frame: [250, 0, 40, 20]}
templates:
  chip: {class: UIButton, frame: [0, 0, 60, 20]}
"""

WORKSPACE = pathlib.Path(tempfile.mkdtemp(prefix="nmview-lsp-"))
(WORKSPACE / "Badge.nmview.yaml").write_text(BADGE, encoding="utf-8")
(WORKSPACE / "Card.nmview.yaml").write_text(CARD, encoding="utf-8")
CARD_URI = (WORKSPACE / "Card.nmview.yaml").as_uri()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NMVIEW, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=WORKSPACE.as_uri(),
        )
    )
    yield
    await lsp_client.shutdown_session()


def open_card(client: LanguageClient, text: str = CARD, uri: str = CARD_URI):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
        )
    )


async def diagnostics(client: LanguageClient, uri: str, accept=lambda found: True):
    """The diagnostics of `uri` once they satisfy `accept`; the deadline only bounds a failure."""
    async def wait():
        if uri in client.diagnostics and accept(client.diagnostics[uri]):
            return client.diagnostics[uri]
        # The waiter may wake before the client stores the notification: read its own params.
        while True:
            params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
            if params.uri == uri and accept(params.diagnostics):
                return params.diagnostics

    return await asyncio.wait_for(wait(), timeout=60)


def lint(path: pathlib.Path):
    """What `nmview lint --format json` finds in the workspace, for `path`."""
    run = subprocess.run([NMVIEW, "lint", "--format", "json", str(WORKSPACE)], capture_output=True, text=True)
    return [d for d in json.loads(run.stdout)["diagnostics"] if d["file"] == str(path)]


@pytest.mark.asyncio
async def test_open_publishes_what_lint_finds_with_utf16_columns(client: LanguageClient):
    open_card(client)
    found = await diagnostics(client, CARD_URI, lambda found: len(found) > 0)
    expected = lint(WORKSPACE / "Card.nmview.yaml")
    assert [(d.code, d.message, d.range.start.line + 1) for d in found] == [
        (e["id"], e["message"], e["line"]) for e in expected
    ]
    line = CARD.splitlines()[5]
    slip = line.index("textAlignmnt")
    # The emoji is one scalar and two UTF-16 code units.
    assert found[0].range.start.character == len(line[:slip].encode("utf-16-le")) // 2


@pytest.mark.asyncio
async def test_change_republishes_and_close_clears(client: LanguageClient):
    open_card(client)
    await diagnostics(client, CARD_URI, lambda found: len(found) > 0)
    fixed = CARD.replace("textAlignmnt", "textAlignment").replace("id: badge", "id: title")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=CARD_URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    found = await diagnostics(client, CARD_URI, lambda found: all(d.code != "schema.unknown-property" for d in found))
    duplicate = [d for d in found if d.code == "rule.duplicate-id"]
    assert len(duplicate) == 1
    assert duplicate[0].related_information, "the first use of the id is related information"
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=CARD_URI))
    )
    assert len(await diagnostics(client, CARD_URI, lambda found: len(found) == 0)) == 0


@pytest.mark.asyncio
async def test_completion_offers_the_class_properties_and_values(client: LanguageClient):
    text = CARD.replace("textAlignmnt: center", "textAlignment: ")
    open_card(client, text)
    line = 5
    keys_at = text.splitlines()[line].index(", text:") + 2
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=CARD_URI),
            position=types.Position(line=line, character=keys_at),
        )
    )
    labels = {item.label for item in result.items}
    assert "numberOfLines" in labels and "titleColor" not in labels
    value_at = len(text.splitlines()[line].split("textAlignment: ")[0].encode("utf-16-le")) // 2 + len("textAlignment: ")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=CARD_URI),
            position=types.Position(line=line, character=value_at),
        )
    )
    assert {"left", "center", "right"} <= {item.label for item in result.items}


@pytest.mark.asyncio
async def test_hover_shows_the_schema_documentation(client: LanguageClient):
    open_card(client)
    line = CARD.splitlines()[6]
    result = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=CARD_URI),
            position=types.Position(line=6, character=line.index("frame") + 1),
        )
    )
    assert result is not None and "frame" in result.contents.value.lower()


@pytest.mark.asyncio
async def test_definition_of_a_class_is_its_layout_file(client: LanguageClient):
    open_card(client)
    line = CARD.splitlines()[6]
    result = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=CARD_URI),
            position=types.Position(line=6, character=line.index("Badge") + 1),
        )
    )
    assert result is not None and result.uri == (WORKSPACE / "Badge.nmview.yaml").as_uri()


@pytest.mark.asyncio
async def test_a_broken_buffer_is_reported_and_the_server_goes_on(client: LanguageClient):
    uri = (WORKSPACE / "Broken.nmview.yaml").as_uri()
    open_card(client, "nmview: 1\nroot: [\n  {é: \n", uri)
    found = await diagnostics(client, uri, lambda found: len(found) > 0)
    assert found[0].code.startswith("yaml.")
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=2))
    )
    assert result is None
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=CARD_URI))
    )
    assert symbols is None  # Card is not open in this session


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


@pytest.mark.parametrize(
    "messages, code",
    [
        ([{"id": 1, "method": "initialize", "params": {}}, {"id": 2, "method": "shutdown"}, {"method": "exit"}], 0),
        ([{"id": 1, "method": "initialize", "params": {}}, {"method": "exit"}], 1),
    ],
)
def test_exit_code_follows_the_protocol(messages, code):
    stream = b"".join(frame({"jsonrpc": "2.0", **message}) for message in messages)
    run = subprocess.run([NMVIEW, "lsp"], input=stream, capture_output=True, timeout=60)
    assert run.returncode == code
    assert run.stdout.startswith(b"Content-Length: ")
