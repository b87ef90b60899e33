import FoundationEssentials
import ReplyModel
import Testing
import Wire

@Suite struct MessageReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/messages")

    static func reply(_ name: String) throws -> Reply {
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
        return try #require(try MessageReader.read(text))
    }

    @Test func uiMessagePartsBecomeReplyParts() throws {
        let reply = try Self.reply("ai-sdk-weather.json")
        let calls = reply.parts.compactMap { if case .toolCall(let call) = $0 { call } else { nil } }
        #expect(calls.map(\.status) == [.completed, .failed, .awaitingApproval])
        #expect(calls[1].summary == "The search service timed out.")
        #expect(calls[2].approval?.reason == "sending a text message costs money")
        #expect(calls[2].title == "Text Ana the forecast")
        #expect(reply.parts.contains(.unknown(kind: "data-weather-card")))
        #expect(reply.markdown.hasPrefix("It's **14 °C"))
        #expect(reply.parts.contains { if case .reasoning(let r) = $0 { r.duration == 4.2 } else { false } })
    }

    @Test func streamChatAttachmentsBecomeSteps() throws {
        let reply = try Self.reply("stream-chat-reply.json")
        let calls = reply.parts.compactMap { if case .toolCall(let call) = $0 { call } else { nil } }
        #expect(calls.map(\.status) == [.completed, .awaitingClient])
        #expect(calls[0].duration == 0.4)
        #expect(reply.parts.contains { if case .reasoning(let r) = $0 { r.duration == 12.4 } else { false } })
        #expect(!reply.isGenerating)
    }

    @Test func otherJSONIsNotAMessage() throws {
        #expect(try MessageReader.read(#"{"type": "bar", "data": {}}"#) == nil)
    }

    @Test func brokenMessagesNameTheField() {
        #expect(throws: MessageReader.Failure.self) { try MessageReader.read(#"{"parts": 3}"#) }
        #expect(throws: MessageReader.Failure.self) { try MessageReader.read(#"{"parts": [{"text": "x"}]}"#) }
        #expect(throws: MessageReader.Failure.self) { try MessageReader.read("{not json") }
    }
}
