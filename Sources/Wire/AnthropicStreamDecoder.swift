// Anthropic Messages streaming: `event:` + `data:` pairs (the data repeats the name as `type`).
//
// message_start (message.id) opens the message. content_block_start opens block `index`: text
// and thinking blocks become text and reasoning parts (id: the index), tool_use /
// server_tool_use / mcp_tool_use blocks become tool calls whose input streams as
// input_json_delta.partial_json and completes at content_block_stop; a `*_tool_result` block
// (web search, code execution) is the output of the server tool it names. content_block_delta
// carries text_delta.text, thinking_delta.thinking or input_json_delta.partial_json
// (signature_delta and citations_delta are skipped). message_delta carries the stop_reason,
// message_stop ends the stream, ping is a keep-alive, error is the API's error. New event and
// block types are skipped, as the API's versioning policy asks.

/// Decodes Anthropic Messages streams.
public struct AnthropicStreamDecoder: ServerSentEventDecoder {
    private enum Block: Sendable {
        case text
        case reasoning
        case tool(id: String, name: String, input: String, initial: String)
        case skipped
    }

    var framing = ServerSentEventParser()
    private var blocks: [Int: Block] = [:]
    var hasEnded = false
    var isDone = false
    static let missingEnd = "the stream ended before message_stop"

    /// Creates a decoder at the start of a stream.
    public init() {}

    mutating func events(for event: ServerSentEvent) throws(DecodeError.Reason) -> [StreamEvent] {
        let payload = try JSONValue.object(parsing: event.data)
        var type = try payload.optionalString("type")
        if type == nil { type = event.name }
        guard let type else { throw .missingField("type") }
        return try events(type: type, payload)
    }

    private mutating func events(type: String, _ payload: JSONValue) throws(DecodeError.Reason)
        -> [StreamEvent]
    {
        switch type {
        case "message_start":
            let message = try payload.requiredObject("message")
            return [.messageStart(id: try message.optionalString("id", in: "message."))]
        case "content_block_start":
            return try startBlock(payload)
        case "content_block_delta":
            return try blockDelta(payload)
        case "content_block_stop":
            return try stopBlock(payload)
        case "message_delta":
            let delta = try payload.requiredObject("delta")
            guard let reason = try delta.optionalString("stop_reason", in: "delta.") else {
                return []
            }
            return [.finish(reason: reason)]
        case "message_stop":
            guard !isDone else { return [] }
            isDone = true
            hasEnded = true
            return [.done]
        case "error":
            hasEnded = true
            let error = try payload.requiredObject("error")
            return [.error(error["message"]?.stringValue ?? error.jsonText)]
        default:
            return []
        }
    }

    private mutating func startBlock(_ payload: JSONValue) throws(DecodeError.Reason)
        -> [StreamEvent]
    {
        let index = try payload.requiredInt("index")
        let block = try payload.requiredObject("content_block")
        let path = "content_block."
        let id = String(index)
        switch try block.requiredString("type", in: path) {
        case "text":
            blocks[index] = .text
            let text = try block.optionalString("text", in: path) ?? ""
            return [.textStart(id: id)] + (text.isEmpty ? [] : [.textDelta(id: id, text)])
        case "thinking":
            blocks[index] = .reasoning
            let text = try block.optionalString("thinking", in: path) ?? ""
            return [.reasoningStart(id: id)] + (text.isEmpty ? [] : [.reasoningDelta(id: id, text)])
        case "tool_use", "server_tool_use", "mcp_tool_use":
            let toolID = try block.requiredString("id", in: path)
            let name = try block.requiredString("name", in: path)
            let initial = block["input"].map(\.jsonText) ?? ""
            blocks[index] = .tool(
                id: toolID, name: name, input: "", initial: initial == "{}" ? "" : initial)
            return [.toolInputStart(id: toolID, name: name, title: nil)]
        case let type where type.hasSuffix("_tool_result"):
            blocks[index] = .skipped
            return [try toolResult(block)]
        default:
            blocks[index] = .skipped
            return []
        }
    }

    private func toolResult(_ block: JSONValue) throws(DecodeError.Reason) -> StreamEvent {
        let id = try block.requiredString("tool_use_id", in: "content_block.")
        let content = block["content"] ?? .null
        if let code = content["error_code"]?.stringValue {
            return .toolOutputError(id: id, message: code)
        }
        return .toolOutputAvailable(id: id, output: content.jsonText)
    }

    private mutating func blockDelta(_ payload: JSONValue) throws(DecodeError.Reason)
        -> [StreamEvent]
    {
        let index = try payload.requiredInt("index")
        let delta = try payload.requiredObject("delta")
        guard let block = blocks[index] else {
            throw .outOfOrder("content_block_delta for block \(index), which never started")
        }
        let id = String(index)
        switch (try delta.requiredString("type", in: "delta."), block) {
        case ("text_delta", .text):
            return [.textDelta(id: id, try delta.requiredString("text", in: "delta."))]
        case ("thinking_delta", .reasoning):
            return [.reasoningDelta(id: id, try delta.requiredString("thinking", in: "delta."))]
        case ("input_json_delta", .tool(let toolID, let name, let input, let initial)):
            let part = try delta.requiredString("partial_json", in: "delta.")
            blocks[index] = .tool(id: toolID, name: name, input: input + part, initial: initial)
            return part.isEmpty ? [] : [.toolInputDelta(id: toolID, part)]
        case ("text_delta", _), ("thinking_delta", _), ("input_json_delta", _):
            throw .outOfOrder("a delta that does not fit block \(index)")
        default:
            return []
        }
    }

    private mutating func stopBlock(_ payload: JSONValue) throws(DecodeError.Reason)
        -> [StreamEvent]
    {
        let index = try payload.requiredInt("index")
        guard let block = blocks.removeValue(forKey: index) else {
            throw .outOfOrder("content_block_stop for block \(index), which never started")
        }
        switch block {
        case .text: return [.textEnd(id: String(index))]
        case .reasoning: return [.reasoningEnd(id: String(index))]
        case .tool(let id, let name, let input, let initial):
            return [.toolInputCompleted(id: id, name: name, text: input.isEmpty ? initial : input)]
        case .skipped: return []
        }
    }
}
