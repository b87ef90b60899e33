// What the three server-sent-event formats (AI SDK, OpenAI, Anthropic) share: lines go through
// the SSE framing, each event's data is decoded by the format, a bad event becomes
// `.malformed` (reported as truncated when the stream cut it off), and the stream ends the
// same way: the last event flushed, then `.done` when the format's end marker came, or a
// truncation report when it did not.

/// A decoder of a format carried in server-sent events.
protocol ServerSentEventDecoder: StreamDecoder {
    /// The SSE framing of the lines read so far.
    var framing: ServerSentEventParser { get set }
    /// Whether the format's end marker came (a finish, `[DONE]`, `message_stop`, an error).
    var hasEnded: Bool { get }
    /// Whether `.done` was given.
    var isDone: Bool { get set }
    /// What a stream that stops early lacks, for its truncation report.
    static var missingEnd: String { get }

    /// The events one server-sent event stands for.
    mutating func events(for event: ServerSentEvent) throws(DecodeError.Reason) -> [StreamEvent]
}

extension ServerSentEventDecoder {
    public var isComplete: Bool { hasEnded || isDone }

    /// Decodes one line of the stream.
    public mutating func feed(line: String) -> [StreamEvent] {
        framing.feed(line: line).flatMap { decode($0) }
    }

    /// Ends the stream. NB: a final event without its closing blank line is accepted when it
    /// is complete; a cut-off one is reported as truncated.
    public mutating func finish() -> [StreamEvent] {
        var events: [StreamEvent] = []
        if let last = framing.finish() { events += decode(last, isUnterminated: true) }
        guard !isDone else { return events }
        if hasEnded {
            isDone = true
            return events + [.done]
        }
        if events.contains(where: StreamEvent.isTruncation) { return events }
        return events + [.malformed(DecodeError(line: framing.lineNumber, reason: .truncated(Self.missingEnd)))]
    }

    private mutating func decode(_ event: ServerSentEvent, isUnterminated: Bool = false) -> [StreamEvent] {
        do throws(DecodeError.Reason) {
            return try events(for: event)
        } catch {
            return [.malformed(DecodeError(line: event.line, reason: error.truncated(if: isUnterminated)))]
        }
    }
}
