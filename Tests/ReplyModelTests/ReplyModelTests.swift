import FoundationEssentials
import ReplyModel
import Testing

@Suite struct ReplyModelTests {
    @Test(arguments: [("get_weather", nil, "get weather"), ("search", "Search the web", "Search the web"),
                      ("a_b_c", "", "a b c")] as [(String, String?, String)])
    func toolTitleIsTheDisplayTitleElseTheName(name: String, title: String?, expected: String) {
        #expect(ToolCall(id: "1", name: name, displayTitle: title).title == expected)
    }

    @Test func unknownStatusesShowAsRunning() {
        #expect(ToolCallStatus(rawValue: "queued").shown == .running)
        #expect(ToolCallStatus.failed.shown == .failed)
        #expect(ToolCallStatus.completed.isFinished && ToolCallStatus.cancelled.isFinished)
        #expect(!ToolCallStatus.awaitingApproval.isFinished)
    }

    @Test func markdownJoinsTextPartsAndStepsComeFirst() {
        let reply = Reply(parts: [.text(TextPart(markdown: "One")), .toolCall(ToolCall(id: "t", name: "x")),
                                  .text(TextPart(markdown: "")), .text(TextPart(markdown: "Two"))])
        #expect(reply.markdown == "One\n\nTwo")
        #expect(reply.steps.count == 1)
    }

    @Test func roundTripsThroughJSON() throws {
        let reply = Reply(id: "m1", parts: [
            .text(TextPart(markdown: "hi")), .reasoning(ReasoningPart(text: "hmm", duration: 2)),
            .toolCall(ToolCall(id: "t", name: "x", status: .awaitingApproval, approval: Approval(title: "Run?"))),
            .file(FilePart(url: "a.png", mediaType: "image/png")), .source(SourcePart(url: "https://x")),
            .unknown(kind: "data-chart"),
        ], isGenerating: true, activity: .checkingExternalSources)
        let decoded = try JSONDecoder().decode(Reply.self, from: try JSONEncoder().encode(reply))
        #expect(decoded == reply)
    }
}
