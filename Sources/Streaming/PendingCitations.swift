// Citations committed before their footnote's definition, revised once it comes.
//
// A reply cites `[^1]` long before it defines it, at its end. The citing blocks are committed
// with the citation as text, as a parse of the text so far has them; when the definition
// arrives, the tail shows it (the preamble refers to it: FootnotesBefore.Use), and the blocks
// that cite it are parsed again, so that they show the reference, numbered, while the reply
// still streams, rather than `[^1]` until `finish()`.
//
// A definition changes the blocks that cite it, and the numbers of the references to the
// footnotes first cited after it (those defined: a footnote is numbered in the order of first
// citation among those defined). Only those blocks are parsed again, each on its own: a
// committed block is a whole top-level block, which reads the same alone, given the link
// definitions (the parser has them all) and a one-line definition of each footnote it cites
// that is defined (its content does not change the citing block). Their references are then
// numbered as in the whole text: by the order of first citation of the footnotes defined,
// each occurrence counted on from the citations before the block. (The text from the first
// citation to the last block holding a reference, parsed whole, cost O(reply) for each
// source of a report citing hundreds.) A block is revised only when its parse lines up with
// it, run of inlines for run of inlines, and shows it otherwise; it keeps its ranges, which
// may come from the line after it. `finish()` parses committed blocks again the same way for
// link definitions that came after them.
import MarkdownModel
import MarkdownParsing

struct PendingCitations {
    /// For each footnote the committed text cites (by lowercased label), the blocks citing it.
    private var citing: [String: [Int]] = [:]
    /// For each block citing footnotes, how many citations of each come before it.
    private var earlier: [Int: [String: Int]] = [:]
    /// How many citations of each footnote the committed text makes.
    private var counts: [String: Int] = [:]
    /// Those cited as text (not defined when their blocks were committed) and not revised yet.
    private var pending: Set<String> = []

    var isEmpty: Bool { pending.isEmpty }

    /// Notes the footnotes a block committed at `index` cites.
    mutating func note(_ citations: [CarriedFootnotes.Citation], ofBlockAt index: Int) {
        for citation in citations {
            let key = citation.label.lowercased()
            let count = counts[key, default: 0]
            if earlier[index, default: [:]][key] == nil {
                earlier[index, default: [:]][key] = count
                citing[key, default: []].append(index)
            }
            counts[key] = count + 1
            if !citation.isResolved { pending.insert(key) }
        }
    }

    /// Those of `labels` (of footnotes defined) that were cited as text, lowercased.
    func cited(among labels: [String]) -> [String] {
        labels.map { $0.lowercased() }.filter { pending.contains($0) }
    }

    /// Forgets that `keys` were pending, and returns the blocks to parse again, in order: those
    /// citing them, and those citing a footnote of `numbers` (the defined ones, by key, with
    /// their numbers now) numbered after the first of them, whose number it moves on.
    mutating func resolving(_ keys: [String], numbers: [String: Int]) -> [Int] {
        pending.subtract(keys)
        let first = keys.compactMap { numbers[$0] }.min() ?? Int.max
        var blocks = Set<Int>()
        for (key, citingBlocks) in citing where keys.contains(key) || numbers[key].map({ $0 > first }) == true {
            blocks.formUnion(citingBlocks)
        }
        return blocks.sorted()
    }

    /// For each footnote block `index` cites, how many citations of it come before it.
    func earlierCitations(ofBlock index: Int) -> [String: Int] {
        earlier[index] ?? [:]
    }

    /// The revision of `block` (committed; `text` is its lines, from `firstLine`): parsed by
    /// `parser` (which has the link definitions) with a definition of each footnote it cites
    /// that `labels` defines (by key, as the definitions write them), its references numbered
    /// by `numbers` and counted on from `earlier`. Nil when the parse does not line up with
    /// the block (another number of runs of inlines), or shows it as it is.
    static func revision(of block: Block, text: ArraySlice<UInt8>, firstLine: Int, earlier: [String: Int],
                         labels: [String: String], numbers: [String: Int], parser: MarkdownParser) -> Block? {
        let revised = parsedAlone(block, text: text, firstLine: firstLine, earlier: earlier, labels: labels, numbers: numbers,
                                  parser: parser)
        return revised == block ? nil : revised
    }

    /// `block` parsed again as `revision` parses it, whether or not that changes it; nil when
    /// the parse does not line up with the block.
    static func parsedAlone(_ block: Block, text: ArraySlice<UInt8>, firstLine: Int, earlier: [String: Int],
                            labels: [String: String], numbers: [String: Int], parser: MarkdownParser) -> Block? {
        var parser = parser
        parser.footnotesBefore = nil
        let definitions = earlier.keys.compactMap { labels[$0] }.sorted().map { "[^\($0)]: x\n" }.joined()
        var input = Array(text)
        if input.last != 0x0A { input.append(0x0A) }
        // NB: one blank line before the definitions; cmark ends a list at the blank line after
        // it, which its lines then hold already.
        let lastLine = input.dropLast().reversed().prefix { $0 != 0x0A }
        if !LinePatterns.isBlank(ArraySlice(lastLine)) { input.append(0x0A) }
        input += Array(definitions.utf8)
        let document = input.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: firstLine) }
        guard let parsed = document.blocks.first, document.blocks.dropFirst().allSatisfy({ $0.footnoteDefinition != nil }),
              let revised = takingInlines(of: parsed, into: block) else { return nil }
        return numbering(revised, by: numbers, countedOn: earlier)
    }

    /// `block` with its runs of inlines replaced, in order, by those of `parsed`; nil when
    /// they start elsewhere or hold different numbers of runs. A definition changes what a
    /// block's text shows, never its structure, while its ranges may end on the line after
    /// it (a fence that the end of the list it is in closes ends there, RangeQuirks), which
    /// a parse alone does not see: so the ranges are the committed block's.
    private static func takingInlines(of parsed: Block, into block: Block) -> Block? {
        guard parsed.range?.startLine == block.range?.startLine, parsed.range?.startColumn == block.range?.startColumn
        else { return nil }
        var runs: [[Inline]] = []
        parsed.forEachInlines { runs.append($0) }
        var count = 0
        block.forEachInlines { _ in count += 1 }
        guard runs.count == count else { return nil }
        var next = 0
        return block.mappingInlines { _ in
            defer { next += 1 }
            return runs[next]
        }
    }

    /// `block` with its references numbered by `numbers`, when that changes it.
    static func renumbering(_ block: Block, numbers: [String: Int]) -> Block? {
        let revised = numbering(block, by: numbers)
        return revised == block ? nil : revised
    }

    /// `block` with its references numbered by `numbers` (by key) and their occurrences
    /// counted on from `earlier`.
    private static func numbering(_ block: Block, by numbers: [String: Int], countedOn earlier: [String: Int] = [:]) -> Block {
        block.mappingFootnoteReferences { reference in
            var numbered = reference
            let key = reference.label.lowercased()
            numbered.number = numbers[key] ?? reference.number
            numbered.occurrence += earlier[key] ?? 0
            return numbered
        }
    }
}
