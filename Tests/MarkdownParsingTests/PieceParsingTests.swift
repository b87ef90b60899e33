import FoundationEssentials
import MarkdownModel
@testable import MarkdownParsing
import TestSupport
import Testing

/// A long text parsed in pieces gives exactly the document of one parse of the whole text.
/// Tiny pieces put a cut at nearly every place one may go.
@Suite struct PieceParsingTests {
    static func whole(_ text: [UInt8], _ parser: MarkdownParser = MarkdownParser()) -> Document {
        var single = parser
        single.allowsThreads = false
        return text.withUnsafeBufferPointer { single.parse(utf8: $0) }
    }

    static func pieces(_ text: [UInt8], size: Int, _ parser: MarkdownParser = MarkdownParser()) -> Document? {
        text.withUnsafeBufferPointer { PieceParsing.parse($0, with: parser, firstLine: 1, pieceSize: size) }
    }

    static func samples() throws -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.flatMap { Array(try Data(contentsOf: folder.appendingPathComponent($0))) + Array("\n\n".utf8) }
    }

    @Test(arguments: [64, 256, 1024, 4096])
    func samplesInPieces(size: Int) throws {
        let text = try Self.samples()
        let document = try #require(Self.pieces(text, size: size))
        #expect(document == Self.whole(text))
    }

    /// Texts that put open fences, HTML blocks, lists, definitions and footnotes around cuts.
    static let tricky: [String] = [
        // A fence with blank lines, and one never closed.
        "Intro\n\n```swift\nlet a = 1\n\nlet b = 2\n```\n\nMiddle\n\n~~~\nopen\n\nto the end\n",
        // HTML blocks that outlive blank lines.
        "Text\n\n<!-- a comment\n\nstill comment -->\n\nAfter\n\n<pre>\nkeep\n\nthis\n</pre>\n\nDone\n\n<script>\n\nx\n\n</script>\n\nEnd\n",
        "<?php\n\necho 1;\n\n?>\n\nText\n\n<![CDATA[\n\nx\n\n]]>\n\n<!DOCTYPE\n\nhtml>\n\nLast\n",
        // Lists continuing over blank lines, loose and tight, ordered, nested.
        "- a\n\n- b\n\n  more b\n\nPara\n\n1. one\n\n2. two\n\n10) ten\n\nPara\n\n* x\n  * y\n\n    z\n\nEnd\n",
        // Quotes, lazy lines, setext-looking lines, tables.
        "> quote\nlazy\n\n> again\n\nTitle\n=====\n\n===\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\nafter table\n\n---\n\nEnd\n",
        // Definitions before and after use, in other pieces, duplicated with other URLs.
        "See [one], [two][], [Three][three] and [missing].\n\n[one]: /first\n\nMore [one] and [ONE].\n\n[one]: /second \"not used\"\n\n[two]: /two 'Two'\n\nTail [two] [three]\n\n[three]:\n  /three\n  (Three)\n",
        // Footnotes referenced across pieces, duplicated, unreferenced, defined last.
        "A note[^a] and[^b].\n\n[^a]: First a.\n\nText [^c] and regex [^x-z].\n\n[^a]: Second a.\n\n[^b]: B\n\n    indented b\n\nMore[^a].\n\n[^unused]: never\n\n[^c]: C at the end\n",
        // CRLF, tabs, no final newline, NUL and a byte-order mark mid-text.
        "Line one\r\n\r\nLine two\r\n\r\n\tcode\r\n\r\nLine three\u{0}\n\n\u{FEFF}bom\n\nlast line",
        // Indented code with blank lines, and HTML block kinds 6 and 7.
        "Para\n\n    code\n\n    more code\n\nPara\n\n<div>\nx\n\ny</div>\n\n<custom-tag>\n\nz\n",
    ]

    @Test(arguments: Array(tricky.indices))
    func trickyTextsInPieces(index: Int) {
        // Repeated so each piece size finds cuts in many places of the text.
        let text = Array(String(repeating: Self.tricky[index] + "\n\n", count: 6).utf8)
        let expected = Self.whole(text)
        var cutCount = 0
        for size in [8, 16, 24, 40, 64, 100] {
            guard let document = Self.pieces(text, size: size) else { continue }
            cutCount += 1
            #expect(document == expected, "piece size \(size)")
        }
        #expect(cutCount > 0, "no piece size parsed in pieces")
    }

    /// The same without extensions and with a depth cap, which the pieces must pass on.
    @Test func optionsReachThePieces() throws {
        let text = try Self.samples()
        for parser in [MarkdownParser(extensions: []), MarkdownParser(extensions: [.table, .footnotes], maxDepth: 3)] {
            let document = try #require(Self.pieces(text, size: 512, parser))
            #expect(document == Self.whole(text, parser))
        }
    }

    /// Random texts made of the constructs above, cut at random sizes.
    @Test func generatedTextsInPieces() {
        var generator = SeededGenerator(seed: 7)
        let parts = Self.tricky.flatMap { $0.components(separatedBy: "\n\n") }
        var parsedInPieces = 0
        for _ in 0..<60 {
            let text = Array((0..<40).map { _ in parts[Int(generator.next() % UInt64(parts.count))] }
                .joined(separator: generator.next() % 3 == 0 ? "\n" : "\n\n").utf8)
            let size = 8 + Int(generator.next() % 200)
            guard let document = Self.pieces(text, size: size) else { continue }
            parsedInPieces += 1
            #expect(document == Self.whole(text), "\(String(decoding: text, as: UTF8.self))")
        }
        #expect(parsedInPieces > 10)
    }

    /// A fence opened in a list item is closed by the item's end; the scan takes the next
    /// fence for its closing one and cuts inside that fence. The closing line after the piece
    /// then becomes code, not a break, and the text is parsed whole.
    @Test func aWrongCutFallsBackToOneParse() {
        let text = Array(String(repeating: "- ```\n  code\n\nafter\n\n```\nfenced\n\nstill fenced\n```\n\nend\n\n",
                                count: 6).utf8)
        let cuts = text.withUnsafeBufferPointer { TextPieces.cut($0, size: 8) }
        #expect(cuts?.contains { String(decoding: text[$0.start...].prefix(12), as: UTF8.self) == "still fenced" } == true)
        #expect(Self.pieces(text, size: 8) == nil)
        #expect(MarkdownParser().parse(String(decoding: text, as: UTF8.self)) == Self.whole(text))
    }

    @Test func shortTextsAreParsedWhole() {
        #expect(Self.pieces(Array("# Title\n\nText\n\nMore\n".utf8), size: 64) == nil)
    }

    @Test func cutsFollowFencesAndHTML() {
        let text = Array("a\n\n```\n\nb\n```\n\nc\n\n<!--\n\nd\n-->\n\ne\n\n- f\n\ng\n".utf8)
        let starts = text.withUnsafeBufferPointer { TextPieces.cut($0, size: 1)?.map(\.start) } ?? []
        let lines = starts.map { start in String(decoding: text[start...].prefix { $0 != 0x0A }, as: UTF8.self) }
        #expect(lines == ["a", "```", "c", "<!--", "e", "g"])
    }

    /// A `<style` block ends at `</script>` or `</pre>` too (kind 1 ends at any of its end
    /// tags): the blank line after it is a place to cut.
    @Test func aKindOneHTMLBlockEndsAtAnyOfItsTags() {
        let text = Array("a\n\n<style\n</script>\n\nb\n\n<pre\nx </style>\n\nc\n".utf8)
        let starts = text.withUnsafeBufferPointer { TextPieces.cut($0, size: 1)?.map(\.start) } ?? []
        let lines = starts.map { start in String(decoding: text[start...].prefix { $0 != 0x0A }, as: UTF8.self) }
        #expect(lines == ["a", "<style", "b", "<pre", "c"])
    }

    /// The cut scan counts each piece's line feeds, which place its closing line.
    @Test(arguments: ["a\n\nb\n\nc\nd\n\ne\n", "a\n\nb\n\nc\nd\n\ne", "a\r\n\r\nb\n\nc"])
    func piecesKnowTheirLineFeeds(text: String) throws {
        let bytes = Array(text.utf8)
        let pieces = try #require(bytes.withUnsafeBufferPointer { TextPieces.cut($0, size: 1) })
        for piece in pieces {
            #expect(piece.lineFeeds == bytes[piece.start..<piece.end].filter { $0 == 0x0A }.count)
            #expect(piece.linesBefore == bytes[..<piece.start].filter { $0 == 0x0A }.count)
        }
    }
}

/// The GFM spec examples (see SpecExamples), shuffled and joined into texts that put every odd
/// construct next to a cut.
@Suite struct SpecExamplesInPiecesTests {
    @Test func shuffledExamplesInPieces() throws {
        let examples = SpecExamples.all
        try #require(examples.count > 600 || examples.isEmpty)  // absent in a lone clone: nothing to do
        var generator = SeededGenerator(seed: 11)
        var parsedInPieces = 0
        for round in 0..<400 where !examples.isEmpty {
            let picked = (0..<30).map { _ in examples[Int(generator.next() % UInt64(examples.count))] }
            let text = Array(picked.joined(separator: round % 4 == 0 ? "\n" : "\n\n").utf8)
            let size = 16 + Int(generator.next() % 300)
            guard let document = PieceParsingTests.pieces(text, size: size) else { continue }
            parsedInPieces += 1
            #expect(document == PieceParsingTests.whole(text), "round \(round), piece size \(size)")
        }
        #expect(examples.isEmpty || parsedInPieces > 100)
    }
}
