/// Entry-level edits of a string catalog, written as Xcode writes them: the edited entry is written again
/// from its members in their order (new members at their sorted place), two spaces a level, `"key" : value`,
/// an empty object as `{`, an empty line and `}`; nothing else in the file changes. A new or edited text is
/// a `stringUnit` whose `state` is `translated`, as Xcode saves a typed translation.
struct CatalogEdits {
    /// The catalog.
    let document: JSONDocument
    /// The language edited.
    let language: FileLanguage

    /// The forms a catalog's plural variations hold.
    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    /// The devices of `variations.device`.
    static let devices: Set<String> = [
        "appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other",
    ]

    /// Where a selector points inside a localization.
    enum Target: Equatable {
        case plain
        case plural(String)
        case device(String)
        case devicePlural(device: String, category: String)
        case substitution(variable: String, category: String)
    }

    // MARK: - Setting

    /// Sets the text at `address` in the language, adding the key, the localization or the form when missing.
    func setting(_ text: String, at address: EntryAddress, force: Bool) throws(EditError) -> EditResult {
        try Self.check(address)
        let strings = try stringsObject()
        let subject = address.description
        let member = strings.members?.last { $0.key == address.key }
        var entry = member.map { CatalogValue($0.value, in: document) } ?? .object([])
        let old = entry
        var localizations = entry["localizations"] ?? .object([])
        let tag = localizationKey(in: localizations)
        let isSource = tag == sourceTag
        if member != nil, isSource, address.selector == nil, localizations[tag] == nil, text == address.key {
            return unchanged(member!, subject: subject, text: text)
        }
        var localization = localizations[tag] ?? .object([])
        if localization["stringSet"] != nil {
            throw .notInFormat(
                .xcstrings, what: "a text in place of a list of phrases (stringSet)",
                reason: "App Shortcuts phrases are a list, which Glossa shows but does not edit")
        }
        try set(
            text, at: try target(address.selector, in: localization), in: &localization, address: address, tag: tag,
            force: force)
        localizations.set(tag, to: localization)
        entry.set("localizations", to: localizations)
        guard let member else {
            var added = CatalogValue.object([CatalogMember(key: "extractionState", value: .string("manual"))])
            added.set("localizations", to: localizations)
            let bytes = Self.inserting(
                member: address.key, value: added.xcodeText(indent: 4), into: strings, at: nil, in: document.bytes)
            return try result(bytes, .added, subject: subject, old: nil, new: text, near: address.key)
        }
        if entry == old { return unchanged(member, subject: subject, text: text) }
        let bytes = Self.replacing(member.value.range, with: entry.xcodeText(indent: 4), in: document.bytes)
        let oldText = old["localizations"]?[tag].flatMap { Self.text(at: address.selector, in: $0) }
        return try result(
            bytes, oldText == nil ? .added : .changed, subject: subject, old: oldText, new: text, near: address.key)
    }

    private func set(
        _ text: String, at target: Target, in localization: inout CatalogValue, address: EntryAddress, tag: String,
        force: Bool
    ) throws(EditError) {
        let subject = address.description
        let variations = localization["variations"]
        let hasVariants = variations != nil || localization["substitutions"] != nil
        switch target {
        case .plain:
            if hasVariants {
                guard force else { throw .needsForce(subject, change: "replace its variants with one text") }
                localization = .object([])
            }
            localization.set("stringUnit", to: Self.unit(text, updating: localization["stringUnit"]))
        case .plural(let category):
            if variations?["device"] != nil {
                throw .noSuchVariant(
                    subject, selector: category, existing: variations?["device"]?.members?.map(\.key) ?? [])
            }
            try reshape(&localization, into: "plural", keeping: "other", subject: subject, force: force)
            localization.update("variations", "plural", category) {
                $0.set("stringUnit", to: Self.unit(text, updating: $0["stringUnit"]))
            }
        case .device(let device):
            if variations?["plural"] != nil {
                throw .noSuchVariant(
                    subject, selector: device, existing: variations?["plural"]?.members?.map(\.key) ?? [])
            }
            try reshape(&localization, into: "device", keeping: "other", subject: subject, force: force)
            localization.update("variations", "device", device) {
                $0.set("stringUnit", to: Self.unit(text, updating: $0["stringUnit"]))
            }
        case .devicePlural(let device, let category):
            if variations?["plural"] != nil {
                throw .noSuchVariant(
                    subject, selector: device, existing: variations?["plural"]?.members?.map(\.key) ?? [])
            }
            try reshape(&localization, into: "device", keeping: "other", subject: subject, force: force)
            localization.update("variations", "device", device) { deviceCase in
                deviceCase.remove("stringUnit")
                deviceCase.update("variations", "plural", category) {
                    $0.set("stringUnit", to: Self.unit(text, updating: $0["stringUnit"]))
                }
            }
        case .substitution(let variable, let category):
            let format = localization["stringUnit"]?["value"]?.string ?? ""
            let reference = "%#@\(variable)@"
            guard let place = format.range(of: reference) else {
                throw .noSuchVariant(subject, selector: variable, existing: [])
            }
            let prefix = String(format[..<place.lowerBound])
            let suffix = String(format[place.upperBound...])
            guard text.hasPrefix(prefix), text.hasSuffix(suffix),
                text.utf8.count >= prefix.utf8.count + suffix.utf8.count
            else {
                throw .notInFormat(
                    .xcstrings, what: "a change outside the variable \(reference)",
                    reason: "a form of a substitution replaces \(reference) in the format string \"\(format)\"; "
                        + "keep the text around it, or change the format string itself")
            }
            let argument =
                document.root["strings"]?[address.key]?["localizations"]?[tag]?["substitutions"]?[variable]
                .map { CatalogReader.argument(of: $0, in: document.bytes) } ?? CatalogReader.argumentMarker
            let form = String(
                decoding: Array(text.utf8)[prefix.utf8.count..<(text.utf8.count - suffix.utf8.count)], as: UTF8.self
            ).replacingOccurrences(of: argument, with: CatalogReader.argumentMarker)
            localization.update("substitutions", variable, "variations") { variations in
                variations.update("plural", category) {
                    $0.set("stringUnit", to: Self.unit(form, updating: $0["stringUnit"]))
                }
            }
        }
    }

    /// Turns a plain text into variations of `kind` (its text becomes the `keeping` case) when forced.
    private func reshape(
        _ localization: inout CatalogValue, into kind: String, keeping: String, subject: String, force: Bool
    ) throws(EditError) {
        guard localization["variations"] == nil, let unit = localization["stringUnit"] else { return }
        guard force else { throw .needsForce(subject, change: "turn its text into \(kind) variations") }
        localization.remove("stringUnit")
        localization.remove("substitutions")
        localization.update("variations", kind, keeping) { $0.set("stringUnit", to: unit) }
    }

    // MARK: - Removing

    /// Removes the key (in the source language: from the catalog), the language's localization, or a form.
    func removing(_ address: EntryAddress) throws(EditError) -> EditResult {
        try Self.check(address)
        let strings = try stringsObject()
        let subject = address.description
        guard let members = strings.members, let index = members.lastIndex(where: { $0.key == address.key }) else {
            throw .noSuchKey(subject)
        }
        let member = members[index]
        var entry = CatalogValue(member.value, in: document)
        var localizations = entry["localizations"] ?? .object([])
        let tag = localizationKey(in: localizations)
        let old = localizations[tag].flatMap { Self.text(at: address.selector, in: $0) }
        if tag == sourceTag, address.selector == nil {
            let bytes = Self.removing(index, of: strings, in: document.bytes)
            return try result(
                bytes, .removed, subject: subject, old: old ?? address.key, new: nil, near: nil,
                line: member.keyRange.lowerBound)
        }
        guard var localization = localizations[tag] else { throw .noSuchKey(subject) }
        if let selector = address.selector {
            let path: [String]
            switch try target(selector, in: localization) {
            case .plain: path = []
            case .plural(let category): path = ["variations", "plural", category]
            case .device(let device): path = ["variations", "device", device]
            case .devicePlural(let device, let category):
                path = ["variations", "device", device, "variations", "plural", category]
            case .substitution(let variable, let category):
                path = ["substitutions", variable, "variations", "plural", category]
            }
            guard !path.isEmpty, localization.node(at: path) != nil else {
                let existing = Self.selectors(of: localization)
                if existing.isEmpty { throw .noVariants(subject, found: "a text") }
                throw .noSuchVariant(subject, selector: selector, existing: existing)
            }
            let container = Array(path.dropLast())
            if localization.node(at: container)?.members?.count == 1 {
                throw .wouldLeaveEmpty(
                    subject, container: EntryAddress.describe([address.key] + [tag] + container, keyCount: 1))
            }
            localization.update(path: container) { $0.remove(path.last!) }
            localizations.set(tag, to: localization)
        } else {
            localizations.remove(tag)
        }
        if localizations.members?.isEmpty == true {
            entry.remove("localizations")
        } else {
            entry.set("localizations", to: localizations)
        }
        let bytes = Self.replacing(member.value.range, with: entry.xcodeText(indent: 4), in: document.bytes)
        return try result(
            bytes, .removed, subject: subject, old: old, new: nil, near: nil, line: member.keyRange.lowerBound)
    }

    // MARK: - Renaming

    /// Renames a key in every language (the catalog holds them all): the entry moves to the new key's sorted place.
    func renamingKey(_ key: String, to newKey: String) throws(EditError) -> EditResult {
        let strings = try stringsObject()
        guard let members = strings.members, let index = members.lastIndex(where: { $0.key == key }) else {
            throw .noSuchKey(EntryAddress(key: key).description)
        }
        if members.contains(where: { $0.key == newKey }) { throw .keyExists(EntryAddress(key: newKey).description) }
        let value = document.text(of: members[index].value.range)
        let removed = Self.removing(index, of: strings, in: document.bytes)
        let middle = try Self.parse(removed)
        guard let remaining = middle.root["strings"] else { throw .document(.noSuchKey(["strings"])) }
        let bytes = Self.inserting(member: newKey, value: value, into: remaining, at: nil, in: removed)
        let edited = try Self.parse(bytes)
        let offset = edited.root["strings"]?.members?.last { $0.key == newKey }?.keyRange.lowerBound ?? 0
        return EditResult(
            document: edited,
            change: ChangeDescription(
                kind: .renamed, line: Self.line(of: offset, in: bytes), subject: EntryAddress(key: key).description,
                old: EntryAddress(key: key).description, new: EntryAddress(key: newKey).description))
    }

    // MARK: - Parts

    /// The catalog's source language.
    var sourceTag: String { document.root["sourceLanguage"]?.string ?? "en" }

    /// The key of the language in an entry's `localizations`: as written there when it has one (`zh-Hans`,
    /// `pt_BR`), else the canonical tag.
    func localizationKey(in localizations: CatalogValue) -> String {
        guard let tag = language.tag else { return sourceTag }
        return localizations.members?.first { LanguageTag($0.key) == tag }?.key ?? tag.description
    }

    func stringsObject() throws(EditError) -> JSONNode {
        guard let strings = document.root["strings"] else { throw .noSuchGroup("strings") }
        guard strings.members != nil else { throw .notAGroup("strings", found: strings.kindDescription) }
        return strings
    }

    /// Refuses what a catalog cannot hold: width variations, groups, expressions.
    static func check(_ address: EntryAddress) throws(EditError) {
        if address.width != nil {
            throw .notInFormat(
                .xcstrings, what: "width variations (@N)",
                reason: "its variations are plural forms, devices and substitutions only")
        }
        if !address.groups.isEmpty { throw .noSuchGroup(address.groups[0]) }
        if let selector = address.selector, Expression.isExpressionSyntax(selector) {
            throw .notInFormat(
                .xcstrings, what: "the selector '\(selector)'",
                reason: "it chooses forms by plural category (zero, one, two, few, many, other) or device only, "
                    + "not by ie:, iex: or exp: expressions")
        }
    }

    /// What a selector names in a localization.
    func target(_ selector: String?, in localization: CatalogValue) throws(EditError) -> Target {
        guard let selector else { return .plain }
        let hasDevices = localization["variations"]?["device"] != nil
        if let dot = selector.firstIndex(of: "."),
            case let (head, tail) = (String(selector[..<dot]), String(selector[selector.index(after: dot)...])),
            Self.categories.contains(tail)
        {
            if localization["substitutions"]?[head] != nil { return .substitution(variable: head, category: tail) }
            if Self.devices.contains(head) { return .devicePlural(device: head, category: tail) }
        }
        if Self.categories.contains(selector), !(hasDevices && selector == "other") { return .plural(selector) }
        if Self.devices.contains(selector) { return .device(selector) }
        throw .notInFormat(
            .xcstrings, what: "the selector '\(selector)'",
            reason: "its variants are the plural categories zero, one, two, few, many, other, the devices "
                + "(iphone, ipad, mac, …, other; iphone.one for a device's plural form) and a substitution's forms "
                + "(name.one)")
    }

    /// The selectors of a localization as the reader names them.
    static func selectors(of localization: CatalogValue) -> [String] {
        if let plural = localization["variations"]?["plural"]?.members { return plural.map(\.key) }
        if let devices = localization["variations"]?["device"]?.members {
            return devices.flatMap { device in
                device.value["variations"]?["plural"]?.members?.map { device.key + "." + $0.key } ?? [device.key]
            }
        }
        return localization["substitutions"]?.members?.flatMap { variable in
            variable.value["variations"]?["plural"]?.members?.map { variable.key + "." + $0.key } ?? []
        } ?? []
    }

    /// The text at a selector of a localization, for the change description.
    static func text(at selector: String?, in localization: CatalogValue) -> String? {
        guard let selector else { return localization["stringUnit"]?["value"]?.string }
        let parts = selector.split(separator: ".", maxSplits: 1).map(String.init)
        let candidates: [[String]] = [
            ["variations", "plural", selector], ["variations", "device", selector],
            ["variations", "device", parts[0], "variations", "plural", parts.last!],
            ["substitutions", parts[0], "variations", "plural", parts.last!],
        ]
        for path in candidates {
            if let value = localization.node(at: path + ["stringUnit", "value"])?.string { return value }
        }
        return nil
    }

    /// A `stringUnit` holding `text`, translated: the existing one with its value and state replaced.
    static func unit(_ text: String, updating existing: CatalogValue?) -> CatalogValue {
        var unit = existing?.members != nil ? existing! : .object([])
        unit.set("state", to: .string("translated"))
        unit.set("value", to: .string(text))
        return unit
    }

    private func unchanged(_ member: JSONMember, subject: String, text: String) -> EditResult {
        EditResult(
            document: document,
            change: ChangeDescription(
                kind: .unchanged, line: Self.line(of: member.keyRange.lowerBound, in: document.bytes), subject: subject,
                old: ValueSummary.quoted(text), new: ValueSummary.quoted(text)))
    }

    private func result(
        _ bytes: [UInt8], _ kind: ChangeDescription.Kind, subject: String, old: String?, new: String?,
        near key: String?,
        line offset: Int? = nil
    ) throws(EditError) -> EditResult {
        let edited = try Self.parse(bytes)
        let at =
            offset ?? key.flatMap { key in edited.root["strings"]?.members?.last { $0.key == key }?.keyRange.lowerBound
            } ?? 0
        return EditResult(
            document: edited,
            change: ChangeDescription(
                kind: kind, line: Self.line(of: at, in: offset == nil ? bytes : document.bytes), subject: subject,
                old: old.map { ValueSummary.quoted($0) }, new: new.map { ValueSummary.quoted($0) }))
    }

    static func parse(_ bytes: [UInt8]) throws(EditError) -> JSONDocument {
        do throws(JSONSyntaxError) {
            return try JSONDocument(bytes: bytes)
        } catch {
            throw .document(.wouldBreakFile(error))
        }
    }

    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<min(offset, bytes.count)].lazy.filter { $0 == UInt8(ascii: "\n") }.count
    }

    // MARK: - Splices of the `strings` object

    static func replacing(_ range: Range<Int>, with text: String, in bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: Array(text.utf8))
        return result
    }

    /// Inserts `"key" : value` into `object` (members at 4 spaces) at the key's sorted place.
    static func inserting(member key: String, value: String, into object: JSONNode, at _: Int?, in bytes: [UInt8])
        -> [UInt8]
    {
        let members = object.members ?? []
        let member = CatalogValue.object([CatalogMember(key: key, value: .raw(value))]).xcodeText(indent: 2)
        // `{\n    "key" : value\n  }`: the member's own text is between the first line and the last.
        let text = member.dropFirst(2).dropLast(4)
        guard !members.isEmpty else { return replacing(object.range, with: member, in: bytes) }
        let index = members.firstIndex { CatalogOrder.precedes(key, $0.key) } ?? members.count
        if index < members.count {
            let at = members[index].keyRange.lowerBound
            return replacing(at..<at, with: text.drop { $0 == " " } + ",\n    ", in: bytes)
        }
        let at = members[index - 1].value.range.upperBound
        return replacing(at..<at, with: ",\n" + text, in: bytes)
    }

    /// Removes member `index` of `object` with its separator; the last member leaves `{`, an empty line, `}`.
    static func removing(_ index: Int, of object: JSONNode, in bytes: [UInt8]) -> [UInt8] {
        let members = object.members ?? []
        if members.count == 1 {
            return replacing(object.range, with: CatalogValue.object([]).xcodeText(indent: 2), in: bytes)
        }
        if index + 1 < members.count {
            return replacing(
                members[index].keyRange.lowerBound..<members[index + 1].keyRange.lowerBound, with: "", in: bytes)
        }
        return replacing(
            members[index - 1].value.range.upperBound..<members[index].value.range.upperBound, with: "", in: bytes)
    }
}

extension CatalogValue {
    /// The value at a path of member keys.
    func node(at path: [String]) -> CatalogValue? {
        var value = self
        for key in path {
            guard let next = value[key] else { return nil }
            value = next
        }
        return value
    }

    /// Changes the object at a path of member keys, creating the missing objects on the way.
    mutating func update(path: [String], _ change: (inout CatalogValue) -> Void) {
        guard let first = path.first else { return change(&self) }
        var child = self[first] ?? .object([])
        child.update(path: Array(path.dropFirst()), change)
        set(first, to: child)
    }

    /// `update(path:_:)` with the keys written out.
    mutating func update(_ keys: String..., change: (inout CatalogValue) -> Void) {
        update(path: keys, change)
    }
}
