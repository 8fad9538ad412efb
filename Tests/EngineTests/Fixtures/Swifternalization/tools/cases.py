"""Writes cases.jsonl from the case list below, answering each with the reference model in resolver.py.

Where a Swifternalization test or README states its own answer (`sw=`), the script checks it against
Glossa's: equal, or the case must carry a note that explains the deliberate difference.
"""
import json
import os
import re
import sys

from resolver import Project, resolve_all

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
projects = {}
cases = []
dropped = []


def project(name):
    if name not in projects:
        projects[name] = Project(os.path.join(ROOT, name))
    return projects[name]


def c(proj, lang, key, number=None, width=None, default=None, *, source, note=None, sw=None):
    req = {"lang": lang, "key": key}
    if number is not None:
        req["number"] = number
    if width is not None:
        req["width"] = width
    if default is not None:
        req["default"] = default
    p = project(proj)
    answer, answers = resolve_all(p, req)
    if answer is None:
        dropped.append((proj, req, source, answers))
        return
    expect = {"value": answer["value"], "language": answer["language"], "matched": answer["matched"]}
    if answer["category"] != "?":
        expect["category"] = answer["category"]
    # Whether base.json counts as the file of the base language is open (AMBIGUITIES.md): leave
    # `fallback` unchecked when the base language itself is asked for and has no file of its own.
    if not (lang == p.base_language and lang not in p.files and answer["language"] == "base"):
        expect["fallback"] = answer["fallback"]
    v = answer["value"]
    if number is not None and re.fullmatch(r"-?[0-9]+", number) and "%d" in v and v.count("%") == v.count("%d"):
        expect["formatted"] = v.replace("%d", number)
    if sw is not None and sw != answer["value"]:
        assert note, f"Swifternalization says {sw!r}, Glossa {answer['value']!r} for {proj} {req}: add a note"
    case = {"project": proj, "request": req, "expect": expect, "source": source}
    if note:
        case["note"] = note
    cases.append(case)


# Notes used more than once.
N_KEY_STAYS = ("Swifternalization returns the key here: a key present in the language file replaces the base "
               "entry even when none of its variants matches. Glossa goes on to the next language (DESIGN §4.4d).")
N_UNKNOWN = ("`more` is not defined in this project's expressions.json: Glossa treats it as an unknown selector "
             "that never matches; Swifternalization compared it as a literal string (DESIGN §3.6, §10).")
N_WIDTH_README = ("The README says a width of 201-300 picks @300; Swifternalization's code and Glossa pick the "
                  "largest @N <= width (DESIGN §4.6, §10).")
N_WIDTH_BELOW = ("Below every @N Glossa takes the smallest; Swifternalization returned a random variation "
                 "(DESIGN §10).")
N_NO_WIDTH = "No width: Glossa takes the largest @N, the full text (DESIGN §4.6)."
N_SHARED_FEW = ("`few` is redefined for pl in expressions.json, so it is an explicit expression here and "
                "matches the decimal as written; the CLDR category of the number is still reported.")
N_OTHER_CATCHALL = ("`other` is Glossa's catch-all (CLDR, DESIGN §10); Swifternalization's built-in `other` "
                    "never matched exactly 1.")
N_RU_BROKEN = ("ru.json has a syntax error (missing comma at 25:9), so it does not load and ru requests fall back "
               "to base.json.")
N_NO_OTHER = "No variant matches and the entry has no `other`: the next language in the chain answers."
N_DECIMAL = ("Decimals take CLDR's `other` in Polish (v != 0); the entry has no `other`, so base.json answers. "
             "Swifternalization's Polish built-ins matched only integers.")
N_NEGATIVE = "CLDR plural operands ignore the sign (n is the absolute value), so the category of -N is that of N."
N_IE_DECIMAL = "ie: compares numbers as decimals, so 3.0 = 3 (Swifternalization's own InequalityExpressionMatcherTests)."

# ------------------------------------------------------------------------------------------------ test-fixtures
T = "test-fixtures"
S = "SwifternalizationTests.swift"
c(T, "en", "not-found", source=f"{S}: testShouldReturnKeyWhenNotTranslated", sw="not-found")
c(T, "en", "not-found", default="something", source=f"{S}: testShouldReturnDefaultValueInsteadOfKeyWhenNotTranslated",
  sw="something")
c(T, "en", "welcome-key", source=f"{S}: testPrimitive1", sw="welcome")
c(T, "en", "cars", "1", source=f"{S}: testInequality1", sw="one car")
c(T, "en", "cars", "2", source=f"{S}: testInequality2", sw="%d cars")
c(T, "en", "cars", "-3", source=f"{S}: testInequality3", sw="minus %d cars")
c(T, "en", "things", "10", source=f"{S}: testSharedExpression1", sw="10 things")
c(T, "en", "things", "26", source=f"{S}: testSharedExpression2", sw=">20 things")
c(T, "en", "put.?.here.format", source=f"{S}: testValueWithFormat", sw="put %@ here")
c(T, "en", "pl-cars", "1", source=f"{S}: testPLInequality1", sw="jeden samochód")
c(T, "en", "pl-cars", "2", source=f"{S}: testPLInequalityExtended2", sw="%d samochody")
c(T, "en", "pl-cars", "-3", source=f"{S}: testPLInequalityExtended3", sw="-2 - -4 samochody")
c(T, "en", "pl-police-cars", "1", source=f"{S}: testPLRegex1", sw="1 samochód policyjny")
c(T, "en", "pl-police-cars", "2", source=f"{S}: testPLRegex2", sw="%d samochody policyjne")
c(T, "en", "pl-police-cars", "5", source=f"{S}: testPLRegex3", sw="%d samochodów policyjnych")
c(T, "en", "pl-police-cars", "13", source=f"{S}: testPLRegex4", sw="%d samochodów policyjnych")
c(T, "en", "issue21", "1", source="SharedBaseExpressionTests.swift: testIssue21", sw="1 follow request")
c(T, "en", "issue21", "15", source="SharedBaseExpressionTests.swift: testIssue21", sw="%d follow requests")
# More lookups on the same fixtures, answered by DESIGN.
src = "test fixtures (base.json)"
for n in ["3", "4", "10", "100", "1000"]:
    c(T, "en", "cars", n, source=src)
for n in ["-2", "-10"]:
    c(T, "en", "cars", n, source=src)
c(T, "en", "cars", "0", source=src, note="No selector matches 0 and `cars` has no `other`: the key is returned.")
c(T, "en", "cars", "1.5", source=src, note="1.5 is CLDR `other` in English; `cars` has no `other`.")
c(T, "en", "cars", "1.0", source=src, note="1.0 is `other` in English (v = 1), not `one`; ie:x>=2 does not match.")
c(T, "en", "cars", "1", default="Car", source=src)
c(T, "en", "cars", "0", default="Car", source=src)
c(T, "en", "cars", source=src, note="No number: `other` is absent, so the first variant answers.")
for n in ["3", "4", "-2", "-4"]:
    c(T, "en", "pl-cars", n, source=src)
for n in ["5", "-5", "1.5"]:
    c(T, "en", "pl-cars", n, source=src)
for n in ["3", "4", "12", "14", "21", "22", "24", "0", "100", "101", "112", "122"]:
    c(T, "en", "pl-police-cars", n, source=src)
for n in ["20", "21", "11", "9"]:
    c(T, "en", "things", n, source=src)
c(T, "en", "only-in-base", source=src)
c(T, "en", "welcome-key", width=100, source=src, note="A plain string ignores the width.")
c(T, "en", "issue21", "0", source="SharedBaseExpressionTests.swift (testOther: 0 is `other`)")
c(T, "en", "issue21", "2", source="SharedBaseExpressionTests.swift (testOther)")
c(T, "en", "issue21", source=src, note="No number: `other`.")
# Polish: pl.json is the language file; base.json is the fallback.
srcpl = "test fixtures (pl.json)"
c(T, "pl", "welcome", source=srcpl)
c(T, "pl", "welcome-key", source=srcpl)
c(T, "pl", "only-in-base", source=srcpl)
c(T, "pl", "cars", "1", source=srcpl)
c(T, "pl", "cars", "2", source=srcpl, note="`ie:x=2` is explicit and comes before the categories.")
for n in ["5", "3", "22", "12"]:
    c(T, "pl", "cars", n, source=srcpl, note=N_UNKNOWN + " " + N_KEY_STAYS)
c(T, "pl", "cars", "0", source=srcpl, note=N_UNKNOWN + " base.json has no variant for 0 either.")
c(T, "pl", "forgot-password", width=100, source=srcpl)
c(T, "pl", "forgot-password", width=200, source=srcpl)
c(T, "pl", "forgot-password", width=300, source=srcpl)
c(T, "pl", "forgot-password", width=250, source=srcpl)
c(T, "pl", "forgot-password", width=1000, source=srcpl)
c(T, "pl", "forgot-password", width=50, source=srcpl, note=N_WIDTH_BELOW)
c(T, "pl", "forgot-password", source=srcpl, note=N_NO_WIDTH)
c(T, "pl", "car-sentence", "1", width=100, source=srcpl)
c(T, "pl", "car-sentence", "1", width=200, source=srcpl)
c(T, "pl", "car-sentence", "1", width=299, source=srcpl)
c(T, "pl", "car-sentence", "1", source=srcpl, note=N_NO_WIDTH)
c(T, "pl", "car-sentence", "5", width=300, source=srcpl, note=N_UNKNOWN + " base.json has no car-sentence.")
c(T, "pl", "car-sentence", "5", width=300, default="cars", source=srcpl, note=N_UNKNOWN)
c(T, "pl", "car-sentence", width=150, source=srcpl,
  note="No number: no `other`, so the first variant (`one`) answers, at its width.")
c(T, "pl", "pl-police-cars", "5", source=srcpl, note="Only in base.json; its selectors are ie:, exp: and the base name custom-pl-few.")
c(T, "pl", "things", "10", source=srcpl)
c(T, "pl", "issue21", "2", source=srcpl)
# ru.json is broken: everything comes from base.json.
srcru = "test fixtures (ru.json, invalid JSON)"
c(T, "ru", "welcome", source=srcru, note=N_RU_BROKEN + " base.json has no `welcome`, so the key is returned.")
c(T, "ru", "welcome-key", source=srcru, note=N_RU_BROKEN)
c(T, "ru", "forgot-password", width=200, source=srcru, note=N_RU_BROKEN + " base.json has no forgot-password.")
c(T, "ru", "things", "10", source=srcru, note=N_RU_BROKEN)
c(T, "ru", "pl-police-cars", "5", source=srcru, note=N_RU_BROKEN)
c(T, "ru", "pl-police-cars", "1", source=srcru, note=N_RU_BROKEN)
c(T, "ru", "cars", "2", source=srcru, note=N_RU_BROKEN)
c(T, "ru", "cars", "-7", source=srcru, note=N_RU_BROKEN)
c(T, "ru", "only-in-base", source=srcru, note=N_RU_BROKEN)

# ------------------------------------------------------------------------------------------------ ru.json fixed
R = "test-fixtures-ru-fixed"
srcrf = "test fixtures with ru.json's two syntax errors fixed"
N_RU_SHARED = ("`one` and `few` are redefined for ru in expressions.json (regular expressions), so they are "
               "explicit expressions here; the CLDR category of the number is still reported.")
c(R, "ru", "welcome", source=srcrf)
for n in ["1", "21", "31", "101", "451", "1441", "3441"]:
    c(R, "ru", "cars", n, source=srcrf + "; numbers from SharedRussianExpressionTests.testOne", note=N_RU_SHARED)
for n in ["2", "23", "564", "1873", "22", "34"]:
    c(R, "ru", "cars", n, source=srcrf + "; numbers from SharedRussianExpressionTests.testFew", note=N_RU_SHARED)
for n in ["5", "11", "12", "25", "111", "1211"]:
    c(R, "ru", "cars", n, source=srcrf,
      note=N_RU_SHARED + " `more` is unknown, so base.json answers. " + N_KEY_STAYS)
c(R, "ru", "cars", "1.2", source=srcrf,
  note=N_RU_SHARED + " The ru `few` pattern matches the text \"1.2\" although CLDR says `other`.")
c(R, "ru", "forgot-password", width=100, source=srcrf)
c(R, "ru", "forgot-password", width=200, source=srcrf)
c(R, "ru", "forgot-password", width=5000, source=srcrf)
c(R, "ru", "forgot-password", width=99, source=srcrf, note=N_WIDTH_BELOW)
c(R, "ru", "forgot-password", source=srcrf, note=N_NO_WIDTH)
c(R, "ru", "car-sentence", "1", width=200, source=srcrf, note=N_RU_SHARED)
c(R, "ru", "car-sentence", "21", width=300, source=srcrf, note=N_RU_SHARED)
c(R, "ru", "car-sentence", "3", width=299, source=srcrf, note=N_RU_SHARED)
c(R, "ru", "car-sentence", "3", width=300, source=srcrf, note=N_RU_SHARED)
c(R, "ru", "car-sentence", "3", source=srcrf, note=N_RU_SHARED)
c(R, "ru", "car-sentence", "5", width=300, source=srcrf, note=N_UNKNOWN + " base.json has no car-sentence.")
c(R, "ru", "welcome-key", source=srcrf)
c(R, "ru", "things", "26", source=srcrf)

# ------------------------------------------------------------------------------------------------ example-2015
E = "example-2015"
srce = "example/ (2015): base.json, pl.json, expressions.json"
N_E_SHARED = "expressions.json defines `one` (ie:x=1), `two` and `more` in base; pl inherits them."
c(E, "en", "welcome", source=srce)
for n in ["1", "2", "3", "5", "10", "12", "21", "100", "0", "-1"]:
    c(E, "en", "cars", n, source=srce, note=N_E_SHARED + (" " + N_NEGATIVE if n == "-1" else ""))
c(E, "en", "cars", "1.0", source=srce, note=N_E_SHARED + " ie:x=1 compares numbers, so 1.0 matches `one`.")
c(E, "en", "cars", "1.5", source=srce, note=N_E_SHARED + " Nothing matches 1.5 (it starts with 1 and has one digit before the point).")
c(E, "en", "cars", "2.5", source=srce, note=N_E_SHARED + " `more` matches any text not starting with 1.")
c(E, "en", "forgot-password", width=100, source=srce)
c(E, "en", "forgot-password", width=200, source=srce)
c(E, "en", "forgot-password", width=300, source=srce)
c(E, "en", "forgot-password", width=250, source=srce, note=N_WIDTH_README)
c(E, "en", "forgot-password", width=10, source=srce, note=N_WIDTH_BELOW)
c(E, "en", "forgot-password", source=srce, note=N_NO_WIDTH)
c(E, "en", "car-sentence", "1", width=100, source=srce)
c(E, "en", "car-sentence", "1", width=250, source=srce)
c(E, "en", "car-sentence", "1", source=srce)
c(E, "en", "car-sentence", "4", width=200, source=srce)
c(E, "en", "car-sentence", "4", width=300, source=srce)
c(E, "en", "car-sentence", "4", source=srce)
c(E, "en", "car-sentence", width=300, source=srce, note="No number and no `other`: the first variant.")
N_TEXT = ("A value that is not a number can only match exp: selectors (DESIGN §4.4); its category is null. "
          "Swifternalization matched expressions against any string too.")
c(E, "en", "cars", "abc", source=srce + "; localizedString(_:stringValue:)", note=N_TEXT)
c(E, "en", "cars", "1abc", source=srce + "; localizedString(_:stringValue:)",
  note=N_TEXT + " Here no exp: selector matches, so the key is returned.")
c(E, "pl", "welcome", source=srce)
for n in ["1", "2", "3", "5", "12", "22", "0", "1000"]:
    c(E, "pl", "cars", n, source=srce, note=N_E_SHARED)
c(E, "pl", "cars", "1.5", source=srce, note=N_E_SHARED + " No pl or base variant matches 1.5: the key is returned.")
c(E, "pl", "forgot-password", width=200, source=srce)
c(E, "pl", "forgot-password", source=srce, note=N_NO_WIDTH)
c(E, "pl", "car-sentence", "1", width=200, source=srce)
c(E, "pl", "car-sentence", "7", width=120, source=srce)
c(E, "pl", "car-sentence", "7", source=srce)
c(E, "de", "welcome", source=srce, note="No de.json: base.json answers.")
c(E, "de", "cars", "3", source=srce, note="No de.json: base.json answers.")

# ------------------------------------------------------------------------------------------------ README
M = "readme"
RD = "README (1.3.x)"
c(M, "en", "time-seconds", "10", source=f"{RD}: Practical Usage Example, localizedString(\"time-seconds\", intValue: 10)",
  sw="%d seconds ago")
c(M, "pl", "time-seconds", "10", source=f"{RD}: Practical Usage Example, localizedString(\"time-seconds\", intValue: 10)",
  sw="%d sekund temu")
for lang in ["en", "pl"]:
    for key in ["time-seconds", "time-minutes", "time-hours"]:
        for n in ["1", "2", "5"]:
            c(M, lang, key, n, source=f"{RD}: Practical Usage Example")
for n in ["0", "3", "4", "11", "12", "13", "14", "15", "21", "22", "23", "24", "25", "32", "34", "42", "44",
          "100", "101", "102", "104", "105", "111", "112", "114", "122", "162", "164", "1000", "1002", "-2", "-5"]:
    c(M, "pl", "time-seconds", n, source=f"{RD}: Analysis, Polish (1 / 0, 5-21 / 2-4, 22-24, 32-34 ... 162-164)",
      note=N_SHARED_FEW + (" " + N_NEGATIVE if n.startswith("-") else ""))
c(M, "pl", "time-seconds", "1.5", source=f"{RD}: Analysis, Polish", note=N_DECIMAL)
c(M, "pl", "time-seconds", "0.5", source=f"{RD}: Analysis, Polish", note=N_DECIMAL)
c(M, "pl", "time-seconds", "1.2", source=f"{RD}: Analysis, Polish", note=N_SHARED_FEW)
c(M, "pl", "time-minutes", "2.5", source=f"{RD}: Analysis, Polish", note=N_DECIMAL)
for n in ["0", "1", "3", "1.5"]:
    c(M, "en", "time-minutes", n, source=f"{RD}: Analysis, English (1 / 0, 2, 3...)")
c(M, "en", "time-seconds", "1.0", source=f"{RD}: Analysis, English", note="1.0 is CLDR `other` in English.")
c(M, "en", "time-hours", "1", source=f"{RD}: Practical Usage Example (the README's own text says \"%d hours ago\" for one)")
c(M, "en", "forgot-password", width=300, source=f"{RD}: Length Variations, localizedString(\"forgot-password\", fittingWidth: 300)",
  sw="Forgot Your Password? Use Help.")
c(M, "en", "forgot-password", width=250, source=f"{RD}: Length Variations (\"201 - 300\")", note=N_WIDTH_README,
  sw="Forgot Your Password? Use Help.")
c(M, "en", "forgot-password", width=201, source=f"{RD}: Length Variations (\"201 - 300\")", note=N_WIDTH_README,
  sw="Forgot Your Password? Use Help.")
c(M, "en", "forgot-password", width=200, source=f"{RD}: Length Variations")
c(M, "en", "forgot-password", width=400, source=f"{RD}: Length Variations")
c(M, "en", "forgot-password", width=401, source=f"{RD}: Length Variations",
  note="Swifternalization's doc comment: a width greater than the highest gives the highest.")
c(M, "en", "forgot-password", width=100, source=f"{RD}: Length Variations", note=N_WIDTH_BELOW)
c(M, "en", "forgot-password", source=f"{RD}: Length Variations",
  note=N_NO_WIDTH + " Swifternalization's doc comment also says the full-length string is returned.")
c(M, "pl", "forgot-password", width=300, source=f"{RD}: Length Variations",
  note="No forgot-password in pl.json: base.json answers.")
c(M, "en", "car", "1", width=100, source=f"{RD}: Length Variations (expressions mixed with widths)")
c(M, "en", "car", "1", width=200, source=f"{RD}: Length Variations (expressions mixed with widths)")
c(M, "en", "car", "1", width=150, source=f"{RD}: Length Variations (expressions mixed with widths)")
c(M, "en", "car", "1", source=f"{RD}: Length Variations (expressions mixed with widths)", note=N_NO_WIDTH)
c(M, "en", "car", "3", source=f"{RD}: Length Variations (expressions mixed with widths)",
  note=N_UNKNOWN + " Nothing else matches 3, so the key is returned.")
c(M, "en", "car", "3", default="Cars", source=f"{RD}: Length Variations (expressions mixed with widths)", note=N_UNKNOWN)
c(M, "en", "car", width=120, source=f"{RD}: Length Variations", note="No number and no `other`: the first variant (ie:x=1) at its width.")
for n, sw in [("1", "1 car"), ("0", "no cars"), ("2", "%d cars"), ("5", "%d cars"), ("1000", "%d cars")]:
    c(M, "en", "cars", n, source=f"{RD}: Inequality Expressions", sw=sw)
c(M, "en", "cars", "1.5", source=f"{RD}: Inequality Expressions (works with floating point numbers)")
c(M, "en", "cars", "0.5", source=f"{RD}: Inequality Expressions",
  note="0.5 matches none of x=1, x=0, x>1 and `cars` has no `other`.")
c(M, "en", "cars", "-1", source=f"{RD}: Inequality Expressions", note="-1 matches none of the expressions.")
c(M, "en", "cars", "5", source=f"{RD}: Getting localized string, localizedString(\"cars\", stringValue: \"5\")")
for n in ["3", "5", "9", "9.5", "2.01"]:
    c(M, "en", "tomatos", n, source=f"{RD}: Inequality Extended Expressions (iex:2<x<10)")
for n in ["2", "10", "1", "100"]:
    c(M, "en", "tomatos", n, source=f"{RD}: Inequality Extended Expressions (iex:2<x<10)",
      note="Outside 2 < x < 10 and no other variant: the key is returned.")
c(M, "en", "tomatos", "10", default="tomatoes", source=f"{RD}: Inequality Extended Expressions")
for n in ["1", "2", "3", "4", "5", "12", "13", "21", "22", "24", "25", "0", "101", "1.5", "1.2"]:
    c(M, "pl", "police-cars", n, source=f"{RD}: Regex Expressions (police cars in Polish)")
for n in ["1", "2", "4", "5", "12", "22", "25", "0"]:
    c(M, "pl", "police-cars-built-in", n, source=f"{RD}: Regex Expressions, PS: built-in solution for Polish",
      note=N_SHARED_FEW if n in ("2", "4", "22") else None)
c(M, "pl", "police-cars-built-in", "1.2", source=f"{RD}: built-in solution for Polish", note=N_SHARED_FEW)
c(M, "pl", "police-cars-built-in", "1.5", source=f"{RD}: built-in solution for Polish",
  note="1.5 is CLDR `other` in Polish, there is no `other` variant and base.json has no police-cars-built-in.")
c(M, "en", "police-cars", "1", source=f"{RD}: Regex Expressions", note="Only in pl.json: the key is returned.")
c(M, "en", "welcome-key", source=f"{RD}: Creating file with localization per country")
for n in ["1", "2", "3", "-2", "-3"]:
    c(M, "en", "cars-per-country", n, source=f"{RD}: Creating file with localization per country")
c(M, "en", "cars-per-country", "0", source=f"{RD}: Creating file with localization per country",
  note="0 matches no variant (x>=2, x<=-2, `one`) and there is no `other`.")
c(M, "en", "cars-per-country", "-1", source=f"{RD}: Creating file with localization per country",
  note="-1 is CLDR `one` in English (the operands ignore the sign), so `one` answers.")
c(M, "en", "welcome", source=f"{RD}: Getting localized string, localizedString(\"welcome\")", sw="welcome")
c(M, "en", "welcome", width=200, source=f"{RD}: Getting localized string, localizedString(\"welcome\", fittingWidth: 200)",
  sw="welcome")
c(M, "en", "welcome", default="Welcome", source=f"{RD}: Getting localized string, defaultValue: \"Welcome\"", sw="welcome")
c(M, "en", "cars-with-widths", "1", width=100, source=f"{RD}: Creating file with localization per country (more complex file)")
c(M, "en", "cars-with-widths", "1", width=300, source=f"{RD}: Creating file with localization per country (more complex file)")
c(M, "en", "cars-with-widths", "1", width=400, source=f"{RD}: Creating file with localization per country (more complex file)")
c(M, "en", "cars-with-widths", "1", source=f"{RD}: Creating file with localization per country (more complex file)",
  note=N_NO_WIDTH)
c(M, "en", "cars-with-widths", "7", width=400, source=f"{RD}: more complex file", note="A string variant ignores the width.")
c(M, "en", "cars-with-widths", "0", source=f"{RD}: more complex file")
c(M, "en", "cars-with-widths", source=f"{RD}: more complex file", note="No number: `other`.")
c(M, "pl", "cars-with-widths", "2", width=100, source=f"{RD}: more complex file",
  note="Only in base.json; the category comes from base.json's language (English).")

# ------------------------------------------------------------------------------------------------ README shared
H = "readme-shared"
RS = "README (1.0.x): Shared Expressions, Expressions.strings (Base and Polish), in JSON"
for n in ["1", "2", "5", "10", "12", "13", "21", "100", "0", "-1"]:
    c(H, "en", "cars", n, source=RS, note=N_NEGATIVE if n == "-1" else None)
c(H, "en", "cars", "1.5", source=RS, note="Neither custom-1 (x=1) nor custom-2 matches 1.5: the key is returned.")
c(H, "en", "cars", "19", default="cars", source=RS)
for n in ["1", "2", "3", "4", "5", "12", "13", "14", "21", "22", "23", "24", "25", "0", "100", "101", "104",
          "111", "112", "1000", "1.5", "1.2"]:
    c(H, "pl", "cars", n, source=RS, note="The pl section overrides custom-2 and adds custom-3; base's custom-2 is not used for pl.")
c(H, "en", "cars", "x", source=RS + "; a string value", note=N_TEXT)
c(H, "pl", "cars", "many", source=RS + "; a string value",
  note=N_TEXT + " No pl pattern matches \"many\"; base's custom-2 (^[^1]) does.")
c(H, "de", "cars", "3", source=RS, note="No de.json: base.json and the base section answer.")

c("readme-redefine-one", "pl", "shared-one", "2", source="README (1.3.x): Shared Expressions (\"one\": \"ie:x>1\" in base)",
  note="`one` is redefined in expressions.json's base section as x > 1, and the definition is used in pl too.")
c("readme-redefine-one", "pl", "shared-one", "5", source="README (1.3.x): Shared Expressions")
c("readme-redefine-one", "pl", "shared-one", "1.5", source="README (1.3.x): Shared Expressions")
c("readme-redefine-one", "pl", "shared-one", "0", source="README (1.3.x): Shared Expressions",
  note="0 is not > 1; base.json's entry does not match either.")
c("readme-redefine-one", "en", "shared-one", "2", source="README (1.3.x): Shared Expressions")
c("readme-redefine-one", "en", "shared-one", "-4", source="README (1.3.x): Shared Expressions")
c("readme-redefine-one", "de", "shared-one", "3", source="README (1.3.x): Shared Expressions")

# ------------------------------------------------------------------------------------------------ DemoOrdering
D = "demo-ordering"
DS = "DemoOrdering (1.x Localizable.strings + Expressions.strings, in JSON): cars from 1 up"
c(D, "en", "hello-base-test", source=DS)
c(D, "pl", "hello-base-test", source=DS)
for n in [str(i) for i in range(0, 26)] + ["100", "101", "102", "105", "111", "112", "121", "122", "1000", "1001",
                                           "1002", "1012", "1022"]:
    c(D, "pl", "cars", n, source=DS)
for n in ["1", "2", "11", "1000"]:
    c(D, "en", "cars", n, source=DS)
c(D, "pl", "cars", "2.5", source=DS, note=N_DECIMAL)
c(D, "pl", "tomato", "10", source=DS)
c(D, "pl", "tomato", "5", source=DS, note="Only `ten` (ie:x=10); base.json has no tomato: the key is returned.")
c(D, "en", "tomato", "10", source=DS, note="tomato is only in pl.json.")

# ------------------------------------------------------------------------------------------------ matchers
X = "matchers"
IE = "InequalityExpressionMatcherTests.swift"
IX = "InequalityExtendedExpressionMatcherTests.swift"
for key, test, yes, no in [
    ("ie-x-eq-3", "testIE1", ["3", "3.0"], ["5", "-100.33", "0", "2.99", "3.01", "100.99"]),
    ("ie-x-le-3", "testIE2", ["-9999", "0", "2", "3", "3.0"], ["3.00001", "4", "1000000"]),
    ("ie-x-ge-3", "testIE3", ["3", "4", "3.5", "999999"], ["-999999", "2.9999999", "0"]),
    ("ie-x-gt-3", "testIE4", ["3.0001", "4", "999999"], ["3", "3.000000", "-999999"]),
    ("ie-x-lt-3", "testIE5", ["-99999", "2", "2.9999"], ["3", "3.0000", "999999"]),
    ("ie-x-le-4.3", "testIE6", ["-99999", "3", "4", "4.3", "4.30"], ["4.31", "10000000"]),
    ("ie-x-gt-minus-199", "testIE7", ["-198", "0", "99999"], ["-199", "-99999", "-199.5"]),
]:
    for n in yes:
        c(X, "en", key, n, source=f"{IE}: {test}", sw="match",
          note=N_IE_DECIMAL if n in ("3.0", "3.0000", "3.000000", "4.30") else None)
    for n in no:
        c(X, "en", key, n, source=f"{IE}: {test}", sw="no match",
          note=N_IE_DECIMAL if n in ("3.0", "3.0000", "3.000000", "4.30") else None)
for key, test, yes, no in [
    ("iex-4-lt-x-lt-6", "testIEX1", ["4.01", "5", "5.99"], ["-9999", "4", "4.0", "6", "6.0", "9999"]),
    ("iex-4-le-x-lt-10", "testIEX2", ["4", "4.00", "7", "9.99"], ["3.99", "-9999", "10", "10.0", "9999"]),
    ("iex-4.99-lt-x-lt-9.99", "testIEX3", ["5", "5.00", "9.98"], ["4.99", "-9999", "9.99", "10", "9999"]),
    ("iex-minus-10.33-le-x-lt-10.4", "testIEX4", ["-10.33", "0", "10.39"], ["-10.34", "-9999", "10.4", "10.41", "9999"]),
]:
    for n in yes:
        c(X, "en", key, n, source=f"{IX}: {test}", sw="match")
    for n in no:
        c(X, "en", key, n, source=f"{IX}: {test}", sw="no match",
          note="The upper bound is excluded (x < 10.4)." if n == "10.4" else None)
SB = "SharedBaseExpressionTests.swift"
c(X, "en", "builtin-one", "1", source=f"{SB}: testOne", sw="match")
c(X, "en", "builtin-one", "2", source=f"{SB}: testOne", sw="no match")
c(X, "en", "builtin-one", "1.0", source=f"{SB}: testOne",
  note="In English `one` is the CLDR category (i = 1 and v = 0): 1.0 is `other`.")
for n, sw in [("2", "match"), ("3", "match"), ("1", "no match")]:
    c(X, "en", "builtin-more-than-one", n, source=f"{SB}: testMoreThanOne", sw=sw)
c(X, "en", "builtin-more-than-one", "1.5", source=f"{SB}: testMoreThanOne", note="`>one` is x > 1 (DESIGN §3.5).")
c(X, "en", "builtin-more-than-one", "0", source=f"{SB}: testMoreThanOne")
for n, sw in [("2", "match"), ("1", "no match"), ("3", "no match")]:
    c(X, "en", "builtin-two", n, source=f"{SB}: testTwo", sw=sw,
      note="English has no `two` category, so `two` means exactly 2 (DESIGN §3.1)." if n == "2" else None)
for n, sw in [("0", "other"), ("2", "other"), ("3", "other"), ("1", "one")]:
    c(X, "en", "builtin-other", n, source=f"{SB}: testOther", sw=sw)
c(X, "en", "builtin-other-alone", "1", source=f"{SB}: testOther (`other` does not match 1)", sw="builtin-other-alone",
  note=N_OTHER_CATCHALL)
c(X, "en", "builtin-other-alone", "1.5", source=f"{SB}: testOther", note=N_OTHER_CATCHALL)
SP = "SharedPolishExpressionTests.swift"
for n in ["2", "24", "153", "454", "1443", "3443"]:
    c(X, "pl", "polish-built-ins", n, source=f"{SP}: testFew (should match)")
for n in ["12", "25"]:
    c(X, "pl", "polish-built-ins", n, source=f"{SP}: testFew (should not match)")
for n in ["10", "18", "1009"]:
    c(X, "pl", "polish-built-ins", n, source=f"{SP}: testMany (should match)")
for n in ["22"]:
    c(X, "pl", "polish-built-ins", n, source=f"{SP}: testMany (should not match)")
for n in ["1", "0", "1.5", "2.0", "-2"]:
    c(X, "pl", "polish-built-ins", n, source=f"{SP} (CLDR pl: one, many, other for decimals)",
      note=N_NEGATIVE if n == "-2" else ("2.0 has a visible fraction digit (v = 1): `other`." if n == "2.0" else None))
SR = "SharedRussianExpressionTests.swift"
N_RU_BUILTIN = "Swifternalization never loaded its Russian built-ins; Glossa uses CLDR's ru rules (DESIGN §10)."
for n in ["1", "21", "101", "451", "1441", "3441"]:
    c(X, "ru", "russian-built-ins", n, source=f"{SR}: testOne (should match)", note=N_RU_BUILTIN)
for n in ["11", "25", "111", "1211"]:
    c(X, "ru", "russian-built-ins", n, source=f"{SR}: testOne (should not match)", note=N_RU_BUILTIN)
for n in ["2", "23", "564", "1873"]:
    c(X, "ru", "russian-built-ins", n, source=f"{SR}: testFew (should match)", note=N_RU_BUILTIN)
for n in ["5", "12", "18", "39", "1413", "41511"]:
    c(X, "ru", "russian-built-ins", n, source=f"{SR}: testFew (should not match)", note=N_RU_BUILTIN)
for n in ["0", "6", "10", "18", "1009", "2011", "8314"]:
    c(X, "ru", "russian-built-ins", n, source=f"{SR}: testMany (should match)", note=N_RU_BUILTIN)
for n in ["22", "24", "153", "454", "1443", "3443"]:
    c(X, "ru", "russian-built-ins", n, source=f"{SR}: testMany (should not match)", note=N_RU_BUILTIN)
c(X, "ru", "russian-built-ins", "1.5", source=f"{SR} (CLDR ru: decimals are `other`)", note=N_RU_BUILTIN)
c(X, "uk", "russian-built-ins", "21", source=f"{SR}", note="No uk.json: base.json answers with English rules.")

# ------------------------------------------------------------------------------------------------ processor
P = "processor"
LP = "LoadedTranslationsProcessorTests.swift: testShouldProcessTranslations (its base/en translations and expressions)"
c(P, "en", "k1", source=LP)
c(P, "en", "k2", source=LP, note=N_NO_WIDTH)
for w in [100, 150, 199, 200, 1000]:
    c(P, "en", "k2", width=w, source=LP)
c(P, "en", "k2", width=50, source=LP, note=N_WIDTH_BELOW)
c(P, "en", "k3", "1", source=LP, note="e1 comes from the en section of expressions.json.")
c(P, "en", "k3", "2", source=LP)
c(P, "en", "k3", "3", source=LP, note="Neither e1 nor e2 matches 3 and there is no `other`: base.json's k3 answers. " + N_KEY_STAYS)
c(P, "en", "k3", source=LP, note="No number and no `other`: the first variant.")
for n, w in [("3", 100), ("3", 200), ("3", None), ("3", 150), ("4", 100), ("4", 250), ("4", 300), ("4", None),
             ("4", 99), ("2", None), ("2", 100)]:
    c(P, "en", "k4", n, width=w, source=LP, note="e3 and e4 are defined only in the en section." if n in ("3", "4") else None)
c(P, "en", "k4", "1", source=LP, note="k4 has no e1 variant: base.json's k4 answers.")
c(P, "en", "k4", "5", source=LP, note="Nothing matches 5: base.json's k4 answers.")
c(P, "de", "k3", "1", source=LP, note="No de.json: base.json answers.")
c(P, "de", "k2", width=100, source=LP, note="No de.json: base.json's plain string answers and ignores the width.")

# ------------------------------------------------------------------------------------------------ loader
L = "loader"
LT = "TranslationJSONs.swift (TranslationsLoaderTests)"
c(L, "en", "key-1", source=LT)
c(L, "de", "key-1", source=LT, note="No de.json: base.json answers.")
c(L, "en", "key-2", width=200, source=LT)
c(L, "en", "key-2", width=250, source=LT)
c(L, "en", "key-2", source=LT, note=N_NO_WIDTH)
c(L, "de", "key-2", width=300, source=LT)
c(L, "de", "key-2", width=20, source=LT, note=N_WIDTH_BELOW)
c(L, "en", "key-3", "1", source=LT,
  note="key-3-1 and key-3-2 are not defined anywhere: unknown selectors never match, so the key is returned.")
c(L, "en", "key-4", "1", default="Fallback", source=LT, note="Unknown selectors never match; base.json has no key-4.")

# ------------------------------------------------------------------------------------------------ City Bike
B = "citybike"
CB = "City Bike (soitun/citybike-app) CityBike/Localizable/"
c(B, "pl", "no-city-bike-networks", source=CB)
c(B, "pl", "ok", source=CB, note="The file has a trailing space after this member; the value itself has none.")
c(B, "pl", "many", source=CB, note="A key named like a category is an ordinary key.")
c(B, "pl", "few", source=CB)
c(B, "en", "none", source=CB)
c(B, "pl", "getting-started-stopwatch", source=CB, note="The value holds a \\n escape.")
c(B, "en", "send-feedback-subtitle", source=CB)
for n in ["1", "2", "4", "5", "12", "21", "22", "59", "0"]:
    for key in ["time-seconds", "time-minutes"]:
        c(B, "pl", key, n, source=CB + "pl.json")
for n in ["1", "3", "23", "24", "25"]:
    c(B, "pl", "time-hours", n, source=CB + "pl.json")
c(B, "pl", "time-minutes", "1.5", source=CB + "pl.json", note=N_DECIMAL)
for n in ["1", "2", "0", "60"]:
    c(B, "en", "time-hours", n, source=CB + "base.json")
c(B, "pl", "unknown-key", default="Unknown", source=CB)

# ------------------------------------------------------------------------------------------------ StudyBox
Y = "studybox"
SY = "StudyBox (intive/StudyBox_iOS) StudyBox_iOS/Base.lproj/"
for n in ["1", "2", "5", "22", "1.5"]:
    c(Y, "pl", "dni", n, source=SY + "pl.json",
      note="Polish `few`/`many` fall to `other` (\"dni\" is right for both)." if n in ("2", "5", "22") else None)
for n in ["1", "3", "5", "12", "21", "0"]:
    c(Y, "pl", "minuty", n, source=SY + "pl.json")
c(Y, "pl", "minuty", "2.5", source=SY + "pl.json", note=N_DECIMAL)
for n in ["1", "4", "11"]:
    c(Y, "pl", "godziny", n, source=SY + "pl.json")
for n in ["1", "2", "7"]:
    c(Y, "pl", "amount-decks", n, source=SY + "pl.json")
for n in ["1", "2", "0"]:
    c(Y, "en", "dni", n, source=SY + "en.json")
c(Y, "en", "godziny", "1", source=SY + "en.json", note="The app's own content bug (\"hours\" for one) is kept.")
c(Y, "en-GB", "amount-decks", "1", source=SY + "en.json", note="en-GB has no file: its parent en answers.")
c(Y, "de", "amount-decks", "3", source=SY + "base.json", note="No de.json: base.json answers.")

# ------------------------------------------------------------------------------------------------ write
out = os.path.join(ROOT, "cases.jsonl")
with open(out, "w", encoding="utf-8", newline="\n") as f:
    for case in cases:
        f.write(json.dumps(case, ensure_ascii=False) + "\n")
print(len(cases), "cases;", len(dropped), "dropped as ambiguous")
for proj, req, source, answers in dropped:
    print("DROPPED", proj, req, source)
    seen = []
    for a in answers:
        if a not in seen:
            seen.append(a)
    for a in seen:
        print("    ", a)
from collections import Counter
print(Counter(c_["project"] for c_ in cases))
