// The HTML side of ListSplice.swift: while a long list streams in, a live fragment's tail is
// the whole list. When the last frame ended with a list at the top and the new tail is that
// list with the same items up to the one it ended with, the new frame is the last one up to
// that item's `<li>`, kept as it is, then the items from it and the closing tag: the bytes
// `renderBytes(_:cache:)` makes of the grown list, without copying every item's bytes and
// checking them as UTF-8 again.
import MarkdownModel

extension HTMLRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the list it ended with
    /// grown to `list` (the tail's only block): the frame `renderBytes(_:cache:)` would make
    /// of it, as a String, laid out from the item the last frame's list ended with. False,
    /// with `frame` as it was, when the last frame did not end with that list, or the list
    /// differs before that item or in its looseness (then the caller renders the tail).
    public func appendItems(of list: List, to frame: inout String, cache: inout FrameCache) -> Bool {
        guard let tail = cache.listTail, let found = tail.keptEntries(for: list, after: frame, in: cache.items) else { return false }
        cache.items.startFrame()
        cache.items.keepEntries(found, of: list.items[..<tail.item])
        var context = frameContext(capacity: 1024, cache: &cache)
        context.frameBytesBefore = tail.start
        context.items(of: list, from: tail.item)
        cache.keepMemos(of: context)
        // NB: the kept bytes end before a `<li>`.
        context.writer.bytes.withUnsafeBufferPointer { FrameEnding.replaceEnd(of: &frame, keeping: tail.start, with: $0) }
        return true
    }

    /// `appendInlines(_:to:)` for the frames `cache` serves: the list the last frame ended
    /// with, if any, now ends with the words.
    public func appendInlines(_ inlines: [Inline], to frame: inout String, cache: inout FrameCache) -> Bool {
        let previousLength = frame.utf8.count
        guard let insertion = Self.insertInlines(inlines, into: &frame) else { return false }
        cache.carryListTail(fromLength: previousLength, to: frame, kept: insertion)
        return true
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
