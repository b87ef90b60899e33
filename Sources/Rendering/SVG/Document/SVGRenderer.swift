// A whole reply as one standalone SVG picture. The card style lays the document out like a
// page (CardLayout); the terminal style draws the terminal renderer's styled lines in a
// window (TerminalPicture). Either way the scene is written by SVGSceneWriter with text as
// `<text>` or as glyph outlines. Nothing is fetched or referenced: no scripts, no links, no
// images, every text escaped.

import MarkdownModel
import Theming

/// Renders documents as standalone SVG pictures.
public struct SVGRenderer: Sendable {
    /// How the reply is drawn.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Laid out like a page: headings, wrapped paragraphs, panels, tables, charts.
        case card
        /// The terminal rendering in a window frame.
        case terminal
    }

    /// How text is written.
    public enum TextMode: String, Sendable, Hashable, CaseIterable {
        /// `<text>` elements naming the DejaVu fonts.
        case text
        /// Glyph outlines as `<path>`s: exact without the font.
        case paths
    }

    /// What shapes the picture.
    public struct Options: Sendable {
        /// Card: width in pixels; terminal: width in columns.
        public var width: Int
        /// Card or terminal.
        public var style: Style
        /// Text or paths.
        public var textMode: TextMode
        /// Colours (and token colours for code).
        public var theme: Theme
        /// The fonts text is measured and outlined with.
        public var fonts: SVGFonts

        /// Creates options; paths fall back to text when no font file is found.
        public init(
            width: Int, style: Style = .card, textMode: TextMode = .text, theme: Theme,
            fonts: SVGFonts = .system
        ) {
            self.width = width
            self.style = style
            self.textMode = textMode
            self.theme = theme
            self.fonts = fonts
        }
    }

    /// The options.
    public let options: Options

    /// Creates a renderer.
    public init(options: Options) {
        self.options = options
    }

    /// The picture as an SVG document ending in a newline.
    public func render(_ document: Document) -> String {
        let scene: SVGScene
        switch options.style {
        case .card:
            var layout = CardLayout(
                width: Double(max(240, min(options.width, 10_000))), theme: options.theme,
                fonts: options.fonts)
            scene = layout.layout(document)
        case .terminal:
            scene = TerminalPicture(
                columns: max(20, min(options.width, 1_000)), theme: options.theme,
                fonts: options.fonts
            )
            .scene(document)
        }
        let writer = SVGSceneWriter(
            fonts: options.fonts,
            drawsTextAsPaths: options.textMode == .paths && options.fonts.hasOutlines)
        return writer.write(
            scene, title: DocumentText.title(of: document),
            description: DocumentText.summary(of: document))
    }
}
