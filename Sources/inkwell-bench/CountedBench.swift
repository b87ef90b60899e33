import Inkwell
import MarkdownParsing
import Streaming

// Work counted, not timed: `inkwell-bench counted parse|html|ansi FILE [BYTES]` streams the
// text once and renders it once in one shot, each in a function of its own, for callgrind to
// count the instructions of (scripts/chunk-cost.py). A count does not move with what else
// the shared machine runs: a change of a few per cent to the cost of a chunk shows, where the
// timed benchmark's noise (a third of the one-shot reference from run to run) hides it.

/// Streams `text` in `chunk`-byte pieces, through the parser alone (`options` nil) or
/// `LiveRender` with a frame after each; returns a figure of the result, so nothing is
/// optimised away.
@inline(never)
func streamedForCount(_ text: [UInt8], chunk: Int, options: RenderOptions?) -> Int {
    streamed(text, chunk: chunk, options: options)
}

/// Parses `text` in one shot on one core (callgrind counts every thread's work alike), and
/// renders it when `options` are given.
@inline(never)
func oneShotForCount(_ text: [UInt8], options: RenderOptions?) -> Int {
    renderedOnce(text, options: options)
}

/// Streams and renders a short reply of each kind of block, once, outside the functions
/// counted.
@inline(never)
func warmUp(options: RenderOptions?) {
    let text = Array("*a* `b`\n\n```swift\nlet c = 1\n```\n\n| d |\n|---|\n| e |\n\n- f\n".utf8)
    _ = streamed(text, chunk: 8, options: options)
    _ = renderedOnce(text, options: options)
}

private func streamed(_ text: [UInt8], chunk: Int, options: RenderOptions?) -> Int {
    var result = 0
    if let options {
        var live = LiveRender(options: options)
        for start in stride(from: 0, to: text.count, by: chunk) {
            result &+= live.append(utf8: Array(text[start..<min(start + chunk, text.count)])).provisional.utf8.count
        }
        result &+= live.finish().committed.count
    } else {
        var parser = StreamingParser()
        for start in stride(from: 0, to: text.count, by: chunk) {
            result &+= parser.append(utf8: Array(text[start..<min(start + chunk, text.count)])).provisionalBody.count
        }
        result &+= parser.finish().committed.count
    }
    return result
}

private func renderedOnce(_ text: [UInt8], options: RenderOptions?) -> Int {
    let parser = options.map { MarkdownParser(extensions: $0.extensions, allowsThreads: false) } ?? MarkdownParser(allowsThreads: false)
    let document = text.withUnsafeBufferPointer { parser.parse(utf8: $0) }
    guard let options else { return document.blocks.count }
    return Inkwell.renderBytes(document, options: options).count
}

/// Runs both for `mode` (parse, html or ansi) and prints the chunk count, for the script to
/// divide by.
func countedBench(_ text: [UInt8], mode: String) {
    let options: RenderOptions? = switch mode {
    case "html": RenderOptions(format: .html, isFragment: true)
    case "ansi": RenderOptions(format: .ansi, width: 80)
    default: nil
    }
    // NB: a warm-up first, outside the functions counted, so that neither count holds what a
    // process does once (the theme's JSON read, the highlighter's tables made).
    warmUp(options: options)
    let streamed = streamedForCount(text, chunk: 8, options: options)
    let once = oneShotForCount(text, options: options)
    print("chunks \((text.count + 7) / 8) bytes \(text.count) results \(streamed) \(once)")
}
