"""A reference model of Glossa's resolution (DESIGN sections 3-4), used to write cases.jsonl.

Interpretation switches model the questions DESIGN leaves open; a case whose answer changes with a
switch is ambiguous and is left out (see AMBIGUITIES.md).
"""
import json
import os
import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction

# shared/cldr sits beside the repository (CI clones the repo with shared/ next to it).
_HERE = os.path.dirname(os.path.abspath(__file__))
_CLDR_DIR = os.environ.get("GLOSSA_CLDR_DIR") or os.path.join(_HERE, *[".."] * 6, "shared", "cldr")
CLDR = json.load(open(os.path.join(_CLDR_DIR, "plurals.json")))["locales"]
PARENTS = json.load(open(os.path.join(_CLDR_DIR, "parentLocales.json")))["parents"]
ORDER = ["zero", "one", "two", "few", "many", "other"]
NUMBER_RE = re.compile(r"^-?[0-9]+(\.[0-9]+)?$")


# ---------------------------------------------------------------- CLDR plural rules

def cldr_locale(tag):
    t = tag.replace("-", "_")
    while True:
        if t in CLDR:
            return t
        if t in PARENTS:
            t = PARENTS[t]
            continue
        if "_" in t:
            t = t.rsplit("_", 1)[0]
            continue
        return "root"


def operands(text):
    s = text.lstrip("-")
    if "." in s:
        ip, fp = s.split(".")
    else:
        ip, fp = s, ""
    n = Fraction(Decimal(s))
    i = int(ip)
    v = len(fp)
    f = int(fp) if fp else 0
    ft = fp.rstrip("0")
    w = len(ft)
    t = int(ft) if ft else 0
    return {"n": n, "i": i, "v": v, "w": w, "f": f, "t": t, "e": 0, "c": 0}


def eval_relation(rel, ops):
    m = re.match(r"^\s*([nivwftec])\s*(?:%\s*(\d+))?\s*(!=|=)\s*(.+?)\s*$", rel)
    assert m, rel
    var, mod, op, ranges = m.groups()
    x = ops[var]
    if mod:
        x = x % int(mod)
    hit = False
    for part in ranges.split(","):
        part = part.strip()
        if ".." in part:
            lo, hi = part.split("..")
            # A range matches integers only (x must be whole).
            if x == int(x) and int(lo) <= x <= int(hi):
                hit = True
        elif x == int(part):
            hit = True
    return hit if op == "=" else not hit


def eval_condition(cond, ops):
    return any(all(eval_relation(r, ops) for r in conj.split(" and ")) for conj in cond.split(" or "))


def category(tag, number):
    """The CLDR cardinal category of `number` (a string as written) in `tag`."""
    rules = CLDR[cldr_locale(tag)]["cardinal"]
    ops = operands(number)
    for cat in ORDER:
        if cat != "other" and cat in rules and eval_condition(rules[cat], ops):
            return cat
    return "other"


def used_categories(tag):
    return set(CLDR[cldr_locale(tag)]["cardinal"])


# ---------------------------------------------------------------- expressions

def parse_number(text):
    return Decimal(text.strip())


def match_pattern(pattern, value):
    """Does an ie:/iex:/exp: pattern match `value` (the number as written, or any string)?"""
    numeric = bool(NUMBER_RE.match(value))
    if pattern.startswith("exp:"):
        return re.search(pattern[4:], value, re.IGNORECASE) is not None
    if not numeric:
        return False
    x = Decimal(value)
    if pattern.startswith("iex:"):
        m = re.match(r"^iex:\s*(-?[0-9.]+)\s*(<=|<)\s*x\s*(<=|<)\s*(-?[0-9.]+)\s*$", pattern)
        assert m, pattern
        a, op1, op2, b = m.groups()
        a, b = Decimal(a), Decimal(b)
        assert a < b
        ok1 = a <= x if op1 == "<=" else a < x
        ok2 = x <= b if op2 == "<=" else x < b
        return ok1 and ok2
    if pattern.startswith("ie:"):
        m = re.match(r"^ie:\s*x\s*(<=|>=|<|>|=)\s*(-?[0-9.]+)\s*$", pattern)
        assert m, pattern
        op, n = m.groups()
        n = Decimal(n)
        return {"<": x < n, "<=": x <= n, "=": x == n, ">=": x >= n, ">": x > n}[op]
    raise ValueError(pattern)


# ---------------------------------------------------------------- projects

class Project:
    def __init__(self, path):
        self.path = path
        self.files = {}
        self.broken = set()
        for name in sorted(os.listdir(path)):
            if not name.endswith(".json") or name in ("expressions.json", "glossa.json"):
                continue
            tag = name[:-5].replace("_", "-")
            try:
                # object_pairs_hook keeps file order (dicts keep insertion order anyway).
                self.files[tag] = json.load(open(os.path.join(path, name), encoding="utf-8-sig"))
            except json.JSONDecodeError:
                self.broken.add(tag)
        ep = os.path.join(path, "expressions.json")
        self.expressions = json.load(open(ep)) if os.path.exists(ep) else {}
        gp = os.path.join(path, "glossa.json")
        self.base_language = json.load(open(gp)).get("baseLanguage", "en") if os.path.exists(gp) else "en"

    def file_language(self, tag):
        return self.base_language if tag == "base" else tag

    def chain(self, lang):
        tags = []
        t = lang
        while True:
            tags.append(t)
            if "-" not in t:
                break
            t = t.rsplit("-", 1)[0]
        tags.append("base")
        return [t for t in tags if t in self.files]

    def shared(self, name, lang):
        sections = [lang]
        if "-" in lang:
            sections.append(lang.split("-")[0])
        sections.append("base")
        for s in sections:
            sec = self.expressions.get(s)
            if isinstance(sec, dict) and name in sec:
                return sec[name]
        return None


def classify(project, selector, lang):
    """('explicit', pattern) | ('category', cat) | ('exact', n) | ('never', why)."""
    pattern = project.shared(selector, lang)
    if pattern is not None:
        return ("explicit", pattern)
    if selector.startswith(("ie:", "iex:", "exp:")):
        return ("explicit", selector)
    if selector in ORDER:
        if selector in used_categories(lang):
            return ("category", selector)
        if selector in ("zero", "one", "two"):
            return ("explicit", "ie:x=" + str(["zero", "one", "two"].index(selector)))
        return ("never", "category unused")
    if selector == ">one":
        return ("explicit", "ie:x>1")
    return ("never", "unknown")


def is_width_object(obj):
    return isinstance(obj, dict) and obj and all(re.match(r"^@[0-9]+$", k) for k in obj)


def pick_width(obj, width):
    items = sorted((int(k[1:]), k) for k in obj)
    if width is None:
        return items[-1][1]
    fitting = [k for n, k in items if n <= width]
    return fitting[-1] if fitting else items[0][1]


def resolve(project, req, *, sections_by_request=False, shared_category_eligible=False,
            first_variant_skips_never=False):
    lang, key = req["lang"], req["key"]
    number = req.get("number")
    width = req.get("width")
    default = req.get("default")
    numeric = number is not None and bool(NUMBER_RE.match(number))
    for tag in project.chain(lang):
        entries = project.files[tag]
        if key not in entries:
            continue
        value = entries[key]
        flang = project.file_language(tag)
        slang = lang if sections_by_request else flang
        cat = category(flang, number) if numeric else None
        result = {"language": tag, "category": cat, "fallback": tag != lang}
        if isinstance(value, str):
            return dict(result, value=value, matched=None)
        if is_width_object(value):
            w = pick_width(value, width)
            return dict(result, value=value[w], matched=w)
        variants = list(value.items())
        classes = [(sel, classify(project, sel, slang), v) for sel, v in variants]
        chosen = None
        if number is not None:
            for sel, (kind, arg), v in classes:
                if kind == "explicit" and match_pattern(arg, number):
                    chosen = (sel, v)
                    break
            if chosen is None and numeric:
                for sel, (kind, arg), v in classes:
                    if kind == "category" and arg == cat:
                        chosen = (sel, v)
                        break
                if chosen is None and shared_category_eligible:
                    for sel, (kind, arg), v in classes:
                        if sel == cat:
                            chosen = (sel, v)
                            break
            if chosen is None and numeric:
                for sel, (kind, arg), v in classes:
                    if kind == "category" and arg == "other":
                        chosen = (sel, v)
                        break
            if chosen is None:
                continue
        else:
            for sel, (kind, arg), v in classes:
                if kind == "category" and arg == "other":
                    chosen = (sel, v)
                    break
            if chosen is None:
                for sel, (kind, arg), v in classes:
                    if first_variant_skips_never and kind == "never":
                        continue
                    chosen = (sel, v)
                    break
            if chosen is None:
                continue
        sel, v = chosen
        if isinstance(v, str):
            return dict(result, value=v, matched=sel)
        w = pick_width(v, width)
        return dict(result, value=v[w], matched=sel + " \u203a " + w)
    return {"value": default if default is not None else key, "language": None, "matched": None,
            "category": "?" if numeric else None, "fallback": True}


def resolve_all(project, req):
    """The answer, or None when the interpretation switches disagree."""
    answers = []
    for a in (False, True):
        for b in (False, True):
            for c in (False, True):
                answers.append(resolve(project, req, sections_by_request=a, shared_category_eligible=b,
                                       first_variant_skips_never=c))
    first = answers[0]
    for other in answers[1:]:
        if other != first:
            return None, answers
    return first, answers
