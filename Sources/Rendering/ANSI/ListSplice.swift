// While a long list streams in (a plan of many steps, a changelog), its tail is the whole
// list: the streaming parser sets its finished items aside and parses only the last, but every
// frame still lays all of them out, each copied from the frame before by its memo entry
// (ListItemMemo.swift), and makes a String of every byte again. When the last live frame
// ended with a list at the top, and the new tail is that list with the same items up to the
// one it ended with (mostly the same storage: the parser's frozen items), the new frame is the last
// one up to where that item began, kept as it is, then the items from there laid out: the
// frame `renderString` makes of the grown list, byte for byte, at the cost of its last items.
import MarkdownModel

/// Where a frame's last list at the top began its last item, and what its items before
/// depended on: what a frame that only changes the list from that item on must find the same.
struct ListTail: Sendable {
    let kind: List.Kind
    let isTight: Bool
    let markerWidth: Int
    let context: BlockContext
    /// The index of the item...
    let item: Int
    /// ...where its part of the frame begins (the blank line before it in a loose list)...
    let start: Int
    /// ...the gutters in force there...
    let gutters: [TerminalWriter.GutterState]
    /// ...and the list item memo's entries before it.
    let entries: Int
    /// Where the list ends (when it ends the frame, the frame's length), and its last bytes
    /// (at most `checkedBytes` of them from `start` on), which the frame given must end with.
    var frameEnd = 0
    var tail: [UInt8] = []

    /// NB: a bound, as the code panel's check has one: the last item may be a long code block.
    static let checkedBytes = 1024
}

extension ANSIRenderer {
    /// The last frame rendered with `cache`, `previous`, with the list it ended with grown to
    /// `list` (the tail's only block): the frame `renderString` would make of it, laid out
    /// from the item the last frame's list ended with. Nil when the last frame did not end
    /// with that list, or the list differs before that item, or in its markers' width or
    /// looseness (then the caller renders the tail).
    public func appendingItems(of list: List, to previous: String, cache: inout FrameCache) -> String? {
        guard var writer = cache.writer.take() else { return nil }
        guard let tail = writer.madeList, tail.frameEnd == previous.utf8.count, tail.kind == list.kind,
              tail.isTight == list.isTight, tail.item < list.items.count,
              let entries = writer.items?.entries(laidOutFrom: list.items[..<tail.item]), entries.count == tail.entries,
              TerminalWriter.frame(previous, endsWith: tail.tail[...]) else {
            cache.writer = consume writer
            return nil
        }
        let markers = listMarkers(list, level: tail.context.listLevel)
        guard markers.width == tail.markerWidth else {
            cache.writer = consume writer
            return nil
        }
        writer.startNextFrame()
        writer.items?.keepEntries(entries, of: list.items[..<tail.item])
        writer.frameBytesBefore = tail.start
        writer.restoreGutters(tail.gutters, used: false)
        items(of: list, from: tail.item, markers: markers, context: tail.context, into: &writer)
        let string = writer.splicedString(previous)
        cache.writer = consume writer
        return string
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
        madeList = ListTail(kind: list.kind, isTight: list.isTight, markerWidth: markerWidth, context: context, item: item,
                            start: frameBytesBefore + encodedCount, gutters: gutterStates, entries: items.count)
    }

    /// Notes where the list whose last item was noted ends, and its last bytes.
    mutating func noteListEnd() {
        guard let start = madeList?.start, start >= frameBytesBefore else { return }
        let from = max(start - frameBytesBefore, encodedCount - ListTail.checkedBytes)
        let (end, tail) = (frameBytesBefore + encodedCount, encoded(from: from))
        madeList?.frameEnd = end
        madeList?.tail = tail
    }

    /// After a frame made from `previous` by a splice inside the list's last item (words or
    /// code added, see ParagraphSplice.swift), `made`: the list now ends there, with those
    /// bytes. (A splice that kept less than the list's items forgets the list.)
    mutating func carryListTail(from previous: String, to made: String) {
        guard var list = madeList else { return }
        guard list.frameEnd == previous.utf8.count, list.start <= frameBytesBefore else {
            madeList = nil
            return
        }
        list.frameEnd = made.utf8.count
        list.tail = Array(made.utf8.suffix(min(ListTail.checkedBytes, made.utf8.count - list.start)))
        madeList = list
    }
}
