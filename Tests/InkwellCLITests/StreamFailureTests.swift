import Dispatch
import FoundationEssentials
@testable import InkwellCLI
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `inkwell stream` off a terminal (a pipe, a file, `--frames` for a front end) reports an
/// agent that failed or went silent as the live view does: what arrived is rendered, the
/// reason goes to standard error, the exit code is 1.
@Suite(.timeLimit(.minutes(1))) struct StreamFailureTests {
    static let folder = StreamFormatsTests.folder

    @Test(arguments: [("ai-sdk-error.sse", "The model provider is overloaded. Try again later."),
                      ("anthropic-overloaded.sse", "Overloaded"),
                      ("stream-chat-error.jsonl", "The model provider is overloaded.")])
    func anAgentsErrorIsReportedAndWhatArrivedStays(name: String, message: String) throws {
        let console = BufferConsole()
        #expect(console.run("stream", "--to", "html", Self.folder.appendingPathComponent(name).path) == 1)
        #expect(console.errors.contains("the agent failed: \(message)\n"), "\(console.errors)")
        #expect(console.outputText.hasPrefix("<p>"))
    }

    @Test func framesEndWithTheAgentsErrorAndTheExitCodeSaysSo() throws {
        let console = BufferConsole()
        let path = Self.folder.appendingPathComponent("ai-sdk-error.sse").path
        #expect(console.run("stream", "--frames", "--to", "html", path) == 1)
        let last = try #require(console.outputText.split(separator: "\n").last)
        #expect(last.contains(#""activity":{"state":"error","label":"The model provider is overloaded. Try again later."}"#))
        #expect(last.contains(#""final":true"#))
    }

    /// A reply cut short keeps its tail as it was last shown, healed, here too: the lone
    /// backtick that `stream-chat-error.jsonl` ends with (a fence begun) and an open `**`.
    @Test func aReplyCutShortEndsAsLastShown() throws {
        let console = BufferConsole()
        #expect(console.run("stream", "--to", "html", Self.folder.appendingPathComponent("stream-chat-error.jsonl").path) == 1)
        #expect(!console.outputText.contains("<p>`</p>"), "\(console.outputText)")
        let events = [#"{"type":"start","messageId":"m"}"#, #"{"type":"text-start","id":"t"}"#,
                      #"{"type":"text-delta","id":"t","delta":"Here is **bold tex"}"#]
        for arguments in [["--to", "html"], ["--frames", "--to", "html"]] {
            let broken = BufferConsole(input: events.map { "data: \($0)\n\n" }.joined())
            #expect(broken.run(["stream", "--input", "ai-sdk"] + arguments) == 1)
            let last = String(broken.outputText.split(separator: "\n").last(where: { $0.contains("bold") }) ?? "")
            #expect(last.contains("<strong>bold tex</strong>") && !last.contains("**"), "\(arguments): \(broken.outputText)")
        }
    }

    @Test func anErrorStateWithoutAMessageIsStillAFailure() {
        let lines = [#"{"type":"ai_indicator.update","message_id":"m","ai_state":"AI_STATE_ERROR"}"#,
                     #"{"type":"ai_indicator.clear","message_id":"m"}"#]
        let console = BufferConsole(input: lines.joined(separator: "\n") + "\n")
        #expect(console.run("stream", "--input", "stream-chat", "--to", "html") == 1)
        #expect(console.errors.contains("the agent failed: The agent couldn't answer. Try again.\n"))
    }

    /// A pipe whose writer stays open: what was written, then silence.
    private static func silentPipe(_ written: String, closeAfter seconds: Double? = nil, then more: String = "") -> String {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        let (reader, writer) = (ends[0], ends[1])
        _ = Array(written.utf8).withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
        if let seconds {
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                _ = Array(more.utf8).withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
                close(writer)
            }
        }
        // NB: the command opens its own descriptor; the test's is left to the process's end.
        return "/dev/fd/\(reader)"
    }

    @Test func silenceEndsTheReplyWithWhatArrived() throws {
        let console = BufferConsole()
        #expect(console.run("stream", "--to", "html", "--reply-timeout", "0.2", Self.silentPipe("Hello **there")) == 1)
        #expect(console.outputText.contains("Hello"))
        #expect(console.errors.contains("the agent couldn't answer: nothing arrived for 0.2 s"), "\(console.errors)")
    }

    @Test func silenceGivesFramesTheGenericErrorLast() throws {
        let console = BufferConsole()
        #expect(console.run("stream", "--frames", "--to", "html", "--reply-timeout", "0.2", Self.silentPipe("Hello")) == 1)
        let last = try #require(console.outputText.split(separator: "\n").last)
        #expect(last.contains(#""activity":{"state":"error","label":"The agent couldn't answer. Try again."}"#), "\(last)")
        #expect(last.contains(#""final":true"#))
    }

    /// Ctrl-C (a stand-in for the signal) ends the reply as the input's end would: what
    /// arrived is rendered, with `--frames` a final frame goes out, and the exit code is 130.
    @Test(arguments: [false, true])
    func ctrlCEndsTheReplyWithWhatArrived(frames: Bool) throws {
        let console = BufferConsole()
        let path = Self.silentPipe("Hello **there")
        let settings = try StreamSettings(try StreamCommand.spec.parse((frames ? ["--frames"] : []) + ["--to", "html", path]),
                                          console: console)
        var checks = 0
        let printer = StreamPrinter(settings: settings, console: console, isInterrupted: {
            checks += 1
            return checks > 3
        })
        #expect(printer.run(try ChunkSource(path: path, console: console)) == 130)
        #expect(console.errors.isEmpty, "\(console.errors)")
        if frames {
            let last = try #require(console.outputText.split(separator: "\n").last)
            #expect(last.contains(#""final":true"#) && last.contains("Hello"), "\(last)")
        } else {
            #expect(console.outputText == "<p>Hello **there</p>\n")
        }
    }

    @Test func anAgentThatSaysItIsWorkingIsWaitedFor() throws {
        let thinking = #"{"type":"ai_indicator.update","message_id":"m","ai_state":"AI_STATE_THINKING"}"# + "\n"
        let answer = #"{"type":"message.new","message_id":"m","message":{"id":"m","text":"Done.","ai_generated":true,"generating":false}}"# + "\n"
            + #"{"type":"ai_indicator.clear","message_id":"m"}"# + "\n"
        let console = BufferConsole()
        let path = Self.silentPipe(thinking, closeAfter: 0.6, then: answer)
        #expect(console.run("stream", "--to", "html", "--input", "stream-chat", "--reply-timeout", "0.1", path) == 0,
                "\(console.errors)")
        #expect(console.outputText == "<p>Done.</p>\n")
    }
}
