"""Screenshots compared with golden PNGs under Tests/Browser/Goldens, with a tolerance so that
font antialiasing, which differs by a shade between runs and machines, does not fail a test.

A pixel differs when one of its channels is off by more than PIXEL_THRESHOLD (of 255); a
screenshot matches when at most MAX_DIFFERING of its pixels differ: 0.2% of an iPhone SE's
canvas is 500 pixels, less than a switch (51×31 points) drawn off instead of on. NMVIEW_RECORD_GOLDENS=1
writes the screenshots as the new goldens instead: look at each before committing it.
"""

import io
import os
from pathlib import Path

from PIL import Image, ImageChops

GOLDENS = Path(__file__).resolve().parent / "Goldens"
PIXEL_THRESHOLD = 48
MAX_DIFFERING = 0.002


def differing_fraction(actual, expected):
    """The fraction of pixels with a channel off by more than PIXEL_THRESHOLD, and those pixels marked white."""
    red, green, blue, alpha = ImageChops.difference(actual.convert("RGBA"), expected.convert("RGBA")).split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), ImageChops.lighter(blue, alpha))
    marked = largest.point(lambda value: 255 if value > PIXEL_THRESHOLD else 0)
    return marked.histogram()[255] / (actual.width * actual.height), marked


def check(png, name, report_folder):
    """Compares screenshot `png` (bytes) with golden `name`, or records it with NMVIEW_RECORD_GOLDENS=1."""
    golden = GOLDENS / name
    actual = Image.open(io.BytesIO(png))
    if os.environ.get("NMVIEW_RECORD_GOLDENS") == "1":
        GOLDENS.mkdir(exist_ok=True)
        actual.save(golden)
        return
    assert golden.exists(), f"no golden {golden}: record it with NMVIEW_RECORD_GOLDENS=1 and look at it"
    expected = Image.open(golden)
    assert actual.size == expected.size, f"{name}: {actual.size} against the golden's {expected.size}"
    fraction, marked = differing_fraction(actual, expected)
    if fraction > MAX_DIFFERING:
        report_folder.mkdir(parents=True, exist_ok=True)
        actual.save(report_folder / name)
        marked.save(report_folder / ("diff-" + name))
        raise AssertionError(f"{name}: {fraction:.2%} of the pixels differ (at most {MAX_DIFFERING:.1%}); "
                             f"the screenshot and the differing pixels are in {report_folder}")
