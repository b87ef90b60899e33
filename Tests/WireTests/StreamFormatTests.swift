import Testing
import Wire

@Suite struct StreamFormatTests {
    @Test func detectsEverySampleFromItsFirstTellingLine() throws {
        for name in Fixtures.sampleNames {
            let text = try Fixtures.text(name)
            var lines = LineBuffer()
            let all = lines.append(text.utf8) + [lines.finish()].compactMap { $0 }
            let detected = all.lazy.compactMap { StreamFormat.detect(firstLine: $0) }.first
            #expect(detected == Fixtures.format(of: name), "\(name)")
        }
    }

    @Test(
        arguments: [
            ("", nil), (": ping", nil), ("data: [DONE]", nil), ("# Title", .text),
            ("{\"type\":\"ai_indicator.update\",\"ai_state\":\"AI_STATE_THINKING\"}", .streamChat),
            ("{not json", .text), ("event: message_start", .anthropic),
            ("data: {\"type\":\"message_start\",\"message\":{}}", .anthropic),
            ("data: {\"choices\":[]}", .openAI), ("data: {\"type\":\"start\"}", .aiSDK),
        ] as [(String, StreamFormat?)])
    func detect(line: String, expected: StreamFormat?) {
        #expect(StreamFormat.detect(firstLine: line) == expected)
    }

    @Test func rawValuesMatchTheCommandLine() {
        #expect(
            StreamFormat.allCases.map(\.rawValue) == [
                "text", "ai-sdk", "stream-chat", "openai", "anthropic",
            ])
        #expect(StreamFormat(rawValue: "ai-sdk") == .aiSDK)
    }

    @Test func activityReadsStreamChatStates() {
        #expect(AgentState(aiState: "AI_STATE_EXTERNAL_SOURCES") == .externalSources)
        #expect(AgentState(aiState: "AI_STATE_CHECKING_SOURCES") == .externalSources)
        #expect(AgentState(aiState: "AI_STATE_NEW") == .other("AI_STATE_NEW"))
        #expect(AgentState.thinking.label == "Thinking...")
    }
}
