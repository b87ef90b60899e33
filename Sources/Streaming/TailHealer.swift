// Healing of the provisional tail, so half-written markdown never shows as raw markers.
//
// Works on the tail's bytes before they are parsed:
// 1. an incomplete UTF-8 sequence at the end is held back;
// 2. inside an open code fence nothing is touched except a half-typed closing fence;
// 3. an unfinished last line that would show as an empty bullet or heading, a stray fence
//    prefix, a setext/thematic candidate (`-`, `--`, `=`), a table row or a link reference
//    definition in progress is held back until its newline confirms what it is;
// 4. the last paragraph region (after the last blank line) gets its open inline syntax closed
//    or held back by InlineHealer.

/// The healed tail and what the renderer needs to know about it.
struct HealedTail {
    /// The text to parse.
    var text: [UInt8]
    /// The 1-based line (within the tail) where the region healing may have changed starts;
    /// blocks ending before it are exactly as they will stay.
    var regionStartLine: Int
    /// The info string of a code fence still open at the end of the tail.
    var openFence: String?
    /// The open fence, when its line holds only indentation and the fence (then its code
    /// lines are the source lines less that indentation, which the fast path relies on);
    /// its line is within the tail.
    var plainFence: OpenFence?
    /// When healing only closed emphasis, strikethrough or a code span left open at the very
    /// end (after dropping trailing white space): how many containers, the text's next words
    /// go inside them...
    var openContainers: Int?
    /// ...and the offset in the tail where the open code span's content starts.
    var openCodeSpan: Int?
    /// An HTML block the tail ends in (its last line, when unfinished, is held back).
    var openHTML: OpenHTML?
    /// The end of the tail that healing held back, while more of it comes.
    var heldBack: HeldBack?
    /// Whether inline healing changed the last paragraph region.
    var changesInlines = false
}

import MarkdownParsing
#if canImport(Glibc)
import Glibc
#endif

enum TailHealer {
    /// The tail healed; `healsInlines` false leaves its last paragraph's inline syntax as it
    /// is (for a tail that turns out to end in indented code).
    static func heal(_ tail: ArraySlice<UInt8>, healsInlines: Bool = true) -> HealedTail {
        var text = Array(tail.prefix(UTF8Boundary.completePrefixLength(tail)))
        var scan = LineScan(text)
        var heldBack: HeldBack?
        if scan.openFence != nil, scan.openFenceStart == scan.lastLineStart, scan.lastLineIsIncomplete {
            // "```pyth": wait for the newline, so the language label does not flicker. A fence
            // on a line that begins a list item or quote keeps them (and a list as loose as
            // it is): only its info string waits.
            // NB: a backtick in a backtick fence's info string makes the line no fence.
            heldBack = scan.openFence?.character == UInt8(ascii: "`") ? .backtickFenceInfo : .line
            text.removeSubrange((scan.openFenceInfoStartAfterMarkers ?? scan.lastLineStart)...)
            scan = LineScan(text)
        }
        if let fence = scan.openFence {
            // NB: not the fence's own line, kept for its markers (a run of fence characters too).
            if scan.lastLineIsIncomplete, scan.openFenceStart != scan.lastLineStart,
               let line = LinePatterns.continuing(fence.containers, scan.lastLine(of: text)),
               LinePatterns.isPartialClosingFence(line, fence: fence) {
                text.removeSubrange(scan.lastLineStart...)
            }
            return HealedTail(text: text, regionStartLine: scan.regionStartLine, openFence: fence.info,
                              plainFence: scan.plainFenceIndent.map { OpenFence(character: fence.character,
                                                                                line: scan.openFenceLine, indent: $0) },
                              heldBack: heldBack)
        }
        if scan.openHTML != nil {
            // Raw HTML shows line by line: a half-typed line could be a half-typed tag.
            if scan.lastLineIsIncomplete { text.removeSubrange(scan.lastLineStart...) }
            return HealedTail(text: text, regionStartLine: min(scan.regionStartLine, scan.openHTMLLine), openFence: nil,
                              openHTML: scan.openHTMLIsTopLevel ? scan.openHTML.map { OpenHTML(start: $0, line: scan.openHTMLLine) } : nil)
        }
        let wholeTail = text.count == tail.count
        var lineHeldBack = false
        if scan.lastLineIsIncomplete, LinePatterns.shouldHoldBack(scan.lastLine(of: text)) {
            heldBack = LinePatterns.heldBack(scan.lastLine(of: text))
            text.removeSubrange(scan.lastLineStart...)
            lineHeldBack = true
        }
        let regionStart = min(scan.regionStartOffset, text.count)
        let healedRegion = healsInlines ? InlineHealer.heal(Array(text[regionStart...]))
            : InlineHealing(bytes: Array(text[regionStart...]), openContainers: 0)
        let changesInlines = !healedRegion.bytes.isSame(as: text[regionStart...])
        if !lineHeldBack, wholeTail { heldBack = healedRegion.heldBack }
        // NB: 0 containers too: dropped brackets count as closing (see InlineScanner.healed()).
        let closesOnly = wholeTail && text.count == tail.count && healedRegion.openContainers != nil
        text.replaceSubrange(regionStart..., with: healedRegion.bytes)
        return HealedTail(text: text, regionStartLine: scan.regionStartLine, openFence: nil,
                          openContainers: closesOnly ? healedRegion.openContainers : nil,
                          openCodeSpan: closesOnly ? healedRegion.openCodeSpan.map { regionStart + $0 } : nil,
                          heldBack: heldBack, changesInlines: changesInlines)
    }
}

/// One pass over the tail's lines: fences, the last blank line, the last line.
struct LineScan {
    struct Fence {
        var character: UInt8
        var length: Int
        var info: String
        /// The quotes and list items the fence is in (see FenceContainers).
        var containers: [FenceContainer] = []
    }

    /// The quotes and list items open after the lines so far.
    private var containers: [FenceContainer] = []

    private(set) var openFence: Fence?
    /// Where the line opening `openFence` starts.
    private(set) var openFenceStart = 0
    /// Its 1-based line, and its indentation when only spaces come before the fence.
    private(set) var openFenceLine = 0
    private(set) var plainFenceIndent: Int?
    /// Where the fence's info string starts, when its line begins a list item or quote.
    private(set) var openFenceInfoStartAfterMarkers: Int?
    /// Offset and 1-based line of the first line after the last blank line outside fences.
    private(set) var regionStartOffset = 0
    private(set) var regionStartLine = 1
    private(set) var lastLineStart = 0
    private(set) var lastLineIsIncomplete = false
    /// An HTML block the text ends in: how it ends, and its 1-based first line.
    private(set) var openHTML: HTMLBlockStart?
    private(set) var openHTMLLine = 0
    /// The quotes and list items the HTML block is in.
    private var openHTMLContainers: [FenceContainer] = []
    /// Whether the HTML block is in none (the fast path adds lines to one at the top level).
    var openHTMLIsTopLevel: Bool { openHTMLContainers.isEmpty }
    /// Whether the line before holds paragraph text (kind 7 HTML blocks cannot interrupt it).
    private var inParagraph = false

    init(_ text: [UInt8]) {
        var lineNumber = 1
        var start = 0
        while start < text.count {
            let end = Self.lineEnd(in: text, from: start)
            lastLineStart = start
            lastLineIsIncomplete = end == text.count
            visit(text, start..<end, lineNumber: lineNumber, nextOffset: min(end + 1, text.count))
            start = end + 1
            if end < text.count, text[end] == UInt8(ascii: "\r"), end + 1 < text.count, text[end + 1] == UInt8(ascii: "\n") {
                start += 1
            }
            lineNumber += 1
        }
        if start == text.count, !text.isEmpty, !lastLineIsIncomplete {
            lastLineStart = text.count
        }
    }

    /// Where the line starting at `start` ends: its `\n` or `\r`, or the end of the text.
    private static func lineEnd(in text: [UInt8], from start: Int) -> Int {
        text.withUnsafeBufferPointer { buffer in
            var end = start
            while end < buffer.count, buffer[end] != UInt8(ascii: "\n"), buffer[end] != UInt8(ascii: "\r") { end += 1 }
            return end
        }
    }

    private mutating func visit(_ text: [UInt8], _ bounds: Range<Int>, lineNumber: Int, nextOffset: Int) {
        let line = text[bounds]
        let afterParagraph = inParagraph
        inParagraph = false
        if let fence = openFence {
            // NB: the code is no text to heal: the region starts again after it.
            if let code = LinePatterns.continuing(fence.containers, line) {
                if LinePatterns.closesFence(code, fence: fence) {
                    openFence = nil
                    startRegion(at: nextOffset, line: lineNumber + 1)
                }
                return
            }
            openFence = nil   // the line leaves a container of the fence, which closes it too
            startRegion(at: bounds.lowerBound, line: lineNumber)
        }
        let hasNewline = nextOffset > bounds.upperBound
        let isBlank = LinePatterns.isBlank(line)
        if let html = openHTML {
            // Its lines are raw HTML, which inline healing must not touch: the region starts
            // again after the block, or at a line that leaves a container of it, which ends it.
            if let rest = LinePatterns.continuing(openHTMLContainers, line) {
                if Self.ends(html, text, rest.startIndex..<rest.endIndex, isBlank: LinePatterns.isBlank(rest) && hasNewline) {
                    openHTML = nil
                    startRegion(at: nextOffset, line: lineNumber + 1)
                }
                return
            }
            openHTML = nil
            startRegion(at: bounds.lowerBound, line: lineNumber)
        }
        let (kept, afterKept, keptColumn) = LinePatterns.matching(containers, line)
        var (opened, rest, column) = LinePatterns.fenceContainers(afterKept, column: keptColumn)
        // NB: a list item that may not interrupt the paragraph it would (`2.` or an empty
        // one) is a line of that paragraph.
        if afterParagraph, kept == containers.count, !opened.isEmpty, !LinePatterns.mayInterruptParagraph(afterKept) {
            (opened, rest, column) = ([], afterKept, keptColumn)
        }
        let restBounds = rest.startIndex..<rest.endIndex
        // Whether the line goes on with the paragraph before it: in the same containers, or
        // lazily, as text that begins no block (an HTML block of kind 7 cannot interrupt it).
        let leaves = kept < containers.count
        let continuesParagraph = afterParagraph && opened.isEmpty
            && (!leaves || LinePatterns.isLazyContinuation(rest) && Self.htmlBlockStart(text, restBounds, afterParagraph: true) == nil)
        if leaves, !continuesParagraph { containers.removeSubrange(kept...) }
        containers += opened
        // NB: four columns more than the containers' make indented code, not a fence.
        if LinePatterns.indentation(rest, column: column) <= 3, var fence = LinePatterns.opensFence(rest) {
            fence.containers = containers
            openFence = fence
            openFenceStart = bounds.lowerBound
            openFenceLine = lineNumber
            let spaces = line.prefix { $0 == 0x20 }.count
            plainFenceIndent = line.dropFirst(spaces).first == fence.character ? spaces : nil
            openFenceInfoStartAfterMarkers = opened.isEmpty ? nil : rest.drop { $0 == 0x20 || $0 == 0x09 }.startIndex + fence.length
            return
        }
        if let html = Self.htmlBlockStart(text, restBounds, afterParagraph: continuesParagraph) {
            openHTML = html
            openHTMLLine = lineNumber
            openHTMLContainers = containers
            if case .endsAtText = html, Self.ends(html, text, restBounds, isBlank: false) {
                openHTML = nil
                startRegion(at: nextOffset, line: lineNumber + 1)
            }
            return
        }
        // A blank line ends the paragraph healing works on, once its newline has come: spaces
        // typed at the start of a line may still become its indentation.
        if hasNewline, isBlank {
            startRegion(at: nextOffset, line: lineNumber + 1)
        }
        // NB: roughly; a table row counts too (a tag line after it is taken for text, and then
        // healed as text, as before HTML blocks were known). Not indented code: four columns
        // more than the containers' begin it, unless they go on with a paragraph.
        inParagraph = !LinePatterns.isBlank(rest) && rest.first(where: { $0 != 0x20 }) != UInt8(ascii: "#")
            && (continuesParagraph || LinePatterns.indentation(rest, column: column) < 4)
    }

    private mutating func startRegion(at offset: Int, line: Int) {
        regionStartOffset = offset
        regionStartLine = line
    }

    /// The HTML block the line starts (indented at most three spaces), if any.
    private static func htmlBlockStart(_ text: [UInt8], _ bounds: Range<Int>, afterParagraph: Bool) -> HTMLBlockStart? {
        var start = bounds.lowerBound
        while start < bounds.upperBound, start - bounds.lowerBound < 4, text[start] == 0x20 { start += 1 }
        guard start - bounds.lowerBound < 4, start < bounds.upperBound, text[start] == UInt8(ascii: "<"),
              let html = text.withUnsafeBufferPointer({ HTMLBlockStart.at($0, start, bounds.upperBound) }) else { return nil }
        if case .endsAtBlankLine(canInterruptParagraph: false) = html, afterParagraph { return nil }
        return html
    }

    /// Whether the line ends the open HTML block `html` (kinds 6 and 7 end before a blank
    /// line, which then counts as ending it).
    static func ends(_ html: HTMLBlockStart, _ text: [UInt8], _ bounds: Range<Int>, isBlank: Bool) -> Bool {
        switch html {
        case .endsAtText(let ending):
            text.withUnsafeBufferPointer { HTMLBlockStart.lineContains(ending, $0, bounds.lowerBound, bounds.upperBound) }
        case .endsAtBlankLine:
            isBlank
        }
    }

    func lastLine(of text: [UInt8]) -> ArraySlice<UInt8> {
        text[lastLineStart...]
    }
}

/// Where UTF-8 text that arrives in pieces stops being complete.
public enum UTF8Boundary {
    /// The length of the longest prefix that does not end inside a character.
    public static func completePrefixLength(_ bytes: ArraySlice<UInt8>) -> Int {
        var index = bytes.endIndex
        var continuation = 0
        while index > bytes.startIndex, continuation < 4 {
            let byte = bytes[index - 1]
            if byte & 0xC0 == 0x80 {
                continuation += 1
                index -= 1
                continue
            }
            let needed = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : byte >= 0xC0 ? 1 : 0
            return needed > continuation ? index - 1 - bytes.startIndex : bytes.count
        }
        return bytes.count
    }
}

extension Array where Element == UInt8 {
    /// Whether `other` holds the same bytes (memcmp: the generic comparison goes byte by byte).
    func isSame(as other: ArraySlice<UInt8>) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBytes { x in
            other.withUnsafeBytes { y in
                guard let left = x.baseAddress, let right = y.baseAddress else { return true }
                return memcmp(left, right, x.count) == 0
            }
        }
    }
}
