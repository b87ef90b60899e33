// The accessible name and description of a picture: the first heading's text, and the
// document's text in reading order (capped), so a screen reader, a search engine or a mail
// client without images still has the reply, also when text is drawn as paths.

import MarkdownModel

/// Plain text of a document for `<title>` and `<desc>`.
enum DocumentText {
    /// The description's cap in characters.
    static let limit = 4_000

    /// The first heading's text, or "Reply".
    static func title(of document: Document) -> String {
        for block in document.blocks {
            if case .heading(let heading) = block {
                let text = Inline.plainText(of: heading.inlines)
                if !text.isEmpty { return String(text.prefix(200)) }
            }
        }
        return "Reply"
    }

    /// The document's text, blocks separated by spaces, cut at `limit` characters.
    static func summary(of document: Document) -> String {
        text(of: document.blocks)
    }

    /// `text` with each run of white space made one space, none at the ends. ASCII text is
    /// done on bytes (code blocks are long, and Character's Unicode properties are slow).
    static func collapsingWhitespace(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            // Character.isWhitespace on ASCII: space, \t, \n, \u{0B}, \u{0C}, \r.
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20) }
                pendingSpace = false
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The blocks' text, separated by spaces, cut at `limit` characters.
    static func text(of blocks: [Block]) -> String {
        var parts: [String] = []
        var length = 0
        collect(blocks, into: &parts, length: &length, depth: 0)
        let text = parts.joined(separator: " ")
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }

    private static func collect(
        _ blocks: [Block], into parts: inout [String], length: inout Int, depth: Int
    ) {
        guard depth < 100 else { return }
        for block in blocks where length < limit {
            let text: String
            switch block {
            case .paragraph(let b): text = Inline.plainText(of: b.inlines)
            case .heading(let b): text = Inline.plainText(of: b.inlines)
            case .thematicBreak: text = ""
            case .blockQuote(let b):
                collect(b.blocks, into: &parts, length: &length, depth: depth + 1)
                continue
            case .list(let b):
                for item in b.items {
                    collect(item.blocks, into: &parts, length: &length, depth: depth + 1)
                }
                continue
            case .codeBlock(let b): text = b.code
            case .htmlBlock(let b): text = b.html
            case .table(let b):
                text = ([b.header] + b.rows).map {
                    $0.cells.map { Inline.plainText(of: $0.inlines) }.joined(separator: ", ")
                }
                .joined(separator: "; ")
            case .footnoteDefinition(let b):
                collect(b.blocks, into: &parts, length: &length, depth: depth + 1)
                continue
            }
            let clean = Self.collapsingWhitespace(text)
            if !clean.isEmpty {
                parts.append(clean)
                length += clean.count
            }
        }
    }
}
