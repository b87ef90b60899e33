// The frames of a streaming reply lay out the same list items again and again: while the last
// item of a long list grows, the tail is the whole list. A memo keeps the rendered bytes of
// each list item of the last frame, in the order they were laid out, so the next frame copies
// the items whose inputs are equal (the item and what else its bytes depend on, the key)
// instead of laying them out. The terminal's lines depend on nothing before them but the
// gutters in force, which the key holds, once no blank line is pending.
//
// Items nest: an item's entry comes before those of the items inside it, and says how many
// there are, so an item copied whole keeps its nested entries in their places for the next
// frame.
import MarkdownModel

/// The rendered list items of the last frame, and those of the frame being made.
struct ListItemMemo<Key: Equatable & Sendable>: Sendable {
    /// One item's layout. NB: a class whose fields never change, so a frame keeps the last
    /// frame's entries by reference (a long list's items are kept on every frame).
    final class Entry: Sendable {
        let item: ListItem
        let key: Key
        let bytes: [UInt8]
        /// Lines in `bytes`, for a renderer that counts them.
        let lines: Int
        /// How many entries of nested items follow it.
        let descendants: Int

        init(item: ListItem, key: Key, bytes: [UInt8], lines: Int, descendants: Int) {
            (self.item, self.key, self.bytes, self.lines, self.descendants) = (item, key, bytes, lines, descendants)
        }

        /// The same entry for `item`, an equal item.
        func with(_ item: ListItem) -> Entry {
            Entry(item: item, key: key, bytes: bytes, lines: lines, descendants: descendants)
        }
    }

    /// The items of the last frame, in the order they were laid out, from its entry
    /// `previousStart` on (those before it went to this frame whole: `keepEntries`).
    private var previous: [Entry?] = []
    private var previousStart = 0
    /// The items of this frame so far (nil: an item whose layout left something pending,
    /// never copied, or one still being laid out).
    private var current: [Entry?] = []

    init() {}

    /// The entry of the last frame at this item's place, if its inputs are the same.
    func reusable(_ item: ListItem, key: Key) -> Entry? {
        let index = current.count - previousStart
        guard index >= 0, index < previous.count, let entry = previous[index] else { return nil }
        // NB: the ranges first: a growing item's end moved, and comparing its blocks first
        // walked all of them (a step of 120 blocks, every frame).
        guard entry.key == key, entry.item.range == item.range, entry.item == item else { return nil }
        return entry
    }

    /// Keeps an entry `reusable` gave for `item`, with those of the items nested in it.
    mutating func keepReused(_ entry: Entry, for item: ListItem) {
        let index = current.count
        let from = index - previousStart
        if entry.descendants == 0 {
            current.append(previous[from])
        } else {
            current += previous[from...(from + entry.descendants)]
        }
        // NB: the item as this frame has it, equal but perhaps in other storage (a list the
        // streaming parser froze after the frame that laid it out): the next frame's
        // comparison then finds the same storage, which Array's == checks first, instead
        // of comparing the item's blocks one by one.
        if !Self.sameStorage(entry.item, item) { current[index] = entry.with(item) }
    }

    private static func sameStorage(_ a: ListItem, _ b: ListItem) -> Bool {
        a.blocks.withUnsafeBufferPointer { x in b.blocks.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Holds the place of an item about to be laid out, before the items nested in it.
    mutating func reserve() -> Int {
        current.append(nil)
        return current.count - 1
    }

    /// Fills the place `reserve` held with what the item's layout made.
    mutating func fill(_ slot: Int, item: ListItem, key: Key, bytes: [UInt8], lines: Int) {
        current[slot] = Entry(item: item, key: key, bytes: bytes, lines: lines, descendants: current.count - slot - 1)
    }

    /// How many entries this frame has so far.
    var count: Int { current.count }

    /// Entries a frame keeps from the frame before: how many, and the places of those whose
    /// item this frame has in other storage (the entry's, the item's in the list).
    typealias Kept = (count: Int, remade: [(entry: Int, item: Int)])

    /// The entries the frame just made has for `items`, the items a list begins with, laid
    /// out in that frame from items with the same content: how many, and the places of those
    /// laid out from an equal item in other storage; nil when any was laid out from another
    /// item or not kept. NB: mostly the very items (the same storage, which no other item can
    /// have while the entries hold them); an item the parser made again (the one it set
    /// aside once the next began, its range now to its line's end) is compared whole,
    /// without ranges.
    func entries(laidOutFrom items: ArraySlice<ListItem>) -> Kept? {
        var index = 0
        var remade: [(entry: Int, item: Int)] = []
        var position = items.startIndex
        while position < items.endIndex {
            guard index < current.count, let entry = current[index] else { return nil }
            if !Self.sameStorage(entry.item, items[position]) {
                guard entry.item.hasSameContent(as: items[position]) else { return nil }
                remade.append((index, position))
            }
            index += 1 + entry.descendants
            position += 1
        }
        return (index, remade)
    }

    /// Keeps the first `count` entries of the frame before, those `entries(laidOutFrom:)`
    /// found, whose bytes this frame copies instead of laying them out (ListSplice.swift), at
    /// their places; those of items in other storage take the item of `items`, this frame's.
    /// NB: at a frame's start, the entries move from the last frame's array to this one's
    /// and the rest are copied: a frame that keeps 400 items and lays out one copies one.
    mutating func keepEntries(_ found: Kept, of items: ArraySlice<ListItem>) {
        let start = current.count
        let count = min(found.count, previous.count)
        if start == 0, previousStart == 0 {
            var kept: [Entry?] = []
            swap(&kept, &previous)
            previous = Array(kept[count...])
            previousStart = count
            kept.removeSubrange(count...)
            swap(&current, &kept)
        } else {
            assert(previousStart == 0, "entries kept twice in a frame")
            current += previous[..<count]
        }
        for (entry, item) in found.remade where start + entry < current.count {
            current[start + entry] = current[start + entry]?.with(items[item])
        }
    }

    /// Starts a frame: the items of the frame before become the reusable ones.
    mutating func startFrame() {
        if !current.isEmpty || !previous.isEmpty { swap(&previous, &current) }
        previousStart = 0
        current.removeAll(keepingCapacity: true)
    }
}
