import FoundationEssentials
import MarkdownModel
import Testing

@Suite struct DocumentCodableTests {
    /// A document holding every node type once.
    static let everything = Document(blocks: [
        .heading(Heading(level: 2, style: .setext, inlines: [.text("Title")],
                         range: SourceRange(startLine: 1, startColumn: 1, endLine: 2, endColumn: 3))),
        .paragraph(Paragraph(inlines: [
            .text("a"), .softBreak, .lineBreak, .code("x"), .html("<b>"),
            .emphasis([.text("e")]), .strong([.text("s")]), .strikethrough([.text("d")]),
            .link(Link(destination: "https://x.org", title: "t", inlines: [.text("l")], isAutolink: false)),
            .image(Image(source: "i.png", title: "", alt: [.text("alt")])),
            .footnoteReference(FootnoteReference(label: "n", number: 1, occurrence: 2)),
        ])),
        .thematicBreak(ThematicBreak()),
        .blockQuote(BlockQuote(blocks: [.paragraph(Paragraph(inlines: [.text("q")]))])),
        .list(List(kind: .ordered(start: 3, delimiter: .parenthesis), isTight: true, items: [
            ListItem(checkbox: .checked, blocks: [.paragraph(Paragraph(inlines: [.text("done")]))]),
            ListItem(checkbox: nil, blocks: []),
        ])),
        .list(List(kind: .bullet(marker: .star), isTight: false, items: [ListItem(blocks: [])])),
        .codeBlock(CodeBlock(style: .fenced(character: .tilde, length: 4), info: "swift title=x", code: "let x = 1\n")),
        .codeBlock(CodeBlock(style: .indented, info: "", code: "plain\n")),
        .htmlBlock(HTMLBlock(html: "<div>\n")),
        .table(Table(alignments: [.left, .none, .center, .right],
                     header: TableRow(cells: [TableCell(inlines: [.text("h")])]),
                     rows: [TableRow(cells: [TableCell(inlines: [.strong([.text("c")])])])])),
        .footnoteDefinition(FootnoteDefinition(label: "n", referenceCount: 2,
                                               blocks: [.paragraph(Paragraph(inlines: [.text("note")]))])),
    ])

    @Test func roundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(Self.everything)
        let decoded = try JSONDecoder().decode(Document.self, from: data)
        #expect(decoded == Self.everything)
    }

    @Test func blocksAndInlinesAreTaggedWithTheirType() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.everything), as: UTF8.self)
        for type in ["heading", "paragraph", "thematic_break", "block_quote", "list", "code_block",
                     "html_block", "table", "footnote_definition", "text", "soft_break", "line_break",
                     "code", "html", "emphasis", "strong", "strikethrough", "link", "image",
                     "footnote_reference"] {
            #expect(json.contains("\"type\":\"\(type)\""), "missing type \(type)")
        }
    }

    @Test func unknownTypeIsADecodingError() {
        let json = #"{"blocks": [{"type": "marquee"}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Document.self, from: Data(json.utf8)) }
    }
}

@Suite struct ModelConvenienceTests {
    @Test(arguments: [
        ("python", "python", ""), ("python title=\"app.py\"", "python", "title=\"app.py\""),
        ("", nil, ""), ("  ", nil, ""), ("c++\tx", "c++", "x"), ("日本語 x", "日本語", "x"),
        ("py\u{3000}x", "py", "x"), ("py\u{A0}x", "py", "x"), ("e\u{301}x y", "e\u{301}x", "y"),
        ("\u{1F}x y", "\u{1F}x", "y"),
    ] as [(String, String?, String)])
    func codeBlockLanguageIsTheFirstWordOfTheInfoString(info: String, language: String?, rest: String) {
        let block = CodeBlock(info: info, code: "")
        #expect(block.language == language)
        #expect(block.infoRest == rest)
    }

    @Test func plainTextFlattensMarkup() {
        let inlines: [Inline] = [.text("a "), .strong([.emphasis([.text("b")])]), .softBreak,
                                 .code("c"), .link(Link(destination: "u", inlines: [.text("d")]))]
        #expect(Inline.plainText(of: inlines) == "a b cd")
    }

    @Test func listStartAndOrder() {
        #expect(List(kind: .ordered(start: 7, delimiter: .period), isTight: true, items: []).start == 7)
        #expect(List(kind: .bullet(marker: .dash), isTight: true, items: []).isOrdered == false)
    }
}
