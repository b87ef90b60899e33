import ReplyModel

extension ReplyBuilder {
    /// The index of the reasoning part for `id`, creating it (and its start time) when new.
    mutating func reasoningPart(_ id: String?, at now: Double) -> Int {
        let key = id ?? ""
        if let index = reasoningParts[key] { return index }
        reply.parts.append(.reasoning(ReasoningPart(text: "", isStreaming: true)))
        let index = reply.parts.count - 1
        reasoningParts[key] = index
        reasoningStarted[index] = now
        openText = nil
        return index
    }

    mutating func updateReasoning(_ index: Int, _ change: (inout ReasoningPart) -> Void) {
        guard case .reasoning(var part) = reply.parts[index] else { return }
        change(&part)
        reply.parts[index] = .reasoning(part)
    }

    /// Changes the tool call `id`, creating it as running when it is new.
    mutating func updateTool(_ id: String, name: String?, _ change: (inout ToolCall) -> Void) {
        let index = reply.parts.firstIndex { if case .toolCall(let call) = $0 { call.id == id } else { false } }
            ?? {
                reply.parts.append(.toolCall(ToolCall(id: id, name: name ?? "tool")))
                openText = nil
                return reply.parts.count - 1
            }()
        guard case .toolCall(var call) = reply.parts[index] else { return }
        if let name, !name.isEmpty { call.name = name }
        change(&call)
        reply.parts[index] = .toolCall(call)
    }

    /// Changes the tool call and records how long it ran.
    mutating func finishTool(_ id: String, at now: Double, name: String?, _ change: (inout ToolCall) -> Void) {
        let started = toolStarted[id] ?? now
        updateTool(id, name: name) { call in
            change(&call)
            call.duration = now - started
        }
    }
}

extension Approval {
    func declined() -> Approval {
        var copy = self
        copy.decision = .declined
        return copy
    }
}

extension AgentState {
    /// The reply model's activity for a wire activity; `idle` clears it.
    func replyActivity(message: String?) -> ReplyModel.Activity? {
        switch self {
        case .thinking: .thinking
        case .externalSources: .checkingExternalSources
        case .generating: .generating
        case .error: .error(message: message)
        case .idle: nil
        case .other: .generating
        }
    }
}
