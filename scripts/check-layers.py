#!/usr/bin/env python3
"""Checks that the Engine's folders form layers: a folder uses only the folders listed below it.

The Engine is one Swift module, so the compiler lets any file use any type. This check keeps the
folders honest instead: it collects the top-level declarations (types, typealiases, free functions)
of each folder under Sources/Engine, finds where files of other folders name them (whole words, with
comments and string literals removed), and fails when a folder uses a folder that LAYERS puts above
it, naming the file, the line and the declaration. A reference inside `extension X` counts too, so an
extension of `Project` in Saving makes Saving use Project (which is allowed, Saving being above it).

Limits: members added by an extension are not attributed to the extension's folder (a call
`project.save()` in Project would not be caught); a name that is a common word is matched wherever it
is written as a word in code. Both are acceptable for a guard of layering, not a compiler.

Usage: scripts/check-layers.py            check, exit 1 with the offending uses
       scripts/check-layers.py --graph    also print which folder uses which (for reading)

Not a generator (its name does not start with `generate-`, so CI runs it without --check).
"""

from __future__ import annotations

import os
import re
import sys
from collections import defaultdict

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENGINE = os.path.join(REPO_ROOT, "Sources", "Engine")

# Lowest first. A folder may use the folders before it in this list, never one after it.
# Why this order (DECISIONS.md, "Engine layers and discovery"):
#   Support      the byte hash that the JSON parser and the key index share
#   Text         text helpers with no model knowledge: visible text, caret snippets, line diffs
#   Numbers      number literals and their plural operands
#   Plurals      CLDR plural rules and locale tags
#   Languages    the language tags of files (`pt-BR`) and whose words a file holds (base or a tag)
#   JSON         the byte-preserving JSON document, parser and writer; values of the wrong shape
#   Formatting   placeholders in values
#   Expressions  selectors, shared expressions and their compiled tests
#   Merging      three-way merge of a file's bytes
#   FileAccess   reading and atomically writing files, fingerprints, locks, their errors
#   Index        lookup tables derived from the model (key ids by bytes, plain texts by key id)
#   Model        the format-neutral model: a language's entries and variants, settings, problems, edit
#                addresses and their errors
#   Formats      each translation format: detection, layout, reading into the model, edits as splices
#   Project      the project: languages across files, the key index; discovery and loading
#   Resolution   choosing a value for a key, a number and a language
#   Editing      edits to entries and their descriptions
#   States       translation states computed from the texts, the sidecar and source fingerprints
#   Saving       a project's disk state: saving, external changes, merges on save
#   Conversion   a project written in another format, with a report of what the target cannot hold
#   Validation   findings over a project
LAYERS = [
    "Support",
    "Text",
    "Numbers",
    "Plurals",
    "Languages",
    "JSON",
    "Formatting",
    "Expressions",
    "Merging",
    "FileAccess",
    "Index",
    "Model",
    "Formats",
    "Project",
    "Resolution",
    "Editing",
    "States",
    "Saving",
    "Conversion",
    "Validation",
    "Runtime",
]

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|internal|package|fileprivate|private|final|indirect|nonisolated)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func)\s+([A-Za-z_]\w*)",
)
WORD = re.compile(r"[A-Za-z_]\w*")


def strip_comments_and_strings(source: str) -> str:
    """The source with comments and string literal contents blanked (line breaks kept, so lines count)."""
    out = []
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * source.count("\n", i, j))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            hashes = len(re.match(r'#*', source[i:]).group(0))
            start = i + hashes
            multi = source.startswith('"""', start)
            quote = '"""' if multi else '"'
            close = quote + "#" * hashes
            j = start + len(quote)
            while j < n:
                if hashes == 0 and source[j] == "\\":
                    if source.startswith("\\(", j):
                        # Interpolation: keep the code inside, balanced parentheses.
                        depth, k = 1, j + 2
                        while k < n and depth:
                            depth += {"(": 1, ")": -1}.get(source[k], 0)
                            k += 1
                        out.append(" " + strip_comments_and_strings(source[j + 2 : k - 1]) + " ")
                        j = k
                        continue
                    j += 2
                    continue
                if source.startswith(close, j):
                    j += len(close)
                    break
                if source[j] == "\n":
                    out.append("\n")
                j += 1
            out.append('""')
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def engine_files() -> dict[str, list[str]]:
    """Swift files per top folder of Sources/Engine (paths relative to the repository)."""
    files: dict[str, list[str]] = defaultdict(list)
    for root, _, names in os.walk(ENGINE):
        for name in sorted(names):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            relative = os.path.relpath(path, ENGINE)
            folder = relative.split(os.sep)[0] if os.sep in relative else "(top)"
            files[folder].append(os.path.relpath(path, REPO_ROOT))
    return files


def main() -> int:
    show_graph = "--graph" in sys.argv[1:]
    files = engine_files()
    code: dict[str, str] = {}
    owner: dict[str, str] = {}  # declaration name -> folder
    declared_in: dict[str, str] = {}  # declaration name -> file
    problems: list[str] = []
    for folder, paths in files.items():
        for path in paths:
            with open(os.path.join(REPO_ROOT, path), encoding="utf-8") as handle:
                stripped = strip_comments_and_strings(handle.read())
            code[path] = stripped
            for line in stripped.split("\n"):
                # Top level only: declarations that start in column 0.
                match = DECLARATION.match(line)
                if not match:
                    continue
                name = match.group(1)
                if name in owner and owner[name] != folder:
                    problems.append(
                        f"{path}: `{name}` is declared here and in {declared_in[name]}; "
                        "names must be unique across folders for this check"
                    )
                owner.setdefault(name, folder)
                declared_in.setdefault(name, path)

    for folder in files:
        if folder not in LAYERS:
            problems.append(
                f"Sources/Engine/{folder}: this folder is not in LAYERS in scripts/check-layers.py; "
                "add it at the height it belongs"
            )
    rank = {folder: index for index, folder in enumerate(LAYERS)}

    uses: dict[tuple[str, str], list[tuple[str, int, str]]] = defaultdict(list)
    for folder, paths in files.items():
        for path in paths:
            for number, line in enumerate(code[path].split("\n"), start=1):
                for word in set(WORD.findall(line)):
                    target = owner.get(word)
                    if target is None or target == folder:
                        continue
                    uses[(folder, target)].append((path, number, word))

    for (user, used), sites in sorted(uses.items()):
        if user in rank and used in rank and rank[used] > rank[user]:
            for path, number, word in sorted(sites):
                problems.append(
                    f"{path}:{number}: {user} uses `{word}` from {used}, "
                    f"but {used} is above {user} in the Engine's layers"
                )

    if show_graph:
        for user in sorted(files, key=lambda f: rank.get(f, -1)):
            targets = sorted({used for (u, used) in uses if u == user}, key=lambda f: rank.get(f, -1))
            print(f"{user:12} uses {', '.join(targets) if targets else '-'}")

    if problems:
        print("error: the Engine's folders break their layering (scripts/check-layers.py):", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        print("Layers, lowest first: " + " < ".join(LAYERS), file=sys.stderr)
        print(
            "Move the type to the folder of its concern, or the user up; change LAYERS only with a reason "
            "in DECISIONS.md.",
            file=sys.stderr,
        )
        return 1
    print(f"Engine layers hold: {' < '.join(f for f in LAYERS if f in files)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
