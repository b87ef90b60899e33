import MarkdownModel
import Testing
import Theming

@testable import Rendering

/// The terminal keeps the lines of a live frame's last paragraph (ParagraphMemo): an input
/// that only grew is laid out again from its last line, one that changed inside from a line
/// before the line of the change. Every frame still equals a fresh rendering.
@Suite struct ParagraphMemoTests {
    static let lead = (0..<12).map { "Words \($0) with `span \($0)` and **bold** ones," }.joined(separator: " ")

    static func paragraph(_ inlines: [Inline]) -> Document {
        Document(blocks: [.paragraph(Paragraph(inlines: [.text(lead + " ")] + inlines))])
    }

    /// A code span typed a letter at a time, healed shut at each (its closing padding moves),
    /// then words after it; a word at a line's start shortened so it fits on the line before;
    /// a style changed inside; a hard break.
    static let frames: [Document] = {
        var documents = ["c", "co", "cod", "code"].map { paragraph([.code($0)]) }
        documents += [" a", " and more", " and more words that wrap"].map { paragraph([.code("code"), .text($0)]) }
        let words = (0..<30).map { "word\($0 % 10)" }
        var shortened = words
        shortened[14] = "w"
        documents.append(paragraph([.text(words.joined(separator: " "))]))
        documents.append(paragraph([.text(shortened.joined(separator: " "))]))
        documents.append(paragraph([.text(words[..<14].joined(separator: " ") + " "), .emphasis([.text(words[14...].joined(separator: " "))])]))
        documents.append(paragraph([.text("before a break"), .lineBreak, .text("after it and on")]))
        documents.append(paragraph([.text("before a break"), .lineBreak, .text("after")]))
        return documents
    }()

    @Test(arguments: [24, 30, 57])
    func framesEqualFreshRendering(width: Int) {
        expectTerminalFramesEqualFreshRendering(Self.frames, width: width)
        expectTerminalFramesEqualFreshRendering(Self.frames.map { Document(blocks: [.blockQuote(BlockQuote(blocks: $0.blocks))]) }, width: width)
    }

    /// A code span healed shut, then typed on, moves its closing padding: the layout starts
    /// again a line before the line that holds it, not at the paragraph's start.
    @Test func aHealedSpanTypedOnKeepsTheLinesBefore() throws {
        let renderer = ANSIRenderer(options: .init(width: 30, theme: ANSISupport.theme("dark")))
        let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
        var cache = ANSIRenderer.FrameCache()
        _ = renderer.renderBytes(Self.paragraph([.code("cod")]), encoder: encoder, cache: &cache)
        let before = try #require(cache.writer?.madeParagraph)
        var fresh = ANSIRenderer.FrameCache()
        _ = renderer.renderBytes(Self.paragraph([.code("code"), .text(" and")]), encoder: encoder, cache: &fresh)
        let after = try #require(fresh.writer?.madeParagraph)
        let restart = try #require(before.restart(for: after.pieces, after.text))
        #expect(before.lines.count > 20)
        #expect(restart.line >= before.lines.count - 3)
    }
}
