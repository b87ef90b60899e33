// The incremental parser behind live rendering.
//
// The text seen so far is split at a byte offset, the boundary: everything before it has been
// parsed into committed blocks that will not change; everything after it, the tail, is parsed
// again (after healing) on every update. A block is committed once it is not the last block
// of the tail, ends before the tail's last paragraph region (the part healing may touch), and
// no footnote definition comes before it; the boundary then moves to the start line of the
// next block. Since cmark parses blocks line by line, a block followed by another block has
// been closed by the parser and nothing later can reopen it, so each update costs
// O(chunk + tail), not O(document).
//
// The exception: a link reference or footnote definition can arrive after blocks that use it.
// `finish()` parses the whole text once and reports such blocks as revisions, so the final
// document always equals a one-shot parse.
import MarkdownModel
import MarkdownParsing

/// Parses a reply as it streams in.
public struct StreamingParser: Sendable {
    /// The parser used for the tail and for the final check.
    public let parser: MarkdownParser
    private var source: [UInt8] = []
    private var lines = SourceLines()
    private var boundary = 0
    private var boundaryLine = 1
    /// Every block committed so far.
    public private(set) var committed: [Block] = []
    private var lastProvisional: [Block] = []
    private var lastOpenFence: String?
    /// Whether the last full update parsed the tail as it was, without healing it.
    private var lastTailWasVerbatim = false
    /// The finished items of a top-level list still growing at the end of the reply; the
    /// tail starts at its last item (see StreamingParser+Lists.swift).
    private var frozenList: List?
    private var isFinished = false

    /// Creates a parser for one reply.
    public init(parser: MarkdownParser = MarkdownParser()) {
        self.parser = parser
    }

    /// The whole reply so far: committed blocks followed by the provisional tail.
    public var document: Document {
        Document(blocks: committed + lastProvisional)
    }

    /// The raw text received so far.
    public var text: String {
        String(decoding: source, as: UTF8.self)
    }

    /// The number of bytes still parsed on every update (for tests and benchmarks).
    public var tailLength: Int {
        source.count - boundary
    }

    /// Adds a chunk of text.
    public mutating func append(_ chunk: String) -> StreamUpdate {
        append(utf8: Array(chunk.utf8))
    }

    /// Adds a chunk of UTF-8 bytes; a multi-byte character may be split across chunks.
    public mutating func append(utf8 chunk: [UInt8]) -> StreamUpdate {
        precondition(!isFinished, "append after finish")
        let previous = source.last
        lines.append(chunk[...], at: source.count)
        source += chunk
        if lastTailWasVerbatim, FastAppend.qualifies(chunk, after: previous),
           let extended = FastAppend.appending(String(decoding: chunk, as: UTF8.self), to: lastProvisional) {
            lastProvisional = extended
            return StreamUpdate(provisional: extended, openFence: lastOpenFence)
        }
        return update()
    }

    /// Replaces the whole text (a regenerated or edited reply) and starts over.
    public mutating func replace(with text: String) -> StreamUpdate {
        self = StreamingParser(parser: parser)
        return append(text)
    }

    private mutating func update() -> StreamUpdate {
        let boundaryBeforeCommit = boundary
        let healed = TailHealer.heal(source[boundary...])
        let document = healed.text.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: boundaryLine) }
        let blocks = ListFreezing.merging(frozenList, into: document.blocks)
        let count = committableCount(blocks, healedFromLine: boundaryLine + healed.regionStartLine - 1)
        var newlyCommitted: [Block] = []
        if count > 0 {
            newlyCommitted = Array(blocks.prefix(count))
            committed += newlyCommitted
            frozenList = nil
            if let next = blocks[count].range?.startLine {
                boundaryLine = next
                boundary = lines.offset(ofLine: next)
            }
        }
        lastProvisional = Array(blocks.dropFirst(count))
        if let (list, itemLine) = ListFreezing.freezable(lastProvisional), itemLine > boundaryLine {
            frozenList = list
            boundaryLine = itemLine
            boundary = lines.offset(ofLine: itemLine)
        }
        lastOpenFence = healed.openFence
        lastTailWasVerbatim = frozenList == nil && healed.text.count == source.count - boundaryBeforeCommit
            && healed.text.elementsEqual(source[boundaryBeforeCommit...])
        return StreamUpdate(committed: newlyCommitted, provisional: lastProvisional, openFence: healed.openFence)
    }

    /// How many leading blocks of the tail are final.
    private func committableCount(_ blocks: [Block], healedFromLine regionStart: Int) -> Int {
        // cmark moves footnote definitions to the end of the list; the boundary must not pass
        // one, or its text would leave the tail and the footnote would vanish until finish().
        let firstFootnote = blocks.lazy.compactMap { block -> Int? in
            if case .footnoteDefinition(let definition) = block { return definition.range?.startLine }
            return nil
        }.min() ?? Int.max
        var count = 0
        while count + 1 < blocks.count {
            if case .footnoteDefinition = blocks[count + 1] { break }
            guard let range = blocks[count].range, range.endLine < regionStart,
                  let nextStart = blocks[count + 1].range?.startLine, nextStart <= firstFootnote else { break }
            count += 1
        }
        return count
    }

    /// Ends the stream: commits the rest, with revisions where a late definition changed a
    /// committed block.
    public mutating func finish() -> StreamUpdate {
        guard !isFinished else { return StreamUpdate(isFinal: true) }
        isFinished = true
        let full = source.withUnsafeBufferPointer { parser.parse(utf8: $0) }
        var revisions: [BlockRevision] = []
        for index in committed.indices where index < full.blocks.count && full.blocks[index] != committed[index] {
            revisions.append(BlockRevision(index: index, block: full.blocks[index]))
            committed[index] = full.blocks[index]
        }
        let rest = Array(full.blocks.dropFirst(committed.count))
        committed += rest
        lastProvisional = []
        boundary = source.count
        return StreamUpdate(committed: rest, revisions: revisions, isFinal: true)
    }
}
