// Highlighter benchmarks: lexing throughput on a real source file (for the Pygments ratio that
// scripts/bench.py computes), a growing code block re-highlighted after every chunk, and the
// linear-time shapes of issue 4 at two sizes.
import FoundationEssentials
import Highlight

/// Highlights the file at `path` as `language` `runs` times and prints the best time as one
/// tab-separated line: `highlight LANG BYTES TOKENS SECONDS SPANS_SECONDS` (tokens with their
/// Strings, then spans without them).
func throughputBench(language: String, path: String, runs: Int) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    let code = String(decoding: data, as: UTF8.self)
    var count = 0
    let tokens = best(of: runs) { count = Highlighter.highlight(code, language: language).count }
    let spans = best(of: runs) { _ = Highlighter.spans(code, language: language) }
    print("highlight\t\(language)\t\(code.utf8.count)\t\(count)\t\(tokens)\t\(spans)")
    return true
}

/// A 20 KB code block growing by 16-byte chunks, re-highlighted after each (resuming inside
/// the unfinished last line), against highlighting it once: as bytes (`append(utf8:)`, the
/// changed tokens read from `tokens`) and as Strings (`append(_:)`, a String made per chunk
/// and the whole token array returned).
func incrementalHighlightBench(_ code: String, language: String) {
    let bytes = Array(code.utf8)
    let once = best(of: 5) { _ = Highlighter.highlight(code, language: language) }
    var changed = 0
    let viaBytes = best(of: 5) {
        var incremental = IncrementalHighlight(language: language)
        var start = 0
        while start < bytes.count {
            let end = min(start + 16, bytes.count)
            let first = incremental.append(utf8: bytes[start..<end])
            changed += incremental.tokens.count - first
            start = end
        }
    }
    let viaStrings = best(of: 5) {
        var incremental = IncrementalHighlight(language: language)
        var start = 0
        while start < bytes.count {
            let end = min(start + 16, bytes.count)
            _ = incremental.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
    }
    let chunks = (bytes.count + 15) / 16
    print(
        "Highlight, \(language) block of \(bytes.count / 1000) KB in \(chunks) 16-byte chunks: "
            + "\(fixed(viaBytes * 1e3, 2)) ms as bytes, \(fixed(viaStrings * 1e3, 2)) ms as Strings, against "
            + "\(fixed(once * 1e3, 2)) ms once -> \(fixed(viaBytes / once, 2))x, \(fixed(viaStrings / once, 2))x "
            + "(target <= 2x); \(fixed(Double(changed) / Double(5 * chunks), 1)) tokens made per chunk"
    )
}

/// The adversarial inputs of issue 4, each at `size` (bytes or brackets).
let linearShapes: [(name: String, make: @Sendable (Int) -> String)] = [
    ("one-line string", { "\"" + String(repeating: "a", count: $0) }),
    ("nested brackets", { String(repeating: "(", count: $0) }),
    ("unterminated /* comment", { "/* " + String(repeating: "x ", count: $0 / 2) }),
    ("unterminated # comment", { "# " + String(repeating: "y", count: $0) }),
]

/// Times every shape in every language at full and half size; prints, per shape, the slowest
/// language and the largest full/half time ratio (linear is about 2, quadratic about 4).
func linearTimeBench() {
    let languages = Highlighter.languages.map(\.id)
    for shape in linearShapes {
        let full = shape.name == "nested brackets" ? 100_000 : 1 << 20
        let big = shape.make(full)
        let half = shape.make(full / 2)
        var slowest = (language: "", time: 0.0)
        var worst = (language: "", ratio: 0.0)
        for language in languages {
            let bigTime = best(of: 3) { _ = Highlighter.highlight(big, language: language) }
            let halfTime = best(of: 3) { _ = Highlighter.highlight(half, language: language) }
            if bigTime > slowest.time { slowest = (language, bigTime) }
            let ratio = bigTime / max(halfTime, 1e-9)
            if ratio > worst.ratio { worst = (language, ratio) }
        }
        let size = shape.name == "nested brackets" ? "100,000" : "1 MB"
        print(
            "Linear time, \(size) \(shape.name), \(languages.count) languages: slowest \(slowest.language) "
                + "\(fixed(slowest.time * 1e3, 1)) ms; largest full/half time ratio \(fixed(worst.ratio, 2)) "
                + "(\(worst.language); linear ~2, quadratic ~4)")
    }
}
