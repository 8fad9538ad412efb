/// One key of a `.stringsdict` file as Apple's loader reads it: a format string whose `%#@name@` variables
/// each choose a form by a rule (`NSStringPluralRuleType`: CLDR categories; `NSStringDeviceSpecificRuleType`:
/// devices), width variations (`NSStringVariableWidthRuleType`: numbers of ems → texts), or a plain text.
struct StringsDictEntry {
    /// The key of the format string.
    static let formatKey = "NSStringLocalizedFormatKey"
    /// The key of a variable's rule.
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    /// The key of the type of a variable's argument (`d`, `ld`, `f`).
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    /// The rule of plural forms.
    static let pluralRule = "NSStringPluralRuleType"
    /// The rule of devices.
    static let deviceRule = "NSStringDeviceSpecificRuleType"
    /// The key of width variations.
    static let widthRule = "NSStringVariableWidthRuleType"

    /// The key and its value in the file.
    var member: PlistMember
    /// What the value is.
    var shape: Shape

    /// What a key's value is.
    enum Shape {
        /// A text: the `<string>` holding it (the value itself, or a format string without variables).
        case text(PlistValue)
        /// A format string and its variables, the one the number chooses first (DESIGN §11).
        case variables(format: PlistValue, [Variable])
        /// The members of the `NSStringVariableWidthRuleType` dictionary: widths and texts.
        case widths(PlistValue)
        /// The members of a key's own `NSStringDeviceSpecificRuleType` dictionary: devices and texts.
        case devices(PlistValue)
        /// Something Glossa does not read, and why.
        case unreadable(found: String, expected: String, offset: Int)
    }

    /// A variable of a format string.
    struct Variable {
        /// Its name (`files` of `%#@files@`).
        var name: String
        /// Its dictionary in the file.
        var member: PlistMember
        /// Its `NSStringFormatSpecTypeKey`, if it has one.
        var rule: String?
        /// Its forms: the members that are not `NSString…` keys.
        var forms: [PlistMember]

        /// Whether its forms are devices rather than plural categories.
        var isDevice: Bool { rule == StringsDictEntry.deviceRule }
    }

    /// Reads a member of the root dictionary.
    init(_ member: PlistMember) {
        self.member = member
        let value = member.value
        guard let members = value.members else {
            shape =
                value.string != nil
                ? .text(value)
                : .unreadable(
                    found: value.kindDescription, expected: "a dictionary with \(Self.formatKey)",
                    offset: value.element.range.lowerBound)
            return
        }
        if let widths = value[Self.widthRule] {
            shape =
                widths.members != nil
                ? .widths(widths)
                : .unreadable(
                    found: widths.kindDescription, expected: "a dictionary of widths",
                    offset: widths.element.range.lowerBound)
            return
        }
        if value[Self.formatKey] == nil, let devices = value[Self.deviceRule], devices.members != nil {
            shape = .devices(devices)
            return
        }
        guard let format = value[Self.formatKey], let text = format.string else {
            shape = .unreadable(
                found: "a dictionary without \(Self.formatKey)",
                expected: "a dictionary with \(Self.formatKey) or \(Self.widthRule)",
                offset: value.element.range.lowerBound)
            return
        }
        var variables: [Variable] = []
        for variable in members where variable.key != Self.formatKey && variable.value.members != nil {
            variables.removeAll { $0.name == variable.key }
            let forms = variable.value.members!.filter { !$0.key.hasPrefix("NSString") }
            variables.append(
                Variable(
                    name: variable.key, member: variable, rule: variable.value[Self.specTypeKey]?.string, forms: forms))
        }
        guard !variables.isEmpty else {
            shape = .text(format)
            return
        }
        // The variables the format string names, in its order, then any others as written.
        let order = VariableReference.names(in: text)
        variables =
            order.compactMap { name in variables.first { $0.name == name } }
            + variables.filter { !order.contains($0.name) }
        shape = .variables(format: format, variables)
    }

    /// The selector of form `form` of `variable` among `count` variables: the form's name alone when the
    /// format has one variable (`few`), else `variable.form` (`files.few`), as `.xcstrings` substitutions.
    static func selector(form: String, of variable: String, count: Int) -> String {
        count == 1 ? form : variable + "." + form
    }
}
