// OpenAI Chat Completions streaming: server-sent events whose data is a `chat.completion.chunk`,
// ended by `data: [DONE]`.
//
// Only choice 0 is followed. `delta.role` opens the message; `delta.reasoning_content` (or
// `delta.reasoning`, as compatible servers send it) is reasoning; `delta.content` (or a
// `delta.refusal`) is text; `delta.tool_calls[]` stream by `index`: the first piece of each has
// `id` and `function.name`, later ones `function.arguments` text. `finish_reason` closes every open part (tool calls
// become `.toolInputAvailable` with their whole arguments) and reports `.finish`. A payload
// `{"error": {...}}` is the server's error. Usage-only chunks (empty `choices`) are skipped.

/// Decodes OpenAI Chat Completions streams.
public struct OpenAIStreamDecoder: ServerSentEventDecoder {
    private struct ToolCall: Sendable {
        var index: Int
        var id: String
        var name: String
        var arguments: String
    }

    var framing = ServerSentEventParser()
    private var hasStarted = false
    private var isReasoningOpen = false
    private var isTextOpen = false
    private var toolCalls: [ToolCall] = []
    var hasEnded = false
    var isDone = false
    static let missingEnd = "the stream ended before a finish_reason or [DONE]"

    /// Creates a decoder at the start of a stream.
    public init() {}

    mutating func events(for event: ServerSentEvent) throws(DecodeError.Reason) -> [StreamEvent] {
        if event.data == "[DONE]" {
            guard !isDone else { return [] }
            isDone = true
            hasEnded = true
            return closeParts() + [.done]
        }
        return try events(for: try JSONValue.object(parsing: event.data))
    }

    private mutating func events(for chunk: JSONValue) throws(DecodeError.Reason) -> [StreamEvent] {
        if let error = chunk["error"], case .object = error {
            hasEnded = true
            return [.error(error["message"]?.stringValue ?? error.jsonText)]
        }
        guard let choices = chunk["choices"]?.arrayValue else {
            throw chunk["choices"] == nil
                ? .missingField("choices") : .wrongType(field: "choices", expected: "an array")
        }
        var events: [StreamEvent] = []
        for choice in choices where (choice["index"]?.intValue ?? 0) == 0 {
            if !hasStarted {
                hasStarted = true
                events.append(.messageStart(id: try chunk.optionalString("id")))
            }
            if let delta = choice["delta"], case .object = delta {
                events += try deltaEvents(delta)
            }
            if let reason = try choice.optionalString("finish_reason", in: "choices[0].") {
                hasEnded = true
                events += closeParts() + [.finish(reason: reason)]
            }
        }
        return events
    }

    private mutating func deltaEvents(_ delta: JSONValue) throws(DecodeError.Reason)
        -> [StreamEvent]
    {
        let path = "choices[0].delta."
        var events: [StreamEvent] = []
        var reasoning = try delta.optionalString("reasoning_content", in: path)
        if reasoning == nil { reasoning = try delta.optionalString("reasoning", in: path) }
        if let reasoning, !reasoning.isEmpty {
            if !isReasoningOpen {
                isReasoningOpen = true
                events.append(.reasoningStart(id: nil))
            }
            events.append(.reasoningDelta(id: nil, reasoning))
        }
        var content = try delta.optionalString("content", in: path)
        if content?.isEmpty ?? true { content = try delta.optionalString("refusal", in: path) }
        if let content, !content.isEmpty {
            events += closeReasoning()
            if !isTextOpen {
                isTextOpen = true
                events.append(.textStart(id: nil))
            }
            events.append(.textDelta(id: nil, content))
        }
        if let calls = delta["tool_calls"]?.arrayValue {
            events += closeReasoning()
            for (position, call) in calls.enumerated() {
                events += try toolCallEvents(call, position: position)
            }
        }
        return events
    }

    private mutating func toolCallEvents(_ call: JSONValue, position: Int) throws(DecodeError
        .Reason) -> [StreamEvent]
    {
        let index = call["index"]?.intValue ?? position
        let path = "choices[0].delta.tool_calls[\(position)]."
        let function = call["function"] ?? .object([])
        let arguments = try function.optionalString("arguments", in: path + "function.") ?? ""
        var events: [StreamEvent] = []
        let slot: Int
        if let known = toolCalls.firstIndex(where: { $0.index == index }) {
            slot = known
        } else {
            let id = try call.requiredString("id", in: path)
            let name = try function.requiredString("name", in: path + "function.")
            toolCalls.append(ToolCall(index: index, id: id, name: name, arguments: ""))
            slot = toolCalls.count - 1
            events.append(.toolInputStart(id: id, name: name, title: nil))
        }
        if !arguments.isEmpty {
            toolCalls[slot].arguments += arguments
            events.append(.toolInputDelta(id: toolCalls[slot].id, arguments))
        }
        return events
    }

    private mutating func closeReasoning() -> [StreamEvent] {
        guard isReasoningOpen else { return [] }
        isReasoningOpen = false
        return [.reasoningEnd(id: nil)]
    }

    private mutating func closeParts() -> [StreamEvent] {
        var events = closeReasoning()
        if isTextOpen {
            isTextOpen = false
            events.append(.textEnd(id: nil))
        }
        for call in toolCalls {
            events.append(.toolInputCompleted(id: call.id, name: call.name, text: call.arguments))
        }
        toolCalls.removeAll()
        return events
    }
}
