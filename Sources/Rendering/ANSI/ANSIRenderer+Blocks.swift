import MarkdownModel
import Theming

extension ANSIRenderer {
    /// Sibling blocks, one blank line apart; in a tight list item only text and lists sit
    /// close. Footnote definitions stay together under a short rule.
    func blocks(_ blocks: [Block], context: BlockContext, isTight: Bool) -> [StyledLine] {
        var out: [StyledLine] = []
        var footnoteNumber = 0
        var previousWasFootnote = false
        var previousIsCompact = true
        for block in blocks {
            var lines: [StyledLine]
            let isFootnote: Bool
            if case .footnoteDefinition(let definition) = block {
                footnoteNumber += 1
                lines = footnote(definition, number: footnoteNumber, context: context)
                if !previousWasFootnote && !out.isEmpty {
                    lines.insert(footnoteRule(context: context), at: 0)
                }
                isFootnote = true
            } else {
                lines = decorated(block, context: context, isTight: isTight)
                isFootnote = false
            }
            guard !lines.isEmpty else { continue }
            let isCompact = ANSIRenderer.isCompact(block)
            let close = isTight && isCompact && previousIsCompact
            if !out.isEmpty && !close && !(isFootnote && previousWasFootnote) {
                out.append(StyledLine())
            }
            out += lines
            previousWasFootnote = isFootnote
            previousIsCompact = isCompact
        }
        return out
    }

    /// Whether a block sits without a blank line next to its like in a tight list item.
    private static func isCompact(_ block: Block) -> Bool {
        switch block {
        case .paragraph, .list: true
        case .heading, .thematicBreak, .blockQuote, .codeBlock, .htmlBlock, .table,
            .footnoteDefinition:
            false
        }
    }

    /// A block with its theme decorations: margin and indent, block prefix and suffix text.
    private func decorated(_ block: Block, context: BlockContext, isTight: Bool) -> [StyledLine] {
        let element = ANSIRenderer.element(of: block)
        guard styles.isDecorated(element) else {
            return self.block(block, context: context, isTight: isTight)
        }
        let style = styles.style(element)
        let indent = element == .codeBlock || element == .htmlBlock ? 0 : max(0, style.indent ?? 0)
        let pad = min(200, max(0, style.margin ?? 0) + indent)
        let gutter = Gutter(
            width: context.width, every: pad > 0 ? [Span(String(repeating: " ", count: pad))] : [])
        var lines = self.block(
            block, context: context.narrower(by: context.width - gutter.childWidth),
            isTight: isTight)
        let text = styles.text(element, over: context.base)
        lines =
            decorationLines(style.blockPrefix, style: text, width: gutter.childWidth) + lines
            + decorationLines(style.blockSuffix, style: text, width: gutter.childWidth)
        return pad > 0 ? gutter.apply(lines) : lines
    }

    /// The lines of a block prefix or suffix; blank lines are left to the block spacing.
    private func decorationLines(_ text: String?, style: TextStyle, width: Int) -> [StyledLine] {
        guard let text, text.contains(where: { !$0.isWhitespace }) else { return [] }
        let clean = TerminalText.sanitize(text)
        return clean.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.map {
            StyledLine([Span(String($0), style: style)]).clipped(to: width)
        }
    }

    /// One block, laid out at the context's width.
    func block(_ block: Block, context: BlockContext, isTight: Bool) -> [StyledLine] {
        switch block {
        case .paragraph(let paragraph): return self.paragraph(paragraph, context: context)
        case .heading(let heading): return self.heading(heading, context: context)
        case .thematicBreak: return thematicBreak(context: context)
        case .blockQuote(let quote): return blockQuote(quote, context: context)
        case .list(let list): return self.list(list, context: context)
        case .codeBlock(let code): return codeBlock(code, context: context)
        case .htmlBlock(let html): return htmlBlock(html, context: context)
        case .table(let table): return self.table(table, context: context)
        case .footnoteDefinition(let definition):
            return footnote(definition, number: 0, context: context)
        }
    }

    /// The theme element that styles a block.
    static func element(of block: Block) -> ThemeElement {
        switch block {
        case .paragraph: .paragraph
        case .heading(let heading): .heading(level: heading.level)
        case .thematicBreak: .thematicBreak
        case .blockQuote: .blockQuote
        case .list: .list
        case .codeBlock: .codeBlock
        case .htmlBlock: .htmlBlock
        case .table: .table
        case .footnoteDefinition: .footnote
        }
    }

    private func paragraph(_ paragraph: Paragraph, context: BlockContext) -> [StyledLine] {
        let spans = inlineSpans(paragraph.inlines, style: context.base)
        return LineWrapper(width: context.width).wrap(spans)
    }

    private func heading(_ heading: Heading, context: BlockContext) -> [StyledLine] {
        let element = ThemeElement.heading(level: heading.level)
        let style = styles.text(element, over: context.base)
        let decoration = styles.style(element)
        var spans: [Span] = []
        if let prefix = decoration.prefix {
            spans.append(Span(TerminalText.sanitize(prefix), style: style))
        }
        spans += inlineSpans(heading.inlines, style: style)
        if let suffix = decoration.suffix {
            spans.append(Span(TerminalText.sanitize(suffix), style: style))
        }
        return LineWrapper(width: context.width).wrap(spans)
    }

    private func thematicBreak(context: BlockContext) -> [StyledLine] {
        let character = TerminalText.sanitize(styles.style(.thematicBreak).character ?? "─")
        let cells = max(1, CellWidth.of(character))
        let rule = String(repeating: character, count: context.width / cells)
        return [StyledLine([Span(rule, style: styles.text(.thematicBreak, over: context.base))])]
    }

    private func blockQuote(_ quote: BlockQuote, context: BlockContext) -> [StyledLine] {
        let style = styles.style(.blockQuote)
        var barStyle = context.base
        barStyle.italic = false
        if let color = style.barColor { barStyle.foreground = color }
        let bar = Span(TerminalText.sanitize(style.barCharacter ?? "│ "), style: barStyle)
        let gutter = Gutter(width: context.width, every: [bar])
        var inner = context.narrower(by: context.width - gutter.childWidth)
        inner.base = styles.text(.blockQuote, over: context.base)
        return gutter.apply(blocks(quote.blocks, context: inner, isTight: false))
    }

    private func footnote(
        _ definition: FootnoteDefinition, number: Int,
        context: BlockContext
    ) -> [StyledLine] {
        let style = styles.text(.footnote, over: context.base)
        let label = number > 0 ? "[\(number)]" : "[\(TerminalText.sanitize(definition.label))]"
        let marker = Span(label + " ", style: style)
        let hang = Span(String(repeating: " ", count: marker.width))
        let gutter = Gutter(width: context.width, first: [marker], rest: [hang])
        var inner = context.narrower(by: context.width - gutter.childWidth)
        inner.base = style
        let lines = blocks(definition.blocks, context: inner, isTight: false)
        return gutter.apply(lines.isEmpty ? [StyledLine()] : lines)
    }

    private func footnoteRule(context: BlockContext) -> StyledLine {
        let character = TerminalText.sanitize(styles.style(.thematicBreak).character ?? "─")
        let cells = max(1, CellWidth.of(character))
        let rule = String(repeating: character, count: min(context.width, 12) / cells)
        let line = StyledLine([Span(rule, style: styles.text(.thematicBreak, over: context.base))])
        return line
    }
}
