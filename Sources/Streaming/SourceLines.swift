/// The byte offset of every line start of a growing text, kept up to date in O(appended bytes).
/// Lines end at `\n`, `\r\n` or a lone `\r`, as cmark counts them.
struct SourceLines: Sendable {
    /// `starts[n]` is the offset of line n + 1.
    private(set) var starts: [Int] = [0]
    private var endsWithCR = false

    /// Records the line starts in `bytes`, which were appended at `offset`.
    mutating func append(_ bytes: ArraySlice<UInt8>, at offset: Int) {
        var position = offset
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if endsWithCR, starts.last == position {
                    starts[starts.count - 1] = position + 1   // \r\n is one line end
                } else {
                    starts.append(position + 1)
                }
                endsWithCR = false
            } else if byte == UInt8(ascii: "\r") {
                starts.append(position + 1)
                endsWithCR = true
            } else {
                endsWithCR = false
            }
            position += 1
        }
    }

    /// The number of lines (the last may be empty or unfinished).
    var count: Int { starts.count }

    /// The offset where `line` (1-based) starts.
    func offset(ofLine line: Int) -> Int {
        starts[max(0, min(line - 1, starts.count - 1))]
    }

    /// The 1-based line that `offset` is on (searched from the end: asked for lines near it).
    func line(containing offset: Int) -> Int {
        var index = starts.count - 1
        while index > 0, starts[index] > offset { index -= 1 }
        return index + 1
    }
}
