import Foundation
import TestSupport

/// Writes a synthetic translation project for benchmarks: `base.json`, one file per language,
/// `expressions.json` and `glossa.json`.
///
/// The output depends only on the key count, the language count and the seed: every run writes the same
/// bytes, on every machine and toolchain. That is why the generator has its own PRNG and hash and never
/// uses `Hasher`, `random(in:)` or locale-dependent formatting. The structure of the keys (which are plural,
/// which have width variations or explicit expressions) comes from one PRNG, so it is the same in every
/// language and for every language count; the text of each file comes from a PRNG seeded by its tag.
///
/// The languages come from a fixed table of 39 BCP 47 tags with varied plural systems, taken in table order
/// (`--languages 5` gives base, pl, ru, ar and ja). Plural entries use each language's own CLDR 47 cardinal
/// categories. Files are 4-space indented JSON with LF line endings and a final newline, written from byte
/// buffers: 20,000 keys × 40 languages take a few seconds in a release build.
struct ProjectGenerator {
    /// How many keys each file has (the base has all of them; other languages miss about 0.5%).
    var keyCount: Int
    /// How many language files, `base.json` included: 1...`ProjectGenerator.maximumLanguageCount`.
    var languageCount: Int
    /// The seed of every PRNG stream.
    var seed: UInt64 = 0x676C_6F73_7361  // "glossa"

    /// The most languages the built-in table can give (base plus 39).
    static var maximumLanguageCount: Int { GeneratedLanguage.table.count + 1 }

    /// What was written.
    struct Summary {
        var files: Int
        var bytes: Int
    }

    /// Writes the project into `directory`, creating it if needed and replacing the files it writes.
    func write(to directory: URL) throws -> Summary {
        precondition(keyCount >= 0 && (1...Self.maximumLanguageCount).contains(languageCount))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let plan = KeyPlan(keyCount: keyCount, seed: seed)
        let languages = [GeneratedLanguage.base] + GeneratedLanguage.table.prefix(languageCount - 1)
        var summary = Summary(files: 0, bytes: 0)

        func save(_ bytes: [UInt8], as name: String) throws {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
            summary.files += 1
            summary.bytes += bytes.count
        }

        for language in languages {
            var writer = LanguageFileWriter(language: language, plan: plan, seed: seed)
            try save(writer.render(), as: language.fileName)
        }
        try save(Self.expressionsFile(for: languages), as: "expressions.json")
        try save(Array("{\n    \"baseLanguage\": \"en\"\n}\n".utf8), as: "glossa.json")
        return summary
    }

    /// `expressions.json`: shared names in `base`, and a Polish and a Russian section that redefine one.
    private static func expressionsFile(for languages: [GeneratedLanguage]) -> [UInt8] {
        var sections: [(String, [(String, String)])] = [("base", SharedName.allCases.map { ($0.rawValue, $0.pattern) })]
        if languages.contains(where: { $0.tag == "pl" }) {
            sections.append(("pl", [(SharedName.lots.rawValue, "ie:x>=500")]))
        }
        if languages.contains(where: { $0.tag == "ru" }) {
            sections.append(("ru", [(SharedName.dozen.rawValue, "iex:10<=x<=12")]))
        }
        var text = "{\n"
        for (index, section) in sections.enumerated() {
            text += "    \"\(section.0)\": {\n"
            text += section.1.map { "        \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n")
            text += index == sections.count - 1 ? "\n    }\n" : "\n    },\n"
        }
        text += "}\n"
        return Array(text.utf8)
    }
}

// MARK: - Randomness

/// The generator's draws from SplitMix64 (Steele, Lea and Flood 2014): tiny, fast, and the same sequence
/// everywhere, so the generated project is the same on every machine.
extension SplitMix64 {
    /// A number in `0..<bound`. The modulo bias (below 2⁻⁴⁰ for these bounds) does not matter here.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True `percent` times in a hundred, in steps of 0.1.
    mutating func chance(_ percent: Double) -> Bool {
        below(1000) < Int(percent * 10)
    }
}

/// FNV-1a over UTF-8: a stable seed per language tag (`Hasher` differs between runs).
private func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
}

// MARK: - Structure shared by all languages

/// Names that `expressions.json` defines.
private enum SharedName: String, CaseIterable {
    case nothing = "none"
    case dozen, lots

    var pattern: String {
        switch self {
        case .nothing: "ie:x=0"
        case .dozen: "ie:x=12"
        case .lots: "ie:x>=1000"
        }
    }
}

/// The shape of one key, decided once for every language.
private struct KeyShape {
    enum Kind { case plain, plural }
    var kind: Kind
    /// Width variations: on the whole value (plain) or under the first and last category (plural).
    var hasWidths: Bool
    /// Explicit selectors written before the categories of a plural entry.
    var explicitSelectors: [String]
    /// Which placeholders a plain string carries.
    var placeholders: Placeholders

    enum Placeholders { case none, object, positional, percent }
}

/// Keys and shapes of the project: the same for every language and every language count.
private struct KeyPlan {
    var keys: [[UInt8]]
    var shapes: [KeyShape]

    static let sections = [
        "account", "album", "camera", "chat", "editor", "errors", "feed", "gallery", "map", "alerts",
        "intro", "payments", "photos", "privacy", "profile", "search", "settings", "sharing", "store",
        "upload",
    ]
    static let subsections = [
        "alert", "banner", "button", "caption", "empty", "hint", "label", "menu", "message", "sheet", "tab",
        "title", "toast", "tooltip",
    ]
    static let names = [
        "add", "back", "cancel", "close", "count", "delete", "done", "edit", "error", "more", "next", "open",
        "remove", "retry", "save", "share", "status", "summary",
    ]

    init(keyCount: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        keys = []
        shapes = []
        keys.reserveCapacity(keyCount)
        shapes.reserveCapacity(keyCount)
        for index in 0..<keyCount {
            let section = Self.sections[random.below(Self.sections.count)]
            let subsection = Self.subsections[random.below(Self.subsections.count)]
            let name = Self.names[random.below(Self.names.count)]
            var key = Array("\(section).\(subsection).\(name)_".utf8)
            key.append(contentsOf: Self.paddedDigits(index, width: 5))
            keys.append(key)

            let plural = random.below(3) == 0
            let hasWidths = random.chance(5)
            var explicit: [String] = []
            var placeholders = KeyShape.Placeholders.none
            if plural {
                let roll = random.below(100)
                switch roll {
                case 0..<10: explicit = ["ie:x=0"]
                case 10..<13: explicit = [SharedName.nothing.rawValue]
                case 13..<16: explicit = ["iex:0<x<1"]
                case 16..<18: explicit = [SharedName.lots.rawValue, "ie:x=0"]
                case 18..<19: explicit = [SharedName.dozen.rawValue]
                case 19..<20: explicit = ["exp:^1[0-9]{3}$"]
                default: break
                }
            } else {
                let roll = random.below(100)
                switch roll {
                case 0..<10: placeholders = .object
                case 10..<13: placeholders = .positional
                case 13..<15: placeholders = .percent
                default: break
                }
            }
            shapes.append(
                KeyShape(
                    kind: plural ? .plural : .plain,
                    hasWidths: hasWidths,
                    explicitSelectors: explicit,
                    placeholders: placeholders
                )
            )
        }
    }

    static func paddedDigits(_ value: Int, width: Int) -> [UInt8] {
        var digits = Array(String(value).utf8)
        while digits.count < width { digits.insert(UInt8(ascii: "0"), at: 0) }
        return digits
    }
}

// MARK: - One language file

/// Renders one language file into a byte buffer.
private struct LanguageFileWriter {
    let language: GeneratedLanguage
    let plan: KeyPlan
    var random: SplitMix64
    var out: [UInt8] = []

    init(language: GeneratedLanguage, plan: KeyPlan, seed: UInt64) {
        self.language = language
        self.plan = plan
        random = SplitMix64(seed: seed ^ stableHash(language.tag))
    }

    mutating func render() -> [UInt8] {
        out.reserveCapacity(plan.keys.count * 110)
        out.append(contentsOf: Array("{\n".utf8))
        var first = true
        for index in plan.keys.indices {
            // Every language but the base misses about one key in two hundred.
            let missing = language.tag != "base" && random.chance(0.5)
            if missing { continue }
            if !first { out.append(contentsOf: Array(",\n".utf8)) }
            first = false
            writeEntry(key: plan.keys[index], shape: plan.shapes[index])
        }
        out.append(contentsOf: Array(first ? "}\n".utf8 : "\n}\n".utf8))
        return out
    }

    private mutating func writeEntry(key: [UInt8], shape: KeyShape) {
        indent(1)
        quoted(key)
        out.append(contentsOf: Array(": ".utf8))
        switch shape.kind {
        case .plain:
            if shape.hasWidths {
                writeWidths(level: 1, widths: [100, 200, 300], placeholders: shape.placeholders, number: false)
            } else {
                writeText(length: textLength(), placeholders: shape.placeholders, number: false)
            }
        case .plural:
            out.append(UInt8(ascii: "{"))
            var selectors = shape.explicitSelectors.map { Array($0.utf8) }
            selectors += language.categories.map { Array($0.utf8) }
            let firstCategory = shape.explicitSelectors.count
            for (position, selector) in selectors.enumerated() {
                out.append(contentsOf: Array(position == 0 ? "\n".utf8 : ",\n".utf8))
                indent(2)
                quoted(selector)
                out.append(contentsOf: Array(": ".utf8))
                let widthHere =
                    shape.hasWidths && (position == firstCategory || position == selectors.count - 1)
                if widthHere {
                    writeWidths(level: 2, widths: [100, 300], placeholders: .none, number: true)
                } else {
                    writeText(length: textLength(), placeholders: .none, number: position >= firstCategory)
                }
            }
            out.append(UInt8(ascii: "\n"))
            indent(1)
            out.append(UInt8(ascii: "}"))
        }
    }

    private mutating func writeWidths(level: Int, widths: [Int], placeholders: KeyShape.Placeholders, number: Bool) {
        out.append(UInt8(ascii: "{"))
        for (position, width) in widths.enumerated() {
            out.append(contentsOf: Array(position == 0 ? "\n".utf8 : ",\n".utf8))
            indent(level + 1)
            quoted(Array("@\(width)".utf8))
            out.append(contentsOf: Array(": ".utf8))
            // Wider slots hold longer text, as translators write them.
            writeText(length: width / 10 + random.below(width / 20), placeholders: placeholders, number: number)
        }
        out.append(UInt8(ascii: "\n"))
        indent(level)
        out.append(UInt8(ascii: "}"))
    }

    /// Lengths of UI strings: mostly short labels, some sentences, a few paragraphs of up to 120 characters.
    /// (This mix puts 20,000 keys × 40 languages near the 74 MB of the reference project.)
    private mutating func textLength() -> Int {
        let roll = random.below(100)
        switch roll {
        case 0..<64: return 3 + random.below(5)
        case 64..<88: return 8 + random.below(13)
        case 88..<97: return 21 + random.below(40)
        default: return 60 + random.below(61)
        }
    }

    /// A JSON string of about `length` characters in the language, with its placeholders and the odd escape.
    private mutating func writeText(length: Int, placeholders: KeyShape.Placeholders, number: Bool) {
        out.append(UInt8(ascii: "\""))
        var characters = 0
        if number {
            out.append(contentsOf: Array("%d ".utf8))
            characters += 3
        }
        switch placeholders {
        case .none: break
        case .object:
            out.append(contentsOf: Array("%@ ".utf8))
            characters += 3
        case .positional:
            out.append(contentsOf: Array("%1$@ · %2$d ".utf8))
            characters += 12
        case .percent:
            out.append(contentsOf: Array("%d%% ".utf8))
            characters += 5
        }
        let quoteWord = random.chance(3)
        let lineBreak = random.chance(2)
        var wordsWritten = 0
        while wordsWritten == 0 || characters < length {
            let word = language.words[random.below(language.words.count)]
            let breakLine = lineBreak && wordsWritten == 2
            if wordsWritten > 0 {
                // Stop rather than overshoot the length by more than a few characters (one word always goes in).
                let separatorCount = breakLine ? 1 : language.separator.count
                if characters + separatorCount + word.characters > length + 3 { break }
                out.append(contentsOf: breakLine ? Array("\\n".utf8) : language.separator)
                characters += separatorCount
            }
            let escaped = word.escaped != nil && random.chance(4)
            let bytes = escaped ? word.escaped! : word.bytes
            if quoteWord && wordsWritten == 1 {
                out.append(contentsOf: Array("\\\"".utf8))
                out.append(contentsOf: bytes)
                out.append(contentsOf: Array("\\\"".utf8))
                characters += 2
            } else {
                out.append(contentsOf: bytes)
            }
            characters += word.characters
            wordsWritten += 1
        }
        if random.chance(2) {
            let emoji = GeneratedLanguage.emoji[random.below(GeneratedLanguage.emoji.count)]
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: emoji)
        }
        out.append(UInt8(ascii: "\""))
    }

    private mutating func indent(_ level: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * level))
    }

    private mutating func quoted(_ bytes: [UInt8]) {
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: bytes)
        out.append(UInt8(ascii: "\""))
    }
}

// MARK: - Languages

/// One word of a language's vocabulary, encoded once.
private struct Word {
    var bytes: [UInt8]
    /// The word with its non-ASCII letters written as `\uXXXX` escapes, for words that have a
    /// letter worth escaping (Polish `ó`, French `é`): real files written by some tools look like that.
    var escaped: [UInt8]?
    var characters: Int

    init(_ text: String, escaping: Set<Unicode.Scalar>) {
        bytes = Array(text.utf8)
        characters = text.unicodeScalars.count
        if text.unicodeScalars.contains(where: escaping.contains) {
            var result = ""
            for scalar in text.unicodeScalars {
                if escaping.contains(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            escaped = Array(result.utf8)
        } else {
            escaped = nil
        }
    }
}

/// A generated language: its tag, its CLDR 47 cardinal categories and a small vocabulary.
private struct GeneratedLanguage {
    var tag: String
    var categories: [String]
    var words: [Word]
    var separator: [UInt8]

    var fileName: String { "\(tag).json" }

    init(_ tag: String, _ categories: String, spaced: Bool = true, _ vocabulary: String) {
        self.tag = tag
        self.categories = categories.split(separator: " ").map(String.init)
        let escaping: Set<Unicode.Scalar> = ["ó", "é", "ł"]
        words = vocabulary.split(separator: " ").map { Word(String($0), escaping: escaping) }
        separator = spaced ? [UInt8(ascii: " ")] : []
    }

    static let emoji: [[UInt8]] = ["🎉", "📷", "👍🏽", "❤️", "🇵🇱", "✨"].map { Array($0.utf8) }

    /// `base.json`, English (the project's `glossa.json` says so).
    static let base = GeneratedLanguage(
        "base",
        "one other",
        "photo album share upload your friends new settings account privacy message story camera gallery "
            + "download profile edit saved recent comment tap here to continue"
    )

    /// The other languages, in the order `--languages` takes them. Categories are CLDR 47's.
    static let table: [GeneratedLanguage] = [
        GeneratedLanguage(
            "pl",
            "one few many other",
            "zdjęcie album udostępnij przesyłanie twoje znajomi nowe ustawienia konto prywatność wiadomość "
                + "relacja aparat galeria pobierz profil edytuj zapisane ostatnie komentarz źródło łódź ósmy "
                + "wróć zażółć gęślą jaźń który"
        ),
        GeneratedLanguage(
            "ru",
            "one few many other",
            "фотография альбом поделиться загрузка ваши друзья новые настройки аккаунт конфиденциальность "
                + "сообщение история камера галерея скачать профиль изменить сохранённые недавние комментарий ещё"
        ),
        GeneratedLanguage(
            "ar",
            "zero one two few many other",
            "صورة ألبوم مشاركة رفع أصدقاؤك جديد الإعدادات الحساب الخصوصية رسالة قصة الكاميرا المعرض تنزيل "
                + "الملف تعديل المحفوظة الأخيرة تعليق مرحبًا شكرًا تعذّر"
        ),
        GeneratedLanguage(
            "ja",
            "other",
            spaced: false,
            "写真 アルバム 共有 アップロード 友達 新しい 設定 アカウント プライバシー メッセージ ストーリー "
                + "カメラ ギャラリー ダウンロード プロフィール 編集 保存済み 最近 コメント です を に ガ"
        ),
        GeneratedLanguage(
            "fr",
            "one many other",
            "photo album partager envoi vos amis nouveau réglages compte confidentialité message story appareil "
                + "galerie télécharger profil modifier enregistrées récentes commentaire cafe\u{301} être où"
        ),
        GeneratedLanguage(
            "de",
            "one other",
            "Foto Album teilen Hochladen deine Freunde neu Einstellungen Konto Datenschutz Nachricht Story Kamera "
                + "Galerie herunterladen Profil bearbeiten gespeichert zuletzt Kommentar Größe über"
        ),
        GeneratedLanguage(
            "cs",
            "one few many other",
            "fotka album sdílet nahrávání vaši přátelé nové nastavení účet soukromí zpráva příběh fotoaparát "
                + "galerie stáhnout profil upravit uložené nedávné komentář"
        ),
        GeneratedLanguage(
            "he",
            "one two other",
            "תמונה אלבום שיתוף העלאה החברים שלך חדש הגדרות חשבון פרטיות הודעה סטורי מצלמה גלריה הורדה פרופיל "
                + "עריכה שמורים אחרונים תגובה"
        ),
        GeneratedLanguage(
            "cy",
            "zero one two few many other",
            "llun albwm rhannu lanlwytho eich ffrindiau newydd gosodiadau cyfrif preifatrwydd neges stori camera "
                + "oriel proffil golygu cadwedig diweddar sylw ŵyr"
        ),
        GeneratedLanguage(
            "uk",
            "one few many other",
            "фотографія альбом поділитися завантаження ваші друзі нові налаштування обліковий запис приватність "
                + "повідомлення історія камера галерея профіль редагувати збережені їжа ґанок"
        ),
        GeneratedLanguage(
            "sk",
            "one few many other",
            "fotka album zdieľať nahrávanie vaši priatelia nové nastavenia účet súkromie správa príbeh fotoaparát "
                + "galéria stiahnuť profil upraviť uložené nedávne komentár"
        ),
        GeneratedLanguage(
            "ga",
            "one two few many other",
            "grianghraf albam comhroinn uaslódáil do chairde nua socruithe cuntas príobháideachas teachtaireacht "
                + "scéal ceamara gailearaí íoslódáil próifíl sábháilte le déanaí trácht"
        ),
        GeneratedLanguage(
            "lt",
            "one few many other",
            "nuotrauka albumas bendrinti įkėlimas jūsų draugai nauji nustatymai paskyra privatumas žinutė "
                + "istorija kamera galerija atsisiųsti profilis redaguoti išsaugoti naujausi komentaras"
        ),
        GeneratedLanguage(
            "lv",
            "zero one other",
            "fotoattēls albums kopīgot augšupielāde jūsu draugi jauni iestatījumi konts privātums ziņa stāsts "
                + "kamera galerija lejupielādēt profils rediģēt saglabātie nesenie komentārs"
        ),
        GeneratedLanguage(
            "sl",
            "one two few other",
            "fotografija album deli nalaganje vaši prijatelji novo nastavitve račun zasebnost sporočilo zgodba "
                + "kamera galerija prenesi profil uredi shranjeno nedavno komentar"
        ),
        GeneratedLanguage(
            "es",
            "one many other",
            "foto álbum compartir subida tus amigos nuevo ajustes cuenta privacidad mensaje historia cámara "
                + "galería descargar perfil editar guardadas recientes comentario ¿listo? ¡hola! año"
        ),
        GeneratedLanguage(
            "it",
            "one many other",
            "foto album condividi caricamento tuoi amici nuovo impostazioni account privacy messaggio storia "
                + "fotocamera galleria scarica profilo modifica salvate recenti commento perché più"
        ),
        GeneratedLanguage(
            "pt",
            "one many other",
            "foto álbum compartilhar envio seus amigos novo configurações conta privacidade mensagem história "
                + "câmera galeria baixar perfil editar salvas recentes comentário não"
        ),
        GeneratedLanguage(
            "pt-PT",
            "one many other",
            "fotografia álbum partilhar carregamento os seus amigos novo definições conta privacidade mensagem "
                + "história câmara galeria transferir perfil editar guardadas recentes comentário"
        ),
        GeneratedLanguage(
            "nl",
            "one other",
            "foto album delen uploaden je vrienden nieuw instellingen account privacy bericht verhaal camera "
                + "galerij downloaden profiel bewerken opgeslagen recent reactie één"
        ),
        GeneratedLanguage(
            "sv",
            "one other",
            "foto album dela uppladdning dina vänner ny inställningar konto integritet meddelande berättelse "
                + "kamera galleri ladda ner profil redigera sparade senaste kommentar"
        ),
        GeneratedLanguage(
            "zh-Hans",
            "other",
            spaced: false,
            "照片 相册 分享 上传 你的 朋友 新的 设置 账户 隐私 消息 动态 相机 图库 下载 个人资料 编辑 已保存 最近 评论 的 了"
        ),
        GeneratedLanguage(
            "ko",
            "other",
            "사진 앨범 공유 업로드 친구 새로운 설정 계정 개인정보 메시지 스토리 카메라 갤러리 다운로드 프로필 편집 "
                + "저장됨 최근 댓글"
        ),
        GeneratedLanguage(
            "vi",
            "other",
            "ảnh album chia sẻ tải lên bạn bè mới cài đặt tài khoản quyền riêng tư tin nhắn máy ảnh thư viện "
                + "tải xuống hồ sơ chỉnh sửa đã lưu gần đây bình luận"
        ),
        GeneratedLanguage(
            "tr",
            "one other",
            "fotoğraf albüm paylaş yükleme arkadaşların yeni ayarlar hesap gizlilik mesaj hikâye kamera galeri "
                + "indir profil düzenle kaydedilenler son yorum ışık"
        ),
        GeneratedLanguage(
            "fi",
            "one other",
            "valokuva albumi jaa lataus ystäväsi uusi asetukset tili yksityisyys viesti tarina kamera galleria "
                + "lataa profiili muokkaa tallennetut viimeisimmät kommentti"
        ),
        GeneratedLanguage(
            "hu",
            "one other",
            "fotó album megosztás feltöltés barátaid új beállítások fiók adatvédelem üzenet történet kamera "
                + "galéria letöltés profil szerkesztés mentett legutóbbi hozzászólás őszi"
        ),
        GeneratedLanguage(
            "ro",
            "one few other",
            "fotografie album distribuie încărcare prietenii tăi nou setări cont confidențialitate mesaj poveste "
                + "cameră galerie descarcă profil editează salvate recente comentariu"
        ),
        GeneratedLanguage(
            "bg",
            "one other",
            "снимка албум споделяне качване приятелите ви ново настройки профил поверителност съобщение история "
                + "камера галерия изтегляне редактиране запазени скорошни коментар"
        ),
        GeneratedLanguage(
            "hr",
            "one few other",
            "fotografija album podijeli prijenos tvoji prijatelji novo postavke račun privatnost poruka priča "
                + "kamera galerija preuzmi profil uredi spremljeno nedavno komentar čađa"
        ),
        GeneratedLanguage(
            "sr",
            "one few other",
            "фотографија албум подели отпремање твоји пријатељи ново подешавања налог приватност порука прича "
                + "камера галерија преузми профил измени сачувано недавно коментар ђак љубав"
        ),
        GeneratedLanguage(
            "el",
            "one other",
            "φωτογραφία άλμπουμ κοινοποίηση μεταφόρτωση φίλοι σας νέο ρυθμίσεις λογαριασμός απόρρητο μήνυμα "
                + "ιστορία κάμερα συλλογή λήψη προφίλ επεξεργασία αποθηκευμένα πρόσφατα σχόλιο"
        ),
        GeneratedLanguage(
            "hi",
            "one other",
            "फ़ोटो एल्बम साझा अपलोड आपके दोस्त नया सेटिंग्स खाता गोपनीयता संदेश कहानी कैमरा गैलरी डाउनलोड "
                + "प्रोफ़ाइल संपादित सहेजे हाल टिप्पणी"
        ),
        GeneratedLanguage(
            "bn",
            "one other",
            "ছবি অ্যালবাম শেয়ার আপলোড আপনার বন্ধুরা নতুন সেটিংস অ্যাকাউন্ট গোপনীয়তা বার্তা গল্প ক্যামেরা "
                + "গ্যালারি ডাউনলোড প্রোফাইল সম্পাদনা সংরক্ষিত সাম্প্রতিক মন্তব্য"
        ),
        GeneratedLanguage(
            "th",
            "other",
            spaced: false,
            "รูปภาพ อัลบั้ม แชร์ อัปโหลด เพื่อนของคุณ ใหม่ การตั้งค่า บัญชี ความเป็นส่วนตัว ข้อความ สตอรี่ กล้อง "
                + "แกลเลอรี ดาวน์โหลด โปรไฟล์ แก้ไข ที่บันทึกไว้ ล่าสุด ความคิดเห็น"
        ),
        GeneratedLanguage(
            "id",
            "other",
            "foto album bagikan unggah teman anda baru pengaturan akun privasi pesan cerita kamera galeri unduh "
                + "profil edit tersimpan terbaru komentar"
        ),
        GeneratedLanguage(
            "ms",
            "other",
            "foto album kongsi muat naik rakan anda baharu tetapan akaun privasi mesej cerita kamera galeri "
                + "muat turun profil sunting disimpan terkini komen"
        ),
        GeneratedLanguage(
            "da",
            "one other",
            "foto album del upload dine venner ny indstillinger konto privatliv besked historie kamera galleri "
                + "download profil rediger gemte seneste kommentar ærø"
        ),
        GeneratedLanguage(
            "nb",
            "one other",
            "bilde album del opplasting vennene dine ny innstillinger konto personvern melding historie kamera "
                + "galleri last ned profil rediger lagrede nylige kommentar blåbær"
        ),
    ]
}
