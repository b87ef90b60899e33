/// Decodes one wire format, line by line, into `StreamEvent`s.
///
/// Feed every line of the stream (without its terminator) in order, then call `finish()` once.
/// Decoders never throw and never trap: a bad event becomes `.malformed(DecodeError)` and
/// decoding continues with the next one.
public protocol StreamDecoder: Sendable {
    /// Decodes one line, returning the events it completed.
    mutating func feed(line: String) -> [StreamEvent]
    /// Ends the stream: flushes a final event and reports a truncated stream, or `.done`.
    mutating func finish() -> [StreamEvent]
    /// Whether the stream's end came (its finish event or end marker), so `finish()` would
    /// report nothing missing: a stream read on after its end (a followed file) is over then.
    /// Plain text has no end of its own.
    var isComplete: Bool { get }
}

extension StreamDecoder {
    /// A decoder that cannot tell is never complete before `finish()` (a followed file of
    /// its format ends by the reply timeout).
    public var isComplete: Bool { false }

    /// Decodes a whole recorded stream (LF, CRLF or CR line endings), including `finish()`.
    public mutating func decode(_ text: String) -> [StreamEvent] {
        var events: [StreamEvent] = []
        var buffer = LineBuffer()
        for line in buffer.append(text.utf8) {
            events += feed(line: line)
        }
        if let last = buffer.finish() {
            events += feed(line: last)
        }
        return events + finish()
    }
}
