import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A bullet or ordered list: each item hangs under its marker; numbers are right-aligned
    /// and count from the list's start; a task item shows the theme's check mark.
    func list(_ list: List, context: BlockContext) -> [StyledLine] {
        let style = styles.style(.list)
        let markerStyle = styles.text(.list, over: context.base)
        let markers = list.items.indices.map {
            marker(for: list, index: $0, level: context.listLevel)
        }
        let markerWidth = markers.map(CellWidth.of).max() ?? 0
        var out: [StyledLine] = []
        for (index, item) in list.items.enumerated() {
            let label = StyledLine([Span(markers[index], style: markerStyle)])
                .aligned(list.isOrdered ? .right : .left, in: markerWidth)
            var first = label.spans + [Span(" ")]
            if let checkbox = item.checkbox {
                // NB: a task replaces the bullet (glamour's `[✓] `); a number stays.
                first = (list.isOrdered ? first : []) + taskMark(checkbox, over: context.base)
            }
            let hang = max(StyledLine(first).width, max(0, style.levelIndent ?? 0))
            let gutter = Gutter(
                width: context.width, first: first,
                rest: [Span(String(repeating: " ", count: hang))])
            var inner = context.narrower(by: context.width - gutter.childWidth)
            inner.listLevel += 1
            var lines = blocks(item.blocks, context: inner, isTight: list.isTight)
            if lines.isEmpty { lines = [StyledLine()] }
            if !out.isEmpty && !list.isTight { out.append(StyledLine()) }
            out += gutter.apply(lines)
        }
        return out
    }

    /// The marker text of one item: the level's bullet, or its number and suffix.
    private func marker(for list: List, index: Int, level: Int) -> String {
        let style = styles.style(.list)
        switch list.kind {
        case .bullet:
            return TerminalText.sanitize(style.bullet(level: level)).replacingNewlines()
        case .ordered(let start, let delimiter):
            let (number, overflow) = start.addingReportingOverflow(index)
            let label = (style.enumeration ?? .decimal).label(overflow ? index + 1 : number)
            let suffix = style.enumerationSuffix ?? delimiter.rawValue
            return label + TerminalText.sanitize(suffix).replacingNewlines()
        }
    }

    /// A task item's box, `☑ ` or `☐ `, in the theme's task style.
    private func taskMark(_ checkbox: ListItem.Checkbox, over base: TextStyle) -> [Span] {
        let element: ThemeElement = checkbox == .checked ? .taskChecked : .taskUnchecked
        let fallback = checkbox == .checked ? "☑" : "☐"
        let mark = TerminalText.sanitize(styles.style(element).mark ?? fallback).replacingNewlines()
        return [Span(mark, style: styles.text(element, over: base)), Span(" ")]
    }
}
