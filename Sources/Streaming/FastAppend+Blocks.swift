import MarkdownModel

/// What a chunk adds: inlines for a paragraph, heading or cell (spaces trimmed as a parse
/// would), or the chunk itself for code.
struct Addition {
    /// The chunk as it came, for code and HTML blocks.
    var verbatim: String
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

extension FastAppend {

    static func appending(_ addition: inout Addition, to blocks: [Block]) -> [Block]? {
        guard let last = blocks.last, let updated = appending(&addition, to: last) else { return nil }
        var result = blocks
        result[result.count - 1] = updated
        return result
    }

    private static func appending(_ addition: inout Addition, to block: Block) -> Block? {
        switch block {
        case .paragraph(var p):
            guard let inlines = appending(&addition, to: p.inlines) else { return nil }
            p.inlines = inlines
            return .paragraph(p)
        case .heading(var h):
            guard h.style == .atx, !addition.isMultiline, let inlines = appending(&addition, to: h.inlines) else { return nil }
            h.inlines = inlines
            return .heading(h)
        case .codeBlock(var c):
            guard addition.fitsVerbatimBlock else { return nil }
            c.code = insertBeforeFinalNewline(addition.verbatim, in: c.code)
            return .codeBlock(c)
        case .htmlBlock(var h):
            guard addition.fitsVerbatimBlock else { return nil }
            h.html = insertBeforeFinalNewline(addition.verbatim, in: h.html)
            return .htmlBlock(h)
        case .blockQuote(var q):
            guard let blocks = appending(&addition, to: q.blocks) else { return nil }
            q.blocks = blocks
            return .blockQuote(q)
        case .list(var l):
            guard var item = l.items.last, let blocks = appending(&addition, to: item.blocks) else { return nil }
            item.blocks = blocks
            l.items[l.items.count - 1] = item
            return .list(l)
        case .table(var t):
            guard !addition.isMultiline, var row = t.rows.last ?? Optional(t.header), var cell = row.cells.last,
                  let inlines = appending(&addition, to: cell.inlines) else { return nil }
            cell.inlines = inlines
            row.cells[row.cells.count - 1] = cell
            if t.rows.isEmpty { t.header = row } else { t.rows[t.rows.count - 1] = row }
            return .table(t)
        case .thematicBreak, .footnoteDefinition:
            return nil
        }
    }

    /// The inlines with the addition's merged in: its first text joins a last text; a break
    /// may follow any inline (line ends close nothing a verbatim parse left open).
    private static func appending(_ addition: inout Addition, to inlines: [Inline]) -> [Inline]? {
        if addition.depth > 0 { return appendingInside(&addition, to: inlines) }
        var result = inlines
        if let content = addition.codeSpan {
            guard case .code? = inlines.last else { return nil }
            result[result.count - 1] = .code(content)
            return result + addition.inlines   // the words after a closing backtick run
        }
        var added = addition.inlines[...]
        if case .text(let last)? = inlines.last {
            addition.followedText = true
            if case .text(let words)? = added.first {
                result[result.count - 1] = .text(last + words)
                added = added.dropFirst()
            }
        } else if case .text? = added.first {
            return nil
        } else if inlines.isEmpty {
            return nil
        }
        result += added
        return result
    }

    /// Goes one open container deeper: the last inline must be emphasis, strong or
    /// strikethrough, or the parse did not match what healing closed and the chunk is parsed.
    private static func appendingInside(_ addition: inout Addition, to inlines: [Inline]) -> [Inline]? {
        guard let last = inlines.last else { return nil }
        addition.depth -= 1
        defer { addition.depth += 1 }
        var result = inlines
        switch last {
        case .emphasis(let children):
            guard let inner = appending(&addition, to: children) else { return nil }
            result[result.count - 1] = .emphasis(inner)
        case .strong(let children):
            guard let inner = appending(&addition, to: children) else { return nil }
            result[result.count - 1] = .strong(inner)
        case .strikethrough(let children):
            guard let inner = appending(&addition, to: children) else { return nil }
            result[result.count - 1] = .strikethrough(inner)
        case .text, .softBreak, .lineBreak, .code, .html, .link, .image, .footnoteReference:
            return nil
        }
        return result
    }

    private static func insertBeforeFinalNewline(_ text: String, in string: String) -> String {
        guard string.hasSuffix("\n") else { return string + text }
        // NB: `String(string.dropLast())` resolves to Collection's dropLast here, which counts
        // the whole block and walks it by characters on every chunk; removeLast works from the end.
        var result = string
        result.removeLast()
        result += text
        result += "\n"
        return result
    }
}
