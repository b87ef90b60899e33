import MarkdownModel

/// Renders a `Document` as HTML by walking the model (never cmark's own renderer).
///
/// Two flavours share one walk: `.compatible` writes exactly the HTML cmark-gfm writes (what the
/// GFM conformance suite and most embedders expect from a fragment); `.enhanced` is the body of
/// Inkwell's standalone page: code blocks in a panel with a language label and a copy button,
/// tables in a horizontally scrolling wrapper with `scope` on header cells.
public struct HTMLRenderer: Sendable {
    /// The shape of the HTML.
    public enum Flavor: Sendable, Hashable {
        /// Byte-compatible with cmark-gfm 0.29.0.gfm.6.
        case compatible
        /// Inkwell's page body: decorated code blocks and scrollable tables.
        case enhanced
    }

    /// What the renderer does with input it cannot trust.
    public struct Options: Sendable, Hashable {
        /// The shape of the HTML.
        public var flavor: Flavor
        /// Pass raw HTML blocks and inline HTML through instead of escaping them (unsafe).
        public var allowsRawHTML: Bool
        /// With raw HTML passing, still escape `<script>`, `<iframe>` and the other filtered tags.
        public var filtersTags: Bool
        /// Text shown as the label of a code block without a language.
        public var plainTextLabel: String
        /// The copy button's label and the feedback after a copy.
        public var copyLabel: String
        public var copiedLabel: String

        /// Safe defaults: raw HTML escaped, tag filter on, compatible output.
        public init(flavor: Flavor = .compatible, allowsRawHTML: Bool = false, filtersTags: Bool = true,
                    plainTextLabel: String = "plain text", copyLabel: String = "Copy",
                    copiedLabel: String = "Copied") {
            self.flavor = flavor
            self.allowsRawHTML = allowsRawHTML
            self.filtersTags = filtersTags
            self.plainTextLabel = plainTextLabel
            self.copyLabel = copyLabel
            self.copiedLabel = copiedLabel
        }
    }

    /// The rendering options.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Renders the document as an HTML fragment.
    public func render(_ document: Document) -> String {
        String(decoding: renderBytes(document), as: UTF8.self)
    }

    /// Renders the document into the raw bytes of an HTML fragment (no String round trip).
    public func renderBytes(_ document: Document) -> [UInt8] {
        if let runs = ParallelHTML.runs(of: document.blocks) {
            return ParallelHTML.render(document.blocks, runs: runs, options: options)
        }
        return renderBytes(document.blocks[...])
    }

    /// What one rendering leaves for the next of a series (the frames of a live rendering):
    /// the top-level list items of the last frame (see ListItemMemo.swift) and the HTML of its
    /// last long code block (HTMLCodeMemo.swift).
    public struct FrameCache: Sendable {
        var items = ListItemMemo<Bool>()
        var code: HTMLCodeMemo?
        /// Where the last frame wrote the HTML of the code block it ended with.
        var codeBody: LastCodeBody?
        /// Where the last frame's last list at the top began its last item.
        var listTail: LastListItem?
        /// Where the last frame's last table ended its rows.
        var tableTail: LastTableRows?
        /// The notes the last frame was made of, alone.
        var notes: LastNotes?
        /// The children of the last containers the last frame wrote (HTMLChildrenMemo.swift).
        var childBlocks = HTMLChildrenMemos<Block>()
        var listItems = HTMLChildrenMemos<ListItem>()

        /// An empty cache.
        public init() {}

        /// Keeps the memos a live frame's context made, for the next frame.
        mutating func keepMemos(of context: HTMLContext) {
            items = context.items ?? ListItemMemo()
            code = context.codeMemo
            codeBody = context.codeBodyAtEnd()
            listTail = context.listTail
            tableTail = context.tableTail
            notes = context.notes
            (childBlocks, listItems) = (context.childBlocks, context.listItems)
        }
    }

    /// `renderBytes(_:)` for one of a series of renderings sharing `cache` (the same bytes,
    /// made faster). NB: a cache serves the frames of one renderer.
    public func renderBytes(_ document: Document, cache: inout FrameCache) -> [UInt8] {
        cache.items.startFrame()
        var context = frameContext(capacity: document.blocks.count * 128, cache: &cache)
        context.blocks(document.blocks)
        context.closeFootnotes()
        cache.keepMemos(of: context)
        return context.writer.bytes
    }

    /// `renderBytes(_:cache:)` as a String; `previous`, the last frame, gives the bytes this
    /// one begins with in common with it (they are not checked as UTF-8 again).
    public func renderString(_ document: Document, cache: inout FrameCache, previous: String?) -> String {
        let bytes = renderBytes(document, cache: &cache)
        guard let previous else { return String(decoding: bytes, as: UTF8.self) }
        return bytes.withUnsafeBufferPointer { FrameEnding.string(of: $0, reusing: previous) }
    }

    /// The context of a live frame, with the memos of `cache` handed over (taken out, so the
    /// context's copies are not shared while they grow).
    func frameContext(capacity: Int, cache: inout FrameCache) -> HTMLContext {
        var context = HTMLContext(options: options, capacity: capacity)
        context.items = cache.items
        cache.items = ListItemMemo()
        context.memoizesCode = true
        (context.codeMemo, cache.code) = (cache.code, nil)
        (context.childBlocks, context.listItems) = (cache.childBlocks, cache.listItems)
        (cache.childBlocks, cache.listItems) = (HTMLChildrenMemos(), HTMLChildrenMemos())
        context.childBlocks.startFrame()
        context.listItems.startFrame()
        return context
    }

    /// One run of blocks, rendered on this thread; footnote definitions close their section.
    func renderBytes(_ blocks: ArraySlice<Block>) -> [UInt8] {
        var context = HTMLContext(options: options, capacity: blocks.count * 128)
        context.blocks(Array(blocks))
        context.closeFootnotes()
        return context.writer.bytes
    }
}

/// The state of one rendering pass.
struct HTMLContext {
    let options: HTMLRenderer.Options
    var writer: HTMLWriter
    /// Whether the footnote section has been opened.
    var inFootnotes = false
    /// The top-level list items of the last live frame, and this one's (only in live
    /// frames); keyed by the list's tightness.
    var items: ListItemMemo<Bool>?
    /// How many lists enclose the block being written.
    var listDepth = 0
    /// Whether long code blocks go through `codeMemo` (only in live frames), and the memo of
    /// the last one.
    var memoizesCode = false
    var codeMemo: HTMLCodeMemo?
    /// Where the memo's HTML of the last long code block went in the frame.
    var codeBody: LastCodeBody?
    /// Where the last item of the last list at the top began (only in live frames), and how
    /// many bytes of the frame come before this context's (kept from the frame before).
    var listTail: LastListItem?
    var frameBytesBefore = 0
    /// Where the last table's rows ended (only in live frames).
    var tableTail: LastTableRows?
    /// The footnote definitions of a frame made of them alone (only in live frames).
    var notes: LastNotes?
    /// How many containers (quotes, list items, footnote definitions) hold the block being
    /// written, and the children of the last ones written at each depth, in the last frame
    /// and this one (only in live frames).
    var containerDepth = 0
    var childBlocks = HTMLChildrenMemos<Block>()
    var listItems = HTMLChildrenMemos<ListItem>()

    init(options: HTMLRenderer.Options, capacity: Int) {
        self.options = options
        self.writer = HTMLWriter(capacity: capacity)
    }

    mutating func closeFootnotes() {
        guard inFootnotes else { return }
        noteNotesEnd()
        writer.raw("</ol>\n</section>\n")
        noteNotesEnding()
    }

    /// Raw HTML from the input: passed (tag-filtered) in unsafe mode, else shown as text.
    mutating func rawHTML(_ html: String) {
        if !options.allowsRawHTML {
            writer.text(html)
        } else if options.filtersTags {
            TagFilter.write(html, into: &writer)
        } else {
            writer.verbatim(html)
        }
    }
}
