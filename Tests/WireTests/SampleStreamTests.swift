import Testing
import Wire

/// Every recorded stream decodes to the reply it carries.
@Suite struct SampleStreamTests {
    let answer: String
    let reasoning: String

    init() throws {
        answer = try Fixtures.text("answer.md")
        reasoning = try Fixtures.text("reasoning.txt")
    }

    @Test func aiSDKAnswerWithTool() throws {
        let transcript = try Fixtures.decode("ai-sdk-answer-with-tool.sse")
        #expect(transcript.text == answer)
        #expect(transcript.reasoning == reasoning)
        let tool = try #require(transcript.tools["call_search_1"])
        #expect(tool.name == "search_docs" && tool.title == "Search the docs")
        let input = try Fixtures.json(try #require(tool.input))
        #expect(
            input == (try Fixtures.json(#"{"query":"exponential backoff full jitter","limit":3}"#)))
        #expect(try Fixtures.json(tool.inputDeltas) == input)
        #expect(tool.output?.contains("Exponential Backoff And Jitter") == true)
        #expect(transcript.events.filter { $0 == .stepStart }.count == 2)
        #expect(transcript.events.contains(.messageStart(id: "msg_7f3a9c")))
        #expect(
            transcript.events.contains {
                if case .sourceURL(id: "src-1", _, _) = $0 { true } else { false }
            })
        #expect(transcript.finishReasons == ["stop"])
        #expect(
            transcript.malformed.isEmpty && transcript.doneCount == 1
                && transcript.events.last == .done)
    }

    @Test func aiSDKApproval() throws {
        let transcript = try Fixtures.decode("ai-sdk-approval.sse")
        #expect(
            transcript.events.contains(
                .toolApprovalRequest(approvalID: "approval_1", toolCallID: "call_rm_1")))
        #expect(transcript.tools["call_rm_1"]?.input == #"{"path":"/tmp/build","recursive":true}"#)
        #expect(transcript.finishReasons == ["tool-calls"] && transcript.doneCount == 1)
    }

    @Test func aiSDKError() throws {
        let transcript = try Fixtures.decode("ai-sdk-error.sse")
        #expect(transcript.errors == ["The model provider is overloaded. Try again later."])
        #expect(answer.hasPrefix(transcript.text) && !transcript.text.isEmpty)
        #expect(transcript.malformed.isEmpty && transcript.events.last == .done)
    }

    @Test func aiSDKTruncated() throws {
        let source = try Fixtures.text("ai-sdk-truncated.sse")
        let transcript = try Fixtures.decode("ai-sdk-truncated.sse")
        #expect(answer.hasPrefix(transcript.text) && transcript.text.count > 100)
        let error = try #require(transcript.malformed.last)
        #expect(transcript.malformed.count == 1 && transcript.doneCount == 0)
        #expect(error.line == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        guard case .truncated = error.reason else {
            Issue.record("not truncated: \(error)")
            return
        }
    }

    @Test func streamChatAnswer() throws {
        let transcript = try Fixtures.decode("stream-chat-answer.jsonl")
        let last = try #require(transcript.replacements.last)
        #expect(last.text == answer && !last.isGenerating)
        #expect(transcript.replacements.count > 10)
        #expect(transcript.replacements.allSatisfy { answer.hasPrefix($0.text) })
        #expect(transcript.replacements.dropLast().allSatisfy { $0.isGenerating })
        #expect(
            transcript.activities == [
                .activity(.thinking, message: nil),
                .activity(.externalSources, message: "Searching the docs for backoff strategies"),
                .activity(.generating, message: nil), .activity(.idle, message: nil),
            ])
        #expect(transcript.malformed.isEmpty && transcript.events.last == .done)
    }

    @Test func streamChatError() throws {
        let transcript = try Fixtures.decode("stream-chat-error.jsonl")
        #expect(
            transcript.activities.contains(
                .activity(.error, message: "The model provider is overloaded.")))
        #expect(
            transcript.replacements.last.map { !$0.isGenerating && answer.hasPrefix($0.text) }
                == true)
        #expect(transcript.malformed.isEmpty && transcript.doneCount == 1)
    }

    @Test func streamChatTruncated() throws {
        let transcript = try Fixtures.decode("stream-chat-truncated.jsonl")
        #expect(transcript.replacements.last?.text == String(answer.prefix(200)))
        #expect(transcript.malformed.map(\.line) == [6, 6])
        guard case .invalidJSON = transcript.malformed.first?.reason else {
            Issue.record("not JSON")
            return
        }
        guard case .truncated = transcript.malformed.last?.reason else {
            Issue.record("not truncated")
            return
        }
        #expect(transcript.doneCount == 0)
    }

    @Test func openAIAnswer() throws {
        let transcript = try Fixtures.decode("openai-answer.sse")
        #expect(transcript.text == answer)
        #expect(transcript.events.first == .messageStart(id: "chatcmpl-BxQ42"))
        #expect(transcript.finishReasons == ["stop"] && transcript.malformed.isEmpty)
        #expect(transcript.events.suffix(3) == [.textEnd(id: nil), .finish(reason: "stop"), .done])
    }

    @Test func openAIToolCall() throws {
        let transcript = try Fixtures.decode("openai-tool-call.sse")
        let tool = try #require(transcript.tools["call_Wz8rK2"])
        #expect(tool.name == "get_weather")
        #expect(tool.input == #"{"city":"Paris","unit":"celsius"}"#)
        #expect(
            try Fixtures.json(tool.inputDeltas)
                == (try Fixtures.json(#"{"city":"Paris","unit":"celsius"}"#)))
        #expect(transcript.texts.isEmpty && transcript.finishReasons == ["tool_calls"])
        #expect(transcript.doneCount == 1 && transcript.malformed.isEmpty)
    }

    @Test func openAITruncated() throws {
        let transcript = try Fixtures.decode("openai-truncated.sse")
        #expect(transcript.text == String(answer.prefix(300)))
        #expect(transcript.malformed.count == 1 && transcript.doneCount == 0)
    }

    @Test func anthropicAnswerWithSearch() throws {
        let transcript = try Fixtures.decode("anthropic-answer-with-search.sse")
        #expect(transcript.reasoning == reasoning)
        #expect(transcript.text == answer && transcript.textOrder == ["3"])
        let search = try #require(transcript.tools["srvtoolu_014hJH82Qum7Td6UV8gDXThB"])
        #expect(search.name == "web_search")
        #expect(search.input == #"{"query":"exponential backoff full jitter"}"#)
        #expect(
            search.output?.contains("https://learn.microsoft.com/azure/architecture/patterns/retry")
                == true)
        #expect(transcript.finishReasons == ["end_turn"] && transcript.doneCount == 1)
        #expect(transcript.malformed.isEmpty)
    }

    @Test func anthropicToolUse() throws {
        let transcript = try Fixtures.decode("anthropic-tool-use.sse")
        #expect(transcript.text == "I'll check the **current weather** in Paris.")
        let tool = try #require(transcript.tools["toolu_01T1x1fJ34qAmk2tNTrN7Up6"])
        #expect(
            tool.name == "get_weather"
                && tool.input == #"{"location":"Paris, FR","unit":"celsius"}"#)
        #expect(transcript.finishReasons == ["tool_use"] && transcript.events.last == .done)
    }

    @Test func anthropicOverloaded() throws {
        let weather = try Fixtures.text("answer-weather.md")
        let transcript = try Fixtures.decode("anthropic-overloaded.sse")
        #expect(transcript.text == String(weather.prefix(40)))
        #expect(transcript.errors == ["Overloaded"] && transcript.events.last == .done)
    }

    @Test(arguments: ["text-answer.txt", "text-cut-off.txt"])
    func plainText(name: String) throws {
        let transcript = try Fixtures.decode(name)
        #expect(transcript.text == (try Fixtures.text(name)))
        #expect(transcript.events.suffix(2) == [.textEnd(id: nil), .done])
    }
}

/// A decoder says when its stream is complete (a followed file is over then): from the line
/// that ends it on, and not before; a truncated stream never is, nor plain text.
@Suite struct StreamCompletionTests {
    /// The number of lines fed when the decoder first said complete (nil: never).
    static func completeAfter(_ name: String) throws -> Int? {
        var decoder = try #require(Fixtures.format(of: name)).makeDecoder()
        let lines = try Fixtures.text(name).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            #expect(!decoder.isComplete || index > 0)
            _ = decoder.feed(line: String(line))
            if decoder.isComplete { return index + 1 }
        }
        return nil
    }

    @Test(arguments: ["ai-sdk-answer-with-tool.sse", "openai-answer.sse", "anthropic-answer-with-search.sse",
                      "stream-chat-answer.jsonl", "ai-sdk-error.sse", "stream-chat-error.jsonl"])
    func aCompleteStreamSaysSoAtItsEnd(name: String) throws {
        let lines = try Fixtures.text(name).split(separator: "\n", omittingEmptySubsequences: false)
        let last = lines.lastIndex { !$0.allSatisfy(\.isWhitespace) }! + 1
        let complete = try #require(try Self.completeAfter(name), "\(name) never complete")
        // NB: by its last event (an SSE event ends at the blank line after it); the lines
        // after the end marker (a clear, `[DONE]`) add nothing.
        #expect(complete <= last + 1 && complete > last - 6, "\(name): complete after line \(complete) of \(last)")
    }

    @Test(arguments: ["ai-sdk-truncated.sse", "openai-truncated.sse", "stream-chat-truncated.jsonl", "text-answer.txt"])
    func aStreamCutShortIsNeverComplete(name: String) throws {
        #expect(try Self.completeAfter(name) == nil)
    }
}
