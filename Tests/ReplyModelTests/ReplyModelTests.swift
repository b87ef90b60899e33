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

@Suite struct DurationTextTests {
    @Test(arguments: [(0.0, "0s"), (7, "7s"), (59.9, "59s"), (65, "1m 5s"), (600, "10m"), (-3, "0s"), (.infinity, "0s")])
    func narrow(seconds: Double, text: String) {
        #expect(DurationText.narrow(seconds: seconds) == text)
    }

    @Test(arguments: [(0.2, "1s"), (12.9, "12s")])
    func thoughtHasAtLeastOneSecond(seconds: Double, text: String) {
        #expect(DurationText.thought(seconds: seconds) == text)
    }

    @Test(arguments: [(0.04, "0.0s"), (0.42, "0.4s"), (0.96, "1s"), (13.4, "13s"), (13.6, "14s"), (65, "1m 5s")])
    func toolCallsShowTenthsUnderASecond(seconds: Double, text: String) {
        #expect(DurationText.toolCall(seconds: seconds) == text)
    }
}
