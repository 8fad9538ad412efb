"""Writes the projects transcribed from Swifternalization's README and tests (see each SOURCES.md).

Usage, from the folder above: python3 tools/projects.py .
The copied projects (test-fixtures, example-2015, citybike, studybox) are not written here.
"""
import json
import os
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def dump(project, name, obj):
    d = os.path.join(root, project); os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(obj, ensure_ascii=False, indent=4) + "\n")

FEW = "exp:(((?!1).[2-4]{1})$)|(^[2-4]$)"
MANY = "exp:(.*(?=1).[0-9]$)|(^[05-9]$)|(.*(?!1).[0156789])"

# README (JSON era, 1.3.x): every example, keys renamed where two examples share a name.
dump("readme", "base.json", {
    "time-seconds": {"one": "%d second ago", "other": "%d seconds ago"},
    "time-minutes": {"one": "%d minute ago", "other": "%d minutes ago"},
    "time-hours": {"one": "%d hours ago", "other": "%d hours ago"},
    "forgot-password": {
        "@200": "Forgot Password? Help.",
        "@300": "Forgot Your Password? Use Help.",
        "@400": "Do not remember Your Password? Use Help.",
    },
    "car": {"ie:x=1": {"@100": "One car", "@200": "You've got one car"}, "more": "You've got few cars"},
    "cars": {"ie:x=1": "1 car", "ie:x=0": "no cars", "ie:x>1": "%d cars"},
    "tomatos": {"iex:2<x<10": "%d tomatos is between 2 and 10"},
    "welcome-key": "welcome",
    "cars-per-country": {"one": "one car", "ie:x>=2": "%d cars", "ie:x<=-2": "minus %d cars"},
    "welcome": "welcome",
    "cars-with-widths": {
        "one": {"@100": "one car", "@200": "You have one car", "@400": "You have got one car"},
        "other": "%d cars",
    },
})
dump("readme", "pl.json", {
    "time-seconds": {"one": "1 sekundę temu", "few": "%d sekundy temu", "many": "%d sekund temu"},
    "time-minutes": {"one": "1 minutę temu", "few": "%d minuty temu", "many": "%d minut temu"},
    "time-hours": {"one": "1 godzinę temu", "few": "%d godziny temu", "many": "%d godzin temu"},
    "police-cars": {
        "exp:^1$": "1 samochód policyjny",
        FEW: "%d samochody policyjne",
        MANY: "%d samochodów policyjnych",
    },
    "police-cars-built-in": {
        "one": "1 samochód policyjny",
        "few": "%d samochody policyjne",
        "many": "%d samochodów policyjnych",
    },
})
dump("readme", "expressions.json", {
    "base": {"ten": "ie:x=10", ">20": "ie:x>20", "custom-pl-few": MANY},
    "pl": {"few": FEW, "two": "ie:x=2", "three": "ie:x=3"},
})

# README (1.x): "Shared Expressions", Localizable.strings + Expressions.strings, in JSON.
dump("readme-shared", "base.json", {"cars": {"custom-1": "%d car", "custom-2": "%d cars"}})
dump("readme-shared", "pl.json", {"cars": {"custom-1": "%d samochód", "custom-2": "%d samochody", "custom-3": "%d samochodów"}})
dump("readme-shared", "expressions.json", {
    "base": {"custom-1": "ie:x=1", "custom-2": "exp:(^[^1])|(^\\d{2,})"},
    "pl": {"custom-1": "ie:x=1", "custom-2": FEW, "custom-3": MANY},
})

# README (JSON era): "Shared Expressions" redefining the built-in "one" as x > 1.
dump("readme-redefine-one", "base.json", {"shared-one": {"one": "Localized String"}})
dump("readme-redefine-one", "pl.json", {"shared-one": {"one": "Localized String (pl)"}})
dump("readme-redefine-one", "expressions.json", {"base": {"one": "ie:x>1"}, "pl": {}})

# DemoOrdering (1.x .strings) in JSON.
dump("demo-ordering", "base.json", {"hello-base-test": "Welcome!", "cars": {"one": "%d car", "other": "%d cars"}})
dump("demo-ordering", "pl.json", {"cars": {"one": "%d samochód", "few": "%d samochody", "many": "%d samochodów"}, "tomato": {"ten": "10 tomatos"}})
dump("demo-ordering", "expressions.json", {"base": {"ten": "ie:x=10"}, "pl": {}})

# Matcher and built-in expression unit tests, one key per expression, "other" as the catch-all.
m = {}
for key, sel in [
    ("ie-x-eq-3", "ie:x=3"), ("ie-x-le-3", "ie:x<=3"), ("ie-x-ge-3", "ie:x>=3"), ("ie-x-gt-3", "ie:x>3"),
    ("ie-x-lt-3", "ie:x<3"), ("ie-x-le-4.3", "ie:x<=4.3"), ("ie-x-gt-minus-199", "ie:x>-199"),
    ("iex-4-lt-x-lt-6", "iex:4<x<6"), ("iex-4-le-x-lt-10", "iex:4<=x<10"),
    ("iex-4.99-lt-x-lt-9.99", "iex:4.99<x<9.99"), ("iex-minus-10.33-le-x-lt-10.4", "iex:-10.33<=x<10.4"),
    ("builtin-one", "one"), ("builtin-more-than-one", ">one"), ("builtin-two", "two"),
]:
    m[key] = {sel: "match", "other": "no match"}
m["builtin-other"] = {"one": "one", "other": "other"}
m["builtin-other-alone"] = {"other": "other"}
m["polish-built-ins"] = {"one": "one", "other": "other"}
m["russian-built-ins"] = {"one": "one", "other": "other"}
dump("matchers", "base.json", m)
dump("matchers", "pl.json", {"polish-built-ins": {"one": "one", "few": "few", "many": "many", "other": "other"}})
dump("matchers", "ru.json", {"russian-built-ins": {"one": "one", "few": "few", "many": "many", "other": "other"}})

# LoadedTranslationsProcessorTests: base and en translations and expressions.
dump("processor", "base.json", {"k1": "v1", "k2": "v2", "k3": "v3", "k4": "v4"})
dump("processor", "en.json", {
    "k1": "v1",
    "k2": {"@100": "v2-1", "@200": "v2-2"},
    "k3": {"e1": "v3-1", "e2": "v3-2"},
    "k4": {"e3": {"@100": "v4-1", "@200": "v4-2"}, "e4": {"@100": "v4-3", "@300": "v4-4"}, "e2": "v4-5"},
})
dump("processor", "expressions.json", {
    "base": {"e1": "ie:x=1", "e2": "ie:x=2"},
    "en": {"e1": "ie:x=1", "e2": "ie:x=2", "e3": "ie:x=3", "e4": "ie:x=4"},
})

# TranslationJSONs (TranslationsLoaderTests).
dump("loader", "base.json", {
    "key-1": "value-1",
    "key-2": {"@100": "value-2-1", "@200": "value-2-2", "@300": "value-2-3"},
    "key-3": {"key-3-1": {"@100": "value-3-1-1", "@200": "value-3-1-2"}, "key-3-2": {"@100": "value-3-2-1", "@200": "value-3-2-2"}},
})
dump("loader", "en.json", {
    "key-1": "en-value-1",
    "key-2": {"@100": "en-value-2-1", "@200": "en-value-2-2", "@300": "en-value-2-3"},
    "key-4": {"key-4-1": {"@100": "value-4-1-1", "@200": "value-$-1-2"}, "key-4-2": {"@100": "value-4-2-1", "@200": "value-4-2-2"}},
})
