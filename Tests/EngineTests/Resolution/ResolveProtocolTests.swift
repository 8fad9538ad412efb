import Testing

@testable import Engine

@Suite struct ResolveProtocolTests {
    let project = makeProject([
        "base.json": """
        {"tagged": {"one": "%1$@ and %2$d other person", "other": "%1$@ and %2$d other people"},
         "hello": "Hello", "only-fr": "Base", "invite": "Hi {{name}}, {{count}} new", "photos": "%d photos",
         "greeting": {"exp:^(Mr|Mrs)$": "Dear customer", "other": "Hi"}}
        """,
        "de.json": #"{"tagged": {"one": "%1$@ und %2$d weitere Person", "other": "%1$@ und %2$d weitere Personen"}}"#,
        "fr.json": #"{"hello": "Bonjour", "only-fr": "Seulement"}"#,
        "pt-BR.json": #"{"hello": "Olá"}"#,
    ])

    func respond(_ line: String) -> String {
        var session = ResolveSession(project: project)
        return session.respond(to: line)
    }

    @Test func preferredLanguagesAreNegotiated() {
        #expect(
            respond(#"{"preferred":["de-AT","fr"],"key":"hello"}"#)
                == #"{"value":"Bonjour","language":"fr","matched":null,"category":null,"fallback":true,"formatted":"Bonjour","negotiated":"de"}"#
        )
        #expect(
            respond(#"{"preferred":["pt-PT"],"key":"hello"}"#).hasSuffix(#""formatted":"Olá","negotiated":"pt-BR"}"#))
        #expect(respond(#"{"preferred":["ja"],"key":"hello"}"#).hasSuffix(#""formatted":"Hello","negotiated":"en"}"#))
        #expect(respond(#"{"preferred":[],"key":"hello"}"#).hasSuffix(#""negotiated":"en"}"#))
    }

    @Test func aTextInputSelectsTextSelectors() {
        #expect(respond(#"{"lang":"base","key":"greeting","text":"Mrs"}"#).hasPrefix(#"{"value":"Dear customer""#))
        // A text that is not a number and matches no selector has no category either (DESIGN §4): the key.
        #expect(respond(#"{"lang":"base","key":"greeting","text":"Ola"}"#).hasPrefix(#"{"value":"greeting""#))
        #expect(
            respond(#"{"lang":"base","key":"greeting","text":"Mr","number":"1"}"#)
                == #"{"error":"give \"number\" or \"text\", not both"}"#)
        #expect(respond(#"{"lang":"base","key":"greeting","text":5}"#) == #"{"error":"\"text\" must be a string"}"#)
    }

    @Test func argumentsAndNamesFillThePlaceholders() {
        #expect(
            respond(#"{"lang":"de","key":"tagged","number":"2","args":["Ana",2]}"#)
                .hasSuffix(#""formatted":"Ana und 2 weitere Personen"}"#))
        #expect(
            respond(#"{"lang":"base","key":"tagged","number":"1","args":["Ana","1"]}"#)
                .hasSuffix(#""formatted":"Ana and 1 other person"}"#))
        #expect(
            respond(#"{"lang":"base","key":"invite","number":"3","named":{"name":"Zoë"}}"#)
                .hasSuffix(#""formatted":"Hi Zoë, 3 new"}"#))
        // Without `args`, the number is the only argument, as before; what has no value stays as written.
        #expect(
            respond(#"{"lang":"base","key":"tagged","number":"3"}"#).hasSuffix(
                #""formatted":"3 and %2$d other people"}"#))
        #expect(respond(#"{"lang":"base","key":"photos","number":"1.5"}"#).hasSuffix(#""formatted":"1.5 photos"}"#))
    }

    @Test(arguments: [
        (#"{"key":"hello"}"#, #"\"lang\" is required and must be a string (or give \"preferred\")"#),
        (#"{"lang":"fr","preferred":["de"],"key":"hello"}"#, #"give either \"lang\" or \"preferred\", not both"#),
        (#"{"preferred":"de","key":"hello"}"#, #"\"preferred\" must be a list of language tags such as \"de-AT\""#),
        (#"{"preferred":["de!"],"key":"hello"}"#, #"\"preferred\" must be a list of language tags such as \"de-AT\""#),
        (#"{"lang":"fr","key":"hello","args":[["x"]]}"#, #"\"args\" must be a list of strings and numbers"#),
        (#"{"lang":"fr","key":"hello","args":"x"}"#, #"\"args\" must be a list of strings and numbers"#),
        (#"{"lang":"fr","key":"hello","named":{"a":true}}"#, #"\"named\" must map names to strings and numbers"#),
    ])
    func malformedRequestsAreErrorLines(_ request: String, _ message: String) {
        #expect(respond(request) == #"{"error":""# + message + #""}"#)
    }
}
