import MarkdownModel

/// What a chunk adds: inlines for a paragraph, heading or cell (spaces trimmed as a parse
/// would), or the chunk itself for code.
struct Addition {
    /// The chunk as it came, for code and HTML blocks...
    var verbatimBytes: ArraySlice<UInt8>
    /// ...as text, made only when one takes it (most chunks go to a paragraph).
    var verbatim: String { String(decoding: verbatimBytes, as: UTF8.self) }
    /// How many emphasis or strikethrough containers, last inline inside last inline, the
    /// words go into (they are open at the end of the text).
    var depth = 0
    /// The new content of the code span open at the end, which replaces the last code
    /// inline; `inlines` then follow it (the span closed).
    var codeSpan: String?
    /// Words and breaks; the first text merges with the last text already there.
    var inlines: [Inline] = []
    /// Whether the chunk ends a line or starts one (only a paragraph can take it then).
    var isMultiline = false
    /// Set when the inlines went after a text inline, so a rendering of the tail can be
    /// extended by them.
    var followedText = false
    /// The most quote markers (`>`) a line the chunk starts begins with: the paragraph must
    /// be in as many quotes or more, and in nothing else (then the line continues it)...
    var quoteMarkers = 0
    /// ...and how many quotes the blocks gone into so far are.
    var quoteDepth = 0

    /// Inline syntax the chunk holds (a code span it opens), which a code or HTML block
    /// would take as plain text.
    var hasInlineSyntax = false

    /// Whether a code or HTML block can take the chunk as it came: one line's worth, not
    /// meant for inline containers or a code span.
    var fitsVerbatimBlock: Bool {
        !isMultiline && depth == 0 && codeSpan == nil && !hasInlineSyntax
    }

    mutating func append(_ inline: Inline) {
        inlines.append(inline)
    }
}

/// A chunk added without parsing, and the inlines it added after a text, which a renderer
/// can splice into its last rendering (nil when they went elsewhere, or the chunk was code);
/// `grewCode` when it only added to the code block the tail ends in.
struct Appended {
    var splicedInlines: [Inline]?
    var grewCode = false
}

// NB: every step takes the payload it changes out of its enum (putting a placeholder in),
// changes it and puts it back: the arrays and strings inside are then uniquely referenced and
// change in place, so a chunk costs its own size, not that of the paragraph or list it goes
// into. A step that fails has changed nothing, so what is put back is what was there.
extension FastAppend {

    /// Adds `addition` to the deepest last text (or code) of `blocks`; false, with `blocks`
    /// as they were, when it cannot go there.
    static func appending(_ addition: inout Addition, to blocks: inout [Block]) -> Bool {
        guard !blocks.isEmpty else { return false }
        if case .footnoteDefinition(let definition) = blocks[blocks.count - 1],
           !isTopLevel(definition, after: blocks.dropLast().last) { return false }
        return appending(&addition, to: &blocks[blocks.count - 1])
    }

    /// What stands in a block while its payload is out.
    private static let placeholder = Block.thematicBreak(ThematicBreak())

    private static func appending(_ addition: inout Addition, to block: inout Block) -> Bool {
        switch block {
        case .paragraph(var p):
            guard addition.quoteMarkers <= addition.quoteDepth else { return false }
            block = placeholder
            defer { block = .paragraph(p) }
            return appending(&addition, to: &p.inlines)
        case .heading(var h):
            guard h.style == .atx, !addition.isMultiline else { return false }
            block = placeholder
            defer { block = .heading(h) }
            return appending(&addition, to: &h.inlines)
        case .codeBlock(var c):
            guard addition.fitsVerbatimBlock else { return false }
            block = placeholder
            insertBeforeFinalNewline(addition.verbatim, in: &c.code)
            block = .codeBlock(c)
            return true
        case .htmlBlock(var h):
            // NB: not on the block's first line: more of it may make it text (`<b>` then words
            // is a paragraph, `<b>` alone an HTML block).
            guard addition.fitsVerbatimBlock, h.html.utf8.dropLast().contains(0x0A) else { return false }
            block = placeholder
            insertBeforeFinalNewline(addition.verbatim, in: &h.html)
            block = .htmlBlock(h)
            return true
        case .blockQuote(var q):
            block = placeholder
            addition.quoteDepth += 1
            defer {
                addition.quoteDepth -= 1
                block = .blockQuote(q)
            }
            return appending(&addition, to: &q.blocks)
        case .list(var l):
            // NB: a `>` line in a list item depends on its indentation, which is not looked at.
            guard !l.items.isEmpty, addition.quoteMarkers == 0 else { return false }
            block = placeholder
            defer { block = .list(l) }
            return appending(&addition, to: &l.items[l.items.count - 1].blocks)
        case .table(var t):
            guard !addition.isMultiline else { return false }
            block = placeholder
            defer { block = .table(t) }
            if t.rows.isEmpty {
                guard !t.header.cells.isEmpty else { return false }
                return appending(&addition, to: &t.header.cells[t.header.cells.count - 1].inlines)
            }
            let row = t.rows.count - 1
            guard !t.rows[row].cells.isEmpty else { return false }
            return appending(&addition, to: &t.rows[row].cells[t.rows[row].cells.count - 1].inlines)
        case .footnoteDefinition(var d):
            // NB: its lines are indented, or lazy lines of its paragraph, as in a list item
            // (and it is at the top level: `appending(_:to:)` over blocks).
            block = placeholder
            defer { block = .footnoteDefinition(d) }
            return appending(&addition, to: &d.blocks)
        case .thematicBreak:
            return false
        }
    }

    /// The inlines with the addition's merged in: its first text joins a last text; a break
    /// may follow any inline (line ends close nothing a verbatim parse left open).
    private static func appending(_ addition: inout Addition, to inlines: inout [Inline]) -> Bool {
        if addition.depth > 0 { return appendingInside(&addition, to: &inlines) }
        if let content = addition.codeSpan {
            guard case .code? = inlines.last else { return false }
            inlines[inlines.count - 1] = .code(content)
            inlines += addition.inlines   // the words after a closing backtick run
            return true
        }
        var added = addition.inlines[...]
        if case .text(var last)? = inlines.last {
            addition.followedText = true
            if case .text(let words)? = added.first {
                inlines[inlines.count - 1] = .softBreak
                last += words
                inlines[inlines.count - 1] = .text(last)
                added = added.dropFirst()
            }
        } else if inlines.isEmpty {
            return false
        }
        // NB: after a span, link or tag the words are a text of their own, as cmark makes them
        // (the chunk then starts with a space, or it held the span's end and was parsed).
        inlines += added
        return true
    }

    /// Goes one open container deeper: the last inline must be emphasis, strong or
    /// strikethrough, or the parse did not match what healing closed and the chunk is parsed.
    /// In the innermost one the last inline must not be such a container too: the closers
    /// healing added may have closed it as well (`**` read as two `*`), and then the words
    /// belong inside it, not after it. Nor a text ending in `*`, `_` or `~`: a closer healing
    /// added that cmark left as text, so the containers are not the ones healing counted.
    private static func appendingInside(_ addition: inout Addition, to inlines: inout [Inline]) -> Bool {
        guard !inlines.isEmpty else { return false }
        let index = inlines.count - 1
        addition.depth -= 1
        defer { addition.depth += 1 }
        if addition.depth == 0, !endsInWords(children(of: inlines[index])) { return false }
        switch inlines[index] {
        case .emphasis(var children):
            inlines[index] = .softBreak
            defer { inlines[index] = .emphasis(children) }
            return appending(&addition, to: &children)
        case .strong(var children):
            inlines[index] = .softBreak
            defer { inlines[index] = .strong(children) }
            return appending(&addition, to: &children)
        case .strikethrough(var children):
            inlines[index] = .softBreak
            defer { inlines[index] = .strikethrough(children) }
            return appending(&addition, to: &children)
        case .text, .softBreak, .lineBreak, .code, .html, .link, .image, .footnoteReference:
            return false
        }
    }

    /// The inlines inside emphasis, strong or strikethrough (none for any other inline).
    private static func children(of inline: Inline) -> [Inline] {
        switch inline {
        case .emphasis(let children), .strong(let children), .strikethrough(let children): children
        default: []
        }
    }

    /// Whether the last of `inlines` is neither emphasis, strong or strikethrough, nor a text
    /// ending in a delimiter character.
    private static func endsInWords(_ inlines: [Inline]) -> Bool {
        switch inlines.last {
        case .emphasis?, .strong?, .strikethrough?: false
        case .text(let text)?: !(text.utf8.last.map { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~") } ?? false)
        default: true
        }
    }

    private static func insertBeforeFinalNewline(_ text: String, in string: inout String) {
        guard string.hasSuffix("\n") else { return string += text }
        // NB: `String(string.dropLast())` resolves to Collection's dropLast here, which counts
        // the whole block and walks it by characters on every chunk; removeLast works from the end.
        string.removeLast()
        string += text
        string += "\n"
    }
}
