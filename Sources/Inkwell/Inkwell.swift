import FoundationEssentials
@_exported import MarkdownModel
@_exported import MarkdownParsing
@_exported import Theming


import Rendering
import Synchronization

/// The public face of Inkwell: parse a reply, render it. What embedders import.
public enum Inkwell {
    /// Parses markdown into the document model.
    public static func parse(_ markdown: String, extensions: Extensions = .all) -> Document {
        MarkdownParser(extensions: extensions).parse(markdown)
    }

    /// Renders markdown in the format and shape the options ask for.
    public static func render(_ markdown: String, options: RenderOptions = RenderOptions()) -> String {
        render(parse(markdown, extensions: options.extensions), options: options)
    }

    /// Renders a parsed document.
    public static func render(_ document: Document, options: RenderOptions) -> String {
        String(decoding: renderBytes(document, options: options), as: UTF8.self)
    }

    /// Renders blocks that follow others already rendered to the same output (a live reply's
    /// tail after its committed blocks, as `LiveRender` renders it): in the terminal, a
    /// footnote section that begins them opens with its rule, as in the whole reply.
    public static func render(_ document: Document, options: RenderOptions, continuingOutput: Bool) -> String {
        guard options.format == .ansi, continuingOutput else { return render(document, options: options) }
        var cache = ANSIRenderer.FrameCache(keepsListItems: false)
        return ansiRenderer(for: options).renderString(document, encoder: ANSIEncoder(depth: options.colorDepth, hyperlinks: options.hyperlinks),
                                                       cache: &cache, continuesOutput: true)
    }

    /// Parses markdown given as UTF-8 bytes (a file as read), without making a String first.
    public static func parse(utf8 markdown: [UInt8], extensions: Extensions = .all) -> Document {
        markdown.withUnsafeBufferPointer { MarkdownParser(extensions: extensions).parse(utf8: $0) }
    }

    /// Renders markdown given as UTF-8 bytes into UTF-8 bytes: the batch path, with no
    /// String validation or copies on either side.
    public static func renderBytes(utf8 markdown: [UInt8], options: RenderOptions) -> [UInt8] {
        renderBytes(parse(utf8: markdown, extensions: options.extensions), options: options)
    }

    /// Renders a parsed document into UTF-8 bytes.
    public static func renderBytes(_ document: Document, options: RenderOptions) -> [UInt8] {
        switch options.format {
        case .html: return html(document, options: options)
        case .json: return jsonBytes(document)
        case .ansi: return ansiBytes(document, options: options)
        case .svg: return Array(svg(document, options: options).utf8)
        }
    }

    /// The document as one standalone SVG picture, in the options' SVG style, text mode and
    /// width; the theme defaults to `light` for cards and `dark` for the terminal style.
    public static func svg(_ document: Document, options: RenderOptions) -> String {
        let style = options.svgStyle
        let theme = options.theme ?? (style == .card ? lightTheme : darkTheme)
        let width = options.svgWidth ?? (style == .card ? 800 : 80)
        let renderer = SVGRenderer(options: SVGRenderer.Options(
            width: width, style: style, textMode: options.svgTextMode, theme: theme))
        return renderer.render(document)
    }

    /// The document as terminal text: styled lines encoded for the colour depth, each line
    /// ending in a newline.
    public static func ansi(_ document: Document, options: RenderOptions) -> String {
        String(decoding: ansiBytes(document, options: options), as: UTF8.self)
    }

    private static func ansiBytes(_ document: Document, options: RenderOptions) -> [UInt8] {
        let encoder = ANSIEncoder(depth: options.colorDepth, hyperlinks: options.hyperlinks)
        // NB: each reply of a batch takes a cache of escapes from the pool and puts it back
        // (one per thread at a time): working out escapes was a tenth of a batch.
        var cache = keptCaches.withLock { $0.popLast() } ?? ANSIRenderer.FrameCache(keepsListItems: false)
        let bytes = ansiRenderer(for: options).renderBytes(document, encoder: encoder, cache: &cache)
        cache.endReply()
        keptCaches.withLock { kept in
            if kept.count < keptCacheLimit { kept.append(cache) }
        }
        return bytes
    }

    /// A cache for each batch worker at a time, with room to spare; more are made and dropped.
    private static let keptCacheLimit = 8
    private static let keptCaches = Mutex<[ANSIRenderer.FrameCache]>([])

    /// The terminal renderer for these options. Making one resolves every style of its theme
    /// (more work than rendering a short reply), so the last few made are kept: a batch or a
    /// server renders reply after reply with the same theme and width. A live rendering keeps
    /// its own.
    static func ansiRenderer(for options: RenderOptions) -> ANSIRenderer {
        let theme = options.theme ?? defaultTheme(for: options.colorDepth)
        let key = RendererKey(width: options.width, hyperlinks: options.hyperlinks, theme: theme)
        // NB: comparing a theme with itself is quick: its dictionaries share their storage.
        if let kept = keptRenderers.withLock({ kept in kept.first { $0.key == key }?.renderer }) { return kept }
        let renderer = ANSIRenderer(options: ANSIRenderer.Options(width: options.width, theme: theme,
                                                                  hyperlinks: options.hyperlinks))
        keptRenderers.withLock { kept in
            if kept.count == keptRendererLimit { kept.removeFirst() }
            kept.append((key, renderer))
        }
        return renderer
    }

    private struct RendererKey: Equatable {
        var width: Int
        var hyperlinks: Bool
        var theme: Theme
    }

    /// Enough for the built-in themes at a few widths; a process that keeps changing themes
    /// makes renderers again rather than keeping them all.
    private static let keptRendererLimit = 8
    private static let keptRenderers = Mutex<[(key: RendererKey, renderer: ANSIRenderer)]>([])

    /// The theme used when none is given: `dark`, or `plain` without colour.
    public static func defaultTheme(for depth: ColorDepth) -> Theme {
        depth == .none ? plainTheme : darkTheme
    }

    // NB: loaded once (parsing a built-in theme's JSON costs more than rendering a short
    // reply); the built-in themes are checked by ThemeFilesTests, so they always load.
    private static let darkTheme = (try? Theme.named("dark")) ?? Theme(name: "dark", appearance: .dark)
    private static let lightTheme = (try? Theme.named("light")) ?? Theme(name: "light", appearance: .light)
    private static let plainTheme = (try? Theme.named("plain")) ?? Theme(name: "plain", appearance: .any)

    private static func html(_ document: Document, options: RenderOptions) -> [UInt8] {
        let body = htmlRenderer(for: options).renderBytes(document)
        return options.isFragment ? body : page(body, document: document, options: options)
    }

    /// The HTML renderer for these options: a fragment is cmark-compatible, a page enhanced.
    static func htmlRenderer(for options: RenderOptions) -> HTMLRenderer {
        var htmlOptions = htmlOptions(options)
        htmlOptions.flavor = options.isFragment ? .compatible : .enhanced
        return HTMLRenderer(options: htmlOptions)
    }

    /// A standalone page around a rendered body: language, stylesheet and title from the options
    /// and the document's first heading.
    static func page(_ body: [UInt8], document: Document, options: RenderOptions) -> [UInt8] {
        HTMLPage(language: options.strings.languageCode, stylesheet: options.pageStylesheet)
            .wrap(body: body, title: HTMLPage.title(of: document, fallback: options.fallbackTitle))
    }

    /// The HTML renderer's options for these render options (enhanced flavour).
    static func htmlOptions(_ options: RenderOptions) -> HTMLRenderer.Options {
        HTMLRenderer.Options(flavor: .enhanced, allowsRawHTML: options.allowsRawHTML,
                             filtersTags: options.extensions.contains(.tagfilter),
                             plainTextLabel: options.strings["streaming.code_block.language_fallback"],
                             copyLabel: options.strings["code_block.copy"],
                             copiedLabel: options.strings["code_block.copied"])
    }

    /// The document model as pretty-printed JSON with a trailing newline.
    public static func json(_ document: Document) -> String {
        String(decoding: jsonBytes(document), as: UTF8.self)
    }

    /// The same, as bytes (what the CLI writes).
    public static func jsonBytes(_ document: Document) -> [UInt8] {
        var bytes = ModelJSON.document(document, pretty: true)
        bytes.append(0x0A)
        return bytes
    }
}
