// Blocks that a definition arriving later could still change.
//
// cmark resolves `[text][label]`, `[label]` and `[^note]` against the definitions of the
// whole text. While a reply streams, a block is committed with the definitions seen so far,
// and brackets that found none show as text. `finish()` revises such blocks once the whole
// text is known (StreamingParser). A view that cannot replace what it has printed, a
// terminal, holds them back until then: this says which to hold.
import MarkdownModel

extension Block {
    /// Whether the block shows bracketed text (`[label]`, `[^note]`) that a link reference
    /// or footnote definition arriving later would turn into a link or a footnote reference.
    /// Code blocks and raw HTML hold none; escaped brackets look the same as the others here,
    /// so they count too.
    public var mayTakeLateDefinition: Bool {
        containsInlines(where: Self.showsBrackets)
    }

    /// Whether the inlines' text holds a `[` and, later, a `]` with no bracket between them
    /// (what a label is), counting text in emphasis and code spans, not in links or images,
    /// which cannot hold a link.
    private static func showsBrackets(_ inlines: [Inline]) -> Bool {
        var isOpen = false
        return scan(inlines, isOpen: &isOpen)
    }

    private static func scan(_ inlines: [Inline], isOpen: inout Bool) -> Bool {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text):
                for byte in text.utf8 {
                    if byte == UInt8(ascii: "[") {
                        isOpen = true
                    } else if byte == UInt8(ascii: "]"), isOpen {
                        return true
                    }
                }
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                if scan(children, isOpen: &isOpen) { return true }
            case .softBreak, .lineBreak, .html, .link, .image, .footnoteReference:
                continue
            }
        }
        return false
    }
}
