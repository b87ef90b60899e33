// The HTML side of ChildBlocksMemo.swift: while the tail ends inside a container that holds
// many children (a quoted list in a step, a footnote of many paragraphs, a long passage in a
// list item), every frame wrote all of them again. A live frame keeps, for the last container
// written at each depth, its children's bytes and where each ended; the next frame whose
// container begins with the same children, written the same way, copies their bytes and
// writes only the rest. The last child is always written.
//
// A child's HTML depends on the child, on the tightness it is written with, and on whether
// the byte before it ends a line (a block starts on a fresh line, a tight item's text
// right after `<li>`), which the key holds; footnote references carry their numbers, so no
// other state goes in. Footnote definitions (which open the notes' section) are not kept.
import MarkdownModel

/// The children of a container (its blocks, or a nested list's items) as the last frame
/// wrote them.
struct HTMLChildrenMemo<Child: Equatable & Sendable>: Sendable {
    struct Key: Equatable, Sendable {
        var tight: Bool
        var afterNewline: Bool
    }

    let key: Key
    private(set) var children: [Child] = []
    /// Where each child's bytes end, from the container's first child.
    private(set) var ends: [Int] = []
    private(set) var bytes: [UInt8] = []

    init(key: Key) {
        self.key = key
    }

    /// How many of `children` the memo can give, the last one never; those it gives take
    /// the place of its own (SharedPrefix.swift).
    mutating func sharedCount(with children: [Child]) -> Int {
        SharedPrefix.count(children, &self.children, limit: min(self.children.count, children.count - 1))
    }

    /// The bytes of the first `count` children.
    func bytes(of count: Int) -> ArraySlice<UInt8> {
        bytes[..<ends[count - 1]]
    }

    /// Keeps the first `count` children.
    mutating func truncate(to count: Int) {
        children.removeSubrange(count...)
        ends.removeSubrange(count...)
        bytes.removeSubrange((count > 0 ? ends[count - 1] : 0)...)
    }

    mutating func record(_ child: Child, end: Int) {
        children.append(child)
        ends.append(end)
    }

    /// Ends the container, whose children began at byte `start` of `written`: keeps the
    /// bytes of the children but the last, which the next frame writes anyway.
    mutating func finish(from start: Int, of written: [UInt8]) {
        children.removeLast()
        ends.removeLast()
        let end = ends.last ?? 0
        if end > bytes.count { bytes += written[(start + bytes.count)..<(start + end)] }
    }
}

/// The memos of one kind of child: the last frame's, per depth of containers, and this
/// frame's.
struct HTMLChildrenMemos<Child: Equatable & Sendable>: Sendable {
    var last: [HTMLChildrenMemo<Child>?] = []
    var made: [HTMLChildrenMemo<Child>?] = []

    /// The last frame's memo at `depth` when it was made with `key`, taken out.
    mutating func take(at depth: Int, key: HTMLChildrenMemo<Child>.Key) -> HTMLChildrenMemo<Child>? {
        guard depth < last.count, last[depth]?.key == key else { return nil }
        return last[depth].take()
    }

    mutating func keep(_ memo: HTMLChildrenMemo<Child>, at depth: Int) {
        while made.count <= depth { made.append(nil) }
        made[depth] = memo
    }

    /// This frame's memos become the last frame's.
    mutating func startFrame() {
        swap(&last, &made)
        made.removeAll(keepingCapacity: true)
    }
}

extension HTMLContext {
    /// Writes `children` with `write` (given whether the child is the last), copying those
    /// the last frame wrote the same way at this depth from `memos` (only in live frames,
    /// inside a container).
    mutating func children<Child>(
        _ children: [Child], tight: Bool, memos: WritableKeyPath<HTMLContext, HTMLChildrenMemos<Child>>,
        _ write: (inout HTMLContext, Child, Bool) -> Void
    ) {
        guard memoizesCode, containerDepth > 0, children.count > 1 else {
            for (index, child) in children.enumerated() { write(&self, child, index == children.count - 1) }
            return
        }
        let depth = containerDepth
        let start = writer.bytes.count
        let key = HTMLChildrenMemo<Child>.Key(tight: tight, afterNewline: (writer.bytes.last ?? 0x0A) == 0x0A)
        var memo = HTMLChildrenMemo<Child>(key: key)
        var first = 0
        if var old = self[keyPath: memos].take(at: depth, key: key) {
            first = old.sharedCount(with: children)
            if first > 0 {
                writer.append(old.bytes(of: first))
                old.truncate(to: first)
                memo = old
            }
        }
        for index in first..<children.count {
            write(&self, children[index], index == children.count - 1)
            memo.record(children[index], end: writer.bytes.count - start)
        }
        memo.finish(from: start, of: writer.bytes)
        self[keyPath: memos].keep(memo, at: depth)
    }
}
