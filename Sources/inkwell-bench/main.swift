// In-process benchmarks that a process-level timing cannot isolate: streaming cost per chunk.
// Run through `make bench` (scripts/bench.py), which passes the corpus path. Prints ratios
// against references measured in the same run, never absolute pass/fail.
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Highlight
import Inkwell
import MarkdownParsing
import Streaming

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The least time of `count` runs: the one least disturbed by other work on a shared machine.
func best(of count: Int, _ body: () -> Void) -> Double {
    (0..<count).map { _ in seconds(body) }.min() ?? 0
}

func streamingBench(_ text: [UInt8], chunk: Int) {
    let oneShot = best(of: 3) { _ = text.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) } }
    var perChunk: [Double] = []
    perChunk.reserveCapacity(text.count / chunk + 1)
    var parser = StreamingParser()
    let total = seconds {
        var start = 0
        while start < text.count {
            let end = min(start + chunk, text.count)
            let piece = Array(text[start..<end])
            let t0 = DispatchTime.now().uptimeNanoseconds
            _ = parser.append(utf8: piece)
            perChunk.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
            start = end
        }
        _ = parser.finish()
    }
    perChunk.sort()
    let p99 = perChunk[min(perChunk.count - 1, perChunk.count * 99 / 100)]
    let p50 = perChunk[perChunk.count / 2]
    let megabytes = fixed(Double(text.count) / 1e6, 2)
    let ratio = fixed(total / oneShot, 1)
    let skipped = fixed(Double(parser.appendsWithoutParsing) / Double(perChunk.count) * 100, 0)
    print("Streaming parse, \(megabytes) MB in \(chunk)-byte chunks (\(skipped) % added without parsing): \(fixed(total, 3)) s total, "
          + "one-shot parse \(fixed(oneShot, 3)) s -> \(ratio)x (target <= 3x with rendering); "
          + "per chunk p50 \(fixed(p50 * 1e6, 1)) µs, p99 \(fixed(p99 * 1e6, 1)) µs (target < 1000), "
          + "max \(fixed((perChunk.last ?? 0) * 1e3, 2)) ms")
}

/// The live rendering a front end or the terminal drives: every chunk parsed and its frame
/// (the provisional tail, plus newly committed blocks) rendered, against rendering the whole
/// text once in the same format.
func liveRenderBench(_ text: [UInt8], chunk: Int, options: RenderOptions, label: String) {
    let oneShot = best(of: 3) { _ = Inkwell.renderBytes(utf8: text, options: options) }
    var perChunk: [Double] = []
    perChunk.reserveCapacity(text.count / chunk + 1)
    var live = LiveRender(options: options)
    var frameBytes = 0
    let total = seconds {
        var start = 0
        while start < text.count {
            let end = min(start + chunk, text.count)
            let piece = Array(text[start..<end])
            let t0 = DispatchTime.now().uptimeNanoseconds
            let frame = live.append(utf8: piece)
            perChunk.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
            frameBytes += frame.provisional.utf8.count
            start = end
        }
        _ = live.finish()
    }
    perChunk.sort()
    let p99 = perChunk[min(perChunk.count - 1, perChunk.count * 99 / 100)]
    print("Live \(label), \(fixed(Double(text.count) / 1e6, 2)) MB in \(chunk)-byte chunks, a frame after each: "
          + "\(fixed(total, 3)) s, one-shot \(label) render \(fixed(oneShot, 3)) s -> \(fixed(total / oneShot, 1))x "
          + "(target <= 3x); per chunk p50 \(fixed(perChunk[perChunk.count / 2] * 1e6, 1)) µs, "
          + "p99 \(fixed(p99 * 1e6, 1)) µs (target < 1000); frames averaged \(frameBytes / max(1, perChunk.count)) bytes")
}

/// `value` with `digits` decimals (no Foundation formatting on this path).
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    guard digits > 0 else { return String(Int(value.rounded())) }
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    let text = String(rounded)
    guard let dot = text.firstIndex(of: ".") else { return text }
    let decimals = text[text.index(after: dot)...]
    return String(text[..<dot]) + "." + decimals.prefix(digits) + String(repeating: "0", count: max(0, digits - decimals.count))
}

/// A 20 KB code block growing by 16-byte chunks, re-highlighted after each (resuming from the
/// last finished line), against highlighting it once.
func incrementalHighlightBench(_ code: String, language: String) {
    let bytes = Array(code.utf8)
    var once = 0.0
    for _ in 0..<5 { once += seconds { _ = Highlighter.highlight(code, language: language) } }
    once /= 5
    var incremental = IncrementalHighlight(language: language)
    let total = seconds {
        var start = 0
        while start < bytes.count {
            let end = min(start + 16, bytes.count)
            _ = incremental.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
    }
    print("Highlight, \(language) block of \(bytes.count / 1000) KB in 16-byte chunks: \(fixed(total * 1e3, 1)) ms "
          + "against \(fixed(once * 1e3, 2)) ms once -> \(fixed(total / once, 1))x (target <= 2x)")
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    print("usage: inkwell-bench CORPUS.md [BYTES]")
    exit(64)
}
let limit = arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
streamingBench(Array(data.prefix(limit)), chunk: 8)
liveRenderBench(Array(data.prefix(limit)), chunk: 8, options: RenderOptions(format: .html, isFragment: true), label: "HTML")
liveRenderBench(Array(data.prefix(limit)), chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI")
let python = (0..<400).map { "def handler_\($0)(event, context):\n    return {\"status\": \($0), \"body\": f\"ok {event!r}\"}  # reply\n" }.joined()
incrementalHighlightBench(String(python.prefix(20_000)), language: "python")
