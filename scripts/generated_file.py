"""What the generators in scripts/ share: formatting their Swift output with the repository's
.swift-format, and the command line that writes the file or, with --check, compares it.

Not a generator itself (its name does not start with `generate-`, so CI does not run it).
"""

from __future__ import annotations

import argparse
import difflib
import os
import subprocess
import sys
from typing import Callable

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMAT_CONFIG = os.path.join(REPO_ROOT, ".swift-format")


def swift_format(source: str, output_relative: str) -> str:
    """The source as `swift format` writes it, so that the committed file passes `lint --strict`."""
    command = ["swift", "format", "--configuration", FORMAT_CONFIG, "--assume-filename", output_relative, "-"]
    try:
        result = subprocess.run(command, input=source, capture_output=True, text=True, cwd=REPO_ROOT)
    except FileNotFoundError:
        raise SystemExit("error: `swift format` is needed to format the generated file (install a Swift toolchain)")
    if result.returncode != 0:
        raise SystemExit(f"error: swift format failed:\n{result.stderr}")
    return result.stdout


def main(description: str, generator_name: str, output_relative: str, build: Callable[[], str]) -> int:
    """Writes the generated file, or with --check exits 1 (showing a diff) when it is out of date."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file is out of date")
    arguments = parser.parse_args()

    output = os.path.join(REPO_ROOT, output_relative)
    generated = swift_format(build(), output_relative)
    if arguments.check:
        try:
            with open(output, encoding="utf-8") as file:
                current = file.read()
        except FileNotFoundError:
            current = ""
        if current != generated:
            diff = difflib.unified_diff(
                current.splitlines(), generated.splitlines(), output_relative, "generated", lineterm="", n=1
            )
            print(f"error: {output_relative} is out of date; run `python3 {generator_name}`", file=sys.stderr)
            print("\n".join(list(diff)[:40]), file=sys.stderr)
            return 1
        print(f"{output_relative} is up to date")
        return 0
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w", encoding="utf-8") as file:
        file.write(generated)
    print(f"wrote {output_relative}")
    return 0
