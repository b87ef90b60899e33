// The frames of a streaming reply lay out the same list items again and again: while the last
// item of a long list grows, the tail is the whole list. The memo keeps the encoded lines of
// each top-level item of the last frame, so the next frame copies the items whose inputs are
// equal (the item, its gutter, its context and the list's tightness) instead of laying them
// out. An item's lines are self-contained (every encoded line starts and ends in the default
// style), so its bytes do not depend on what came before it, once outside every gutter and
// with no blank line pending; only such items are kept.
import MarkdownModel

/// The encoded top-level list items of the last frame, and those of the frame being made.
struct ListItemMemo: Sendable {
    struct Entry: Sendable {
        var item: ListItem
        var gutter: Gutter
        var context: BlockContext
        var isTight: Bool
        var bytes: [UInt8]
        var lines: Int
    }

    /// The items of the last frame, in the order they were laid out.
    private var previous: [Entry] = []
    /// The items of this frame so far.
    private var current: [Entry] = []
    /// The writer's margin, which every line carries: the memo serves one renderer.
    private var margin: Int?

    /// The entry of the last frame at this item's place, if its inputs are the same.
    func reusable(_ item: ListItem, gutter: Gutter, context: BlockContext, isTight: Bool) -> Entry? {
        guard current.count < previous.count else { return nil }
        let entry = previous[current.count]
        guard entry.isTight == isTight, entry.context == context, entry.gutter == gutter, entry.item == item else { return nil }
        return entry
    }

    /// Keeps an item laid out (or reused) in this frame.
    mutating func keep(_ entry: Entry) {
        current.append(entry)
    }

    /// Starts a frame with `margin`: the items of the frame before become the reusable ones.
    mutating func startFrame(margin: Int) {
        if self.margin != margin { previous.removeAll() }
        self.margin = margin
        if !current.isEmpty || !previous.isEmpty { previous = current }
        current.removeAll(keepingCapacity: true)
    }
}
