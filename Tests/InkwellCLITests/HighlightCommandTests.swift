import FoundationEssentials
@testable import InkwellCLI
import Testing

@Suite struct HighlightCommandTests {
    struct Token: Decodable { var kind: String; var text: String }

    @Test func jsonTokensConcatenateToTheInput() throws {
        let code = "fn main() {\n    let s = r#\"raw \"str\"\"#; // c\n}\n"
        let console = BufferConsole(input: code)
        #expect(console.run("highlight", "--lang", "rs", "--to", "json") == 0)
        let tokens = try JSONDecoder().decode([Token].self, from: Data(console.output))
        #expect(tokens.map(\.text).joined() == code)
        #expect(tokens.contains { $0.kind == "keyword" && $0.text == "fn" })
        #expect(tokens.contains { $0.kind.hasPrefix("comment") })
    }

    @Test func htmlUsesTokenClasses() {
        let console = BufferConsole(input: "SELECT 1;")
        #expect(console.run("highlight", "--lang", "sql", "--to", "html") == 0)
        #expect(console.outputText.hasPrefix("<pre><code class=\"language-sql\"><span class=\"tok-keyword\">SELECT</span>"))
    }

    @Test func unknownLanguageIsPlainAndEscaped() throws {
        let console = BufferConsole(input: "<b>")
        #expect(console.run("highlight", "--lang", "klingon", "--to", "json") == 0)
        let tokens = try JSONDecoder().decode([Token].self, from: Data(console.output))
        #expect(tokens.map(\.kind) == ["plain"])
    }

    @Test func languagesListsAtLeastFortyWithAliases() {
        let console = BufferConsole()
        #expect(console.run("languages") == 0)
        let lines = console.outputText.split(separator: "\n")
        #expect(lines.count >= 40)
        #expect(lines.contains { $0.hasPrefix("Python") && $0.contains("py") })
    }

    @Test func ansiHasNoEscapesWithoutColour() {
        let console = BufferConsole(input: "echo $HOME\n")
        #expect(console.run("highlight", "--lang", "bash", "--color", "never") == 0)
        #expect(!console.outputText.contains("\u{1B}"))
        #expect(console.outputText == "echo $HOME\n")
    }
}
