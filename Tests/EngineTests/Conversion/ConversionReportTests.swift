import Testing

@testable import Engine

/// The sample project converted to each format: the report's entries checked one by one.
@Suite struct ConversionReportTests {
    /// A loss as a line to compare: `construct subject → outcome`.
    private func line(_ loss: ConversionLoss) -> String {
        "\(loss.construct.rawValue) \(loss.subject) → \(loss.outcome.phrase)"
    }

    @Test func toSwifternalizationNothingIsLost() throws {
        let result = try sampleConversion(to: .swifternalization)
        #expect(result.report.isLossless)
        #expect(result.report.losses.isEmpty)
        #expect(result.bytes(of: "base.json") != nil)
        #expect(result.bytes(of: "pt-BR.json") != nil)
    }

    @Test func toStringCatalogTheSourceLanguageLosesWidthsAndExpressions() throws {
        let result = try sampleConversion(to: .xcstrings)
        #expect(result.report.files.first == "Localizable.xcstrings")
        let english = result.report.losses.filter { $0.language == .base }.map(line)
        #expect(
            english == [
                "widths \"login.forgot-password\" › @100 @200 @300 → written as its widest text (@300)",
                "widths \"comments.count\" › one › @100 @300 → written as its widest text (@300)",
                "widths \"comments.count\" › other › @100 @300 → written as its widest text (@300)",
                "range \"notifications.badge\" › over-limit → dropped",
                "widths \"album.back\" › @100 @200 → written as its widest text (@200)",
                "range \"storage.space-left\" › ie:x<=0 → dropped",
                "range \"story.expires\" › iex:0<x<1 → dropped",
                "regex \"file.kind\" › exp:^(jpe?g|heic|png)$ → dropped",
                "regex \"file.kind\" › exp:^(mov|mp4)$ → dropped",
            ])
        let range = result.report.losses.first { $0.language == .base && $0.key == "storage.space-left" }
        #expect(
            range?.reason
                == "Apple String Catalog cannot hold the selector 'ie:x<=0': it chooses forms by plural category "
                + "(zero, one, two, few, many, other) or device only, not by ie:, iex: or exp: expressions")
        // `ie:x=0` in English is the catalog's `zero`, which it reads as exactly 0: nothing lost.
        #expect(result.report.losses(of: "photos.count", in: .base).isEmpty)
        let catalog = Project(contents: result.contents)
        #expect(catalog.format == .xcstrings)
        #expect(catalog.resolve("photos.count", language: "en", number: "0").value == "No photos yet")
        #expect(catalog.resolve("photos.count", language: "en", number: "1").value == "%d photo")
    }

    @Test func aRangeCoveringEveryExampleOfACategoryBecomesThatCategory() throws {
        let result = try sampleConversion(to: .i18next)
        let portuguese = LanguageTag("pt-BR")!
        #expect(
            result.report.losses(of: "notifications.badge", in: .tag(portuguese)).map(line) == [
                "range \"notifications.badge\" › over-limit → written as many",
                "category \"notifications.badge\" › many → replaced by the text of over-limit",
            ])
        // In Polish (ie:x>999) no category has only numbers above 999: dropped.
        #expect(
            result.report.losses(of: "notifications.badge", in: .tag(LanguageTag("pl")!)).map(line) == [
                "range \"notifications.badge\" › over-limit → dropped"
            ])
        let converted = Project(contents: result.contents)
        #expect(
            converted.resolve("notifications.badge", language: "pt-BR", number: "1000000").value
                == "Mais de 99 notificações novas")
        #expect(converted.resolve("notifications.badge", language: "en", number: "0").value == "No new notifications")
    }

    @Test func toJSONlizeEnglishOneBecomesTheExactNumberOne() throws {
        let result = try sampleConversion(to: .jsonlize)
        #expect(result.report.files.first == "lang.en.json")
        #expect(
            result.report.losses(of: "photos.count", in: .base).map(line) == [
                "category \"photos.count\" › one → written as the exact cases =1"
            ])
        let loss = result.report.losses(of: "photos.count", in: .base)[0]
        #expect(loss.outcome == .exactCases(["=1"]))
        #expect(loss.reason.hasPrefix("JSONlize cannot hold the selector 'one': its plurals hold exact whole numbers"))
        // Russian `one` (1, 21, 31…) has no finite list of numbers: dropped.
        #expect(
            result.report.losses(of: "photos.count", in: .tag(LanguageTag("ru")!)).map(line).contains(
                "category \"photos.count\" › one → dropped"))
    }

    @Test func toAndroidAKeyNameAndroidRefusesIsDroppedWithItsReason() throws {
        let result = try sampleConversion(to: .android)
        #expect(result.report.files.first == "values/strings.xml")
        #expect(result.report.files.contains("values-pt-rBR/strings.xml"))
        let losses = result.report.losses(of: "login.email-placeholder", in: .base)
        #expect(losses.map(line) == ["key \"login.email-placeholder\" → dropped"])
        #expect(
            losses.first?.reason
                == "Android strings.xml cannot hold the name 'login.email-placeholder': a resource name is letters, "
                + "digits, '_' and '.', not starting with a digit")
        // `ie:x=0` is Android's `zero`, which Polish lacks: the number 0 there (DESIGN §3.1), so nothing is lost.
        #expect(result.report.losses(of: "photos.count", in: .tag(LanguageTag("pl")!)).isEmpty)
        let polish = try #require(result.files.first { $0.path == "values-pl/strings.xml" })
        #expect(String(decoding: polish.bytes, as: UTF8.self).contains(#"<item quantity="zero">"#))
    }

    @Test func toGettextTheSourceTextsGoToTheSourceLanguagesFile() throws {
        let result = try sampleConversion(to: .gettext)
        #expect(result.report.files.first == "en.po")
        #expect(result.report.losses(of: "welcome.title", in: .base).isEmpty)
        // Plural entries are created (`msgid_plural` the key, as `msgid` is), their forms from `Plural-Forms`.
        #expect(result.report.losses(of: "likes.count", in: .base).isEmpty)
        let english = String(decoding: result.bytes(of: "en.po")!, as: UTF8.self)
        #expect(
            english.contains(
                "msgid \"likes.count\"\nmsgid_plural \"likes.count\"\nmsgstr[0] \"%d like\"\nmsgstr[1] \"%d likes\"\n"))
        // Polish `many` and `other` are one form of its `Plural-Forms` (`other` only holds decimals): `many` is
        // written, `other` dropped, and the file answers `other` with `many`'s text.
        let polish = result.report.losses(of: "likes.count", in: .tag(LanguageTag("pl")!))
        #expect(
            polish.map(line) == [
                "category \"likes.count\" › other → dropped",
                "category \"likes.count\" › other → added as \"%d polubień\"",
            ])
        #expect(
            polish.first?.reason
                == "gettext PO keeps \"likes.count\" › other in the same place as \"likes.count\" › many, whose text "
                + "it would replace")
        let converted = Project(contents: result.contents)
        #expect(converted.resolve("welcome.title", language: "en").value == "Welcome to Lumi 📷")
        #expect(converted.resolve("welcome.title", language: "pl").value == "Witaj w Lumi 📷")
    }

    @Test func theReportAsTextAndJSON() throws {
        let result = try sampleConversion(to: .xcstrings)
        let lines = result.report.text.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "en: \"login.forgot-password\" › @100 @200 @300: width variations, written as its widest text "
                + "(@300): Apple String Catalog cannot hold width variations (@N): its variations are plural forms, "
                + "devices and substitutions only")
        #expect(lines.last == "converted to Apple String Catalog: 82 losses in 56 translations (2 files)")
        let document = try JSONDocument(bytes: Array(result.report.json.utf8))
        func member(_ node: JSONNode?, _ key: String) -> JSONNode? {
            node?.members?.last { $0.key == key }?.value
        }
        #expect(member(document.root, "target")?.string == "xcstrings")
        guard case .bool(let lossless)? = member(document.root, "lossless")?.kind else {
            Issue.record("no lossless flag")
            return
        }
        #expect(!lossless)
        guard case .array(let losses)? = member(document.root, "losses")?.kind else {
            Issue.record("no losses array")
            return
        }
        #expect(losses.count == 82)
        #expect(member(losses.first, "construct")?.string == "widths")
        #expect(member(losses.first, "written")?.string == "widest-text")
        #expect(member(losses.first, "writtenAs")?.string == "@300")
        #expect(member(losses.first, "language")?.string == "en")
    }
}
