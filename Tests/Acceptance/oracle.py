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
import re
import shutil
import sys
import tempfile
from decimal import Decimal, InvalidOperation

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECTS = os.path.join(HERE, "Projects")
CATEGORIES = ("zero", "one", "two", "few", "many", "other")

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


READERS = {
    "jsonlize": read_jsonlize,
    "swifternalization": read_swifternalization,
    "i18next": read_i18next,
    "flat": lambda folder: read_i18next(folder, plural_suffixes=False),
    "xcstrings": read_xcstrings,
}


def read_project(folder):
    kind = os.path.basename(folder).split("-", 1)[0]
    return READERS[kind](folder)


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
    """The name the source language has in `project.languages` (Swifternalization's is `base`)."""
    return "base" if project.format == "swifternalization" else project.source


def cldr_tag(project, tag):
    return project.source if tag == "base" else tag


def resolve(cldr, project, lang, key, number=None, text=None):
    """(value, language) the way DESIGN §4/§11 resolves it; language None when the key itself answers."""
    selector_input = number if number is not None else text
    for tag in chain(project, lang):
        value = project.languages[tag].get(key)
        if value is None:
            continue
        if isinstance(value, str):
            return value, tag
        if selector_input is None:
            for kind, name, text_value in value:
                if name == "other":
                    return text_value, tag
            return value[0][2], tag
        picked = pick(cldr, cldr_tag(project, tag), value, selector_input)
        if picked is not None:
            return picked, tag
    return key, None


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


def resolve_case(cldr, name, project, lang, key, number=None, text=None, note=None):
    request = {"lang": lang, "key": key}
    if number is not None:
        request["number"] = number
    if text is not None:
        request["text"] = text
    value, language = resolve(cldr, project, lang, key, number, text)
    case = {"project": name, "kind": "resolve", "request": request,
            "expect": {"value": value, "language": language}}
    if note:
        case["note"] = note
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
        project = read_project(copy_folder)
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
        return os.path.join(PROJECTS, name), read_project(os.path.join(PROJECTS, name))

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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cldr", default=os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "cldr")))
    parser.add_argument("--output", default=os.path.join(HERE, "cases.jsonl"))
    parser.add_argument("--check", action="store_true", help="fail if the output file is not what would be written")
    arguments = parser.parse_args()
    cldr = Cldr(arguments.cldr)
    cases = project_cases(cldr)
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
