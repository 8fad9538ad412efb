#!/usr/bin/env python3
"""Checks the corpus edits of KeyValueCorpusTests with Python's json (an independent parser).

Usage:
    KVJSON_EDITS_OUT=/tmp/kvjson-edits swift test --filter KeyValueCorpusTests
    python3 scripts/check-kvjson-edits.py /tmp/kvjson-edits

Each edited file must parse and hold the new text at the member's path. Files with comments (StardewMods,
JSON with comments as SMAPI reads it) are not JSON for Python: their comments are stripped first.
"""
import json
import re
import sys

folder = sys.argv[1]
manifest = json.load(open(folder + "/manifest.json"))
failures = 0
for item in manifest:
    text = open(folder + "/" + item["file"], encoding="utf-8-sig").read()
    if item["comments"]:
        # Strings first, so that // inside a string stays; then comments and trailing commas go.
        text = re.sub(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', lambda m: m.group(1) or "", text, flags=re.S)
        text = re.sub(r",(\s*[}\]])", r"\1", text)
    value = json.loads(text)
    for key in item["path"]:
        value = value[key]
    if value != item["value"]:
        failures += 1
        print("FAIL", item["file"], item["path"], repr(value))
print(f"{len(manifest)} edited files checked with Python's json, {failures} failures")
sys.exit(1 if failures else 0)
