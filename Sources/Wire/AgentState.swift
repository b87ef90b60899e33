/// What an agent says it is doing besides writing its reply (Stream Chat's AI indicator).
public enum AgentState: Sendable, Hashable {
    /// Thinking before it answers (`AI_STATE_THINKING`).
    case thinking
    /// Calling a tool, such as a search (`AI_STATE_EXTERNAL_SOURCES`).
    case externalSources
    /// Writing the reply (`AI_STATE_GENERATING`).
    case generating
    /// Unable to answer (`AI_STATE_ERROR`).
    case error
    /// Doing nothing it reports (`AI_STATE_IDLE`, or the indicator was cleared).
    case idle
    /// A state this version does not know, by its raw value.
    case other(String)

    /// Reads a Stream Chat `ai_state` value.
    public init(aiState: String) {
        switch aiState {
        case "AI_STATE_THINKING": self = .thinking
        case "AI_STATE_EXTERNAL_SOURCES", "AI_STATE_CHECKING_SOURCES": self = .externalSources
        case "AI_STATE_GENERATING": self = .generating
        case "AI_STATE_ERROR": self = .error
        case "AI_STATE_IDLE": self = .idle
        default: self = .other(aiState)
        }
    }

    /// The label the reference apps show for it ("Thinking...").
    public var label: String? {
        switch self {
        case .thinking: "Thinking..."
        case .externalSources: "Accessing external sources..."
        case .generating: "Generating response..."
        case .error: "An error occurred."
        case .idle, .other: nil
        }
    }
}
