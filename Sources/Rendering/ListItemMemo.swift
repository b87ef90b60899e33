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
    struct Entry: Sendable {
        var item: ListItem
        var key: Key
        var bytes: [UInt8]
        /// Lines in `bytes`, for a renderer that counts them.
        var lines = 0
        /// How many entries of nested items follow it.
        var descendants = 0
        /// False for an item whose layout left something pending (never copied).
        var isReusable = true
    }

    /// The items of the last frame, in the order they were laid out.
    private var previous: [Entry] = []
    /// The items of this frame so far.
    private var current: [Entry] = []

    init() {}

    /// The entry of the last frame at this item's place, if its inputs are the same.
    func reusable(_ item: ListItem, key: Key) -> Entry? {
        guard current.count < previous.count else { return nil }
        let entry = previous[current.count]
        guard entry.isReusable, entry.key == key, entry.item == item else { return nil }
        return entry
    }

    /// Keeps an entry `reusable` gave for `item`, with those of the items nested in it.
    mutating func keepReused(_ entry: Entry, for item: ListItem) {
        let index = current.count
        current += previous[index...(index + entry.descendants)]
        // NB: the item as this frame has it, equal but perhaps in other storage (a list the
        // streaming parser froze after the frame that laid it out): the next frame's
        // comparison then finds the same storage, which Array's == checks first, instead
        // of comparing the item's blocks one by one.
        current[index].item = item
    }

    /// Holds the place of an item about to be laid out, before the items nested in it.
    mutating func reserve(_ item: ListItem, key: Key) -> Int {
        current.append(Entry(item: item, key: key, bytes: [], isReusable: false))
        return current.count - 1
    }

    /// Fills the place `reserve` held with what the item's layout made.
    mutating func fill(_ slot: Int, bytes: [UInt8], lines: Int) {
        current[slot].bytes = bytes
        current[slot].lines = lines
        current[slot].descendants = current.count - slot - 1
        current[slot].isReusable = true
    }

    /// Starts a frame: the items of the frame before become the reusable ones.
    mutating func startFrame() {
        if !current.isEmpty || !previous.isEmpty { previous = current }
        current.removeAll(keepingCapacity: true)
    }
}
