// The lines of the region the inline scanner reads: where each line's content begins past
// its quote and list markers, and what of the syntax open before it the line ends. A line
// that begins a block (a heading, a list item, a deeper quote) ends everything open, a code
// span and a link included; a quote's next line or a line of pipes may only go on with the
// paragraph, so there only delimiters end; a table's delimiter row and its rows end all of
// it, each cell being parsed on its own.

extension InlineScanner {
    /// What a line ends of the syntax open before it.
    enum Forgets {
        case nothing
        /// Open emphasis and strikethrough (and brackets).
        case delimiters
        /// Those, a code span and a link destination.
        case block
        /// All of it, a tag or entity being typed too (a table's row).
        case everything
    }

    /// What the lines read so far say about the next: the paragraph's column and quotes (a
    /// line left of it or in fewer quotes is lazy), whether a block just ended the paragraph,
    /// and the table the lines are in.
    struct Lines {
        /// Whether the line being scanned is a table's row.
        private(set) var inTable = false
        /// Where the content of the line before starts (after its markers): a table's header,
        /// if a delimiter row of as many cells comes next.
        private var previousContentStart: Int?
        /// The column the paragraph's first line's content starts at (after its markers): a
        /// line left of it is a lazy one, which begins no table. And whether the next line
        /// begins a paragraph (after a heading, or an item that is only its marker).
        private var paragraphColumn = 0
        private var beginsParagraph = true
        /// The quotes the paragraph is in: a line in more begins a quote, which ends it.
        private var paragraphQuotes = 0
        /// The spaces before the table's delimiter row and the quotes it is in, while in a table.
        private var tableIndent = 0
        private var tableQuotes = 0
        /// Where the first line's content starts past its containers, when known (see heal).
        private let firstContentStart: Int?

        init(firstContentStart: Int?) {
            self.firstContentStart = firstContentStart
        }

        /// Reads the markers (`#`, `>`, list markers) of the line at `start` in `bytes`:
        /// where its content starts, and what of the syntax open before it the line ends.
        /// `inSpanOrLink`: whether a code span or a link destination is open, which a quote's
        /// next line or a line of pipes goes on with.
        mutating func enter(_ bytes: [UInt8], lineAt start: Int, inSpanOrLink: Bool) -> (contentStart: Int, forgets: Forgets) {
            var index = start
            var quotes = 0
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: ">") {
                if bytes[index] == UInt8(ascii: ">") { quotes += 1 }
                index += 1
            }
            let quoted = quotes > 0
            let rest = bytes[index...]
            // A heading or a list item always starts a new block: nothing open runs on into it,
            // a code span or link included. A quote marker or a `|` may only continue the
            // paragraph (a quote's next line, a line of text), so there only delimiters are
            // dropped, and not inside a code span or link. Four columns or more past the
            // paragraph's content, a line goes on with it (indented code cannot interrupt it):
            // no heading or item there.
            let continuesIndented = !beginsParagraph && index - start - paragraphColumn >= 4
            let marker = continuesIndented ? 0 : ListMarker.length(rest)
            let isHeading = !continuesIndented && LinePatterns.opensATXHeading(rest)
            // NB: an item that is only its marker (`-` then the line end) begins a block too.
            var isEmptyItem = false
            if marker == 0, !continuesIndented, let first = rest.first,
               first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") || (0x30...0x39).contains(first) {
                let line = rest.prefix { $0 != 0x0A && $0 != 0x0D }
                isEmptyItem = line.endIndex < rest.endIndex && ListMarker.isAlone(line)
            }
            let beginsQuote = !beginsParagraph && quotes > paragraphQuotes
            var forgets = Forgets.nothing
            if isHeading || marker > 0 || isEmptyItem || beginsQuote {
                forgets = .block
            } else if (rest.first == UInt8(ascii: "|") || quoted) && !inSpanOrLink {
                forgets = .delimiters
            }
            var beginsBlock = isHeading || marker > 0 || isEmptyItem || beginsQuote
            let wasInTable = inTable
            if inTable, !beginsBlock {
                // Indented code (four columns past the table's rows), a quote, a fence or a
                // thematic break ends a table too.
                let indent = bytes[start..<index].prefix { $0 == 0x20 }.count
                beginsBlock = indent >= tableIndent + 4 || quotes > tableQuotes || LinePatterns.opensFence(rest) != nil
                    || LinePatterns.isThematicBreak(rest.prefix { $0 != 0x0A && $0 != 0x0D })
            }
            if beginsParagraph || marker > 0 || beginsQuote {
                // NB: quotes an item's marker opens (`1. > a`) hold the paragraph too: a line
                // in fewer is lazy, even at the paragraph's column.
                var content = index + marker
                var itemQuotes = 0
                while marker > 0, content < bytes.count, bytes[content] == 0x20 || bytes[content] == UInt8(ascii: ">") {
                    if bytes[content] == UInt8(ascii: ">") { itemQuotes += 1 }
                    content += 1
                }
                (paragraphColumn, paragraphQuotes) = (itemQuotes > 0 ? content - start : index + marker - start, quotes + itemQuotes)
                // NB: a first line's own indentation (` two`) is no container's: a line left of
                // it but not of its containers is no lazy one (it may be a table's delimiter row).
                if start == 0, marker == 0, let first = firstContentStart { paragraphColumn = min(paragraphColumn, first) }
            }
            beginsParagraph = isHeading || isEmptyItem   // no paragraph goes on after either
            if noteTableRow(bytes, lineStart: start, content: bytes[(index + marker)...], quotes: quotes, beginsBlock: beginsBlock) {
                forgets = .everything
            }
            if inTable, !wasInTable { tableQuotes = quotes }
            return (index + marker, forgets)
        }

        /// Follows tables: a delimiter row (`|---|:--|`) after a line with as many cells
        /// begins one, and its rows go on to a blank line or a line that begins another block.
        /// Whether the line is a table's row (or its delimiter row): nothing open in a row (or
        /// the header) runs on past it. NB: this runs for every line the healer scans, so it
        /// reads a line only as far as it must (a line of text is no delimiter row at its
        /// first letter, and the line before is looked at only after one).
        private mutating func noteTableRow(_ bytes: [UInt8], lineStart: Int, content rest: ArraySlice<UInt8>, quotes: Int,
                                           beginsBlock: Bool) -> Bool {
            defer { previousContentStart = rest.startIndex }
            if inTable {
                let first = rest.first { $0 != 0x20 && $0 != 0x09 }
                inTable = !beginsBlock && first != nil && first != 0x0A && first != 0x0D
                return inTable
            }
            if LinePatterns.isTableDelimiterRow(rest), let previous = previousContentStart, previous < lineStart,
               // NB: not a lazy line (out of the paragraph's list item or quote: left of its
               // column, or in fewer quotes), nor one indented four columns or more.
               quotes == paragraphQuotes, (paragraphColumn..<(paragraphColumn + 4)).contains(rest.startIndex - lineStart),
               LinePatterns.tableCells(bytes[previous..<lineStart]) == LinePatterns.tableCells(rest.prefix { $0 != 0x0A && $0 != 0x0D }) {
                inTable = true
                tableIndent = bytes[lineStart...].prefix { $0 == 0x20 }.count
                return true
            }
            return false
        }
    }
}
