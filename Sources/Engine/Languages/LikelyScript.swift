/// The script a language is written in when its tag does not say, for the languages written in more than
/// one script (CLDR 47 `likelySubtags`): `zh` and `zh-CN` are Simplified Chinese (`Hans`), `zh-TW`,
/// `zh-HK` and `zh-MO` Traditional (`Hant`); `sr` is Cyrillic, `sr-ME` Latin.
///
/// Negotiation uses it so that a tag never falls back or matches across scripts: CLDR makes `zh_Hant`'s
/// parent `root`, not `zh`, for the same reason. Languages not listed are written in one script, and any
/// two of their tags are compatible.
enum LikelyScript {
    /// The script of a tag: the one it names, else the likely one for its language and region, else `nil`
    /// (a language written in one script, or one CLDR does not know).
    static func of(_ tag: LocaleTag) -> String? {
        if let script = tag.script { return script }
        guard let scripts = byLanguage[tag.language] else { return nil }
        if let region = tag.region, let script = scripts.byRegion[region] { return script }
        return scripts.default
    }

    /// Whether two tags are written in the same script, as far as is known.
    static func areCompatible(_ first: LocaleTag, _ second: LocaleTag) -> Bool {
        guard let a = of(first), let b = of(second) else { return true }
        return a == b
    }

    private struct Scripts {
        var `default`: String
        var byRegion: [String: String] = [:]
    }

    private static let byLanguage: [String: Scripts] = [
        "az": Scripts(default: "Latn", byRegion: ["IR": "Arab", "IQ": "Arab"]),
        "bs": Scripts(default: "Latn"),
        "ff": Scripts(default: "Latn"),
        "ha": Scripts(default: "Latn", byRegion: ["CM": "Arab", "SD": "Arab"]),
        "kk": Scripts(default: "Cyrl", byRegion: ["CN": "Arab", "AF": "Arab"]),
        "ks": Scripts(default: "Arab"),
        "ku": Scripts(default: "Latn", byRegion: ["LB": "Arab"]),
        "ky": Scripts(default: "Cyrl", byRegion: ["CN": "Arab"]),
        "mn": Scripts(default: "Cyrl", byRegion: ["CN": "Mong"]),
        "ms": Scripts(default: "Latn", byRegion: ["CC": "Arab"]),
        "pa": Scripts(default: "Guru", byRegion: ["PK": "Arab"]),
        "sd": Scripts(default: "Arab", byRegion: ["IN": "Deva"]),
        "shi": Scripts(default: "Tfng"),
        "sr": Scripts(default: "Cyrl", byRegion: ["ME": "Latn", "RO": "Latn", "TR": "Latn"]),
        "tg": Scripts(default: "Cyrl", byRegion: ["PK": "Arab"]),
        "ug": Scripts(default: "Arab", byRegion: ["KZ": "Cyrl", "MN": "Cyrl"]),
        "uz": Scripts(default: "Latn", byRegion: ["AF": "Arab", "CN": "Cyrl"]),
        "vai": Scripts(default: "Vaii"),
        "yue": Scripts(default: "Hant", byRegion: ["CN": "Hans"]),
        "zh": Scripts(default: "Hans", byRegion: ["TW": "Hant", "HK": "Hant", "MO": "Hant"]),
    ]
}
