// The fast path inside an open HTML block at the top level: its lines are raw text, so each
// line a chunk completes goes into the block as cmark would add it (the healer holds back the
// line still being typed), without parsing the tail again.
import MarkdownModel
import MarkdownParsing

/// An HTML block still open at the end of the tail.
struct OpenHTML: Sendable {
    /// How it ends.
    var start: HTMLBlockStart
    /// The 1-based line it starts on (within the tail in `HealedTail`, in the whole text in
    /// `StreamingParser`).
    var line: Int
}

extension FastAppend {
    /// Adds the lines the chunk (the last bytes of `source`) completes to the HTML block that
    /// `html` opened, the last block of the tail; false, with `blocks` untouched, when a line
    /// it touches may end the block or holds a carriage return, a NUL or invalid UTF-8 (which
    /// cmark rewrites).
    static func html(_ source: [UInt8], chunkStart: Int, lineStart: Int, html: OpenHTML, to blocks: inout [Block]) -> Bool {
        guard chunkStart > 0, !source[chunkStart...].contains(where: { $0 == 0x0D || $0 == 0 }) else { return false }
        var start = lineStart
        var completedEnd = lineStart
        while start < source.count {
            let end = source[start...].firstIndex(of: 0x0A) ?? source.count
            let isBlank = end < source.count && LinePatterns.isBlank(source[start..<end])
            if LineScan.ends(html.start, source, start..<end, isBlank: isBlank) { return false }
            if end < source.count { completedEnd = end + 1 }
            start = end + 1
        }
        guard completedEnd > lineStart else { return true }   // the line being typed is held back
        guard let added = String(validating: source[lineStart..<completedEnd], as: UTF8.self),
              let last = blocks.indices.last, case .htmlBlock(var block) = blocks[last],
              block.range?.startLine == html.line else { return false }
        blocks[last] = .thematicBreak(ThematicBreak())   // so the string is not shared while it grows
        block.html += added
        blocks[last] = .htmlBlock(block)
        return true
    }
}
