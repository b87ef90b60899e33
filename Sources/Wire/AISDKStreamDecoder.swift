// The Vercel AI SDK UI message stream (`x-vercel-ai-ui-message-stream: v1`): server-sent
// events whose data is one JSON chunk with a `type`, ended by `data: [DONE]`.
//
// Chunk types and fields follow the SDK's `uiMessageChunkSchema`: start (messageId),
// text-start/-delta/-end and reasoning-start/-delta/-end (id, delta), tool-input-start
// (toolCallId, toolName, title), tool-input-delta (inputTextDelta), tool-input-available
// (input), tool-input-error (errorText), tool-approval-request (approvalId), tool-output-
// available (output), tool-output-error (errorText), tool-output-denied, source-url,
// source-document, file, data-*, start-step, finish-step, finish (finishReason), abort
// (reason), error (errorText), message-metadata (ignored).

/// Decodes the Vercel AI SDK UI message stream.
public struct AISDKStreamDecoder: ServerSentEventDecoder {
    var framing = ServerSentEventParser()
    var hasEnded = false
    var isDone = false
    static let missingEnd = "the stream ended before data: [DONE]"

    /// Creates a decoder at the start of a stream.
    public init() {}

    mutating func events(for event: ServerSentEvent) throws(DecodeError.Reason) -> [StreamEvent] {
        if event.data == "[DONE]" {
            guard !isDone else { return [] }
            isDone = true
            return [.done]
        }
        let events = try Self.events(for: try JSONValue.object(parsing: event.data))
        if events.contains(where: Self.isEnd) { hasEnded = true }
        return events
    }

    private static func isEnd(_ event: StreamEvent) -> Bool {
        if case .finish = event { return true }
        if case .error = event { return true }
        if case .abort = event { return true }
        return false
    }

    /// The events one chunk stands for.
    static func events(for chunk: JSONValue) throws(DecodeError.Reason) -> [StreamEvent] {
        let type = try chunk.requiredString("type")
        switch type {
        case "start": return [.messageStart(id: try chunk.optionalString("messageId"))]
        case "start-step": return [.stepStart]
        case "finish-step": return [.stepFinish]
        case "finish": return [.finish(reason: try chunk.optionalString("finishReason"))]
        case "abort": return [.abort(reason: try chunk.optionalString("reason"))]
        case "error": return [.error(try chunk.requiredString("errorText"))]
        case "message-metadata": return []
        case "text-start", "text-delta", "text-end", "reasoning-start", "reasoning-delta",
            "reasoning-end":
            return [try textEvent(type, chunk)]
        case "source-url", "source-document", "file":
            return [try sourceEvent(type, chunk)]
        default:
            if type.hasPrefix("tool-") { return [try toolEvent(type, chunk)] }
            if type.hasPrefix("data-") {
                let payload = try chunk.requiredValue("data")
                let name = String(type.dropFirst(5))
                return [
                    .data(name: name, id: try chunk.optionalString("id"), json: payload.jsonText)
                ]
            }
            throw .unknownEventType(type)
        }
    }

    private static func textEvent(_ type: String, _ chunk: JSONValue) throws(DecodeError.Reason)
        -> StreamEvent
    {
        let id = try chunk.requiredString("id")
        switch type {
        case "text-start": return .textStart(id: id)
        case "text-delta": return .textDelta(id: id, try chunk.requiredString("delta"))
        case "text-end": return .textEnd(id: id)
        case "reasoning-start": return .reasoningStart(id: id)
        case "reasoning-delta": return .reasoningDelta(id: id, try chunk.requiredString("delta"))
        default: return .reasoningEnd(id: id)
        }
    }

    private static func toolEvent(_ type: String, _ chunk: JSONValue) throws(DecodeError.Reason)
        -> StreamEvent
    {
        let id = try chunk.requiredString("toolCallId")
        switch type {
        case "tool-input-start":
            let name = try chunk.requiredString("toolName")
            return .toolInputStart(id: id, name: name, title: try chunk.optionalString("title"))
        case "tool-input-delta":
            return .toolInputDelta(id: id, try chunk.requiredString("inputTextDelta"))
        case "tool-input-available":
            let name = try chunk.requiredString("toolName")
            return .toolInputAvailable(
                id: id, name: name, input: try chunk.requiredValue("input").jsonText)
        case "tool-input-error":
            let name = try chunk.requiredString("toolName")
            let input = chunk["input"]?.jsonText ?? "null"
            return .toolInputError(
                id: id, name: name, input: input, message: try chunk.requiredString("errorText"))
        case "tool-approval-request":
            return .toolApprovalRequest(
                approvalID: try chunk.requiredString("approvalId"), toolCallID: id)
        case "tool-output-available":
            return .toolOutputAvailable(id: id, output: try chunk.requiredValue("output").jsonText)
        case "tool-output-error":
            return .toolOutputError(id: id, message: try chunk.requiredString("errorText"))
        case "tool-output-denied":
            return .toolOutputDenied(id: id)
        default:
            throw .unknownEventType(type)
        }
    }

    private static func sourceEvent(_ type: String, _ chunk: JSONValue) throws(DecodeError.Reason)
        -> StreamEvent
    {
        switch type {
        case "source-url":
            return .sourceURL(
                id: try chunk.requiredString("sourceId"), url: try chunk.requiredString("url"),
                title: try chunk.optionalString("title"))
        case "source-document":
            return .sourceDocument(
                id: try chunk.requiredString("sourceId"),
                mediaType: try chunk.requiredString("mediaType"),
                title: try chunk.requiredString("title"),
                filename: try chunk.optionalString("filename"))
        default:
            return .file(
                url: try chunk.requiredString("url"),
                mediaType: try chunk.requiredString("mediaType"))
        }
    }
}
