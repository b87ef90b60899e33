// A code fence opened on a line that also opens or continues containers: `> ```js` in a
// quote, `1. ```bash` on a list item's first line. The tail healer must know such a fence is
// open, or it heals the code as text (the fence's own backticks taken for an open code span,
// closed at the end of the code; `> ~~~ info` closed as strikethrough into the info string).
//
// The tail healer's line scan keeps the containers open after each line, as cmark's block
// parser matches them: a quote needs its `>`, a list item its content's indentation (or a
// blank line); a line that continues neither is a lazy line of the paragraph before it, which
// keeps them all open, or it closes those it does not continue. Then the line may open more
// (its `>` and list markers). A fence opened after them is in all of them, and a later line
// stays inside it while it continues every one (a fence has no lazy lines): one that does not
// closes the fence with its container.
//
// The tail starts where cmark starts a block, at a line that holds the markers of the
// containers it is in (a frozen list's tail starts at its last item's marker), so the
// containers found from there are those a parse of the whole text finds.

/// A container a fence's line opens the fence in.
enum FenceContainer: Equatable {
    /// A block quote's `>`.
    case quote
    /// A list item whose content starts `width` columns after the previous container's.
    case item(width: Int)
}

extension LinePatterns {
    /// The quote and list item markers `line` starts with (at `column`, after the containers
    /// it continued), the rest of the line with the markers' white space taken off as
    /// CommonMark takes it, and the column the rest starts at.
    static func fenceContainers(_ line: ArraySlice<UInt8>, column start: Int = 0)
        -> (containers: [FenceContainer], rest: ArraySlice<UInt8>, column: Int) {
        var containers: [FenceContainer] = []
        var rest = line
        var column = start
        while true {
            // NB: most lines open nothing: only a `>`, a bullet or a digit may, after spaces.
            guard let lead = rest.first(where: { $0 != 0x20 }), Self.mayOpenContainer[Int(lead)] else { break }
            if let taken = QuoteMarkers.length(rest) {
                rest = rest.dropFirst(taken)
                column += taken
                containers.append(.quote)
                continue
            }
            let spaces = rest.prefix { $0 == 0x20 }.count
            guard spaces <= 3 else { break }
            let after = rest.dropFirst(spaces)
            guard !isThematicBreak(after) else { break }
            if ListMarker.isAlone(after) {
                // An item whose line holds only its marker: its content is one column after it.
                column += spaces + after.count + 1
                containers.append(.item(width: spaces + after.count + 1))
                rest = after.dropFirst(after.count)
                break
            }
            let marker = ListMarker.length(after) - 1   // NB: its length counts one space or tab after it
            guard marker > 0 else { break }
            // One to four columns of white space after the marker make the content's
            // indentation; with more, the content is indented code one column after it. An
            // item whose line holds only its marker has its content one column after it.
            let gap = whiteSpace(after.dropFirst(marker), column: column + spaces + marker)
            let isEmpty = gap.bytes == after.count - marker
            let width = spaces + marker + (gap.columns <= 4 && !isEmpty ? gap.columns : 1)
            // NB: a tab that the content's column falls inside stays in the rest: counted
            // from that column, what is left of it is indentation (`-\t\tfoo` is code).
            let partTab = gap.columns > 4 && !isEmpty && after[after.startIndex + marker] == 0x09
            rest = after.dropFirst(marker + (gap.columns <= 4 || isEmpty ? gap.bytes : partTab ? 0 : 1))
            column += width
            containers.append(.item(width: width))
        }
        return (containers, rest, column)
    }

    /// The bytes a line's text may start with when it opens a quote or a list item (a tab,
    /// whose width decides what it is, too).
    private static let mayOpenContainer = InlineScanner.table(">-*+0123456789\t")

    /// Whether the list item `line` begins (after up to three spaces) may interrupt a
    /// paragraph: a bullet or the number 1, with content on its line. A quote always may.
    static func mayInterruptParagraph(_ line: ArraySlice<UInt8>) -> Bool {
        let marker = line.drop { $0 == 0x20 }
        guard let first = marker.first, first != UInt8(ascii: ">") else { return true }
        let length = ListMarker.length(marker)   // 0 for a marker alone (`-`, `1.`): no content
        let digits = marker.prefix { $0 >= 0x30 && $0 <= 0x39 }
        return length > 0 && !isBlank(marker.dropFirst(length)) && (digits.isEmpty || digits.elementsEqual("1".utf8))
    }

    /// The columns of white space `text` starts with, at `column` (a tab to the next
    /// multiple of four).
    static func indentation(_ text: ArraySlice<UInt8>, column: Int) -> Int {
        whiteSpace(text, column: column).columns
    }

    /// The white space `text` starts with, at `column`, as far as `limit` columns: its width
    /// (a tab to the next multiple of four; one that goes past `limit` counts whole) and its
    /// length in bytes.
    static func whiteSpace(_ text: ArraySlice<UInt8>, column: Int, upTo limit: Int = .max) -> (columns: Int, bytes: Int) {
        var columns = 0
        var bytes = 0
        for byte in text {
            guard columns < limit, byte == 0x20 || byte == 0x09 else { break }
            columns += byte == 0x09 ? 4 - (column + columns) % 4 : 1
            bytes += 1
        }
        return (columns, bytes)
    }

    /// The rest of `line` after it continues `containers`, or nil when it leaves one of them.
    static func continuing(_ containers: [FenceContainer], _ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let (count, rest, _) = matching(containers, line)
        return count == containers.count ? rest : nil
    }

    /// How many of `containers`, in order, `line` continues, the rest of it after them and
    /// the column that starts at.
    static func matching(_ containers: [FenceContainer], _ line: ArraySlice<UInt8>)
        -> (count: Int, rest: ArraySlice<UInt8>, column: Int) {
        var rest = line
        var column = 0
        for (index, container) in containers.enumerated() {
            switch container {
            case .quote:
                guard let taken = QuoteMarkers.length(rest) else { return (index, rest, column) }
                rest = rest.dropFirst(taken)
                column += taken
            case .item(let width):
                // NB: a blank line goes on with the items, not with a quote inside one (whose
                // marker it lacks: it ends the quote, and a fence in it).
                if isBlank(rest) {
                    rest = rest[rest.endIndex...]
                    continue
                }
                // NB: a tab that goes past the content's column is taken whole (the columns
                // past it are not kept).
                let indent = whiteSpace(rest, column: column, upTo: width)
                guard indent.columns >= width else { return (index, rest, column) }
                rest = rest.dropFirst(indent.bytes)
                column += indent.columns
            }
        }
        return (containers.count, rest, column)
    }

    /// Whether a line that leaves open containers is a lazy continuation of the paragraph
    /// before it (which keeps them open): text that begins no block of its own (an HTML
    /// block, which the caller knows, aside). Indented four columns or more from `column`,
    /// it could begin only indented code, which cannot interrupt a paragraph. `isEnded`: the
    /// line's newline has come (digits alone are then text, not an ordered list's marker
    /// being typed).
    static func isLazyContinuation(_ rest: ArraySlice<UInt8>, column: Int, isEnded: Bool) -> Bool {
        if indentation(rest, column: column) >= 4 { return !isBlank(rest) }
        let text = rest.drop { $0 == 0x20 }
        guard let first = text.first, first != 0x09, !opensATXHeading(text), opensFence(rest) == nil,
              !isMarkerOnly(text) || isEnded && trimmed(text).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        // Not a thematic break (`---`, `***`, `___`, spaces between or not; `__` is text).
        return !isThematicBreak(text)
    }
}
