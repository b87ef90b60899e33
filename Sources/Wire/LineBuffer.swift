/// Cuts a byte stream that arrives in arbitrary chunks into lines.
///
/// Lines end at LF; a CR before it is dropped. A CR alone is kept in the line, where the SSE
/// framing treats it as a line end. UTF-8 sequences split across chunks are joined before
/// decoding, so no character is mangled at a chunk boundary.
public struct LineBuffer: Sendable, Hashable {
    private var pending: [UInt8] = []

    /// Creates an empty buffer.
    public init() {}

    /// Appends a chunk and returns the lines it completed.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(takeLine())
            } else {
                pending.append(byte)
            }
        }
        return lines
    }

    /// Ends the stream: returns the last line when it had no terminator.
    public mutating func finish() -> String? {
        pending.isEmpty ? nil : takeLine()
    }

    private mutating func takeLine() -> String {
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        defer { pending.removeAll(keepingCapacity: true) }
        return String(decoding: pending, as: UTF8.self)
    }
}
