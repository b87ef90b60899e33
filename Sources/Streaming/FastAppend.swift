// The fast path of streaming: most chunks add words to the last paragraph, or lines to an
// open code fence. When a chunk cannot change the structure of anything before it, it is
// appended to the deepest last text (or code) of the provisional tail instead of parsing the
// tail again, so its cost is O(chunk), not O(tail).
//
// A chunk qualifies for text when the last parse was not healed (healing would have to run
// again) and:
// - it holds no byte that opens or closes inline syntax (delimiters, brackets, backticks,
//   `<`, `>`, `&`, `\`, `|`, tabs, carriage returns; `#` in a line that may be a heading,
//   whose closing sequence it may be; `_` unless between letters or digits; a character
//   split between chunks never reaches it: StreamingParser holds its first bytes back);
//   within a line, the byte before it is none of those either (so no
//   delimiter run changes flanking), unless the chunk starts with a space (the end of the
//   text was white space to that run already);
// - the line it continues is already decided: it holds a letter, so the chunk cannot turn it
//   into a list item, heading, setext underline, thematic break or table delimiter row, and
//   it does not start a link reference or footnote definition being typed (`[` first, and no
//   `]` yet that something else than `:` follows), unless the last parse showed it as the
//   first line of a footnote definition written at the top level;
// - each line it starts continues the last paragraph: it begins with a letter (no block can
//   start so), after a line of that paragraph that was not blank, a definition or a `\`
//   break; it adds a soft break, or a hard one after two spaces, and its words. In a quote
//   (quotes in quotes, no list), the letter may come after as many `>` markers as there are
//   quotes or fewer, when the last parse healed nothing: the healer forgets open syntax at a
//   `>` line, which the words would otherwise go into;
// - the line it goes on with is the last block's, as the last parse showed it (a footnote
//   definition nothing cites shows nothing, nor do its lazy lines);
// - the words it touches have no `://`, `@` or `www.` (an extended autolink may be forming),
//   and it does not end in `!` (an image may be beginning, which healing holds back);
// - a `)` in it has no `](` before it on its line or the line before (it may end a link).
// Spaces the parser trimmed from the end of the paragraph come back in front of the chunk,
// and the chunk's own trailing spaces are left out, as a parse would.
//
// Inside a code fence whose line holds only indentation and the fence, every chunk qualifies
// (line ends included) unless a line it touches starts with the fence character (that may be
// the closing fence) or is indented less than the fence (it may leave the list item); see
// FastAppend+Code.swift.
// Only the provisional tail is touched: blocks are committed only by full parses (of the
// tail), and finish() parses the tail as it is.
import MarkdownModel

enum FastAppend {
    /// Bytes that send a chunk to the parse, inside it or as the byte before it (`#` and `_`
    /// only where `qualifies` finds they may be syntax). `>` too: it may complete a tag begun
    /// in an earlier chunk (raw HTML, not text).
    static let special = InlineScanner.table("\r\t*_~`[]<>&\\|#")

    /// Adds `chunk` (the last bytes of `source`) to the deepest last text of the tail's
    /// `blocks`; nil, with the blocks as they were, when the chunk must be parsed.
    /// `depth` is the number of emphasis and strikethrough containers still open at the end
    /// (the last parse closed them provisionally): the words go inside the innermost.
    /// `quoteMarkers`: whether a line may start with quote markers (`>`), when the paragraph
    /// is in as many quotes (the block parser takes them, so they end no tag). `line`: the
    /// number of the line at `lineStart`.
    static func text(_ source: [UInt8], chunkStart: Int, lineStart: Int, line: Int, into depth: Int, quoteMarkers: Bool = false,
                     to blocks: inout [Block]) -> Appended? {
        // NB: one walk down the tail's last path for both questions asked of its deepest block.
        let deepest = deepestLastBlock(blocks)
        if case .table(let table)? = deepest, wordsFallPast(table, source, lineStart: lineStart, end: source.count) { return nil }
        // NB: the line the chunk goes on with (or, on a line with nothing yet but spaces and
        // quote markers, the one before) must be the last block's: text cmark does not show (a
        // footnote definition nothing cites, and its lazy lines) must not go into the block
        // shown before it.
        let begun = chunkStart > lineStart && !QuoteMarkers.strip(source[lineStart..<chunkStart]).content.isEmpty
        if let end = deepest?.range?.endLine, end < (begun ? line : line - 1) { return nil }
        guard chunkStart > 0, chunkStart < source.count,
              qualifies(source, chunkStart: chunkStart, lineStart: lineStart, quoteMarkers: quoteMarkers),
              !mayFormAutolink(source[...], chunkStart: chunkStart),
              depth == 0 || endsInLetterOrDigit(source, from: chunkStart) && followsLetterOrDigit(source, chunkStart: chunkStart),
              var addition = addition(source, chunkStart: chunkStart, lineStart: lineStart, depth: depth,
                                      opensNote: footnoteDefinitionStarts(onLine: line, in: blocks)),
              appending(&addition, to: &blocks) else { return nil }
        return Appended(splicedInlines: addition.followedText ? addition.inlines : nil)
    }

    /// Whether the line at `lineStart` (up to `end`) is a row of the table the tail ends in
    /// with more cells than its header: those are dropped, so words typed there show nowhere.
    static func wordsFallPastTableCells(_ source: [UInt8], lineStart: Int, end: Int, in blocks: [Block]) -> Bool {
        guard let table = lastTable(in: blocks) else { return false }
        return wordsFallPast(table, source, lineStart: lineStart, end: end)
    }

    private static func wordsFallPast(_ table: Table, _ source: [UInt8], lineStart: Int, end: Int) -> Bool {
        LinePatterns.tableCells(QuoteMarkers.strip(source[lineStart..<end], trimming: false).content) > table.alignments.count
    }

    /// The table the tail ends in, at the top level or as the last block of quotes and list
    /// items.
    static func lastTable(in blocks: [Block]) -> Table? {
        if case .table(let table)? = deepestLastBlock(blocks) { table } else { nil }
    }

    /// The last block of `blocks`, or, when that is a quote or a list, the deepest last block
    /// in it (in the last item of a list): where the tail's text ends.
    static func deepestLastBlock(_ blocks: [Block]) -> Block? {
        switch blocks.last {
        case .blockQuote(let quote)?: deepestLastBlock(quote.blocks)
        case .list(let list)?: deepestLastBlock(list.items.last?.blocks ?? [])
        case let block: block
        }
    }

    /// Applies `change` to the deepest last block of `blocks` (see `deepestLastBlock`), and
    /// returns what it returns. Each block on the way is moved out while it changes, so what
    /// it holds (rows, code) is not shared, and grows in place.
    static func changingDeepestLast(in blocks: inout [Block], _ change: (inout Block) -> Bool) -> Bool {
        guard let last = blocks.indices.last else { return false }
        var block = blocks[last]
        blocks[last] = .thematicBreak(ThematicBreak())
        let changed: Bool
        switch block {
        case .blockQuote(var quote):
            block = .thematicBreak(ThematicBreak())
            changed = changingDeepestLast(in: &quote.blocks, change)
            block = .blockQuote(quote)
        case .list(var list) where !list.items.isEmpty:
            block = .thematicBreak(ThematicBreak())
            changed = changingDeepestLast(in: &list.items[list.items.count - 1].blocks, change)
            block = .list(list)
        default:
            changed = change(&block)
        }
        blocks[last] = block
        return changed
    }

    /// What the chunk adds (up to `limit`, the end of the text when nil), line by line: words
    /// continuing the current line, then a break and words for each line it starts; nil when
    /// a line is not a plain continuation.
    /// `opensNote`: the line at `lineStart` begins the footnote definition the tail ends in.
    static func addition(_ source: [UInt8], chunkStart: Int, lineStart: Int, depth: Int, end limit: Int? = nil,
                         opensNote: Bool = false) -> Addition? {
        let limit = limit ?? source.count
        var addition = Addition(verbatimBytes: source[chunkStart..<limit], depth: depth)
        var line = lineStart
        var segment = chunkStart
        while true {
            let end = source[segment..<limit].firstIndex(of: 0x0A) ?? limit
            let words = trimmingSpaces(source[segment..<end])
            // NB: a line is new to the tail while only spaces and quote markers came of it.
            if !QuoteMarkers.strip(source[line..<segment]).content.isEmpty {
                guard isDecided(source[line..<segment], opensNote: opensNote && line == lineStart) else { return nil }
                if !words.isEmpty {
                    guard let restored = trimmedSpaces(source, before: segment, lineStart: line) else { return nil }
                    let text = String(decoding: source[segment..<words.endIndex], as: UTF8.self)
                    addition.append(.text(restored == 0 ? text : String(repeating: " ", count: restored) + text))
                }
            } else {
                addition.isMultiline = true
                let (markers, content) = QuoteMarkers.strip(source[line..<end])
                addition.quoteMarkers = max(addition.quoteMarkers, markers)
                if !content.isEmpty {
                    guard let lineBreak = breakBefore(line: line, in: source), let first = content.first,
                          (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else { return nil }
                    addition.append(lineBreak)
                    addition.append(.text(String(decoding: content, as: UTF8.self)))
                } else if end < limit {
                    return nil   // a blank line ends the paragraph
                }
            }
            guard end < limit else { return addition }
            addition.isMultiline = true
            line = end + 1
            segment = end + 1
        }
    }

    /// How many spaces before `position` the parse trimmed from the end of the text: the
    /// spaces back to the last text on the line, across the unclosed `[` (and `![`) that
    /// healing dropped between them (`a [ b` shows as `a  b`); nil when a tab is among them
    /// (the chunk then goes to the parse, which keeps it).
    static func trimmedSpaces(_ source: [UInt8], before position: Int, lineStart: Int) -> Int? {
        var index = position
        var spaces = 0
        while index > lineStart {
            switch source[index - 1] {
            case 0x09:
                return nil
            case 0x20:
                spaces += 1
                index -= 1
            case UInt8(ascii: "[") where !isEscaped(source, at: index - 1, lineStart: lineStart):
                index -= 1
                if index > lineStart, source[index - 1] == UInt8(ascii: "!"), !isEscaped(source, at: index - 1, lineStart: lineStart) {
                    index -= 1
                }
            default:
                return spaces
            }
        }
        return spaces
    }

    /// Whether the byte at `index` follows an odd run of backslashes.
    private static func isEscaped(_ source: [UInt8], at index: Int, lineStart: Int) -> Bool {
        var start = index
        while start > lineStart, source[start - 1] == UInt8(ascii: "\\") { start -= 1 }
        return (index - start) % 2 == 1
    }

    /// The break a new line of the paragraph starts with, after the line before `line`: soft,
    /// or hard after two spaces; nil when that line is blank, a definition or ends in `\`.
    private static func breakBefore(line: Int, in source: [UInt8]) -> Inline? {
        guard line > 0 else { return nil }
        // The line before ends at `\n`, `\r\n` or a lone `\r` (`line1\r\r\n` has a blank one).
        var previousEnd = line - 1
        if source[previousEnd] == 0x0A, previousEnd > 0, source[previousEnd - 1] == 0x0D { previousEnd -= 1 }
        var previousStart = previousEnd
        while previousStart > 0, source[previousStart - 1] != 0x0A, source[previousStart - 1] != 0x0D { previousStart -= 1 }
        let previous = QuoteMarkers.strip(source[previousStart..<previousEnd], trimming: false).content
        // NB: nor `>` after a list item's indentation (`    >`, blank in the item's quote).
        guard !previous.allSatisfy({ $0 == UInt8(ascii: ">") || $0 == 0x20 || $0 == 0x09 }) else { return nil }
        // NB: a line of spaces and tabs is blank.
        guard let first = previous.first(where: { $0 != 0x20 && $0 != 0x09 }), first != UInt8(ascii: "["),
              previous.last != UInt8(ascii: "\\") else { return nil }
        return previous.reversed().prefix { $0 == 0x20 }.count >= 2 ? .lineBreak : .softBreak
    }

    private static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = bytes.drop { $0 == 0x20 }
        while result.last == 0x20 { result = result.dropLast() }
        return result
    }

    /// The chunk, up to `end` (its end when nil), and within a line the byte before it, hold
    /// nothing inline syntax could react to; the chunk is whole characters.
    /// `quoteMarkers`: whether a `>` may be a quote marker.
    static func qualifies(_ source: [UInt8], chunkStart: Int, lineStart: Int, end: Int? = nil, quoteMarkers: Bool = false) -> Bool {
        let previous = source[chunkStart - 1]
        let end = end ?? source.count
        // A `#` only matters in a heading's line (a closing sequence); `_` between letters or
        // digits can neither open nor close emphasis.
        var hashIsText: Bool?
        func isText(_ index: Int) -> Bool {
            switch source[index] {
            case UInt8(ascii: "#"):
                if hashIsText == nil { hashIsText = !mayBeHeading(source[lineStart..<chunkStart]) }
                return hashIsText == true
            case UInt8(ascii: "_"):
                return isIntraword(source, underscoreAt: index, lineStart: lineStart)
            case UInt8(ascii: ">"):
                return quoteMarkers && QuoteMarkers.isMarker(source, at: index)
            default:
                return false
            }
        }
        // NB: a space after syntax changes nothing: the end of the text counted as white space
        // for the run before it (its flanking), and a `<` or `&` before a space is no tag or
        // entity either way. But a `]` that ends the text may yet begin a link's destination,
        // so healing leaves what it holds; a space after it makes no link, and the delimiters
        // inside may close after all.
        let afterSyntax = source[chunkStart] == 0x20 && previous != 0x0D && previous != 0x09 && previous != UInt8(ascii: "]")
        // NB: not an `_` right before the chunk, though letters now surround it: at the end of
        // the text it may have closed emphasis, which a letter after it undoes (`_a b_` then `c`).
        let previousIsText = previous != UInt8(ascii: "_") && isText(chunkStart - 1)
        if chunkStart > lineStart, special[Int(previous)] && !previousIsText && !afterSyntax { return false }
        // NB: `## Title #` then ` more`: the `#` was a closing sequence until text came after it.
        var last = chunkStart
        while last > lineStart, source[last - 1] == 0x20 { last -= 1 }
        if last > lineStart, source[last - 1] == UInt8(ascii: "#"), !isText(last - 1) { return false }
        for index in chunkStart..<end where special[Int(source[index])] && !isText(index) { return false }
        if end == source.count, endsInBang(source) { return false }
        for index in chunkStart..<end where source[index] == UInt8(ascii: ")") && mayEndDestination(source, at: index, lineStart: lineStart) {
            return false
        }
        return isWholeCharacters(source, from: chunkStart)
    }

    /// Whether the text ends in `!`, which may begin an image: healing holds it back, so a
    /// chunk ending in one goes to the parse.
    static func endsInBang(_ source: [UInt8]) -> Bool {
        source.last == UInt8(ascii: "!")
    }

    /// Whether the `)` at `index` may end a link's destination: a `](` comes before it on its
    /// line or the line before. (The healer holds such a destination back while it is typed,
    /// but it forgets a `[` opened before a `>` line, and then the `)` arrives as text.)
    private static func mayEndDestination(_ source: [UInt8], at index: Int, lineStart: Int) -> Bool {
        let from = lineStart > 0 ? LinePatterns.lineStart(in: source, endingAt: lineStart - 1) : 0
        var position = index - 1
        while position > from {
            if source[position] == UInt8(ascii: "("), source[position - 1] == UInt8(ascii: "]") { return true }
            position -= 1
        }
        return false
    }

    /// Whether the line, past its indentation, quote and list markers, starts with `#`.
    private static func mayBeHeading(_ line: ArraySlice<UInt8>) -> Bool {
        var rest = line
        while true {
            let before = rest.count
            rest = rest.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
            rest = rest.dropFirst(ListMarker.length(rest))
            if rest.count == before { return rest.first == UInt8(ascii: "#") }
        }
    }

    /// Whether the run of `_` around `index` has an ASCII letter or digit on both sides, on
    /// its line (then it is text whatever comes next).
    private static func isIntraword(_ source: [UInt8], underscoreAt index: Int, lineStart: Int) -> Bool {
        var start = index
        while start > lineStart, source[start - 1] == UInt8(ascii: "_") { start -= 1 }
        var end = index + 1
        while end < source.count, source[end] == UInt8(ascii: "_") { end += 1 }
        guard start > lineStart, end < source.count else { return false }
        return isAlphanumeric(source[start - 1]) && isAlphanumeric(source[end])
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Whether the chunk from `chunkStart` to the end is whole UTF-8 characters: it does not
    /// start with a stray continuation byte (invalid UTF-8). NB: it cannot start or end
    /// inside a character: `StreamingParser` keeps a split one out of the text until it is
    /// whole.
    static func isWholeCharacters(_ source: [UInt8], from chunkStart: Int) -> Bool {
        chunkStart < source.count && source[chunkStart] & 0xC0 != 0x80
    }

    /// A line whose kind no more text can change: it holds a letter (so it is no marker,
    /// underline or delimiter row) and does not start a definition: a line that starts with
    /// `[` may, until its label's `]` is followed by something else than `:` (a link's `(`,
    /// a space: `[Node.js](https://nodejs.org) is...`). `opensNote`: the last parse showed the
    /// line as the first of a footnote definition, which its text goes on (`[^1]: Source`).
    static func isDecided(_ line: ArraySlice<UInt8>, opensNote: Bool = false) -> Bool {
        guard let start = line.firstIndex(where: { $0 != 0x20 }) else { return false }
        if line[start] == UInt8(ascii: "["), !opensNote, !endsLabelWithoutColon(line[(start + 1)...]) { return false }
        return line.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 >= 0x80 }
            || isHeadingWithText(line[start...])
    }

    /// Whether `line` (from its first non-space byte) is an ATX heading with text other than
    /// `#`: digits too (`## 2015-12-16`), which a letter-less line could not be taken for
    /// otherwise; nothing added to it makes it another block.
    private static func isHeadingWithText(_ line: ArraySlice<UInt8>) -> Bool {
        let level = line.prefix { $0 == UInt8(ascii: "#") }.count
        guard (1...6).contains(level), let space = line.dropFirst(level).first, space == 0x20 || space == 0x09 else { return false }
        return line.dropFirst(level + 1).contains { $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: "#") }
    }

    /// Whether the tail ends in a footnote definition written at the top level (see
    /// `isTopLevel`) that begins on `line` and ends in a paragraph.
    static func footnoteDefinitionStarts(onLine line: Int, in blocks: [Block]) -> Bool {
        guard case .footnoteDefinition(let definition)? = blocks.last, isTopLevel(definition, after: blocks.dropLast().last),
              case .paragraph? = definition.blocks.last else { return false }
        return definition.range?.startLine == line
    }

    /// Whether a footnote definition that cmark put after `previous` stands at the top level
    /// of the text. cmark moves one written in a quote or list item there too, but that
    /// container (still open, so in the tail too, before it) must then grow with its text:
    /// its range takes in the definition's first line.
    static func isTopLevel(_ definition: FootnoteDefinition, after previous: Block?) -> Bool {
        guard let start = definition.range?.startLine else { return false }
        guard let previous else { return true }
        return previous.range.map { $0.endLine < start } ?? false
    }

    /// Whether `text`, after a `[`, closes the label with a `]` (none escaped, no `[`
    /// before it) that something else than `:` follows.
    private static func endsLabelWithoutColon(_ text: ArraySlice<UInt8>) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "["): return false
            case UInt8(ascii: "]"): return index + 1 < text.endIndex && text[index + 1] != UInt8(ascii: ":")
            default: index += 1
            }
        }
        return false
    }

    /// Whether the chunk's last byte before any trailing white space is an ASCII letter or
    /// digit (or the chunk is white space). Healing closes emphasis right after that byte, and
    /// after punctuation a closer run may also open (`)*_`), and cmark may match it otherwise.
    static func endsInLetterOrDigit(_ source: [UInt8], from chunkStart: Int) -> Bool {
        lastContent(source[chunkStart...]).map(Flanking.isAlphanumeric) ?? true
    }

    /// The same for the text before the chunk, where the last parse's healing put its
    /// closers: after punctuation a closer run may open too, and then the rule of three
    /// keeps it from pairing with an opener it pairs with after a letter (`___a _- b;__`
    /// is `_<strong>…`, `___a _- b;\nwords__` is `__<em>…`), so words after it are parsed.
    static func followsLetterOrDigit(_ source: [UInt8], chunkStart: Int) -> Bool {
        lastContent(source[..<chunkStart]).map(Flanking.isAlphanumeric) ?? false
    }

    /// The last byte that is not a space or line feed.
    private static func lastContent(_ bytes: ArraySlice<UInt8>) -> UInt8? {
        bytes.last { $0 != 0x20 && $0 != 0x0A }
    }

    /// Whether the words the chunk touches could be an extended autolink (`www.`, a scheme's
    /// `:`, an e-mail's `@`), whose extent depends on what follows. The last word before the
    /// chunk counts too, spaces between or not: cmark-gfm links `www.a.com_` at the end of
    /// the text but not before more words, and healing may have closed emphasis right after
    /// it, with a closing `_` that kept it from being a link.
    static func mayFormAutolink(_ source: ArraySlice<UInt8>, chunkStart: Int) -> Bool {
        var start = chunkStart
        while start > source.startIndex, source[start - 1] == 0x20 || source[start - 1] == 0x0A { start -= 1 }
        while start > source.startIndex, source[start - 1] != 0x20, source[start - 1] != 0x0A { start -= 1 }
        for index in start..<source.endIndex {
            switch source[index] {
            case UInt8(ascii: "@"):
                return true
            case UInt8(ascii: "/") where index >= start + 2 && source[index - 1] == UInt8(ascii: "/")
                && source[index - 2] == UInt8(ascii: ":"):
                return true   // a scheme's "://"; a colon alone ("Note:", "10:30") links nothing
            case UInt8(ascii: ".") where index >= start + 3
                && source[(index - 3)..<index].elementsEqual("www".utf8, by: { ($0 | 0x20) == $1 }):
                return true
            default:
                continue
            }
        }
        return false
    }
}
