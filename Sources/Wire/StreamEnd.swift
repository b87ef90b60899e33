/// How a server-sent-event stream ends, the same for every format: the last event flushed,
/// then `.done` when the format's end marker came, or a truncation report when it did not.
enum StreamEnd {
    /// `events` (what flushing the last event gave) followed by the end of the stream.
    static func close(_ events: [StreamEvent], hasEnded: Bool, isDone: inout Bool, line: Int,
                      missing: String) -> [StreamEvent] {
        guard !isDone else { return events }
        if hasEnded {
            isDone = true
            return events + [.done]
        }
        if events.contains(where: StreamEvent.isTruncation) { return events }
        return events + [.malformed(DecodeError(line: line, reason: .truncated(missing)))]
    }
}
