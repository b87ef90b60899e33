import FoundationEssentials
import MarkdownModel
import MarkdownParsing
import TestSupport
import Testing

/// The JSON writer prints exactly what JSONEncoder prints from the Codable conformances.
@Suite struct ModelJSONTests {
    static func encoded(_ document: Document, pretty: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(document))
    }

    static func check(_ markdown: String, _ parser: MarkdownParser = MarkdownParser()) throws {
        let document = parser.parse(markdown)
        for pretty in [true, false] {
            let written = ModelJSON.document(document, pretty: pretty)
            let expected = try encoded(document, pretty: pretty)
            #expect(written == expected, "\(pretty ? "pretty" : "compact"): \(String(decoding: written, as: UTF8.self))")
            let blocks = ModelJSON.blocks(document.blocks, pretty: pretty)
            let encoder = JSONEncoder()
            encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                : [.sortedKeys, .withoutEscapingSlashes]
            #expect(blocks == Array(try encoder.encode(document.blocks)))
        }
    }

    @Test func samples() throws {
        try Self.check(String(decoding: try PieceParsingTests.samples(), as: UTF8.self))
    }

    @Test func everyExampleOfTheSpec() throws {
        for example in SpecExamples.all {
            try Self.check(example)
            try Self.check(example, MarkdownParser(extensions: []))
        }
    }

    @Test func emptyContainersControlCharactersAndEveryKind() throws {
        try Self.check("")
        try Self.check("-\n\n| a |\n|---|\n\n> \n")
        try Self.check("Tab\there, bell \u{7} and \u{1B}[31m, quote \" slash / back \\\\ é \u{2028} 😀  \nbreak\n")
        try Self.check("~~~ swift extra\ncode\n~~~\n\n    indented\n\n<div>\nhtml\n</div>\n\n***\n\nSetext\n===\n")
        try Self.check("1) one\n2) two\n\n- [x] done\n- [ ] open\n\n![alt *x*](src \"t\") <https://a.b> x[^n]\n\n[^n]: note\n")
        try Self.check("| l | c | r | n |\n|:--|:-:|--:|---|\n| *a* | `b` | <i>c</i> | ~~d~~ |\n")
    }
}

extension ModelJSONTests {
    @Test func oneBlockAsJSONEncoderWritesIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for block in MarkdownParser().parse(String(decoding: try PieceParsingTests.samples(), as: UTF8.self)).blocks {
            #expect(ModelJSON.block(block, pretty: false) == Array(try encoder.encode(block)))
        }
    }
}
