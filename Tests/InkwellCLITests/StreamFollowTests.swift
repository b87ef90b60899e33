import Dispatch
import FoundationEssentials
import Inkwell
@testable import InkwellCLI
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `--follow`: a file an agent is still writing is read on after its end, until the reply's
/// end comes (its finish event or end marker), or, for raw text, which has none, until the
/// reply timeout passes without more.
@Suite(.timeLimit(.minutes(1))) struct StreamFollowTests {
    static let folder = StreamFormatsTests.folder

    /// A file holding `first` now, and `rest` appended after `delay` seconds.
    private static func growingFile(in scratch: ScratchDirectory, _ first: [UInt8], then rest: [UInt8],
                                    after delay: Double) throws -> String {
        let path = scratch.path + "/reply"
        try Data(first).write(to: URL(fileURLWithPath: path))
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            let descriptor = open(path, O_WRONLY | O_APPEND)
            _ = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        return path
    }

    private static func recorded(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    private static var answer: String {
        get throws {
            let markdown = String(decoding: try recorded("answer.md"), as: UTF8.self)
            return Inkwell.render(markdown, options: RenderOptions(format: .html, isFragment: true))
        }
    }

    @Test func aStreamBeingWrittenIsReadToItsEnd() throws {
        let scratch = try ScratchDirectory()
        let stream = try Self.recorded("openai-answer.sse")
        let path = try Self.growingFile(in: scratch, Array(stream.prefix(stream.count / 2)),
                                        then: Array(stream.dropFirst(stream.count / 2)), after: 0.3)
        let console = BufferConsole()
        #expect(console.run("stream", "--follow", "--to", "html", path) == 0, "\(console.errors)")
        #expect(console.outputText == (try Self.answer))
    }

    @Test func withoutFollowTheFilesEndIsTheStreamsEnd() throws {
        let scratch = try ScratchDirectory()
        let stream = try Self.recorded("openai-answer.sse")
        let path = try Self.growingFile(in: scratch, Array(stream.prefix(stream.count / 2)),
                                        then: Array(stream.dropFirst(stream.count / 2)), after: 0.3)
        let console = BufferConsole()
        #expect(console.run("stream", "--to", "html", path) == 1)
        #expect(console.errors.contains("truncated stream"))
    }

    @Test func aFollowedStreamThatStopsShortTimesOut() throws {
        let scratch = try ScratchDirectory()
        let stream = try Self.recorded("openai-answer.sse")
        let path = try Self.growingFile(in: scratch, Array(stream.prefix(stream.count / 2)), then: [], after: 0)
        let console = BufferConsole()
        #expect(console.run("stream", "--follow", "--reply-timeout", "0.3", "--to", "html", path) == 1)
        #expect(console.errors.contains("the agent couldn't answer"), "\(console.errors)")
    }

    /// NB: the timeout leaves the appending queue time to run while other tests hold the cores.
    @Test func followedTextEndsWhenItStopsGrowing() throws {
        let scratch = try ScratchDirectory()
        let path = try Self.growingFile(in: scratch, Array("Hello **wor".utf8), then: Array("ld** again\n".utf8), after: 0.2)
        let console = BufferConsole()
        #expect(console.run("stream", "--follow", "--reply-timeout", "3", "--input", "text", "--to", "html", path) == 0,
                "\(console.errors)")
        #expect(console.outputText == "<p>Hello <strong>world</strong> again</p>\n")
    }

    @Test func theLiveViewFollowsAFileToItsReplysEnd() throws {
        let scratch = try ScratchDirectory()
        let stream = try Self.recorded("ai-sdk-answer-with-tool.sse")
        let path = try Self.growingFile(in: scratch, Array(stream.prefix(stream.count / 3)),
                                        then: Array(stream.dropFirst(stream.count / 3)), after: 0.3)
        let console = BufferConsole()
        console.isOutputTerminal = true
        #expect(console.run("stream", "--follow", "--instant", "--color", "never", "--width", "80", path) == 0,
                "\(console.errors)")
        #expect(console.outputText.contains("max_attempts"))
    }
}
