import Charting
import Highlight
import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A code block as a panel: a label line with the language ("plain text" when none), the
    /// code on the theme's background, long lines folded with a `↪` mark. Without a
    /// background the panel is framed by rules instead.
    func codeBlock(_ code: CodeBlock, context: BlockContext) -> [StyledLine] {
        if let chart = chartLines(code, context: context) { return chart }
        let language = code.language.map { TerminalText.sanitize($0).replacingNewlines() }
        let base = styles.text(.codeBlock, over: context.base)
        let lines = codeSpans(code.code, language: language, style: base)
        return panel(lines, label: language ?? "plain text", element: .codeBlock, context: context)
    }

    /// Raw HTML is never interpreted: it is shown as code labelled `html`.
    func htmlBlock(_ html: HTMLBlock, context: BlockContext) -> [StyledLine] {
        let base = styles.text(.htmlBlock, over: styles.text(.codeBlock, over: context.base))
        let lines = codeSpans(html.html, language: "html", style: base)
        return panel(lines, label: "html", element: .htmlBlock, context: context)
    }

    /// Code as spans, one array per line, a span per token coloured from the theme's token
    /// styles (plain for a language the highlighter does not know).
    func codeSpans(_ code: String, language: String?, style: TextStyle) -> [[Span]] {
        let clean = TerminalText.sanitize(code)
        var lines: [[Span]] = [[]]
        for token in Highlighter.highlight(clean, language: language) {
            let tokenStyle = styles.token(token.kind.rawValue, over: style)
            var first = true
            for piece in token.text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first { lines.append([]) }
                first = false
                if !piece.isEmpty { lines[lines.count - 1].append(Span(String(piece), style: tokenStyle)) }
            }
        }
        if lines.count > 1 && lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// A chart fence drawn as a terminal chart; nil for ordinary code. A fence that claims a
    /// chart but cannot be read is drawn as code followed by a one-line note.
    private func chartLines(_ code: CodeBlock, context: BlockContext) -> [StyledLine]? {
        guard let language = code.language?.lowercased(),
              language == "json" || ChartDocument.chartLanguages.contains(language) else { return nil }
        switch ChartDocument.read(code.code, fenceLanguage: language) {
        case .notAChart:
            return nil
        case .chart(let spec):
            return ChartTerminalRenderer().lines(for: spec, width: context.width, theme: options.theme)
        case .invalid(let error):
            var plain = code
            plain.info = ""
            let note = TerminalText.sanitize("Chart not drawn: \(error.description)")
            return codeBlock(plain, context: context)
                + [StyledLine(), StyledLine([Span(note, style: styles.text(.paragraph, over: context.base))])]
        }
    }

    private func panel(
        _ code: [[Span]], label: String, element: ThemeElement,
        context: BlockContext
    ) -> [StyledLine] {
        // NB: an HTML block is drawn as a code panel: the code block's decorations and
        // background, the HTML block's own settings on top.
        let decoration = styles.style(element).decorations(over: styles.style(.codeBlock))
        let base = styles.text(element, over: styles.text(.codeBlock, over: context.base))
        let width = context.width
        let indent = min(max(0, decoration.indent ?? 0), max(0, width - Gutter.minimumContent))
        let frame = PanelFrame(
            width: width, indent: indent, background: base.background,
            border: decoration.borderColor, label: decoration.labelColor)
        return [frame.top(label)] + panelBody(code, frame: frame) + [frame.bottom]
    }

    /// The code lines padded to the panel's width; long lines fold with a `↪` mark.
    private func panelBody(_ code: [[Span]], frame: PanelFrame) -> [StyledLine] {
        let pad = Span(StyledLine.spaces(frame.indent), style: frame.fill)
        let mark = Span("↪ ", style: frame.labelStyle)
        let wrapper = LineWrapper(
            width: frame.width, firstPrefix: [pad], continuationPrefix: [pad, mark])
        var body: [StyledLine] = []
        body.reserveCapacity(code.count)
        for spans in code {
            var line = StyledLine([pad])
            line.append(contentsOf: spans)
            // NB: most code lines fit; only the others go through the word wrapper.
            if line.width <= frame.width {
                body.append(line.padded(to: frame.width, style: frame.fill))
            } else {
                body += wrapper.wrap(spans).map { $0.padded(to: frame.width, style: frame.fill) }
            }
        }
        return body
    }
}

/// The top and bottom lines of a code panel: on a background, the label on a padded line
/// and a blank line; without one, rules in the border colour (`── swift ─────`).
struct PanelFrame {
    let width: Int
    let indent: Int
    let background: Color?
    let border: Color?
    let label: Color?

    var fill: TextStyle { TextStyle(background: background) }
    var labelStyle: TextStyle { TextStyle(foreground: label, background: background) }
    private var borderStyle: TextStyle { TextStyle(foreground: border, background: background) }
    private var rule: String { background != nil ? " " : "─" }

    func top(_ text: String) -> StyledLine {
        var top = StyledLine()
        if background != nil {
            top.append(Span(StyledLine.spaces(indent), style: fill))
            top.append(Span(text, style: labelStyle))
        } else {
            top.append(Span("── ", style: borderStyle))
            top.append(Span(text, style: labelStyle))
            top.append(Span(" ", style: borderStyle))
        }
        top = top.clipped(to: width)
        let rest = String(repeating: rule, count: max(0, width - top.width))
        top.append(Span(rest, style: borderStyle))
        return top
    }

    var bottom: StyledLine {
        StyledLine([Span(String(repeating: rule, count: width), style: borderStyle)])
    }
}
