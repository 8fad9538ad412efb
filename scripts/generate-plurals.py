#!/usr/bin/env python3
"""Generates Sources/Engine/Plurals/PluralRules+Generated.swift from the CLDR plural rules.

    python3 scripts/generate-plurals.py          # writes the Swift file
    python3 scripts/generate-plurals.py --check  # exits 1 if the committed file is out of date

Reads ../shared/cldr/plurals.json and ../shared/cldr/parentLocales.json (relative to the repository
root, which is found from this script's own location). Python 3 standard library only; the output is
piped through `swift format` with the repository's .swift-format, in both modes, so that the committed
file passes `swift format lint --strict`.

What it generates:
- every condition of every distinct rule set as a Swift function over `PluralOperands` (compiled code,
  no rule text is parsed at run time), one selector per rule set, and a switch from a rule-set number
  to its selector;
- the locale tables: the known locales as written in CLDR, each one's cardinal and ordinal rule set
  (a locale without ordinal rules inherits them along its parent chain, ending at root), and CLDR's
  parent-locale exceptions;
- the categories of each rule set and example numbers for each category, found by evaluating the rules
  over a fixed set of candidate numbers (see `examples_for`).

The generator also checks the data: conditions of one rule set must never overlap on any candidate (except
compact zeros and ones such as `0c6`, where CLDR's rules do overlap and the first category in CLDR order
wins), every declared category must have an example, moduli must divide 10^18 (the Swift side keeps large operands
modulo 10^18), and plain comparisons must stay below 1000 (which makes the "infinite set" test sound).
"""

from __future__ import annotations

import json
import os
import re
import sys

import generated_file
from dataclasses import dataclass
from fractions import Fraction

SCRIPT_PATH = os.path.abspath(__file__)
REPO_ROOT = os.path.dirname(os.path.dirname(SCRIPT_PATH))
DATA_DIR = os.path.normpath(os.path.join(REPO_ROOT, "..", "shared", "cldr"))
OUTPUT_RELATIVE = "Sources/Engine/Plurals/PluralRules+Generated.swift"
GENERATOR_NAME = "scripts/generate-plurals.py"

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
REDUCTION_MODULUS = 10**18  # PluralOperands keeps i, f and t modulo this on the Swift side.
INTEGER_EXAMPLE_LIMIT = 12
DECIMAL_EXAMPLE_LIMIT = 12


# MARK: - Rule syntax (UTS #35, Part 3, "Plural rules syntax")


@dataclass(frozen=True)
class Relation:
    operand: str  # n i v w f t c e
    modulus: int | None
    negated: bool  # '!='
    ranges: tuple[tuple[int, int], ...]  # closed integer ranges; a single value is (x, x)


# A condition is a list of and-conditions (joined by 'or'), each a list of relations (joined by 'and').
Condition = list[list[Relation]]

TOKEN = re.compile(r"\s*(\d+|\.\.|!=|=|%|,|[a-z]+)")


def tokenize(text: str) -> list[str]:
    tokens, position = [], 0
    text = text.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise SystemExit(f"error: cannot read plural rule {text!r} at offset {position}")
        tokens.append(match.group(1))
        position = match.end()
    return tokens


def parse_condition(text: str) -> Condition:
    """Parses `condition = and_condition ('or' and_condition)*` into or-of-ands."""
    tokens = tokenize(text)
    position = 0

    def peek() -> str | None:
        return tokens[position] if position < len(tokens) else None

    def take(expected: str | None = None) -> str:
        nonlocal position
        token = peek()
        if token is None or (expected is not None and token != expected):
            raise SystemExit(f"error: in plural rule {text!r}: expected {expected or 'more'}, found {token!r}")
        position += 1
        return token

    def value() -> int:
        token = take()
        if not token.isdigit():
            raise SystemExit(f"error: in plural rule {text!r}: expected a number, found {token!r}")
        return int(token)

    def relation() -> Relation:
        operand = take()
        if operand not in "nivwftce" or len(operand) != 1:
            raise SystemExit(f"error: in plural rule {text!r}: unknown operand {operand!r}")
        modulus = None
        if peek() in ("%", "mod"):
            take()
            modulus = value()
        operator = take()
        if operator not in ("=", "!="):
            raise SystemExit(f"error: in plural rule {text!r}: unsupported operator {operator!r}")
        ranges = []
        while True:
            low = value()
            high = low
            if peek() == "..":
                take("..")
                high = value()
            ranges.append((low, high))
            if peek() != ",":
                break
            take(",")
        return Relation(operand, modulus, operator == "!=", tuple(ranges))

    ors: Condition = []
    while True:
        ands = [relation()]
        while peek() == "and":
            take("and")
            ands.append(relation())
        ors.append(ands)
        if peek() is None:
            break
        take("or")
    return ors


# MARK: - Operands of a number as written (the same definition as PluralOperands in Swift)

NUMBER = re.compile(r"^-?(\d+)(?:\.(\d+))?(?:[ce](\d+))?$")


def operands_of(text: str) -> dict:
    """The UTS #35 operands of `text`, exactly (Python integers, n as a Fraction)."""
    match = NUMBER.match(text)
    if not match:
        raise ValueError(text)
    integer_digits, fraction_digits, exponent = match.group(1), match.group(2) or "", int(match.group(3) or 0)
    shift = min(exponent, len(fraction_digits))
    integer_digits = integer_digits + fraction_digits[:shift] + "0" * (exponent - shift)
    fraction_digits = fraction_digits[shift:]
    trimmed = fraction_digits.rstrip("0")
    i = int(integer_digits)
    f = int(fraction_digits or "0")
    return {
        # n is a Python int when it has no nonzero fraction digits, else an exact Fraction.
        "n": i if f == 0 else i + Fraction(f, 10 ** len(fraction_digits)),
        "i": i,
        "v": len(fraction_digits),
        "w": len(trimmed),
        "f": f,
        "t": int(trimmed or "0"),
        "c": exponent,
        "e": exponent,
    }


def relation_holds(relation: Relation, operands: dict) -> bool:
    x = operands[relation.operand]
    if relation.modulus is not None:
        x = x % relation.modulus
    if isinstance(x, Fraction):  # a number with nonzero fraction digits is never in an integer range
        inside = False
    else:
        inside = any(low <= x <= high for low, high in relation.ranges)
    return inside != relation.negated


def condition_holds(condition: Condition, operands: dict) -> bool:
    return any(all(relation_holds(r, operands) for r in ands) for ands in condition)


# MARK: - Swift code for a condition


def swift_relation(relation: Relation) -> str:
    """A Swift Boolean expression over `o: PluralOperands` for one relation: a chain of `&&` (so it can
    stand in an and-condition without parentheses), or a negation."""
    operand = "e" if relation.operand == "c" else relation.operand
    guards = []  # Swift conditions that must hold before the value is compared
    if operand in ("i", "f", "t"):
        value = f"o.{operand}"
        if relation.modulus is None:
            guards.append(f"!o.{operand}IsReduced")
    elif operand == "n":
        # n = x (or n % m = x) can only hold when n has no nonzero fraction digits; then n % m = i % m.
        value = "o.i"
        guards.append("o.isIntegral")
        if relation.modulus is None:
            guards.append("!o.iIsReduced")
    else:  # v w e: small counts
        value = f"o.{operand}"
    if relation.modulus is not None:
        if REDUCTION_MODULUS % relation.modulus != 0:
            raise SystemExit(f"error: modulus {relation.modulus} does not divide 10^18")
        value = f"{value} % {relation.modulus}"
    tests = []
    for low, high in relation.ranges:
        if low == high:
            tests.append(f"{value} == {low}")
        else:
            tests.append(f"({low}...{high}).contains({value})")
    if not guards and len(tests) == 1 and relation.negated and tests[0].startswith(value + " == "):
        return tests[0].replace(" == ", " != ", 1)
    test = tests[0] if len(tests) == 1 else "(" + " || ".join(tests) + ")"
    body = " && ".join(guards + [test])
    if relation.negated:
        return f"!({body})" if guards or len(tests) == 1 and " " in test and not test.startswith("(") else "!" + test
    return body


def swift_condition(condition: Condition) -> str:
    groups = [" && ".join(swift_relation(r) for r in ands) for ands in condition]
    if len(groups) == 1:
        return groups[0]
    return " || ".join(f"({g})" if " && " in g else g for g in groups)


# MARK: - Candidates for examples

# Integers: 0...1009 in order (the "small" region shown as runs), then round numbers shown after them.
# Far candidates (r + 10^6 and multiples of 1000 + 10^6) are never shown: a match among them proves the
# set is infinite, because with every plain comparison below 1000 a relation on a number above 1000
# depends only on the number modulo 10^6 (every modulus divides 10^6).
SMALL_INTEGERS = [str(x) for x in range(0, 1010)]
ROUND_INTEGERS = ["1000", "1001", "10000", "100000", "1000000"]
FAR_INTEGERS = [str(10**6 + x) for x in range(0, 1010)] + [str(10**6 + 1000 * k) for k in range(1, 1000)]
COMPACT_INTEGERS = ["1c3", "2c3", "1c6", "2c6", "3c6", "1c9"]

ONE_DECIMAL = [f"{x // 10}.{x % 10}" for x in range(0, 1000)]  # 0.0 ... 99.9
TWO_DECIMALS = [f"{x // 100}.{x % 100:02d}" for x in range(0, 200)]  # 0.00 ... 1.99
ROUND_DECIMALS = ["100.0", "1000.0", "10000.0", "100000.0", "1000000.0"]
FAR_DECIMALS = [f"{10**6 + x // 10}.{x % 10}" for x in range(0, 1000)] + [
    f"{10**6 + x // 100}.{x % 100:02d}" for x in range(0, 200)
]
COMPACT_DECIMALS = ["1.1c3", "1.5c3", "1.1c6", "2.1c6", "1.0000001c6", "1.5c9"]

ALL_CANDIDATES = (
    SMALL_INTEGERS
    + ROUND_INTEGERS
    + FAR_INTEGERS
    + COMPACT_INTEGERS
    + ONE_DECIMAL
    + TWO_DECIMALS
    + ROUND_DECIMALS
    + FAR_DECIMALS
    + COMPACT_DECIMALS
    + ["0.000", "1.000", "2.000", "1.0000", "0.500", "1.050", "10.50", "1.010", "1.100", "0c6", "0.000001c6"]
)
OPERANDS = {text: operands_of(text) for text in ALL_CANDIDATES}


def step_of(text: str) -> Fraction:
    digits = len(text.split(".")[1]) if "." in text else 0
    return Fraction(1, 10**digits)


def runs(matches: list[str], cap: int) -> list[str]:
    """Groups consecutive numbers of equal precision as CLDR samples do: `2~4`; a run is shown with at
    most `cap` members, two-member runs are written out."""
    items, index = [], 0
    while index < len(matches):
        end = index
        step = step_of(matches[index])
        while (
            end + 1 < len(matches)
            and step_of(matches[end + 1]) == step
            and OPERANDS[matches[end + 1]]["n"] - OPERANDS[matches[end]]["n"] == step
            and OPERANDS[matches[end + 1]]["e"] == 0
        ):
            end += 1
        last = min(end, index + cap - 1)
        if last == index:
            items.append(matches[index])
        elif last == index + 1:
            items += [matches[index], matches[last]]
        else:
            items.append(f"{matches[index]}~{matches[last]}")
        index = end + 1
    return items


@dataclass
class Examples:
    integers: list[str]
    decimals: list[str]
    integer_summary: str
    decimal_summary: str


def examples_for(category_of: dict[str, str], category: str, uses_exponent: bool) -> Examples:
    """Example numbers for `category`, given the category of every candidate under one rule set."""

    def matching(candidates: list[str]) -> list[str]:
        return [c for c in candidates if category_of[c] == category]

    compact_integers = COMPACT_INTEGERS if uses_exponent else []
    compact_decimals = COMPACT_DECIMALS if uses_exponent else []

    small = matching(SMALL_INTEGERS)
    below_100 = [x for x in small if int(x) < 100]
    hundreds = [x for x in small if 100 <= int(x) < 1000]
    large = matching(ROUND_INTEGERS + compact_integers)
    if "1000" in large and "1001" in large:  # 1001 only matters where it differs from 1000 (ru one)
        large.remove("1001")
    infinite = bool(matching(FAR_INTEGERS)) or bool(matching(compact_integers))
    shown = runs(below_100, cap=15)[:8] + hundreds[:1] + large
    integer_summary = ", ".join(shown + (["…"] if infinite and shown else []))
    integers = (below_100 + hundreds)[:INTEGER_EXAMPLE_LIMIT] + large

    one = matching(ONE_DECIMAL)
    two = matching(TWO_DECIMALS)
    large_decimals = matching(ROUND_DECIMALS + compact_decimals)
    infinite_decimals = bool(matching(FAR_DECIMALS)) or bool(matching(compact_decimals))
    shown = runs(one, cap=16)[:4] + runs(two, cap=16)[:2] + large_decimals[:4]
    decimal_summary = ", ".join(shown + (["…"] if infinite_decimals and shown else []))
    # The first few of each precision, plus whole numbers written with a point (1.0 is not 1 in many rules).
    whole = [x for x in one if x.endswith(".0")][:3]
    chosen = sorted(set(one[:6] + whole), key=lambda x: OPERANDS[x]["n"])
    chosen += two[: DECIMAL_EXAMPLE_LIMIT - len(chosen) - 3]
    chosen += [x for x in one + two if x not in chosen][: DECIMAL_EXAMPLE_LIMIT - len(chosen)]
    decimals = sorted(chosen, key=lambda x: (OPERANDS[x]["v"], OPERANDS[x]["n"])) + large_decimals
    return Examples(integers, decimals, integer_summary, decimal_summary)


# MARK: - Data


@dataclass
class RuleSet:
    key: str  # canonical JSON of the rules, for deduplication
    rules: list[tuple[str, str]]  # (category, condition text) in CLDR order, without 'other'
    conditions: list[tuple[str, Condition]]
    locales: list[str]


def load(path: str) -> dict:
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except OSError as error:
        raise SystemExit(f"error: cannot read {path}: {error.strerror}")


def parent_of(locale: str, parents: dict[str, str]) -> str:
    if locale in parents:
        return parents[locale]
    if "_" in locale:
        return locale.rsplit("_", 1)[0]
    return "root"


def build() -> str:
    plurals = load(os.path.join(DATA_DIR, "plurals.json"))
    parents = load(os.path.join(DATA_DIR, "parentLocales.json"))["parents"]
    version = plurals["cldrVersion"]
    locales: dict = plurals["locales"]
    names = list(locales)

    # Rule set 0 is root's: everything is 'other'.
    rule_sets: list[RuleSet] = [RuleSet("[]", [], [], ["root"])]
    by_key: dict[str, int] = {"[]": 0}

    def rule_set_index(rules: dict, ordinal: bool, locale: str) -> int:
        ordered = [(c, rules[c]) for c in CATEGORIES if c in rules and c != "other"]
        if rules.get("other", "") != "":
            raise SystemExit(f"error: {locale}: 'other' must have an empty condition")
        unknown = set(rules) - set(CATEGORIES)
        if unknown:
            raise SystemExit(f"error: {locale}: unknown categories {sorted(unknown)}")
        key = json.dumps(ordered)
        if key not in by_key:
            by_key[key] = len(rule_sets)
            conditions = [(c, parse_condition(text)) for c, text in ordered]
            rule_sets.append(RuleSet(key, ordered, conditions, []))
        index = by_key[key]
        rule_sets[index].locales.append(locale + (" (ordinal)" if ordinal else ""))
        return index

    cardinal_of, ordinal_of, ordinal_source = [], [], []
    for name in names:
        if "cardinal" not in locales[name]:
            raise SystemExit(f"error: {name} has no cardinal rules")
        cardinal_of.append(rule_set_index(locales[name]["cardinal"], False, name))
        source = name
        while source != "root" and (source not in locales or "ordinal" not in locales[source]):
            source = parent_of(source, parents)
        if source == "root":
            ordinal_of.append(0)
            ordinal_source.append(-1)
        else:
            ordinal_of.append(rule_set_index(locales[source]["ordinal"], True, name))
            ordinal_source.append(names.index(source))

    # Check the data and compute categories and examples.
    categories_of, examples_of = [], []
    for index, rule_set in enumerate(rule_sets):
        for category, condition in rule_set.conditions:
            for ands in condition:
                for relation in ands:
                    if relation.modulus is None and relation.operand in "ni":
                        if max(high for _, high in relation.ranges) >= 1000:
                            raise SystemExit(f"error: rule {category} compares n or i with 1000 or more")

        category_of = {}
        for text, operands in OPERANDS.items():
            holding = [c for c, condition in rule_set.conditions if condition_holds(condition, operands)]
            if len(holding) > 1 and not (operands["e"] > 0 and operands["i"] <= 1):
                # CLDR's conditions overlap only for compact zeros and ones (fr `0c6` is both `one`, i = 0,1, and
                # `many`, e != 0..5); there the first in CLDR order wins, as in CLDR's own tools.
                raise SystemExit(f"error: rule set {rule_set.rules}: {text} is both {' and '.join(holding)}")
            category_of[text] = holding[0] if holding else "other"
        uses_exponent = any(r.operand in "ce" for _, cond in rule_set.conditions for ands in cond for r in ands)
        categories = [c for c, _ in rule_set.rules] + ["other"]
        examples = []
        for category in categories:
            found = examples_for(category_of, category, uses_exponent)
            if not found.integers and not found.decimals:
                raise SystemExit(f"error: rule set {rule_set.rules}: no example for {category}")
            examples.append(found)
        categories_of.append(categories)
        examples_of.append(examples)

    return render(version, names, parents, rule_sets, cardinal_of, ordinal_of, ordinal_source, categories_of, examples_of)


# MARK: - Swift output


def wrap(text: str, width: int) -> list[str]:
    lines, current = [], ""
    for word in text.split(" "):
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    return lines + ([current] if current else [])


def swift_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def swift_name(category: str) -> str:
    return category[0].upper() + category[1:]


def render(version, names, parents, rule_sets, cardinal_of, ordinal_of, ordinal_source, categories_of, examples_of):
    lines = [
        f"// Generated by {GENERATOR_NAME} from the CLDR {version} plural rules (../shared/cldr). Do not edit.",
        "// Regenerate with `python3 scripts/generate-plurals.py`; CI runs it with --check.",
        "",
        "extension PluralRules {",
        f"    /// The CLDR version the plural rules come from.",
        f"    public static let cldrVersion = {swift_string(version)}",
        "",
        "    /// Every locale with its own plural rules in CLDR, as CLDR writes it (`en`, `pt_PT`, `sr_Latn`).",
        "    ///",
        "    /// `root` is not listed: it is where every unknown language ends up, and there every number is",
        "    /// `other`.",
        "    public static let knownLocales: [String] = [",
    ]
    lines += [f"        {swift_string(name)}," for name in names]
    lines += [
        "    ]",
        "",
        "    /// The position of each known locale in `knownLocales`, keyed by its lowercased name.",
        "    static let localeIndexByLowercasedName: [String: Int16] = [",
    ]
    lines += [f"        {swift_string(name.lower())}: {index}," for index, name in enumerate(names)]
    lines += [
        "    ]",
        "",
        "    /// CLDR's parent-locale exceptions, lowercased (`en_gb` → `en_001`). Any other locale falls back",
        "    /// by dropping its last subtag.",
        "    static let parentByLowercasedName: [String: String] = [",
    ]
    lines += [f"        {swift_string(k.lower())}: {swift_string(v.lower())}," for k, v in sorted(parents.items())]
    lines += [
        "    ]",
        "",
        "    /// The cardinal rule set of each known locale (same order as `knownLocales`).",
        "    static let cardinalRuleSetOfLocale: [UInt8] = [",
    ]
    lines += [f"        {value},  // {names[index]}" for index, value in enumerate(cardinal_of)]
    lines += [
        "    ]",
        "",
        "    /// The ordinal rule set of each known locale; a locale without ordinal rules inherits them along",
        "    /// its parent chain (0 is root's: everything is `other`).",
        "    static let ordinalRuleSetOfLocale: [UInt8] = [",
    ]
    lines += [f"        {value},  // {names[index]}" for index, value in enumerate(ordinal_of)]
    lines += [
        "    ]",
        "",
        "    /// The locale each known locale takes its ordinal rules from (-1 is root).",
        "    static let ordinalSourceOfLocale: [Int16] = [",
    ]
    lines += [f"        {value},  // {names[index]}" for index, value in enumerate(ordinal_source)]
    lines += [
        "    ]",
        "",
        "    /// The categories of each rule set, in CLDR order, `other` last.",
        "    static let categoriesOfRuleSet: [[PluralCategory]] = [",
    ]
    for index, categories in enumerate(categories_of):
        lines.append(f"        [{', '.join('.' + c for c in categories)}],  // {index}")
    lines += [
        "    ]",
        "",
        "    /// Example numbers for each category of each rule set (same order as `categoriesOfRuleSet`).",
        "    static let examplesOfRuleSet: [[PluralExamples]] = [",
    ]
    for index, examples in enumerate(examples_of):
        lines.append(f"        // {index}")
        lines.append("        [")
        for found in examples:
            lines += [
                "            PluralExamples(",
                f"                integers: [{', '.join(swift_string(x) for x in found.integers)}],",
                f"                decimals: [{', '.join(swift_string(x) for x in found.decimals)}],",
                f"                integerSummary: {swift_string(found.integer_summary)},",
                f"                decimalSummary: {swift_string(found.decimal_summary)}",
                "            ),",
            ]
        lines.append("        ],")
    lines += [
        "    ]",
        "",
        "    /// The category of `o` under rule set `ruleSet`.",
        "    static func select(ruleSet: UInt8, _ o: PluralOperands) -> PluralCategory {",
        "        switch ruleSet {",
    ]
    for index in range(1, len(rule_sets)):
        lines.append(f"        case {index}: return select{index}(o)")
    lines += [
        "        default: return .other",
        "        }",
        "    }",
        "",
        "    /// Whether the CLDR condition of `category` holds for `o` under rule set `ruleSet` (`other` holds",
        "    /// when no other condition does). Slower than `select`; for tests that check the conditions never",
        "    /// overlap.",
        "    static func conditionHolds(ruleSet: UInt8, _ category: PluralCategory, _ o: PluralOperands) -> Bool {",
        "        switch (ruleSet, category) {",
    ]
    for index, rule_set in enumerate(rule_sets):
        for category, _ in rule_set.conditions:
            lines.append(f"        case ({index}, .{category}): return rule{index}{swift_name(category)}(o)")
    lines += [
        "        case (_, .other): return select(ruleSet: ruleSet, o) == .other",
        "        default: return false",
        "        }",
        "    }",
    ]
    for index, rule_set in enumerate(rule_sets):
        if index == 0:
            continue
        lines += ["", f"    // MARK: Rule set {index}"]
        lines += ["    // " + line for line in wrap(", ".join(rule_set.locales), 110)]
        lines.append("")
        lines.append(f"    static func select{index}(_ o: PluralOperands) -> PluralCategory {{")
        for category, _ in rule_set.conditions:
            lines.append(f"        if rule{index}{swift_name(category)}(o) {{ return .{category} }}")
        lines += ["        return .other", "    }"]
        for category, text in rule_set.rules:
            condition = dict(rule_set.conditions)[category]
            lines += [
                "",
                f"    /// {category}: {text}",
                "    @inline(__always)",
                f"    static func rule{index}{swift_name(category)}(_ o: PluralOperands) -> Bool {{",
                f"        {swift_condition(condition)}",
                "    }",
            ]
    lines += ["}", ""]
    return "\n".join(lines)


def main() -> int:
    return generated_file.main(__doc__.split("\n\n")[0], GENERATOR_NAME, OUTPUT_RELATIVE, build)


if __name__ == "__main__":
    sys.exit(main())
