import Charting
import FoundationEssentials
import Rendering
import Streaming

/// A reply rendered while it streams in: each update gives the blocks that just became final,
/// rendered once, and the provisional tail, rendered again. What `inkwell stream` and
/// front ends embedding Inkwell drive.
public struct LiveRender: Sendable {
    /// How blocks are rendered.
    public private(set) var options: RenderOptions
    private var parser: StreamingParser
    private var committedCount = 0
    /// The last provisional rendering, which a text-only update extends (HTML fragments),
    /// and the info string of the fence open at its end (a chart's shows a placeholder).
    private var lastProvisional = ""
    private var lastOpenFence: String?
    /// The tail's rendering in two parts, where it ends with footnote definitions from earlier
    /// lines (`StreamUpdate.trailingNotes`): the blocks before them, which a text-only update
    /// extends, and the definitions, rendered again only when they change (with caches of
    /// their own, so that the others' last rendering stays that of the blocks).
    /// NB: `lastBody` is extended in place (see FrameEnding.swift): `lastProvisional`, which
    /// shares its storage, lets go of it before a frame is made, so a frame costs its change
    /// once the caller has dropped the frame before, not the whole tail.
    private var lastBody = ""
    private var lastNotes: (version: Int, continuesOutput: Bool, output: String)?
    private var notesFrameCache = ANSIRenderer.FrameCache()
    private var notesHTMLCache = HTMLRenderer.FrameCache()
    /// The caches revised blocks are rendered with.
    private var asideFrameCache = ANSIRenderer.FrameCache()
    private var asideHTMLCache = HTMLRenderer.FrameCache()
    /// The terminal renderer, made once: resolving a theme's styles costs more than a frame.
    private var terminal: (renderer: ANSIRenderer, encoder: ANSIEncoder)?
    /// The styles and escapes the terminal frames so far have met.
    private var frameCache = ANSIRenderer.FrameCache()
    /// The HTML renderer, and what its frames so far leave for the next.
    private let html: HTMLRenderer?
    private var htmlCache = HTMLRenderer.FrameCache()

    /// Starts a live rendering.
    public init(options: RenderOptions = RenderOptions(format: .html, isFragment: true)) {
        self.options = options
        self.parser = StreamingParser(parser: MarkdownParser(extensions: options.extensions))
        terminal = options.format == .ansi ? Self.terminal(for: options) : nil
        html = options.format == .html ? Inkwell.htmlRenderer(for: options) : nil
    }

    /// The reply's text so far.
    public var text: String { parser.text }

    /// The document so far (committed blocks and the provisional tail).
    public var document: Document { parser.document }

    /// Adds a chunk of the reply.
    public mutating func append(_ chunk: String) -> LiveFrame {
        frame(parser.append(chunk))
    }

    /// Adds a chunk of UTF-8 bytes (a multi-byte character may be split across chunks).
    public mutating func append(utf8 chunk: [UInt8]) -> LiveFrame {
        frame(parser.append(utf8: chunk))
    }

    /// Replaces the whole reply (a regenerate or an edit): everything is rendered anew and
    /// the frame says so with `isReset`.
    public mutating func replace(with text: String) -> LiveFrame {
        committedCount = 0
        (lastProvisional, lastBody, lastNotes) = ("", "", nil)
        lastOpenFence = nil
        var result = frame(parser.replace(with: text))
        result.isReset = true
        return result
    }

    /// Lays the tail out again at `width` (a terminal resized while the reply streams) and
    /// returns its new rendering; committed blocks stay as they were rendered. The next frames
    /// are laid out at that width.
    public mutating func relayout(width: Int) -> String {
        guard options.format == .ansi, width != options.width else { return lastProvisional }
        options.width = width
        terminal = Self.terminal(for: options)
        (frameCache, notesFrameCache, lastNotes) = (ANSIRenderer.FrameCache(), ANSIRenderer.FrameCache(), nil)
        lastBody = ""   // NB: laid out anew, not extended
        lastProvisional = renderTail(parser.tail, continuesOutput: committedCount > 0)
        return lastProvisional
    }

    private static func terminal(for options: RenderOptions) -> (renderer: ANSIRenderer, encoder: ANSIEncoder) {
        (Inkwell.ansiRenderer(for: options), ANSIEncoder(depth: options.colorDepth, hyperlinks: options.hyperlinks))
    }

    /// Ends the reply: the rest is committed, late definitions revised. `keepingTail`: the
    /// reply was cut short, and its tail is committed as last shown (see
    /// `StreamingParser.finish(keepingTail:)`).
    public mutating func finish(keepingTail: Bool = false) -> LiveFrame {
        frame(parser.finish(keepingTail: keepingTail))
    }

    private mutating func frame(_ update: StreamUpdate) -> LiveFrame {
        let groups = Self.groupingFootnotes(update.committed)
        var committed: [String] = []
        for group in groups {
            // NB: a footnote section after earlier entries opens with its rule, as in one go.
            let continues = committedCount + committed.count > 0
            committed.append(group.count == 1 ? render(group[0], continuesOutput: continues) : render(group, continuesOutput: continues))
        }
        let revisions = update.revisions.map { LiveFrame.Revision(index: $0.index, output: renderAside($0.block)) }
        defer { committedCount += committed.count }
        // An unchanged tail keeps its rendering (the frame still goes out: one per input event),
        // unless its fence closed: the same code is then a chart, no longer its placeholder.
        defer { lastOpenFence = update.openFence }
        if !(update.isUnchanged && update.committed.isEmpty && update.revisions.isEmpty && update.openFence == lastOpenFence) {
            lastProvisional = ""
            lastProvisional = renderTail(update, continuesOutput: committedCount + committed.count > 0)
        }
        // NB: made whole, not made and then changed: the frame was copied on its way out.
        let mayBeRevised = update.isFinal ? [] : groups.map { $0.contains(where: \.mayTakeLateDefinition) }
        return LiveFrame(firstIndex: committedCount, committed: committed, provisional: lastProvisional,
                         revisions: revisions, openFence: update.openFence, isFinal: update.isFinal, mayBeRevised: mayBeRevised)
    }

    /// The update's tail, rendered: the blocks before its trailing definitions extended from
    /// the last frame where the update allows, else rendered again, then the definitions.
    private mutating func renderTail(_ update: StreamUpdate, continuesOutput: Bool) -> String {
        let (body, notes) = (update.provisionalBody, update.trailingNotes)
        // NB: the text being typed, where a chart's fence may be open, ends the body.
        let shown = drawsCharts ? Self.placingCharts(body, openFence: update.openFence, label: options.strings["charts.placeholder"])
                                : body
        if notes.isEmpty {
            lastNotes = nil
            renderBody(shown, of: update, continuesOutput: continuesOutput)
            return lastBody
        }
        // NB: JSON and a page are one whole each (an array, a document), not two put together.
        guard terminal != nil || html != nil && options.isFragment else {
            (lastBody, lastNotes) = ("", nil)
            return render(shown + notes, continuesOutput: continuesOutput)
        }
        let notesOutput = renderNotes(notes, version: update.trailingNotesVersion, continuesOutput: continuesOutput || !body.isEmpty)
        renderBody(shown, of: update, continuesOutput: continuesOutput)
        if lastBody.isEmpty { return notesOutput }
        // NB: the terminal's blocks end with their last line; a blank line goes between two.
        return terminal != nil ? lastBody + "\n" + notesOutput : lastBody + notesOutput
    }

    /// Makes `lastBody` the rendering of the tail's blocks before its trailing definitions,
    /// `shown` (charts placed): the last one extended in place where the update allows, else
    /// rendered again.
    private mutating func renderBody(_ shown: [Block], of update: StreamUpdate, continuesOutput: Bool) {
        // NB: moved out, so that the splice holds the only reference to its storage.
        var body = ""
        swap(&body, &lastBody)
        if !extend(&body, by: update, body: update.provisionalBody) {
            body = render(shown, continuesOutput: continuesOutput, previous: body)
        }
        lastBody = body
    }

    /// A revised block, rendered with caches of its own: the others' last rendering stays the
    /// tail's, which the next frame may extend.
    private mutating func renderAside(_ block: Block) -> String {
        swap(&frameCache, &asideFrameCache)
        swap(&htmlCache, &asideHTMLCache)
        defer {
            swap(&frameCache, &asideFrameCache)
            swap(&htmlCache, &asideHTMLCache)
        }
        return render(block)
    }

    /// The tail's trailing footnote definitions, rendered; as the last frame had them, when
    /// they are the same (the parser's `version` of them did not change).
    private mutating func renderNotes(_ notes: [Block], version: Int, continuesOutput: Bool) -> String {
        if let kept = lastNotes, kept.continuesOutput == continuesOutput, kept.version == version { return kept.output }
        swap(&frameCache, &notesFrameCache)
        swap(&htmlCache, &notesHTMLCache)
        defer {
            swap(&frameCache, &notesFrameCache)
            swap(&htmlCache, &notesHTMLCache)
        }
        let output = render(notes, continuesOutput: continuesOutput)
        lastNotes = (version, continuesOutput, output)
        return output
    }

    /// Splices the update's words or code into `frame`, the previous rendering of the tail,
    /// when the update only added them: in the terminal, when the last frame ended with their
    /// paragraph or code panel; in an HTML fragment, code, when the last frame ended with its
    /// block, and words, unless a footnote section follows the text. In both, a tail that is
    /// one list the last frame ended with is the last frame up to the item it ended with, then
    /// the items from it (ListSplice.swift, HTMLListSplice.swift), and a tail that is one table
    /// it ended with, the last frame up to the end of its rows, then the new rows
    /// (TableSplice.swift, HTMLTableSplice.swift).
    /// False, with `frame` as it was, when the tail must be rendered again.
    /// `body`: the tail's blocks before its trailing definitions, which `frame` shows.
    private mutating func extend(_ frame: inout String, by update: StreamUpdate, body: [Block]) -> Bool {
        guard update.committed.isEmpty, !frame.isEmpty else { return false }
        if let terminal {
            // NB: the cache's last rendering is this tail's: committed blocks render before it.
            if update.grewCode, let code = Self.lastCodeBlock(body),
               terminal.renderer.appendCode(code, to: &frame, cache: &frameCache) {
                return true
            }

            if let inlines = update.appendedInlines, terminal.renderer.appendInlines(inlines, to: &frame, cache: &frameCache) {
                return true
            }
            let shown = Self.placingCharts(body, openFence: update.openFence, label: options.strings["charts.placeholder"])
            if Self.isNotesAlone(shown) { return terminal.renderer.appendNotes(shown, to: &frame, cache: &frameCache) }
            guard shown.count == 1 else { return false }
            switch shown[0] {
            case .list(let list): return terminal.renderer.appendItems(of: list, to: &frame, cache: &frameCache)
            case .table(let table): return terminal.renderer.appendRows(of: table, to: &frame, cache: &frameCache)
            default: return false
            }
        }
        guard let html, options.isFragment else { return false }
        if update.grewCode, let code = Self.lastCodeBlock(body), html.appendCode(code, to: &frame, cache: &htmlCache) {
            return true
        }
        if Self.isNotesAlone(body) { return html.appendNotes(body, to: &frame, cache: &htmlCache) }
        if let inlines = update.appendedInlines, !body.contains(where: { $0.footnoteDefinition != nil }),
           html.appendInlines(inlines, to: &frame, cache: &htmlCache) {
            return true
        }
        guard body.count == 1 else { return false }
        switch body[0] {
        case .list(let list): return html.appendItems(of: list, to: &frame, cache: &htmlCache)
        case .table(let table): return html.appendRows(of: table, to: &frame, cache: &htmlCache)
        default: return false
        }
    }

    /// Whether `blocks` are footnote definitions alone: the tail of a reply that ends with
    /// its sources.
    private static func isNotesAlone(_ blocks: [Block]) -> Bool {
        !blocks.isEmpty && blocks.allSatisfy { $0.footnoteDefinition != nil }
    }

    /// Whether the output draws chart fences as charts: not the model (JSON), nor an HTML
    /// fragment (cmark-compatible, where they stay code), so no placeholder stands for one there.
    private var drawsCharts: Bool {
        switch options.format {
        case .json: false
        case .html: !options.isFragment
        case .ansi, .svg: true
        }
    }

    /// A chart fence still open at the end of the tail shows a one-line placeholder instead of
    /// half a JSON spec (or a "not drawn" note for JSON that is merely unfinished), at the top
    /// level or as the last block of a quote or list item. NB: the label is looked up only
    /// then: a lookup on every frame cost a tenth of a terminal frame that adds words.
    static func placingCharts(_ blocks: [Block], openFence: String?, label: @autoclosure () -> String) -> [Block] {
        guard let fence = openFence, let language = fence.split(separator: " ").first.map({ $0.lowercased() }),
              ChartDocument.chartLanguages.contains(language), language != "json" else { return blocks }
        return replacingLastCode(in: blocks, with: .paragraph(Paragraph(inlines: [.emphasis([.text(label())])])))
    }

    /// The deepest last block, when it is a code block (at the top level or as the last block
    /// of a quote or list item).
    private static func lastCodeBlock(_ blocks: [Block]) -> CodeBlock? {
        switch blocks.last {
        case .codeBlock(let code)?: code
        case .blockQuote(let quote)?: lastCodeBlock(quote.blocks)
        case .list(let list)?: lastCodeBlock(list.items.last?.blocks ?? [])
        default: nil
        }
    }

    /// `blocks` with the deepest last block, when it is a code block, replaced.
    private static func replacingLastCode(in blocks: [Block], with placeholder: Block) -> [Block] {
        var blocks = blocks
        switch blocks.last {
        case .codeBlock?:
            blocks[blocks.count - 1] = placeholder
        case .blockQuote(var quote)?:
            quote.blocks = replacingLastCode(in: quote.blocks, with: placeholder)
            blocks[blocks.count - 1] = .blockQuote(quote)
        case .list(var list)? where !list.items.isEmpty:
            list.items[list.items.count - 1].blocks = replacingLastCode(in: list.items[list.items.count - 1].blocks, with: placeholder)
            blocks[blocks.count - 1] = .list(list)
        default:
            break
        }
        return blocks
    }

    /// Each block on its own, except consecutive footnote definitions, which render together
    /// (they share one footnotes section).
    private static func groupingFootnotes(_ blocks: [Block]) -> [[Block]] {
        var groups: [[Block]] = []
        for block in blocks {
            if case .footnoteDefinition = block, let last = groups.last?.last, case .footnoteDefinition = last {
                groups[groups.count - 1].append(block)
            } else {
                groups.append([block])
            }
        }
        return groups
    }

    /// One committed block; in JSON a compact object, so frames stay one line each.
    private mutating func render(_ block: Block, continuesOutput: Bool = false) -> String {
        options.format == .json ? String(decoding: ModelJSON.block(block, pretty: false), as: UTF8.self)
            : render([block], continuesOutput: continuesOutput)
    }

    /// The provisional tail; in JSON a compact array of blocks.
    /// `continuesOutput`: entries were rendered before it (see `ANSIRenderer.renderString`).
    /// `previous`: the tail's last rendering, whose first bytes a new one mostly repeats.
    private mutating func render(_ blocks: [Block], continuesOutput: Bool = false, previous: String? = nil) -> String {
        if options.format == .json { return String(decoding: ModelJSON.blocks(blocks, pretty: false), as: UTF8.self) }
        if blocks.isEmpty { return "" }
        if let terminal {
            return terminal.renderer.renderString(Document(blocks: blocks), encoder: terminal.encoder, cache: &frameCache,
                                                  continuesOutput: continuesOutput, previous: previous)
        }
        if let html {
            let document = Document(blocks: blocks)
            if options.isFragment { return html.renderString(document, cache: &htmlCache, previous: previous) }
            return String(decoding: Inkwell.page(html.renderBytes(document, cache: &htmlCache), document: document, options: options),
                          as: UTF8.self)
        }
        return Inkwell.render(Document(blocks: blocks), options: options)
    }
}

/// One update of a live rendering, in the output format of its `LiveRender`.
public struct LiveFrame: Sendable, Hashable {
    /// A committed block rendered again because a late definition changed it.
    public struct Revision: Sendable, Hashable {
        /// The index of the block among all committed blocks.
        public var index: Int
        /// Its new rendering.
        public var output: String
    }

    /// The index of the first entry of `committed` among all committed entries (one entry per
    /// block; the footnote definitions at the end share one entry, as they share a section).
    public var firstIndex: Int
    /// Blocks that became final with this update, each rendered on its own; append them.
    public var committed: [String]
    /// The provisional tail, rendered; it replaces the previous one. Its storage is the
    /// renderer's: when the caller lets go of it before the next append, a frame that only
    /// adds to it (words, code, rows, items) is made by changing it in place, at the cost of
    /// the change; kept, it is copied first.
    public var provisional: String
    /// Earlier blocks to replace: in the frame that brings the definition of a footnote
    /// they cite, and in the final frame (`StreamUpdate.revisions`).
    public var revisions: [Revision]
    /// The info string of a code fence still open at the end of the tail.
    public var openFence: String?
    /// Whether this is the last frame.
    public var isFinal: Bool
    /// Whether everything shown before must be dropped (the reply was replaced).
    public var isReset = false
    /// For each entry of `committed`, whether a later frame may still revise it: it shows
    /// bracketed text that a link reference or footnote definition arriving later would make
    /// a link (`Block.mayTakeLateDefinition`). A view that cannot replace what it has shown,
    /// a terminal, holds such entries, and every one after them, until the end. Empty in the
    /// final frame, which nothing follows.
    public var mayBeRevised: [Bool] = []
}
