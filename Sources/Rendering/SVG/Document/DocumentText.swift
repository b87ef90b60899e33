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
            let clean = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            if !clean.isEmpty {
                parts.append(clean)
                length += clean.count
            }
        }
    }
}
