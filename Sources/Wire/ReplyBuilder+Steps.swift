import ReplyModel

extension ReplyBuilder {
    /// Reasoning, tools, sources, files, activity and the end of the stream.
    mutating func applyStep(_ event: StreamEvent, at now: Double) -> Change {
        switch event {
        case .reasoningStart(let id):
            _ = reasoningPart(id, at: now)
            return .steps
        case .reasoningDelta(let id, let delta):
            let index = reasoningPart(id, at: now)
            updateReasoning(index) { $0.text += delta }
            return .steps
        case .reasoningEnd(let id):
            let index = reasoningPart(id, at: now)
            let started = reasoningStarted[index] ?? now
            updateReasoning(index) { $0.isStreaming = false; $0.duration = now - started }
            return .steps
        case .toolInputStart(let id, let name, let title):
            toolStarted[id] = toolStarted[id] ?? now
            updateTool(id, name: name) { if let title { $0.displayTitle = title } }
            return .steps
        case .toolInputDelta(let id, let delta):
            updateTool(id, name: nil) { $0.input = ($0.input ?? "") + delta }
            return .steps
        case .toolInputAvailable(let id, let name, let input):
            toolStarted[id] = toolStarted[id] ?? now
            updateTool(id, name: name) { $0.input = input }
            return .steps
        case .toolInputError(let id, let name, let input, let message):
            finishTool(id, at: now, name: name) { $0.input = input; $0.status = .failed; $0.summary = message }
            return .steps
        case .toolApprovalRequest(let approvalID, let toolCallID):
            updateTool(toolCallID, name: nil) { $0.status = .awaitingApproval; $0.approval = Approval(id: approvalID) }
            return .steps
        case .toolOutputAvailable(let id, let output):
            finishTool(id, at: now, name: nil) { $0.output = output; $0.status = .completed }
            return .steps
        case .toolOutputError(let id, let message):
            finishTool(id, at: now, name: nil) { $0.status = .failed; $0.summary = message }
            return .steps
        case .toolOutputDenied(let id):
            finishTool(id, at: now, name: nil) {
                $0.status = .cancelled
                $0.approval = ($0.approval ?? Approval()).declined()
            }
            return .steps
        default:
            return applyOther(event)
        }
    }

    private mutating func applyOther(_ event: StreamEvent) -> Change {
        switch event {
        case .sourceURL(_, let url, let title):
            reply.parts.append(.source(SourcePart(url: url, title: title)))
            return .steps
        case .sourceDocument(_, _, let title, let filename):
            reply.parts.append(.source(SourcePart(url: filename ?? title, title: title)))
            return .steps
        case .file(let url, let mediaType):
            reply.parts.append(.file(FilePart(url: url, mediaType: mediaType)))
            return .steps
        case .activity(let activity, let message):
            reply.activity = activity.replyActivity(message: message)
            // NB: an error without a message is still one (its label is the generic one), and
            // stays so when the indicator is cleared after it.
            if case .error = activity { reply.errorMessage = message ?? reply.errorMessage ?? "" }
            return .status
        case .error(let message):
            reply.errorMessage = message
            reply.activity = .error(message: message)
            reply.isGenerating = false
            return .status
        case .finish, .done, .abort:
            reply.isGenerating = false
            if reply.activity != nil, case .error = reply.activity {} else { reply.activity = nil }
            return .status
        default:
            return .none
        }
    }
}
