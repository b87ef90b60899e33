// The tail healer's one pass over the tail's lines: which fence or HTML block is open at the
// end (in which quotes and list items, see FenceContainers.swift), where the last paragraph
// region starts (after the last blank line outside them), and where the last line starts.
import MarkdownParsing
#if canImport(Glibc)
import Glibc
#endif

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
    /// Its 1-based line, and its indentation when only spaces come before the fence, or only
    /// the markers of the quotes it is in (`plainFenceInQuotes`) and then spaces.
    private(set) var openFenceLine = 0
    private(set) var plainFenceIndent: Int?
    private(set) var plainFenceInQuotes = false
    /// Where the fence's info string starts, when its line begins a list item or quote.
    private(set) var openFenceInfoStartAfterMarkers: Int?
    /// Offset and 1-based line of the first line after the last blank line outside fences.
    private(set) var regionStartOffset = 0
    private(set) var regionStartLine = 1
    /// Where the content of the region's first line starts, in bytes from the line's start:
    /// past the quotes and list items it is in or opens, not past its own indentation.
    private(set) var regionContentStart = 0
    private(set) var lastLineStart = 0
    private(set) var lastLineIsIncomplete = false
    /// Whether the last line is indented code (no more of it can make it anything else).
    private(set) var lastLineIsCode = false
    /// An HTML block the text ends in: how it ends, and its 1-based first line.
    private(set) var openHTML: HTMLBlockStart?
    private(set) var openHTMLLine = 0
    /// The quotes and list items the HTML block is in.
    private(set) var openHTMLContainers: [FenceContainer] = []
    /// Whether the line before holds paragraph text (kind 7 HTML blocks cannot interrupt it).
    private var inParagraph = false
    /// Whether the line before is a table's delimiter row or one of its rows, and where that
    /// line's content starts and ends (after its containers).
    private var inTable = false
    private var previousRest: Range<Int>?
    /// Where the last line that has its newline starts, when it is a top-level paragraph's
    /// line that begins with `|` (a table's header row if a delimiter row comes next), and
    /// where the line after it starts.
    private(set) var pipeLine: (start: Int, next: Int)?
    /// The index in `containers` of a list item the line before opened with nothing on it
    /// (`-` alone): a blank line next ends it, as an item begins with one blank line at most,
    /// unless that line is indented to the item's content.
    private var emptyItem: Int?
    /// The column its content would start at: a blank line indented that far keeps it open
    /// (cmark matches the item by indentation before it looks at the blank).
    private var emptyItemColumn = 0

    init(_ text: [UInt8]) {
        var lineNumber = 1
        var start = 0
        let hasCarriageReturn = text.withUnsafeBytes { bytes in bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false }
        while start < text.count {
            let end = Self.lineEnd(in: text, from: start, hasCarriageReturn: hasCarriageReturn)
            lastLineStart = start
            lastLineIsIncomplete = end == text.count
            // NB: after a `\r\n`, the next line starts past both (a region begun at its `\n`
            // would have an empty first line).
            var next = min(end + 1, text.count)
            if end < text.count, text[end] == UInt8(ascii: "\r"), next < text.count, text[next] == UInt8(ascii: "\n") { next += 1 }
            visit(text, start..<end, lineNumber: lineNumber, nextOffset: next)
            start = next
            lineNumber += 1
        }
        if start == text.count, !text.isEmpty, !lastLineIsIncomplete {
            lastLineStart = text.count
        }
    }

    /// Where the line starting at `start` ends: its `\n` or `\r`, or the end of the text.
    /// (memchr when the text has no `\r`: the tail's lines are most of its bytes.)
    private static func lineEnd(in text: [UInt8], from start: Int, hasCarriageReturn: Bool) -> Int {
        if !hasCarriageReturn {
            return text.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, buffer.count - start) else {
                    return buffer.count
                }
                return UnsafeRawPointer(found) - base
            }
        }
        return text.withUnsafeBufferPointer { buffer in
            var end = start
            while end < buffer.count, buffer[end] != UInt8(ascii: "\n"), buffer[end] != UInt8(ascii: "\r") { end += 1 }
            return end
        }
    }

    private mutating func visit(_ text: [UInt8], _ bounds: Range<Int>, lineNumber: Int, nextOffset: Int) {
        let line = text[bounds]
        lastLineIsCode = false
        let (afterParagraph, afterTable) = (inParagraph, inTable)
        (inParagraph, inTable) = (false, false)
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
        if let empty = emptyItem, kept == containers.count, LinePatterns.isBlank(afterKept),
           Self.leadingColumns(line) < emptyItemColumn {
            containers.removeSubrange(empty...)
        }
        emptyItem = nil
        var (opened, rest, column) = LinePatterns.fenceContainers(afterKept, column: keptColumn)
        // NB: a list item that may not interrupt the paragraph it would (`2.` or an empty
        // one) is a line of that paragraph.
        if afterParagraph, kept == containers.count, !opened.isEmpty, !LinePatterns.mayInterruptParagraph(afterKept) {
            (opened, rest, column) = ([], afterKept, keptColumn)
        }
        // A footnote definition holds the lines indented four columns past its containers (or
        // blank, or lazy) as an item of that width would: they are its blocks, not indented
        // code. (With the footnotes extension off it would be a link definition; the default
        // parser has it on.)
        if rest.first(where: { $0 != 0x20 }) == UInt8(ascii: "["), let label = FootnotesBefore.definitionLabel(beginning: rest) {
            let content = rest[(label.endIndex + 2)...].drop { $0 == 0x20 }
            column += content.startIndex - rest.startIndex
            (opened, rest) = (opened + [.item(width: 4)], content)
        }
        let restBounds = rest.startIndex..<rest.endIndex
        if bounds.lowerBound == regionStartOffset { regionContentStart = restBounds.lowerBound - bounds.lowerBound }
        // Past the containers' content column: four columns or more make indented code, or
        // go on with a paragraph.
        let indent = LinePatterns.indentation(rest, column: column)
        // Whether the line goes on with the paragraph before it: in the same containers, or
        // lazily, as text that begins no block. (An HTML block of kind 7 cannot interrupt a
        // paragraph, but a line that leaves the paragraph's containers is looked at outside
        // them, where it interrupts nothing: `- a` then `<span>` ends the list.)
        let leaves = kept < containers.count
        let continuesParagraph = afterParagraph && opened.isEmpty
            && (!leaves || LinePatterns.isLazyContinuation(rest, column: column, isEnded: hasNewline) && Self.htmlBlockStart(text, restBounds, afterParagraph: false) == nil)
        if leaves, !continuesParagraph { containers.removeSubrange(kept...) }
        containers += opened
        if case .item? = opened.last, LinePatterns.isBlank(rest) { (emptyItem, emptyItemColumn) = (containers.count - 1, column) }
        // NB: four columns more than the containers' make indented code, not a fence.
        if indent <= 3, var fence = LinePatterns.opensFence(rest) {
            fence.containers = containers
            openFence = fence
            openFenceStart = bounds.lowerBound
            openFenceLine = lineNumber
            let spaces = line.prefix { $0 == 0x20 }.count
            plainFenceIndent = line.dropFirst(spaces).first == fence.character ? spaces : nil
            plainFenceInQuotes = false
            if plainFenceIndent == nil, !containers.isEmpty, containers.allSatisfy({ $0 == .quote }),
               let inside = LinePatterns.continuing(containers, line) {
                // A fence in quotes alone: its code lines are the lines less their markers
                // and the fence's indentation inside them.
                let spaces = inside.prefix { $0 == 0x20 }.count
                if inside.dropFirst(spaces).first == fence.character {
                    (plainFenceIndent, plainFenceInQuotes) = (spaces, true)
                }
            }
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
        // typed at the start of a line may still become its indentation. So does a line
        // blank after its markers (`>` in a quote), which ends a paragraph in any container.
        if hasNewline, isBlank || LinePatterns.isBlank(rest) {
            startRegion(at: nextOffset, line: lineNumber + 1)
        }
        // A setext underline or a thematic break ends the paragraph (then `2.` begins a list),
        // and once its newline has come, what is open in the paragraph too: its text is final
        // (a heading's is as cmark shows it), and healing starts after it.
        // NB: a break may come after markers the line opens (`- ***`).
        let endsParagraph = LinePatterns.endsParagraph(afterKept, underlines: continuesParagraph && !leaves)
            || !opened.isEmpty && LinePatterns.isThematicBreak(rest)
        if endsParagraph, hasNewline {
            startRegion(at: nextOffset, line: lineNumber + 1)
        }
        defer { previousRest = restBounds }
        // A table (a delimiter row under a line of as many cells, then rows up to a blank line
        // or a block) is no paragraph: a kind 7 HTML line after it begins a block.
        // NB: a heading's line is no text, unless indented four columns or more (then it goes
        // on with the paragraph before it, or is code).
        let isText = !LinePatterns.isBlank(rest) && !endsParagraph
            && (!LinePatterns.opensATXHeading(rest.drop { $0 == 0x20 }) || indent >= 4)
        if afterTable, isText, opened.isEmpty, !leaves {
            inTable = true
            return
        }
        inTable = afterParagraph && isText && opened.isEmpty && !leaves && LinePatterns.isTableDelimiterRow(rest)
            && previousRest.map { LinePatterns.tableCells(text[$0]) == LinePatterns.tableCells(rest) } == true
        // NB: not indented code: four columns more than the containers' begin it, unless they
        // go on with a paragraph.
        inParagraph = !inTable && isText && (continuesParagraph || indent < 4)
        if hasNewline {
            // NB: at the top level only: in a list item or quote, the blank line left at the
            // end would change what the item or quote holds (a loose list, a frozen item).
            pipeLine = inParagraph && containers.isEmpty && indent < 4 && rest.drop(while: { $0 == 0x20 }).first == UInt8(ascii: "|")
                ? (bounds.lowerBound, nextOffset) : nil
        }
        // An indented code line is no text to heal either (its backticks and brackets would
        // be taken for open syntax and dropped): the region starts again after it. No more of
        // the line can make it text, unless it opens a list item (`-     -` may yet become a
        // thematic break; a quote's `>` cannot).
        let opensItem = opened.contains { if case .item = $0 { true } else { false } }
        if !inTable, !continuesParagraph, !opensItem, indent >= 4, !LinePatterns.isBlank(rest) {
            startRegion(at: nextOffset, line: lineNumber + 1)
            lastLineIsCode = true
        }
    }

    /// The columns of white space and quote markers a line starts with (a tab to the next
    /// multiple of four).
    private static func leadingColumns(_ line: ArraySlice<UInt8>) -> Int {
        var columns = 0
        for byte in line {
            if byte == 0x20 || byte == UInt8(ascii: ">") {
                columns += 1
            } else if byte == 0x09 {
                columns += 4 - columns % 4
            } else {
                break
            }
        }
        return columns
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
            text.withUnsafeBufferPointer { HTMLBlockStart.lineContains(anyOf: ending, $0, bounds.lowerBound, bounds.upperBound) }
        case .endsAtBlankLine:
            isBlank
        }
    }

    func lastLine(of text: [UInt8]) -> ArraySlice<UInt8> {
        text[lastLineStart...]
    }
}
