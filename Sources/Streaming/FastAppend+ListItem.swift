// The fast path for a list item begun: `- **Next step**: ...` after a line of the last
// item's paragraph. Lists are the commonest structure of an agent's reply, and every item
// started a full parse of the last item (of the whole outer item, for a nested list).
//
// It applies when the chunk's last line starts with a list marker at exactly the column of
// the marker of the last item of a list on the tail's last path (the same bullet, or a number
// with the same delimiter) and one to four spaces, and the line before it holds text of the
// paragraph that item (or an item nested in it) ends in. Then the line is that list's next
// item, and any list nested deeper ends: cmark matches such a line to no deeper item (its
// content starts further right) and starts a sibling item with it. No blank line came
// between, so the lists stay as tight or loose as they were. Only lists may be on the path (a
// quote's `>` would have to come first), and their items' lines have no tab before their
// content (cmark counts an item's column in bytes, which a tab makes fewer than it shows).
//
// The item's content is healed and parsed alone: the healer starts afresh at an item's
// marker, and the first line of an item's content is parsed as the first line of a document
// is. It must come out as one paragraph (not a heading, quote, fence, nested list...), which
// is then the new item. That also means the last parse must have healed nothing (the healer
// forgets what is open at the item line, and the shown text must not depend on it), and what
// healing did to the new line is what the next chunk's fast paths go on from (`LineHealing`).
import MarkdownModel
import MarkdownParsing

/// What healing did to the end of the text (a whole tail, or a line healed alone), as the
/// next chunk's fast paths go on from it.
struct LineHealing {
    var isVerbatim = true
    /// The emphasis and strikethrough containers it closed at the end (nil: it did more)...
    var openContainers: Int? = 0
    /// ...where in the text the content of a code span it closed starts...
    var openCodeSpan: Int?
    /// ...and the end it holds back while more of it comes.
    var heldBack: HeldBack?
}

extension FastAppend {
    /// Adds the item the chunk's last line begins (and the chunk's words before it, to the
    /// paragraph that line ends) to the tail's `blocks`; nil, with the blocks as they were,
    /// when the chunk must be parsed. `line` is the 1-based number of the chunk's last line.
    /// The tail starts at `tailStart`: a reference in the item (`[x]`) may use a definition
    /// there, which parsing the item alone would not know.
    static func listItem(_ source: [UInt8], chunkStart: Int, lineStart: Int, line: Int, lines: SourceLines, tailStart: Int,
                         parser: MarkdownParser, to blocks: inout [Block]) -> LineHealing? {
        guard chunkStart > 0, isWholeCharacters(source, from: chunkStart) else { return nil }
        // The item's line: the chunk's last, begun in it or before it with a marker alone.
        let newline = source[chunkStart...].lastIndex(of: 0x0A) ?? (lineStart - 1)
        guard newline >= 0 else { return nil }
        let itemLine = source[(newline + 1)...]
        let item = ItemLine(itemLine)
        if newline < chunkStart {
            guard let item, item.content.startIndex >= chunkStart else { return nil }
        }
        // The line before holds text of the paragraph being typed, shown: not a line the full
        // update held back while it was the last (a marker alone, a table row).
        let previousStart = LinePatterns.lineStart(in: source, endingAt: newline)
        let previous = source[previousStart..<newline]
        guard previousStart >= tailStart, !LinePatterns.isBlank(previous), !LinePatterns.shouldHoldBack(previous)
        else { return nil }
        var path: [Int] = []
        var healing = LineHealing()
        var paragraph: Paragraph?
        if let item {
            guard let found = listPath(to: item.indent + 1, kind: item.kind, in: blocks),
                  found.itemLines.allSatisfy({ !hasTabBeforeContent(source[lines.offset(ofLine: $0)...]) }),
                  !item.content.contains(UInt8(ascii: "[")) || !LinePatterns.mayHoldDefinition(source[tailStart..<newline]),
                  let parsed = Self.paragraph(item.content, parser: parser, healing: &healing) else { return nil }
            path = found.path
            paragraph = parsed
        } else {
            // A marker alone (`-`, `1.`), which the full update holds back until words come.
            // NB: nothing else held back: the next chunk's fast paths take a line whose text
            // holds a letter for shown text (a fence's info string would go into the paragraph).
            // And only after a paragraph's line: after indented code it may be code (`    4`).
            guard ItemLine.isMarkerAlone(itemLine), case .paragraph? = deepestLastBlock(blocks) else { return nil }
        }
        guard wordsEndingLine(source, chunkStart: chunkStart, lineStart: lineStart, end: newline, to: &blocks) else { return nil }
        guard let item, var paragraph else { return healing }
        // The blocks the new item follows end on the line before it, which holds text.
        let textEnd = LinePatterns.trimmed(previous).endIndex
        blocks.endRanges(at: TailEnd(textLine: line - 1, column: newline - previousStart, textColumn: textEnd - previousStart))
        // NB: cmark gives an item's start as the 1-based column of its marker, its
        // paragraph's as that of its text.
        let range = SourceRange(startLine: line, startColumn: item.indent + 1, endLine: line, endColumn: itemLine.count)
        paragraph.range = SourceRange(startLine: line, startColumn: item.content.startIndex - newline, endLine: line,
                                      endColumn: itemLine.count)
        appendItem(ListItem(blocks: [.paragraph(paragraph)], range: range), at: path[...], to: &blocks[blocks.count - 1])
        healing.openCodeSpan = healing.openCodeSpan.map { item.content.startIndex + $0 }
        return healing
    }

    /// Adds the chunk's words up to `end`, the line feed ending the line they continue, to the
    /// deepest last text of `blocks` (nothing when the chunk starts at `end` or after it);
    /// false, with the blocks as they were, when they must be parsed. The callers go on from
    /// a tail that healing left as it was, so the words go into no open container.
    static func wordsEndingLine(_ source: [UInt8], chunkStart: Int, lineStart: Int, end: Int, to blocks: inout [Block]) -> Bool {
        guard chunkStart < end else { return true }
        guard !wordsFallPastTableCells(source, lineStart: lineStart, end: end, in: blocks),
              qualifies(source, chunkStart: chunkStart, lineStart: lineStart, end: end),
              !mayFormAutolink(source[..<end], chunkStart: chunkStart),
              var words = addition(source, chunkStart: chunkStart, lineStart: lineStart, depth: 0, end: end),
              !words.isMultiline else { return false }
        return appending(&words, to: &blocks)
    }

    /// The item's content healed and parsed, when it is one paragraph.
    private static func paragraph(_ content: ArraySlice<UInt8>, parser: MarkdownParser, healing: inout LineHealing) -> Paragraph? {
        let text = Array(content)
        let healed = InlineHealer.heal(text)
        healing.isVerbatim = healed.isVerbatim(text)
        healing.openContainers = healed.openContainers
        healing.openCodeSpan = healed.openCodeSpan
        healing.heldBack = healed.heldBack
        let parsed = healed.bytes.withUnsafeBufferPointer { parser.parse(utf8: $0) }
        guard parsed.blocks.count == 1, case .paragraph(let paragraph) = parsed.blocks[0] else { return nil }
        return paragraph
    }

    /// The list item a line begins: its marker, the spaces after it and its content, which
    /// does not start with a space (no code, no empty item) or `[`; not a thematic break.
    struct ItemLine {
        let indent: Int
        let kind: List.Kind
        let content: ArraySlice<UInt8>

        init?(_ line: ArraySlice<UInt8>) {
            indent = line.prefix { $0 == 0x20 }.count
            let rest = line.dropFirst(indent)
            let length = ListMarker.length(rest)
            guard length > 0, rest[rest.startIndex + length - 1] == 0x20, !LinePatterns.isThematicBreak(rest) else { return nil }
            let marker = rest.prefix(length - 1)
            if let first = marker.first, let bullet = List.BulletMarker(rawValue: String(UnicodeScalar(first))), marker.count == 1 {
                kind = .bullet(marker: bullet)
            } else if let last = marker.last, let delimiter = List.Delimiter(rawValue: String(UnicodeScalar(last))) {
                kind = .ordered(start: 0, delimiter: delimiter)
            } else {
                return nil
            }
            let after = rest.dropFirst(length)
            let spaces = 1 + after.prefix { $0 == 0x20 }.count
            let words = after.dropFirst(spaces - 1)
            // NB: not `[` first: a task box, or a definition inside the item. Nor a fence or
            // `<` (an HTML block?), which healing alone would take for a code span or a tag
            // (the full update holds the line back while it is typed).
            guard spaces <= 4, let first = words.first, first != 0x09, first != 0x0D, first != UInt8(ascii: "["),
                  first != UInt8(ascii: "<"), LinePatterns.opensFence(words) == nil else { return nil }
            content = words
        }

        /// A list marker and nothing after it yet but spaces: `-`, `*`, `+`, digits, `1.`, `2)`.
        static func isMarkerAlone(_ line: ArraySlice<UInt8>) -> Bool {
            var rest = line.drop { $0 == 0x20 }
            while rest.last == 0x20 { rest = rest.dropLast() }
            return ListMarker.isAlone(rest) || (1...9).contains(rest.count) && rest.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        }
    }

    /// The indices of the last items' lists, from the tail's last block down to the list whose
    /// last item has its marker at `column` and is of `kind`, when only lists are on the way
    /// and the path goes on, through last items, to a paragraph; and the lines those items
    /// start on.
    private static func listPath(to column: Int, kind: List.Kind, in blocks: [Block]) -> (path: [Int], itemLines: [Int])? {
        var path: [Int] = []
        var itemLines: [Int] = []
        var found: Int?
        var current = blocks.last
        while let block = current {
            switch block {
            case .list(let list):
                guard let item = list.items.last, let range = item.range else { return nil }
                if found == nil, range.startColumn == column, sameKind(list.kind, kind) { found = path.count }
                path.append(list.items.count - 1)
                itemLines.append(range.startLine)
                current = item.blocks.last
            case .paragraph:
                guard let found else { return nil }
                return (Array(path.prefix(found + 1)), Array(itemLines.prefix(found + 1)))
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether a tab comes before the content of the item line `line` starts (among its
    /// indentation and markers). cmark gives an item's column in bytes, which a tab makes
    /// fewer than the columns it stands for: `\t - baz` has its marker at column 3, as
    /// `  - fo` has, yet is nested two lists deeper, where `  - fo` cannot go.
    private static func hasTabBeforeContent(_ line: ArraySlice<UInt8>) -> Bool {
        for byte in line {
            switch byte {
            case 0x09: return true
            case 0x20, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "."), UInt8(ascii: ")"), 0x30...0x39: continue
            default: return false
            }
        }
        return false
    }

    private static func sameKind(_ list: List.Kind, _ line: List.Kind) -> Bool {
        switch (list, line) {
        case (.bullet(let a), .bullet(let b)): a == b
        case (.ordered(_, let a), .ordered(_, let b)): a == b
        default: false
        }
    }

    /// Appends `item` to the list `path` leads to: each index but the last is the item to go
    /// into (its last block is the next list).
    private static func appendItem(_ item: ListItem, at path: ArraySlice<Int>, to block: inout Block) {
        guard case .list(var list) = block else { return }
        block = .thematicBreak(ThematicBreak())   // NB: so the list is not shared while it changes
        defer { block = .list(list) }
        guard path.count > 1 else { return list.items.append(item) }
        var inner = list.items.removeLast()
        appendItem(item, at: path.dropFirst(), to: &inner.blocks[inner.blocks.count - 1])
        list.items.append(inner)
    }
}
