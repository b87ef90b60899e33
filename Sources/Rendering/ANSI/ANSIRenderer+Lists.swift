import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A bullet or ordered list: each item hangs under its marker; numbers are right-aligned
    /// and count from the list's start; a task item shows the theme's check mark.
    func list(_ list: List, context: BlockContext, into writer: inout TerminalWriter) {
        items(of: list, from: 0, markers: listMarkers(list, level: context.listLevel), context: context, into: &writer)
    }

    /// The markers of a list's items, each made when an item is laid out, and the width they
    /// are aligned in. NB: not an array of them all: a live frame of a long numbered list lays
    /// out its last items only, and formatting every number took half its time.
    struct ListMarkers {
        private enum Kind {
            case bullet(String)
            case ordered(start: Int, suffix: String, enumeration: EnumerationStyle)
        }
        private let kind: Kind
        let width: Int

        init(_ list: List, style: ElementStyle, level: Int) {
            switch list.kind {
            case .bullet:
                let bullet = TerminalText.singleLine(style.bullet(level: level))
                (kind, width) = (.bullet(bullet), CellWidth.of(bullet))
            case .ordered(let start, let delimiter):
                let suffix = TerminalText.singleLine(style.enumerationSuffix ?? delimiter.rawValue)
                kind = .ordered(start: start, suffix: suffix, enumeration: style.enumeration ?? .decimal)
                width = Self.widest(kind, count: list.items.count)
            }
        }

        subscript(index: Int) -> String { Self.marker(kind, index) }

        private static func marker(_ kind: Kind, _ index: Int) -> String {
            switch kind {
            case .bullet(let bullet): return bullet
            case .ordered(let start, let suffix, let enumeration):
                let (number, overflow) = start.addingReportingOverflow(index)
                return enumeration.label(overflow ? index + 1 : number) + suffix
            }
        }

        /// The widest of `count` markers: the last one's, but for roman numerals, whose
        /// length goes up and down (`viii`, `ix`).
        private static func widest(_ kind: Kind, count: Int) -> Int {
            guard count > 0 else { return 0 }
            if case .ordered(_, _, let enumeration) = kind, enumeration == .lowerRoman || enumeration == .upperRoman {
                return (0..<count).map { CellWidth.of(marker(kind, $0)) }.max() ?? 0
            }
            return CellWidth.of(marker(kind, count - 1))
        }
    }

    func listMarkers(_ list: List, level: Int) -> ListMarkers {
        ListMarkers(list, style: styles.style(.list), level: level)
    }

    /// The list's items from `first` on, each with the blank line before it in a loose list.
    /// A live frame notes where the last item of a list at the top begins (ListSplice.swift).
    func items(of list: List, from first: Int, markers: ListMarkers, context: BlockContext,
               into writer: inout TerminalWriter) {
        let markerStyle = styles.text(.list, over: context.base)
        let (markerWidth, isTop) = (markers.width, context.listLevel == 0)
        // NB: the items of a bullet list mostly share one gutter; it is made once. A live
        // frame's writer keeps the gutters of the frames before (a numbered list's are all
        // different, and making one costs more than copying an item the frame before laid out).
        var made: [(marker: String, checkbox: ListItem.Checkbox?, gutter: Gutter)] = []
        // The items the last frame laid out the same way are copied (ChildBlocksMemo.swift).
        let (depth, startBytes, startLines) = (writer.gutterDepth, writer.encodedCount, writer.lineCount)
        var kept = first == 0
            ? writer.childBlocksKey(context: context, isTight: list.isTight, list: .init(kind: list.kind, markerWidth: markerWidth))
                .map(ListItemsMemo.init)
            : nil
        var first = first
        if let key = kept?.key, depth < writer.listItems.count, writer.listItems[depth]?.key == key,
           var old = writer.listItems[depth].take() {
            // NB: taken, so that its arrays change in place.
            first = old.sharedCount(with: list.items)
            if first > 0 {
                _ = writer.appendChildren(first, of: old)
                old.truncate(to: first)
                kept = old
            }
        }
        for index in first..<list.items.count {
            let (item, marker) = (list.items[index], markers[index])
            if isTop, index == list.items.count - 1 {
                writer.noteLastItem(of: list, at: index, markerWidth: markerWidth, context: context)
            }
            var key: TerminalWriter.ItemGutterKey {
                TerminalWriter.ItemGutterKey(
                    marker: marker, checkbox: item.checkbox, markerWidth: markerWidth,
                    isOrdered: list.isOrdered, width: context.width, base: context.base)
            }
            let gutter: Gutter
            if let known = made.first(where: {
                $0.marker == marker && $0.checkbox == item.checkbox
            }) {
                gutter = known.gutter
            } else if let kept = writer.itemGutters?[key] {
                gutter = kept
                // NB: the items after it look it up here, not by hashing their keys.
                if made.count < 8 { made.append((marker, item.checkbox, gutter)) }
            } else {
                gutter = itemGutter(
                    marker, style: markerStyle, width: markerWidth, list: list,
                    checkbox: item.checkbox, context: context)
                if made.count < 8 { made.append((marker, item.checkbox, gutter)) }
                writer.keep(gutter, for: key)
            }
            var inner = context.narrower(by: context.width - gutter.childWidth)
            inner.listLevel += 1
            if index > 0 && !list.isTight { writer.emitBlank() }
            if writer.beginItem(item, gutter: gutter, context: inner, isTight: list.isTight) {
                let before = writer.lineCount
                blocks(item.blocks, context: inner, isTight: list.isTight, into: &writer)
                if writer.lineCount == before { writer.emitBlank() }
                writer.endItem(item)
            }
            kept?.record(item, end: .init(bytes: writer.encodedCount - startBytes, lines: writer.lineCount - startLines,
                                          separatorDepth: writer.pendingSeparator, isCompact: true))
        }
        if isTop { writer.noteListEnd() }
        // NB: changed in place, its bytes not copied.
        if kept?.blocks.isEmpty == false {
            kept?.finish(from: startBytes, of: writer)
            while writer.madeListItems.count <= depth { writer.madeListItems.append(nil) }
            writer.madeListItems[depth] = kept.take()
        }
    }

    /// The gutter of one item: its marker (and task mark), then a hanging indent.
    private func itemGutter(
        _ marker: String, style markerStyle: TextStyle, width markerWidth: Int, list: List,
        checkbox: ListItem.Checkbox?, context: BlockContext
    ) -> Gutter {
        let label = StyledLine([Span(marker, style: markerStyle)])
            .aligned(list.isOrdered ? .right : .left, in: markerWidth)
        var first = label.spans + [Span(" ")]
        if let checkbox {
            // NB: a task replaces the bullet (glamour's `[✓] `); a number stays.
            first = (list.isOrdered ? first : []) + taskMark(checkbox, over: context.base)
        }
        let hang = max(StyledLine(first).width, max(0, styles.style(.list).levelIndent ?? 0))
        return Gutter(
            width: context.width, first: first, rest: [Span(StyledLine.spaces(hang))])
    }

    /// A task item's box, `☑ ` or `☐ `, in the theme's task style.
    private func taskMark(_ checkbox: ListItem.Checkbox, over base: TextStyle) -> [Span] {
        let element: ThemeElement = checkbox == .checked ? .taskChecked : .taskUnchecked
        let fallback = checkbox == .checked ? "☑" : "☐"
        let mark = TerminalText.singleLine(styles.style(element).mark ?? fallback)
        return [Span(mark, style: styles.text(element, over: base)), Span(" ")]
    }
}
