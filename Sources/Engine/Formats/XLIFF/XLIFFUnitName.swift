/// What a unit's id says, in the shapes Xcode's Export Localizations writes: a key (`welcome.title`); a
/// String Catalog's variation, the key, `|==|` and the variation's path (`%lld items|==|plural.one`,
/// `photo|==|device.ipad`); a `.stringsdict` form, a path into the property list
/// (`/%d items:dict/items:dict/one:dict/:string`), whose `NSStringLocalizedFormatKey` unit
/// (`/%d items:dict/NSStringLocalizedFormatKey:dict/:string`) is the entry's format string.
struct XLIFFUnitName: Sendable, Equatable {
    /// How the variant is written.
    enum Style: Sendable, Equatable {
        /// A key alone.
        case plain
        /// `key|==|plural.one`, `key|==|device.ipad`.
        case catalog
        /// `/key:dict/variable:dict/one:dict/:string`, with the variable's name.
        case stringsdict(variable: String)
        /// `/key:dict/NSStringLocalizedFormatKey:dict/:string`: not an entry's text.
        case formatKey
    }

    /// The key.
    var key: String
    /// The variant's selector: a CLDR category, or a device (`ipad`); `nil` for a plain key.
    var selector: String?
    /// Whether the selector is a device.
    var isDevice = false
    /// How it is written.
    var style: Style

    /// The separator of a catalog variation.
    static let catalogSeparator = "|==|"

    /// Reads an id; an id of none of Xcode's variant shapes is a plain key.
    init(_ id: String) {
        if let separator = id.range(of: Self.catalogSeparator) {
            let path = id[separator.upperBound...].split(separator: ".", omittingEmptySubsequences: false)
            if path.count == 2, path[0] == "plural", PluralCategory(rawValue: String(path[1])) != nil {
                self.init(key: String(id[..<separator.lowerBound]), selector: String(path[1]), style: .catalog)
                return
            }
            if path.count == 2, path[0] == "device", !path[1].isEmpty {
                self.init(
                    key: String(id[..<separator.lowerBound]), selector: String(path[1]), isDevice: true,
                    style: .catalog)
                return
            }
        }
        let prefix = "/"
        let suffix = ":dict/:string"
        if id.hasPrefix(prefix), id.hasSuffix(suffix), id.count > prefix.count + suffix.count {
            let path = id.dropFirst(prefix.count).dropLast(suffix.count).components(separatedBy: ":dict/")
            if path.count == 3, PluralCategory(rawValue: path[2]) != nil {
                self.init(key: path[0], selector: path[2], style: .stringsdict(variable: path[1]))
                return
            }
            if path.count == 2, path[1] == "NSStringLocalizedFormatKey" {
                self.init(key: path[0], selector: nil, style: .formatKey)
                return
            }
        }
        self.init(key: id, selector: nil, style: .plain)
    }

    /// A name.
    init(key: String, selector: String?, isDevice: Bool = false, style: Style) {
        self.key = key
        self.selector = selector
        self.isDevice = isDevice
        self.style = style
    }

    /// The id written for it.
    var id: String {
        switch style {
        case .plain: return key
        case .catalog:
            return key + Self.catalogSeparator + (isDevice ? "device." : "plural.") + (selector ?? "other")
        case .stringsdict(let variable): return "/\(key):dict/\(variable):dict/\(selector ?? "other"):dict/:string"
        case .formatKey: return "/\(key):dict/NSStringLocalizedFormatKey:dict/:string"
        }
    }

    /// The devices a String Catalog varies by, which a selector of that name is.
    static let devices: Set<String> = ["iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision"]
}
