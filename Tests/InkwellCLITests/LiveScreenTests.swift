import FoundationEssentials
import Inkwell
@testable import InkwellCLI
import Testing

/// Every sample reply streamed into a terminal ends as its one-shot rendering, whatever the
/// chunks, and whether its lines fit the terminal or wrap.
@Suite struct LiveScreenSampleTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    static var replies: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
    }

    @Test(arguments: replies)
    func aStreamedSampleEndsAsItsRendering(name: String) throws {
        let markdown = try String(contentsOf: Self.samples.appendingPathComponent(name), encoding: .utf8)
        let expected = ScreenPainterTests.rendered(markdown, width: 80)
        // Lines that fit, lines that wrap, and a screen shorter than most blocks (the tail is
        // cropped to it while provisional) with the text typing out.
        for (columns, height, chunk, pace) in [(80, 24, 7, nil), (64, 24, 61, nil), (70, 5, 40, 0.001)] as [(Int, Int, Int, Double?)] {
            var terminal = VirtualTerminal(columns: columns, height: height)
            try ScreenPainterTests.stream(markdown, arguments: ["--width", "80"], into: &terminal, chunk: chunk, letterInterval: pace)
            #expect(terminal.lines == expected, "\(name) at \(columns)x\(height) in chunks of \(chunk)")
        }
    }
}

/// How a reply ends on the terminal: finished, its text is final and parsed as it is; cut
/// short, it keeps its tail as shown.
@Suite struct LiveEndingTests {
    static func screen(after events: [String]) throws -> [String] {
        let parsed = try StreamCommand.spec.parse(["--width", "60", "--color", "always", "--input", "ai-sdk", "--instant"])
        var terminal = VirtualTerminal(columns: 60, height: 24)
        var state = LiveState(settings: try StreamSettings(parsed, console: BufferConsole()), height: 24, columns: 60)
        state.play(events.map { Array(("data: " + $0 + "\n\n").utf8) }, on: &terminal)
        return terminal.lines
    }

    static let opening = [#"{"type":"start","messageId":"m"}"#, #"{"type":"text-start","id":"t"}"#,
                          #"{"type":"text-delta","id":"t","delta":"Here is **bold tex"}"#]

    @Test func aReplyCutShortByAnErrorKeepsItsTailAsShown() throws {
        let lines = try Self.screen(after: Self.opening + [#"{"type":"error","errorText":"Overloaded."}"#, "[DONE]"])
        #expect(lines.contains("  Here is bold tex"))
        #expect(!lines.contains { $0.contains("**") })
        #expect(lines.contains("Overloaded."))
    }

    @Test func aStreamThatBreaksOffKeepsItsTailAsShown() throws {
        let lines = try Self.screen(after: Self.opening)
        #expect(lines.contains("  Here is bold tex"))
    }

    @Test func aReplyCutInAChartFenceShowsItsCodeNotThePlaceholder() throws {
        let chart = #"{"type":"text-delta","id":"t","delta":"Sales:\n\n```chartjs\n{\"type\": \"bar\""}"#
        let lines = try Self.screen(after: Array(Self.opening.prefix(2)) + [chart, #"{"type":"error","errorText":"Overloaded."}"#])
        #expect(!lines.contains { $0.contains("Drawing chart") })
        #expect(lines.contains { $0.contains(#"{"type": "bar""#) })
    }

    @Test func ctrlCPrintsHeldBlocksWithTheDefinitionsThatCame() throws {
        let parsed = try StreamCommand.spec.parse(["--width", "60", "--color", "always", "--input", "text", "--instant"])
        var terminal = VirtualTerminal(columns: 60, height: 24)
        var state = LiveState(settings: try StreamSettings(parsed, console: BufferConsole()), height: 24, columns: 60)
        for (number, chunk) in ["See [the docs][d].\n\n", "More.\n\n[d]: https://d.example\n\n", "Tail **bo"].enumerated() {
            state.receive(Array(chunk.utf8), at: Double(number) * 0.02)
            terminal.write(state.tick(now: Double(number) * 0.02 + 0.01))
        }
        for tick in 1...50 { terminal.write(state.tick(now: 0.1 + Double(tick) * 0.02)) }
        terminal.write(state.stop())
        #expect(terminal.lines.contains("  See the docs (https://d.example)."))
        #expect(terminal.lines.contains("  Tail bo"))
        #expect(state.exitCode == ExitCode.interrupted)
    }

    @Test func aFinishedReplyIsParsedAsItIs() throws {
        let lines = try Self.screen(after: Self.opening + [#"{"type":"text-end","id":"t"}"#, #"{"type":"finish"}"#, "[DONE]"])
        #expect(lines.contains("  Here is **bold tex"))
    }
}
