#!/usr/bin/env python3
"""An independent oracle for the acceptance suite (issue 15): DESIGN §11's conventions, written again.

It reads the projects under Projects/ with Python's standard library only (it shares nothing with Glossa),
resolves lookups by DESIGN §4 and §11 (an exact-number variant, then the CLDR category of the number in
that language, then `other`; a text input selects `exp:` variants; fallback through the language chain
to the source) and writes cases.jsonl, which the runner (run.py) sends to the built `glossa`.

    python3 Tests/Acceptance/oracle.py [--cldr DIR]     # regenerates Tests/Acceptance/cases.jsonl
    python3 Tests/Acceptance/oracle.py --check          # CI: fails if cases.jsonl is out of date

The CLDR 47 plural rules come from ../shared/cldr/ (plurals.json, parentLocales.json); CI does not need
them, because cases.jsonl is committed.
"""

import argparse
import copy
import json
import os
import plistlib
import re
import shutil
import sys
import tempfile
from decimal import Decimal, InvalidOperation
from xml.etree import ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECTS = os.path.join(HERE, "Projects")
CATEGORIES = ("zero", "one", "two", "few", "many", "other")

# Where DESIGN's words ("the text as the app would receive it") decide a case and Glossa answers otherwise, the
# case carries the rule's name (`"rule"`); enabled.json says which rules wait for the lead's decision.
DISPUTED_RULES = {
    "android-markup": "inline markup (`<xliff:g>`, `<b>`) is not part of the text `getString` gives the app",
    "gettext-fuzzy": "a fuzzy translation is not in the compiled catalog (msgfmt leaves it out): the app gets the msgid",
    "android-unused-category": "a `zero`/`one`/`two` item in a language whose CLDR rules lack it is that exact number (§3.1)",
}

# ---------------------------------------------------------------------------------------------------
# CLDR plural rules (UTS #35 part 3), operands taken from the number as written.


class Cldr:
    def __init__(self, folder):
        with open(os.path.join(folder, "plurals.json"), encoding="utf-8") as f:
            self.locales = json.load(f)["locales"]
        with open(os.path.join(folder, "parentLocales.json"), encoding="utf-8") as f:
            self.parents = json.load(f)["parents"]

    def locale(self, tag):
        """The nearest CLDR locale of a BCP 47 tag: parent-locale exceptions, then dropping subtags."""
        name = tag.replace("-", "_")
        while name:
            if name in self.locales:
                return name
            if name in self.parents:
                name = self.parents[name]
                continue
            name = name.rsplit("_", 1)[0] if "_" in name else ""
        return None

    def rules(self, tag):
        locale = self.locale(tag)
        return self.locales[locale]["cardinal"] if locale else {"other": ""}

    def categories(self, tag):
        return set(self.rules(tag))

    def category(self, tag, number):
        ops = operands(number)
        if ops is None:
            return None
        for name in ("zero", "one", "two", "few", "many"):
            condition = self.rules(tag).get(name)
            if condition and evaluate(condition, ops):
                return name
        return "other"


NUMBER = re.compile(r"^[+-]?(\d+)(?:\.(\d+))?$")


def operands(text):
    match = NUMBER.match(text.strip())
    if not match:
        return None
    integer, fraction = match.group(1), match.group(2) or ""
    n = Decimal(integer + ("." + fraction if fraction else ""))
    trimmed = fraction.rstrip("0")
    return {
        "n": n,
        "i": Decimal(int(integer)),
        "v": Decimal(len(fraction)),
        "w": Decimal(len(trimmed)),
        "f": Decimal(int(fraction)) if fraction else Decimal(0),
        "t": Decimal(int(trimmed)) if trimmed else Decimal(0),
        "c": Decimal(0),
        "e": Decimal(0),
    }


RELATION = re.compile(r"^\s*([niwvftce])\s*(?:%\s*(\d+))?\s*(!=|=)\s*([\d.,\s]+?)\s*$")


def evaluate(condition, ops):
    for alternative in condition.split(" or "):
        if all(relation(part, ops) for part in alternative.split(" and ")):
            return True
    return False


def relation(text, ops):
    match = RELATION.match(text)
    if not match:
        raise ValueError("unreadable CLDR relation: " + text)
    name, modulus, operator, ranges = match.groups()
    value = ops[name]
    if modulus:
        value = value % Decimal(modulus)
    hit = False
    for item in ranges.split(","):
        item = item.strip()
        if ".." in item:
            low, high = item.split("..")
            # A range matches integers only (a decimal n never equals 1..3 in CLDR's sense).
            hit = hit or (value == value.to_integral_value() and Decimal(low) <= value <= Decimal(high))
        else:
            hit = hit or value == Decimal(item)
    return hit if operator == "=" else not hit


# ---------------------------------------------------------------------------------------------------
# Language tags (DESIGN §11: BCP 47 from file and folder names).

DEPRECATED = {"iw": "he", "in": "id", "ji": "yi"}


def tag_from_name(name):
    parts = re.split(r"[-_]", name)
    parts[0] = DEPRECATED.get(parts[0].lower(), parts[0].lower())
    for index in range(1, len(parts)):
        part = parts[index]
        if len(part) == 4 and part.isalpha():
            parts[index] = part.title()
        elif len(part) in (2, 3):
            parts[index] = part.upper()
    return "-".join(parts)


def looks_like_tag(name):
    return re.match(r"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$", name) is not None


# ---------------------------------------------------------------------------------------------------
# The model: languages → entries; an entry is a text or an ordered list of variants (kind, name, text).


class Project:
    def __init__(self, fmt, source):
        self.format = fmt
        self.source = source
        self.languages = {}  # tag -> {key: str | [(kind, name, text)]}
        self.disputed = {}  # (tag, key) -> the rule in DISPUTED_RULES its expected answer depends on

    def entries(self, tag):
        return self.languages.setdefault(tag, {})


def read_json(path):
    with open(path, encoding="utf-8-sig") as f:
        return json.load(f)


def flatten(obj, prefix, out, plural_suffixes):
    for name, value in obj.items():
        if isinstance(value, dict):
            flatten(value, prefix + name + ".", out, plural_suffixes)
            continue
        if not isinstance(value, str):
            continue
        match = re.match(r"^(.*)_(zero|one|two|few|many|other)$", name) if plural_suffixes else None
        if match and not match.group(1).endswith("_ordinal"):
            key = prefix + match.group(1)
            variants = out.setdefault(key, [])
            if isinstance(variants, str):
                raise ValueError("a key is both a text and plural forms: " + key)
            variants.append(("category", match.group(2), value))
        else:
            out[prefix + name] = value


def read_swifternalization(folder):
    project = Project("swifternalization", "en")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json") or name in ("expressions.json", "glossa.json"):
            continue
        tag = "base" if name == "base.json" else tag_from_name(name[:-5])
        entries = project.entries(tag)
        for key, value in read_json(os.path.join(folder, name)).items():
            if isinstance(value, str):
                entries[key] = value
                continue
            variants = []
            for selector, text in value.items():
                exact = re.match(r"^ie:x=(-?\d+(?:\.\d+)?)$", selector)
                if exact:
                    variants.append(("exact", exact.group(1), text))
                elif selector.startswith("exp:"):
                    variants.append(("exp", selector[4:], text))
                elif selector in CATEGORIES:
                    variants.append(("category", selector, text))
                else:
                    raise ValueError("the oracle does not model the selector " + selector)
            entries[key] = variants
    return project


def read_i18next(folder, plural_suffixes=True):
    """`<tag>.json` or `<tag>/<ns>.json`; nested names joined with '.'; with namespaces `ns:key`."""
    project = Project("i18next" if plural_suffixes else "flat-json", "en")
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isdir(path) and looks_like_tag(name):
            entries = project.entries(tag_from_name(name))
            for ns_file in sorted(os.listdir(path)):
                if ns_file.endswith(".json"):
                    flat = {}
                    flatten(read_json(os.path.join(path, ns_file)), "", flat, plural_suffixes)
                    for key, value in flat.items():
                        entries[ns_file[:-5] + ":" + key] = value
        elif name.endswith(".json") and name != "glossa.json" and looks_like_tag(name[:-5]):
            data = read_json(path)
            if not plural_suffixes:
                data = {k: v for k, v in data.items() if k != "@metadata"}
            flatten(data, "", project.entries(tag_from_name(name[:-5])), plural_suffixes)
    if "default" in project.languages:
        project.source = "default"
    return project


def read_xcstrings(folder):
    catalogs = [n for n in os.listdir(folder) if n.endswith(".xcstrings")]
    assert len(catalogs) == 1, folder
    data = read_json(os.path.join(folder, catalogs[0]))
    project = Project("xcstrings", data["sourceLanguage"])
    for key, entry in data["strings"].items():
        for tag, localization in entry.get("localizations", {}).items():
            entries = project.entries(tag)
            if "stringUnit" in localization:
                entries[key] = localization["stringUnit"]["value"]
                continue
            variations = localization.get("variations", {})
            variants = []
            for kind in ("plural", "device"):
                for name, variation in variations.get(kind, {}).items():
                    if "stringUnit" not in variation:
                        raise ValueError("the oracle does not model nested variations: " + key)
                    variants.append(("category" if kind == "plural" else "device", name,
                                     variation["stringUnit"]["value"]))
            if variants:
                entries[key] = variants
    return project


def read_jsonlize(folder):
    """`lang.<tag>.json`: `plurals` ("N" exact numbers, "*" every other number) and `keys` (text matches)."""
    project = Project("jsonlize", None)
    for name in sorted(os.listdir(folder)):
        match = re.match(r"^lang\.(.+)\.json$", name)
        if not match:
            continue
        entries = project.entries(tag_from_name(match.group(1)))
        for key, value in read_json(os.path.join(folder, name)).items():
            if isinstance(value, str):
                entries[key] = value
            elif "plurals" in value:
                entries[key] = [("category", "other", text) if selector == "*" else ("exact", selector, text)
                                for selector, text in value["plurals"].items()]
            elif "keys" in value:
                entries[key] = [("text", selector, text) for selector, text in value["keys"].items()]
    settings = os.path.join(folder, "glossa.json")
    if os.path.exists(settings):
        project.source = read_json(settings)["sourceLanguage"]
    else:
        project.source = next(t for t in ("en-US", "en") if t in project.languages)
    return project


# ---------------------------------------------------------------------------------------------------
# Android `res/values[-qualifiers]/strings.xml` (DESIGN §11), decoded as the app receives a string from
# `getString`/`getQuantityString`: XML references and CDATA by the XML parser, inline markup dropped (its text
# kept: `<xliff:g>` is stripped by aapt2, styling tags do not reach a plain `String`), then Android's escapes,
# `"` toggling a quoted run, runs of ASCII white space outside quotes collapsed to one space and trimmed.

ANDROID_ESCAPES = {"n": "\n", "t": "\t"}
ANDROID_SPACE = " \t\n\r"


def android_decode(raw):
    out = []  # (character, protected): escaped or quoted characters never collapse nor trim
    quoted = False
    index = 0
    while index < len(raw):
        char = raw[index]
        if char == "\\" and index + 1 < len(raw):
            following = raw[index + 1]
            hexa = raw[index + 2:index + 6]
            if following == "u" and re.fullmatch(r"[0-9A-Fa-f]{4}", hexa):
                out.append((chr(int(hexa, 16)), True))
                index += 6
                continue
            out.append((ANDROID_ESCAPES.get(following, following), True))
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char in ANDROID_SPACE and not quoted:
            if not out or out[-1] != (" ", False):
                out.append((" ", False))
        else:
            out.append((char, quoted))
        index += 1
    while out and out[0] == (" ", False):
        out.pop(0)
    while out and out[-1] == (" ", False):
        out.pop()
    return "".join(char for char, _ in out)


def android_text(element):
    return android_decode("".join(element.itertext()))


def android_folder_tag(name):
    """`values` → base; `values-pl`, `values-pt-rBR`, `values-b+sr+Latn`, `values-iw` → pl, pt-BR, sr-Latn, he."""
    if name == "values":
        return "base"
    match = re.fullmatch(r"values-b\+([a-z]{2,3}(?:\+[A-Za-z0-9]+)*)", name)
    if match:
        return tag_from_name(match.group(1).replace("+", "-"))
    match = re.fullmatch(r"values-([a-z]{2,3})(?:-r([A-Z]{2}|[0-9]{3}))?", name)
    if match:
        return tag_from_name(match.group(1) + ("-" + match.group(2) if match.group(2) else ""))
    return None


def android_entries(path):
    """key → text, or key → [(quantity, text)] for `<plurals>`; string-array items are `name[i]`."""
    entries = {}
    for element in ElementTree.parse(path).getroot():
        name = element.get("name")
        if element.tag == "string":
            entries[name] = android_text(element)
        elif element.tag == "plurals":
            entries[name] = [(item.get("quantity"), android_text(item)) for item in element if item.tag == "item"]
        elif element.tag == "string-array":
            for index, item in enumerate(i for i in element if i.tag == "item"):
                entries[f"{name}[{index}]"] = android_text(item)
    return entries


def android_files(folder):
    """(language, path) of every `strings.xml` whose folder names a language."""
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name, "strings.xml")
        tag = android_folder_tag(name)
        if tag is not None and os.path.isfile(path):
            yield tag, path


def read_android(folder, cldr):
    project = Project("android", "en")  # `values/` is `base`; its CLDR rules are English's (DESIGN §1 default)
    for tag, path in android_files(folder):
        entries = project.entries(tag)
        for key, value in android_entries(path).items():
            entries[key] = value if isinstance(value, str) else [("category", q, t) for q, t in value]
        for element in ElementTree.parse(path).getroot():
            name = element.get("name")
            items = [i for i in element if i.tag == "item"]
            if element.tag == "string" and len(element) or element.tag == "plurals" and any(len(i) for i in items):
                project.disputed[(tag, name)] = "android-markup"
            for index, item in enumerate(items if element.tag == "string-array" else []):
                if len(item):
                    project.disputed[(tag, f"{name}[{index}]")] = "android-markup"
            used = cldr.categories(project.source if tag == "base" else tag)
            if element.tag == "plurals" and any(i.get("quantity") in ("zero", "one", "two") and
                                                i.get("quantity") not in used for i in items):
                project.disputed.setdefault((tag, name), "android-unused-category")
    return project


def raw_android(folder):
    return {(tag, key): value for tag, path in android_files(folder) for key, value in android_entries(path).items()}


# ---------------------------------------------------------------------------------------------------
# gettext PO (DESIGN §11): `<tag>.po`, `<tag>/LC_MESSAGES/<domain>.po`, `.pot`. A key is the msgid, with a
# context `msgctxt` + U+0004 + `msgid`. The source (`base`) holds the msgid texts (msgid as `one`, msgid_plural
# as `other`, English rules: gettext's own fallback). A language answers what a compiled catalog gives the app:
# untranslated and `fuzzy` entries are left out (msgfmt leaves them out), so they fall back to the msgid.

PO_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v", '"': '"', "\\": "\\"}


def po_unescape(text):
    def replace(match):
        body = match.group(1)
        if body[0] in "01234567":
            return chr(int(body, 8))
        if body[0] == "x":
            return chr(int(body[1:], 16))
        return PO_ESCAPES.get(body, body)
    return re.sub(r'\\([0-7]{1,3}|x[0-9A-Fa-f]+|.)', replace, text)


PO_FIELD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s*"(.*)"\s*$')


def po_messages(path):
    """Each message of a PO file: dict(ctxt, id, plural, strs {index: text}, flags); obsolete `#~` ones left out."""
    messages = []
    current = {"flags": []}
    field = None

    def flush():
        nonlocal current, field
        if "id" in current and not current.get("obsolete"):
            messages.append(current)
        current, field = {"flags": []}, None

    with open(path, encoding="utf-8-sig") as f:
        for line in f.read().splitlines():
            if not line.strip():
                flush()
                continue
            if line.startswith("#"):
                if "strs" in current:
                    flush()
                if line.startswith("#~"):
                    current["obsolete"] = True
                elif line.startswith("#,"):
                    current["flags"] += [flag.strip() for flag in line[2:].split(",")]
                continue
            match = PO_FIELD.match(line)
            if match:
                keyword, index, text = match.group(1), match.group(2), po_unescape(match.group(3))
                if keyword in ("msgctxt", "msgid") and "strs" in current:
                    flush()
                if keyword == "msgctxt":
                    current["ctxt"] = text
                    field = ("ctxt",)
                elif keyword == "msgid":
                    current["id"] = text
                    field = ("id",)
                elif keyword == "msgid_plural":
                    current["plural"] = text
                    field = ("plural",)
                else:
                    slot = int(index) if index is not None else 0
                    current.setdefault("strs", {})[slot] = text
                    field = ("strs", slot)
            elif line.startswith('"') and field:
                text = po_unescape(line.strip()[1:-1])
                if field[0] == "strs":
                    current["strs"][field[1]] += text
                else:
                    current[field[0]] += text
    flush()
    return messages


def po_key(message):
    return message["ctxt"] + "\u0004" + message["id"] if "ctxt" in message else message["id"]


class PluralFormula:
    """The C expression of a `Plural-Forms` header, evaluated on an unsigned whole number (recursive descent)."""

    TOKEN = re.compile(r"\s*(\d+|n|&&|\|\||==|!=|<=|>=|[-+*/%<>!?:()])")

    def __init__(self, text):
        self.tokens = []
        position = 0
        text = text.strip().rstrip(";").strip()
        while position < len(text):
            match = self.TOKEN.match(text, position)
            if not match:
                raise ValueError("unreadable Plural-Forms formula: " + text)
            self.tokens.append(match.group(1))
            position = match.end()

    def __call__(self, n):
        self.n, self.position = n, 0
        value = self.ternary()
        assert self.position == len(self.tokens), self.tokens
        return value

    def peek(self):
        return self.tokens[self.position] if self.position < len(self.tokens) else None

    def take(self):
        self.position += 1
        return self.tokens[self.position - 1]

    def ternary(self):
        condition = self.binary(0)
        if self.peek() == "?":
            self.take()
            yes = self.ternary()
            assert self.take() == ":"
            no = self.ternary()
            return yes if condition else no
        return condition

    LEVELS = [("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%")]

    def binary(self, level):
        if level == len(self.LEVELS):
            return self.unary()
        value = self.binary(level + 1)
        while self.peek() in self.LEVELS[level]:
            operator = self.take()
            right = self.binary(level + 1)
            value = {"||": lambda a, b: int(bool(a) or bool(b)), "&&": lambda a, b: int(bool(a) and bool(b)),
                     "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b), "<": lambda a, b: int(a < b),
                     ">": lambda a, b: int(a > b), "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
                     "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
                     "/": lambda a, b: a // b, "%": lambda a, b: a % b}[operator](value, right)
        return value

    def unary(self):
        token = self.take()
        if token == "!":
            return int(not self.unary())
        if token == "(":
            value = self.ternary()
            assert self.take() == ")"
            return value
        if token == "n":
            return self.n
        return int(token)


def po_plural_formula(messages):
    header = next((m for m in messages if m["id"] == "" and "ctxt" not in m), None)
    text = header["strs"].get(0, "") if header else ""
    match = re.search(r"plural\s*=\s*([^;\n]+)", text)
    return PluralFormula(match.group(1) if match else "n != 1")


def first_example(cldr, tag, category):
    """The smallest whole number of a CLDR category (CLDR's first example), else the whole part of the
    smallest one-decimal number in it (Polish and Russian `other` hold decimals only: 0.0 → 0)."""
    for n in list(range(0, 1001)) + [10 ** k for k in range(4, 10)]:
        if cldr.category(tag, str(n)) == category:
            return n
    for tenths in range(0, 1000):
        if cldr.category(tag, f"{tenths // 10}.{tenths % 10}") == category:
            return tenths // 10
    raise ValueError(f"no example of {category} in {tag}")


def po_files(folder):
    """(language or None for a template, path) of the PO files of a project."""
    found = []
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            relative = os.path.relpath(path, folder).split(os.sep)
            if name.endswith(".pot"):
                found.append((None, path))
            elif name.endswith(".po") and len(relative) == 1:
                found.append((tag_from_name(name[:-3]), path))
            elif name.endswith(".po") and len(relative) == 3 and relative[1] == "LC_MESSAGES":
                found.append((tag_from_name(relative[0]), path))
    return sorted(found, key=lambda item: item[1])


def read_gettext(folder, cldr):
    project = Project("gettext", "en")
    base = project.entries("base")
    for tag, path in po_files(folder):
        messages = [m for m in po_messages(path) if m["id"] != "" or "ctxt" in m]
        for message in messages:
            key = po_key(message)
            if key not in base:
                base[key] = message["id"] if "plural" not in message else [
                    ("category", "one", message["id"]), ("category", "other", message["plural"])]
        if tag is None:
            continue
        formula = po_plural_formula(po_messages(path))
        forms = {c: formula(first_example(cldr, tag, c)) for c in CATEGORIES if c in cldr.categories(tag)}
        entries = project.entries(tag)
        for message in messages:
            strs = message.get("strs", {})
            if "fuzzy" in message["flags"] and any(strs.values()):
                project.disputed[(tag, po_key(message))] = "gettext-fuzzy"
            if "fuzzy" in message["flags"] or not any(strs.values()):
                continue
            if "plural" not in message:
                entries[po_key(message)] = strs.get(0, "")
            else:
                entries[po_key(message)] = [("category", c, strs[f]) for c, f in forms.items() if strs.get(f)]
    return project


def raw_gettext(folder):
    """(language or `template`, key) → (msgstr forms, fuzzy) — what an edit may change, without CLDR."""
    raw = {}
    for tag, path in po_files(folder):
        for message in po_messages(path):
            strs = message.get("strs", {})
            raw[(tag or "template", po_key(message))] = (tuple(strs[i] for i in sorted(strs)),
                                                         "fuzzy" in message["flags"])
    return raw


# ---------------------------------------------------------------------------------------------------
# Apple `.strings` and `.stringsdict` (DESIGN §11): `<tag>.lproj/<Table>.strings|.stringsdict`, tables other
# than `Localizable` as `Table:key`, Smartling's `KEY##{one}` plural forms, Base.lproj (else en.lproj) the source.

STRINGS_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "'": "'", "\\": "\\", "0": "\0"}


def strings_text(data):
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    if data[1:2] == b"\0":
        return data.decode("utf-16-le")
    return data.decode("utf-8-sig")


def strings_pairs(path):
    """The key–value pairs of an old-style `.strings` file, in order, escapes decoded."""
    with open(path, "rb") as f:
        text = strings_text(f.read())
    position = 0
    tokens = []
    while position < len(text):
        if text[position].isspace():
            position += 1
        elif text.startswith("/*", position):
            position = text.index("*/", position) + 2
        elif text.startswith("//", position):
            end = text.find("\n", position)
            position = len(text) if end < 0 else end
        elif text[position] in "=;":
            tokens.append(text[position])
            position += 1
        elif text[position] == '"':
            value = []
            position += 1
            while text[position] != '"':
                if text[position] == "\\":
                    following = text[position + 1]
                    if following in "Uu" and re.fullmatch(r"[0-9A-Fa-f]{4}", text[position + 2:position + 6]):
                        value.append(chr(int(text[position + 2:position + 6], 16)))
                        position += 6
                        continue
                    value.append(STRINGS_ESCAPES.get(following, following))
                    position += 2
                else:
                    value.append(text[position])
                    position += 1
            position += 1
            tokens.append(("string", "".join(value)))
        else:
            match = re.compile(r"[A-Za-z0-9_.$:/-]+").match(text, position)
            if not match:
                raise ValueError(f"{path}: unexpected {text[position]!r}")
            tokens.append(("string", match.group(0)))
            position = match.end()
    pairs = []
    for index in range(0, len(tokens), 4):
        key, equals, value, semicolon = tokens[index:index + 4]
        assert equals == "=" and semicolon == ";", (path, tokens[index:index + 4])
        pairs.append((key[1], value[1]))
    return pairs


def lproj_files(folder):
    """(language, table, path) of every `.strings`/`.stringsdict` in a `<tag>.lproj` folder."""
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".lproj"):
            continue
        tag = "base" if name == "Base.lproj" else tag_from_name(name[:-6])
        for file in sorted(os.listdir(os.path.join(folder, name))):
            table, _, extension = file.rpartition(".")
            if extension in ("strings", "stringsdict"):
                yield tag, table, os.path.join(folder, name, file)


def table_key(table, key):
    return key if table == "Localizable" else f"{table}:{key}"


def stringsdict_entries(path):
    """key → variants: a plural variable's forms put into its format string, widths, or devices."""
    with open(path, "rb") as f:
        plist = plistlib.load(f)
    entries = {}
    for key, entry in plist.items():
        if "NSStringVariableWidthRuleType" in entry:
            entries[key] = [("width", width, text) for width, text in entry["NSStringVariableWidthRuleType"].items()]
        elif "NSStringDeviceSpecificRuleType" in entry:
            entries[key] = [("device", device, text) for device, text in entry["NSStringDeviceSpecificRuleType"].items()]
        elif "NSStringLocalizedFormatKey" in entry:
            form = entry["NSStringLocalizedFormatKey"]
            variables = re.findall(r"%#@([^@]+)@", form)
            rules = [entry.get(v, {}).get("NSStringFormatSpecTypeKey") for v in variables]
            if len(variables) != 1 or rules != ["NSStringPluralRuleType"]:
                continue  # several variables, or a rule DESIGN does not model (gender): left out
            spec = entry[variables[0]]
            token = "%#@" + variables[0] + "@"
            entries[key] = [("category", c, form.replace(token, spec[c])) for c in CATEGORIES if c in spec]
    return entries


def read_apple_strings(folder):
    settings = os.path.join(folder, "glossa.json")
    development = read_json(settings).get("developmentLanguage", "en") if os.path.exists(settings) else "en"
    project = Project("strings", development)
    for tag, table, path in lproj_files(folder):
        entries = project.entries(tag)
        if path.endswith(".strings"):
            for key, value in strings_pairs(path):
                match = re.fullmatch(r"(.*)##\{(zero|one|two|few|many|other)\}", key)
                if match:
                    variants = entries.get(table_key(table, match.group(1)))
                    variants = variants if isinstance(variants, list) else []
                    variants.append(("category", match.group(2), value))
                    entries[table_key(table, match.group(1))] = variants
                elif not isinstance(entries.get(table_key(table, key)), list):
                    entries[table_key(table, key)] = value
    for tag, table, path in lproj_files(folder):  # a .stringsdict entry wins over the .strings one
        if path.endswith(".stringsdict"):
            for key, value in stringsdict_entries(path).items():
                project.entries(tag)[table_key(table, key)] = value
    return project


def raw_apple_strings(folder):
    raw = {}
    for tag, table, path in lproj_files(folder):
        if path.endswith(".strings"):
            # Smartling's `KEY##{one}` pairs are the forms of one entry `KEY` (DESIGN §11): (form, text) items.
            forms = {}
            for k, v in strings_pairs(path):
                match = re.fullmatch(r"(.*)##\{(\w+)\}", k, re.S)
                if match:
                    forms.setdefault((tag, table_key(table, match.group(1))), []).append((match.group(2), v))
                else:
                    raw[(tag, table_key(table, k))] = v
            raw.update({key: tuple(items) for key, items in forms.items()})
        else:
            raw.update({(tag, table_key(table, k)): tuple(v) for k, v in stringsdict_entries(path).items()})
    return raw


READERS = {
    "jsonlize": lambda folder, cldr: read_jsonlize(folder),
    "swifternalization": lambda folder, cldr: read_swifternalization(folder),
    "i18next": lambda folder, cldr: read_i18next(folder),
    "flat": lambda folder, cldr: read_i18next(folder, plural_suffixes=False),
    "xcstrings": lambda folder, cldr: read_xcstrings(folder),
    "android": read_android,
    "gettext": read_gettext,
    "strings": lambda folder, cldr: read_apple_strings(folder),
    "stringsdict": lambda folder, cldr: read_apple_strings(folder),
}

# What an edit may change in a file, read without CLDR (run.py compares these before and after `glossa set`).
RAW_READERS = {"android": raw_android, "gettext": raw_gettext, "strings": raw_apple_strings,
               "stringsdict": raw_apple_strings}


def project_kind(folder):
    return os.path.basename(folder).split("-", 1)[0]


def read_project(folder, cldr):
    return READERS[project_kind(folder)](folder, cldr)


# ---------------------------------------------------------------------------------------------------
# Resolution (DESIGN §4 and §11).


def chain(project, lang):
    """The exact tag, its parent tags, then the source; only languages with a file take part."""
    if lang == "base":
        candidates = [project_source_name(project)]
    else:
        parts = lang.split("-")
        candidates = ["-".join(parts[:n]) for n in range(len(parts), 0, -1)]
        candidates.append(project_source_name(project))
    seen = []
    for tag in candidates:
        if tag in project.languages and tag not in seen:
            seen.append(tag)
    return seen


def project_source_name(project):
    """The name the source language has in `project.languages`: `base` where its files name no language
    (Swifternalization's `base.json`, Android's `values/`, gettext's msgids, `Base.lproj`), else its tag."""
    return "base" if "base" in project.languages else project.source


def cldr_tag(project, tag):
    return project.source if tag == "base" else tag


def resolve(cldr, project, lang, key, number=None, text=None, width=None):
    """(value, language) the way DESIGN §4/§11 resolves it; language None when the key itself answers."""
    selector_input = number if number is not None else text
    for tag in chain(project, lang):
        value = project.languages[tag].get(key)
        if value is None:
            continue
        if isinstance(value, str):
            return value, tag
        if all(kind == "width" for kind, _, _ in value):
            return fitting(value, width), tag
        if selector_input is None:
            for kind, name, text_value in value:
                if name == "other":
                    return text_value, tag
            return value[0][2], tag
        picked = pick(cldr, cldr_tag(project, tag), value, selector_input)
        if picked is not None:
            return picked, tag
    return key, None


def fitting(variants, width):
    """DESIGN §4.6: the largest N ≤ width; below every N the smallest; no width, the largest."""
    widths = sorted((int(name), text) for _, name, text in variants)
    if width is None:
        return widths[-1][1]
    fitting_ones = [text for n, text in widths if n <= width]
    return fitting_ones[-1] if fitting_ones else widths[0][1]


def pick(cldr, tag, variants, given):
    used = cldr.categories(tag)
    numeric = operands(given) is not None
    # a. exact numbers, exp:, and zero/one/two in their exact-number meaning, in file order.
    for kind, name, text in variants:
        if kind == "exact" and numeric and Decimal(given) == Decimal(name):
            return text
        if kind == "exp" and re.search(name, given, re.IGNORECASE):
            return text
        if kind == "text" and given == name:
            return text
        if kind == "category" and name in ("zero", "one", "two") and name not in used and numeric:
            if Decimal(given) == Decimal(("zero", "one", "two").index(name)):
                return text
    # b. the CLDR category of the number in this language.
    if numeric:
        category = cldr.category(tag, given)
        for kind, name, text in variants:
            if kind == "category" and name == category:
                return text
    # A text that is not a number can only match exp: selectors and text matches (DESIGN §4): no `other`.
    if not numeric:
        return None
    # c. other.
    for kind, name, text in variants:
        if name == "other":
            return text
    return None


# ---------------------------------------------------------------------------------------------------
# Cases.

NUMBERS = ["0", "1", "2", "3", "5", "11", "12", "21", "22", "25", "101", "1.5"]


def plural_keys(project, tag):
    return sorted(k for k, v in project.languages.get(tag, {}).items() if isinstance(v, list))


def text_keys(project, tag):
    """Keys with a non-empty text; `$schema` (Medusa's editor hint) is left to the format engineer."""
    return sorted(k for k, v in project.languages.get(tag, {}).items()
                  if isinstance(v, str) and v != "" and k != "$schema")


def resolve_case(cldr, name, project, lang, key, number=None, text=None, note=None, width=None):
    request = {"lang": lang, "key": key}
    if number is not None:
        request["number"] = number
    if text is not None:
        request["text"] = text
    if width is not None:
        request["width"] = width
    value, language = resolve(cldr, project, lang, key, number, text, width)
    case = {"project": name, "kind": "resolve", "request": request,
            "expect": {"value": value, "language": language}}
    if note:
        case["note"] = note
    languages = chain(project, lang)
    consulted = languages[:languages.index(language) + 1] if language in languages else languages
    rule = next((project.disputed[(t, key)] for t in consulted if (t, key) in project.disputed), None)
    if rule:
        case["rule"] = rule
    return case


def spread(items, count):
    """`count` items spread evenly over a sorted list (deterministic)."""
    if len(items) <= count:
        return list(items)
    step = len(items) / count
    return [items[int(i * step)] for i in range(count)]


def generic_cases(cldr, name, project, extra_tags):
    cases = []
    tags = sorted(project.languages)
    for tag in tags + extra_tags:
        home = tag if tag in project.languages else chain(project, tag)[0]
        for key in spread(text_keys(project, home), 3):
            case = resolve_case(cldr, name, project, tag, key)
            if case["expect"]["value"] != "":
                cases.append(case)
        for index, key in enumerate(plural_keys(project, home)[:2]):
            for number in NUMBERS[index % 4::4]:
                cases.append(resolve_case(cldr, name, project, tag, key, number))
            if index == 0:
                cases.append(resolve_case(cldr, name, project, tag, key))
    return cases


def set_case(cldr, name, folder, file, path, value, lang, key, selector=None, number=None, create=False,
             text=None):
    """A `glossa set` edit, with the value the oracle resolves after applying it to a copy."""
    args = [".", "--lang", lang, "--key", key]
    if selector:
        args += ["--selector", selector]
    args += ["--", value]
    with tempfile.TemporaryDirectory() as temp:
        copy_folder = os.path.join(temp, os.path.basename(folder))
        shutil.copytree(folder, copy_folder)
        with open(os.path.join(copy_folder, file), encoding="utf-8-sig") as f:
            data = json.load(f)
        node = data
        for part in path[:-1]:
            node = node[part]
        assert create or path[-1] in node, (file, path)
        node[path[-1]] = value
        with open(os.path.join(copy_folder, file), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False)
        project = read_project(copy_folder, cldr)
        request = {"lang": lang, "key": key}
        if number is not None:
            request["number"] = number
        if text is not None:
            request["text"] = text
        expected, language = resolve(cldr, project, lang, key, number, text)
    assert expected == value, (name, key, expected, value)
    return {"project": name, "kind": "set", "args": args, "file": file, "path": path, "value": value,
            "create": create, "request": request, "expect": {"value": expected, "language": language}}


def project_cases(cldr):
    cases = []

    def load(name):
        return os.path.join(PROJECTS, name), read_project(os.path.join(PROJECTS, name), cldr)

    # Swifternalization, written for the suite: base.json as source, pt_BR.json → pt-BR, categories,
    # an exact number (ie:x=0), a plural entry without `other` that falls back to base.
    name = "swifternalization-handmade"
    folder, project = load(name)
    cases += generic_cases(cldr, name, project, ["pl-PL", "ru-RU", "pt-PT", "en-GB"])
    for lang in ("pl", "pt-BR", "base"):
        for number in ("0", "1", "1.5", "4", "22", "0.0"):
            cases.append(resolve_case(cldr, name, project, lang, "files.count", number))
    cases.append(resolve_case(cldr, name, project, "pl", "only.in.base", note="missing in pl: from base"))
    cases.append(resolve_case(cldr, name, project, "pl", "no.such.key", note="nowhere: the key itself"))
    cases += [
        set_case(cldr, name, folder, "pl.json", ["welcome"], "Witaj ponownie!", "pl", "welcome"),
        set_case(cldr, name, folder, "pl.json", ["files.count", "few"], "%d pliki!", "pl", "files.count",
                 "few", "3"),
        set_case(cldr, name, folder, "pt_BR.json", ["files.count", "one"], "%d arquivo só", "pt-BR",
                 "files.count", "one", "0"),
        set_case(cldr, name, folder, "ru.json", ["files.count", "many"], "%d файлов «новых»", "ru",
                 "files.count", "many", "11"),
        set_case(cldr, name, folder, "ru.json", ["settings.title"], "Настройки", "ru", "settings.title",
                 create=True),
    ]

    # JSONlize (the library's README example): plurals "1"/"*", keys chosen by the text input, en-US source.
    name = "jsonlize-readme-example"
    folder, project = load(name)
    for lang in ("en-US", "de-DE", "de", "de-AT", "en", "base"):
        full = lang in ("en-US", "de-DE")
        cases.append(resolve_case(cldr, name, project, lang, "sentence"))
        for number in ("0", "1", "2", "21") if full else ("1", "2"):
            cases.append(resolve_case(cldr, name, project, lang, "comment", number))
        cases.append(resolve_case(cldr, name, project, lang, "commentCount", "1"))
        cases.append(resolve_case(cldr, name, project, lang, "commentCount", "5"))
        for text in ("travel", "art", "food") if full else ("art",):
            cases.append(resolve_case(cldr, name, project, lang, "category", text=text))
    cases.append(resolve_case(cldr, name, project, "de-DE", "category", text="music",
                              note="no member matches in de-DE nor en-US: the key itself"))
    cases.append(resolve_case(cldr, name, project, "de-DE", "category", text="Travel",
                              note="members match exactly"))
    cases.append(resolve_case(cldr, name, project, "de-DE", "comment", note="no number: `*`"))
    cases += [
        set_case(cldr, name, folder, "lang.de-DE.json", ["sentence"], "Das ist ein neuer Satz.", "de-DE",
                 "sentence"),
        set_case(cldr, name, folder, "lang.de-DE.json", ["comment", "plurals", "*"], "Kommentare (alle)",
                 "de-DE", "comment", "*", "7"),
        set_case(cldr, name, folder, "lang.de-DE.json", ["category", "keys", "food"], "Essen & Trinken",
                 "de-DE", "category", "food", text="food"),
    ]

    # Swifternalization with exp: selectors chosen by the text input (the `text` request field).
    name = "swifternalization-exp-text"
    folder, project = load(name)
    for lang, text in [("base", "holiday.JPG"), ("base", "clip.mov"), ("base", "notes.txt"),
                       ("pl", "kot.gif"), ("pl-PL", "film.MP4"), ("pl", "umowa.pdf"), ("ru", "photo.jpeg")]:
        cases.append(resolve_case(cldr, name, project, lang, "file.kind", text=text))
    cases.append(resolve_case(cldr, name, project, "pl", "greeting", text="x.png", note="a text ignores inputs"))

    # i18next v4, <tag>.json: nested objects, _one/_few/_many/_other, a Polish entry with only few/many.
    name = "i18next-medusa"
    folder, project = load(name)
    cases += generic_cases(cldr, name, project, ["pl-PL", "ru-RU", "en-US"])
    for lang in ("pl", "ru", "en", "pl-PL", "base"):
        for number in ("1", "2", "5", "12", "22", "1.5"):
            cases.append(resolve_case(cldr, name, project, lang, "general.items", number))
    for number in ("1", "3", "5"):
        cases.append(resolve_case(cldr, name, project, "pl", "dataGrid.errors.numberOfKeys", number,
                                  note="pl has only few/many here; 1 falls through en to the key"))
        cases.append(resolve_case(cldr, name, project, "pl", "dataGrid.errors.count", number))
    cases.append(resolve_case(cldr, name, project, "ru", "json.drawer.header", "21"))
    cases.append(resolve_case(cldr, name, project, "ru", "general.values", "3", note="missing in ru: en"))
    cases.append(resolve_case(cldr, name, project, "pl", "metadata.edit.complexRow.tooltip"))
    cases.append(resolve_case(cldr, name, project, "pl", "general.items_few", note="a suffix is not a key"))
    cases += [
        set_case(cldr, name, folder, "pl.json", ["general", "items_few"], "{{count}} przedmioty", "pl",
                 "general.items", "few", "3"),
        set_case(cldr, name, folder, "ru.json", ["metadata", "edit", "labels", "value"], "Значение (JSON)",
                 "ru", "metadata.edit.labels.value"),
        set_case(cldr, name, folder, "en.json", ["json", "numberOfKeys_other"], "{{count}} keys in all",
                 "en", "json.numberOfKeys", "other", "7"),
        set_case(cldr, name, folder, "ru.json", ["general", "items_many"], "{{count}} товаров", "ru",
                 "general.items", "many", "5", create=True),
    ]

    # i18next v4, <tag>/<ns>.json: `ns:key` with sentence keys that hold dots.
    name = "i18next-ghost"
    folder, project = load(name)
    cases += generic_cases(cldr, name, project, ["pl-PL", "ru-RU"])
    for lang in ("pl", "ru", "pl-PL"):
        for key in ("comments:This comment has been hidden.", "comments:Report this comment?",
                    "comments:{{amount}} comments", "search:Search posts, tags and authors"):
            case = resolve_case(cldr, name, project, lang, key)
            if case["expect"]["value"] != "":
                cases.append(case)
    cases += [
        set_case(cldr, name, folder, "pl/comments.json", ["Show"], "Pokaż", "pl", "comments:Show"),
        set_case(cldr, name, folder, "ru/search.json", ["Tags"], "Метки", "ru", "search:Tags"),
        set_case(cldr, name, folder, "pl/search.json", ["Posts"], "Wpisy", "pl", "search:Posts"),
    ]

    # Flat key–value JSON (etherpad plugin): dotted names whole, `@metadata` not a key, pt-BR.
    name = "flat-ep_comments_page"
    folder, project = load(name)
    cases += generic_cases(cldr, name, project, ["pl-PL", "de-AT", "pt-PT", "en-GB"])
    for lang in ("pl", "en", "ru"):
        cases.append(resolve_case(cldr, name, project, lang, "ep_comments_page.add_comment",
                                  note="a dotted name beside ep_comments_page.add_comment.title"))
        cases.append(resolve_case(cldr, name, project, lang, "ep_comments_page.add_comment.title"))
    cases.append(resolve_case(cldr, name, project, "de", "@metadata", note="@metadata is not a key"))
    cases.append(resolve_case(cldr, name, project, "de", "ep_comments_page.error.edit_unauth"))
    cases.append(resolve_case(cldr, name, project, "pt-BR", "ep_comments_page.time.days.past", "3"))
    cases.append(resolve_case(cldr, name, project, "pt-BR", "ep_comments_page.comments_template.from",
                              note="missing in pt-BR: en"))
    cases += [
        set_case(cldr, name, folder, "de.json", ["ep_comments_page.comments_template.to"], "nach", "de",
                 "ep_comments_page.comments_template.to"),
        set_case(cldr, name, folder, "pl.json", ["ep_comments_page.show_comments"], "Pokaż \"wszystkie\"",
                 "pl", "ep_comments_page.show_comments"),
        set_case(cldr, name, folder, "pt-BR.json", ["ep_comments_page.time.one_day.past"], "ontem à noite",
                 "pt-BR", "ep_comments_page.time.one_day.past"),
    ]

    # Apple String Catalog: plural variations with `zero` in languages without a zero category.
    name = "xcstrings-coteditor-count"
    folder, project = load(name)
    cases += generic_cases(cldr, name, project, ["en-AU", "es-MX", "pt-BR", "zh-Hant-TW", "base"])
    for lang in ("es", "fr", "en", "ja", "pt", "de"):
        for number in ("0", "1", "2", "1.5"):
            cases.append(resolve_case(cldr, name, project, lang, "*%lld* byte(s)", number))
    cases.append(resolve_case(cldr, name, project, "pl", "%lld found", "5", note="no pl: the source"))
    cases += [
        set_case(cldr, name, folder, "Count.xcstrings",
                 ["strings", "*%lld* byte(s)", "localizations", "es", "variations", "plural", "zero",
                  "stringUnit", "value"], "ningún octeto", "es", "*%lld* byte(s)", "zero", "0"),
        set_case(cldr, name, folder, "Count.xcstrings",
                 ["strings", "%lld found", "localizations", "fr", "variations", "plural", "other",
                  "stringUnit", "value"], "%lld trouvés !", "fr", "%lld found", "other", "7"),
    ]

    # Apple String Catalog: a device variation and a plural with `zero` (xcstrings-tool's fixture).
    name = "xcstrings-xcstrings-tool-variations"
    folder, project = load(name)
    for lang in ("en", "base", "en-GB", "fr"):
        for number in (None, "0", "1", "2"):
            cases.append(resolve_case(cldr, name, project, lang, "String.Plural", number))
        cases.append(resolve_case(cldr, name, project, lang, "String.Device",
                                  note="no device given: the `other` device variant"))
    cases += [
        set_case(cldr, name, folder, "Variations.xcstrings",
                 ["strings", "String.Plural", "localizations", "en", "variations", "plural", "zero",
                  "stringUnit", "value"], "I have no strings at all", "en", "String.Plural", "zero", "0"),
    ]
    return cases


def category_numbers(cldr, tag):
    """Numbers that reach every CLDR category of a language: each category's first whole and first one-decimal
    member, with a few that tell rule sets apart (0, 1, 2, 5, 11, 21, 101, 1.5)."""
    numbers = ["0", "1", "2", "5", "11", "21", "101", "1.5"]
    for category in sorted(cldr.categories(tag)):
        for candidate in [str(n) for n in list(range(0, 1001)) + [10 ** 6]]:
            if cldr.category(tag, candidate) == category:
                numbers.append(candidate)
                break
        for tenths in range(0, 1000):
            candidate = f"{tenths // 10}.{tenths % 10}"
            if cldr.category(tag, candidate) == category:
                numbers.append(candidate)
                break
    return sorted(set(numbers), key=lambda n: (Decimal(n), n))


def format_cases(cldr, name, project, extra_tags, text_count=4, plural_count=3):
    """Every language's texts (a spread) and plural entries with numbers reaching each of its categories."""
    cases = []
    for tag in sorted(project.languages) + extra_tags:
        home = tag if tag in project.languages else chain(project, tag)[0]
        for key in spread(text_keys(project, home), text_count):
            cases.append(resolve_case(cldr, name, project, tag, key))
        for key in spread(plural_keys(project, home), plural_count):
            variants = project.languages[home][key]
            if any(kind not in ("category", "exact") for kind, _, _ in variants):
                continue
            for number in category_numbers(cldr, cldr_tag(project, home)):
                cases.append(resolve_case(cldr, name, project, tag, key, number))
            cases.append(resolve_case(cldr, name, project, tag, key))
    return cases


def model_set_case(cldr, name, project, file, lang, key, value, selector=None, number=None, create=False):
    """A `glossa set` edit on a format that is not JSON. run.py checks it by reading the files again with the
    raw readers above (only that entry changed, to that value) and by `resolve`; here the edit is applied to the
    model to check that the request chosen then answers the new value."""
    args = [".", "--lang", lang, "--key", key] + (["--selector", selector] if selector else []) + ["--", value]
    edited = copy.deepcopy(project)
    tag = project_source_name(project) if lang == "base" else lang
    entries = edited.entries(tag)
    if selector is None:
        assert create or isinstance(entries.get(key), str), (name, lang, key)
        entries[key] = value
    else:
        variants = entries.setdefault(key, [])
        assert create or any(n == selector for _, n, _ in variants), (name, lang, key, selector)
        entries[key] = [(k, n, value if n == selector else t) for k, n, t in variants]
        if not any(n == selector for _, n, _ in variants):
            entries[key].append(("category", selector, value))
    request = {"lang": lang, "key": key}
    if number is not None:
        request["number"] = number
    expected, language = resolve(cldr, edited, lang, key, number)
    assert expected == value, (name, key, expected, value)
    return {"project": name, "kind": "set", "format": project_kind(os.path.join(PROJECTS, name)), "args": args,
            "file": file, "lang": tag, "key": key, "selector": selector, "value": value, "create": create,
            "request": request, "expect": {"value": expected, "language": language}}


def text_input_cases(cldr, name, project, langs):
    """The `text` input (DESIGN §4: a text that is not a number matches only `exp:` and text matches, which these
    formats do not have): a plural entry answers nothing in any language, so the key itself; a text answers."""
    cases = []
    for lang in langs:
        home = chain(project, lang)[0]
        for key in plural_keys(project, home)[:1]:
            cases.append(resolve_case(cldr, name, project, lang, key, text="many", note="a word is not a number"))
        for key in text_keys(project, home)[:1]:
            cases.append(resolve_case(cldr, name, project, lang, key, text="x"))
    return cases


def part_two_cases(cldr):
    """Android, gettext, `.strings` and `.stringsdict` (issue 15, part 2)."""
    cases = []

    def load(name):
        project = read_project(os.path.join(PROJECTS, name), cldr)
        cases.extend(text_input_cases(cldr, name, project, sorted(project.languages)))
        return project

    # Android, Material Components' badge: plurals in pl/ru/fr/he/id/sr-Latn/pt-BR, legacy `iw`/`in` folders,
    # `b+sr+Latn`, `translatable="false"` texts only in `values/`, `<xliff:g>` placeholders, no-break spaces.
    name = "android-material-badge"
    project = load(name)
    cases += format_cases(cldr, name, project, ["pl-PL", "sr-Latn-RS", "sr", "pt", "he-IL", "fr-CA", "en"])
    for lang in ("pl", "he", "id", "sr-Latn", "pt-BR", "ru"):
        cases.append(resolve_case(cldr, name, project, lang, "mtrl_exceed_max_badge_number_suffix",
                                  note="translatable=false: only in values/"))
    cases.append(resolve_case(cldr, name, project, "pl", "mtrl_badge_content_description[0]",
                              note="plurals have no index: the key itself"))
    cases += [
        model_set_case(cldr, name, project, "values-pl/strings.xml", "pl", "mtrl_badge_numberless_content_description",
                       "Nowe powiadomienie (1)"),
        model_set_case(cldr, name, project, "values-pl/strings.xml", "pl", "mtrl_badge_content_description",
                       "%d nowe powiadomienia!", "few", "3"),
        model_set_case(cldr, name, project, "values-iw/strings.xml", "he", "mtrl_badge_content_description",
                       "שתי התראות חדשות", "two", "2"),
        model_set_case(cldr, name, project, "values-b+sr+Latn/strings.xml", "sr-Latn",
                       "mtrl_badge_numberless_content_description", "Novo obaveštenje!"),
    ]

    # Android, Material Components' time picker: `\'`, `<xliff:g>`, a French file older than the source (keys
    # missing in values-fr/ answer from values/).
    name = "android-material-timepicker"
    project = load(name)
    cases += format_cases(cldr, name, project, ["fr-FR", "de"], text_count=8)
    for key in ("material_hour_suffix", "material_timepicker_select_time", "material_timepicker_hour_error",
                "material_clock_display_divider", "mtrl_timepicker_cancel"):
        for lang in ("base", "fr"):
            cases.append(resolve_case(cldr, name, project, lang, key))
    cases += [
        model_set_case(cldr, name, project, "values-fr/strings.xml", "fr", "material_timepicker_select_time",
                       "Sélectionner l'heure d'arrivée"),
        model_set_case(cldr, name, project, "values/strings.xml", "base", "material_hour_suffix",
                       "%1$s o'clock sharp"),
    ]

    # Android, written for the suite: escapes, quoting, white space, CDATA, entities, string arrays, `values-ji`.
    name = "android-handmade"
    project = load(name)
    cases += format_cases(cldr, name, project, ["pl-PL", "yi-001"], text_count=20)
    for lang in ("base", "pl", "yi"):
        for index in range(4):
            cases.append(resolve_case(cldr, name, project, lang, f"planets[{index}]"))
        cases.append(resolve_case(cldr, name, project, lang, "planets", note="an array is its items only"))
        if lang != "base":
            cases.append(resolve_case(cldr, name, project, lang, "messages", "0",
                                      note="from values/: English has no zero category, `zero` is the number 0"))
    cases += [
        model_set_case(cldr, name, project, "values-pl/strings.xml", "pl", "apostrophe", "To jest \"nowe\" słowo"),
        model_set_case(cldr, name, project, "values-pl/strings.xml", "pl", "planets[1]", "Wenus's"),
        model_set_case(cldr, name, project, "values-pl/strings.xml", "pl", "files_count", "%d plików!", "many",
                       "5"),
        model_set_case(cldr, name, project, "values-pl/strings.xml", "pl", "days_left", "Zostało %d dni", "many",
                       "5", create=True),
        model_set_case(cldr, name, project, "values-ji/strings.xml", "yi", "only_in_base", "בלויז דאָ  און  דאָרט",
                       create=True),
        model_set_case(cldr, name, project, "values/strings.xml", "base", "two_lines", "One line\nand another"),
    ]

    # gettext, humanize (`<tag>/LC_MESSAGES/humanize.po`): msgctxt, msgid_plural with 3 Polish forms and French
    # `n > 1`, untranslated (French "thousand") and fuzzy entries, no template (the msgids are the source).
    name = "gettext-humanize"
    project = load(name)
    cases += format_cases(cldr, name, project, ["pl", "fr", "de", "fr-CA"], text_count=6, plural_count=4)
    for lang in ("pl-PL", "fr-FR", "de-DE", "base"):
        for context in ("1 (male)", "1 (female)", "2 (male)"):
            key = context + "\u0004" + ("st" if context[0] == "1" else "nd")
            cases.append(resolve_case(cldr, name, project, lang, key, note="msgctxt U+0004 msgid"))
        for number in ("0", "1", "2", "5", "22", "1.5", "1000000"):
            cases.append(resolve_case(cldr, name, project, lang, "thousand", number,
                                      note="untranslated in fr: msgid / msgid_plural"))
            cases.append(resolve_case(cldr, name, project, lang, "%d microsecond", number,
                                      note="fuzzy in de and fr: the app is given the msgid"))
    cases.append(resolve_case(cldr, name, project, "pl-PL", "st", note="a msgid with a context is not a key alone"))
    cases += [
        model_set_case(cldr, name, project, "pl_PL/LC_MESSAGES/humanize.po", "pl-PL", "a moment", "moment"),
        model_set_case(cldr, name, project, "pl_PL/LC_MESSAGES/humanize.po", "pl-PL", "%d year", "%d lata", "few",
                       "3"),
        model_set_case(cldr, name, project, "fr_FR/LC_MESSAGES/humanize.po", "fr-FR", "1 (female)\u0004st",
                       "re"),
    ]

    # gettext, WirePlumber (`<tag>.po`): `pt_BR.po` is pt-BR, wrapped header, extracted comments.
    name = "gettext-wireplumber"
    project = load(name)
    cases += format_cases(cldr, name, project, ["pl-PL", "pt", "pt-PT", "de"])
    cases += [model_set_case(cldr, name, project, "pt_BR.po", "pt-BR", "Modem", "Modem (\"dial-up\")")]

    # `.strings` and `.stringsdict` (Paragraph's example app): tables as `Table:key`, en.lproj the source, plural
    # variables with `zero`, a width rule, a device rule; gender variables are not modelled and left out.
    name = "stringsdict-paragraph"
    project = load(name)
    cases += format_cases(cldr, name, project, ["ru-RU", "base", "de"])
    for lang in ("en", "ru", "ru-RU", "base"):
        for width in (None, 0, 1, 4, 5, 19, 20, 300):
            cases.append(resolve_case(cldr, name, project, lang, "Account:width", width=width))
        cases.append(resolve_case(cldr, name, project, lang, "Main:device", note="no device: the first variant"))
        cases.append(resolve_case(cldr, name, project, lang, "Main:Main.settingsButton"))
        cases.append(resolve_case(cldr, name, project, lang, "Main.helloText"))
        cases.append(resolve_case(cldr, name, project, lang, "Main.settingsButton",
                                  note="a key of the Main table needs its table"))
    cases += [
        model_set_case(cldr, name, project, "ru.lproj/Main.strings", "ru", "Main:Main.settingsButton", "Параметры"),
        model_set_case(cldr, name, project, "ru.lproj/Account.stringsdict", "ru", "Account:days", "%d денька",
                       "few", "3"),
    ]

    # `.strings`, DateTools' table (`DateTools:key`), en.lproj the source, Polish missing some keys.
    name = "strings-datetools"
    project = load(name)
    cases += format_cases(cldr, name, project, ["pl-PL", "base", "de"], text_count=8)
    for lang in ("pl", "en", "base"):
        for key in ("DateTools:1 hour ago", "DateTools:Yesterday", "DateTools:%dm", "DateTools:\u5468\u4e00",
                    "Yesterday"):
            cases.append(resolve_case(cldr, name, project, lang, key))
    cases += [model_set_case(cldr, name, project, "pl.lproj/DateTools.strings", "pl", "DateTools:Yesterday",
                             "wczoraj \"wieczorem\"")]

    # `.strings`, written for the suite: escapes, UTF-16 LE and BE, Base.lproj, Smartling plural keys, a table.
    name = "strings-handmade"
    project = load(name)
    cases += format_cases(cldr, name, project, ["pl-PL", "de-AT", "en"], text_count=8)
    for lang in ("pl", "de", "base"):
        for key in ("Settings:title", "only_in_base", "%d files##{one}", "unquoted_key"):
            cases.append(resolve_case(cldr, name, project, lang, key))
    cases += [
        model_set_case(cldr, name, project, "pl.lproj/Localizable.strings", "pl", "greeting", "Hej, \"ty\"\\!"),
        model_set_case(cldr, name, project, "pl.lproj/Localizable.strings", "pl", "%d files", "%d plików!", "many",
                       "5"),
        model_set_case(cldr, name, project, "de.lproj/Localizable.strings", "de", "greeting", "Grüß dich"),
    ]
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cldr", default=os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "cldr")))
    parser.add_argument("--output", default=os.path.join(HERE, "cases.jsonl"))
    parser.add_argument("--check", action="store_true", help="fail if the output file is not what would be written")
    arguments = parser.parse_args()
    cldr = Cldr(arguments.cldr)
    cases = project_cases(cldr) + part_two_cases(cldr)
    seen = set()
    unique = []
    for case in cases:
        line = json.dumps(case, ensure_ascii=False, sort_keys=True)
        if line not in seen:
            seen.add(line)
            unique.append(line)
    text = "\n".join(unique) + "\n"
    if arguments.check:
        with open(arguments.output, encoding="utf-8") as f:
            if f.read() != text:
                print(f"{arguments.output} is out of date: run python3 Tests/Acceptance/oracle.py", file=sys.stderr)
                return 1
        print(f"{arguments.output} is up to date ({len(unique)} cases)")
        return 0
    with open(arguments.output, "w", encoding="utf-8") as f:
        f.write(text)
    counts = {}
    for line in unique:
        case = json.loads(line)
        key = (case["project"], case["kind"])
        counts[key] = counts.get(key, 0) + 1
    for (project, kind), count in sorted(counts.items()):
        print(f"{project}: {count} {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
