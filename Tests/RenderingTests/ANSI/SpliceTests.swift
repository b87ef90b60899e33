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
        let grown = extended(last) { renderer.appendInlines([.text(" and more words")], to: &$0, cache: &cache) }
        #expect(grown == fresh(words + " and more words"))
    }

    /// The frame given must be the one the cache made last: one that does not end with the
    /// lines its memo keeps is not extended.
    @Test func onlyTheLastFrameIsExtended() {
        var cache = ANSIRenderer.FrameCache()
        let last = renderer.renderString(MarkdownParser().parse(words), encoder: encoder, cache: &cache)
        let other = String(last.dropLast(3)) + "xy\n"
        #expect(other.utf8.count == last.utf8.count)
        #expect(extended(other) { renderer.appendInlines([.text(" and more")], to: &$0, cache: &cache) } == nil)
        _ = renderer.renderString(MarkdownParser().parse("Another paragraph\n\n- and a list after it"), encoder: encoder, cache: &cache)
        #expect(extended(last) { renderer.appendInlines([.text(" and more")], to: &$0, cache: &cache) } == nil)
    }

    @Test func codeJoinsThePanelTheLastFrameEndedWith() throws {
        var cache = ANSIRenderer.FrameCache()
        let last = renderer.renderString(MarkdownParser().parse(code), encoder: encoder, cache: &cache)
        let grownText = code + "let more = 1\nlet"
        guard case .codeBlock(let grown)? = MarkdownParser().parse(grownText).blocks.last else { throw Unparsed() }
        let frame = extended(last) { renderer.appendCode(grown, to: &$0, cache: &cache) }
        #expect(frame == fresh(grownText))
        let other = String(last.dropLast(3)) + "xy\n"
        var fresh = ANSIRenderer.FrameCache()
        _ = renderer.renderString(MarkdownParser().parse(code), encoder: encoder, cache: &fresh)
        #expect(extended(other) { renderer.appendCode(grown, to: &$0, cache: &fresh) } == nil)
    }

    /// A `json` block is code, not a chart, while its text cannot end one: it grows as code
    /// does, and is laid out afresh (then read) when it may be whole.
    @Test func jsonJoinsThePanelUntilItMayBeAChart() throws {
        let json = "```json\n{\n  \"type\": \"bar\",\n  \"labels\": [\"a\", \"b\"],\n" + (0..<30).map { "  \"key\($0)\": \($0),\n" }.joined()
        var cache = ANSIRenderer.FrameCache()
        let last = renderer.renderString(MarkdownParser().parse(json), encoder: encoder, cache: &cache)
        let grownText = json + "  \"more\": [1, 2"
        guard case .codeBlock(let grown)? = MarkdownParser().parse(grownText).blocks.last else { throw Unparsed() }
        let frame = try #require(extended(last) { renderer.appendCode(grown, to: &$0, cache: &cache) })
        #expect(frame == fresh(grownText))
        guard case .codeBlock(let whole)? = MarkdownParser().parse(grownText + "]\n}").blocks.last else { throw Unparsed() }
        #expect(extended(frame) { renderer.appendCode(whole, to: &$0, cache: &cache) } == nil)
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
        let frame = extended(last) { renderer.appendItems(of: grown, to: &$0, cache: &cache) }
        #expect(frame == fresh(list + " grows\n9. nine"))
        // Ten items: the markers widen, every gutter changes.
        guard case .list(var wider)? = MarkdownParser().parse(list + " grows\n9. nine\n10. ten").blocks.first else { throw Unparsed() }
        wider.items.replaceSubrange(..<8, with: grown.items[..<8])
        #expect(extended(try #require(frame)) { renderer.appendItems(of: wider, to: &$0, cache: &cache) } == nil)
        // Items before the last parsed again: the same content serves (whatever the ranges),
        // another does not.
        var other = ANSIRenderer.FrameCache()
        let otherLast = renderer.renderString(parsed, encoder: encoder, cache: &other)
        let changed = items.enumerated().map { $0.offset == 2 ? "3. step **three**" : $0.element }.joined(separator: "\n")
        guard case .list(let reparsed)? = MarkdownParser().parse(changed + " grows").blocks.first else { throw Unparsed() }
        #expect(extended(otherLast) { renderer.appendItems(of: reparsed, to: &$0, cache: &other) } == nil)
        guard case .list(let same)? = MarkdownParser().parse(list + " grows").blocks.first else { throw Unparsed() }
        #expect(extended(otherLast) { renderer.appendItems(of: same, to: &$0, cache: &other) } == fresh(list + " grows"))
        // A frame that is not the cache's last.
        var third = ANSIRenderer.FrameCache()
        let thirdLast = renderer.renderString(parsed, encoder: encoder, cache: &third)
        #expect(extended(String(thirdLast.dropLast(3)) + "xy\n") { renderer.appendItems(of: grown, to: &$0, cache: &third) } == nil)
    }

    /// A splice grows the frame it is given where it is, when nothing else holds its storage:
    /// a frame costs its change, not the whole tail (a reply that is one long code block).
    @Test func framesGrowInPlace() throws {
        var cache = ANSIRenderer.FrameCache()
        var frame = renderer.renderString(MarkdownParser().parse(code), encoder: encoder, cache: &cache)
        frame.reserveCapacity(frame.utf8.count + 4096)
        let storage = frame.withUTF8 { $0.baseAddress }
        var text = code
        for line in 0..<8 {
            text += "let grown\(line) = \(line)\n"
            guard case .codeBlock(let grown)? = MarkdownParser().parse(text).blocks.last else { throw Unparsed() }
            #expect(renderer.appendCode(grown, to: &frame, cache: &cache))
        }
        #expect(frame == fresh(text))
        #expect(frame.withUTF8 { $0.baseAddress } == storage)
        let words = words + " and more"
        frame = renderer.renderString(MarkdownParser().parse(words), encoder: encoder, cache: &cache)
        frame.reserveCapacity(frame.utf8.count + 4096)
        let paragraph = frame.withUTF8 { $0.baseAddress }
        #expect(renderer.appendInlines([.text(" words, then more")], to: &frame, cache: &cache))
        #expect(frame == fresh(words + " words, then more"))
        #expect(frame.withUTF8 { $0.baseAddress } == paragraph)
    }

    /// `frame` grown by `splice`, or nil when it declined (and left the frame as it was).
    func extended(_ frame: String, by splice: (inout String) -> Bool) -> String? {
        var made = frame
        guard splice(&made) else {
            #expect(made == frame)
            return nil
        }
        return made
    }

    /// The text rendered on its own.
    func fresh(_ text: String) -> String {
        String(decoding: renderer.renderBytes(MarkdownParser().parse(text), encoder: encoder), as: UTF8.self)
    }

    struct Unparsed: Error {}
}
