/// A tool the agent called, and where that call stands.
public struct ToolCall: Sendable, Hashable, Codable {
    /// The call's id.
    public var id: String
    /// The tool's name (`get_weather`).
    public var name: String
    /// A title for people, when the agent gave one.
    public var displayTitle: String?
    /// Where the call stands.
    public var status: ToolCallStatus
    /// The arguments, as JSON text.
    public var input: String?
    /// The result, as JSON text.
    public var output: String?
    /// A one-line summary of the result or of the failure.
    public var summary: String?
    /// How long the call took, in seconds.
    public var duration: Double?
    /// The approval the call waits for or got.
    public var approval: Approval?

    /// Creates a tool call.
    public init(id: String, name: String, displayTitle: String? = nil, status: ToolCallStatus = .running,
                input: String? = nil, output: String? = nil, summary: String? = nil,
                duration: Double? = nil, approval: Approval? = nil) {
        self.id = id
        self.name = name
        self.displayTitle = displayTitle
        self.status = status
        self.input = input
        self.output = output
        self.summary = summary
        self.duration = duration
        self.approval = approval
    }

    /// The display title, else the name with `_` as spaces (`get weather`).
    public var title: String {
        if let displayTitle, !displayTitle.isEmpty { return displayTitle }
        return name.replacingUnderscores()
    }
}

/// Where a tool call stands. Unknown states from newer agents are kept and shown as running.
public struct ToolCallStatus: RawRepresentable, Sendable, Hashable, Codable {
    public let rawValue: String

    /// Creates a status from its wire name.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let running = ToolCallStatus(rawValue: "running")
    public static let awaitingApproval = ToolCallStatus(rawValue: "awaiting_approval")
    public static let awaitingClient = ToolCallStatus(rawValue: "awaiting_client")
    public static let completed = ToolCallStatus(rawValue: "completed")
    public static let failed = ToolCallStatus(rawValue: "failed")
    public static let cancelled = ToolCallStatus(rawValue: "cancelled")

    /// The statuses this version knows.
    public static let known: [ToolCallStatus] = [.running, .awaitingApproval, .awaitingClient, .completed, .failed, .cancelled]

    /// The status as shown: an unknown one counts as running.
    public var shown: ToolCallStatus { Self.known.contains(self) ? self : .running }

    /// Completed, failed or cancelled.
    public var isFinished: Bool { self == .completed || self == .failed || self == .cancelled }
}

/// A person's approval that a tool call waits for.
public struct Approval: Sendable, Hashable, Codable {
    /// The person's answer.
    public enum Decision: String, Sendable, Hashable, Codable {
        case allowed
        case declined
    }

    public var id: String?
    public var title: String?
    public var message: String?
    public var reason: String?
    public var allowTitle: String?
    public var declineTitle: String?
    public var decision: Decision?

    /// Creates an approval.
    public init(id: String? = nil, title: String? = nil, message: String? = nil, reason: String? = nil,
                allowTitle: String? = nil, declineTitle: String? = nil, decision: Decision? = nil) {
        self.id = id
        self.title = title
        self.message = message
        self.reason = reason
        self.allowTitle = allowTitle
        self.declineTitle = declineTitle
        self.decision = decision
    }
}

extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? " " : $0 })
    }
}
