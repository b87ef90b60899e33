// The JSON form of reply parts: {"type": "text", "markdown": ...}, {"type": "tool_call", ...}.

extension ReplyPart: Codable {
    private enum Key: String, CodingKey { case type, kind }

    private enum Kind: String, Codable {
        case text, reasoning, toolCall = "tool_call", file, source, unknown
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let part): try container.encode(Kind.text, forKey: .type); try part.encode(to: encoder)
        case .reasoning(let part): try container.encode(Kind.reasoning, forKey: .type); try part.encode(to: encoder)
        case .toolCall(let part): try container.encode(Kind.toolCall, forKey: .type); try part.encode(to: encoder)
        case .file(let part): try container.encode(Kind.file, forKey: .type); try part.encode(to: encoder)
        case .source(let part): try container.encode(Kind.source, forKey: .type); try part.encode(to: encoder)
        case .unknown(let kind):
            try container.encode(Kind.unknown, forKey: .type)
            try container.encode(kind, forKey: .kind)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .text: self = .text(try TextPart(from: decoder))
        case .reasoning: self = .reasoning(try ReasoningPart(from: decoder))
        case .toolCall: self = .toolCall(try ToolCall(from: decoder))
        case .file: self = .file(try FilePart(from: decoder))
        case .source: self = .source(try SourcePart(from: decoder))
        case .unknown: self = .unknown(kind: try container.decode(String.self, forKey: .kind))
        }
    }
}
