// A command-line app that uses Glossa's runtime API: it loads a translation project, negotiates a language
// from the user's preferred languages, switches language at run time, and prints plural and width variants.
//
//     swift run LocalizerDemo ../../sample-project
//
// Its output is checked by CI against `expected-output.txt`.

import Engine
import Foundation

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: LocalizerDemo PROJECT_FOLDER\n".utf8))
    exit(2)
}

let localizer: Localizer
do {
    // An app would pass `Locale.preferredLanguages` (Apple) or its own setting; a command-line app on Linux
    // can read them from the environment with `Localizer.preferredLanguages(fromEnvironment:)`.
    localizer = try Localizer(directory: CommandLine.arguments[1], preferredLanguages: ["de-AT", "fr"])
} catch {
    FileHandle.standardError.write(Data("LocalizerDemo: \(error)\n".utf8))
    exit(1)
}

let observation = localizer.onChange { change in
    print("→ now \(change.language) (\(change.reason)); looking in \(change.languages.map(\.description))")
}

func show() {
    let name = LanguageDisplayName.autonym(localizer.language) ?? localizer.language.description
    let english = LanguageDisplayName.name(localizer.language, in: LanguageTag("en")!) ?? "?"
    print("== \(localizer.language): \(name) (\(english))")
    print(localizer["welcome.title"])
    for count in [0, 1, 2, 5, 22] {
        print("  \(count): \(localizer.string("photos.count", count: count))")
    }
    print("  1.5: \(localizer.string("photos.count", count: 1.5))")
    for width in [100, 200, 300] {
        print("  @\(width): \(localizer.string("login.forgot-password", fittingWidth: width))")
    }
    print("  " + localizer.string("comments.count", count: 3, fittingWidth: 300))
    print("  " + localizer.string("photo.tagged-people", count: 2, arguments: ["Ana", 2]))
    print("  " + localizer.string("photo.taken-in", arguments: ["Kraków", "2026-11-25"]))
    print("  " + localizer.string("upload.progress", arguments: [42]))
}

print("Supported: \(localizer.supportedLanguages.map(\.description).joined(separator: ", "))")
print("Preferred: de-AT, fr")
show()
for language in ["pl", "ar", "ja"] {
    try localizer.select(language: language)
    show()
}
try localizer.reset()
print("after reset: \(localizer.language)")
observation.cancel()
