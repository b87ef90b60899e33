import Testing
import Wire

/// A bad event is reported with its line and skipped; decoding carries on.
@Suite struct MalformedEventTests {
    static func decode(_ format: StreamFormat, _ text: String) -> Transcript {
        var decoder = format.makeDecoder()
        return Transcript(decoder.decode(text))
    }

    @Test func aiSDKReportsEachBadEventAndContinues() {
        let stream = """
            data: {"type":"text-start","id":"t"}

            data: {"type":"text-delta","id":"t","delta":"Hel

            data: {"type":"text-delta","id":"t"}

            data: {"type":"text-delta","id":"t","delta":7}

            data: {"type":"tool-input-wiggle","toolCallId":"c"}

            data: {"type":"text-delta","id":"t","delta":"lo"}

            data: {"type":"finish"}

            data: [DONE]

            """
        let transcript = Self.decode(.aiSDK, stream)
        #expect(transcript.text == "lo")
        #expect(transcript.malformed.map(\.line) == [3, 5, 7, 9])
        let reasons = transcript.malformed.map(\.reason)
        guard case .invalidJSON(let json) = reasons.first else {
            Issue.record("expected invalid JSON")
            return
        }
        #expect(json.message == "unterminated string")
        #expect(reasons.dropFirst().first == .missingField("delta"))
        #expect(reasons.dropFirst(2).first == .wrongType(field: "delta", expected: "a string"))
        #expect(reasons.last == .unknownEventType("tool-input-wiggle"))
        #expect(transcript.malformed[1].description == "line 5: missing field delta")
        #expect(transcript.events.last == .done)
    }

    @Test func streamChatReportsLinesAndSkipsOtherEvents() {
        let stream = """
            {"type":"health.check","cid":"messaging:x"}
            {"type":"message.new","message":{"id":"u1","text":"hi","user":{"id":"ana"}}}
            {"type":"message.updated","message":{"id":"m1","text":"Hel","ai_generated":true,"generating":true}}
            not json
            {"cid":"messaging:x"}
            {"type":"ai_indicator.update","cid":"messaging:x"}
            {"type":"message.updated","message":{"id":"m1","text":"Hello","ai_generated":true,"generating":"yes"}}
            {"type":"message.updated","message":{"id":"m1","text":"Hello!","ai_generated":true,"generating":false}}
            {"type":"ai_indicator.stop","cid":"messaging:x"}
            """
        let transcript = Self.decode(.streamChat, stream)
        #expect(transcript.replacements.map(\.text) == ["Hel", "Hello!"])
        #expect(transcript.malformed.map(\.line) == [4, 5, 6, 7])
        #expect(
            transcript.malformed.map(\.reason).dropFirst() == [
                .missingField("type"), .missingField("ai_state"),
                .wrongType(field: "message.generating", expected: "a Boolean"),
            ])
        #expect(transcript.events.suffix(2) == [.abort(reason: nil), .done])
    }

    @Test func openAIToolCallWithoutAnIDIsReported() {
        let stream = """
            data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{}"}}]}}]}

            data: {"choices":[{"index":0,"delta":{"content":"ok","refusal":null}}]}

            data: {"choices":[{"index":0,"delta":{"content":null,"refusal":"!"},"finish_reason":"stop"}]}

            data: {"object":"chat.completion.chunk"}

            data: {"error":{"message":"Rate limit reached","type":"requests"}}

            data: [DONE]

            """
        let transcript = Self.decode(.openAI, stream)
        #expect(
            transcript.malformed.map(\.reason) == [
                .missingField("choices[0].delta.tool_calls[0].id"), .missingField("choices"),
            ])
        #expect(transcript.malformed.map(\.line) == [1, 7])
        #expect(transcript.text == "ok!" && transcript.errors == ["Rate limit reached"])
        #expect(transcript.doneCount == 1)
    }

    @Test func openAIInvalidArgumentsBecomeAToolInputError() {
        let stream = """
            data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c1","function":{"name":"f","arguments":"{\\"a\\":"}}]}}]}

            data: {"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}

            """
        let transcript = Self.decode(.openAI, stream)
        #expect(transcript.tools["c1"]?.error?.hasPrefix("the input is not valid JSON") == true)
        #expect(transcript.events.last == .done)
    }

    @Test func anthropicDeltaForAnUnknownBlockIsOutOfOrder() {
        let stream = """
            event: content_block_delta
            data: {"type":"content_block_delta","index":4,"delta":{"type":"text_delta","text":"x"}}

            event: content_block_start
            data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

            event: content_block_delta
            data: {"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"{"}}

            event: content_block_delta
            data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"fine"}}

            event: some_future_event
            data: {"type":"some_future_event"}

            event: content_block_stop
            data: {"type":"content_block_stop","index":0}

            event: message_stop
            data: {"type":"message_stop"}
            """
        let transcript = Self.decode(.anthropic, stream)
        #expect(transcript.malformed.map(\.line) == [1, 7])
        #expect(
            transcript.malformed.first?.reason
                == .outOfOrder("content_block_delta for block 4, which never started"))
        #expect(transcript.text == "fine" && transcript.events.last == .done)
    }

    @Test(arguments: [StreamFormat.aiSDK, .openAI, .anthropic])
    func anEmptyStreamIsTruncated(format: StreamFormat) {
        let transcript = Self.decode(format, "")
        #expect(transcript.doneCount == 0 && transcript.malformed.count == 1)
    }

    @Test func finishIsIdempotent() {
        var decoder = AISDKStreamDecoder()
        #expect(decoder.feed(line: "data: [DONE]").isEmpty)
        #expect(decoder.finish() == [.done])
        #expect(decoder.finish().isEmpty)
        var text = PlainTextDecoder()
        #expect(text.finish() == [.done])
        #expect(text.finish().isEmpty)
    }
}
