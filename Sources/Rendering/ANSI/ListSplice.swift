// While a long list streams in (a plan of many steps, a changelog), its tail is the whole
// list: the streaming parser sets its finished items aside and parses only the last, but every
// frame still lays all of them out, each copied from the frame before by its memo entry
// (ListItemMemo.swift), and makes a String of every byte again. When the last live frame
// ended with a list at the top, and the new tail is that list with the same items up to the
// one it ended with (mostly the same storage: the parser's frozen items), the new frame is the
// last one up to where that item began, kept as it is, then the items from there laid out:
// the frame `renderString` makes of the grown list, byte for byte, at the cost of its last
// items (and a check of the items before, mostly by storage). LastListItem.swift holds what
// the HTML splice shares.
import MarkdownModel

/// Where a frame's last list at the top began its last item, and what the terminal's items
/// before it depended on besides themselves.
struct ListTail: Sendable {
    var last: LastListItem
    let markerWidth: Int
    let context: BlockContext
    /// The gutters in force where the item begins.
    let gutters: [TerminalWriter.GutterState]
}

extension ANSIRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the list it ended
    /// with grown to `list` (the tail's only block): the frame `renderString` would make of
    /// it, laid out from the item the last frame's list ended with. False, with `frame` as it
    /// was, when the last frame did not end with that list, or the list differs before that
    /// item, or in its markers' width or looseness (then the caller renders the tail).
    public func appendItems(of list: List, to frame: inout String, cache: inout FrameCache) -> Bool {
        guard var writer = cache.writer.take() else { return false }
        // NB: the memo read in place, not copied: a copy alive while it changes below would
        // make it copy its entries.
        guard let tail = writer.madeList,
              let entries = writer.items.flatMap({ tail.last.keptEntries(for: list, after: frame, in: $0) }) else {
            cache.writer = consume writer
            return false
        }
        let markers = listMarkers(list, level: tail.context.listLevel)
        guard markers.width == tail.markerWidth else {
            cache.writer = consume writer
            return false
        }
        writer.startNextFrame()
        writer.items?.keepEntries(entries, of: list.items[..<tail.last.item])
        writer.frameBytesBefore = tail.last.start
        writer.restoreGutters(tail.gutters, used: false)
        items(of: list, from: tail.last.item, markers: markers, context: tail.context, into: &writer)
        writer.splice(into: &frame)
        cache.writer = consume writer
        return true
    }
}

extension TerminalWriter {
    /// Notes that the last item of a list at the top begins here (a live frame's writer,
    /// where lines are encoded from a reset state and no blank line is pending).
    mutating func noteLastItem(of list: List, at item: Int, markerWidth: Int, context: BlockContext) {
        guard keepsMemos, emitsReusableLines, let items else {
            madeList = nil
            return
        }
        let last = LastListItem(kind: list.kind, isTight: list.isTight, item: item, start: frameBytesBefore + encodedCount,
                                entries: items.count)
        madeList = ListTail(last: last, markerWidth: markerWidth, context: context, gutters: gutterStates)
    }

    /// Notes where the list whose last item was noted ends, and its last bytes.
    mutating func noteListEnd() {
        guard let start = madeList?.last.start, let ending = frameEnding(after: start) else { return }
        madeList?.last.ending = ending
    }

    /// After a frame made from one `previousLength` bytes long by a splice inside the list's
    /// last item (words or code added, see ParagraphSplice.swift) that kept its first `kept`
    /// bytes, `made`: the list now ends there. (A splice that kept less than the list's items
    /// forgets the list.)
    mutating func carryListTail(fromLength previousLength: Int, to made: String, kept: Int) {
        guard let last = madeList?.last,
              let ending = last.ending.carried(fromLength: previousLength, to: made, start: last.start, kept: kept) else {
            madeList = nil
            return
        }
        madeList?.last.ending = ending
    }
}
