import ReplyModel

/// Reads a stored agent message into a `Reply`: an AI SDK `UIMessage` (`{id, role, parts}`)
/// or a Stream Chat message (`{text, ai_generated, generating, attachments}`). Anything else
/// is not a message (`nil`), so the caller can treat it as something else.
public enum MessageReader {
    /// A message that could not be read: which field, and why.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
    }

    /// The reply in `text`, nil when the JSON is not a message; throws when it is one but broken.
    public static func read(_ text: String) throws(Failure) -> Reply? {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw Failure(path: "", reason: "not valid JSON: \(error)")
        }
        return try read(value: value)
    }

    /// The reply in an already parsed JSON value (a batch line's `message`).
    public static func read(value: JSONValue) throws(Failure) -> Reply? {
        if let parts = value["parts"] {
            guard let list = parts.arrayValue else { throw Failure(path: "parts", reason: "expected an array") }
            return Reply(id: value["id"]?.stringValue, parts: try UIMessageParts.read(list),
                         isGenerating: false)
        }
        if value["ai_generated"] != nil || value["generating"] != nil || value["attachments"] != nil,
           value["text"]?.stringValue != nil {
            return try StreamChatMessage.read(value)
        }
        return nil
    }
}

/// The parts of an AI SDK `UIMessage`.
enum UIMessageParts {
    static func read(_ parts: [JSONValue]) throws(MessageReader.Failure) -> [ReplyPart] {
        var result: [ReplyPart] = []
        for (index, part) in parts.enumerated() {
            guard let type = part["type"]?.stringValue else {
                throw MessageReader.Failure(path: "parts[\(index)].type", reason: "expected a string")
            }
            if let read = self.part(type, part) { result.append(read) }
        }
        return result
    }

    private static func part(_ type: String, _ part: JSONValue) -> ReplyPart? {
        let streaming = part["state"]?.stringValue == "streaming"
        switch type {
        case "text":
            return .text(TextPart(markdown: part["text"]?.stringValue ?? "", isStreaming: streaming))
        case "reasoning":
            return .reasoning(ReasoningPart(text: part["text"]?.stringValue ?? "", isStreaming: streaming,
                                            duration: part["providerMetadata"]?["duration"].flatMap(\.doubleValue)))
        case "file":
            return .file(FilePart(url: part["url"]?.stringValue ?? "", mediaType: part["mediaType"]?.stringValue ?? "",
                                  name: part["filename"]?.stringValue))
        case "source-url":
            return .source(SourcePart(url: part["url"]?.stringValue ?? "", title: part["title"]?.stringValue))
        case "source-document":
            return .source(SourcePart(url: part["filename"]?.stringValue ?? "", title: part["title"]?.stringValue))
        case "step-start":
            return nil
        case "dynamic-tool":
            return .toolCall(tool(part, name: part["toolName"]?.stringValue ?? "tool"))
        default:
            if type.hasPrefix("tool-") { return .toolCall(tool(part, name: String(type.dropFirst(5)))) }
            return .unknown(kind: type)
        }
    }

    private static func tool(_ part: JSONValue, name: String) -> ToolCall {
        var call = ToolCall(id: part["toolCallId"]?.stringValue ?? "", name: name,
                            displayTitle: part["title"]?.stringValue,
                            input: part["input"].map(\.jsonText), output: part["output"].map(\.jsonText))
        let approval = part["approval"]
        switch part["state"]?.stringValue ?? "input-available" {
        case "input-streaming", "input-available": call.status = .running
        case "output-available": call.status = .completed
        case "output-error":
            call.status = .failed
            call.summary = part["errorText"]?.stringValue
        case "approval-requested":
            call.status = .awaitingApproval
            call.approval = Approval(id: approval?["id"]?.stringValue, reason: approval?["reason"]?.stringValue)
        case "approval-responded":
            let allowed = approval?["approved"]?.boolValue ?? true
            call.status = allowed ? .running : .cancelled
            call.approval = Approval(id: approval?["id"]?.stringValue, reason: approval?["reason"]?.stringValue,
                                     decision: allowed ? .allowed : .declined)
        case "output-denied":
            call.status = .cancelled
            call.approval = Approval(id: approval?["id"]?.stringValue, reason: approval?["reason"]?.stringValue,
                                     decision: .declined)
        case let other:
            call.status = ToolCallStatus(rawValue: other)
        }
        return call
    }
}

/// A Stream Chat message with the AI attachments its backend stores on a reply.
enum StreamChatMessage {
    static func read(_ message: JSONValue) throws(MessageReader.Failure) -> Reply {
        var parts: [ReplyPart] = []
        for (index, attachment) in (message["attachments"]?.arrayValue ?? []).enumerated() {
            switch attachment["type"]?.stringValue {
            case "ai_reasoning":
                let text = attachment["text"]?.stringValue ?? attachment["reasoning"]?.stringValue ?? ""
                parts.append(.reasoning(ReasoningPart(text: text, isStreaming: attachment["state"]?.stringValue == "streaming",
                                                      duration: seconds(attachment))))
            case "ai_tool_call":
                parts.append(.toolCall(tool(attachment, index: index)))
            case "image", "file":
                let url = attachment["image_url"]?.stringValue ?? attachment["asset_url"]?.stringValue ?? ""
                parts.append(.file(FilePart(url: url, mediaType: attachment["mime_type"]?.stringValue ?? "",
                                            name: attachment["title"]?.stringValue)))
            case let other?:
                parts.append(.unknown(kind: other))
            case nil:
                throw MessageReader.Failure(path: "attachments[\(index)].type", reason: "expected a string")
            }
        }
        parts.append(.text(TextPart(markdown: message["text"]?.stringValue ?? "")))
        return Reply(id: message["id"]?.stringValue, parts: parts,
                     isGenerating: message["generating"]?.boolValue ?? false)
    }

    private static func tool(_ attachment: JSONValue, index: Int) -> ToolCall {
        let status = attachment["status"]?.stringValue ?? attachment["state"]?.stringValue ?? "running"
        return ToolCall(id: attachment["tool_call_id"]?.stringValue ?? attachment["id"]?.stringValue ?? "tool-\(index)",
                        name: attachment["name"]?.stringValue ?? attachment["tool_name"]?.stringValue ?? "tool",
                        displayTitle: attachment["title"]?.stringValue,
                        status: ToolCallStatus(rawValue: status),
                        input: attachment["input"].map(\.jsonText), output: attachment["output"].map(\.jsonText),
                        summary: attachment["summary"]?.stringValue, duration: seconds(attachment))
    }

    /// `duration` in seconds, or `duration_ms` in milliseconds.
    private static func seconds(_ value: JSONValue) -> Double? {
        if let seconds = value["duration"].flatMap(\.doubleValue) { return seconds }
        return value["duration_ms"].flatMap(\.doubleValue).map { $0 / 1000 }
    }
}

extension JSONValue {
    /// A number as a Double.
    var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }
}
