// Long lists without a safe boundary inside them (a changelog, a plan of 200 steps) would keep
// the whole list in the tail and make every chunk cost O(list). But an item followed by another
// item is finished: nothing later can change its blocks. So when the tail is a top-level list
// with two or more items, the finished items are set aside ("frozen") and the tail starts at the
// last item's line; each update parses only that item onward and puts the list back together:
// the frozen items, then the items of the list the tail parse starts with.
//
// What the merge must get right, as cmark would for the whole list:
// - the same list continues only with the same marker (bullet character, or `.`/`)` after a
//   number); otherwise the frozen list ended at the boundary and stands alone;
// - a list is loose if any items are separated by a blank line or hold blank-line-separated
//   blocks: looseness only ever grows, so merged = frozen tight AND tail tight (the gap before
//   the tail's first item was already part of the frozen parse);
// - the merged list keeps the frozen list's start number and start position.
// Blocks are still committed only by the usual rule, and finish() parses everything once.
import MarkdownModel

enum ListFreezing {
    /// The tail's blocks with a frozen list put back in front.
    static func merging(_ frozen: List?, into blocks: [Block]) -> [Block] {
        guard let frozen else { return blocks }
        guard case .list(let tail)? = blocks.first, continues(frozen.kind, with: tail.kind) else {
            return [.list(frozen)] + blocks
        }
        var merged = frozen
        merged.items += tail.items
        merged.isTight = frozen.isTight && tail.isTight
        if let start = frozen.range, let end = tail.range {
            merged.range = SourceRange(startLine: start.startLine, startColumn: start.startColumn,
                                       endLine: end.endLine, endColumn: end.endColumn)
        }
        return [.list(merged)] + blocks.dropFirst()
    }

    /// When the provisional tail is one top-level list of two or more items (footnote
    /// definitions aside), the list without its last item, and the line that item starts on.
    static func freezable(_ provisional: [Block]) -> (List, Int)? {
        let content = provisional.filter { if case .footnoteDefinition = $0 { false } else { true } }
        guard content.count == 1, content.count == provisional.count, case .list(var list) = content[0],
              list.items.count >= 2, let itemLine = list.items.last?.range?.startLine else { return nil }
        list.items.removeLast()
        return (list, itemLine)
    }

    private static func continues(_ frozen: List.Kind, with tail: List.Kind) -> Bool {
        switch (frozen, tail) {
        case (.bullet(let a), .bullet(let b)): a == b
        case (.ordered(_, let a), .ordered(_, let b)): a == b
        case (.bullet, .ordered), (.ordered, .bullet): false
        }
    }
}
