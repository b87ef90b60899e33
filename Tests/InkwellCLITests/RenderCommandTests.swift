import FoundationEssentials
import Inkwell
@testable import InkwellCLI
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersStandardInputAsAFragment() {
        let console = BufferConsole(input: "# Hi\n\n*there*\n")
        #expect(console.run("render", "--fragment") == 0)
        #expect(console.outputText == "<h1>Hi</h1>\n<p><em>there</em></p>\n")
    }

    @Test func rendersAStandalonePageByDefault() {
        let console = BufferConsole(input: "# Title\n")
        #expect(console.run("render") == 0)
        #expect(console.outputText.hasPrefix("<!DOCTYPE html>"))
        #expect(console.outputText.contains("<title>Title</title>"))
    }

    @Test func printsTheModelAsJSON() throws {
        let console = BufferConsole(input: "- [x] done\n")
        #expect(console.run("render", "--to", "json") == 0)
        let document = try JSONDecoder().decode(Document.self, from: Data(console.output))
        #expect(document == Inkwell.parse("- [x] done\n"))
    }

    @Test func reportsAMissingFileByNameAndRendersTheRest() throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.path
        let good = directory + "/good.md"
        try Data("# Good\n".utf8).write(to: URL(fileURLWithPath: good))
        let console = BufferConsole()
        #expect(console.run("render", "--fragment", directory + "/missing.md", good) == 1)
        #expect(console.errors.contains("error: \(directory)/missing.md: cannot read: No such file or directory"))
        #expect(console.outputText == "<h1>Good</h1>\n")
    }

    @Test func outDirMirrorsNames() throws {
        let scratch = try ScratchDirectory()
        let input = scratch.path + "/in", output = scratch.path + "/out"
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: input + "/nested", withIntermediateDirectories: true)
        try Data("a".utf8).write(to: URL(fileURLWithPath: input + "/one.md"))
        try Data("b".utf8).write(to: URL(fileURLWithPath: input + "/nested/two.markdown"))
        try Data("skip".utf8).write(to: URL(fileURLWithPath: input + "/image.png"))
        let console = BufferConsole()
        #expect(console.run("render", input, "--out-dir", output, "--jobs", "2", "--fragment") == 0)
        #expect(try String(contentsOfFile: output + "/one.html", encoding: .utf8) == "<p>a</p>\n")
        #expect(try String(contentsOfFile: output + "/nested/two.html", encoding: .utf8) == "<p>b</p>\n")
        #expect(!FileManager.default.fileExists(atPath: output + "/image.html"))
    }

    @Test func outputFileOption() throws {
        let scratch = try ScratchDirectory()
        let directory = scratch.path
        let console = BufferConsole(input: "x")
        #expect(console.run("render", "--fragment", "-o", directory + "/out.html") == 0)
        #expect(try String(contentsOfFile: directory + "/out.html", encoding: .utf8) == "<p>x</p>\n")
        #expect(console.output.isEmpty)
    }

    @Test func jsonlAnswersEachLineInOrder() {
        let console = BufferConsole(input: """
        {"id": 1, "markdown": "*a*"}
        {"id": "two", "markdown": "b"}
        not json
        {"id": null}

        """)
        #expect(console.run("render", "--jsonl", "--fragment", "--jobs", "2") == 1)
        let lines = console.outputText.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"id":1,"output":"<p><em>a</em></p>\n"}"#,
            #"{"id":"two","output":"<p>b</p>\n"}"#,
            #"{"id":null,"error":"line 3: not a JSON object with \"id\" and \"markdown\" or \"message\""}"#,
            #"{"id":null,"error":"line 4: missing \"markdown\" or \"message\""}"#,
        ])
        #expect(console.errors.contains("error: line 3:"))
    }

    @Test func jsonlAcceptsMessages() {
        let message = #"{"id": "m", "role": "assistant", "parts": [{"type": "text", "text": "*hi*"}]}"#
        let console = BufferConsole(input: #"{"id": 7, "message": "# + message + "}\n")
        #expect(console.run("render", "--jsonl", "--fragment") == 0)
        #expect(console.outputText == #"{"id":7,"output":"<p><em>hi</em></p>\n"}"# + "\n")
    }

    @Test func extensionsCanBeChosen() {
        let console = BufferConsole(input: "~~x~~")
        #expect(console.run("render", "--fragment", "--extensions", "none") == 0)
        #expect(console.outputText == "<p>~~x~~</p>\n")
    }
}

@Suite struct UsageTests {
    @Test func helpFollowsArgumentParsersLayout() {
        let console = BufferConsole()
        #expect(console.run("render", "--help") == 0)
        for heading in ["OVERVIEW:", "USAGE: inkwell render", "ARGUMENTS:", "OPTIONS:", "--fragment", "-h, --help"] {
            #expect(console.outputText.contains(heading))
        }
    }

    @Test func unknownOptionSuggestsTheClosest() {
        let console = BufferConsole()
        #expect(console.run("render", "--fragmnet") == 64)
        #expect(console.errors.hasPrefix("Error: Unknown option '--fragmnet'. Did you mean '--fragment'?\nUsage: inkwell render"))
        #expect(console.errors.contains("See 'inkwell render --help'"))
    }

    @Test func unknownSubcommandSuggestsTheClosest() {
        let console = BufferConsole()
        #expect(console.run("rendr") == 64)
        #expect(console.errors.contains("Did you mean 'render'?"))
    }

    @Test(arguments: [["--to", "pdf"], ["--jobs", "0"], ["--extensions", "tables"], ["--to"],
                      ["-o", "a", "--out-dir", "b"], ["--jsonl", "x.md"], ["-o", "x", "a.md", "b.md"],
                      ["--to", "svg", "--svg-style", "poster"], ["--to", "svg", "--svg-text", "curves"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        let console = BufferConsole()
        #expect(CLI.run(["render"] + arguments, console: console) == 64)
        #expect(console.errors.hasPrefix("Error: "))
    }

    @Test func versionAndOverview() {
        let console = BufferConsole()
        #expect(console.run("--version") == 0)
        #expect(console.outputText == CLI.version + "\n")
        #expect(console.run("--help") == 0)
        #expect(console.outputText.contains("SUBCOMMANDS:"))
    }
}

@Suite struct RenderANSITests {
    @Test func rendersTerminalTextAtTheGivenWidth() {
        let console = BufferConsole(input: "# Hi\n\none two three four five six\n")
        #expect(console.run("render", "--to", "ansi", "--width", "12") == 0)
        #expect(console.outputText == "# Hi\n\none two\nthree four\nfive six\n")
    }

    @Test func widthComesFromColumnsThenTheTerminalThenEighty() {
        let words = String(repeating: "word ", count: 40)
        let widest = { (console: BufferConsole) in
            console.outputText.split(separator: "\n").map(\.count).max() ?? 0
        }
        let columns = BufferConsole(input: words)
        columns.environment["COLUMNS"] = "30"
        columns.terminalWidth = 50
        #expect(columns.run("render", "--to", "ansi") == 0)
        #expect(widest(columns) <= 30 && widest(columns) > 20)
        let terminal = BufferConsole(input: words)
        terminal.terminalWidth = 50
        #expect(terminal.run("render", "--to", "ansi") == 0)
        #expect(widest(terminal) <= 50 && widest(terminal) > 40)
        let fallback = BufferConsole(input: words)
        #expect(fallback.run("render", "--to", "ansi") == 0)
        #expect(widest(fallback) <= 80 && widest(fallback) > 70)
    }

    @Test func colourFollowsTheTerminalAndTheEnvironment() {
        let plain = BufferConsole(input: "**b**\n")
        #expect(plain.run("render", "--to", "ansi") == 0)
        #expect(!plain.outputText.contains("\u{1B}"))
        let tty = BufferConsole(input: "**b**\n")
        tty.isOutputTerminal = true
        tty.environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        #expect(tty.run("render", "--to", "ansi") == 0)
        #expect(tty.outputText.contains("\u{1B}[1;38;2;"))
        let noColor = BufferConsole(input: "**b**\n")
        noColor.isOutputTerminal = true
        noColor.environment = ["TERM": "xterm-256color", "NO_COLOR": "1"]
        #expect(noColor.run("render", "--to", "ansi") == 0)
        #expect(!noColor.outputText.contains("\u{1B}"))
        let forced = BufferConsole(input: "**b**\n")
        forced.environment = ["FORCE_COLOR": "2"]
        #expect(forced.run("render", "--to", "ansi") == 0)
        #expect(forced.outputText.contains("38;5;"))
    }

    @Test func colorOptionOverridesDetection() {
        let always = BufferConsole(input: "**b**\n")
        #expect(always.run("render", "--to", "ansi", "--color", "always") == 0)
        #expect(always.outputText.contains("\u{1B}["))
        let never = BufferConsole(input: "**b**\n")
        never.isOutputTerminal = true
        never.environment = ["TERM": "xterm-256color"]
        #expect(never.run("render", "--to", "ansi", "--color=never") == 0)
        #expect(!never.outputText.contains("\u{1B}"))
    }

    @Test func themeIsChosenByNameAndBadNamesAreUsageErrors() {
        let light = BufferConsole(input: "- [x] a\n")
        #expect(light.run("render", "--to", "ansi", "--theme", "light") == 0)
        #expect(light.outputText.contains("☑"))
        let bad = BufferConsole(input: "x")
        #expect(bad.run("render", "--to", "ansi", "--theme", "drak") == 64)
        #expect(bad.errors.contains("--theme"))
        let width = BufferConsole(input: "x")
        #expect(width.run("render", "--to", "ansi", "--width", "0") == 64)
        let color = BufferConsole(input: "x")
        #expect(color.run("render", "--to", "ansi", "--color", "sometimes") == 64)
    }

    @Test func themesListsTheBuiltIns() {
        let console = BufferConsole()
        #expect(console.run("themes") == 0)
        for name in ["dark", "light", "high-contrast", "plain"] {
            #expect(console.outputText.contains("\n" + name + " "))
        }
        #expect(console.outputText.contains("plain          any"))
    }

    @Test func helpMentionsTheTerminalOptions() {
        let console = BufferConsole()
        #expect(console.run("render", "--help") == 0)
        for option in ["--to", "ansi", "--theme", "--width", "--color"] {
            #expect(console.outputText.contains(option))
        }
    }
}

@Suite struct RenderHTMLThemeTests {
    @Test func thePageTakesItsColoursFromTheTheme() {
        let themed = BufferConsole(input: "# T\n")
        #expect(themed.run("render", "--theme", "high-contrast") == 0)
        #expect(themed.outputText.contains("--fg: #f0f3f6;"))
        let plain = BufferConsole(input: "# T\n")
        #expect(plain.run("render") == 0)
        #expect(!plain.outputText.contains("--fg: #f0f3f6;"))
    }
}

@Suite struct RenderANSIOutDirTests {
    @Test func outDirWritesAnsiFiles() throws {
        let scratch = try ScratchDirectory("inkwell-ansi")
        let base = scratch.path
        try FileManager.default.createDirectory(atPath: base + "/in", withIntermediateDirectories: true)
        try Data("# One\n".utf8).write(to: URL(fileURLWithPath: base + "/in/one.md"))
        let console = BufferConsole()
        #expect(console.run("render", "--to", "ansi", base + "/in", "--out-dir", base + "/out") == 0)
        let written = try Data(contentsOf: URL(fileURLWithPath: base + "/out/one.ansi"))
        #expect(String(decoding: written, as: UTF8.self) == "# One\n")
    }
}

@Suite struct ReplyRenderCommandTests {
    static let messages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/messages")

    @Test func messageJSONRendersStepsBeforeText() {
        let console = BufferConsole()
        #expect(console.run("render", Self.messages.appendingPathComponent("ai-sdk-weather.json").path, "--fragment") == 0)
        let html = console.outputText
        let parts = html.split(separator: "14 °C with light rain", maxSplits: 1, omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(parts.first?.contains("reply-steps") == true)
    }

    @Test func germanLabels() {
        let console = BufferConsole()
        #expect(console.run("render", Self.messages.appendingPathComponent("stream-chat-reply.json").path,
                            "--to", "ansi", "--color", "never", "--strings", "de") == 0)
        #expect(console.outputText.contains("Nachgedacht für 12s"))
        #expect(console.outputText.contains("Wartet auf das Gerät"))
    }

    @Test func aNamedJSONFileThatIsNoMessageIsAnError() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/not-a-message.json"
        try Data(#"{"a": 1}"#.utf8).write(to: URL(fileURLWithPath: path))
        let console = BufferConsole()
        #expect(console.run("render", path) == 1)
        #expect(console.errors.contains("not an agent message"))
    }
}

@Suite struct BatchProgressTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1234567, "1,234,567"), (-4200, "-4,200")])
    func groupsThousands(value: Int, text: String) {
        #expect(BatchProgress.grouped(value) == text)
    }

    @Test func barOnlyOnATerminalAndSummaryCountsFailures() {
        var quiet = BatchProgress(total: 10, showsBar: false)
        quiet.done = 5
        #expect(quiet.bar() == nil)
        var shown = BatchProgress(total: 10, showsBar: true)
        shown.done = 5
        shown.failures = 2
        #expect(shown.bar()?.contains("5/10") == true)
        #expect(shown.summary().contains("Rendered 3 of 10 inputs"))
        #expect(shown.summary().contains("2 failed."))
    }
}
