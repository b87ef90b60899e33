import Charting
import Highlight
import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A code block as a panel: a label line with the language ("plain text" when none), the
    /// code on the theme's background, long lines folded with a `↪` mark. Without a
    /// background the panel is framed by rules instead.
    func codeBlock(_ code: CodeBlock, context: BlockContext, into writer: inout TerminalWriter) {
        let fence = code.language
        if drawsChart(code, fence: fence, context: context, into: &writer) { return }
        let language = fence.map(TerminalText.singleLine)
        codePanel(code.code, language: language, label: language ?? "plain text", context: context, into: &writer)
    }

    private func codePanel(
        _ code: String, language: String?, label: String, context: BlockContext, into writer: inout TerminalWriter
    ) {
        let base = styles.text(.codeBlock, over: context.base)
        panel(code, language: language, style: base, label: label, element: .codeBlock, context: context, into: &writer)
    }

    /// Raw HTML is never interpreted: it is shown as code labelled `html`.
    func htmlBlock(_ html: HTMLBlock, context: BlockContext, into writer: inout TerminalWriter) {
        let base = styles.text(.htmlBlock, over: styles.text(.codeBlock, over: context.base))
        panel(html.html, language: "html", style: base, label: "html", element: .htmlBlock, context: context, into: &writer)
    }

    /// Code as spans, one array per line, a span per token coloured from the theme's token
    /// styles (plain for a language the highlighter does not know).
    func codeSpans(_ code: String, language: String?, style: TextStyle) -> [[Span]] {
        var writer = TerminalWriter(margin: 0, encoder: nil)
        let lines = codePieces(code, language: language, style: style, into: &writer)
        return lines.map { writer.inputs[$0].map(writer.text.span) }
    }

    /// A chart fence drawn as a terminal chart; false for ordinary code. A fence that claims
    /// a chart but cannot be read is drawn as code followed by a one-line note.
    private func drawsChart(
        _ code: CodeBlock, fence: String?, context: BlockContext, into writer: inout TerminalWriter
    ) -> Bool {
        guard let language = fence?.lowercased(),
            language == "json" || ChartDocument.chartLanguages.contains(language)
        else { return false }
        switch ChartDocument.read(code.code, fenceLanguage: language) {
        case .notAChart:
            return false
        case .chart(let spec):
            let lines = ChartTerminalRenderer().lines(
                for: spec, width: context.width, theme: options.theme)
            for line in lines { writer.emit(line) }
        case .invalid(let error):
            // The spec as code, under its fence's name; specs are JSON, or close to it.
            let note = TerminalText.sanitize("Chart not drawn: \(error.description)")
            codePanel(code.code, language: "json", label: TerminalText.singleLine(language),
                      context: context, into: &writer)
            writer.emitBlank()
            writer.emit(
                StyledLine([Span(note, style: styles.text(.paragraph, over: context.base))]))
        }
        return true
    }

    /// Code highlighted in a panel: the label on top, the lines padded to the panel's width.
    /// A long block of a live frame is laid out from the last frame's (CodePanelMemo).
    private func panel(
        _ code: String, language: String?, style: TextStyle, label: String, element: ThemeElement,
        context: BlockContext, into writer: inout TerminalWriter
    ) {
        // NB: an HTML block is drawn as a code panel: the code block's decorations and
        // background, the HTML block's own settings on top.
        let decoration = styles.style(element).decorations(over: styles.style(.codeBlock))
        let base = styles.text(element, over: styles.text(.codeBlock, over: context.base))
        let width = context.width
        let indent = min(max(0, decoration.indent ?? 0), max(0, width - Gutter.minimumContent))
        let frame = PanelFrame(
            width: width, indent: indent, background: base.background,
            border: decoration.borderColor, label: decoration.labelColor)
        // NB: a panel of a live frame is memoized however short (not from
        // `CodeTokens.minimumLength` on, as in HTML): a frame that only adds code to it is then
        // spliced (CodePanelSplice.swift) rather than laid out with the tail again, 8.2 µs a
        // chunk against 12.7 on the bench corpus, where most code blocks are short.
        // (An empty one has no line to keep: it is drawn as a blank row.)
        let memoizes = writer.keepsMemos && !code.isEmpty
        writer.emit(frame.top(label))
        let memoized = memoizes && memoizedBody(
            code, key: CodePanelMemo.Key(language: language, element: element, context: context), style: style,
            frame: frame, into: &writer)
        if !memoized {
            panelBody(codePieces(code, language: language, style: style, into: &writer), frame: frame, into: &writer)
        }
        writer.emit(frame.bottom)
        if memoized { writer.notePanelEnd() }
    }
}

/// The top and bottom lines of a code panel: on a background, the label on a padded line
/// and a blank line; without one, rules in the border colour (`── swift ─────`).
struct PanelFrame: Sendable {
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
        let rest = StyledLine.repeating(rule, count: max(0, width - top.width))
        top.append(Span(rest, style: borderStyle))
        return top
    }

    var bottom: StyledLine {
        StyledLine([Span(StyledLine.repeating(rule, count: width), style: borderStyle)])
    }
}
