import FoundationEssentials
import Testing
import Wire

/// Reads the recorded streams in Samples/streams, located from this file.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/streams")

    static func text(_ name: String) throws -> String {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return String(decoding: data, as: UTF8.self)
    }

    static func format(of name: String) -> StreamFormat? {
        StreamFormat.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
            .first { name.hasPrefix($0.rawValue + "-") }
    }

    static func decode(_ name: String) throws -> Transcript {
        var decoder = try #require(format(of: name)).makeDecoder()
        return Transcript(decoder.decode(try text(name)))
    }

    static func json(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: text)
    }

    static let sampleNames = [
        "ai-sdk-answer-with-tool.sse", "ai-sdk-approval.sse", "ai-sdk-error.sse",
        "ai-sdk-truncated.sse",
        "stream-chat-answer.jsonl", "stream-chat-error.jsonl", "stream-chat-truncated.jsonl",
        "openai-answer.sse", "openai-tool-call.sse", "openai-truncated.sse",
        "anthropic-answer-with-search.sse", "anthropic-tool-use.sse", "anthropic-overloaded.sse",
        "text-answer.txt", "text-cut-off.txt",
    ]
}
