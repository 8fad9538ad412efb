import Foundation
import Testing

@testable import Engine

/// Lookups in the `shop` fixture (DESIGN §11): exact numbers, then the category, then `*`; keys by the text
/// input; fallback through the chain to the source.
@Suite struct JSONlizeResolutionTests {
    static let shop = try! Project.load(directory: jsonlizeFixture("shop"))

    @Test(arguments: [
        // An exact number wins over the number's category (22 is Polish `few`, 0 is `many`).
        ("pl", "cart", "22", "${i} produkty w koszyku", "=22", false),
        ("pl", "cart", "0", "Twój koszyk jest pusty", "=0", false),
        ("pl", "cart", "1", "${i} produkt w koszyku", "=1", false),
        // `*` answers every other number.
        ("pl", "cart", "25", "${i} produktów w koszyku", "other", false),
        ("pl", "cart", "1.5", "${i} produktów w koszyku", "other", false),
        ("ru", "cart", "21", "${i} товар в корзине", "=21", false),
        ("ru", "cart", "11", "${i} товаров в корзине", "other", false),
        // No `*` in Russian's daysLeft: 5 comes from the source.
        ("ru", "daysLeft", "5", "${i} days left", "other", true),
        ("ru", "daysLeft", "1", "Остался один день", "=1", false),
        ("pt-BR", "cart", "3", "${i} itens no carrinho", "other", false),
        ("pt_BR", "cart", "1", "${i} item no carrinho", "=1", false),
        ("en", "cart", "0", "Your cart is empty", "=0", false),
    ])
    func numbersPickExactThenOther(
        _ lang: String, _ key: String, _ number: String, _ value: String, _ matched: String, _ fallback: Bool
    ) {
        let resolution = Self.shop.resolve(key, language: lang, number: number)
        #expect(resolution.value == value)
        #expect(resolution.matched == matched)
        #expect(resolution.isFallback == fallback)
    }

    @Test func aTextInputSelectsAKeysMember() {
        let courier = Self.shop.resolve("delivery", language: "ru", number: "courier")
        #expect(courier.value == "Курьером")
        #expect(courier.matched == "courier")
        #expect(!courier.isFallback)
        // Russian has no `post`: the source answers.
        let post = Self.shop.resolve("delivery", language: "ru", number: "post")
        #expect(post.value == "By post")
        #expect(post.language == .base)
        #expect(post.isFallback)
        // A text no language has: the key, as JSONlize answers.
        #expect(Self.shop.resolve("delivery", language: "pl", number: "drone").value == "delivery")
        // A text never selects an exact number.
        #expect(Self.shop.resolve("cart", language: "pl", number: "one").value == "cart")
    }

    @Test func missingKeysFallBackToTheSource() {
        let footer = Self.shop.resolve("footer", language: "ru")
        #expect(footer.value == "Prices include VAT.")
        #expect(footer.isFallback)
        #expect(Self.shop.resolve("daysLeft", language: "pt-BR", number: "2").value == "${i} days left")
        #expect(Self.shop.resolve("title", language: "base").value == "Shop")
        #expect(Self.shop.resolve("nothing", language: "pl").value == "nothing")
    }

    @Test func theResolveProtocolFillsIWithTheNumber() {
        var session = ResolveSession(project: Self.shop)
        #expect(
            session.respond(to: #"{"lang":"pl","key":"cart","number":"22"}"#)
                == #"{"value":"${i} produkty w koszyku","language":"pl","matched":"=22","category":"few","#
                + #""fallback":false,"formatted":"22 produkty w koszyku"}"#)
        #expect(
            session.respond(to: #"{"lang":"ru","key":"delivery","number":"pickup"}"#)
                == #"{"value":"Самовывоз","language":"ru","matched":"pickup","category":null,"fallback":false,"#
                + #""formatted":"Самовывоз"}"#)
    }

    @Test func theReadmeAnswersAsTheLibrary() throws {
        let readme = try Project.load(directory: jsonlizeFixture("readme"))
        #expect(readme.resolve("commentCount", language: "de-DE", number: "1").value == "${i} Kommentar")
        #expect(readme.resolve("commentCount", language: "de-DE", number: "7").value == "${i} Kommentare")
        #expect(readme.resolve("category", language: "de-DE", number: "food").value == "Essen")
        #expect(readme.resolve("commentCount", language: "pl-PL", number: "-1").value == "minus ${i}")
        #expect(readme.resolve("sentence", language: "en-US").value == "This is a testsentence.")
        #expect(!readme.resolve("sentence", language: "en-US").isFallback)
        #expect(TextFormatter().string("${i} Comments ${i}", [FormatArgument("7")]) == "7 Comments 7")
    }
}
