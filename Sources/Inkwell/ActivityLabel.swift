import ReplyModel

extension Activity {
    /// The state's name in frames and JSON: thinking, checking_external_sources, generating, error.
    public var state: String {
        switch self {
        case .thinking: "thinking"
        case .checkingExternalSources: "checking_external_sources"
        case .generating: "generating"
        case .error: "error"
        }
    }

    /// What the activity line says ("Thinking…"); an error shows the agent's message, or the
    /// generic one users of the seed SDK know.
    public var label: String {
        switch self {
        case .thinking: "Thinking…"
        case .checkingExternalSources: "Checking external sources…"
        case .generating: "Generating…"
        case .error(let message): message.map { $0.isEmpty ? Self.genericError : $0 } ?? Self.genericError
        }
    }

    /// Shown when an agent fails without saying why, or never answers.
    public static let genericError = "The agent couldn't answer. Try again."
}
