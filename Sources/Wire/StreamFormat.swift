/// The wire formats `inkwell stream --input` reads.
public enum StreamFormat: String, CaseIterable, Sendable, Hashable {
    /// Plain text: every line is text.
    case text
    /// The Vercel AI SDK UI message stream (SSE).
    case aiSDK = "ai-sdk"
    /// Stream Chat channel events (JSON lines).
    case streamChat = "stream-chat"
    /// OpenAI Chat Completions streaming (SSE).
    case openAI = "openai"
    /// Anthropic Messages streaming (SSE with event names).
    case anthropic

    /// A decoder for this format, at the start of a stream.
    public func makeDecoder() -> any StreamDecoder {
        switch self {
        case .text: PlainTextDecoder()
        case .aiSDK: AISDKStreamDecoder()
        case .streamChat: StreamChatEventDecoder()
        case .openAI: OpenAIStreamDecoder()
        case .anthropic: AnthropicStreamDecoder()
        }
    }

    /// The usual file extension of a recorded stream (`sse`, `jsonl`, `txt`).
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .streamChat: "jsonl"
        case .aiSDK, .openAI, .anthropic: "sse"
        }
    }

    /// Guesses the format from the first line of a stream; nil when the line cannot tell
    /// (blank, an SSE comment or `[DONE]`): try the next line.
    public static func detect(firstLine: String) -> StreamFormat? {
        var line = Substring(firstLine)
        if line.unicodeScalars.first == "\u{FEFF}" {
            line = Substring(line.unicodeScalars.dropFirst())
        }
        line = line.drop { $0 == " " || $0 == "\t" }
        if line.isEmpty || line.first == ":" { return nil }
        if line.hasPrefix("event:") { return .anthropic }
        if line.hasPrefix("data:") {
            let data = line.dropFirst(5).drop { $0 == " " }
            return data.hasPrefix("[DONE]") ? nil : detect(json: data, isSSE: true)
        }
        if line.hasPrefix("{") { return detect(json: line, isSSE: false) ?? .text }
        return .text
    }

    private static func detect(json text: Substring, isSSE: Bool) -> StreamFormat? {
        guard let value = try? JSONValue(parsing: text) else { return isSSE ? .aiSDK : nil }
        let type = value["type"]?.stringValue ?? ""
        if !isSSE {
            let isChat =
                type.hasPrefix("message.") || type.hasPrefix("ai_indicator.") || value["cid"] != nil
            return isChat ? .streamChat : nil
        }
        if value["choices"] != nil || value["object"]?.stringValue == "chat.completion.chunk" {
            return .openAI
        }
        if anthropicTypes.contains(type) { return .anthropic }
        return .aiSDK
    }

    private static let anthropicTypes: Set<String> = [
        "message_start", "content_block_start", "content_block_delta", "content_block_stop",
        "message_delta", "message_stop", "ping",
    ]
}
