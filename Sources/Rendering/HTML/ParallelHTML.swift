// Rendering a long document on several cores.
//
// Blocks render independently: the only state a rendering pass carries from block to block
// is whether the footnote section is open, and footnote definitions come last (cmark moves
// them there). So the blocks before the first definition are cut into runs of about equal
// count, rendered at once, and their bytes concatenated in order: the same bytes one pass
// writes.
import Dispatch
import MarkdownModel
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

enum ParallelHTML {
    /// Blocks below which one thread renders (thread start-up would cost more).
    static let threshold = 2048
    /// The cores this process may use, asked once (glibc reads a file in /sys for it).
    static let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// The start of each run and the end of the last, or nil when one run is best.
    static func runs(of blocks: [Block]) -> [Int]? {
        guard blocks.count >= threshold, cores > 1 else { return nil }
        let count = min(cores, 8)
        let splittable = blocks.firstIndex { $0.footnoteDefinition != nil }
            ?? blocks.count
        guard splittable >= threshold else { return nil }
        return (0..<count).map { splittable * $0 / count } + [blocks.count]
    }

    static func render(_ blocks: [Block], runs: [Int], options: HTMLRenderer.Options) -> [UInt8] {
        let results = Mutex([[UInt8]](repeating: [], count: runs.count - 1))
        DispatchQueue.concurrentPerform(iterations: runs.count - 1) { index in
            let bytes = HTMLRenderer(options: options).renderBytes(blocks[runs[index]..<runs[index + 1]])
            results.withLock { $0[index] = bytes }
        }
        return results.withLock { parts in
            var output: [UInt8] = []
            output.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { output += part }
            return output
        }
    }
}
