// What streaming holds in memory: the bytes the allocator has handed out, sampled as a reply
// streams in, against what a one-shot parse's document holds. Memory proportional to the
// document means the held bytes at a quarter, a half and the whole of the text grow in step
// with it, and end near what the one-shot document and its text need.
import CHeapStats
import Inkwell
import MarkdownParsing

/// Bytes in use on the heap, or nil where the C library cannot tell.
func heapInUse() -> Int? {
    let bytes = heap_in_use()
    return bytes < 0 ? nil : Int(bytes)
}

/// Streams `text` through `LiveRender` in `chunk`-byte pieces and prints the heap held at a
/// quarter, a half and the end of the text, and the most seen, against the one-shot document.
func memoryBench(_ text: [UInt8], chunk: Int, options: RenderOptions, label: String) {
    // The first parse grows each thread's cmark arena (cmark_arena.h keeps up to 8 MB of it
    // for the next parse): the base is taken after it, so the figures count what the
    // documents hold, not the arenas.
    _ = text.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
    guard let before = heapInUse() else {
        print("Memory: the C library gives no heap figures here; skipped")
        return
    }
    let oneShot: Int = {
        let document = text.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
        let held = (heapInUse() ?? before) - before
        withExtendedLifetime(document) {}
        return held
    }()
    let base = heapInUse() ?? before
    var live = LiveRender(options: options)
    var held: [Int] = []
    var peak = 0
    let marks = [text.count / 4, text.count / 2, text.count]
    for start in stride(from: 0, to: text.count, by: chunk) {
        let end = min(start + chunk, text.count)
        _ = live.append(utf8: Array(text[start..<end]))
        // NB: mallinfo2 walks the allocator's bins, too slow for every chunk; every 64 KB of
        // text is enough to see the curve (so the peak is the most seen at those points).
        if start % 65_536 == 0 || marks.contains(where: { $0 > start && $0 <= end }) {
            let now = (heapInUse() ?? base) - base
            peak = max(peak, now)
            if marks.contains(where: { $0 > start && $0 <= end }) { held.append(now) }
        }
    }
    _ = live.finish()
    let megabytes = { (bytes: Int) in fixed(Double(bytes) / 1e6, 1) }
    let perByte = { (bytes: Int, of: Int) in fixed(Double(bytes) / Double(max(1, of)), 1) }
    print(
        "Memory, live \(label) over \(megabytes(text.count)) MB: holds \(held.map(megabytes).joined(separator: " / ")) MB "
            + "at a quarter / half / all of the text (\(zip(held, marks).map(perByte).joined(separator: " / ")) bytes a byte of text), "
            + "peak \(megabytes(peak)) MB; a one-shot parse's document holds \(megabytes(oneShot)) MB "
            + "(\(perByte(oneShot, text.count)) a byte)")
    withExtendedLifetime(live) {}
}
