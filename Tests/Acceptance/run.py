#!/usr/bin/env python3
"""Runs the acceptance suite (cases.jsonl, written by oracle.py) against a built `glossa`.

    python3 Tests/Acceptance/run.py [--glossa PATH] [--project NAME]

Each project under Projects/ is copied to a temporary folder. Its `resolve` cases go through one
`glossa resolve --project DIR` batch and the answer's `value` is compared with the oracle's. Each `set`
case runs `glossa set` on a fresh copy and then checks, with Python's own json module, that every file
still parses, that the edited file differs from before only in that entry (same members, same order,
the one value changed, or the one member added), that only that entry's lines changed (a comma added to the line
before a new last member is allowed), that no other file changed, and that `glossa resolve` answers the
new value.

A `set` case's arguments start with `.`, which stands for the project's copy.

Projects listed in enabled.json must pass every case. Every other project must still fail at least one
case: a format that starts to pass is reported, so that enabling it is a deliberate edit of
enabled.json. A case whose expected value depends on a rule that enabled.json lists under `pending` (a
difference between DESIGN and Glossa that waits for a decision; the case says which in `rule`) may fail;
when every such case of a rule passes, the run says so, and the rule is taken out. Exit status 0 when all
of this holds, 1 otherwise.
"""

import argparse
import concurrent.futures
import difflib
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle  # noqa: E402  (its readers only: the raw models of the formats that are not JSON)

PROJECTS = os.path.join(HERE, "Projects")
TIMEOUT = 120


def load_pairs(text):
    """JSON with every object as a list of (name, value) pairs, so that order is compared too."""
    return json.loads(text, object_pairs_hook=lambda pairs: [("{}", pairs)])


def get_path(node, path):
    for part in path:
        node = dict(node[0][1])[part]
    return node


def set_path(node, path, value, create):
    """Sets the value at path inside a load_pairs tree; appends the member when create and missing."""
    pairs = node[0][1]
    for index, (name, child) in enumerate(pairs):
        if name == path[0]:
            if len(path) == 1:
                pairs[index] = (name, value)
            else:
                set_path(child, path[1:], value, create)
            return
    if not create or len(path) != 1:
        raise KeyError(path[0])
    pairs.append((path[0], value))


def pop_path(node, path):
    """Removes the member at path from a load_pairs tree and returns its value (KeyError if absent)."""
    pairs = node[0][1]
    for index, (name, child) in enumerate(pairs):
        if name == path[0]:
            if len(path) == 1:
                return pairs.pop(index)[1]
            return pop_path(child, path[1:])
    raise KeyError(path[0])


def read_text(path):
    with open(path, "rb") as f:
        data = f.read()
    return data.decode("utf-8-sig")


def glossa_resolve(glossa, folder, requests):
    """The answers of one batch, or an error text for the whole batch."""
    stdin = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    try:
        run = subprocess.run([glossa, "resolve", "--project", folder], input=stdin.encode("utf-8"),
                             capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, "glossa resolve timed out"
    if run.returncode != 0:
        return None, f"glossa resolve exited {run.returncode}: {run.stderr.decode('utf-8', 'replace').strip()}"
    lines = run.stdout.decode("utf-8", "replace").splitlines()
    if len(lines) != len(requests):
        return None, f"glossa resolve answered {len(lines)} lines to {len(requests)} requests"
    answers = []
    for line in lines:
        try:
            answers.append(json.loads(line))
        except ValueError:
            answers.append({"error": "not JSON: " + line})
    return answers, None


def compare(case, answer):
    if "error" in answer:
        return f"error {answer['error']!r}"
    if answer.get("value") != case["expect"]["value"]:
        return f"value {answer.get('value')!r}, expected {case['expect']['value']!r}"
    return None


def encodings(value):
    """How a file may write a string's content: raw UTF-8 or \\u escapes (with or without \\/)."""
    raw = json.dumps(value, ensure_ascii=False)[1:-1]
    ascii_ = json.dumps(value, ensure_ascii=True)[1:-1]
    forms = {raw, ascii_, raw.replace("/", "\\/"), ascii_.replace("/", "\\/")}
    return forms | {form.replace("\\u", "\\U") for form in forms} | {form.lower() for form in forms}


def contains_any(line, forms):
    return any(form and form in line for form in forms)


def line_problems(before, after, path, old, new):
    """What changed outside the entry's lines, if anything."""
    old_lines, new_lines = before.splitlines(keepends=True), after.splitlines(keepends=True)
    removed, added = [], []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False).get_opcodes():
        if tag != "equal":
            removed += old_lines[i1:i2]
            added += new_lines[j1:j2]
    if len(removed) > 2 or len(added) > 2:
        return f"{len(removed)} lines removed and {len(added)} added for one entry"

    def comma_only(line, others):
        bare = line.rstrip("\r\n")
        return any(o.rstrip("\r\n") in (bare + ",", bare[:-1] if bare.endswith(",") else None) for o in others)

    leaf = json.dumps(path[-1], ensure_ascii=False)
    old_forms = encodings(old) if old is not None else set()
    for line in removed:
        if not (contains_any(line, old_forms) or leaf in line or comma_only(line, added)):
            return f"a line outside the entry changed: {line.rstrip()!r}"
    for line in added:
        if not (contains_any(line, encodings(new)) or comma_only(line, removed)):
            return f"a line outside the entry was written: {line.rstrip()!r}"
    return None


def snapshot(folder):
    files = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                files[os.path.relpath(path, folder)] = f.read()
    return files


def changed_entry_problem(case, old, new):
    """Whether one entry's raw value changed as the edit asked: a text to the value, or one plural form (or item,
    or variant) to the value with the others kept."""
    value = case["value"]
    if isinstance(new, str):
        return None if new == value else f"the entry reads {new!r}, expected {value!r}"
    if case["format"] == "gettext":
        forms, _ = new
        old_forms = old[0] if old else ()
        kept = [f for i, f in enumerate(old_forms) if i < len(forms) and forms[i] == f]
        if value not in forms or len(kept) + forms.count(value) < len(forms):
            return f"the msgstr forms read {list(forms)!r}, from {list(old_forms)!r}"
        return None
    # Android items are (quantity, text), .stringsdict variants (kind, name, text): by name.
    old_variants = {item[-2]: item[-1] for item in old or []}
    new_variants = {item[-2]: item[-1] for item in new}
    selector = case["selector"]
    if new_variants.get(selector) != value:
        return f"{selector} reads {new_variants.get(selector)!r}, expected {value!r}"
    others_old = {k: v for k, v in old_variants.items() if k != selector}
    others_new = {k: v for k, v in new_variants.items() if k != selector}
    return None if others_old == others_new else f"other variants changed: {others_old!r} → {others_new!r}"


def check_model_edit(glossa, source, folder, case, before_files, after_files):
    """A `set` on a format that is not JSON: the files read again by the oracle's own reader differ from before in
    that one entry only, the edited file changed in one region of at most a few lines, and `resolve` answers the
    new value."""
    changed = sorted(n for n in set(before_files) | set(after_files) if before_files.get(n) != after_files.get(n))
    if changed != [case["file"]]:
        return f"files changed: {changed}, expected only {case['file']}"
    reader = oracle.RAW_READERS[case["format"]]
    try:
        before, after = reader(source), reader(folder)
    except Exception as error:  # the file no longer reads: say so, with the reader's words
        return f"{case['file']} no longer reads: {error}"
    address = (case["lang"], case["key"])
    differing = sorted({k for k in set(before) | set(after) if before.get(k) != after.get(k)}, key=str)
    if address not in differing:
        return f"{case['key']} in {case['lang']} did not change"
    if [k for k in differing if k != address]:
        return f"other entries changed too: {[k for k in differing if k != address][:3]}"
    if address not in after:
        return f"{case['key']} in {case['lang']} is gone"
    problem = changed_entry_problem(case, before.get(address), after[address])
    if problem:
        return problem
    decode = oracle.strings_text if case["file"].endswith(".strings") else lambda data: data.decode("utf-8")
    old_lines = decode(before_files[case["file"]]).splitlines()
    new_lines = decode(after_files[case["file"]]).splitlines()
    hunks = [op for op in difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False).get_opcodes()
             if op[0] != "equal"]
    if hunks:
        first, last = min(op[1] for op in hunks), max(op[2] for op in hunks)
        removed = sum(op[2] - op[1] for op in hunks)
        added = sum(op[4] - op[3] for op in hunks)
        if last - first > 8 or removed > 4 or added > 6:
            return f"{removed} lines removed and {added} added over lines {first + 1}–{last} for one entry"
    answers, error = glossa_resolve(glossa, folder, [case["request"]])
    if error:
        return error
    return compare(case, answers[0])


def run_set(glossa, source, case):
    with tempfile.TemporaryDirectory() as temp:
        folder = os.path.join(temp, os.path.basename(source))
        shutil.copytree(source, folder)
        before_files = snapshot(folder)
        args = [folder if a == "." else a for a in case["args"]]
        try:
            run = subprocess.run([glossa, "set"] + args, capture_output=True, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            return "glossa set timed out"
        if run.returncode != 0:
            return f"glossa set exited {run.returncode}: {run.stderr.decode('utf-8', 'replace').strip()}"
        after_files = snapshot(folder)
        if "format" in case:
            return check_model_edit(glossa, source, folder, case, before_files, after_files)
        for name, data in after_files.items():
            if name.endswith((".json", ".xcstrings")):
                try:
                    json.loads(data.decode("utf-8-sig"))
                except ValueError as error:
                    return f"{name} no longer parses as JSON: {error}"
        changed = sorted(n for n in set(before_files) | set(after_files) if before_files.get(n) != after_files.get(n))
        if changed != [case["file"]]:
            return f"files changed: {changed}, expected only {case['file']}"
        before = before_files[case["file"]].decode("utf-8-sig")
        after = after_files[case["file"]].decode("utf-8-sig")
        expected_tree, after_tree = load_pairs(before), load_pairs(after)
        if case["create"]:
            # A new member may go at the end of its object or beside its entry's other members.
            old = None
            try:
                created = pop_path(after_tree, case["path"])
            except KeyError:
                return f"{'/'.join(case['path'])} was not created in {case['file']}"
            if created != case["value"]:
                return f"{'/'.join(case['path'])} was created as {created!r}, expected {case['value']!r}"
        else:
            old = get_path(expected_tree, case["path"])
            set_path(expected_tree, case["path"], case["value"], False)
        if after_tree != expected_tree:
            return f"{case['file']} differs from before in more than {'/'.join(case['path'])}"
        problem = line_problems(before, after, case["path"], old, case["value"])
        if problem:
            return problem
        answers, error = glossa_resolve(glossa, folder, [case["request"]])
        if error:
            return error
        return compare(case, answers[0])


def run_project(glossa, name, cases):
    """(passed, failures) for one project."""
    source = os.path.join(PROJECTS, name)
    failures = []
    resolves = [c for c in cases if c["kind"] == "resolve"]
    with tempfile.TemporaryDirectory() as temp:
        folder = os.path.join(temp, name)
        shutil.copytree(source, folder)
        answers, error = glossa_resolve(glossa, folder, [c["request"] for c in resolves])
    for index, case in enumerate(resolves):
        problem = error or compare(case, answers[index])
        if problem:
            failures.append((case, problem))
    for case in (c for c in cases if c["kind"] == "set"):
        # When the batch failed as a whole the project does not load: its edits cannot pass either.
        problem = "not run: the project's resolve batch failed" if error else run_set(glossa, source, case)
        if problem:
            failures.append((case, problem))
    return len(cases) - len(failures), failures


def describe(case):
    if case["kind"] == "resolve":
        return "resolve " + json.dumps(case["request"], ensure_ascii=False)
    return "set " + " ".join(case["args"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    default = os.environ.get("GLOSSA_BINARY") or os.path.join(HERE, "..", "..", ".build", "debug", "glossa")
    parser.add_argument("--glossa", default=default)
    parser.add_argument("--project", action="append", help="run only these projects")
    arguments = parser.parse_args()
    glossa = os.path.abspath(arguments.glossa)
    if not os.access(glossa, os.X_OK):
        print(f"acceptance: no glossa executable at {glossa}", file=sys.stderr)
        return 1

    with open(os.path.join(HERE, "enabled.json"), encoding="utf-8") as f:
        settings = json.load(f)
    enabled = set(settings["enabled"])
    pending = settings.get("pending", {})
    by_project = {}
    with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                case = json.loads(line)
                by_project.setdefault(case["project"], []).append(case)
    folders = sorted(n for n in os.listdir(PROJECTS) if os.path.isdir(os.path.join(PROJECTS, n)))
    problems = []
    pending_results = {}  # rule -> [passed, failed] over the enabled projects' cases that depend on it
    names = []
    for name in sorted(set(folders) | set(enabled) | set(by_project)):
        if name not in folders:
            problems.append(f"{name}: listed or has cases, but there is no Projects/{name}")
        elif name not in by_project:
            problems.append(f"{name}: no cases in cases.jsonl (run oracle.py)")
        elif not arguments.project or name in arguments.project:
            names.append(name)
    # Projects run side by side (each is a few short processes); results are reported in name order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda name: run_project(glossa, name, by_project[name]), names))
    for name, (passed, failures) in zip(names, results):
        cases = by_project[name]
        state = "enabled" if name in enabled else "disabled"
        failing = {id(case) for case, _ in failures}
        waiting = [c for c in cases if c.get("rule") in pending]
        for case in waiting if name in enabled else []:
            pending_results.setdefault(case["rule"], [0, 0])[id(case) in failing] += 1
        note = f" ({sum(id(c) in failing for c in waiting)} wait for a pending rule)" if waiting else ""
        print(f"{name} ({state}): {passed}/{len(cases)} cases pass{note}")
        if name in enabled:
            shown = set()
            for case, problem in failures:
                if case.get("rule") in pending:
                    continue  # reported below, as the rule's
                if problem.startswith("glossa resolve") and problem in shown:
                    continue  # one line for a batch that failed as a whole
                shown.add(problem)
                problems.append(f"{name}: {describe(case)}: {problem}")
        elif not failures:
            problems.append(f"{name} is disabled but now passes all {len(cases)} cases: add it to enabled.json")
        else:
            case, problem = failures[0]
            print(f"  still fails as expected, e.g. {describe(case)}: {problem}")
    for rule, (passed, failed) in sorted(pending_results.items()):
        print(f"pending rule {rule}: {failed} cases fail, {passed} pass ({pending[rule]})")
        if failed == 0:
            problems.append(f"every case of the pending rule {rule} passes now: remove it from enabled.json")
    for problem in problems:
        print("FAIL " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
