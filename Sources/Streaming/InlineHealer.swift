// Closes, or holds back, the inline syntax left open at the end of a half-written paragraph.
//
// A small scanner after CommonMark's delimiter rules (flanking runs of `*`, `_`, `~`; backtick
// code spans; brackets and link destinations; `<` tags and `&` entities) finds what is open
// at the end, then, innermost first:
// - a code span with content is closed with its own backtick run; an empty one is held back;
// - `[text](partial-url` becomes `text`, and so do `[text]` at the very end (the `(` may
//   come next) and `[text][partial-label`; a lone `[` is dropped; an unfinished `<tag` or
//   `&entity` is held back (a whole autolink or tag is one inline, nothing inside it syntax);
//   a `[` before a link's makes no link (links hold no links) and shows as typed;
// - a `!` at the very end is held back (it may begin an image, `![`);
// - an emphasis or strikethrough opener with text after it gets its closer appended (so
//   `**bold *it` shows as bold and italic, closed in nesting order); one with nothing after it
//   yet (`my name is **`) is held back.
// The scanner restarts at every line that begins a block (heading, list item, quote, table
// row), where open inline syntax cannot continue.

enum InlineHealer {
    /// `region` healed. `firstContentStart`: where the content of its first line starts past
    /// the containers it is in (its own indentation left out), when the caller knows them.
    static func heal(_ region: [UInt8], firstContentStart: Int? = nil) -> InlineHealing {
        var scanner = InlineScanner(region, firstContentStart: firstContentStart)
        scanner.scan()
        // A closer that a bracket kept from its opener: if that bracket made no link after all
        // (no `](` came, or none yet), cmark matches across it. The scan goes again, those
        // brackets no bar (whether a bracket makes a link does not depend on emphasis).
        guard scanner.closerMetBracket else { return scanner.healed() }
        let withoutLink = scanner.bracketsWithoutLink + scanner.openBrackets
        guard !withoutLink.isEmpty else { return scanner.healed() }
        var again = InlineScanner(region, firstContentStart: firstContentStart, transparentBrackets: Set(withoutLink))
        again.scan()
        return again.healed()
    }
}

struct InlineScanner {
    /// What is left open of a run of `*`, `_` or `~`.
    struct Delimiter {
        var character: UInt8
        /// How many of the run are still open (all of them count: cmark closes two at a
        /// time while both runs have two, `*****a**b**c*` uses five).
        var count: Int
        /// Where the open ones start.
        var position: Int
        /// The run's whole length, and whether it may close as well as open: the rule of
        /// three looks at both.
        let run: Int
        let canClose: Bool
    }

    enum Opener {
        case delimiter(Delimiter)
        case bracket(position: Int, isImage: Bool)
    }

    let bytes: [UInt8]
    private(set) var stack: [Opener] = []
    private(set) var codeSpan: (length: Int, position: Int)?
    private(set) var linkDestination: (bracket: Int, textEnd: Int, depth: Int)?
    private(set) var pendingTag: Int?
    /// The autolinks and raw HTML the text holds (see InlineTags).
    private var tags = InlineTags()
    private(set) var pendingEntity: Int?
    /// A delimiter run that ends the text without closing anything: `my name is **` could
    /// become anything, so it waits.
    private(set) var trailingRun: Int?
    /// A `!` that ends the text: it may begin an image (`![`), whose `!` would show for a
    /// frame and then go with the bracket, so it waits for the next byte.
    private(set) var trailingBang: Int?
    /// What the lines so far say about the next (a table's, a paragraph's, a lazy one).
    private var lines: Lines
    /// Whether the line being scanned is a table's row.
    private var inTable: Bool { lines.inTable }

    /// Brackets that keep no closer from its opener: those that make no link (see heal).
    private let transparentBrackets: Set<Int>
    /// The brackets a `]` closed without making a link...
    private(set) var bracketsWithoutLink: [Int] = []
    /// ...and whether a closer found its opener behind a bracket, so matched none.
    private(set) var closerMetBracket = false
    /// The `[` before a link's: links hold no links, so cmark makes none of them (its
    /// brackets are inactive); their `]` is text, and they show as typed.
    private(set) var inactiveBrackets: Set<Int> = []

    init(_ bytes: [UInt8], firstContentStart: Int? = nil, transparentBrackets: Set<Int> = []) {
        self.bytes = bytes
        self.lines = Lines(firstContentStart: firstContentStart)
        self.transparentBrackets = transparentBrackets
    }

    /// The brackets still open at the end (healing drops them: they make no link).
    var openBrackets: [Int] {
        stack.compactMap { if case .bracket(let position, _) = $0 { position } else { nil } }
    }

    mutating func scan() {
        var index = 0
        var atLineStart = true
        while index < bytes.count {
            if atLineStart {
                index = skipBlockMarkers(from: index)
                atLineStart = false
                guard index < bytes.count else { break }
            }
            index = skipPlain(from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                atLineStart = true
                pendingTag = nil
                // NB: `\r\n` is one line end; the `\n` begins no line of its own (an empty
                // one between a table's header and delimiter row hid the table).
                index += byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                continue
            }
            index = step(at: index)
        }
    }

    /// The first byte from `index` on that `step` or a line end must see: most of a
    /// paragraph is letters and spaces, which change nothing.
    private func skipPlain(from start: Int) -> Int {
        let state = codeSpan != nil ? 2 : linkDestination != nil ? 3 : pendingEntity != nil ? 1 : 0
        let table = inTable ? Self.rowStops[state] : Self.stops[state]
        return bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count, !table[Int(buffer[index])] { index += 1 }
            return index
        }
    }

    /// A byte table: true for the bytes of `characters`.
    static func table(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }

    /// The bytes `step` acts on in each state (and line ends, which `scan` handles).
    /// A `<` more than this many bytes before the end is taken for text, not a tag being typed.
    static let longestPendingTag = 64
    static let inText = table("\n\r`\\*_~[!]<>&")
    private static let afterAmpersand = table("\n\r`\\*_~[!]<>&; ")
    private static let inCodeSpan = table("\n\r`")
    static let inLinkDestination = table("\n\r`\\()")
    /// Those of each state (text, after `&`, in a code span, in a link destination), and in a
    /// table's rows, where a `|` ends a cell, those and `|`.
    private static let stops = [inText, afterAmpersand, inCodeSpan, inLinkDestination]
    private static let rowStops = stops.map(withCellEnd)

    /// `stops` and a `|`, which ends a cell in a table's row.
    static func withCellEnd(_ stops: [Bool]) -> [Bool] {
        var withPipe = stops
        withPipe[Int(UInt8(ascii: "|"))] = true
        return withPipe
    }

    /// How many bytes a backslash at `index` takes: it and the byte it escapes, but not a
    /// line end (`\\` then a newline is a hard break, and the next line starts a line:
    /// `2)` there begins an item, which nothing open runs on into).
    private func escapedLength(at index: Int) -> Int {
        index + 1 < bytes.count && (bytes[index + 1] == 0x0A || bytes[index + 1] == 0x0D) ? 1 : 2
    }

    /// Consumes one token at `index`; returns where the next starts.
    private mutating func step(at index: Int) -> Int {
        let byte = bytes[index]
        if byte == UInt8(ascii: "|"), inTable, index == 0 || bytes[index - 1] != UInt8(ascii: "\\") {
            forgetOpenSyntax()   // a cell ends: cmark parses each cell's inlines on their own
            return index + 1
        }
        if byte == UInt8(ascii: "`") { return backticks(at: index) }
        if codeSpan != nil { return index + 1 }
        if var destination = linkDestination {
            if byte == UInt8(ascii: "(") { destination.depth += 1 }
            if byte == UInt8(ascii: ")") {
                if destination.depth == 0 {
                    linkDestination = nil
                    return index + 1
                }
                destination.depth -= 1
            }
            linkDestination = destination
            return index + (byte == UInt8(ascii: "\\") ? escapedLength(at: index) : 1)
        }
        switch byte {
        case UInt8(ascii: "\\"): return index + escapedLength(at: index)
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): return delimiterRun(at: index)
        case UInt8(ascii: "["): stack.append(.bracket(position: index, isImage: false))
        case UInt8(ascii: "!") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "["):
            stack.append(.bracket(position: index, isImage: true))
            return index + 2
        case UInt8(ascii: "!") where index + 1 == bytes.count: trailingBang = index
        case UInt8(ascii: "]"): return closeBracket(at: index)
        case UInt8(ascii: "<"):
            // A whole autolink or tag is one inline: nothing inside it is syntax. (In a table's
            // row, a `|` inside ends the cell first.)
            if let end = tags.end(in: bytes, at: index), !inTable || !bytes[index..<end].contains(UInt8(ascii: "|")) {
                pendingTag = nil
                return end
            }
            // NB: a `<` that ends the text may begin a tag too; it takes over from an earlier one.
            pendingTag = index + 1 == bytes.count || Self.startsTag(bytes[index + 1]) ? index : pendingTag
        case UInt8(ascii: ">"): pendingTag = nil
        case UInt8(ascii: "&"): pendingEntity = index
        case UInt8(ascii: ";"), 0x20: pendingEntity = nil
        default: break
        }
        return index + 1
    }

    private mutating func backticks(at index: Int) -> Int {
        let length = bytes[index...].prefix { $0 == UInt8(ascii: "`") }.count
        if let open = codeSpan {
            if open.length == length { codeSpan = nil }
        } else if linkDestination == nil {
            codeSpan = (length, index)
        }
        return index + length
    }

    private mutating func delimiterRun(at index: Int) -> Int {
        let character = bytes[index]
        let count = bytes[index...].prefix { $0 == character }.count
        let before: UInt8? = index > 0 ? bytes[index - 1] : nil
        let after: UInt8? = index + count < bytes.count ? bytes[index + count] : nil
        let flanking = Flanking(before: before, after: after)
        let intraword = character == UInt8(ascii: "_")
        let canOpen = flanking.left && (!intraword || !flanking.right || Flanking.isPunctuation(before))
        let canClose = flanking.right && (!intraword || !flanking.left || Flanking.isPunctuation(after))
        if index + count == bytes.count {
            // A run that ends the text may still grow (`*` of a coming `**`): it waits.
            trailingRun = index
            return index + count
        }
        var left = count
        // As cmark matches a closer: with the nearest opener of its character (no bracket
        // between), two of each when both have two, else one; what is left of the closer
        // goes on to the next opener (`*a *b c**` closes both), and may open (`a**b*c`).
        // The rule of three: when either run may both open and close, their lengths must not
        // add up to a multiple of three unless both are multiples of three (`*a**b*` is
        // `<em>a**b</em>`).
        while canClose, left > 0, let opener = stack.lastIndex(where: {
            guard case .delimiter(let open) = $0, open.character == character else { return false }
            return !(canOpen || open.canClose) || count % 3 == 0 || (open.run + count) % 3 != 0
        }), case .delimiter(var open) = stack[opener] {
            guard !stack[opener...].contains(where: isBar) else {
                closerMetBracket = true
                break
            }
            let used = left >= 2 && open.count >= 2 ? 2 : 1
            left -= used
            // NB: the delimiters between them are done with (cmark drops them); brackets stay,
            // to be closed or dropped (only those that make no link can be between).
            let brackets = stack[(opener + 1)...].filter { if case .bracket = $0 { true } else { false } }
            stack.removeSubrange((opener + 1)...)
            if open.count > used {
                open.count -= used
                stack[opener] = .delimiter(open)
            } else {
                stack.removeLast()
            }
            stack += brackets
        }
        if left > 0, canOpen {
            stack.append(.delimiter(Delimiter(character: character, count: left, position: index + count - left,
                                              run: count, canClose: canClose)))
        }
        return index + count
    }

    /// Whether `opener` is a bracket that may yet make a link, whose text cmark matches alone.
    private func isBar(_ opener: Opener) -> Bool {
        if case .bracket(let position, _) = opener {
            !transparentBrackets.contains(position) && !inactiveBrackets.contains(position)
        } else {
            false
        }
    }

    private mutating func closeBracket(at index: Int) -> Int {
        guard let opener = stack.lastIndex(where: { if case .bracket = $0 { return true } else { return false } }),
              case .bracket(let position, let isImage) = stack[opener] else { return index + 1 }
        guard !inactiveBrackets.contains(position) else {
            stack.remove(at: opener)
            bracketsWithoutLink.append(position)
            return index + 1
        }
        // NB: a reference's label (`[text][label]`) at the end is no link's text: cmark reads
        // the pair as a whole, a link if the label is defined, else text as it stands.
        let atEnd = index + 1 == bytes.count
        let isLabel = position > 0 && bytes[position - 1] == UInt8(ascii: "]")
        if atEnd ? !isLabel : bytes[index + 1] == UInt8(ascii: "(") {
            // A link's text (or perhaps one, at the end): what it holds stays in it. At the
            // end it shows as a link's text being typed does, without its brackets: the `(`
            // most likely comes next, and the brackets must not flash for one frame.
            if !isImage { deactivateBrackets(before: opener) }
            stack.removeSubrange(opener...)
            linkDestination = (position, index, 0)
            return index + (atEnd ? 1 : 2)
        }
        if !atEnd, bytes[index + 1] == UInt8(ascii: "["), !bytes[(index + 2)...].contains(where: Self.endsLabel) {
            // A full reference's label being typed (`[text][lab`): the text shows as a link's
            // being typed does; the label's `]` decides what it is.
            stack.removeSubrange(opener...)
            linkDestination = (position, index, 0)
            return bytes.count
        }
        // No link (short of a reference definition, which a reply's tail seldom has): cmark
        // drops the bracket alone, and the delimiters inside may close after it (`[a *b] c*`).
        stack.remove(at: opener)
        bracketsWithoutLink.append(position)
        return index + 1
    }

    /// Marks the `[` below `opener` on the stack inactive: a link is made there (images may
    /// hold links, so their `![` stay active).
    private mutating func deactivateBrackets(before opener: Int) {
        for case .bracket(let position, false) in stack[..<opener] { inactiveBrackets.insert(position) }
    }

    /// What ends a reference label being typed, or the line it is on.
    private static func endsLabel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "]") || byte == 0x0A || byte == 0x0D
    }

    /// Skips the markers at the start of the line at `start` (see Lines.enter); drops what
    /// the line ends of the syntax open before it.
    private mutating func skipBlockMarkers(from start: Int) -> Int {
        let (contentStart, forgets) = lines.enter(bytes, lineAt: start, inSpanOrLink: linkDestination != nil || codeSpan != nil)
        switch forgets {
        case .nothing:
            break
        case .delimiters:
            stack.removeAll()
        case .block:
            stack.removeAll()
            codeSpan = nil
            linkDestination = nil
        case .everything:
            forgetOpenSyntax()
        }
        return contentStart
    }

    /// Drops everything open: what follows starts afresh (a table cell).
    private mutating func forgetOpenSyntax() {
        stack.removeAll()
        codeSpan = nil
        linkDestination = nil
        pendingTag = nil
        pendingEntity = nil
    }

    static func startsTag(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
    }
}
