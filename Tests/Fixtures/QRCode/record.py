#!/usr/bin/env python3
"""Records the QR code goldens from an independent encoder, the `qrcode` package
(https://pypi.org/project/qrcode/), which QRCodeGoldenTests and QRVersionTests compare against.

    python3 -m pip install qrcode   # into a virtual environment, e.g. .build-tools/venv
    python3 Tests/Fixtures/QRCode/record.py

Writes, beside this script:
  - cases.json: each case's name, text, version, level and mask;
  - <name>.txt: that case's modules without a quiet zone, a line a row, 1 = dark;
  - versions.json: for every version and level, the Reed-Solomon blocks (total and data
    codewords of each) and the alignment pattern centres.

Version, level and mask are fixed for each case so the comparison does not depend on either
encoder's choice of mask (the penalty rules leave room for interpretation); the data is always
one byte-mode segment of the text's UTF-8, as NMViewQRCode writes it.
"""
import json
import os

import qrcode
import qrcode.base
import qrcode.util

HERE = os.path.dirname(os.path.abspath(__file__))
LEVELS = {
    "L": qrcode.constants.ERROR_CORRECT_L,
    "M": qrcode.constants.ERROR_CORRECT_M,
    "Q": qrcode.constants.ERROR_CORRECT_Q,
    "H": qrcode.constants.ERROR_CORRECT_H,
}
LAN_URL = "http://192.168.1.20:5757/s/3f9a0c41d2e85b7a96c0f13e4d2a8b5c/"
PROSE = (
    "A layout file is read, checked against the schema, resolved and compiled; "
    "the preview follows every save. "
)

# (name, text, version, level, mask): every level, every mask, one and several blocks, blocks
# of two lengths, version information (7 and up) and 16-bit lengths (10 and up).
CASES = [
    ("v1-L-mask0", "NMView", 1, "L", 0),
    ("v3-H-mask1", "héllo wörld ✓", 3, "H", 1),
    ("v4-M-mask2-lan-url", LAN_URL, 4, "M", 2),
    ("v5-Q-mask3", PROSE[:50], 5, "Q", 3),
    ("v7-M-mask4", PROSE, 7, "M", 4),
    ("v10-H-mask5", PROSE[:100], 10, "H", 5),
    ("v14-Q-mask6", PROSE * 2, 14, "Q", 6),
    ("v27-L-mask7", PROSE * 8, 27, "L", 7),
    ("v40-M-mask2", PROSE * 16, 40, "M", 2),
]


def matrix(text, version, level, mask):
    code = qrcode.QRCode(version=version, error_correction=LEVELS[level], border=0, mask_pattern=mask)
    code.add_data(qrcode.util.QRData(text.encode("utf-8"), mode=qrcode.util.MODE_8BIT_BYTE))
    code.make(fit=False)
    return ["".join("1" if module else "0" for module in row) for row in code.get_matrix()]


def main():
    cases = []
    for name, text, version, level, mask in CASES:
        with open(os.path.join(HERE, name + ".txt"), "w", encoding="utf-8") as file:
            file.write("\n".join(matrix(text, version, level, mask)) + "\n")
        cases.append({"name": name, "text": text, "version": version, "level": level, "mask": mask})
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as file:
        json.dump(cases, file, ensure_ascii=False, indent=2)
        file.write("\n")
    versions = []
    for version in range(1, 41):
        blocks = {
            letter: [[block.total_count, block.data_count] for block in qrcode.base.rs_blocks(version, level)]
            for letter, level in LEVELS.items()
        }
        versions.append({"version": version, "alignment": qrcode.util.pattern_position(version), "blocks": blocks})
    with open(os.path.join(HERE, "versions.json"), "w", encoding="utf-8") as file:
        # A version a line, so a change shows in a diff as the versions it touches.
        lines = [json.dumps(version, separators=(",", ":")) for version in versions]
        file.write("[\n" + ",\n".join(lines) + "\n]\n")


if __name__ == "__main__":
    main()
