// The frames of a streaming reply lay out the same list items again and again: while the last
// item of a long list grows, the tail is the whole list. A memo keeps the rendered bytes of
// each top-level item of the last frame, so the next frame copies the items whose inputs are
// equal (the item and what else its bytes depend on, the key) instead of laying them out.
// Each renderer keeps only items whose bytes do not depend on what came before them: the
// terminal's lines are self-contained once outside every gutter with no blank line pending,
// an HTML `<li>` always starts on a fresh line.
import MarkdownModel

/// The rendered top-level list items of the last frame, and those of the frame being made.
struct ListItemMemo<Key: Equatable & Sendable>: Sendable {
    struct Entry: Sendable {
        var item: ListItem
        var key: Key
        var bytes: [UInt8]
        /// Lines in `bytes`, for a renderer that counts them.
        var lines = 0
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
        guard entry.key == key, entry.item == item else { return nil }
        return entry
    }

    /// Keeps an item laid out (or reused) in this frame.
    mutating func keep(_ entry: Entry) {
        current.append(entry)
    }

    /// Starts a frame: the items of the frame before become the reusable ones.
    mutating func startFrame() {
        if !current.isEmpty || !previous.isEmpty { previous = current }
        current.removeAll(keepingCapacity: true)
    }
}
