import Wire

/// What a decoded stream said, folded for assertions (the reply model does this for real).
struct Transcript {
    struct ToolCall: Equatable {
        var name = ""
        var title: String?
        var inputDeltas = ""
        var input: String?
        var output: String?
        var error: String?
    }

    var events: [StreamEvent] = []
    var texts: [String: String] = [:]
    var textOrder: [String] = []
    var reasoning = ""
    var tools: [String: ToolCall] = [:]
    var replacements: [(text: String, isGenerating: Bool)] = []
    var activities: [StreamEvent] = []
    var errors: [String] = []
    var malformed: [DecodeError] = []
    var finishReasons: [String?] = []
    var doneCount = 0

    init(_ events: [StreamEvent]) {
        self.events = events
        for event in events { fold(event) }
    }

    /// All text parts, in the order they started, concatenated.
    var text: String { textOrder.compactMap { texts[$0] }.joined() }

    private mutating func fold(_ event: StreamEvent) {
        switch event {
        case .textStart(let id):
            textOrder.append(id ?? "")
        case .textDelta(let id, let delta):
            if !textOrder.contains(id ?? "") { textOrder.append(id ?? "") }
            texts[id ?? "", default: ""] += delta
        case .reasoningDelta(_, let delta):
            reasoning += delta
        case .toolInputStart(let id, let name, let title):
            tools[id] = ToolCall(name: name, title: title)
        case .toolInputDelta(let id, let delta):
            tools[id, default: ToolCall()].inputDeltas += delta
        case .toolInputAvailable(let id, let name, let input):
            tools[id, default: ToolCall()].name = name
            tools[id, default: ToolCall()].input = input
        case .toolOutputAvailable(let id, let output):
            tools[id, default: ToolCall()].output = output
        case .toolOutputError(let id, let message), .toolInputError(let id, _, _, let message):
            tools[id, default: ToolCall()].error = message
        case .messageReplace(_, let text, let isGenerating):
            replacements.append((text, isGenerating))
        case .activity:
            activities.append(event)
        case .error(let message):
            errors.append(message)
        case .malformed(let error):
            malformed.append(error)
        case .finish(let reason):
            finishReasons.append(reason)
        case .done:
            doneCount += 1
        default:
            break
        }
    }
}
