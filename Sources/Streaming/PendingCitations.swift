// Citations committed before their footnote's definition, revised once it comes.
//
// A reply cites `[^1]` long before it defines it, at its end. The citing blocks are committed
// with the citation as text, as a parse of the text so far has them; when the definition
// arrives, the tail shows it (the preamble refers to it: FootnotesBefore.Use), and the
// committed text from the first block that cites it is parsed again, so that the citing
// blocks show the reference, numbered, while the reply still streams, rather than `[^1]`
// until `finish()`. A definition changes the blocks that cite it, and the numbers of the
// references after its first citation: the text parsed runs from that citation to the last
// block that cites it or holds a reference, not to the end (a report citing a hundred
// sources, defined at its end, parsed from each first citation to the end: 0.12 s more for
// 150 KB). It is parsed after the references made before it, the definitions carried, and
// one of each footnote the tail defines (its content does not change the citing blocks).
// Only the blocks it shows otherwise are revised, and only when its blocks line up with the
// committed ones, range for range; `finish()` still checks every block against a parse of
// the whole text.
import MarkdownModel
import MarkdownParsing

struct PendingCitations {
    /// The first committed block that cites a footnote as text, where it starts, the
    /// footnotes referred to before it, and the last block that cites it.
    struct Citations {
        var firstBlock: Int
        var offset: Int
        var line: Int
        var usesBefore: [FootnotesBefore.Use]
        var lastBlock: Int
    }

    /// By label, lowercased.
    private var cited: [String: Citations] = [:]
    /// The last committed block that holds a footnote reference.
    private var lastReference = -1

    var isEmpty: Bool { cited.isEmpty }

    /// Notes the footnotes a block committed at `index` cites.
    mutating func note(_ citations: [CarriedFootnotes.Citation], ofBlockAt index: Int, offset: Int, line: Int,
                       usesBefore: [FootnotesBefore.Use]) {
        for citation in citations {
            guard !citation.isResolved else {
                lastReference = index
                continue
            }
            let key = citation.label.lowercased()
            if cited[key] != nil {
                cited[key]?.lastBlock = index
            } else {
                cited[key] = Citations(firstBlock: index, offset: offset, line: line, usesBefore: usesBefore, lastBlock: index)
            }
        }
    }

    /// Those of `labels` (of footnotes defined) that were cited as text, lowercased.
    func cited(among labels: [String]) -> [String] {
        labels.map { $0.lowercased() }.filter { cited[$0] != nil }
    }

    /// Forgets `labels`, and returns the blocks to parse again: from the first that cites one
    /// of them to the last that cites one or holds a reference (whose number may change).
    mutating func removing(_ labels: [String]) -> (first: Citations, lastBlock: Int)? {
        let removed = labels.compactMap { cited.removeValue(forKey: $0) }
        guard let first = removed.min(by: { $0.firstBlock < $1.firstBlock }) else { return nil }
        let last = max(removed.map(\.lastBlock).max() ?? first.firstBlock, lastReference)
        return (first, last)
    }

    /// The revisions of `committed[first.firstBlock...lastBlock]`: `text` (theirs, to the end
    /// of `lastLine`) parsed by
    /// `parser` (which has the link definitions and the footnotes carried) after the
    /// references made before them and a definition of each of `defined`. Nil when that
    /// parse's blocks do not line up with the committed ones.
    static func revisions(of first: Citations, through lastBlock: Int, endingOn lastLine: Int, text: ArraySlice<UInt8>,
                          defining defined: [String], committed: [Block], parser: MarkdownParser) -> [BlockRevision]? {
        var parser = parser
        var footnotes = parser.footnotesBefore ?? FootnotesBefore()
        footnotes.uses = first.usesBefore
        footnotes.stretches = footnotes.stretches.filter { $0.firstLine < first.line || $0.firstLine > lastLine }
        let definitions = defined.map { "[^\($0)]: x\n" }.joined()
        footnotes.stretches.append(FootnotesBefore.Stretch(text: Array(definitions.utf8), firstLine: lastLine + 1))
        parser.footnotesBefore = footnotes
        let document = text.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: first.line) }
        let count = lastBlock + 1 - first.firstBlock
        guard document.blocks.count >= count else { return nil }
        var revisions: [BlockRevision] = []
        for offset in 0..<count {
            let (block, old) = (document.blocks[offset], committed[first.firstBlock + offset])
            guard block.range == old.range else { return nil }
            if block != old { revisions.append(BlockRevision(index: first.firstBlock + offset, block: block)) }
        }
        return revisions
    }
}
