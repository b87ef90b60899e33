import TestSupport
import MarkdownModel
import Streaming
import Testing

/// Long paragraphs are parsed from a checkpoint line where nothing is open (see
/// InlineCheckpoint.swift): what they show at every step must be what a full parse shows,
/// also when syntax opened before a would-be checkpoint closes after it.
@Suite struct InlineCheckpointTests {
    /// About `bytes` bytes of prose in lines, with the inline syntax replies use (spans,
    /// emphasis, links, footnote references, tags, escapes, hard breaks), most of it closed on
    /// the line or the next; in quotes, some lines lazy. `plain`: words and entities only;
    /// `unpairedToo`: also syntax that opens or closes nothing.
    static func prose(_ bytes: Int, quoted: Bool, plain: Bool = false, unpairedToo: Bool = false,
                      using generator: inout SeededGenerator) -> String {
        let words = ["stream", "the", "reply", "grows", "while", "a", "person", "reads", "it", "and", "tokens", "arrive"]
        let syntax = ["`code`", "``a ` b``", "**bold**", "*it*", "_under_", "~~gone~~", "[link](https://example.com/a_b)",
                      "[^1]", "<sup>2</sup>", "`Array<Int>`", "\\*", "&amp;", "snake_case", "2 * 3", "***both***",
                      "![alt](i.png)", "**bold\nacross**", "`span\nacross`", "[text\nacross](u)", "a<b", "x_y_", "~a~",
                      "(paren)", "[x]", "<http://a.b>", "www.ex.com", "a@b.co", "&#42;", "\\`", "` `", "<!-- c\nd -->",
                      "<a\ntitle=\"t\">"]
        // Syntax left open or closing nothing, as replies have it too.
        let unpaired = ["**open", "*open", "`open", "[open", "close**", "close*", "close`", "close](u)", "~~open", "_open"]
        var text = ""
        var line = quoted ? "> " : ""
        while text.utf8.count + line.utf8.count < bytes {
            // NB: an entity in plain lines: it pairs with nothing, but sends its chunk to a parse.
            line += Int.random(in: 0..<5, using: &generator) > 0 ? words.randomElement(using: &generator)!
                : plain ? "&amp;" : (unpairedToo ? syntax + unpaired : syntax).randomElement(using: &generator)!
            line += " "
            if line.utf8.count > 70 {
                let ending = plain ? "\n" : ["\n", "\n", "\n", "  \n", "\\\n"].randomElement(using: &generator)!
                text += line.dropLast() + ending
                line = quoted && Int.random(in: 0..<6, using: &generator) > 0 ? "> " : ""
            }
        }
        return text + line
    }

    @Test(arguments: [false, true])
    func longParagraphsShowWhatAFullParseShows(quoted: Bool) {
        var generator = SeededGenerator(seed: quoted ? 21 : 12)
        for _ in 0..<3 {
            let text = "Intro.\n\n" + Self.prose(7_000, quoted: quoted, using: &generator)
            let sizes = (0..<5).map { _ in Int.random(in: 1...16, using: &generator) }
            // NB: no checkpoint is made in the first 2 KB (InlineCheckpoint.spacing).
            let parser = FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: sizes, name: quoted ? "quoted prose" : "prose",
                                                             checkedFrom: 2_000)
            #expect(parser.updatesFromCheckpoint > 50)
        }
    }

    /// The same with syntax that pairs with nothing (or with what it was not meant to), which
    /// the healer and the fast paths must read as cmark does. (Checkpoints are rare here:
    /// something is open almost everywhere.)
    @Test(arguments: [false, true])
    func unpairedSyntaxShowsWhatAFullParseShows(quoted: Bool) {
        var generator = SeededGenerator(seed: quoted ? 34 : 43)
        for _ in 0..<3 {
            let text = "Intro.\n\n" + Self.prose(5_000, quoted: quoted, unpairedToo: true, using: &generator)
            let sizes = (0..<5).map { _ in Int.random(in: 1...16, using: &generator) }
            FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: sizes, name: quoted ? "quoted soup" : "soup")
        }
    }

    /// Syntax opened in one stretch of the paragraph and closed in a later one (plain words
    /// between), past where a checkpoint is tried, and lines that change the lines before them.
    @Test(arguments: [
        ("`", "`"), ("``", "``"), ("**", "**"), ("_", "_"), ("~~", "~~"), ("~", "~"), ("*", "*"), ("***", "***"),
        ("[", "](https://example.com)"), ("![", "](i.png)"), ("[", "]"), ("[^", "]"),
        // NB: a link closes, and the bracket before it can make no link any more; the healer
        // still drops the brackets of one being typed after it.
        ("[a [b](u) ", "](https://example.com)"),
        // NB: a `[` that can make no link any more still keeps `www.` from becoming a link.
        ("[open [b](u) ", " www.example.com"),
        ("<a title=\"", "\">"), ("<a title='", "'>"), ("<a\n", "href=x>"), ("<!-- ", "-->"), ("<?php ", "?>"),
        ("<!DOCTYPE ", ">"), ("<![CDATA[ ", "]]>"),
        ("", "\n==="), ("", "\n---"), ("a | b", "\n|---|---|"), ("", "\n# Heading"), ("", "\n- item"), ("", "\n1. item"),
        ("", "\n```swift\nlet x = 1"), ("", "\n\nNext paragraph."), ("", "\n<div>"), ("", "  \n"), ("", "\\\n"),
    ])
    func syntaxAcrossACheckpointShowsWhatAFullParseShows(opening: String, closing: String) {
        var generator = SeededGenerator(seed: 5)
        for quoted in [false, true] {
            let marker = quoted ? "> " : ""
            let first = Self.prose(2_200, quoted: quoted, using: &generator)
            let middle = Self.prose(2_200, quoted: quoted, plain: true, using: &generator)
            let text = "Intro.\n\n" + first + "\n" + marker + "word " + opening + "words\n" + middle + "\n" + marker + "more"
                + closing + " and words after it to the end\n" + marker + "last line"
            let parser = FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: [7, 3, 12], name: "\(opening)…\(closing)",
                                                             checkedFrom: 2_000)
            // NB: updates parse from the checkpoint made before the opening.
            #expect(parser.updatesFromCheckpoint > 50)
        }
    }

    /// A backtick run the parse left as text after the checkpoint (`` `c d) `` breaks the
    /// link it is in; the healer paired it otherwise) may pair with a run opened after it: the
    /// span's fast path reads the inlines after the checkpoint for such runs. (An escaped one
    /// before the checkpoint pairs with nothing.)
    @Test(arguments: [false, true])
    func aBacktickRunAfterTheCheckpointPairsWithOneOpenedLater(quoted: Bool) {
        var generator = SeededGenerator(seed: 13)
        let marker = quoted ? "> " : ""
        let text = "Intro.\n\n" + marker + "an escaped \\` here\n" + Self.prose(4_500, quoted: quoted, plain: true, using: &generator)
            + "\n" + marker + "see [a](b `c d) more `x y` z and on"
        for sizes in [[1], [2], [3], [5, 3, 8], [7], [11, 4]] {
            let parser = FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: sizes, name: "lone run", checkedFrom: 4_000)
            #expect(parser.updatesFromCheckpoint > 0)
        }
    }

    /// A definition at the start of the paragraph is used by a link in its lines after a
    /// checkpoint would be, which parsed alone would not know it. (One in a block of its own
    /// before the paragraph leaves the tail when the boundary moves to the paragraph, and is
    /// seen at finish(), as StreamingParser.swift says.)
    @Test func aDefinitionBeginningTheParagraphReachesItsLastLines() {
        var generator = SeededGenerator(seed: 8)
        let text = "Intro.\n\n[a]: https://example.com\n" + Self.prose(4_500, quoted: false, plain: true, using: &generator)
            + "\nsee [a] and [b][a] here"
        let parser = FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: [7, 3, 12], name: "definition", checkedFrom: 4_000)
        #expect(parser.updatesFromCheckpoint == 0, "the definition's line is in every stretch from the paragraph's start")
    }

    /// Long paragraphs in a list item (the list's only item or its last, in a quote or with a
    /// quote inside): the sentinel is the item's marker line, so the lines after it keep the
    /// item's columns; now and then a line is lazy.
    @Test(arguments: [
        ("- ", "  "), ("1. First item.\n2. ", "   "), ("> - ", ">   "), ("- > ", "  > "), ("- [ ] ", "  "),
        ("* first\n* second\n*   ", "    "),
    ])
    func longParagraphsInListItemsShowWhatAFullParseShows(marker: String, continuation: String) {
        var generator = SeededGenerator(seed: UInt64(marker.utf8.count * 31 + continuation.utf8.count))
        let lines = Self.prose(6_000, quoted: false, using: &generator).split(separator: "\n", omittingEmptySubsequences: false)
        var text = "Intro.\n\n" + marker + lines[0]
        for line in lines.dropFirst() {
            // NB: a lazy line must not begin a block where the item's lines would not.
            let lazy = Int.random(in: 0..<8, using: &generator) == 0 && !continuation.hasPrefix(">") && !continuation.contains(">")
            text += "\n" + (lazy ? "" : continuation) + line
        }
        let sizes = (0..<5).map { _ in Int.random(in: 1...16, using: &generator) }
        let parser = FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: sizes, name: marker, checkedFrom: 2_000)
        #expect(parser.updatesFromCheckpoint > 20, "\(marker.debugDescription): \(parser.updatesFromCheckpoint) updates from a checkpoint")
    }

    /// A paragraph of 40 KB in a quote, with syntax on every line: an update parses the lines
    /// after the checkpoint, a few KB, not the paragraph so far.
    @Test func aLongParagraphsUpdatesParseItsLastLinesOnly() {
        var generator = SeededGenerator(seed: 3)
        let text = Array(("> " + Self.prose(40_000, quoted: true, using: &generator)).utf8)
        var parser = StreamingParser()
        var updates = 0
        for start in stride(from: 0, to: text.count, by: 8) {
            let before = parser.bytesParsed
            _ = parser.append(utf8: Array(text[start..<min(text.count, start + 8)]))
            if parser.bytesParsed > before { updates += 1 }
        }
        let average = parser.bytesParsed / max(1, updates)
        #expect(updates > 500)
        #expect(average < 4 * 2048, "an update parsed \(average) bytes on average")
    }
}
