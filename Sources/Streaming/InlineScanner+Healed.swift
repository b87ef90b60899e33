import MarkdownParsing

extension InlineScanner {
    /// The region with open syntax closed or held back; when healing did nothing but close
    /// emphasis, strikethrough and a code span, how many containers are open at the end of
    /// the text (its next words go into them) and where the open code span's content starts.
    func healed() -> InlineHealing {
        var output = bytes
        var openers = stack
        // NB: each step may already have cut the end off; every position is clamped to what is left.
        if let run = trailingRun { Self.truncate(&output, at: run) }
        if let bang = trailingBang { Self.truncate(&output, at: bang) }
        if let entity = pendingEntityAtEnd() { Self.truncate(&output, at: entity) }
        if let tag = pendingTagAtEnd() { Self.truncate(&output, at: tag) }
        var onlyCloses = output.count == bytes.count && linkDestination == nil
        var openCodeSpan: Int?
        if let span = codeSpan {
            // Backticks that end the span's content may be its closing run being typed: held
            // back, so the closing run added after them does not make a longer run (which
            // would close another span, or none).
            let contentStart = min(span.position + span.length, output.count)
            let ticks = output[contentStart...].reversed().prefix { $0 == UInt8(ascii: "`") }.count
            if ticks > 0 {
                output.removeLast(ticks)
                onlyCloses = false
            }
            let content = output[contentStart...]
            if content.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }) {
                Self.truncate(&output, at: span.position)
                onlyCloses = false
            } else {
                // NB: not after a line end: on a line of their own the backticks would be a
                // paragraph of their own (after indented code, say).
                let trailing = output.reversed().prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
                if trailing.contains(where: { $0 == 0x0A || $0 == 0x0D }) { output.removeLast(trailing.count) }
                output += [UInt8](repeating: UInt8(ascii: "`"), count: span.length)
                openCodeSpan = span.position + span.length
            }
            openers.removeAll { Self.position(of: $0) >= span.position }
        }
        if let link = linkDestination {
            // `[text](partial` shows as `text`.
            let bracket = min(link.bracket, output.count)
            let isImage = bracket < output.count && output[bracket] == UInt8(ascii: "!")
            let textStart = min(bracket + (isImage ? 2 : 1), output.count)
            let textEnd = min(link.textEnd, output.count)
            let text = textStart <= textEnd ? Array(output[textStart..<textEnd]) : []
            // NB: the bracket stays where taking it out would begin a block (`[#x](u` as `[#x`).
            let keepsBracket = Self.droppingChangesText(output, at: bracket, length: textStart - bracket)
            output.replaceSubrange((keepsBracket ? textStart : bracket)..., with: text)
            openers.removeAll { Self.position(of: $0) >= link.bracket }
        }
        // Unclosed brackets: drop the `[` (or `![`) so the text shows plainly, all but those
        // a link after them made inactive, which cmark shows as they are. (Words typed
        // next still go at the end of the text, so this counts as closing; the fast path
        // knows the dropped brackets, see FastAppend.trimmedSpaces.)
        // A bracket that ends its line takes the spaces before it along: two of them left
        // before the line end would make a hard break. But one stays after a backslash, which
        // it keeps a literal one (at the line end it would make a hard break instead).
        // And one stays where taking it out would leave its line beginning a block, join
        // two runs of delimiters or backticks into one, or make a link of the brackets
        // before it.
        for opener in openers.reversed() {
            if case .bracket(let position, let isImage) = opener, position < output.count, !inactiveBrackets.contains(position),
               !Self.droppingChangesText(output, at: position, length: isImage ? 2 : 1) {
                let end = min(position + (isImage ? 2 : 1), output.count)
                var start = position
                if end < output.count, output[end] == 0x0A || output[end] == 0x0D {
                    while start > 0, output[start - 1] == 0x20 { start -= 1 }
                    if start < position, Self.endsInBackslash(output[..<start]) { start += 1 }
                }
                output.removeSubrange(start..<end)
                openers = openers.map { Self.shifted($0, after: start, by: end - start) }
            }
        }
        let closed = closeDelimiters(openers, in: output)
        guard onlyCloses, let containers = closed.containers else {
            return InlineHealing(bytes: closed.bytes, heldBack: heldBackEnd(), heldRunAtEnd: trailingRun != nil)
        }
        return InlineHealing(bytes: closed.bytes, openContainers: containers, openCodeSpan: openCodeSpan,
                             heldRunAtEnd: trailingRun != nil)
    }

    /// Whether taking out the bracket at `position` (`length` bytes: `[` or `![`) would make
    /// the text around it read otherwise: begin a block, join two runs, or make a link.
    private static func droppingChangesText(_ output: [UInt8], at position: Int, length: Int) -> Bool {
        droppingBeginsBlock(output, at: position, length: length) || droppingJoinsRuns(output, at: position, length: length)
            || droppingMakesLink(output, at: position, length: length)
    }

    /// Whether taking out the bracket at `position` (`length` bytes: `[` or `![`) would leave
    /// its line beginning with what may begin a block (`[#x`, `[- a`, `[<?x ?>`, `[1. a`, a
    /// blank line): it comes first on its line (after white space, quote and list markers) and
    /// something other than a letter follows it.
    private static func droppingBeginsBlock(_ output: [UInt8], at position: Int, length: Int) -> Bool {
        var index = position
        while index > 0, output[index - 1] != 0x0A, output[index - 1] != 0x0D {
            guard beforeLineContent[Int(output[index - 1])] else { return false }
            index -= 1
        }
        // NB: nothing after it yet: the line waits as a marker alone would (see TailHealer).
        guard position + length < output.count else { return false }
        let next = output[position + length]
        let isLetter = next >= 0x80 || (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
        // NB: nor a code span (`` [`x`](u ``, common in lists), whose backticks are too few
        // for a fence.
        if next == UInt8(ascii: "`") { return output[(position + length)...].prefix { $0 == next }.count >= 3 }
        return !isLetter && !beginsNoBlock[Int(next)]
    }

    /// Bytes besides letters and backticks that no block begins with.
    private static let beginsNoBlock = table("[!\"'(),.:;?/@$%^&{}\\")

    /// Whether taking out the bracket at `position` (`length` bytes) would join the runs of
    /// `*`, `_`, `~` or backticks on either side of it into one (`~~[~~` into `~~~~`, no
    /// strikethrough at all), which cmark would read otherwise than the healer did.
    private static func droppingJoinsRuns(_ output: [UInt8], at position: Int, length: Int) -> Bool {
        guard position > 0, position + length < output.count else { return false }
        let (before, after) = (output[position - 1], output[position + length])
        return before == after && runBytes[Int(before)]
    }

    private static let runBytes = table("*_~`")

    /// Whether taking out the bracket at `position` (`length` bytes) would put a `]` right
    /// before a `(`, `[` or `:`: a link, or a definition, that the text never makes
    /// (`[x]![(p)` as `[x](p)`, a link to `p`, where cmark shows the brackets as typed).
    private static func droppingMakesLink(_ output: [UInt8], at position: Int, length: Int) -> Bool {
        guard position > 0, position + length < output.count, output[position - 1] == UInt8(ascii: "]") else { return false }
        return linkContinuations[Int(output[position + length])]
    }

    private static let linkContinuations = table("([:")

    /// What may come before a line's content: white space, quote and list markers.
    private static let beforeLineContent = table(" \t>-+*.)0123456789")

    /// Whether `text` ends in an odd run of backslashes (its last one escapes what follows).
    private static func endsInBackslash(_ text: ArraySlice<UInt8>) -> Bool {
        var run = 0
        for byte in text.reversed() {
            guard byte == UInt8(ascii: "\\") else { break }
            run += 1
        }
        return run % 2 == 1
    }

    private static let destinationMatters = withCellEnd(inLinkDestination)
    private static let tagMatters = withCellEnd(inText)

    /// When healing drops everything from some point to the end and goes on doing so while
    /// more bytes of a kind come: a link destination or a tag still being typed, with nothing
    /// else pending that the added length could change.
    private func heldBackEnd() -> HeldBack? {
        guard trailingRun == nil, trailingBang == nil, pendingEntity == nil, codeSpan == nil else { return nil }
        // NB: a `|` matters too: in a table's row it ends the cell, and what is open in it.
        // NB: only on the line being typed: once a line ends inside them, the first bytes of
        // the next may begin a block (`1. A`, `<script`) that ends the paragraph, and them.
        // NB: not a `]` that ends the text: the next byte decides whether a link follows. Nor
        // a reference's label (`[text][lab`), which its `]` ends.
        if let link = linkDestination, pendingTag == nil {
            return endsNoLine(after: link.textEnd) && link.textEnd + 1 < bytes.count && bytes[link.textEnd + 1] == UInt8(ascii: "(")
                ? HeldBack(matters: Self.destinationMatters) : nil
        }
        // NB: not a tag that begins its line while more of it may make it an HTML block
        // (`<!` then `--`, `<di` then `v`), which ends the paragraph before it and so changes
        // its healing. Nor a `<` alone: what comes next decides whether it begins a tag at all.
        // Nor after a `]`: a `(` next begins a link destination, and a `[` before the tag goes.
        if linkDestination == nil, let tag = pendingTagAtEnd(), !beginsLine(tag) || beginsNoBlockYet(tag), tag + 1 < bytes.count,
           endsNoLine(after: tag), bytes.last != UInt8(ascii: "]") {
            return HeldBack(matters: Self.tagMatters, limit: Self.longestPendingTag - (bytes.count - tag))
        }
        return nil
    }

    /// Whether no line ends after `position`.
    private func endsNoLine(after position: Int) -> Bool {
        !bytes[position...].contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// Whether only white space, quote and list markers come before `position` on its line
    /// (a tag there may begin an HTML block). Generously: indented as the content of the
    /// containers above it (`-   a` then `    > <div`), a line's markers may come after four
    /// spaces or more; the answer only decides whether the tag may be held back without
    /// healing again.
    private func beginsLine(_ position: Int) -> Bool {
        var start = position
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var rest = bytes[start..<position]
        while true {
            rest = rest.drop { $0 == 0x20 || $0 == 0x09 }
            if rest.isEmpty { return true }
            let (containers, after, _) = LinePatterns.fenceContainers(rest)
            if containers.isEmpty { return false }
            rest = after
        }
    }

    /// Whether the tag being typed at `position`, which begins its line, can begin an HTML
    /// block now only as a whole tag alone on its line (kind 7), which its `>` decides: its
    /// name is whole (white space follows it) and is none that begins a block of kinds 1 to 6
    /// (`<a href="doc/chan`, not `<div class=` nor `<!--`).
    private func beginsNoBlockYet(_ position: Int) -> Bool {
        var index = position + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        while index < bytes.count, Flanking.isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index > nameStart, index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 else { return false }
        return bytes.withUnsafeBufferPointer { HTMLBlockStart.at($0, position, index + 1) == nil }
    }

    /// Drops everything from `position` on, if anything is left there.
    private static func truncate(_ output: inout [UInt8], at position: Int) {
        if position < output.count { output.removeSubrange(position...) }
    }

    /// An `&entity` still being typed at the very end.
    private func pendingEntityAtEnd() -> Int? {
        guard let start = pendingEntity, bytes.count - start <= 33 else { return nil }
        let name = bytes[(start + 1)...]
        return name.allSatisfy { Flanking.isAlphanumeric($0) || $0 == UInt8(ascii: "#") } ? start : nil
    }

    /// A `<tag` or `<https://` still being typed at the very end (at most 64 bytes long).
    private func pendingTagAtEnd() -> Int? {
        guard let start = pendingTag, bytes.count - start <= Self.longestPendingTag else { return nil }
        return start
    }

    /// The text with the delimiter openers closed, innermost first, and the number of
    /// emphasis and strikethrough containers that makes (nil when an opener was held back or
    /// its run does not make a known number of them).
    private func closeDelimiters(_ openers: [Opener], in text: [UInt8]) -> (bytes: [UInt8], containers: Int?) {
        var output = text
        var containers: Int? = 0
        for opener in openers.reversed() {
            guard case .delimiter(let open) = opener, open.position < output.count else { continue }
            let (character, count, position) = (open.character, open.count, open.position)
            // NB: the rule of three (see delimiterRun) may leave the closer unmatched, when it
            // may open too (after punctuation, other closers after it): `**a*` then `` `b ``.
            if (open.run + count) % 3 == 0, count % 3 != 0 { containers = nil }
            while let last = output.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { output.removeLast() }
            if output.count <= position + count {
                output.removeSubrange(position...)  // nothing after the opener yet: hold it back
                containers = nil
            } else {
                // NB: a closer right after a run of its character joins it (`c*` then `*` reads
                // as `c**`): what that run closes is cmark's to say, not the healer's.
                if output.last == character { containers = nil }
                output += [UInt8](repeating: character, count: count == 3 ? 3 : count)
                let made = count == 3 && character != UInt8(ascii: "~") ? 2 : count <= 2 ? 1 : nil
                containers = containers.flatMap { total in made.map { total + $0 } }
            }
        }
        return (output, containers)
    }

    private static func position(of opener: Opener) -> Int {
        switch opener {
        case .delimiter(let open): open.position
        case .bracket(let position, _): position
        }
    }

    private static func shifted(_ opener: Opener, after removed: Int, by count: Int) -> Opener {
        switch opener {
        case .delimiter(var open) where open.position > removed:
            open.position -= count
            return .delimiter(open)
        case .bracket(let position, let isImage) where position > removed:
            return .bracket(position: position - count, isImage: isImage)
        case .delimiter, .bracket:
            return opener
        }
    }
}

/// A healed region and what the fast path needs to know about the syntax left open.
struct InlineHealing {
    var bytes: [UInt8]
    /// When healing only closed syntax open at the end: the emphasis and strikethrough
    /// containers around the end of the text.
    var openContainers: Int?
    /// ...and where the content of a code span open at the end starts (offset in the region).
    var openCodeSpan: Int?
    /// When the end is held back while more of it is typed.
    var heldBack: HeldBack?
    /// Whether a run of delimiters that ends the text was held back. Its bytes may come back
    /// as the closers healing adds (`a**b*` held to `a**b`, then closed with `*`): the same
    /// bytes then do not mean the text was parsed as it is, since once more text follows,
    /// that run closes on its own and healing closes what it leaves open after it.
    var heldRunAtEnd = false

    /// Whether `region` was left as it is: the same bytes, and no run held back whose bytes
    /// only came back as closers.
    func isVerbatim(_ region: [UInt8]) -> Bool {
        !heldRunAtEnd && bytes == region
    }
}

/// The end of a tail that healing holds back (a link destination, a tag, a table row being
/// typed): while only bytes that do not matter to it are added, up to `limit` of them, the
/// healed text stays the same, and so does everything shown.
struct HeldBack: Sendable {
    /// The bytes that could change it (a line end, a closing parenthesis or `>`, ...).
    var matters: [Bool]
    /// How many more bytes may come.
    var limit = Int.max

    /// Whether the healed text is the same with `chunk` added, and if so the state after it.
    func adding(_ chunk: [UInt8]) -> HeldBack? {
        guard chunk.count <= limit, !chunk.contains(where: { matters[Int($0)] }) else { return nil }
        return HeldBack(matters: matters, limit: limit == Int.max ? limit : limit - chunk.count)
    }

    /// A last line of one character repeated, held back while only more of it comes.
    static func run(of character: UInt8) -> HeldBack {
        HeldBack(matters: (0..<256).map { $0 != Int(character) })
    }

    /// A last line held back whole until its line end (a table row, a fence being typed).
    static let line = HeldBack(matters: InlineScanner.table("\n\r"))
    /// A backtick fence's info string being typed, until its line end or a backtick (which
    /// makes the line no fence).
    static let backtickFenceInfo = HeldBack(matters: InlineScanner.table("\n\r`"))
    /// A last line held back until the label it begins with ends (a definition being typed?).
    static let label = HeldBack(matters: InlineScanner.table("\n\r]\\"))
}
