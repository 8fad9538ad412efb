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
