import MarkdownModel
import Theming

extension ANSIRenderer {
    /// Sibling blocks, one blank line apart; in a tight list item only text and lists sit
    /// close. Footnote definitions stay together under a short rule.
    /// `continuesOutput`: blocks were laid out before these, elsewhere (a live rendering's
    /// earlier entries), so a footnote section that begins them still gets its rule.
    func blocks(
        _ blocks: [Block], context: BlockContext, isTight: Bool, continuesOutput: Bool = false,
        into writer: inout TerminalWriter
    ) {
        let start = writer.lineCount
        var footnoteNumber = 0
        var previousWasFootnote = false
        var previousIsCompact = true
        // The children the last frame laid out the same way are copied (ChildBlocksMemo.swift).
        let depth = writer.gutterDepth
        let startBytes = writer.encodedCount
        var made = writer.childBlocksKey(context: context, isTight: isTight).map(ChildBlocksMemo<Block>.init)
        var first = 0
        if let key = made?.key, depth < writer.childBlocks.count, writer.childBlocks[depth]?.key == key,
           var old = writer.childBlocks[depth].take() {
            // NB: taken, so that its arrays change in place.
            first = old.sharedCount(with: blocks)
            if first > 0 {
                previousIsCompact = writer.appendChildren(first, of: old).isCompact
                old.truncate(to: first)
                made = old
            }
        }
        for block in blocks[first...] {
            writer.recycle()
            let hasOutput = writer.lineCount > start
            let isCompact = ANSIRenderer.isCompact(block)
            let isFootnote: Bool
            if case .footnoteDefinition = block { isFootnote = true } else { isFootnote = false }
            let close = isTight && isCompact && previousIsCompact
            let separated = hasOutput && !close && !(isFootnote && previousWasFootnote)
            if separated { writer.requestSeparator() }
            let before = writer.lineCount
            if case .footnoteDefinition(let definition) = block {
                footnoteNumber += 1
                if !previousWasFootnote && (hasOutput || continuesOutput) { writer.emit(footnoteRule(context: context)) }
                // NB: at the top level of a frame of notes alone (NotesSplice.swift).
                if context.listLevel == 0, !writer.hasGutters, hasOutput == (footnoteNumber > 1) {
                    writer.noteFootnote(block, index: footnoteNumber - 1, context: context)
                }
                footnote(definition, number: footnoteNumber, context: context, into: &writer)
            } else {
                if writer.madeNotes != nil, !writer.hasGutters { writer.madeNotes = nil }
                decorated(block, context: context, isTight: isTight, into: &writer)
            }
            if isFootnote { made = nil }
            guard writer.lineCount > before else {
                // NB: only this call's own request; one from outside still waits for a line.
                if separated { writer.cancelSeparator() }
                made?.record(block, end: .init(bytes: writer.encodedCount - startBytes, lines: writer.lineCount - start,
                                               separatorDepth: writer.pendingSeparator, isCompact: previousIsCompact))
                continue
            }
            previousWasFootnote = isFootnote
            previousIsCompact = isCompact
            made?.record(block, end: .init(bytes: writer.encodedCount - startBytes, lines: writer.lineCount - start,
                                           separatorDepth: writer.pendingSeparator, isCompact: isCompact))
        }
        // NB: changed in place, its bytes not copied.
        if made?.blocks.isEmpty == false {
            made?.finish(from: startBytes, of: writer)
            while writer.madeChildBlocks.count <= depth { writer.madeChildBlocks.append(nil) }
            writer.madeChildBlocks[depth] = made.take()
        }
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
    private func decorated(
        _ block: Block, context: BlockContext, isTight: Bool, into writer: inout TerminalWriter
    ) {
        let element = ANSIRenderer.element(of: block)
        guard styles.isDecorated(element) else {
            return self.block(block, context: context, isTight: isTight, into: &writer)
        }
        let style = styles.style(element)
        let indent = element == .codeBlock || element == .htmlBlock ? 0 : max(0, style.indent ?? 0)
        let pad = min(200, max(0, style.margin ?? 0) + indent)
        let gutter = Gutter(
            width: context.width, every: pad > 0 ? [Span(StyledLine.spaces(pad))] : [])
        let text = styles.text(element, over: context.base)
        if pad > 0 { writer.pushGutter(gutter) }
        for line in decorationLines(style.blockPrefix, style: text, width: gutter.childWidth) {
            writer.emit(line)
        }
        self.block(
            block, context: context.narrower(by: context.width - gutter.childWidth),
            isTight: isTight, into: &writer)
        for line in decorationLines(style.blockSuffix, style: text, width: gutter.childWidth) {
            writer.emit(line)
        }
        if pad > 0 { writer.popGutter() }
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
    func block(
        _ block: Block, context: BlockContext, isTight: Bool, into writer: inout TerminalWriter
    ) {
        switch block {
        case .paragraph(let paragraph): self.paragraph(paragraph, context: context, into: &writer)
        case .heading(let heading): self.heading(heading, context: context, into: &writer)
        case .thematicBreak: writer.emit(thematicBreak(context: context))
        case .blockQuote(let quote): blockQuote(quote, context: context, into: &writer)
        case .list(let list): self.list(list, context: context, into: &writer)
        case .codeBlock(let code): codeBlock(code, context: context, into: &writer)
        case .htmlBlock(let html): htmlBlock(html, context: context, into: &writer)
        case .table(let table): self.table(table, context: context, into: &writer)
        case .footnoteDefinition(let definition):
            footnote(definition, number: 0, context: context, into: &writer)
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

    private func paragraph(
        _ paragraph: Paragraph, context: BlockContext, into writer: inout TerminalWriter
    ) {
        writer.startInputs()
        if writer.keepsMemos {
            let (inputs, shared) = paragraphInputs(paragraph.inlines, base: context.base, into: &writer)
            if writer.wrapFromMemo(width: context.width, shared: shared) {
                writer.madeParagraph?.inputs = inputs
                return
            }
        } else {
            appendInlines(paragraph.inlines, style: context.base, into: &writer)
        }
        PieceWrapper.wrap(
            writer.inputs[...], in: writer.text, width: context.width, into: &writer.wrapped)
        writer.emitWrapped()
    }

    private func heading(
        _ heading: Heading, context: BlockContext, into writer: inout TerminalWriter
    ) {
        let element = ThemeElement.heading(level: heading.level)
        let style = styles.text(element, over: context.base)
        let decoration = styles.style(element)
        writer.startInputs()
        if let prefix = decoration.prefix {
            writer.appendInput(Span(TerminalText.sanitize(prefix), style: style))
        }
        // NB: the prefix stays a span of its own, as in `inlineSpans`'s own list.
        writer.sealInputs()
        appendInlines(heading.inlines, style: style, into: &writer)
        if let suffix = decoration.suffix {
            writer.appendInput(Span(TerminalText.sanitize(suffix), style: style))
        }
        PieceWrapper.wrap(
            writer.inputs[...], in: writer.text, width: context.width, into: &writer.wrapped)
        writer.emitWrapped()
    }

    private func thematicBreak(context: BlockContext) -> StyledLine {
        let character = TerminalText.sanitize(styles.style(.thematicBreak).character ?? "─")
        let cells = max(1, CellWidth.of(character))
        let rule = StyledLine.repeating(character, count: context.width / cells)
        return StyledLine([Span(rule, style: styles.text(.thematicBreak, over: context.base))])
    }

    private func blockQuote(
        _ quote: BlockQuote, context: BlockContext, into writer: inout TerminalWriter
    ) {
        let style = styles.style(.blockQuote)
        var barStyle = context.base
        barStyle.italic = false
        if let color = style.barColor { barStyle.foreground = color }
        let bar = Span(TerminalText.sanitize(style.barCharacter ?? "│ "), style: barStyle)
        let gutter = Gutter(width: context.width, every: [bar])
        var inner = context.narrower(by: context.width - gutter.childWidth)
        inner.base = styles.text(.blockQuote, over: context.base)
        writer.pushGutter(gutter)
        blocks(quote.blocks, context: inner, isTight: false, into: &writer)
        writer.popGutter()
    }

    func footnote(
        _ definition: FootnoteDefinition, number: Int,
        context: BlockContext, into writer: inout TerminalWriter
    ) {
        let style = styles.text(.footnote, over: context.base)
        let label = number > 0 ? "[\(number)]" : "[\(TerminalText.sanitize(definition.label))]"
        let marker = Span(label + " ", style: style)
        let hang = Span(StyledLine.spaces(marker.width))
        let gutter = Gutter(width: context.width, first: [marker], rest: [hang])
        var inner = context.narrower(by: context.width - gutter.childWidth)
        inner.base = style
        writer.pushGutter(gutter)
        let before = writer.lineCount
        blocks(definition.blocks, context: inner, isTight: false, into: &writer)
        if writer.lineCount == before { writer.emitBlank() }
        writer.popGutter()
    }

    private func footnoteRule(context: BlockContext) -> StyledLine {
        let character = TerminalText.sanitize(styles.style(.thematicBreak).character ?? "─")
        let cells = max(1, CellWidth.of(character))
        let rule = StyledLine.repeating(character, count: min(context.width, 12) / cells)
        return StyledLine([Span(rule, style: styles.text(.thematicBreak, over: context.base))])
    }
}
