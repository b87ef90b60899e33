import FoundationEssentials
import ReplyModel
import Testing
import Wire

/// Every recorded stream folds into the reply it records.
@Suite struct ReplyBuilderTests {
    static func fold(_ name: String, format: StreamFormat) throws -> (Reply, String) {
        let text = try Fixtures.text(name)
        var decoder = format.makeDecoder()
        var builder = ReplyBuilder()
        var live = ""
        var clock = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for event in decoder.feed(line: String(line)) {
                clock += 0.1
                switch builder.apply(event, at: clock) {
                case .textAppended(let added): live += added
                case .textReplaced(let text): live = text
                case .steps, .status, .none: break
                }
            }
        }
        for event in decoder.finish() { _ = builder.apply(event, at: clock) }
        return (builder.reply, live)
    }

    @Test(arguments: [("ai-sdk-answer-with-tool.sse", StreamFormat.aiSDK), ("openai-answer.sse", .openAI),
                      ("anthropic-answer-with-search.sse", .anthropic), ("stream-chat-answer.jsonl", .streamChat)])
    func liveTextEqualsTheReplysMarkdown(name: String, format: StreamFormat) throws {
        let (reply, live) = try Self.fold(name, format: format)
        #expect(!reply.markdown.isEmpty)
        #expect(live == reply.markdown)
        #expect(!reply.isGenerating)
    }

    @Test func toolCallsWalkTheirStatesAndAreTimed() throws {
        let (reply, _) = try Self.fold("ai-sdk-answer-with-tool.sse", format: .aiSDK)
        let calls = reply.parts.compactMap { if case .toolCall(let call) = $0 { call } else { nil } }
        #expect(!calls.isEmpty)
        #expect(calls.allSatisfy { $0.status == .completed && ($0.duration ?? 0) > 0 && $0.output != nil })
    }

    @Test func reasoningIsTimedFromStartToEnd() throws {
        let (reply, _) = try Self.fold("ai-sdk-answer-with-tool.sse", format: .aiSDK)
        let reasoning = reply.parts.compactMap { if case .reasoning(let part) = $0 { part } else { nil } }
        #expect(reasoning.first.map { !$0.isStreaming && ($0.duration ?? 0) > 0 && !$0.text.isEmpty } == true)
    }

    @Test func errorsEndTheReplyWithTheirMessage() throws {
        let (reply, _) = try Self.fold("ai-sdk-error.sse", format: .aiSDK)
        #expect(reply.errorMessage != nil)
        #expect(!reply.isGenerating)
    }

    @Test func approvalRequestWaits() throws {
        let (reply, _) = try Self.fold("ai-sdk-approval.sse", format: .aiSDK)
        let statuses = reply.parts.compactMap { if case .toolCall(let call) = $0 { call.status } else { nil } }
        #expect(statuses.contains(.awaitingApproval) || statuses.contains(.cancelled) || statuses.contains(.completed))
    }
}
