// Stream Chat channel events, one JSON object a line, as a backend streams an AI reply.
//
// `message.new` / `message.updated` carry the whole `message` (its `text` so far and the custom
// fields `ai_generated` and `generating`); only the agent's messages (`ai_generated: true`, or
// any message that carries `generating`) become `.messageReplace`, the user's own are skipped.
// `ai_indicator.update` carries `ai_state` (older backends: `state`) and an optional
// `ai_message`; `ai_indicator.clear` ends the activity; `ai_indicator.stop` (sent by the app)
// aborts. Every other event type (typing, reads, reactions, health checks) is ignored.
// The stream is complete when no agent message is left generating.

/// Decodes Stream Chat events (JSON lines) into reply updates.
public struct StreamChatEventDecoder: StreamDecoder {
    private var lineNumber = 0
    private var generatingMessages: [String] = []
    private var isDone = false
    /// Whether an agent message came, or the app stopped the reply.
    private var hasAgentMessage = false
    private var isStopped = false

    /// Complete once an agent message came and none is left generating, or the app stopped it.
    public var isComplete: Bool { isStopped || hasAgentMessage && generatingMessages.isEmpty }

    /// Creates a decoder at the start of a stream.
    public init() {}

    /// Decodes one line: one event, or nothing for a blank line.
    public mutating func feed(line: String) -> [StreamEvent] {
        lineNumber += 1
        guard line.contains(where: { !$0.isWhitespace }) else { return [] }
        do throws(DecodeError.Reason) {
            return try events(for: try JSONValue.object(parsing: line))
        } catch {
            return [.malformed(DecodeError(line: lineNumber, reason: error))]
        }
    }

    /// Ends the stream: `.done`, unless an agent message was still generating.
    public mutating func finish() -> [StreamEvent] {
        guard !isDone else { return [] }
        isDone = true
        guard let open = generatingMessages.first else { return [.done] }
        let reason = DecodeError.Reason.truncated(
            "the stream ended while message \(open) was still generating")
        return [.malformed(DecodeError(line: lineNumber, reason: reason))]
    }

    private mutating func events(for event: JSONValue) throws(DecodeError.Reason) -> [StreamEvent] {
        let type = try event.requiredString("type")
        switch type {
        case "message.new", "message.updated":
            return try messageEvents(try event.requiredObject("message"))
        case "ai_indicator.update":
            var state = try event.optionalString("ai_state")
            if state == nil { state = try event.optionalString("state") }
            guard let state else { throw .missingField("ai_state") }
            return [
                .activity(AgentState(aiState: state), message: try event.optionalString("ai_message"))
            ]
        case "ai_indicator.clear":
            return [.activity(.idle, message: nil)]
        case "ai_indicator.stop":
            isStopped = true
            return [.abort(reason: nil)]
        default:
            return []
        }
    }

    private mutating func messageEvents(_ message: JSONValue) throws(DecodeError.Reason)
        -> [StreamEvent]
    {
        let generating = message["generating"]
        let isAgent =
            message["ai_generated"]?.boolValue == true || (generating.map { !$0.isNull } ?? false)
        guard isAgent else { return [] }
        hasAgentMessage = true
        if let generating, !generating.isNull, generating.boolValue == nil {
            throw .wrongType(field: "message.generating", expected: "a Boolean")
        }
        let isGenerating = generating?.boolValue ?? false
        let id = try message.optionalString("id", in: "message.")
        let text = try message.optionalString("text", in: "message.") ?? ""
        let key = id ?? ""
        generatingMessages.removeAll { $0 == key }
        if isGenerating { generatingMessages.append(key) }
        return [.messageReplace(id: id, text: text, isGenerating: isGenerating)]
    }
}
