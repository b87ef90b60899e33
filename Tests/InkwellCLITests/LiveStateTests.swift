import FoundationEssentials
@testable import InkwellCLI
import Testing

/// The live terminal's state machine, driven with a hand-made clock.
@Suite struct LiveStateTests {
    static let stream = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/streams/ai-sdk-answer-with-tool.sse")

    func run(_ lines: [String], tickEvery step: Double = 0.02) throws -> (String, Int32?) {
        let console = BufferConsole()
        let parsed = try StreamCommand.spec.parse(["--width", "80", "--color", "never", "--input", "ai-sdk"])
        var state = LiveState(settings: try StreamSettings(parsed, console: console), height: 30)
        var output = ""
        var now = 0.0
        for line in lines {
            state.receive(Array((line + "\n").utf8), at: now)
            now += step
            output += state.tick(now: now)
        }
        state.endInput(at: now)
        for _ in 0..<2000 where state.exitCode == nil {
            now += 0.016
            output += state.tick(now: now)
        }
        return (output, state.exitCode)
    }

    @Test func stepsComeBeforeTheTextAndTheRunEnds() throws {
        let lines = String(decoding: try Data(contentsOf: Self.stream), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (output, code) = try run(lines)
        #expect(code == 0)
        let parts = output.split(separator: "Here's a retry helper", maxSplits: 1, omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(parts.first?.contains("Thought for") == true)
        #expect(parts.first?.contains("✓ Search the docs") == true)
    }

    @Test func liveSecondsWhileThinking() throws {
        let lines = [#"data: {"type":"start","messageId":"m"}"#, "", #"data: {"type":"reasoning-start","id":"r"}"#, "",
                     #"data: {"type":"reasoning-delta","id":"r","delta":"hmm"}"#, ""]
        let console = BufferConsole()
        let parsed = try StreamCommand.spec.parse(["--width", "80", "--color", "never", "--input", "ai-sdk"])
        var state = LiveState(settings: try StreamSettings(parsed, console: console), height: 30)
        var output = ""
        for line in lines { state.receive(Array((line + "\n").utf8), at: 0) }
        output += state.tick(now: 0.1)
        output += state.tick(now: 3.2)
        #expect(output.contains("Thinking… 3s"))
    }

    @Test func silenceTimesOutWithTheGenericMessage() throws {
        let console = BufferConsole()
        let parsed = try StreamCommand.spec.parse(["--color", "never", "--reply-timeout", "2"])
        var state = LiveState(settings: try StreamSettings(parsed, console: console), height: 30)
        var output = state.tick(now: 0)
        output += state.tick(now: 1)
        output += state.tick(now: 2.5)
        output += state.tick(now: 2.6)
        #expect(output.contains("The agent couldn't answer. Try again."))
        #expect(state.exitCode == 1)
    }
}
