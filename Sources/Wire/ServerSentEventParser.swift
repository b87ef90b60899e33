// Server-sent events framing (WHATWG HTML, "Parsing an event stream"), one line at a time.
//
// Fields accumulate until a blank line dispatches them. `data:` lines join with "\n"; a single
// space after the colon is dropped; a line starting with ":" is a comment; a line without a
// colon is a field with an empty value; unknown fields are ignored. A carriage return ends a
// line too, so CRLF, LF and lone CR all frame correctly; a byte-order mark on the first line
// is skipped. An event with no data lines is not dispatched (it only resets the name).

/// Splits fed lines into server-sent events.
public struct ServerSentEventParser: Sendable, Hashable {
    private var name: String?
    private var data = ""
    private var hasData = false
    private var lastID: String?
    private var firstLine: Int?
    /// The number of lines fed so far.
    public private(set) var lineNumber = 0

    /// Creates a parser at the start of a stream.
    public init() {}

    /// Feeds one line (without its terminator) and returns the events it completed.
    public mutating func feed(line: String) -> [ServerSentEvent] {
        lineNumber += 1
        var text = Substring(line)
        if lineNumber == 1, text.unicodeScalars.first == "\u{FEFF}" {
            text = Substring(text.unicodeScalars.dropFirst())
        }
        if text.utf8.last == UInt8(ascii: "\r") { text = text.dropLast() }
        guard text.utf8.contains(UInt8(ascii: "\r")) else {
            return process(text).map { [$0] } ?? []
        }
        var events: [ServerSentEvent] = []
        for part in text.split(separator: "\r", omittingEmptySubsequences: false) {
            if let event = process(part) { events.append(event) }
        }
        return events
    }

    /// Ends the stream: returns an event left without its closing blank line, if any.
    public mutating func finish() -> ServerSentEvent? {
        dispatch()
    }

    /// Whether fields are waiting for their blank line.
    public var hasPendingEvent: Bool { hasData || name != nil }

    private mutating func process(_ line: Substring) -> ServerSentEvent? {
        if line.isEmpty { return dispatch() }
        if line.utf8.first == UInt8(ascii: ":") { return nil }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.utf8.first == UInt8(ascii: " ") { value = value.dropFirst() }
        } else {
            field = line
            value = ""
        }
        if firstLine == nil { firstLine = lineNumber }
        switch field {
        case "data":
            if hasData { data += "\n" }
            data += value
            hasData = true
        case "event":
            name = String(value)
        case "id":
            if !value.utf8.contains(0) { lastID = String(value) }
        default:
            break
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            name = nil
            data = ""
            hasData = false
            firstLine = nil
        }
        guard hasData else { return nil }
        return ServerSentEvent(name: name, data: data, id: lastID, line: firstLine ?? lineNumber)
    }
}
