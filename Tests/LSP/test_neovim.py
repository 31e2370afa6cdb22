"""`nmview lsp` in a real editor: Neovim's built-in LSP client, headless, types a slip in an example.

The Lua script (neovim/type_a_slip.lua) does what a user does in the editor and writes what the
editor then holds (its diagnostics, the code actions it lists, the server's exit code) to a JSON
file; this test checks that record. Skipped where Neovim is not installed (Scripts/bootstrap
installs it on Debian).
"""

import json
import os
import pathlib
import shutil
import subprocess
import tempfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
NMVIEW = os.path.abspath(os.environ.get("NMVIEW_BIN", ".build/debug/nmview"))
SCRIPT = pathlib.Path(__file__).with_name("neovim") / "type_a_slip.lua"


@pytest.mark.skipif(shutil.which("nvim") is None, reason="Neovim is not installed")
def test_neovim_reads_back_the_slip_it_typed_and_its_fix():
    with tempfile.TemporaryDirectory(prefix="nmview-nvim-") as folder:
        layout = pathlib.Path(folder) / "ProfileCard.nmview.yaml"
        shutil.copy(ROOT / "Examples" / "ProfileCard.nmview.yaml", layout)
        record = pathlib.Path(folder) / "result.json"
        env = dict(os.environ, NMVIEW_BIN=NMVIEW, NMVIEW_NVIM_FILE=str(layout), NMVIEW_NVIM_RESULT=str(record))
        # -u NONE: no user configuration; -i NONE and -n: no shada or swap files to leave behind.
        run = subprocess.run(
            ["nvim", "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {SCRIPT}"],
            env=env, capture_output=True, timeout=300,
        )
        result = json.loads(record.read_text(encoding="utf-8"))
        assert run.returncode == 0, result.get("error")

        steps = {step["name"]: step["diagnostics"] for step in result["steps"]}
        assert steps["open"] == [], "the example lints clean"
        # The slip is on the line the editor's cursor was on, at the key, with the stable id.
        assert [(d["line"], d["column"], d["code"]) for d in steps["slip"]] == [
            (result["slip_line"], 7, "schema.unknown-property")
        ]
        assert "'textAlignmnt'" in steps["slip"][0]["message"]
        assert result["actions"] == ["Change to 'textAlignment'"]
        assert steps["undo"] == [], "undo clears what the slip caused"
        assert result["exit_code"] == 0, "shutdown then exit ends the server with 0"
        # The buffer was never written: the file on disk is the example, unchanged.
        assert layout.read_text(encoding="utf-8") == (ROOT / "Examples" / "ProfileCard.nmview.yaml").read_text(encoding="utf-8")
