import ReplyModel

/// Folds the events of a stream into a `Reply`, with durations from the times events arrived.
///
/// Text deltas go to the text part they name (a new text part after a step starts a new
/// part); reasoning is timed from its start to its end; tool calls walk their states as the
/// events say; `messageReplace` (Stream Chat sends the whole text each time) replaces the text.
public struct ReplyBuilder: Sendable {
    /// The reply so far.
    public internal(set) var reply = Reply(isGenerating: true)
    var textParts: [String: Int] = [:]
    var reasoningParts: [String: Int] = [:]
    var reasoningStarted: [Int: Double] = [:]
    var toolStarted: [String: Double] = [:]
    var openText: Int?

    /// Starts an empty reply that is generating.
    public init() {}

    /// What an event changed, so a live view redraws only that.
    public enum Change: Sendable, Hashable {
        /// Markdown was appended to the reply text.
        case textAppended(String)
        /// The reply text was replaced (a regenerate or an edit).
        case textReplaced(String)
        /// Reasoning, tool calls, sources or files changed.
        case steps
        /// The activity or error changed.
        case status
        /// Nothing visible changed.
        case none
    }

    /// Applies one event that arrived at `now` (seconds on any monotonic clock).
    public mutating func apply(_ event: StreamEvent, at now: Double) -> Change {
        switch event {
        case .messageStart(let id):
            reply.id = reply.id ?? id
            return .none
        case .textStart(let id):
            _ = textPart(id)
            return .none
        case .textDelta(let id, let delta):
            let index = textPart(id)
            guard case .text(var part) = reply.parts[index] else { return .none }
            // Text parts join with a blank line (Reply.markdown): the first delta of a later
            // part carries that separator into the live markdown stream.
            let hasEarlierText = reply.parts[..<index].contains {
                if case .text(let earlier) = $0 { !earlier.markdown.isEmpty } else { false }
            }
            let separator = part.markdown.isEmpty && hasEarlierText ? "\n\n" : ""
            part.markdown += delta
            reply.parts[index] = .text(part)
            if reply.activity == .thinking || reply.activity == .checkingExternalSources { reply.activity = .generating }
            return .textAppended(separator + delta)
        case .textEnd(let id):
            if let index = textParts[id ?? ""], case .text(var part) = reply.parts[index] {
                part.isStreaming = false
                reply.parts[index] = .text(part)
            }
            openText = nil
            return .none
        case .messageReplace(let id, let text, let isGenerating):
            return replaceText(id: id, text: text, isGenerating: isGenerating)
        default:
            return applyStep(event, at: now)
        }
    }

    /// The index of the text part for `id`, creating it when it is new.
    private mutating func textPart(_ id: String?) -> Int {
        let key = id ?? ""
        if let index = textParts[key] { return index }
        if id == nil, let open = openText { return open }
        reply.parts.append(.text(TextPart(markdown: "", isStreaming: true)))
        let index = reply.parts.count - 1
        textParts[key] = index
        openText = index
        return index
    }

    private mutating func replaceText(id: String?, text: String, isGenerating: Bool) -> Change {
        reply.id = reply.id ?? id
        reply.isGenerating = isGenerating
        let previous = reply.markdown
        let index = textPart(nil)
        reply.parts[index] = .text(TextPart(markdown: text, isStreaming: isGenerating))
        if !isGenerating { reply.activity = nil }
        if text.utf8.starts(with: previous.utf8) {
            let added = String(decoding: text.utf8.dropFirst(previous.utf8.count), as: UTF8.self)
            return added.isEmpty ? .status : .textAppended(added)
        }
        return .textReplaced(text)
    }
}
