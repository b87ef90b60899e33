/// One part of a reply.
public enum ReplyPart: Sendable, Hashable {
    case text(TextPart)
    case reasoning(ReasoningPart)
    case toolCall(ToolCall)
    case file(FilePart)
    case source(SourcePart)
    /// A kind this version does not know; kept so nothing is silently lost.
    case unknown(kind: String)

    /// Whether the part is shown as a step before the reply text.
    public var isStep: Bool {
        switch self {
        case .reasoning, .toolCall, .unknown: true
        case .text, .file, .source: false
        }
    }
}

/// Markdown text the agent wrote.
public struct TextPart: Sendable, Hashable, Codable {
    /// The markdown so far.
    public var markdown: String
    /// Whether more text may still arrive.
    public var isStreaming: Bool

    /// Creates a text part.
    public init(markdown: String, isStreaming: Bool = false) {
        self.markdown = markdown
        self.isStreaming = isStreaming
    }
}

/// The model's visible reasoning.
public struct ReasoningPart: Sendable, Hashable, Codable {
    /// The reasoning text so far.
    public var text: String
    /// Whether the model is still thinking.
    public var isStreaming: Bool
    /// How long it thought, in seconds, when known.
    public var duration: Double?

    /// Creates a reasoning part.
    public init(text: String, isStreaming: Bool = false, duration: Double? = nil) {
        self.text = text
        self.isStreaming = isStreaming
        self.duration = duration
    }
}

/// A file the agent attached.
public struct FilePart: Sendable, Hashable, Codable {
    /// Where the file is.
    public var url: String
    /// Its media type, e.g. `image/png`.
    public var mediaType: String
    /// Its name, when known.
    public var name: String?

    /// Creates a file part.
    public init(url: String, mediaType: String, name: String? = nil) {
        self.url = url
        self.mediaType = mediaType
        self.name = name
    }
}

/// A source the agent cited.
public struct SourcePart: Sendable, Hashable, Codable {
    /// The link.
    public var url: String
    /// Its title, when known.
    public var title: String?

    /// Creates a source part.
    public init(url: String, title: String? = nil) {
        self.url = url
        self.title = title
    }
}
