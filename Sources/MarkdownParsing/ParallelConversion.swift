// Converting a large tree on several cores.
//
// Past a few hundred kilobytes, walking cmark's tree and building the model is memory-bound
// work that one core does at well under memory bandwidth. The top-level blocks are
// independent (the tree is only read, each thread has its own converter), so they are cut
// into contiguous runs of about equal source length and converted at once; the runs'
// blocks, concatenated in order, are the document a single walk would build.
import CCmarkGFM
import Dispatch
import MarkdownModel
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

enum ParallelConversion {
    /// Source bytes below which one thread converts (thread start-up would cost more).
    static let threshold = 256 * 1024
    /// The cores this process may use, asked once (glibc reads a file in /sys for it).
    static let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// The first node of each run (and nil after the last), or nil when one run is best.
    static func cuts(of root: NodePointer, sourceLength: Int, lineCount: Int) -> [NodePointer?]? {
        guard sourceLength >= threshold, lineCount > 0, cores > 1 else { return nil }
        let runs = min(cores, 8)
        var cuts: [NodePointer?] = [inkwell_first_child(root)]
        var node = inkwell_first_child(root)
        while let current = node, cuts.count < runs {
            // A run ends at the first block starting past its share of the lines.
            if Int(inkwell_start_line(current)) > lineCount * cuts.count / runs, current != cuts.last {
                cuts.append(current)
            }
            node = inkwell_next(current)
        }
        guard cuts.count > 1 else { return nil }
        return cuts + [nil]
    }

    /// Converts the runs between `cuts` on as many threads, in order.
    static func convert(_ root: NodePointer, cuts: [NodePointer?], maxDepth: Int, tasklist: OpaquePointer?,
                        lineOffset: Int) -> Document {
        // Addresses cross threads as integers: the tree is only read while they work.
        let addresses = cuts.map { $0.map(UInt.init(bitPattern:)) ?? 0 }
        let rootAddress = UInt(bitPattern: root)
        let tasklistAddress = tasklist.map(UInt.init(bitPattern:)) ?? 0
        let runs = Mutex([[Block]](repeating: [], count: addresses.count - 1))
        DispatchQueue.concurrentPerform(iterations: addresses.count - 1) { index in
            guard let root = NodePointer(bitPattern: rootAddress) else { return }
            var converter = TreeConverter(maxDepth: maxDepth, tasklist: OpaquePointer(bitPattern: tasklistAddress),
                                          lineOffset: lineOffset)
            let blocks = converter.convertTopLevel(of: root, from: NodePointer(bitPattern: addresses[index]),
                                                   upTo: NodePointer(bitPattern: addresses[index + 1]))
            runs.withLock { $0[index] = blocks }
        }
        return Document(blocks: runs.withLock { $0.flatMap { $0 } })
    }
}
