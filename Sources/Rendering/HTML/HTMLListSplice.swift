// The HTML side of ListSplice.swift: while a long list streams in, a live fragment's tail is
// the whole list. When the last frame ended with a list at the top and the new tail is that
// list with the same items up to the one it ended with, the new frame is the last one up to
// that item's `<li>`, kept as it is, then the items from it and the closing tag: the bytes
// `renderBytes(_:cache:)` makes of the grown list, without copying every item's bytes and
// checking them as UTF-8 again.
import MarkdownModel

extension HTMLRenderer {
    /// The last frame rendered with `cache`, `previous`, with the list it ended with grown to
    /// `list` (the tail's only block): the frame `renderBytes(_:cache:)` would make of it, as
    /// a String, laid out from the item the last frame's list ended with. Nil when the last
    /// frame did not end with that list, or the list differs before that item or in its
    /// looseness (then the caller renders the tail).
    public func appendingItems(of list: List, to previous: String, cache: inout FrameCache) -> String? {
        guard let tail = cache.listTail, let found = tail.keptEntries(for: list, after: previous, in: cache.items) else { return nil }
        cache.items.startFrame()
        cache.items.keepEntries(found, of: list.items[..<tail.item])
        var context = frameContext(capacity: 1024, cache: &cache)
        context.frameBytesBefore = tail.start
        context.items(of: list, from: tail.item)
        cache.keepMemos(of: context)
        // NB: the kept bytes end before a `<li>`.
        return FrameEnding.splice(previous, keeping: tail.start, then: String(decoding: context.writer.bytes, as: UTF8.self))
    }

    /// `appendingInlines(_:to:)` for the frames `cache` serves: the list the last frame
    /// ended with, if any, now ends with the words.
    public func appendingInlines(_ inlines: [Inline], to previous: String, cache: inout FrameCache) -> String? {
        guard let (made, insertion) = Self.splicingInlines(inlines, into: previous) else { return nil }
        cache.notes = nil   // NB: no frame of notes alone takes words spliced in
        if var tail = cache.listTail, let ending = tail.ending.carried(from: previous, to: made, start: tail.start, kept: insertion) {
            tail.ending = ending
            cache.listTail = tail
        } else {
            cache.listTail = nil
        }
        return made
    }
}

extension HTMLContext {
    /// Notes that the last item of a list at the top begins here.
    mutating func noteLastItem(of list: List, at item: Int) {
        listTail = LastListItem(kind: list.kind, isTight: list.isTight, item: item,
                                start: frameBytesBefore + writer.bytes.count, entries: items?.count ?? 0)
    }

    /// Notes where the list whose last item was noted ends, and its last bytes.
    mutating func noteListEnd() {
        guard let start = listTail?.start, let ending = frameEnding(after: start) else { return }
        listTail?.ending = ending
    }
}
