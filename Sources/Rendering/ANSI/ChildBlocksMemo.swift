// While a reply streams, the tail often ends inside a container that holds many blocks: a
// quoted passage of many paragraphs, one list item with a whole answer nested under it. The
// parser keeps their finished blocks as they were (ListFreezing), but every frame laid all of
// them out again: 75 quoted paragraphs took 0.4 ms a frame, a list item of 120 blocks 0.55.
// The terminal keeps, for the last container laid out at each depth, its children's bytes
// and where each child's end left the writer; a frame whose container begins with the same
// children, in the same state (context, gutters, pending blank line), copies their bytes and
// lays out only the rest. The last child is always laid out, so that its own memos (the
// paragraph or code panel being typed) are made for the next frame.
//
// A child's lines depend on the child, the context and the writer's state before it, which
// the key and the ends hold; the loop's own state (whether the child before was compact) is
// kept with each end. Footnote definitions, numbered in order and noted for a splice of
// notes, end the children kept.
//
// The items of a list nested in a container are children the same way (a quoted list in a
// step, the sub-steps of a plan): their lines depend besides on the list's kind and the
// width its markers are aligned in, which the key holds. A list at the top has a splice of
// its own (ListSplice.swift).
import MarkdownModel

/// The children of a container (its blocks, or a list's items) as the last frame laid them
/// out.
struct ChildBlocksMemo<Child: Equatable & Sendable>: Sendable {
    /// What the children's bytes depend on besides themselves.
    struct Key: Equatable, Sendable {
        var context: BlockContext
        var isTight: Bool
        var gutters: [TerminalWriter.GutterState]
        var separatorDepth: Int?
        var margin: Int
        /// A list's kind and the width of its markers, for its items.
        var list: ListShape?
    }

    struct ListShape: Equatable, Sendable {
        var kind: List.Kind
        var markerWidth: Int
    }

    /// Where the layout stood after a child: its bytes and lines from the container's start,
    /// the blank line still asked for, and whether the last child that showed was compact.
    struct End: Sendable {
        var bytes: Int
        var lines: Int
        var separatorDepth: Int?
        var isCompact: Bool
    }

    let key: Key
    private(set) var blocks: [Child] = []
    private(set) var ends: [End] = []
    /// The children's bytes, once the container is laid out.
    var bytes: [UInt8] = []

    init(key: Key) {
        self.key = key
    }

    /// How many of `blocks` the memo can give, the last one never. Those it gives take the
    /// place of its own: equal, but perhaps in other storage (the parser made them again
    /// when it moved a checkpoint over them), which the next frame then finds the same
    /// (SharedPrefix.swift).
    mutating func sharedCount(with blocks: [Child]) -> Int {
        SharedPrefix.count(blocks, &self.blocks, limit: min(self.blocks.count, blocks.count - 1))
    }

    /// Keeps the first `count` children (in place: the memo was taken from the writer).
    mutating func truncate(to count: Int) {
        blocks.removeSubrange(count...)
        ends.removeSubrange(count...)
        bytes.removeSubrange((count > 0 ? ends[count - 1].bytes : 0)...)
    }

    mutating func record(_ block: Child, end: End) {
        blocks.append(block)
        ends.append(end)
    }

    /// Ends the container's layout, which began `start` bytes into the writer's output:
    /// keeps the bytes of the children but the last, which the next frame lays out anyway.
    mutating func finish(from start: Int, of writer: TerminalWriter) {
        blocks.removeLast()
        ends.removeLast()
        let end = ends.last?.bytes ?? 0
        if end > bytes.count { writer.appendEncoded(from: start + bytes.count, to: start + end, into: &bytes) }
    }
}

/// The items of a list nested in a container, as the last frame laid them out.
typealias ListItemsMemo = ChildBlocksMemo<ListItem>

extension TerminalWriter {
    /// The memo key of a container's children (or a list's items, `list`) laid out now, nil
    /// when the frame keeps none.
    func childBlocksKey<Child>(context: BlockContext, isTight: Bool, list: ChildBlocksMemo<Child>.ListShape? = nil)
        -> ChildBlocksMemo<Child>.Key?
    {
        guard keepsMemos, isEncodingLines, hasGutters else { return nil }
        return ChildBlocksMemo<Child>.Key(
            context: context, isTight: isTight, gutters: gutterStates, separatorDepth: pendingSeparator, margin: marginWidth,
            list: list)
    }

    /// The bytes encoded from `start` to `end`, added to `bytes`.
    func appendEncoded(from start: Int, to end: Int, into bytes: inout [UInt8]) {
        withEncodedBytes { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Copies the bytes of the first `count` children of `memo` into the frame, leaving the
    /// writer as their layout did.
    mutating func appendChildren<Child>(_ count: Int, of memo: ChildBlocksMemo<Child>) -> ChildBlocksMemo<Child>.End {
        let end = memo.ends[count - 1]
        appendEncoded(memo.bytes[..<end.bytes], lines: end.lines)
        if end.separatorDepth == nil { cancelSeparator() }
        return end
    }
}
