"""Scripts/watchdog against a real quiet child: a program named as SwiftPM names a test bundle
(`NMViewPackageTests.xctest`, longer than the 15 characters Linux keeps as a process's name)
prints nothing for a while, and the watchdog finds it and dumps its threads' stacks."""

import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_a_quiet_test_bundle_with_a_long_name_has_its_stacks_dumped(tmp_path):
    # A real executable under the bundle's name: a copy of sleep, quiet for four seconds.
    bundle = tmp_path / "NMViewPackageTests.xctest"
    shutil.copy(shutil.which("sleep"), bundle)
    # Run below a shell, as `swift test` runs the bundle below itself (`; true` keeps the shell
    # from replacing itself with it).
    result = subprocess.run(
        [sys.executable, str(ROOT / "Scripts" / "watchdog"), "--quiet-seconds", "1", "--",
         "sh", "-c", f"'{bundle}' 4; true"],
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "no test process to inspect" not in result.stderr, result.stderr
    # The stacks with gdb, or a line that says gdb is missing: either names the bundle.
    assert "of NMViewPackageTests.xctest (" in result.stderr, result.stderr
