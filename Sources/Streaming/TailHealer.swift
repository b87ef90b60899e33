// Healing of the provisional tail, so half-written markdown never shows as raw markers.
//
// Works on the tail's bytes before they are parsed:
// 1. an incomplete UTF-8 sequence at the end is held back;
// 2. inside an open code fence nothing is touched except a half-typed closing fence;
// 3. an unfinished last line that would show as an empty bullet or heading, a stray fence
//    prefix, a setext/thematic candidate (`-`, `--`, `=`), a table row or a link reference
//    definition in progress is held back until its newline confirms what it is (a footnote
//    definition until its text begins, not to show an empty note) (so is one
//    whose content step 4 holds back whole, `- <b`, `# &am`, or so that a thematic break is
//    left, `- - - <!-`), and a top-level paragraph's
//    last line that begins with `|`, a table's header row most likely, until the line after
//    it has;
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
    /// The open fence, when its line holds only indentation and the fence, or quote markers,
    /// indentation and the fence (then its code lines are the source lines less the markers
    /// and that indentation, which the fast path relies on); its line is within the tail.
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
    /// Whether it held back a delimiter run that ends the text (see InlineHealing).
    var heldRunAtEnd = false

    /// Whether the tail is `source` parsed as it is (see InlineHealing.isVerbatim).
    func isVerbatim(_ source: ArraySlice<UInt8>) -> Bool {
        !heldRunAtEnd && text.isSame(as: source)
    }
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
                                                                                length: fence.length,
                                                                                line: scan.openFenceLine, indent: $0,
                                                                                quotes: scan.plainFenceInQuotes ? fence.containers : []) },
                              heldBack: heldBack)
        }
        if scan.openHTML != nil {
            // Raw HTML shows line by line: a half-typed line could be a half-typed tag.
            if scan.lastLineIsIncomplete { text.removeSubrange(scan.lastLineStart...) }
            return HealedTail(text: text, regionStartLine: min(scan.regionStartLine, scan.openHTMLLine), openFence: nil,
                              openHTML: scan.openHTML.map { OpenHTML(start: $0, line: scan.openHTMLLine, containers: scan.openHTMLContainers) })
        }
        let wholeTail = text.count == tail.count
        var lineHeldBack = false
        // NB: not a line of indented code, which shows as typed (`    <di` is code).
        if scan.lastLineIsIncomplete, !scan.lastLineIsCode, LinePatterns.shouldHoldBack(scan.lastLine(of: text)) {
            heldBack = LinePatterns.heldBack(scan.lastLine(of: text))
            text.removeSubrange(scan.lastLineStart...)
            lineHeldBack = true
        }
        if let pipe = scan.pipeLine, pipe.next <= text.count, text[pipe.next...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            // A paragraph's last line that begins with `|` is most likely a table's header,
            // whose delimiter row comes next: it waits for that row (held back above while
            // typed, or still only its indentation), so its pipes do not show as text for the
            // row's length first.
            text.removeSubrange(pipe.start...)
            heldBack = lineHeldBack ? heldBack : nil
            lineHeldBack = true
        }
        let regionStart = min(scan.regionStartOffset, text.count)
        let healedRegion = healsInlines ? InlineHealer.heal(Array(text[regionStart...]), firstContentStart: scan.regionContentStart)
            : InlineHealing(bytes: Array(text[regionStart...]), openContainers: 0)
        let changesInlines = !healedRegion.bytes.isSame(as: text[regionStart...])
        if !lineHeldBack, wholeTail { heldBack = healedRegion.heldBack }
        // NB: 0 containers too: dropped brackets count as closing (see InlineScanner.healed()).
        var closesOnly = wholeTail && text.count == tail.count && healedRegion.openContainers != nil
        text.replaceSubrange(regionStart..., with: healedRegion.bytes)
        if scan.lastLineIsIncomplete, !lineHeldBack, changesInlines {
            // A line whose content inline healing held back whole (`- <b`, `# &am`, `> <https:`)
            // waits, as a lone marker does, rather than show an empty bullet, heading or quote;
            // so does one whose markers that leaves a thematic break (`- - - <!-`, `___ <b`).
            // (Then the next words do not simply go on with the tail's last text.)
            let lastLineStart = (text.lastIndex { $0 == 0x0A || $0 == 0x0D }).map { $0 + 1 } ?? 0
            let lastLine = text[lastLineStart...]
            if LinePatterns.holdsOnlyMarkers(lastLine) || LinePatterns.isThematicBreak(LinePatterns.fenceContainers(lastLine).rest) {
                text.removeSubrange(lastLineStart...)
                closesOnly = false
            }
        }
        return HealedTail(text: text, regionStartLine: scan.regionStartLine, openFence: nil,
                          openContainers: closesOnly ? healedRegion.openContainers : nil,
                          openCodeSpan: closesOnly ? healedRegion.openCodeSpan.map { regionStart + $0 } : nil,
                          heldBack: heldBack, changesInlines: changesInlines, heldRunAtEnd: healedRegion.heldRunAtEnd)
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
