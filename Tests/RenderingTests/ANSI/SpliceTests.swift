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

    /// A `json` block is code, not a chart, while its text cannot end one: it grows as code
    /// does, and is laid out afresh (then read) when it may be whole.
    @Test func jsonJoinsThePanelUntilItMayBeAChart() throws {
        let json = "```json\n{\n  \"type\": \"bar\",\n  \"labels\": [\"a\", \"b\"],\n" + (0..<30).map { "  \"key\($0)\": \($0),\n" }.joined()
        var cache = ANSIRenderer.FrameCache()
        let last = renderer.renderString(MarkdownParser().parse(json), encoder: encoder, cache: &cache)
        let grownText = json + "  \"more\": [1, 2"
        guard case .codeBlock(let grown)? = MarkdownParser().parse(grownText).blocks.last else { throw Unparsed() }
        let frame = try #require(renderer.appendingCode(grown, to: last, cache: &cache))
        #expect(frame == fresh(grownText))
        guard case .codeBlock(let whole)? = MarkdownParser().parse(grownText + "]\n}").blocks.last else { throw Unparsed() }
        #expect(renderer.appendingCode(whole, to: frame, cache: &cache) == nil)
    }

    /// A list the last frame ended with, grown by an item: laid out from the item that frame
    /// ended with, the items before copied with the frame's bytes (ListSplice.swift). Not when
    /// an item before it is another, the width of the markers changed, or the frame given is
    /// not the one the cache made last.
    @Test func itemsJoinTheListTheLastFrameEndedWith() throws {
        let items = (1...8).map { "\($0). step **\($0)** of the `plan`" }
        let list = items.joined(separator: "\n")
        var cache = ANSIRenderer.FrameCache()
        let parsed = MarkdownParser().parse(list)
        let last = renderer.renderString(parsed, encoder: encoder, cache: &cache)
        // The grown list keeps the items before the last as they were (the parser's frozen ones).
        guard case .list(let before)? = parsed.blocks.first,
              case .list(var grown)? = MarkdownParser().parse(list + " grows\n9. nine").blocks.first else { throw Unparsed() }
        grown.items.replaceSubrange(..<7, with: before.items[..<7])
        let frame = renderer.appendingItems(of: grown, to: last, cache: &cache)
        #expect(frame == fresh(list + " grows\n9. nine"))
        // Ten items: the markers widen, every gutter changes.
        guard case .list(var wider)? = MarkdownParser().parse(list + " grows\n9. nine\n10. ten").blocks.first else { throw Unparsed() }
        wider.items.replaceSubrange(..<8, with: grown.items[..<8])
        #expect(renderer.appendingItems(of: wider, to: try #require(frame), cache: &cache) == nil)
        // Items before the last parsed again: the same content serves (whatever the ranges),
        // another does not.
        var other = ANSIRenderer.FrameCache()
        let otherLast = renderer.renderString(parsed, encoder: encoder, cache: &other)
        let changed = items.enumerated().map { $0.offset == 2 ? "3. step **three**" : $0.element }.joined(separator: "\n")
        guard case .list(let reparsed)? = MarkdownParser().parse(changed + " grows").blocks.first else { throw Unparsed() }
        #expect(renderer.appendingItems(of: reparsed, to: otherLast, cache: &other) == nil)
        guard case .list(let same)? = MarkdownParser().parse(list + " grows").blocks.first else { throw Unparsed() }
        #expect(renderer.appendingItems(of: same, to: otherLast, cache: &other) == fresh(list + " grows"))
        // A frame that is not the cache's last.
        var third = ANSIRenderer.FrameCache()
        let thirdLast = renderer.renderString(parsed, encoder: encoder, cache: &third)
        #expect(renderer.appendingItems(of: grown, to: String(thirdLast.dropLast(3)) + "xy\n", cache: &third) == nil)
    }

    /// The text rendered on its own.
    func fresh(_ text: String) -> String {
        String(decoding: renderer.renderBytes(MarkdownParser().parse(text), encoder: encoder), as: UTF8.self)
    }

    struct Unparsed: Error {}
}
