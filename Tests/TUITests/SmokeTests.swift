import Testing

@testable import TUI

@Test func commandNameIsGlossa() {
    #expect(Glossa.configuration.commandName == "glossa")
}
