// The card layout: blocks stacked top to bottom in a column, each laid out at the width of
// its frame (containers narrow the frame: list items by the marker column, quotes by the
// bar). Text is wrapped with the fonts' advance widths (InlineFlow), so no run passes the
// frame's right edge. Footnote definitions are collected and drawn last under a rule.
// Lists, quotes and code: CardLayout+Containers.swift; tables: CardLayout+Table.swift.

import MarkdownModel
import Theming

/// Lays a document out as a scene of a given width.
struct CardLayout {
    /// A column to lay blocks into.
    struct Frame {
        var x: Double
        var width: Double
        var fill: String
        var size: Double

        /// The frame indented by `indent`, or unchanged when that would leave it narrower
        /// than a few words (deep nesting stops indenting instead of leaving the picture).
        func narrowed(by indent: Double) -> Frame {
            guard width - indent >= 80 else { return self }
            var out = self
            out.x += indent
            out.width -= indent
            return out
        }
    }

    /// The space around the content.
    static let margin = 32.0
    /// Body text size in pixels.
    static let bodySize = 15.0

    let fonts: SVGFonts
    let palette: CardPalette
    let theme: Theme
    var scene: SVGScene
    var y = CardLayout.margin
    var footnotes: [FootnoteDefinition] = []
    var depth = 0
    var listDepth = 0

    init(width: Double, theme: Theme, fonts: SVGFonts) {
        self.fonts = fonts
        self.theme = theme
        palette = CardPalette(theme: theme)
        scene = SVGScene(width: width, background: palette.background)
    }

    /// The whole document, then the footnotes; sets the scene's height.
    mutating func layout(_ document: Document) -> SVGScene {
        let frame = Frame(
            x: CardLayout.margin, width: max(40, scene.width - 2 * CardLayout.margin),
            fill: palette.text, size: CardLayout.bodySize)
        blocks(document.blocks, in: frame)
        footnoteSection(in: frame)
        scene.height = (y + CardLayout.margin).rounded(.up)
        return scene
    }

    /// Sibling blocks separated by `gap` (the paragraph gap by default).
    mutating func blocks(_ blocks: [Block], in frame: Frame, gap: Double? = nil) {
        depth += 1
        defer { depth -= 1 }
        // NB: the parser flattens nesting past 64 levels; past 80 here (other input) the
        // blocks are drawn as plain text rather than dropped.
        guard depth < 80 else { return inlines([.text(DocumentText.text(of: blocks))], in: frame) }
        var first = true
        for block in blocks {
            if case .footnoteDefinition(let definition) = block {
                footnotes.append(definition)
                continue
            }
            if !first { y += gap ?? (frame.size * 0.8).rounded() }
            first = false
            self.block(block, in: frame)
        }
    }

    private mutating func block(_ block: Block, in frame: Frame) {
        switch block {
        case .paragraph(let paragraph): inlines(paragraph.inlines, in: frame)
        case .heading(let heading): self.heading(heading, in: frame)
        case .thematicBreak: rule(in: frame)
        case .blockQuote(let quote): blockQuote(quote, in: frame)
        case .list(let list): self.list(list, in: frame)
        case .codeBlock(let code): codeBlock(code, in: frame)
        case .htmlBlock(let html): htmlBlock(html, in: frame)
        case .table(let table): self.table(table, in: frame)
        case .footnoteDefinition(let definition): footnotes.append(definition)
        }
    }

    /// A flow of inlines in the frame's look, wrapped and drawn.
    mutating func inlines(
        _ inlines: [Inline], in frame: Frame, bold: Bool = false, factor: Double = 1.5
    ) {
        var flow = InlineFlow(fonts: fonts, palette: palette)
        flow.add(inlines, look: InlineFlow.Look(bold: bold, fill: frame.fill, size: frame.size))
        draw(
            flow.lines(width: frame.width), x: frame.x, width: frame.width, base: frame.size,
            factor: factor)
    }

    private mutating func heading(_ heading: Heading, in frame: Frame) {
        let scales = [2.0, 1.5, 1.25, 1.0, 0.875, 0.85]
        var inner = frame
        inner.size = (CardLayout.bodySize * scales[min(max(heading.level, 1), 6) - 1]).rounded()
        inner.fill = heading.level == 6 ? palette.muted : palette.heading
        if y > CardLayout.margin { y += (inner.size * 0.4).rounded() }
        inlines(heading.inlines, in: inner, bold: true, factor: 1.3)
        if heading.level <= 2 {
            y += 6
            scene.items.append(
                .line(
                    x1: frame.x, y1: y, x2: frame.x + frame.width, y2: y, stroke: palette.border,
                    width: 1))
            y += 2
        }
    }

    private mutating func rule(in frame: Frame) {
        y += 6
        scene.fill(frame.x, y, frame.width, 3, palette.border)
        y += 9
    }

    private mutating func htmlBlock(_ html: HTMLBlock, in frame: Frame) {
        var flow = InlineFlow(fonts: fonts, palette: palette)
        let look = InlineFlow.Look(
            fill: palette.muted, size: (frame.size * 0.875).rounded(), isMono: true)
        for (index, line) in html.html.split(separator: "\n").enumerated() {
            if index > 0 { flow.add([.lineBreak], look: look) }
            flow.addText(String(line), look: look)
        }
        draw(
            flow.lines(width: frame.width), x: frame.x, width: frame.width, base: look.size,
            factor: 1.5)
    }

    private mutating func footnoteSection(in frame: Frame) {
        guard !footnotes.isEmpty else { return }
        let notes = footnotes
        footnotes = []
        y += 20
        scene.items.append(
            .line(
                x1: frame.x, y1: y, x2: frame.x + frame.width, y2: y, stroke: palette.border,
                width: 1))
        y += 12
        var small = frame
        small.size = (frame.size * 0.85).rounded()
        small.fill = palette.muted
        for (index, note) in notes.enumerated() {
            if index > 0 { y += 6 }
            item(marker: "\(index + 1).", checkbox: nil, blocks: note.blocks, in: small, gap: 6)
        }
    }
}
