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
//   the tail's first item was already part of the frozen parse). So the tail must begin with
//   that item: when healing holds its line back (`2) <b>` may yet become `2) <b>bold</b>`),
//   the gap before it is a list's trailing blank line, and the update parses the whole list
//   again from where the tail started before the freeze;
// - the merged list keeps the frozen list's start number and start position.
// Blocks are still committed only by the usual rule, and finish() parses the text from where
// the tail started before the freeze. A frozen item ends as it will in the whole text:
// not while it ends on the line being typed, or on a line healing changed (`settles`).
// A list at the end of a quote (a quoted plan, a quoted changelog) freezes the same way: the
// tail starts at the last item's `>` line, which the quote continues, and the quotes' earlier
// blocks are set aside with the finished items. A quote that ends in anything else (a long
// quoted passage, paragraph after paragraph) freezes its earlier blocks alone, the tail
// starting at its last block's line: blocks before the last one in a quote are closed, as a
// list's finished items are.
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
        merged.range = SourceRange.spanning(frozen.range, tail.range)
        return [.list(merged)] + blocks.dropFirst()
    }

    /// `merging(_:into:)` done in `provisional`, the last update's blocks, when they begin
    /// with the frozen list and then other items (those the last update parsed): those are
    /// replaced by the tail's list's items in place, so that an update costs the items it
    /// parsed, not every item of the list (a changelog of 400 items was copied twice an
    /// update, and its last copy freed). False, with `provisional` as it was, when it does not
    /// begin so; the comparison is cheap, the frozen items sharing their blocks' storage with
    /// the provisional ones.
    static func splicing(_ frozen: List, tail blocks: [Block], into provisional: inout [Block]) -> Bool {
        guard case .list(let tail)? = blocks.first, continues(frozen.kind, with: tail.kind),
              case .list(var list)? = provisional.first, list.kind == frozen.kind,
              list.items.count > frozen.items.count, startsWith(list.items, frozen.items) else { return false }
        // NB: lets go of the last update's list, so that its items change in place (unless the
        // caller still holds that update).
        provisional = []
        list.items.removeSubrange(frozen.items.count...)
        list.items += tail.items
        list.isTight = frozen.isTight && tail.isTight
        list.range = SourceRange.spanning(frozen.range, tail.range)
        provisional = [.list(list)] + blocks.dropFirst()
        return true
    }

    /// `frozen` grown to the first `count` items of `list`, in place, when it holds the first
    /// of them already (the list was merged from it); else those items copied.
    static func growing(_ frozen: inout List?, to list: List, count: Int) {
        if var grown = frozen, grown.kind == list.kind, grown.items.count <= count, startsWith(list.items, grown.items) {
            frozen = nil
            grown.items += list.items[grown.items.count..<count]
            (grown.isTight, grown.range) = (list.isTight, list.range)
            frozen = grown
        } else {
            var copy = list
            copy.items.removeSubrange(count...)
            frozen = copy
        }
    }

    /// `frozen` made the quotes of `quotes` without their last blocks: each level grown in
    /// place when it holds the first of those blocks already, else copied.
    static func growing(_ frozen: inout [BlockQuote], to quotes: [BlockQuote]) {
        var old: [BlockQuote] = []
        swap(&old, &frozen)
        for (level, quote) in quotes.enumerated() {
            let count = quote.blocks.count - 1
            if level < old.count, old[level].blocks.count <= count, startsWith(quote.blocks, old[level].blocks) {
                var grown = old[level]
                old[level].blocks = []
                grown.blocks += quote.blocks[grown.blocks.count..<count]
                grown.range = quote.range
                frozen.append(grown)
            } else {
                var copy = quote
                copy.blocks.removeSubrange(count...)
                frozen.append(copy)
            }
        }
    }

    /// `splicing(_:tail:into:)` for a list frozen in quotes, or quotes frozen alone: each
    /// level of `provisional` keeps its frozen blocks and takes the tail's after them, in
    /// place. False when `provisional` does not begin so (it may then have been emptied:
    /// merge instead).
    static func splicing(_ frozen: List?, quotes: ArraySlice<BlockQuote>, tail blocks: [Block],
                         into provisional: inout [Block]) -> Bool {
        guard let outer = quotes.first else {
            guard let frozen else { return false }
            return splicing(frozen, tail: blocks, into: &provisional)
        }
        guard case .blockQuote(let tail)? = blocks.first, case .blockQuote(var quote)? = provisional.first,
              quote.blocks.count > outer.blocks.count, startsWith(quote.blocks, outer.blocks) else { return false }
        provisional = []
        var inner = Array(quote.blocks[outer.blocks.count...])
        quote.blocks.removeSubrange(outer.blocks.count...)
        if quotes.count > 1 || frozen != nil {
            guard splicing(frozen, quotes: quotes.dropFirst(), tail: tail.blocks, into: &inner) else { return false }
        } else {
            inner = tail.blocks
        }
        quote.blocks += inner
        quote.range = SourceRange.spanning(outer.range, tail.range)
        provisional = [.blockQuote(quote)] + blocks.dropFirst()
        return true
    }

    /// Whether `items` (a list's items, a quote's blocks) begin with `prefix`, the frozen
    /// ones, as the list or quote they were frozen from or merged into does. NB: the first
    /// and last of them compared stand for all: they are finished when they freeze, so a list
    /// with those two at those places (the same ranges and blocks) holds the same ones between
    /// them; a check of every one cost the copy it spared (debug builds still check them all).
    private static func startsWith<Element>(_ items: [Element], _ prefix: [Element],
                                            same: (Element, Element) -> Bool) -> Bool {
        guard items.count >= prefix.count else { return false }
        guard let first = prefix.first, let last = prefix.last else { return true }
        guard same(items[0], first), same(items[prefix.count - 1], last) else { return false }
        assert(zip(items, prefix).allSatisfy(same), "frozen children differ from their container's")
        return true
    }

    private static func startsWith(_ items: [ListItem], _ prefix: [ListItem]) -> Bool {
        // NB: not the items' `==`, which runs unspecialised across modules.
        startsWith(items, prefix) { $0.range == $1.range && $0.checkbox == $1.checkbox && $0.blocks == $1.blocks }
    }

    private static func startsWith(_ blocks: [Block], _ prefix: [Block]) -> Bool {
        startsWith(blocks, prefix, same: ==)
    }

    /// The tail's blocks with a frozen list in quotes put back: each of `quotes` (its blocks
    /// before the next level) takes the tail's first block's quote's blocks after them, down
    /// to the list. (The tail starts at an item's `>` line, so its first block is that quote;
    /// a tail whose list has another marker makes a list of its own after the frozen one.)
    static func merging(_ frozen: List?, quotes: ArraySlice<BlockQuote>, into blocks: [Block]) -> [Block] {
        guard let outer = quotes.first else { return merging(frozen, into: blocks) }
        var tail: BlockQuote?
        if case .blockQuote(let quote)? = blocks.first { tail = quote }
        var quote = outer
        quote.blocks += merging(frozen, quotes: quotes.dropFirst(), into: tail?.blocks ?? [])
        quote.range = SourceRange.spanning(outer.range, tail?.range)
        return [.blockQuote(quote)] + blocks.dropFirst(tail == nil ? 0 : 1)
    }

    /// When the provisional tail is one list of two or more items, at the top level or at the
    /// end of a quote (in quotes, each the last block of the one around it): the list and the
    /// quotes, whose items and blocks but the last freeze (`growing` makes the frozen ones,
    /// without copying what was frozen already), and the line that item starts on.
    /// Else, when it is a quote whose innermost level has blocks before its last (the
    /// paragraphs of a long quoted passage): no list, the quotes,
    /// and the line that block starts on, which holds every quote's marker (a block begins
    /// only where all its containers go on), so that the tail parsed from it is in as many
    /// quotes. Not while the item or block before it ends on `lineBeingTyped`: a fence that
    /// the next item closes ends, in cmark's range, at that line's length (see RangeQuirks),
    /// which must be its length in the text, not healed (`healedFromLine`, where the part
    /// healing may have changed starts: `settles`).
    static func freezable(_ provisional: [Block], lineBeingTyped: Int, healedFromLine: Int) -> (List?, [BlockQuote], Int)? {
        guard provisional.count == 1 else { return nil }
        var quotes: [BlockQuote] = []
        var last = provisional[0]
        while case .blockQuote(let quote) = last, let inner = quote.blocks.last {
            quotes.append(quote)
            last = inner
        }
        if case .list(let list) = last, list.items.count >= 2, let itemLine = list.items.last?.range?.startLine {
            guard settles(list.items[list.items.count - 2].blocks.last, before: itemLine, lineBeingTyped: lineBeingTyped,
                          healedFromLine: healedFromLine) else { return nil }
            return (list, quotes, itemLine)
        }
        guard let blocks = quotes.last?.blocks, blocks.count >= 2, let line = last.range?.startLine,
              case let before = blocks[blocks.count - 2],
              settles(before, before: line, lineBeingTyped: lineBeingTyped, healedFromLine: healedFromLine) else { return nil }
        return (nil, quotes, line)
    }

    /// Whether `block`, frozen before the line `next` starts its successor, ends as it will in
    /// the whole text: on a line before the one being typed, and, when it ends on `next` (a
    /// fence that line closes takes its length), on a line healing has not changed (it may
    /// close a `**` there).
    private static func settles(_ block: Block?, before next: Int, lineBeingTyped: Int, healedFromLine: Int) -> Bool {
        let end = block.map(RangeQuirks.deepestEndLine) ?? 0
        return end < lineBeingTyped && (end < next || end < healedFromLine)
    }

    /// Whether the tail's blocks begin with the frozen list's next item (in as many quotes as
    /// the list is in), or, with no list frozen, with the frozen quotes. Not when healing held
    /// that item's line back (`2) <b>` may yet become text): the frozen list's looseness
    /// counted the gap before it, so the list must be parsed again without it.
    static func isContinued(_ frozen: List?, inQuotes depth: Int, by blocks: [Block]) -> Bool {
        var first = blocks.first
        for _ in 0..<depth {
            guard case .blockQuote(let quote)? = first else { return false }
            first = quote.blocks.first
        }
        guard let frozen else { return true }
        guard case .list(let tail)? = first else { return false }
        return continues(frozen.kind, with: tail.kind)
    }

    static func continues(_ frozen: List.Kind, with tail: List.Kind) -> Bool {
        switch (frozen, tail) {
        case (.bullet(let a), .bullet(let b)): a == b
        case (.ordered(_, let a), .ordered(_, let b)): a == b
        case (.bullet, .ordered), (.ordered, .bullet): false
        }
    }
}

// The same one level down. A list nested at the end of the last top-level item (the steps of
// a plan, the files of a change) grows inside that item, which a top-level freeze keeps whole
// in the tail. So when that item ends in a nested list of two or more items, the item is set
// aside but for the nested list's last item, and the tail starts at that item's line. Parsed
// alone from there, the tail is a list at the same columns as long as its lines stay in the
// nested list (a deeper item, a lazy line or an indented paragraph stays in it, as in place);
// a line that leaves it (a top-level item, a paragraph of the outer item, a block after the
// list) makes the tail parse differently: the columns or the blocks do not match, and the
// update parses again from the outer item's line. The outer list's tightness cannot change
// while the tail stays in the nested list (its last item's last block is that list), and the
// list is never committed while frozen (a block after it ends the freeze first).

/// A top-level list's last item, set aside but for the last item of the list it ends in.
struct NestedFreeze: Sendable {
    /// The top-level list (its items are the frozen list's; here its kind, tightness, range).
    var outer: List
    /// Its last item, without the nested list...
    var item: ListItem
    /// ...and that list without its last item, whose items start at `column`.
    var nested: List
    var column: Int
    /// Where the tail started before: the update parses from there when the tail leaves
    /// the nested list.
    var boundary: Int
    var boundaryLine: Int
}

extension ListFreezing {
    /// When the tail is one top-level list whose last item ends in a list of two or more
    /// items at one column: the freeze, and the line the nested list's last item starts on.
    /// Not while the item before that may end otherwise (as in `freezable`), nor while the
    /// top-level items before the last are not all frozen (`frozenItems` of them are): the
    /// freeze keeps the last alone, and the top-level freeze puts back the others.
    static func nestedFreezable(_ provisional: [Block], frozenItems: Int, boundary: Int, boundaryLine: Int, lineBeingTyped: Int,
                                healedFromLine: Int) -> (NestedFreeze, Int)? {
        guard provisional.count == 1, case .list(var outer) = provisional[0], outer.items.count == frozenItems + 1,
              var item = outer.items.last,
              case .list(var nested)? = item.blocks.last, nested.items.count >= 2,
              let column = nested.items[0].range?.startColumn,
              nested.items.allSatisfy({ $0.range?.startColumn == column }),
              let line = nested.items.last?.range?.startLine else { return nil }
        nested.items.removeLast()
        guard settles(nested.items.last?.blocks.last, before: line, lineBeingTyped: lineBeingTyped,
                      healedFromLine: healedFromLine) else { return nil }
        item.blocks.removeLast()
        outer.items = []
        return (NestedFreeze(outer: outer, item: item, nested: nested, column: column, boundary: boundary,
                             boundaryLine: boundaryLine), line)
    }

    /// The tail's blocks put back into the frozen item: a top-level list of that one item (for
    /// `merging(_:into:)` to add the frozen items to); nil when the tail left the nested list.
    static func merging(_ freeze: NestedFreeze, into blocks: [Block]) -> [Block]? {
        guard blocks.count == 1, case .list(let tail) = blocks[0], continues(freeze.nested.kind, with: tail.kind),
              tail.items.allSatisfy({ $0.range?.startColumn == freeze.column }) else { return nil }
        var nested = freeze.nested
        nested.items += tail.items
        nested.isTight = freeze.nested.isTight && tail.isTight
        nested.range = SourceRange.spanning(freeze.nested.range, tail.range)
        var item = freeze.item
        item.blocks.append(.list(nested))
        item.range = SourceRange.spanning(freeze.item.range, tail.range)
        var outer = freeze.outer
        outer.items = [item]
        outer.range = SourceRange.spanning(freeze.outer.range, tail.range)
        return [.list(outer)]
    }

    /// Whether a line after the first of `tail` (which starts with the nested list's last
    /// item, its marker at 1-based `itemColumn`) is a lazy line of that item, left of its
    /// content but not a new item: in place, cmark takes the outer item's indentation off it
    /// first, so parsed alone it would keep more spaces (which a code span across it shows).
    /// Tabs count as lazy.
    static func hasLazyLine(_ tail: ArraySlice<UInt8>, itemColumn: Int) -> Bool {
        guard let firstEnd = tail.firstIndex(of: 0x0A) else { return false }
        let (containers, _, contentColumn) = LinePatterns.fenceContainers(tail[..<firstEnd])
        guard containers.count == 1 else { return true }
        var start = firstEnd + 1
        while start < tail.endIndex {
            let end = tail[start...].firstIndex(of: 0x0A) ?? tail.endIndex
            let line = tail[start..<end]
            start = end + 1
            let spaces = line.prefix { $0 == 0x20 }.count
            let rest = line.dropFirst(spaces)
            guard let first = rest.first, !LinePatterns.isBlank(rest) else { continue }
            if first == 0x09 { return true }
            // NB: cmark's columns (`itemColumn`) count from 1. The line being typed may still
            // become the next item (`  -`, ` -` as its spaces come).
            if spaces >= contentColumn || spaces + 1 == itemColumn && ListMarker.length(rest) > 0 { continue }
            if end == tail.endIndex, spaces + 1 <= itemColumn, LinePatterns.isMarkerOnly(rest) { continue }
            return true
        }
        return false
    }
}
