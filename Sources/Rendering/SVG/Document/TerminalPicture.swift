// The terminal style: the ANSI renderer's styled lines drawn in a window like a terminal
// screenshot (rich's SVG export): a rounded frame with three dots, the theme's background,
// one monospace cell per terminal cell. Each span starts at its column; a character the mono
// font lacks or that is two cells wide gets a run of its own at its column, so columns line
// up whatever font the viewer falls back to.

import MarkdownModel
import Theming

/// Draws a document as a terminal window.
struct TerminalPicture {
    let columns: Int
    let theme: Theme
    let fonts: SVGFonts
    let fontSize = 14.0
    let lineHeight = 19.0
    let outer = 8.0
    let bar = 32.0
    let pad = 16.0

    /// The width of one cell in pixels.
    var cell: Double { fonts.width("M", face: .mono, size: fontSize) }

    /// The document's terminal lines in a window.
    func scene(_ document: Document) -> SVGScene {
        let lines = ANSIRenderer(options: ANSIRenderer.Options(width: columns, theme: theme))
            .render(document)
        let palette = CardPalette(theme: theme)
        let width = (2 * outer + 2 * pad + Double(columns) * cell).rounded(.up)
        var scene = SVGScene(width: width, background: "none")
        let height = 2 * outer + bar + pad + Double(lines.count) * lineHeight
        scene.height = height.rounded(.up)
        scene.items.append(
            .rect(
                x: outer, y: outer, width: width - 2 * outer, height: height - 2 * outer,
                fill: palette.background, stroke: palette.border, radius: 8, dashed: false))
        for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
            scene.items.append(
                .circle(
                    x: outer + 18 + 20 * Double(index), y: outer + bar / 2, radius: 6, fill: color))
        }
        windowTitle(DocumentText.title(of: document), width: width, palette: palette, into: &scene)
        var top = outer + bar
        for line in lines {
            draw(line, top: top, palette: palette, into: &scene)
            top += lineHeight
        }
        return scene
    }

    /// The first heading centred in the title bar, cut to stay clear of the dots.
    private func windowTitle(
        _ title: String, width: Double, palette: CardPalette, into scene: inout SVGScene
    ) {
        guard title != "Reply" else { return }
        let size = 12.0
        let room = width - 2 * (outer + 80)
        var text = TerminalText.sanitize(title)
        while !text.isEmpty && fonts.width(text, face: .regular, size: size) > room {
            text.removeLast()
        }
        guard !text.isEmpty else { return }
        let measured = fonts.width(text, face: .regular, size: size)
        scene.text(
            TextRun(
                text: text, x: (width - measured) / 2, baseline: outer + bar / 2 + 4,
                face: .regular,
                size: size, fill: palette.muted, width: measured))
    }

    private func draw(
        _ line: StyledLine, top: Double, palette: CardPalette, into scene: inout SVGScene
    ) {
        var column = 0
        let baseline = top + 14
        for span in line.spans {
            let cells = span.width
            let x = outer + pad + Double(column) * cell
            let width = Double(cells) * cell
            column += cells
            var fill = span.style.foreground?.hex ?? palette.text
            var background = span.style.background?.hex
            if span.style.inverse == true {
                (fill, background) = (background ?? palette.background, fill)
            }
            if let background { scene.fill(x, top, width, lineHeight, background) }
            if span.style.underline == true { scene.fill(x, baseline + 2, width, 1, fill) }
            if span.style.strikethrough == true { scene.fill(x, baseline - 4, width, 1, fill) }
            guard span.text.contains(where: { $0 != " " }) else { continue }
            let face = FontFace.of(
                mono: true, bold: span.style.bold == true, italic: span.style.italic == true)
            for (text, offset, cells) in chunks(span.text) where text.contains(where: { $0 != " " })
            {
                scene.text(
                    TextRun(
                        text: text, x: x + Double(offset) * cell, baseline: baseline, face: face,
                        size: fontSize,
                        fill: fill, width: Double(cells) * cell))
            }
        }
    }

    /// The text cut into runs the mono font sets one cell a character, and single characters
    /// it does not (wide, or missing from the font), with their column offsets and widths.
    private func chunks(_ text: String) -> [(text: String, offset: Int, cells: Int)] {
        let font = fonts.font(for: .mono)
        var out: [(text: String, offset: Int, cells: Int)] = []
        var current = ""
        var start = 0
        var column = 0
        for character in text {
            let cells = CellWidth.of(character)
            let isRegular =
                cells == 1
                && character.unicodeScalars.allSatisfy {
                    $0.value < 0x7F || (font?.covers($0) ?? false)
                }
            if isRegular {
                // NB: a run never starts with a space; rsvg drops a leading no-break space.
                if current.isEmpty && (character == " " || character == "\u{A0}") {
                    column += cells
                    continue
                }
                if current.isEmpty { start = column }
                current.append(character)
            } else {
                if !current.isEmpty { out.append((current, start, column - start)) }
                current = ""
                out.append((String(character), column, cells))
            }
            column += cells
        }
        if !current.isEmpty { out.append((current, start, column - start)) }
        return out
    }
}
