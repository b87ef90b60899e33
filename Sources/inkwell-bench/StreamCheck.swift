// A stress check of the streaming fast paths on real text: windows of a corpus streamed in
// chunks of random sizes, the tail compared after every chunk with what a full parse of the
// same prefix shows (as HTML), each live frame (HTML and terminal) with a fresh rendering of
// its tail, and the final document with a one-shot parse. The tests do the same on the
// samples and generated text; this reaches the corpus's odd corners.
import Charting
import Inkwell
import MarkdownModel
import MarkdownParsing
import Streaming

/// Streams `windows` windows of about `size` bytes of `text`; prints each difference found
/// (at most a few) and returns whether there were none.
func streamCheck(_ text: [UInt8], windows: Int, size: Int, seed: UInt64) -> Bool {
    var random = SplitMix(seed: seed)
    let fragment = RenderOptions(format: .html, isFragment: true)
    var failures = 0
    var steps = 0
    for _ in 0..<windows where failures < 5 {
        // A window starts after a blank line, so it begins with a block.
        var start = Int(random.next() % UInt64(max(1, text.count - size)))
        while start > 0, !(text[start - 1] == 0x0A && start >= 2 && text[start - 2] == 0x0A) { start -= 1 }
        let window = Array(text[start..<min(text.count, start + size)])
        // NB: a definition may come after the links that use it, which only finish() revises;
        // such windows are checked at the end only.
        let checksSteps = !window.indices.dropLast().contains { window[$0] == UInt8(ascii: "]") && window[$0 + 1] == UInt8(ascii: ":") }
        var parser = StreamingParser()
        var frames = [FrameWatch(RenderOptions(format: .html, isFragment: true)),
                      FrameWatch(RenderOptions(format: .html, isFragment: false)),
                      FrameWatch(RenderOptions(format: .ansi, width: 60, colorDepth: .trueColor, hyperlinks: true)),
                      // NB: narrow, and links followed by their URL, as a terminal without hyperlinks shows them.
                      FrameWatch(RenderOptions(format: .ansi, width: 23, colorDepth: .ansi16, hyperlinks: false))]
        var end = 0
        var stepsAgree = true
        var sizes: [Int] = []
        while end < window.count {
            let chunk = 1 + Int(random.next() % 12)
            sizes.append(chunk)
            let piece = Array(window[end..<min(window.count, end + chunk)])
            end += piece.count
            steps += 1
            _ = parser.append(utf8: piece)
            for index in frames.indices where stepsAgree && !frames[index].append(piece) {
                failures += 1
                print("FRAME DIFFERS (\(frames[index].live.options.format)) at corpus offset \(start), after \(end) bytes")
                stepsAgree = false
            }
            guard checksSteps, stepsAgree else { continue }
            var fresh = StreamingParser()
            _ = fresh.append(utf8: Array(window[..<end]))
            let shown = Inkwell.render(parser.document, options: fragment)
            let expected = Inkwell.render(fresh.document, options: fragment)
            if shown != expected {
                failures += 1
                print("DIFFERENT at corpus offset \(start), after \(end) bytes of the window; the last bytes: "
                    + String(decoding: window[max(0, end - 60)..<end], as: UTF8.self).debugDescription
                    + "\n  chunk sizes: \(sizes.map(String.init).joined(separator: ","))\n" + firstDifference(shown, expected))
                stepsAgree = false
            }
        }
        _ = parser.finish()
        let oneShot = window.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
        if parser.document != oneShot {
            failures += 1
            print("FINAL DOCUMENT DIFFERS for the window at corpus offset \(start): \(parser.document.blocks.count) blocks streamed, \(oneShot.blocks.count) one-shot")
            for (index, (a, b)) in zip(parser.document.blocks, oneShot.blocks).enumerated() where a != b {
                print("block \(index):\n\(a)\n---\n\(b)")
                break
            }
        }
    }
    print("stream check: \(windows) windows of \(size) bytes, \(steps) chunks, \(failures == 0 ? "all as a full parse shows" : "\(failures) differences")")
    return failures == 0
}

/// Streams `text` in chunks of `sizes` (repeated to the end) and prints the first
/// step where the tail differs from a full parse of the same prefix, both renderings whole:
/// what a difference `streamCheck` found looks like, reproduced from its chunk sizes.
func streamReplay(_ text: [UInt8], sizes: [Int]) -> Bool {
    let fragment = RenderOptions(format: .html, isFragment: true)
    var parser = StreamingParser()
    var end = 0
    var step = 0
    while end < text.count {
        let size = sizes.isEmpty ? 1 : sizes[step % sizes.count]
        let piece = Array(text[end..<min(text.count, end + size)])
        end += piece.count
        step += 1
        _ = parser.append(utf8: piece)
        var fresh = StreamingParser()
        _ = fresh.append(utf8: Array(text[..<end]))
        let shown = Inkwell.render(parser.document, options: fragment)
        let expected = Inkwell.render(fresh.document, options: fragment)
        if shown != expected {
            print("step \(step), after \(end) bytes; the last chunk: \(String(decoding: piece, as: UTF8.self).debugDescription)")
            print("--- shown\n\(shown)--- expected\n\(expected)---")
            return false
        }
    }
    print("stream replay: \(step) chunks, all as a full parse shows")
    return true
}

/// A live rendering whose every frame is checked against a fresh rendering of its tail.
struct FrameWatch {
    var live: LiveRender
    var committed = 0

    init(_ options: RenderOptions) {
        live = LiveRender(options: options)
    }

    /// Adds a chunk; whether the frame's tail is what rendering the tail anew gives. (Not
    /// checked while a chart fence is open: frames that draw charts show a placeholder then.)
    mutating func append(_ chunk: [UInt8]) -> Bool {
        let frame = live.append(utf8: chunk)
        committed += frame.committed.count
        if let fence = frame.openFence?.split(separator: " ").first?.lowercased(),
           ChartDocument.chartLanguages.contains(fence), fence != "json" { return true }
        let tail = Array(live.document.blocks.dropFirst(committed))
        return frame.provisional == (tail.isEmpty ? "" : Inkwell.render(Document(blocks: tail), options: live.options, continuingOutput: committed > 0))
    }
}

/// The first line where two renderings differ, with the lines after it.
func firstDifference(_ shown: String, _ expected: String) -> String {
    let a = shown.split(separator: "\n", omittingEmptySubsequences: false)
    let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    return "  shown:    " + a[first...].prefix(3).joined(separator: "\n") + "\n  expected: " + b[first...].prefix(3).joined(separator: "\n")
}

/// SplitMix64, for reproducible windows and chunk sizes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
