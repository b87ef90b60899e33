import MarkdownModel
import MarkdownParsing
import Testing

@Suite struct ParserTests {
    let parser = MarkdownParser()

    func blocks(_ markdown: String) -> [Block] {
        parser.parse(markdown).blocks
    }

    @Test func headingsKeepLevelAndStyle() {
        let result = blocks("# One\n\nTwo\n---\n")
        guard case .heading(let atx) = result[0], case .heading(let setext) = result[1] else {
            Issue.record("expected two headings, got \(result)")
            return
        }
        #expect(atx.level == 1 && atx.style == .atx && atx.inlines == [.text("One")])
        #expect(setext.level == 2 && setext.style == .setext)
        #expect(atx.range == SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 5))
    }

    @Test func listsKeepKindStartDelimiterAndTightness() {
        let result = blocks("3) a\n4) b\n\n- x\n\n- y\n")
        guard case .list(let ordered) = result[0], case .list(let bullet) = result[1] else {
            Issue.record("expected two lists, got \(result)")
            return
        }
        #expect(ordered.kind == .ordered(start: 3, delimiter: .parenthesis))
        #expect(ordered.isTight)
        #expect(bullet.kind == .bullet(marker: .dash))
        #expect(!bullet.isTight)
    }

    @Test func taskItemsCarryTheirCheckbox() {
        guard case .list(let list) = blocks("- [ ] open\n- [x] done\n- plain\n")[0] else {
            Issue.record("expected a list")
            return
        }
        #expect(list.items.map(\.checkbox) == [.unchecked, .checked, nil])
    }

    @Test func codeBlocksSplitTheInfoString() {
        let result = blocks("~~~~ python title=\"x.py\"\nprint(1)\n~~~~\n\n    indented\n")
        guard case .codeBlock(let fenced) = result[0], case .codeBlock(let indented) = result[1] else {
            Issue.record("expected two code blocks, got \(result)")
            return
        }
        #expect(fenced.style == .fenced(character: .tilde, length: 4))
        #expect(fenced.language == "python" && fenced.infoRest == "title=\"x.py\"")
        #expect(fenced.code == "print(1)\n")
        #expect(indented.style == .indented && indented.code == "indented\n" && indented.language == nil)
    }

    @Test func tablesKeepAlignmentsHeaderAndRows() {
        guard case .table(let table) = blocks("| a | b | c |\n|:--|:-:|--:|\n| 1 | **2** | 3 |\n")[0] else {
            Issue.record("expected a table")
            return
        }
        #expect(table.alignments == [.left, .center, .right])
        #expect(table.header.cells.map(\.inlines) == [[.text("a")], [.text("b")], [.text("c")]])
        #expect(table.rows.count == 1)
        #expect(table.rows[0].cells[1].inlines == [.strong([.text("2")])])
    }

    @Test func footnotesAreNumberedAndCounted() {
        let result = blocks("a[^x] b[^y] c[^x]\n\n[^y]: why\n[^x]: ex\n[^z]: unused\n")
        guard case .paragraph(let paragraph) = result[0] else {
            Issue.record("expected a paragraph")
            return
        }
        let references = paragraph.inlines.compactMap { inline -> FootnoteReference? in
            if case .footnoteReference(let reference) = inline { return reference }
            return nil
        }
        #expect(references == [FootnoteReference(label: "x", number: 1, occurrence: 1),
                               FootnoteReference(label: "y", number: 2, occurrence: 1),
                               FootnoteReference(label: "x", number: 1, occurrence: 2)])
        let definitions = result.compactMap { block -> FootnoteDefinition? in
            if case .footnoteDefinition(let definition) = block { return definition }
            return nil
        }
        #expect(definitions.map(\.label) == ["x", "y"])
        #expect(definitions.map(\.referenceCount) == [2, 1])
    }

    @Test func inlinesOfEveryKind() {
        guard case .paragraph(let p) = blocks("*e* **s** ~~d~~ `c` <kbd>k</kbd> [l](/u \"t\") ![i](/p.png) <https://a.b> www.c.d and\\\nx\ny")[0] else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(p.inlines.contains(.emphasis([.text("e")])))
        #expect(p.inlines.contains(.strong([.text("s")])))
        #expect(p.inlines.contains(.strikethrough([.text("d")])))
        #expect(p.inlines.contains(.code("c")))
        #expect(p.inlines.contains(.html("<kbd>")))
        #expect(p.inlines.contains(.link(Link(destination: "/u", title: "t", inlines: [.text("l")]))))
        #expect(p.inlines.contains(.image(Image(source: "/p.png", alt: [.text("i")]))))
        #expect(p.inlines.contains(.link(Link(destination: "https://a.b", inlines: [.text("https://a.b")], isAutolink: true))))
        #expect(p.inlines.contains(.link(Link(destination: "http://www.c.d", inlines: [.text("www.c.d")], isAutolink: false))))
        #expect(p.inlines.contains(.lineBreak))
        #expect(p.inlines.contains(.softBreak))
    }

    @Test func adjacentTextMergesIntoOneNode() {
        #expect(blocks("a [b c")[0] == .paragraph(Paragraph(inlines: [.text("a [b c")],
                                                              range: SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 6))))
    }

    @Test func extensionsCanBeTurnedOff() {
        let plain = MarkdownParser(extensions: []).parse("| a |\n|---|\n| 1 |\n\n~~x~~ www.x.y\n")
        #expect(plain.blocks.allSatisfy { $0.isParagraph })
        guard case .paragraph(let p) = plain.blocks[1] else { return }
        #expect(p.inlines == [.text("~~x~~ www.x.y")])
    }

    @Test func htmlBlocksAreKeptVerbatim() {
        #expect(blocks("<details>\n<summary>x</summary>\n</details>\n").first.map {
            if case .htmlBlock(let html) = $0 { html.html == "<details>\n<summary>x</summary>\n</details>\n" } else { false }
        } == true)
    }
}

@Suite struct ExtensionListTests {
    @Test(arguments: [("", 0), ("none", 0), ("table", Extensions.table.rawValue),
                      ("table,footnotes", Extensions([.table, .footnotes]).rawValue), ("all", Extensions.all.rawValue)])
    func parsesNames(list: String, expectedBits: Int) throws {
        let expected = Extensions(rawValue: expectedBits)
        #expect(try Extensions(list: list) == expected)
    }

    @Test func namesTheUnknownExtension() {
        #expect { try Extensions(list: "tables") } throws: { error in
            (error as? ExtensionsError)?.unknown == "tables"
        }
    }
}
