/// Line-level tests the tail healer needs, on raw bytes.
enum LinePatterns {
    /// Whether a line holds nothing but spaces and tabs (a blank line to CommonMark).
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Where the line that ends at `end` (its line feed, or the end of the text) starts.
    static func lineStart(in source: [UInt8], endingAt end: Int) -> Int {
        source[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    }

    /// The line without up to `limit` leading spaces, or nil when more are there.
    static func strippingIndent(_ line: ArraySlice<UInt8>, limit: Int = 3) -> ArraySlice<UInt8>? {
        var rest = line
        var count = 0
        while let first = rest.first, first == 0x20 {
            count += 1
            rest = rest.dropFirst()
        }
        return count <= limit ? rest : nil
    }

    /// How many cells a table row holds, as cmark-gfm splits it: at `|`s that no backslash
    /// escapes (in code spans too), less a pipe at either end (`|` alone holds none).
    static func tableCells(_ line: ArraySlice<UInt8>) -> Int {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0A || line[end - 1] == 0x0D {
            end -= 1
        }
        var start = line.startIndex
        while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
        guard start < end else { return 0 }
        if line[start] == UInt8(ascii: "|") {
            if end - start == 1 { return 0 }
            start += 1
        }
        if line[end - 1] == UInt8(ascii: "|"), line[end - 2] != UInt8(ascii: "\\") { end -= 1 }
        var cells = 1
        for index in start..<end where line[index] == UInt8(ascii: "|") && (index == start || line[index - 1] != UInt8(ascii: "\\")) {
            cells += 1
        }
        return cells
    }

    /// Whether the line `rest` begins is a table's delimiter row: cells of `-` with optional
    /// `:` at either end, between pipes; every cell holds a `-` (`--| |` is text).
    static func isTableDelimiterRow(_ rest: ArraySlice<UInt8>) -> Bool {
        var (pipes, cells) = (0, 0)
        var (content, dash) = (false, false)   // in the cell being read
        for byte in rest {
            switch byte {
            case 0x0A, 0x0D:
                return pipes > 0 && (content ? dash : true) && cells + (content ? 1 : 0) > 0
            case UInt8(ascii: "|"):
                if content {
                    guard dash else { return false }
                    cells += 1
                } else if pipes > 0 {
                    return false   // an empty cell between two pipes
                }
                pipes += 1
                (content, dash) = (false, false)
            case UInt8(ascii: "-"): (content, dash) = (true, true)
            case UInt8(ascii: ":"): content = true
            case 0x20, 0x09: continue
            default: return false
            }
        }
        return pipes > 0 && (content ? dash : true) && cells + (content ? 1 : 0) > 0
    }

    /// Whether a line is a thematic break (three or more `*`, `-` or `_`, spaces between
    /// allowed), which is no list item, though it may begin like one (`- - -`).
    static func isThematicBreak(_ line: ArraySlice<UInt8>) -> Bool {
        endsParagraph(line, underlines: false)
    }

    /// Whether a whole line ends the paragraph before it: a thematic break (three or more
    /// `*`, `-` or `_`, spaces between allowed) or, right under paragraph text in the same
    /// containers (`underlines`), a setext underline (a run of `=` or `-`).
    static func endsParagraph(_ line: ArraySlice<UInt8>, underlines: Bool) -> Bool {
        guard let rest = strippingIndent(line), let marker = rest.first,
              marker == UInt8(ascii: "*") || marker == UInt8(ascii: "-") || marker == UInt8(ascii: "_")
                || marker == UInt8(ascii: "=") else { return false }
        var count = 0
        var spaced = false   // white space after a marker, before the last one
        var sawSpace = false
        for byte in rest {
            if byte == marker {
                count += 1
                spaced = spaced || sawSpace
            } else if byte == 0x20 || byte == 0x09 {
                sawSpace = true
            } else {
                return false
            }
        }
        if underlines, marker == UInt8(ascii: "=") || marker == UInt8(ascii: "-"), !spaced { return true }
        return marker != UInt8(ascii: "=") && count >= 3
    }

    /// An opening code fence: three or more backticks or tildes (indentation allowed, since
    /// fences inside list items are indented), with the info string after it.
    static func opensFence(_ line: ArraySlice<UInt8>) -> LineScan.Fence? {
        let rest = line.drop { $0 == 0x20 || $0 == 0x09 }
        guard let character = rest.first, character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
        let length = rest.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length)
        if character == UInt8(ascii: "`") && info.contains(UInt8(ascii: "`")) { return nil }
        return LineScan.Fence(character: character, length: length, info: String(decoding: trimmed(info), as: UTF8.self))
    }

    static func closesFence(_ line: ArraySlice<UInt8>, fence: LineScan.Fence) -> Bool {
        // NB: indented four columns or more it is a line of code.
        guard indentation(line, column: 0) <= 3 else { return false }
        let rest = line.drop { $0 == 0x20 || $0 == 0x09 }
        let run = rest.prefix { $0 == fence.character }.count
        return run >= fence.length && rest.dropFirst(run).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// A last line inside a fence that is becoming its closing fence (`` ` ``, ``` `` ```).
    static func isPartialClosingFence(_ line: ArraySlice<UInt8>, fence: LineScan.Fence) -> Bool {
        let rest = line.drop { $0 == 0x20 || $0 == 0x09 }
        return !rest.isEmpty && rest.allSatisfy { $0 == fence.character }
    }

    /// An unfinished last line whose meaning its newline decides: a lone list, heading or
    /// quote marker, a fence being typed, `-`/`=`/`*`/`_` runs (setext underline, thematic
    /// break or list item?), a table row or a link reference definition in progress (in
    /// quotes too), spaces alone.
    static func shouldHoldBack(_ line: ArraySlice<UInt8>) -> Bool {
        let rest = line.drop { $0 == 0x20 || $0 == 0x09 }
        // NB: spaces alone show nothing yet; they may become a row's indentation in a list
        // item (then the table fast path goes on without a parse).
        guard let first = rest.first else { return !line.isEmpty && !line.contains(0x09) }
        let content = pastQuoteMarkers(rest)
        if content.first == UInt8(ascii: "|") || mayBeDefinition(content) { return true }
        if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
            return rest.prefix { $0 == first }.count == rest.count || rest.prefix { $0 == first }.count >= 3
        }
        if holdsOnlyMarkers(rest) { return true }
        return rest.allSatisfy {
            $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_")
                || $0 == 0x20 || $0 == 0x09
        }
    }

    /// `line` (its indentation taken off) past its quote markers: a quote's rows and
    /// definitions are held back as the top level's are.
    /// NB: past the spaces between them too, which may be a list item's indentation (`>     > |`
    /// in a quote in an item in a quote); the caller leaves out lines of indented code.
    private static func pastQuoteMarkers(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.first == UInt8(ascii: ">") ? line.drop { $0 == UInt8(ascii: ">") || $0 == 0x20 } : line
    }

    /// How long a held-back line stays held back (nil: it is looked at again with the next
    /// chunk): a table row (`|` first) or a link reference definition until its line end,
    /// whatever comes before it (not a fence-character run: "```" may close a fence,
    /// "``` x" not); a label that may begin a definition until its `]`; a run of `=` or `-`
    /// while only more of it comes.
    static func heldBack(_ line: ArraySlice<UInt8>) -> HeldBack? {
        let indented = line.drop { $0 == 0x20 || $0 == 0x09 }
        if let first = indented.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-"), indented.allSatisfy({ $0 == first }) {
            // A setext underline being typed (a thematic break or a list marker, for `-`)
            // stays one while its character is all that comes. (Not after quote markers:
            // `> -` waits as a lone list marker, `> --` shows as text.)
            return HeldBack.run(of: first)
        }
        let rest = pastQuoteMarkers(indented)
        if rest.first == UInt8(ascii: "|") { return .line }
        guard rest.first == UInt8(ascii: "[") else { return nil }
        guard let end = labelEnd(rest) else { return .label }
        guard rest[(end + 1)...].first == UInt8(ascii: ":"), mayBeDefinition(rest) else { return nil }
        // NB: a footnote's is looked at again with the next chunk: its text shows as it comes.
        return rest.dropFirst().first == UInt8(ascii: "^") ? nil : .line
    }

    /// Whether `text` holds `]:`, where a link reference or footnote definition may end
    /// (one there can change links anywhere after it).
    static func mayHoldDefinition(_ text: ArraySlice<UInt8>) -> Bool {
        // NB: a search for `]` first, which skips the text between them quickly (the tail may be long).
        var index = text.startIndex
        while let close = text[index...].firstIndex(of: UInt8(ascii: "]")) {
            if close + 1 < text.endIndex, text[close + 1] == UInt8(ascii: ":") { return true }
            index = close + 1
        }
        return false
    }

    /// A line that may be a link reference or footnote definition being typed: `[label` or
    /// `[label]` with nothing after yet, or `[label]:` and a destination (a definition shows
    /// nothing, so its label flashing as text and vanishing is held back). A footnote's text
    /// shows once it begins after its `]:` (before, it would be an empty note).
    static func mayBeDefinition(_ rest: ArraySlice<UInt8>) -> Bool {
        guard rest.first == UInt8(ascii: "[") else { return false }
        guard let end = labelEnd(rest) else { return true }
        let after = rest[(end + 1)...]
        guard let next = after.first else { return true }
        guard next == UInt8(ascii: ":") else { return false }
        return rest.dropFirst().first != UInt8(ascii: "^") || after.dropFirst().allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The index of the `]` that ends the label `rest` begins with (backslash escapes skipped).
    private static func labelEnd(_ rest: ArraySlice<UInt8>) -> Int? {
        var index = rest.startIndex + 1
        while index < rest.endIndex {
            switch rest[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "]"): return index
            default: index += 1
            }
        }
        return nil
    }

    /// Whether `text` (a line after its containers and indentation) opens an ATX heading: one
    /// to six `#`, then a space, a tab or the line's end. (So an unfinished `##` may yet be
    /// one; `#hashtag` and `####### x` are text.)
    static func opensATXHeading(_ text: ArraySlice<UInt8>) -> Bool {
        let hashes = text.prefix { $0 == UInt8(ascii: "#") }.count
        guard (1...6).contains(hashes) else { return false }
        let after = text.dropFirst(hashes).first
        return after == nil || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D
    }

    /// `text` without the spaces and tabs at its start and end.
    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = text.endIndex
        while end > text.startIndex, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
        return text[..<end].drop { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether a line holds quote and list markers and nothing else but white space and
    /// perhaps a marker that `isMarkerOnly` knows (`> - #`, `1. >`): it would show as an
    /// empty quote, bullet or heading.
    static func holdsOnlyMarkers(_ line: ArraySlice<UInt8>) -> Bool {
        var rest = line
        var last: FenceContainer?
        while true {
            rest = rest.drop { $0 == 0x20 || $0 == 0x09 }
            if rest.isEmpty { return last != nil }
            // NB: digits after a list marker are the item's text (`* 40 bits`) as the item
            // fast path shows them, though `* 4` may yet become `* 4.`; after a quote's they
            // wait (`> > 1` then `> > 1.` would show a line and take it back).
            var isItemText = false
            if case .item? = last {
                isItemText = rest.allSatisfy { $0 >= 0x30 && $0 <= 0x39 || $0 == 0x20 || $0 == 0x09 }
            }
            if isMarkerOnly(rest), !isItemText { return true }
            let (containers, after, _) = fenceContainers(rest)
            guard let innermost = containers.last else { return false }
            last = innermost
            rest = after
        }
    }

    /// `-`, `*`, `+`, `1.`, `2)`, `#`..`######`, `>` or `- [ ]` with nothing after yet.
    static func isMarkerOnly(_ rest: ArraySlice<UInt8>) -> Bool {
        let text = trimmed(rest)
        guard let first = text.first else { return false }
        // NB: most lines are text: a letter first is no marker.
        if first >= UInt8(ascii: "A") { return false }
        if text.allSatisfy({ $0 == UInt8(ascii: "#") }) { return text.count <= 6 }
        if ListMarker.isAlone(text) || text.count == 1 && first == UInt8(ascii: ">") { return true }
        if text.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
        // A task item being typed: "- [", "1. [ ", "-  [x]" (its `]` and a space after it
        // make it a checkbox; without them it shows as text).
        let marker = ListMarker.length(text)
        guard marker > 0 else { return false }
        let spaces = text.dropFirst(marker).prefix { $0 == 0x20 }.count
        let box = text.dropFirst(marker + spaces)
        return spaces <= 3 && box.first == UInt8(ascii: "[") && box.count <= 3
    }
}

/// Block quote markers at a line start: up to three spaces, `>` and one optional space, as
/// many times as the quotes are deep.
enum QuoteMarkers {
    /// How many markers `line` starts with, and the rest (without its leading and trailing
    /// spaces when `trimming`); 0 and the line when a tab comes before the content.
    /// NB: indices, not slices of slices: the fast paths call this on every chunk, and each
    /// slice made retains and releases the source.
    static func strip(_ line: ArraySlice<UInt8>, trimming: Bool = true) -> (markers: Int, content: ArraySlice<UInt8>) {
        var start = line.startIndex
        var markers = 0
        while let taken = length(line, from: start) {
            start += taken
            markers += 1
        }
        if markers > 0 {
            var index = start
            while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 {
                if line[index] == 0x09 { return (0, line) }
                index += 1
            }
        }
        var end = line.endIndex
        if trimming {
            while start < end, line[start] == 0x20 { start += 1 }
            while end > start, line[end - 1] == 0x20 { end -= 1 }
        }
        return (markers, line[start..<end])
    }

    /// The bytes the quote marker `text` starts with takes (up to three spaces, `>` and one
    /// optional space), or nil when it starts with none.
    static func length(_ text: ArraySlice<UInt8>) -> Int? {
        length(text, from: text.startIndex)
    }

    /// The same for the marker at `start` in `text`.
    private static func length(_ text: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < text.endIndex, text[index] == 0x20 {
            guard index - start < 3 else { return nil }
            index += 1
        }
        guard index < text.endIndex, text[index] == UInt8(ascii: ">") else { return nil }
        return index + 1 - start + (index + 1 < text.endIndex && text[index + 1] == 0x20 ? 1 : 0)
    }

    /// Whether the whole line `line` (1-based, ended) of `source` holds nothing but quote
    /// markers and white space: a blank line, in as many quotes as it has markers.
    static func holdsOnlyMarkers(line: Int, of source: [UInt8], lines: SourceLines) -> Bool {
        let start = lines.offset(ofLine: line)
        var end = lines.offset(ofLine: line + 1) - 1   // its line feed
        if end > start, source[end - 1] == 0x0D { end -= 1 }
        return LinePatterns.isBlank(strip(source[start..<end]).content)
    }

    /// Whether the `>` at `index` is one of its line's quote markers: only spaces and `>` come
    /// before it on the line.
    static func isMarker(_ source: [UInt8], at index: Int) -> Bool {
        var start = index
        while start > 0, source[start - 1] != 0x0A {
            guard source[start - 1] == 0x20 || source[start - 1] == UInt8(ascii: ">") else { return false }
            start -= 1
        }
        return true
    }
}
