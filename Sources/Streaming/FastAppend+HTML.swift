// The fast path inside an open HTML block: its lines are raw text, so each line a chunk
// completes goes into the block as cmark would add it (the healer holds back the line still
// being typed), without parsing the tail again. In quotes and list items (a page's markup in
// a step), a line is added as it is past its containers' markers and indentation; one that
// does not continue them all ends the block, which the full update then parses.
import MarkdownModel
import MarkdownParsing

/// An HTML block still open at the end of the tail.
struct OpenHTML: Sendable {
    /// How it ends.
    var start: HTMLBlockStart
    /// The 1-based line it starts on (within the tail in `HealedTail`, in the whole text in
    /// `StreamingParser`).
    var line: Int
    /// The quotes and list items it is in.
    var containers: [FenceContainer] = []
}

extension FastAppend {
    /// Adds the lines the chunk (the last bytes of `source`) completes to the HTML block that
    /// `html` opened, the deepest last block of the tail, and returns whether it completed
    /// any (the line being typed is held back); nil, with `blocks` untouched, when a line it
    /// touches may end the block, leaves its containers or holds a carriage return, a NUL or
    /// invalid UTF-8 (which cmark rewrites).
    static func html(_ source: [UInt8], chunkStart: Int, lineStart: Int, html: OpenHTML, to blocks: inout [Block]) -> Bool? {
        guard chunkStart > 0, !source[chunkStart...].contains(where: { $0 == 0x0D || $0 == 0 }) else { return nil }
        var start = lineStart
        var added: [UInt8] = []
        while start < source.count {
            let end = source[start...].firstIndex(of: 0x0A) ?? source.count
            let line = source[start..<end]
            // NB: the line being typed may not have all its markers yet (`  ` of `  > `): held
            // back, it shows nothing either way (a parse would end the block, as it stands).
            if end == source.count, !html.containers.isEmpty, line.allSatisfy({ $0 == 0x20 || $0 == UInt8(ascii: ">") }) { break }
            // NB: a tab among the markers may count in part (not kept here).
            guard let rest = html.containers.isEmpty ? line : LinePatterns.continuing(html.containers, line),
                  html.containers.isEmpty || !source[start..<rest.startIndex].contains(0x09) else { return nil }
            let isBlank = end < source.count && LinePatterns.isBlank(rest)
            // NB: how much of a blank line's white space a container keeps varies (cmark
            // takes what is left of an item's indentation off some, not all): parsed.
            if isBlank, !html.containers.isEmpty { return nil }
            if LineScan.ends(html.start, source, rest.startIndex..<rest.endIndex, isBlank: isBlank) { return nil }
            if end < source.count {
                added += rest
                added.append(0x0A)
            }
            start = end + 1
        }
        guard !added.isEmpty else { return false }   // the line being typed is held back
        guard let text = String(validating: added, as: UTF8.self) else { return nil }
        let line = html.line
        let changed = changingDeepestLast(in: &blocks) { block in
            guard case .htmlBlock(var open) = block, open.range?.startLine == line else { return false }
            block = .thematicBreak(ThematicBreak())   // so the string is not shared while it grows
            open.html += text
            block = .htmlBlock(open)
            return true
        }
        return changed ? true : nil
    }
}