/// An agent's reply as a whole: its parts in order, and what the agent is doing now.
public struct Reply: Sendable, Hashable, Codable {
    /// The message id, when the source gave one.
    public var id: String?
    /// The parts in the order the agent produced them.
    public var parts: [ReplyPart]
    /// Whether the agent is still producing this reply.
    public var isGenerating: Bool
    /// What the agent is doing right now (shown under the reply while it works).
    public var activity: Activity?
    /// The agent's error, when the reply failed.
    public var errorMessage: String?

    /// Creates a reply.
    public init(id: String? = nil, parts: [ReplyPart] = [], isGenerating: Bool = false,
                activity: Activity? = nil, errorMessage: String? = nil) {
        self.id = id
        self.parts = parts
        self.isGenerating = isGenerating
        self.activity = activity
        self.errorMessage = errorMessage
    }

    /// The markdown of all text parts, separated by blank lines.
    public var markdown: String {
        parts.compactMap { part -> String? in
            guard case .text(let text) = part, !text.markdown.isEmpty else { return nil }
            return text.markdown
        }.joined(separator: "\n\n")
    }

    /// The parts shown as steps before the reply text: reasoning, tool calls, unknown parts.
    public var steps: [ReplyPart] {
        parts.filter(\.isStep)
    }
}

/// What an agent is doing while a reply is in progress.
public enum Activity: Sendable, Hashable, Codable {
    case thinking
    case checkingExternalSources
    case generating
    case error(message: String?)
}
