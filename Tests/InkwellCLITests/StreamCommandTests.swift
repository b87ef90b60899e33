import FoundationEssentials
import Inkwell
@testable import InkwellCLI
import Testing

@Suite struct StreamCommandTests {
    struct Frame: Decodable {
        var index: Int
        var committed: [String]
        var provisional: String
        var final: Bool?
        var revisions: [Revision]?
        var mayBeRevised: [Bool]?
        struct Revision: Decodable { var index: Int; var output: String }
    }

    static func samples() throws -> [(String, String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { ($0, String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self)) }
    }

    @Test(arguments: [1, 7, 64])
    func committedBlocksConcatenateToTheOneShotRendering(chunkSize: Int) throws {
        for (name, markdown) in try Self.samples() {
            let console = BufferConsole(input: markdown)
            console.chunkSize = chunkSize
            #expect(console.run("stream", "--frames", "--to", "html") == 0)
            var entries: [String] = []
            var mayBeRevised: [Bool] = []
            for line in console.outputText.split(separator: "\n") {
                let frame = try JSONDecoder().decode(Frame.self, from: Data(line.utf8))
                #expect(frame.index == entries.count, "\(name): a committed block was sent twice or skipped")
                entries += frame.committed
                mayBeRevised += frame.mayBeRevised ?? Array(repeating: false, count: frame.committed.count)
                for revision in frame.revisions ?? [] {
                    entries[revision.index] = revision.output
                    // Only an entry marked when it was committed may be revised.
                    #expect(mayBeRevised[revision.index], "\(name): entry \(revision.index) was revised unmarked")
                }
            }
            let oneShot = Inkwell.render(markdown, options: RenderOptions(format: .html, isFragment: true))
            #expect(entries.joined() == oneShot, "\(name) in chunks of \(chunkSize)")
        }
    }

    @Test func framesNeverShowRawEmphasisMarkers() throws {
        let console = BufferConsole(input: "Some **bold words** and *italic ones* here.\n")
        console.chunkSize = 1
        #expect(console.run("stream", "--frames", "--to", "html") == 0)
        for line in console.outputText.split(separator: "\n") {
            let frame = try JSONDecoder().decode(Frame.self, from: Data(line.utf8))
            #expect(!frame.provisional.contains("*"), "raw marker in \(frame.provisional)")
        }
    }

    @Test func withoutFramesPrintsTheFinalRendering() {
        let console = BufferConsole(input: "# Hi\n\nthere\n")
        #expect(console.run("stream", "--to", "html") == 0)
        #expect(console.outputText == "<h1>Hi</h1>\n<p>there</p>\n")
    }

    @Test func jsonFramesEmbedTheModel() throws {
        let console = BufferConsole(input: "a\n\nb")
        console.chunkSize = 100
        #expect(console.run("stream", "--frames", "--to", "json") == 0)
        let first = try #require(console.outputText.split(separator: "\n").first)
        #expect(first.hasPrefix("{\"index\":0,\"committed\":[{"))
    }
}

@Suite struct StreamFormatsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/streams")

    @Test(arguments: ["ai-sdk-answer-with-tool.sse", "openai-answer.sse", "anthropic-answer-with-search.sse",
                      "stream-chat-answer.jsonl", "text-answer.txt"])
    func recordedStreamsRenderTheirAnswer(name: String) throws {
        let input = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(name)), as: UTF8.self)
        let console = BufferConsole(input: input)
        console.chunkSize = 61
        #expect(console.run("stream", "--frames", "--to", "html") == 0, "\(console.errors)")
        var entries: [String] = []
        for line in console.outputText.split(separator: "\n") {
            let frame = try JSONDecoder().decode(StreamCommandTests.Frame.self, from: Data(line.utf8))
            #expect(frame.index == entries.count || frame.committed.isEmpty)
            entries += frame.committed
        }
        let answer = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent("answer.md")), as: UTF8.self)
        let expected = Inkwell.render(answer, options: RenderOptions(format: .html, isFragment: true))
        #expect(entries.joined() == expected)
    }

    @Test(arguments: ["ai-sdk-truncated.sse", "openai-truncated.sse", "stream-chat-truncated.jsonl"])
    func brokenStreamsReportTheLineAndKeepWhatArrived(name: String) throws {
        let input = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(name)), as: UTF8.self)
        let console = BufferConsole(input: input)
        #expect(console.run("stream", "--to", "html", Self.folder.appendingPathComponent(name).path) == 1)
        #expect(console.errors.contains("line "))
        #expect(!console.outputText.isEmpty)
    }

    @Test func activityAppearsInFrames() throws {
        let input = #"{"type":"ai_indicator.update","ai_state":"AI_STATE_THINKING","message_id":"m"}"# + "\n"
        let console = BufferConsole(input: input)
        #expect(console.run("stream", "--frames", "--input", "stream-chat") == 0)
        #expect(console.outputText.contains(#""activity":{"state":"thinking","label":"Thinking…"}"#))
    }
}
