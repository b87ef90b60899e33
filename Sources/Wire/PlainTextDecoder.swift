/// Decodes plain text: every line (or raw chunk) is text to append to one text part.
public struct PlainTextDecoder: StreamDecoder {
    private var hasStarted = false
    private var isDone = false

    /// Creates a decoder at the start of a stream.
    public init() {}

    /// Appends one line and its newline.
    public mutating func feed(line: String) -> [StreamEvent] {
        feed(chunk: line + "\n")
    }

    /// Appends a raw chunk exactly as it arrived (for byte-stream callers that do not split).
    public mutating func feed(chunk: String) -> [StreamEvent] {
        guard !isDone, !chunk.isEmpty else { return [] }
        let delta = StreamEvent.textDelta(id: nil, chunk)
        guard hasStarted else {
            hasStarted = true
            return [.textStart(id: nil), delta]
        }
        return [delta]
    }

    /// Plain text has no end marker: only `finish()` ends it.
    public var isComplete: Bool { isDone }

    /// Ends the text; plain text has no end marker, so every stream ends cleanly.
    public mutating func finish() -> [StreamEvent] {
        guard !isDone else { return [] }
        isDone = true
        return hasStarted ? [.textEnd(id: nil), .done] : [.done]
    }
}
