// What the list splices of live frames (ListSplice.swift in the terminal, HTMLListSplice.swift
// in HTML) keep of a frame that ended with a list at the top: where its last item began. A
// frame whose tail is that list grown from that item on is the last one up to there, then
// the items from it.
import MarkdownModel

/// Where a live frame's last list at the top began its last item.
struct LastListItem: Sendable {
    let kind: List.Kind
    let isTight: Bool
    /// The index of the item...
    let item: Int
    /// ...where its part of the frame begins...
    let start: Int
    /// ...and the list item memo's entries before it.
    let entries: Int
    /// How the frame ended, when the list ended it.
    var ending = FrameEnding()

    /// The entries of `memo` a frame of `list` keeps, when `previous` ended with this list
    /// and `list` is it with the same items before that item (the same kind and looseness
    /// too); nil otherwise.
    func keptEntries<Key>(for list: List, after previous: String, in memo: ListItemMemo<Key>) -> ListItemMemo<Key>.Kept? {
        guard ending.isEnd(of: previous), kind == list.kind, isTight == list.isTight, item < list.items.count,
              let found = memo.entries(laidOutFrom: list.items[..<item]), found.count == entries else { return nil }
        return found
    }
}
