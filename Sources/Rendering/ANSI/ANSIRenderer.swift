// The terminal renderer: a document laid out as styled lines, glamour-like.
//
// Every block renders to lines at the width it is given; containers (quotes, list items,
// footnotes, the document margin) render their children narrower and put a prefix before
// each line (a gutter, which `TerminalWriter` applies as lines are emitted). Sibling blocks
// are separated by one blank line (none in tight lists), never at the very start or end.
// All text from the input goes through `TerminalText.sanitize(_:)` before layout. Text is
// laid out as pieces (`TextPiece`); the writer encodes the lines (`renderBytes`) or keeps
// them as `StyledLine`s (`render`), the same lines either way.

import MarkdownModel
import Theming

/// Lays a document out as styled terminal lines from a theme.
public struct ANSIRenderer: Sendable {
    /// What shapes the layout.
    public struct Options: Sendable, Hashable {
        /// The line width in terminal cells (at least 1).
        public var width: Int
        /// The theme every element is styled from.
        public var theme: Theme
        /// Whether the output can carry OSC 8 hyperlinks (then link URLs are not printed).
        public var hyperlinks: Bool

        /// Creates options.
        public init(width: Int = 80, theme: Theme, hyperlinks: Bool = false) {
            self.width = width
            self.theme = theme
            self.hyperlinks = hyperlinks
        }
    }

    /// The options.
    public let options: Options
    let styles: ANSIStyles

    /// Creates a renderer.
    public init(options: Options) {
        self.options = options
        self.styles = ANSIStyles(theme: options.theme)
    }

    /// The document as styled lines, without trailing spaces that would not show.
    public func render(_ document: Document) -> [StyledLine] {
        var writer = TerminalWriter(
            margin: documentMargin(width: max(1, options.width)), encoder: nil)
        layOut(document, into: &writer)
        return writer.lines
    }

    /// The document encoded for a terminal, each line followed by a newline: the same bytes
    /// as `encoder.encodeBytes(render(document), terminator: "\n")`, made without the lines.
    public func renderBytes(_ document: Document, encoder: ANSIEncoder) -> [UInt8] {
        var writer = TerminalWriter(
            margin: documentMargin(width: max(1, options.width)), encoder: encoder,
            capacity: 1 << 16)
        layOut(document, into: &writer)
        return writer.bytes
    }

    /// What one rendering leaves for the next of a series (the frames of a live rendering):
    /// the writer of the last one, with the styles and links met so far, numbered, and the
    /// escapes between them (working out an escape costs more than the rest of a small frame,
    /// and the frames of one reply use the same few styles), the memos of a live rendering's
    /// frames, and the memory of its buffers.
    ///
    /// A batch of replies keeps one too (without memos): the escapes are worked out once for
    /// all its replies.
    public struct FrameCache: Sendable {
        /// The writer of the last rendering. In a live rendering it keeps the frame's list
        /// items and their gutters (ListItemMemo.swift), its last long code panel
        /// (CodePanelMemo.swift), last paragraph (ParagraphMemo.swift) and last table
        /// (TableMemo.swift). NB: a cache that keeps them serves the frames of one renderer,
        /// whose theme their bytes carry.
        var writer: TerminalWriter?
        let keepsListItems: Bool

        /// An empty cache; `keepsListItems` false for renderings that are not frames of one
        /// reply (whose list items never come again).
        public init(keepsListItems: Bool = true) {
            self.keepsListItems = keepsListItems
        }

        /// Forgets the links of the reply just rendered, before the cache serves another.
        public mutating func endReply() {
            writer?.forgetLinks()
        }
    }

    /// `renderBytes(_:encoder:)` for one of a series of renderings sharing `cache` (the same
    /// bytes, made faster).
    public func renderBytes(_ document: Document, encoder: ANSIEncoder, cache: inout FrameCache) -> [UInt8] {
        var writer = frameWriter(encoder: encoder, cache: &cache)
        layOut(document, into: &writer)
        let bytes = writer.bytes
        cache.writer = consume writer
        return bytes
    }

    /// `renderBytes(_:encoder:cache:)` as a String, made from the writer's bytes directly.
    /// `continuesOutput`: the document goes on from blocks rendered before (the next entry
    /// of a live rendering), so footnotes at its start get the rule that sets them apart.
    /// `previous`: the last frame of a live rendering, whose bytes this one mostly begins
    /// with; they are taken from it as they are, not checked as UTF-8 again (FrameEnding).
    public func renderString(_ document: Document, encoder: ANSIEncoder, cache: inout FrameCache,
                             continuesOutput: Bool = false, previous: String? = nil) -> String {
        var writer = frameWriter(encoder: encoder, cache: &cache)
        layOut(document, continuesOutput: continuesOutput, into: &writer)
        writer.noteNotesEnd()
        let string = writer.string(reusing: previous)
        cache.writer = consume writer
        return string
    }

    /// The cache's writer made ready for another rendering, or a new one that adopts its
    /// palette and escapes (when the cache has none, or one for another margin or encoder).
    private func frameWriter(encoder: ANSIEncoder, cache: inout FrameCache) -> TerminalWriter {
        let margin = documentMargin(width: max(1, options.width))
        var adopted: (StylePalette, PieceEncoder)?
        // NB: taken out of the cache (moved, not copied), so its buffers are not shared
        // while it writes.
        if var kept = cache.writer.take() {
            if kept.serves(margin: margin, encoder: encoder) {
                kept.startNextFrame()
                return kept
            }
            adopted = kept.reusableState
        }
        var writer = TerminalWriter(margin: margin, encoder: encoder, capacity: 4096)
        if let (palette, escapes) = adopted { writer.adopt(palette: palette, encoder: escapes) }
        if cache.keepsListItems { writer.keepMemos() }
        return writer
    }

    private func layOut(_ document: Document, continuesOutput: Bool = false, into writer: inout TerminalWriter) {
        let width = max(1, options.width)
        let margin = documentMargin(width: width)
        let context = BlockContext(width: max(1, width - 2 * margin), base: styles.paragraph)
        blocks(document.blocks, context: context, isTight: false, continuesOutput: continuesOutput, into: &writer)
    }

    /// The theme's document margin, shrunk on narrow terminals so text keeps some room.
    private func documentMargin(width: Int) -> Int {
        let wanted = max(0, styles.document.margin ?? 0)
        return min(wanted, max(0, (width - 20) / 2))
    }

    /// Whether spaces in `style` show (a background, inverse video or lines through them).
    static func showsBlank(_ style: TextStyle) -> Bool {
        style.background != nil || style.inverse == true || style.underline == true
            || style.strikethrough == true
    }

    /// Removes trailing spaces whose style shows nothing (no background or lines).
    static func trim(_ out: inout StyledLine) {
        while let last = out.spans.last {
            if showsBlank(last.style) { break }
            // NB: on UTF-8 bytes; stepping back by Character is slow on long runs of spaces.
            let utf8 = last.text.utf8
            var end = utf8.endIndex
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x20 {
                end = utf8.index(before: end)
            }
            if end == utf8.startIndex {
                out.spans.removeLast()
            } else {
                if end != utf8.endIndex {
                    out.spans[out.spans.count - 1].text = String(last.text[..<end])
                }
                break
            }
        }
    }
}

/// Where a block is laid out: the cells it may use and the text style it inherits.
struct BlockContext: Equatable {
    /// The width available, in cells.
    var width: Int
    /// The text style inherited from the containers (a quote's colour, say).
    var base: TextStyle
    /// How many lists enclose the block.
    var listLevel = 0

    /// The same context, `used` cells narrower.
    func narrower(by used: Int) -> BlockContext {
        var copy = self
        copy.width = max(1, width - used)
        return copy
    }
}
