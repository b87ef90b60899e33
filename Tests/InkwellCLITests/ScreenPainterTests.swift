import FoundationEssentials
import Inkwell
@testable import InkwellCLI
import Testing

/// What the live view leaves on a terminal (VirtualTerminal) when its lines wrap, fill the
/// screen's width, or the terminal is resized while the reply streams.
@Suite struct ScreenPainterTests {
    static let answer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/streams/answer.md")

    /// The lines `markdown` renders to, escapes and trailing spaces dropped.
    static func rendered(_ markdown: String, width: Int) -> [String] {
        let output = Inkwell.render(markdown, options: RenderOptions(format: .ansi, width: width, colorDepth: .trueColor))
        return ScreenPainter.lines(of: output).map { VirtualTerminal.Row.text(of: Array(TerminalLine.visibleText($0))) }
    }

    /// Streams `markdown` through the live view, `chunk` bytes a tick (of 20 ms), into
    /// `terminal`; `midway` runs once half of it has been shown. `letterInterval` nil shows
    /// each chunk at once (`--instant`), else it types out at that pace.
    static func stream(_ markdown: String, arguments: [String], console: BufferConsole = BufferConsole(),
                       into terminal: inout VirtualTerminal, chunk: Int = 24, letterInterval: Double? = nil,
                       midway: (inout LiveState, inout VirtualTerminal) -> Void = { _, _ in }) throws {
        let pacing = letterInterval.map { ["--letter-interval", "\($0)"] } ?? ["--instant"]
        let parsed = try StreamCommand.spec.parse(arguments + pacing + ["--input", "text", "--color", "always"])
        var state = LiveState(settings: try StreamSettings(parsed, console: console), height: terminal.height,
                              columns: terminal.columns)
        let bytes = Array(markdown.utf8)
        let chunks = stride(from: 0, to: bytes.count, by: chunk).map { Array(bytes[$0..<min($0 + chunk, bytes.count)]) }
        state.play(chunks, on: &terminal, midwayAt: chunks.count / 2, midway: midway)
        #expect(state.exitCode == 0)
    }

    @Test func linesWiderThanTheTerminalWrapAndAreRedrawnOverTheirRows() throws {
        let markdown = try String(contentsOf: Self.answer, encoding: .utf8)
        var terminal = VirtualTerminal(columns: 60, height: 30)
        try Self.stream(markdown, arguments: ["--width", "80"], into: &terminal)
        #expect(terminal.lines == Self.rendered(markdown, width: 80))
    }

    @Test func linesAsWideAsTheTerminalKeepTheirLastCharacter() throws {
        // At 80 columns with its margins, the paragraph's first line is 78 cells and ends in
        // `z`, and so does the code panel's every line: each fills a 78-column row.
        let markdown = Array(repeating: "abcd", count: 15).joined(separator: " ") + " z and more words after it.\n\n```\nlet x = 1\n```\n"
        var terminal = VirtualTerminal(columns: 78, height: 30)
        try Self.stream(markdown, arguments: ["--width", "80"], into: &terminal, chunk: 8)
        let expected = Self.rendered(markdown, width: 80)
        #expect(expected.first?.count == 78 && expected.first?.last == "z")
        #expect(terminal.lines == expected)
    }

    @Test func aTailTallerThanTheScreenInRowsShowsItsLastRows() throws {
        // One paragraph of long lines: at 40 columns each of its 80-cell lines takes two rows.
        let markdown = (1...30).map { "Line \($0) " + String(repeating: "word ", count: 15) }.joined(separator: "\n") + "\n"
        var terminal = VirtualTerminal(columns: 40, height: 12)
        try Self.stream(markdown, arguments: ["--width", "80"], into: &terminal, chunk: 40)
        #expect(terminal.lines == Self.rendered(markdown, width: 80))
    }

    @Test func aResizedTerminalGetsTheTailLaidOutAtItsNewWidth() throws {
        // The paragraph is committed (printed at 80 columns) before the resize; the code block
        // is the tail then, and is laid out at 50 from there on.
        let code = (1...12).map { "let value\($0) = compute(\($0), scale: 2.5, label: \"row \($0)\")" }.joined(separator: "\n")
        let paragraph = "Here is the code, with a sentence long enough to wrap when the terminal gets narrower than it."
        let markdown = paragraph + "\n\n```swift\n" + code + "\n```\n\nDone.\n"
        let console = BufferConsole()
        console.terminalWidth = 80
        // A screen already full (a shell's earlier output): the cursor is on its last row, so
        // the rows a rewrap adds above push earlier output, not the tail, into the scrollback.
        var terminal = VirtualTerminal(columns: 80, height: 60)
        terminal.write(String(repeating: "$\n", count: 60))
        var resized = false
        try Self.stream(markdown, arguments: [], console: console, into: &terminal) { state, terminal in
            terminal.resize(columns: 50, height: 60)
            state.resize(height: 60, columns: 50)
            resized = true
        }
        #expect(resized)
        let rest = "```swift\n" + code + "\n```\n\nDone.\n"
        #expect(Array(terminal.lines.dropFirst(60)) == Self.rendered(paragraph, width: 80) + [""] + Self.rendered(rest, width: 50))
    }

    @Test func aFixedWidthIsKeptWhenTheTerminalIsResized() throws {
        let markdown = try String(contentsOf: Self.answer, encoding: .utf8)
        let console = BufferConsole()
        console.terminalWidth = 100
        var terminal = VirtualTerminal(columns: 100, height: 80)
        terminal.write(String(repeating: "$\n", count: 80))
        try Self.stream(markdown, arguments: ["--width", "70"], console: console, into: &terminal) { state, terminal in
            terminal.resize(columns: 50, height: 80)
            state.resize(height: 80, columns: 50)
        }
        #expect(Array(terminal.lines.dropFirst(80)) == Self.rendered(markdown, width: 70))
    }

    @Test func rowsThatARewrapPushesAboveTheScreenStayThereAndTheScreenIsRight() {
        // The tail fills the screen; a narrower terminal doubles its rows, and the first half
        // goes into the scrollback, out of reach. The screen then shows the new tail and
        // nothing under it.
        var painter = ScreenPainter(height: 10, columns: 60)
        var terminal = VirtualTerminal(columns: 60, height: 10)
        let wide = (1...9).map { "tail line \($0) " + String(repeating: "x", count: 40) }.joined(separator: "\n")
        terminal.write(painter.paint(committed: [], tail: wide, status: nil))
        terminal.resize(columns: 30, height: 10)
        painter.resize(height: 10, columns: 30)
        terminal.write(painter.paint(committed: [], tail: "short\ntail", status: "Generating…"))
        #expect(terminal.screenText.prefix(5) == ["short", "tail", "", "Generating…", ""])
        #expect(terminal.screenText.dropFirst(4).allSatisfy { $0.isEmpty })
    }

    @Test func aLongTailShowsItsLastLinesAndAShortOneItsSeparator() {
        var painter = ScreenPainter(height: 10, columns: 40)
        var terminal = VirtualTerminal(columns: 40, height: 10)
        terminal.write(painter.paint(committed: ["Committed.\n"], tail: (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n", status: nil))
        // The screen's rows but the cursor's: the tail's last nine lines.
        #expect(terminal.screenText == (92...100).map { "line \($0)" } + [""])
        terminal.write(painter.paint(committed: [], tail: "short\n", status: "Generating…"))
        #expect(terminal.lines == ["Committed.", "", "short", "", "Generating…"])
    }

    @Test func rowCounting() {
        #expect(TerminalLine.layout("abc", columns: 3) == .init(rows: 1, fillsLastRow: true))
        #expect(TerminalLine.layout("abcd", columns: 3) == .init(rows: 2, fillsLastRow: false))
        #expect(TerminalLine.layout("\u{1B}[31mabc\u{1B}[0m", columns: 3) == .init(rows: 1, fillsLastRow: true))
        #expect(TerminalLine.layout("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", columns: 4).rows == 1)
        // A wide character that does not fit at the end of a row starts the next one.
        #expect(TerminalLine.layout("ab日本", columns: 3) == .init(rows: 3, fillsLastRow: false))
        #expect(TerminalLine.layout("", columns: 3) == .init(rows: 1, fillsLastRow: false))
        #expect(TerminalLine.layout("abcdef", columns: nil).rows == 1)
        #expect(TerminalLine.clipped("\u{1B}[1mabcdefgh", rows: 2, columns: 3) == "\u{1B}[1mabcdef\u{1B}[0m\u{1B}]8;;\u{1B}\\")
    }
}
