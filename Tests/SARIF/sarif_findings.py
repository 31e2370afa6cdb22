"""Reads SARIF logs with sarif-tools and prints their findings as one JSON list on stdout.

Each finding: {"file", "line", "column", "level", "id", "rule", "message", "exists"}, where
"file" is the path relative to the %SRCROOT% base the log declares, "rule" the id of the rule
its ruleIndex points at in the tool's catalog, and "exists" whether the base and the relative
path together name a file on disk. Used by Tests/NMViewCLITests/SARIFToolsTests.swift.

Usage: python sarif_findings.py LOG.sarif...
"""

import json
import os
import sys
from urllib.parse import unquote, urlparse

from sarif import loader, sarif_file_utils


def findings(path):
    result = []
    for run in loader.load_sarif_file(path).runs:
        bases = run.run_data.get("originalUriBaseIds", {})
        for sarif_result in run.get_results():
            record = run.result_to_record(sarif_result)
            rule, _ = sarif_file_utils.read_result_rule(sarif_result, run.run_data)
            physical = sarif_result["locations"][0]["physicalLocation"]
            artifact = physical["artifactLocation"]
            base = bases.get(artifact.get("uriBaseId"), {}).get("uri", "")
            absolute = unquote(urlparse(base + artifact["uri"]).path)
            result.append({
                "file": unquote(record["Location"]),
                "line": physical.get("region", {}).get("startLine"),
                "column": physical.get("region", {}).get("startColumn"),
                "level": record["Severity"],
                "id": record["Code"],
                "rule": rule.get("id") if rule else None,
                "message": record["Description"],
                "exists": os.path.isfile(absolute),
            })
    return result


if __name__ == "__main__":
    json.dump([item for path in sys.argv[1:] for item in findings(path)], sys.stdout, indent=1)
    print()
