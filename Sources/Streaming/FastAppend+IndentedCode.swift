// The fast path inside an indented code block at the top level: a changelog or a log pasted
// with four spaces re-parsed its whole block at every line start before.
//
// cmark's rules, which the block's code follows: a line indented four spaces or more goes in
// without its first four; a blank line goes in (less four spaces) only once a code line comes
// after it, since trailing blank lines are not part of the block; a line with text indented
// less ends the block, so it goes to the parse. So does a line the tail healer treats apart
// (a fence, which it takes for one whatever the indentation, or a last line it holds back),
// and a tab in a line's indentation, which counts by columns.
import MarkdownModel

extension FastAppend {
    /// Adds the chunk (the last bytes of `source`) to the indented code block that is the
    /// tail's only block, starting on `line` at offset `blockStart`; false, with `blocks`
    /// untouched, when it must be parsed.
    static func indentedCode(_ source: [UInt8], chunkStart: Int, lineStart: Int, line: Int, blockStart: Int,
                             to blocks: inout [Block]) -> Bool {
        guard blocks.count == 1, case .codeBlock(let block) = blocks[0], block.style == .indented,
              chunkStart > 0, lineStart >= blockStart, isWholeCharacters(source, from: chunkStart), !source[chunkStart...].contains(0x0D)
        else { return false }
        // The line the chunk continues is in the code already when it held text, and so are
        // the blank lines before it; otherwise those blank lines are not in yet: they go in if
        // a code line comes after them.
        let replacesLastLine = chunkStart > lineStart && !LinePatterns.isBlank(source[lineStart..<chunkStart])
        var firstLine = lineStart
        while !replacesLastLine, firstLine > blockStart {
            let previous = LinePatterns.lineStart(in: source, endingAt: firstLine - 1)
            guard LinePatterns.isBlank(source[previous..<(firstLine - 1)]) else { break }
            firstLine = previous
        }
        var added = ""
        var pending = ""   // blank lines, until a code line comes
        var start = firstLine
        while start <= source.count {
            let end = source[start...].firstIndex(of: 0x0A) ?? source.count
            let text = source[start..<end]
            guard let content = indentedCodeLine(text, isLast: end == source.count) else { return false }
            if LinePatterns.isBlank(text) {
                if end < source.count || !text.isEmpty { pending += String(decoding: content, as: UTF8.self) + "\n" }
            } else {
                added += pending + String(decoding: content, as: UTF8.self) + "\n"
                pending = ""
            }
            start = end + 1
        }
        return replacingLastCode(in: &blocks, openedOn: line) { code in
            appending(added, to: &code, lastLine: replacesLastLine ? .replaced : .kept)
        }
    }

    /// A line of an indented code block as it goes into the code (blank ones too); nil when
    /// it may end the block or the healer treats it apart.
    private static func indentedCodeLine(_ line: ArraySlice<UInt8>, isLast: Bool) -> ArraySlice<UInt8>? {
        let spaces = line.prefix { $0 == 0x20 }.count
        let rest = line.dropFirst(spaces)
        if rest.first == 0x09 { return nil }
        if rest.isEmpty { return line.dropFirst(min(spaces, 4)) }
        guard spaces >= 4, LinePatterns.opensFence(line) == nil, !(isLast && LinePatterns.shouldHoldBack(line)) else { return nil }
        return line.dropFirst(4)
    }
}
