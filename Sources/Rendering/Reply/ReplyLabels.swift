import ReplyModel

/// The words a reply's steps show, from the strings table (shared by every renderer).
struct ReplyLabels {
    let strings: Strings

    /// "Thinking…" while it streams ("Thinking… 7s" once a second has passed, when a live view
    /// sets the elapsed time as the duration), "Thought for 12s" when done, "Thought process"
    /// without a duration.
    func reasoningTitle(_ part: ReasoningPart) -> String {
        if part.isStreaming {
            guard let elapsed = part.duration, elapsed >= 1 else { return strings["reasoning.title.thinking"] }
            return strings.format("reasoning.title.thinking_for", DurationText.narrow(seconds: elapsed))
        }
        guard let duration = part.duration else { return strings["reasoning.title.thought"] }
        return strings.format("reasoning.title.thought_for", DurationText.thought(seconds: duration))
    }

    /// The detail line under a tool call's title, nil when it has none.
    func detail(_ call: ToolCall) -> String? {
        let summary = call.summary.flatMap { $0.isEmpty ? nil : $0 }
        if call.approval?.decision == .declined { return summary ?? strings["tool_call.status.declined"] }
        switch call.status.shown {
        case .awaitingApproval: return summary ?? strings["tool_call.status.awaiting_approval"]
        case .awaitingClient: return summary ?? strings["tool_call.status.awaiting_client"]
        case .failed: return summary ?? strings["tool_call.status.failed"]
        case .cancelled: return summary ?? strings["tool_call.status.cancelled"]
        default: return summary
        }
    }

    /// The duration, only once the call has finished ("0.4s", "13s", "1m 5s").
    func duration(_ call: ToolCall) -> String? {
        guard call.status.isFinished, let seconds = call.duration else { return nil }
        return DurationText.toolCall(seconds: seconds)
    }

    /// A mark per state: ◌ running, ✋ awaiting approval, 📱 awaiting the device, ✓, !, ✕.
    func mark(_ status: ToolCallStatus) -> String {
        switch status.shown {
        case .awaitingApproval: "✋"
        case .awaitingClient: "📱"
        case .completed: "✓"
        case .failed: "!"
        case .cancelled: "✕"
        default: "◌"
        }
    }

    /// The reason with its first letter capitalised and a full stop unless it ends in . ! ? …
    func reason(_ text: String) -> String {
        guard let first = text.first else { return text }
        var result = String(first).uppercased() + text.dropFirst()
        if let last = result.last, !".!?…".contains(last) { result += "." }
        return result
    }
}

/// The steps of a reply as short lines of text ("✓ get weather — 14 °C · 0.4s"), for outputs
/// that draw them as ordinary paragraphs (the SVG picture).
public enum ReplyStepsText {
    /// One line per step, in order.
    public static func lines(_ reply: Reply, strings: Strings) -> [String] {
        let labels = ReplyLabels(strings: strings)
        return reply.steps.map { step in
            switch step {
            case .reasoning(let part):
                return "▸ " + labels.reasoningTitle(part)
            case .toolCall(let call):
                var line = labels.mark(call.status) + " " + call.title
                if let detail = labels.detail(call) { line += " — " + detail }
                if let duration = labels.duration(call) { line += " · " + duration }
                return line
            case .unknown:
                return "· " + strings["ai_part.unsupported"]
            case .text, .file, .source:
                return ""
            }
        }.filter { !$0.isEmpty }
    }
}
