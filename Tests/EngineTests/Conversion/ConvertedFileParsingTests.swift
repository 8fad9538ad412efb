import Foundation
import Testing

@testable import Engine

/// The converted files open in independent parsers (Python's `json`, `xml.etree`, and a reader of PO
/// strings) and hold the texts: checked only where `python3` is installed.
@Suite struct ConvertedFileParsingTests {
    private static let script = #"""
        import ast, json, plistlib, re, sys, xml.etree.ElementTree as ET

        def po_messages(path):
            messages, current, field = {}, None, None
            for line in open(path, encoding="utf-8"):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                if line.startswith('"'):
                    current[field] += ast.literal_eval(line)
                    continue
                field, text = line.split(" ", 1)
                if field == "msgid":
                    current = {}
                    messages_list.append(current)
                current[field] = ast.literal_eval(text)
            return {m["msgid"]: m.get("msgstr", "") for m in messages_list}

        messages_list = []
        folder, key, language = sys.argv[1:4]
        import os
        values = []
        for directory, _, names in os.walk(folder):
            for name in sorted(names):
                path = os.path.join(directory, name)
                relative = os.path.relpath(path, folder)
                if name.endswith(".json"):
                    document = json.load(open(path, encoding="utf-8"))
                    if relative in (language + ".json", "lang." + language + ".json"):
                        values.append(document[key])
                elif name.endswith(".arb"):
                    document = json.load(open(path, encoding="utf-8"))
                    if relative == "app_" + language + ".arb":
                        values.append(document[key])
                elif name.endswith(".xcstrings"):
                    document = json.load(open(path, encoding="utf-8"))
                    values.append(document["strings"][key]["localizations"][language]["stringUnit"]["value"])
                elif name.endswith(".xml"):
                    root = ET.parse(path).getroot()
                    if relative == "values-" + language + "/strings.xml":
                        values.append(next(e for e in root if e.get("name") == key).text)
                elif name.endswith(".strings"):
                    data = open(path, "rb").read()
                    text = data.decode("utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data.decode("utf-8")
                    pairs = re.findall(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', text)
                    if relative == language + ".lproj/Localizable.strings":
                        values += [json.loads('"' + v + '"') for k, v in pairs if k == key]
                elif name.endswith(".stringsdict"):
                    document = plistlib.load(open(path, "rb"))
                    if relative == language + ".lproj/Localizable.stringsdict" and key in document:
                        values.append(document[key]["NSStringLocalizedFormatKey"])
                elif name.endswith(".xliff"):
                    root = ET.parse(path).getroot()
                    local = lambda element: element.tag.rsplit("}", 1)[-1]
                    files = [e for e in root if local(e) == "file"]
                    target = root.get("trgLang") or files[0].get("target-language")
                    if target == language:
                        for unit in root.iter():
                            if local(unit) in ("trans-unit", "unit") and (unit.get("name") or unit.get("id")) == key:
                                values += ["".join(e.itertext()) for e in unit.iter() if local(e) == "target"]
                elif name.endswith(".po"):
                    messages_list = []
                    messages = po_messages(path)
                    if relative == language + ".po":
                        values.append(messages[key])
        print(json.dumps(values, ensure_ascii=False))
        """#

    @Test(arguments: FormatName.allCases)
    func theSampleProjectConverted(to target: FormatName) throws {
        guard let python = python3 else { return }
        let result = try sampleConversion(to: target)
        let folder = try writeTemporaryFolder(result.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, output) = try runPython(python, Self.script, [folder, "welcome.title", "pl"])
        #expect(status == 0, "\(output)")
        #expect(output == "[\"Witaj w Lumi 📷\"]\n")
    }
}

/// Plural texts of the converted files resolved by Python alone, as each platform chooses a form: the exact
/// number where the format has exact numbers (`=0` in ARB, `"0"` in JSONlize, `ie:x=0`), `zero` for 0 in Apple's
/// files (Foundation uses it in every language), else the number's CLDR category (given by Glossa's rules:
/// the standard library has none), else `other`; gettext through `msgfmt` and Python's own `gettext` module,
/// which evaluates the file's `Plural-Forms`.
@Suite struct ConvertedPluralParsingTests {
    private static let script = #"""
        import gettext, json, os, plistlib, re, subprocess, sys, tempfile, xml.etree.ElementTree as ET

        folder, target, key, language = sys.argv[1:5]
        number, category = None, None

        def pick(forms, exact):
            for name in exact:
                if name in forms:
                    return forms[name]
            return forms.get(category, forms.get("other"))

        def icu(message):
            match = re.match(r"^\{\s*\w+\s*,\s*plural\s*,(.*)\}$", message, re.S)
            if not match:
                return message
            forms, body = {}, match.group(1)
            while body.strip():
                name, rest = re.match(r"\s*(=?\w+)\s*\{", body).group(1), body[re.match(r"\s*=?\w+\s*\{", body).end():]
                depth, index = 1, 0
                while depth:
                    depth += {"{": 1, "}": -1}.get(rest[index], 0)
                    index += 1
                forms[name], body = rest[:index - 1], rest[index:]
            return pick(forms, ["=" + number])

        def value():
            if target in ("swifternalization", "json"):
                document = json.load(open(os.path.join(folder, language + ".json"), encoding="utf-8"))
                entry = document[key]
                return entry if isinstance(entry, str) else pick(entry, ["ie:x=" + number])
            if target == "i18next":
                document = json.load(open(os.path.join(folder, language + ".json"), encoding="utf-8"))
                # i18next takes `_zero` for a count of 0 in every language (i18next 21 and later).
                if number == "0" and key + "_zero" in document:
                    return document[key + "_zero"]
                return document.get(key + "_" + category, document.get(key + "_other", document.get(key)))
            if target == "jsonlize":
                document = json.load(open(os.path.join(folder, "lang." + language + ".json"), encoding="utf-8"))
                entry = document[key]
                return entry if isinstance(entry, str) else pick({**entry["plurals"], "other": entry["plurals"]["*"]}, [number])
            if target == "arb":
                return icu(json.load(open(os.path.join(folder, "app_" + language + ".arb"), encoding="utf-8"))[key])
            if target == "xcstrings":
                document = json.load(open(os.path.join(folder, "Localizable.xcstrings"), encoding="utf-8"))
                unit = document["strings"][key]["localizations"][language]
                if "variations" in unit:
                    forms = {name: form["stringUnit"]["value"] for name, form in unit["variations"]["plural"].items()}
                    return pick(forms, ["zero"] if number == "0" else [])
                return unit["stringUnit"]["value"]
            if target == "stringsdict":
                document = plistlib.load(open(os.path.join(folder, language + ".lproj/Localizable.stringsdict"), "rb"))
                entry = document[key]
                text = entry["NSStringLocalizedFormatKey"]
                for variable in re.findall(r"%#@(\w+)@", text):
                    forms = {k: v for k, v in entry[variable].items() if not k.startswith("NSString")}
                    text = text.replace("%#@" + variable + "@", pick(forms, ["zero"] if number == "0" else []))
                return text
            if target == "android":
                tag = language.split("-")
                path = os.path.join(folder, "values-" + tag[0] + ("-r" + tag[1] if len(tag) > 1 else ""), "strings.xml")
                for element in ET.parse(path).getroot():
                    if element.get("name") == key:
                        if element.tag == "string":
                            return element.text
                        return pick({item.get("quantity"): item.text for item in element}, [])
            if target == "gettext":
                mo = tempfile.mktemp(suffix=".mo")
                subprocess.run(["msgfmt", "-o", mo, os.path.join(folder, language + ".po")], check=True)
                translations = gettext.GNUTranslations(open(mo, "rb"))
                plural = (key, 0) in translations._catalog
                return translations.ngettext(key, key, int(number)) if plural else translations.gettext(key)
            if target == "strings":
                data = open(os.path.join(folder, language + ".lproj/Localizable.strings"), "rb").read()
                text = data.decode("utf-16") if data[:2] in (b"\xff\xfe", b"\xfe\xff") else data.decode("utf-8")
                pairs = dict(re.findall(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;', text))
                forms = {k[len(key) + 3:-1]: json.loads('"' + v + '"') for k, v in pairs.items() if k.startswith(key + "##{")}
                return pick(forms, []) if forms else json.loads('"' + pairs[key] + '"')

        answers = []
        for number, category in json.loads(sys.argv[5]):
            answers.append(value())
        print(json.dumps(answers, ensure_ascii=False))
        """#

    /// Where Android answers otherwise than Glossa reads the converted file: a `zero` item in a language
    /// without the zero category is exactly 0 for Glossa (DESIGN §3.1, in every format), so convert writes
    /// `ie:x=0` there without a loss; Android chooses by CLDR category only, and never takes it (Polish 0 is
    /// `many`). Left for the formats issue to settle; this lists what Android really shows.
    static let androidDivergences = ["photos.count pl 0": "%d zdjęć"]

    /// Numbers of every Polish and English category, and an exact 0.
    static let numbers = ["0", "1", "2", "5", "22", "112"]

    @Test(arguments: FormatName.allCases)
    func pluralTextsOfTheSampleResolveAsInTheSource(in target: FormatName) throws {
        // A format added later needs its reader in the script first (its name among these).
        let read: Set<FormatName> = [
            .swifternalization, .json, .i18next, .jsonlize, .arb, .xcstrings, .stringsdict, .android, .gettext,
            .strings,
        ]
        guard let python = python3, read.contains(target) else { return }
        let source = try sampleProject()
        let result = try sampleConversion(to: target)
        let folder = try writeTemporaryFolder(result.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var compared = 0
        for (key, language) in [("photos.count", "pl"), ("likes.count", "pl"), ("welcome.title", "pl")] {
            let tag = FileLanguage.tag(LanguageTag(language)!)
            // Only what the report says was kept as it was.
            guard result.report.losses(of: key, in: tag).isEmpty, result.report.losses(of: key, in: .base).isEmpty
            else { continue }
            let rules = try PluralRules(locale: language)
            let asked = try Self.numbers.map { [$0, rules.category(of: try NumberLiteral($0)).rawValue] }
            let writer = JSONWriter(style: .standard)
            let list =
                "["
                + asked.map { "[" + $0.map(writer.quoted).joined(separator: ", ") + "]" }
                .joined(separator: ", ") + "]"
            let (status, output) = try runPython(python, Self.script, [folder, target.rawValue, key, language, list])
            #expect(status == 0, "\(output)")
            let expected = Self.numbers.map { number in
                let known = target == .android ? Self.androidDivergences["\(key) \(language) \(number)"] : nil
                return known ?? source.resolve(key, language: language, number: number).value
            }
            #expect(
                output == "[" + expected.map(writer.quoted).joined(separator: ", ") + "]\n",
                "\(target.rawValue) \(key) \(language) \(Self.numbers)")
            compared += expected.count
        }
        #expect(compared > 0)
    }
}
