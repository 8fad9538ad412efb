#!/usr/bin/env python3
"""Writes the seed inputs of the expression and number fuzz targets (scripts/fuzz.sh calls it).

    python3 scripts/fuzz-seeds.py OUT_DIR SOURCE_DIR...

For `fuzz-expression`: every selector found in the JSON files under the SOURCE_DIRs (object keys that
are `ie:`/`iex:`/`exp:` expressions, plural categories, `>one` or `@N` widths, and the string values of
`expressions.json` files), plus a few written here. For `fuzz-number`: the numbers inside those
selectors and the numbers of `cases.jsonl` requests, plus the accepted and rejected forms that
NumberLiteral documents. One input per file, named by its SHA-1, in OUT_DIR/expression and OUT_DIR/number.
The JSON target needs no extraction: it reads the fixture and corpus folders as they are.
Python 3 standard library only; the sources are read, never changed.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys

SELECTOR_KEY = re.compile(r'"((?:ie|iex|exp):(?:[^"\\\n]|\\.)*)"')
NUMBER = re.compile(r"-?[0-9][0-9.]*(?:[ce][0-9]+)?")

EXTRA_SELECTORS = [
    "ie:x=1", "ie:x>=2", "ie: x <= -2", "iex:2<=x<=4", "iex:-4<=x<-2", "iex:0.5<x<=1.5", "exp:^1$",
    "exp:(((?!1).[2-4]{1})$)|(^[2-4]$)", "exp:", "ie:x", "ie:y=1", "ie:x==1", "iex:4<=x<=2", "ie:x=.5",
    "zero", "one", "two", "few", "many", "other", ">one", "@100", "more",
]
EXTRA_NUMBERS = [
    "0", "-0", "1", "1.0", "1.50", "007", "-12.50", "1.2c6", "1.2e6", "1.20050c3", "1c999999999",
    "10000000000000000000001", "0.000000000000000000001", "123456789012345678.123456789012345678",
    "", " 5", "5 ", "+1", "-", ".5", "1.", "1e", "1e-3", "1e+3", "1,000", "1 000", "1,5", "12a", "1.2.3",
    "--1", "1c1000000000",
]


def json_files(roots: list[str]):
    for root in roots:
        for folder, _, names in os.walk(root):
            for name in sorted(names):
                if name.endswith((".json", ".jsonl")):
                    yield os.path.join(folder, name)


def decode(literal: str) -> str | None:
    try:
        return json.loads('"' + literal + '"')
    except ValueError:
        return None


def collect(roots: list[str]) -> tuple[set[str], set[str]]:
    selectors = set(EXTRA_SELECTORS)
    numbers = set(EXTRA_NUMBERS)
    for path in json_files(roots):
        with open(path, "rb") as file:
            text = file.read().decode("utf-8", errors="replace")
        for match in SELECTOR_KEY.finditer(text):
            selector = decode(match.group(1))
            if selector is not None:
                selectors.add(selector)
        if path.endswith("cases.jsonl"):
            for line in text.splitlines():
                try:
                    number = json.loads(line).get("request", {}).get("number")
                except ValueError:
                    continue
                if number is not None:
                    numbers.add(str(number))
    for selector in list(selectors):
        numbers.update(NUMBER.findall(selector))
    return selectors, numbers


def write(folder: str, inputs: set[str]) -> None:
    os.makedirs(folder, exist_ok=True)
    for text in inputs:
        data = text.encode("utf-8")
        with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as file:
            file.write(data)


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    out, roots = sys.argv[1], [root for root in sys.argv[2:] if os.path.isdir(root)]
    selectors, numbers = collect(roots)
    write(os.path.join(out, "expression"), selectors)
    write(os.path.join(out, "number"), numbers)
    print(f"seeds: {len(selectors)} selectors, {len(numbers)} numbers from {len(roots)} folders")
    return 0


if __name__ == "__main__":
    sys.exit(main())
