import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A bullet or ordered list: each item hangs under its marker; numbers are right-aligned
    /// and count from the list's start; a task item shows the theme's check mark.
    func list(_ list: List, context: BlockContext, into writer: inout TerminalWriter) {
        items(of: list, from: 0, markers: listMarkers(list, level: context.listLevel), context: context, into: &writer)
    }

    /// The markers of a list's items, and the width they are aligned in.
    struct ListMarkers {
        let markers: [String]
        let width: Int
    }

    func listMarkers(_ list: List, level: Int) -> ListMarkers {
        let markers = self.markers(for: list, level: level)
        let width = list.isOrdered ? markers.map(CellWidth.of).max() ?? 0 : CellWidth.of(markers.first ?? "")
        return ListMarkers(markers: markers, width: width)
    }

    /// The list's items from `first` on, each with the blank line before it in a loose list.
    /// A live frame notes where the last item of a list at the top begins (ListSplice.swift).
    func items(of list: List, from first: Int, markers: ListMarkers, context: BlockContext,
               into writer: inout TerminalWriter) {
        let markerStyle = styles.text(.list, over: context.base)
        let (markerWidth, isTop) = (markers.width, context.listLevel == 0)
        let markers = markers.markers
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
            let item = list.items[index]
            if isTop, index == list.items.count - 1 {
                writer.noteLastItem(of: list, at: index, markerWidth: markerWidth, context: context)
            }
            var key: TerminalWriter.ItemGutterKey {
                TerminalWriter.ItemGutterKey(
                    marker: markers[index], checkbox: item.checkbox, markerWidth: markerWidth,
                    isOrdered: list.isOrdered, width: context.width, base: context.base)
            }
            let gutter: Gutter
            if let known = made.first(where: {
                $0.marker == markers[index] && $0.checkbox == item.checkbox
            }) {
                gutter = known.gutter
            } else if let kept = writer.itemGutters?[key] {
                gutter = kept
                // NB: the items after it look it up here, not by hashing their keys.
                if made.count < 8 { made.append((markers[index], item.checkbox, gutter)) }
            } else {
                gutter = itemGutter(
                    markers[index], style: markerStyle, width: markerWidth, list: list,
                    checkbox: item.checkbox, context: context)
                if made.count < 8 { made.append((markers[index], item.checkbox, gutter)) }
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

    /// The marker text of each item: the level's bullet, or its number and suffix.
    private func markers(for list: List, level: Int) -> [String] {
        let style = styles.style(.list)
        switch list.kind {
        case .bullet:
            let bullet = TerminalText.singleLine(style.bullet(level: level))
            return Array(repeating: bullet, count: list.items.count)
        case .ordered(let start, let delimiter):
            let suffix = TerminalText.singleLine(style.enumerationSuffix ?? delimiter.rawValue)
            return list.items.indices.map { index in
                let (number, overflow) = start.addingReportingOverflow(index)
                return (style.enumeration ?? .decimal).label(overflow ? index + 1 : number) + suffix
            }
        }
    }

    /// A task item's box, `☑ ` or `☐ `, in the theme's task style.
    private func taskMark(_ checkbox: ListItem.Checkbox, over base: TextStyle) -> [Span] {
        let element: ThemeElement = checkbox == .checked ? .taskChecked : .taskUnchecked
        let fallback = checkbox == .checked ? "☑" : "☐"
        let mark = TerminalText.singleLine(styles.style(element).mark ?? fallback)
        return [Span(mark, style: styles.text(element, over: base)), Span(" ")]
    }
}
