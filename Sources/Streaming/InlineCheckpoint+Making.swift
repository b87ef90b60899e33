// Making an inline checkpoint: the checks that nothing is open at a line of the paragraph
// (see InlineCheckpoint.swift for why each is needed).
import MarkdownModel
import MarkdownParsing

extension InlineCheckpoint {
    /// A checkpoint at the start of `line` of the tail's last `paragraph` (in the containers
    /// of `path`, which `sentinel` opens), moved on from `previous` when that one is in the
    /// same paragraph, else made from the paragraph's first line; nil when something may be
    /// open there.
    static func making(at line: Int, after previous: InlineCheckpoint?, paragraph: Paragraph, path: [CheckpointContainer],
                       sentinel: [UInt8], source: [UInt8], lines: SourceLines, tailStart: Int,
                       parser: MarkdownParser) -> InlineCheckpoint? {
        guard let range = paragraph.range, line > range.startLine else { return nil }
        let previous = previous.flatMap {
            $0.tailStart == tailStart && $0.paragraphStart.startLine == range.startLine && $0.path == path
                && $0.sentinel == sentinel && $0.line < line ? $0 : nil
        }
        let from = previous?.offset ?? lines.offset(ofLine: range.startLine)
        let to = lines.offset(ofLine: line)
        // NB: a definition anywhere before the checkpoint in the tail may be used after it,
        // which the lines parsed alone would not know.
        let checked = previous == nil ? source[tailStart..<to] : source[from..<to]
        guard to > from, !LinePatterns.mayHoldDefinition(checked), !source[from..<to].contains(UInt8(ascii: "\r")) else { return nil }
        var stretch = source[from..<to]
        if previous == nil, path.contains(.item), let column = paragraph.range?.startColumn {
            // The paragraph's first line begins the item: after the sentinel, its marker would
            // begin another. As a line of the sentinel's paragraph, it has spaces in its place.
            let end = min(from + column - 1, to)
            let prefix = stretch[from..<end].map { $0 == UInt8(ascii: ">") ? $0 : UInt8(0x20) }
            stretch = (prefix + stretch[end...])[...]
        }
        let longestRun = longestBacktickRun(stretch)
        guard longestRun <= 8 else { return nil }
        let probe = probeLine(backtickRuns: longestRun)
        guard let alone = continuation(sentinel + probe, path: path, firstLine: 1, parser: parser),
              let probed = continuation(sentinel + stretch + probe, path: path, firstLine: 1, parser: parser),
              probed.inlines.count > alone.inlines.count + 1,
              probed.inlines.suffix(alone.inlines.count).elementsEqual(alone.inlines) else { return nil }
        let breakIndex = probed.inlines.endIndex - alone.inlines.count - 1
        let lineBreak = probed.inlines[breakIndex]
        let stretchInlines = probed.inlines[..<breakIndex]
        guard lineBreak == .softBreak || lineBreak == .lineBreak,
              healerLeavesOpen(nothing: sentinel + stretch, sentinel: sentinel) else { return nil }
        var before = previous.map { $0.before + [$0.lineBreak] } ?? []
        before += stretchInlines
        return InlineCheckpoint(tailStart: tailStart, paragraphStart: range, path: path, sentinel: sentinel, offset: to,
                                line: line, before: before, lineBreak: lineBreak)
    }

    /// A line with a closer for everything a paragraph can leave open: first the ends of raw
    /// HTML in each state a tag, comment, processing instruction or declaration can be left
    /// in (they must come before anything a tag's attributes cannot hold), a `www.` autolink
    /// (cmark-gfm makes none while any `[` is open, even one that can no longer make a link,
    /// which `](x)` would take without a trace), then a link or image (before the `]` of a
    /// CDATA end, which would take a `[` without making a link), emphasis and strikethrough
    /// of each length (right-flanking only, so they pair with nothing of their own), and
    /// backtick runs of 1 to `runs` (each length once).
    private static func probeLine(backtickRuns runs: Int) -> [UInt8] {
        var line = #"x> x"> x'> x--> x?> www.a.bc x](x) x]]> x* x** x*** x_ x__ x___ x~ x~~"#
        for length in stride(from: 1, through: runs, by: 1) { line += " " + String(repeating: "`", count: length) }
        return Array((line + "\n").utf8)
    }

    /// Whether the healer leaves `text` (the sentinel and a stretch of lines) as it is, and
    /// heals a link begun after it as it heals one after the sentinel alone: then it found
    /// nothing open at its end.
    private static func healerLeavesOpen(nothing text: [UInt8], sentinel: [UInt8]) -> Bool {
        let healed = TailHealer.heal(text[...])
        guard healed.heldBack == nil, healed.isVerbatim(text[...]) else { return false }
        let link = Array("y](x".utf8)
        let afterSentinel = TailHealer.heal((sentinel + link)[...]).text.dropFirst(sentinel.count)
        let afterText = TailHealer.heal((text + link)[...]).text
        return afterText.count == text.count + afterSentinel.count && afterText.starts(with: text)
            && afterText[text.count...].elementsEqual(afterSentinel)
    }

    /// The longest run of backticks in `bytes`.
    private static func longestBacktickRun(_ bytes: ArraySlice<UInt8>) -> Int {
        var (longest, run) = (0, 0)
        for byte in bytes {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
