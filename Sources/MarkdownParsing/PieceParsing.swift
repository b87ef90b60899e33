// Parsing a long text as pieces, on all cores.
//
// One cmark parse of a 15 MB text builds a tree of about 290 MB: most of its time goes to
// faulting in fresh pages and to cache misses on its walks (the inline phase, consolidating
// text, converting). Cut into pieces of some 64 KB (TextPieces), each piece's tree fits in the
// cache, lives in its thread's arena, which the next piece reuses, and the pieces parse on
// every core at once. The blocks of the pieces, in order, are the document a parse of the whole
// text builds, because:
// - every container is closed where a piece starts (see TextPieces);
// - each piece but the last is fed one more line, `***`, which closes its blocks exactly as
//   the next piece's first line would, with the same source positions, and is then dropped.
//   If that line did not become a thematic break (an open fence or HTML block swallowed it),
//   a cut was wrong and the whole text is parsed in one piece instead;
// - link reference definitions are read from every piece that has `]:` first, and all pieces
//   look references up in one table of them (reference_table.h), so a link finds a definition
//   in another piece, and the first definition of a label wins, as in one parse;
// - the pieces with `[^` are parsed together, in one group, so footnotes are numbered and
//   gathered at the end as in one parse (see `groups`).
import CCmarkGFM
import CMarkArena
import Dispatch
import MarkdownModel
import Synchronization

enum PieceParsing {
    /// About how many bytes a piece has (its tree is about twenty times that). Texts shorter
    /// than four pieces are parsed whole.
    static let pieceSize = 64 * 1024
    /// The cores this process may use, asked once.
    static var cores: Int { ParallelConversion.cores }

    /// The line fed after a piece to close its blocks.
    private static let closingLine: [UInt8] = Array("***\n".utf8)

    /// The document, or nil when the text is short, cannot be cut, or a cut proved wrong.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, with parser: MarkdownParser, firstLine: Int,
                      pieceSize: Int = pieceSize) -> Document? {
        guard text.count >= 4 * pieceSize, let pieces = TextPieces.cut(text, size: pieceSize) else { return nil }
        let source = Source(text)
        let table = definitionTable(source, pieces, parser)
        let groups = groups(source, pieces)
        let results = Mutex([GroupResult?](repeating: nil, count: groups.count))
        let failed = Atomic<Bool>(false)
        onAllCores(count: groups.count) { index in
            guard !failed.load(ordering: .relaxed) else { return }
            let result = parseGroup(source, pieces, groups[index], table: table, parser: parser, firstLine: firstLine)
            if result == nil { failed.store(true, ordering: .relaxed) }
            results.withLock { $0[index] = result }
        }
        guard !failed.load(ordering: .relaxed) else { return nil }
        return results.withLock { results in
            var byPiece = [[Block]](repeating: [], count: pieces.count)
            var footnotes: [Block] = []
            for (group, result) in zip(groups, results) {
                guard let result else { continue }
                for (piece, blocks) in zip(group, result.blocks) { byPiece[piece] = blocks }
                footnotes += result.footnotes
            }
            return Document(blocks: byPiece.flatMap { $0 } + footnotes)
        }
    }

    /// The pieces parsed together, in order. Footnotes are numbered in the order of their
    /// references in the whole text, and cmark moves their definitions to its end, so every
    /// piece with `[^` goes into one group, listed first (the longest task starts first); any
    /// other piece is a group of its own. (Parsing pieces that are not neighbours together is
    /// fine: each starts at a cut, where nothing is open.)
    private static func groups(_ source: Source, _ pieces: [TextPiece]) -> [[Int]] {
        let footnoted = pieces.indices.filter { ByteSearch.contains(source.bytes(pieces[$0]), "[^") }
        let alone = pieces.indices.filter { !footnoted.contains($0) }.map { [$0] }
        return footnoted.isEmpty ? alone : [footnoted] + alone
    }

    /// What one group parsed to: each piece's blocks, and the footnote definitions cmark moved
    /// to the end of the group.
    private struct GroupResult: Sendable {
        var blocks: [[Block]]
        var footnotes: [Block]
    }

    /// Parses a group of pieces in one cmark parse, the closing line after each but the last
    /// piece of the text; nil when a closing line was swallowed.
    private static func parseGroup(_ source: Source, _ pieces: [TextPiece], _ group: [Int], table: LinkDefinitions?,
                                   parser: MarkdownParser, firstLine: Int) -> GroupResult? {
        parser.withCmarkParser { cmark, tasklist in
            // Where each piece starts in the parsed text, and the line of its closing line.
            var segments: [(firstLine: Int, closingLine: Int?)] = []
            var lines = 0
            for index in group {
                let piece = pieces[index]
                parser.feed(cmark, source.bytes(piece))
                let pieceLines = piece.lineFeeds
                if index == pieces.count - 1 {
                    segments.append((lines + 1, nil))
                } else {
                    closingLine.withUnsafeBufferPointer { parser.feed(cmark, $0) }
                    segments.append((lines + 1, lines + pieceLines + 1))
                    lines += pieceLines + 1
                }
            }
            if let table {
                // The text's last piece still makes definitions when its parse finishes.
                if group.last == pieces.count - 1 {
                    inkwell_reference_table_add_entries(table.table, cmark)
                } else {
                    inkwell_reference_table_install(table.table, cmark)
                }
            }
            guard let root = InlinePhase.finish(cmark) else { return nil }
            let types = NodeTypes()
            var result = GroupResult(blocks: [], footnotes: [])
            var node = inkwell_first_child(root)
            for (position, index) in group.enumerated() {
                let offset = firstLine - 1 + pieces[index].linesBefore - (segments[position].firstLine - 1)
                let first = node
                var stop = node
                if let closing = segments[position].closingLine {
                    // The piece's blocks end at its closing line, a thematic break on that line.
                    while let current = stop, Int(inkwell_start_line(current)) < closing { stop = inkwell_next(current) }
                    guard let found = stop, Int(inkwell_start_line(found)) == closing,
                          types.kind(of: found) == .thematicBreak else { return nil }
                    node = inkwell_next(found)
                } else {
                    // The text's last piece runs up to the footnote definitions cmark moved
                    // behind it: the referenced ones (one left in place is a duplicate label).
                    while let current = stop, !(types.kind(of: current) == .footnoteDefinition
                                                  && inkwell_footnote_def_count(current) > 0) {
                        stop = inkwell_next(current)
                    }
                    node = stop
                }
                var converter = TreeConverter(maxDepth: parser.maxDepth, tasklist: tasklist, lineOffset: offset)
                result.blocks.append(converter.convertTopLevel(of: root, from: first, upTo: stop))
            }
            // The moved footnote definitions, each with the line offset of the piece it is from.
            while let current = node {
                let line = Int(inkwell_start_line(current))
                let position = segments.lastIndex { $0.firstLine <= line } ?? 0
                let offset = firstLine - 1 + pieces[group[position]].linesBefore - (segments[position].firstLine - 1)
                var converter = TreeConverter(maxDepth: parser.maxDepth, tasklist: tasklist, lineOffset: offset)
                result.footnotes += converter.convertTopLevel(of: root, from: current, upTo: inkwell_next(current))
                node = inkwell_next(current)
            }
            return result
        }
    }

    /// Runs `body` for every index below `count`, on all cores, each index once.
    private static func onAllCores(count: Int, _ body: @Sendable (Int) -> Void) {
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(cores, count)) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(index)
            }
        }
    }
}

/// The text, shared by the threads that parse its pieces (it is only read).
private struct Source: @unchecked Sendable {
    let text: UnsafeBufferPointer<UInt8>

    init(_ text: UnsafeBufferPointer<UInt8>) { self.text = text }

    func bytes(_ piece: TextPiece) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[piece.start..<piece.end])
    }
}

// MARK: - Link reference definitions

extension PieceParsing {
    /// The definitions of every piece that may have some, in one table, or nil when none has.
    fileprivate static func definitionTable(_ source: Source, _ pieces: [TextPiece], _ parser: MarkdownParser) -> LinkDefinitions? {
        let candidates = pieces.indices.filter { ByteSearch.contains(source.bytes(pieces[$0]), "]:") }
        guard !candidates.isEmpty else { return nil }
        let found = Mutex([LinkDefinitions.Definition]())
        onAllCores(count: candidates.count) { position in
            let index = candidates[position]
            let definitions = LinkDefinitions.read(source.bytes(pieces[index]), stretch: index, parser: parser)
            found.withLock { $0 += definitions }
        }
        return LinkDefinitions(found.withLock { $0 })
    }
}
