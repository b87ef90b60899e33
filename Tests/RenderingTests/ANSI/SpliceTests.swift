import MarkdownModel
import MarkdownParsing
import Testing

@testable import Rendering

/// A frame that only adds words or code to the paragraph or code panel the last frame ended
/// with is the last frame, kept up to its last lines, then those laid out again (see
/// ParagraphSplice.swift, CodePanelSplice.swift). The live frame tests check that such
/// frames equal fresh renderings; these check what they are made from.
@Suite struct SpliceTests {
    let renderer = ANSIRenderer(options: .init(width: 30, theme: ANSISupport.theme("dark")))
    let encoder = ANSIEncoder(depth: .trueColor, hyperlinks: false)
    let words = "The words of a paragraph go on over a few lines of it, and on"
    let code = "```swift\n" + (0..<12).map { "let value\($0) = \($0) // a note\n" }.joined()

    @Test func wordsJoinTheParagraphTheLastFrameEndedWith() {
        var cache = ANSIRenderer.FrameCache()
        let last = renderer.renderString(MarkdownParser().parse(words), encoder: encoder, cache: &cache)
        let grown = renderer.appendingInlines([.text(" and more words")], to: last, cache: &cache)
        #expect(grown == fresh(words + " and more words"))
    }

    /// The frame given must be the one the cache made last: one that does not end with the
    /// lines its memo keeps is not extended.
    @Test func onlyTheLastFrameIsExtended() {
        var cache = ANSIRenderer.FrameCache()
        let last = renderer.renderString(MarkdownParser().parse(words), encoder: encoder, cache: &cache)
        let other = String(last.dropLast(3)) + "xy\n"
        #expect(other.utf8.count == last.utf8.count)
        #expect(renderer.appendingInlines([.text(" and more")], to: other, cache: &cache) == nil)
        _ = renderer.renderString(MarkdownParser().parse("Another paragraph\n\n- and a list after it"), encoder: encoder, cache: &cache)
        #expect(renderer.appendingInlines([.text(" and more")], to: last, cache: &cache) == nil)
    }

    @Test func codeJoinsThePanelTheLastFrameEndedWith() throws {
        var cache = ANSIRenderer.FrameCache()
        let last = renderer.renderString(MarkdownParser().parse(code), encoder: encoder, cache: &cache)
        let grownText = code + "let more = 1\nlet"
        guard case .codeBlock(let grown)? = MarkdownParser().parse(grownText).blocks.last else { throw Unparsed() }
        let frame = renderer.appendingCode(grown, to: last, cache: &cache)
        #expect(frame == fresh(grownText))
        let other = String(last.dropLast(3)) + "xy\n"
        var fresh = ANSIRenderer.FrameCache()
        _ = renderer.renderString(MarkdownParser().parse(code), encoder: encoder, cache: &fresh)
        #expect(renderer.appendingCode(grown, to: other, cache: &fresh) == nil)
    }

    /// The text rendered on its own.
    func fresh(_ text: String) -> String {
        String(decoding: renderer.renderBytes(MarkdownParser().parse(text), encoder: encoder), as: UTF8.self)
    }

    struct Unparsed: Error {}
}
