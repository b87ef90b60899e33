// The fast path for a list item begun: `- Next step` after a line of the last item's
// paragraph. Lists are the commonest structure of an agent's reply, and every item started
// a full parse of the last item (of the whole outer item, for a nested list).
//
// It applies when the chunk's last line starts with a list marker at exactly the column of
// the marker of the last item of a list on the tail's last path (the same bullet, or a number
// with the same delimiter), one to four spaces and a letter, and the line before it holds
// text of the paragraph that item (or an item nested in it) ends in. Then the line is that
// list's next item, and any list nested deeper ends: cmark matches such a line to no deeper
// item (its content starts further right) and starts a sibling item with it. The item is a
// paragraph of the line's words. No blank line came between, so the lists stay as tight or
// loose as they were. Only lists may be on the path (a quote's `>` would have to come first),
// and the last parse must have healed nothing: the healer forgets open syntax at an item line.
import MarkdownModel

extension FastAppend {
    /// Adds the item the chunk's last line begins (and the chunk's words before it, to the
    /// paragraph that line ends) to the tail's `blocks`; nil, with the blocks as they were,
    /// when the chunk must be parsed. `line` is the 1-based number of the chunk's last line.
    static func listItem(_ source: [UInt8], chunkStart: Int, lineStart: Int, line: Int, to blocks: inout [Block]) -> Appended? {
        guard chunkStart > 0, qualifies(source, chunkStart: chunkStart, lineStart: lineStart, listMarkers: true),
              !mayFormAutolink(source[...], chunkStart: chunkStart) else { return nil }
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
        let previousStart = source[..<newline].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let previous = source[previousStart..<newline]
        guard previous.contains(where: { $0 != 0x20 }), !LinePatterns.shouldHoldBack(previous) else { return nil }
        var path: [Int] = []
        if let item {
            guard let found = listPath(to: item.indent + 1, kind: item.kind, in: blocks) else { return nil }
            path = found
        } else {
            // A marker alone (`-`, `1.`), which the full update holds back until words come.
            guard LinePatterns.shouldHoldBack(itemLine) else { return nil }
        }
        if chunkStart < newline {
            guard var words = addition(source, chunkStart: chunkStart, lineStart: lineStart, depth: 0, end: newline),
                  !words.isMultiline, appending(&words, to: &blocks) else { return nil }
        }
        guard let item else { return Appended() }
        // NB: cmark gives an item's start as the 1-based column of its marker.
        let range = SourceRange(startLine: line, startColumn: item.indent + 1, endLine: line, endColumn: itemLine.count)
        let paragraph = Paragraph(inlines: [.text(String(decoding: item.content, as: UTF8.self))], range: range)
        appendItem(ListItem(blocks: [.paragraph(paragraph)], range: range), at: path[...], to: &blocks[blocks.count - 1])
        return Appended()
    }

    /// The list item a line begins: its marker, the spaces after it and words starting with a
    /// letter, nothing else (no thematic break, task box, code or empty item).
    struct ItemLine {
        let indent: Int
        let kind: List.Kind
        let content: ArraySlice<UInt8>

        init?(_ line: ArraySlice<UInt8>) {
            indent = line.prefix { $0 == 0x20 }.count
            let rest = line.dropFirst(indent)
            let length = ListMarker.length(rest)
            guard length > 0, rest[rest.startIndex + length - 1] == 0x20 else { return nil }
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
            guard spaces <= 4, let first = after.dropFirst(spaces - 1).first,
                  (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else { return nil }
            var words = after.dropFirst(spaces - 1)
            while words.last == 0x20 { words = words.dropLast() }
            content = words
        }
    }

    /// The indices of the last items' lists, from the tail's last block down to the list whose
    /// last item has its marker at `column` and is of `kind`, when only lists are on the way
    /// and the path goes on, through last items, to a paragraph.
    private static func listPath(to column: Int, kind: List.Kind, in blocks: [Block]) -> [Int]? {
        var path: [Int] = []
        var found: Int?
        var current = blocks.last
        while let block = current {
            switch block {
            case .list(let list):
                guard let item = list.items.last else { return nil }
                if found == nil, item.range?.startColumn == column, sameKind(list.kind, kind) { found = path.count }
                path.append(list.items.count - 1)
                current = item.blocks.last
            case .paragraph:
                guard let found else { return nil }
                return Array(path.prefix(found + 1))
            default:
                return nil
            }
        }
        return nil
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
