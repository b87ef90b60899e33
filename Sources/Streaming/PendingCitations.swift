// Citations committed before their footnote's definition, revised once it comes.
//
// A reply cites `[^1]` long before it defines it, at its end. The citing blocks are committed
// with the citation as text, as a parse of the text so far has them; when the definition
// arrives, the tail shows it (the preamble refers to it: FootnotesBefore.Use), and the text
// from the first block that cites it is parsed again, so that the citing blocks show the
// reference, numbered, while the reply still streams, rather than `[^1]` until `finish()`.
// That parse starts at the block and runs to the end of the text (the numbers of the
// references after it may change too), after the references and definitions made before it;
// it comes once for each footnote so defined, as the definitions arrive, and it revises only
// the blocks that it shows otherwise. `finish()` still checks every block against a parse of
// the whole text.
import MarkdownModel
import MarkdownParsing

struct PendingCitations {
    /// The first committed block that cites a footnote as text, where it starts, and the
    /// footnotes referred to before it.
    struct FirstCitation {
        var blockIndex: Int
        var offset: Int
        var line: Int
        var usesBefore: [FootnotesBefore.Use]
    }

    /// By label, lowercased.
    private var firstCitations: [String: FirstCitation] = [:]

    var isEmpty: Bool { firstCitations.isEmpty }

    /// Notes the labels that `block`, committed at `index`, cites as text, when no block
    /// before it did.
    mutating func note(_ citations: [CarriedFootnotes.Citation], ofBlockAt index: Int, offset: Int, line: Int,
                       usesBefore: [FootnotesBefore.Use]) {
        for citation in citations where !citation.isResolved {
            let key = citation.label.lowercased()
            guard firstCitations[key] == nil else { continue }
            firstCitations[key] = FirstCitation(blockIndex: index, offset: offset, line: line, usesBefore: usesBefore)
        }
    }

    /// The labels (lowercased) of the footnotes cited as text that `blocks` define.
    func defined(in blocks: [Block]) -> [String] {
        guard !firstCitations.isEmpty else { return [] }
        return blocks.compactMap { block in
            guard case .footnoteDefinition(let definition) = block else { return nil }
            let key = definition.label.lowercased()
            return firstCitations[key] == nil ? nil : key
        }
    }

    /// Forgets `labels`, and returns where the text to parse again starts: the first block
    /// that cites one of them.
    mutating func removing(_ labels: [String]) -> FirstCitation? {
        let firsts = labels.compactMap { firstCitations.removeValue(forKey: $0) }
        return firsts.min { $0.blockIndex < $1.blockIndex }
    }

    /// The revisions of `committed` from `first` on: `text` (the source from the block on)
    /// parsed after the references made before it and the definitions carried from before
    /// it, by `parser` (which has the link definitions). Nil when that parse's blocks do not
    /// line up with the committed ones (then `finish()` revises them).
    static func revisions(from first: FirstCitation, text: ArraySlice<UInt8>, committed: [Block],
                          parser: MarkdownParser) -> [BlockRevision]? {
        var parser = parser
        var footnotes = parser.footnotesBefore ?? FootnotesBefore()
        footnotes.uses = first.usesBefore
        footnotes.stretches = footnotes.stretches.filter { $0.firstLine < first.line }
        parser.footnotesBefore = footnotes.isEmpty ? nil : footnotes
        let document = text.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: first.line) }
        let count = committed.count - first.blockIndex
        guard document.blocks.count >= count else { return nil }
        var revisions: [BlockRevision] = []
        for offset in 0..<count {
            let (block, old) = (document.blocks[offset], committed[first.blockIndex + offset])
            if case .footnoteDefinition = block { return nil }
            guard block.range?.startLine == old.range?.startLine else { return nil }
            if block != old { revisions.append(BlockRevision(index: first.blockIndex + offset, block: block)) }
        }
        return revisions
    }
}
