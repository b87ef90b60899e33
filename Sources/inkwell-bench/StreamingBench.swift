// The streaming markdown parser and live rendering fed in small chunks, against one one-shot
// parse or render of the same text.
import Dispatch
import Inkwell
import MarkdownParsing
import Streaming
#if canImport(Glibc)
    import Glibc
#endif

/// Feeds `text` to `append` in `chunk`-byte pieces, then calls `finish`: the total time and
/// each piece's time, sorted.
func chunked(_ text: [UInt8], chunk: Int, append: (ArraySlice<UInt8>) -> Void, finish: () -> Void)
    -> (total: Double, perChunk: [Double])
{
    var perChunk: [Double] = []
    perChunk.reserveCapacity(text.count / chunk + 1)
    let total = seconds {
        for start in stride(from: 0, to: text.count, by: chunk) {
            let piece = text[start..<min(start + chunk, text.count)]
            let t0 = DispatchTime.now().uptimeNanoseconds
            append(piece)
            perChunk.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
        }
        finish()
    }
    printSlowest(perChunk, chunk: chunk)
    return (total, perChunk.sorted())
}

/// With INKWELL_BENCH_SLOWEST=N set, prints the N slowest chunks (where each began, and its
/// time): what a p99 is made of, to replay or profile (not part of `make bench`).
func printSlowest(_ perChunk: [Double], chunk: Int) {
    guard let value = getenv("INKWELL_BENCH_SLOWEST"), let count = Int(String(cString: value)), count > 0 else { return }
    let slowest = perChunk.indices.sorted { perChunk[$0] > perChunk[$1] }.prefix(count)
    print("  slowest chunks (byte offset: µs): " + slowest.map { "\($0 * chunk): \(fixed(perChunk[$0] * 1e6, 0))" }.joined(separator: ", "))
}

/// Streams `text` through `StreamingParser` in `chunk`-byte pieces and prints the total time
/// against a one-shot parse, with per-chunk percentiles.
func streamingBench(_ text: [UInt8], chunk: Int) {
    // NB: the one-shot run is short (tens of ms) and parses on every core: the best of seven
    // keeps the ratio from moving with whatever else the machine does.
    let oneShot = best(of: 7) {
        _ = text.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
    }
    var parser = StreamingParser()
    // NB: the updates' bytes, not those finish() parses (the rest, or the whole text when
    // the tail cannot settle the committed text's footnotes or definitions).
    var bytesParsed = 0
    let (total, perChunk) = chunked(text, chunk: chunk, append: { _ = parser.append(utf8: Array($0)) },
                                    finish: { bytesParsed = parser.bytesParsed; _ = parser.finish() })
    let p99 = perChunk[min(perChunk.count - 1, perChunk.count * 99 / 100)]
    let p50 = perChunk[perChunk.count / 2]
    let megabytes = fixed(Double(text.count) / 1e6, 2)
    let ratio = fixed(total / oneShot, 1)
    let skipped = fixed(Double(parser.appendsWithoutParsing) / Double(perChunk.count) * 100, 0)
    let parses = max(1, perChunk.count - parser.appendsWithoutParsing)
    print(
        "Streaming parse, \(megabytes) MB in \(chunk)-byte chunks (\(skipped) % added without parsing, the rest parse \(bytesParsed / parses) bytes on average, \(parser.updatesFromCheckpoint) of them a long paragraph's last lines): \(fixed(total, 3)) s total, "
            + "one-shot parse \(fixed(oneShot, 3)) s -> \(ratio)x (target <= 3x with rendering); "
            + "per chunk p50 \(fixed(p50 * 1e6, 1)) µs, p99 \(fixed(p99 * 1e6, 1)) µs (target < 1000), "
            + "max \(fixed((perChunk.last ?? 0) * 1e3, 2)) ms; finish() parsed \(parser.bytesParsed - bytesParsed) bytes")
    let short = shortParse()
    let oneCore = best(of: 3) {
        _ = text.withUnsafeBufferPointer { MarkdownParser(allowsThreads: false).parse(utf8: $0) }
    }
    print(
        "  for scale: the one-shot parse on one core \(fixed(oneCore, 3)) s; one parse of a few words "
            + "\(fixed(short * 1e6, 2)) µs, so the \(parses) updates that parse cost at least "
            + "\(fixed(Double(parses) * short, 3)) s = \(fixed(Double(parses) * short / oneShot, 1))x the one-shot parse")
    print("  the updates that parse, by what their chunk holds: " + parsingChunks(text, chunk: chunk))
}

/// The chunks whose update parses (a second, untimed run), by what they hold: a line end
/// (a block may begin or end there: the parse decides; some end the chunk, the next line
/// not begun yet), else a byte of inline syntax, else only words right after an update that
/// parsed (mostly a tail that healing changed, which must be healed again, or a line not yet
/// decided), else anything else. What a design that parsed less would have to read
/// otherwise than cmark: blocks, inlines, or both.
func parsingChunks(_ text: [UInt8], chunk: Int) -> String {
    let syntax = Set("*_~`[]<>&\\|#!".utf8)
    var parser = StreamingParser()
    var (lineEnds, endingAtLineEnd, inlines, afterHealing, other) = (0, 0, 0, 0, 0)
    var lastParsed = false
    for start in stride(from: 0, to: text.count, by: chunk) {
        let piece = Array(text[start..<min(start + chunk, text.count)])
        let skipped = parser.appendsWithoutParsing
        _ = parser.append(utf8: piece)
        let parsed = parser.appendsWithoutParsing == skipped
        defer { lastParsed = parsed }
        guard parsed else { continue }
        if piece.contains(0x0A) {
            lineEnds += 1
            if piece.last == 0x0A { endingAtLineEnd += 1 }
        } else if piece.contains(where: syntax.contains) {
            inlines += 1
        } else if lastParsed {
            afterHealing += 1
        } else {
            other += 1
        }
    }
    let total = Double(max(1, lineEnds + inlines + afterHealing + other))
    func share(_ count: Int) -> String { "\(fixed(Double(count) / total * 100, 0)) %" }
    return "\(share(lineEnds)) a line end (\(share(endingAtLineEnd)) end with one), \(share(inlines)) inline syntax, "
        + "\(share(afterHealing)) only words right after a parse, \(share(other)) other"
}

/// The time of one parse of a few words with an open emphasis: what an update that hands its
/// tail to cmark costs at the least (a parser made, its extensions attached, the tree
/// converted), however short the tail.
func shortParse() -> Double {
    let paragraph = Array("An *open".utf8)
    let parser = MarkdownParser()
    let runs = 20_000
    var blocks = 0
    let time = best(of: 3) {
        for _ in 0..<runs { blocks &+= paragraph.withUnsafeBufferPointer { parser.parse(utf8: $0) }.blocks.count }
    }
    precondition(blocks > 0)
    return time / Double(runs)
}

/// The live rendering a front end or the terminal drives: every chunk parsed and its frame
/// (the provisional tail, plus newly committed blocks) rendered, against rendering the whole
/// text once in the same format. Two figures for scale: the one-shot render on one core (a
/// long text is parsed on all of them), and the least any design must spend on frames that
/// carry the whole tail, as this API's and `--frames`' do: making each frame's String from
/// bytes ready in memory, at the sizes this run sent.
func liveRenderBench(_ text: [UInt8], chunk: Int, options: RenderOptions, label: String) {
    let oneShot = best(of: 7) { _ = Inkwell.renderBytes(utf8: text, options: options) }
    let oneCore = best(of: 3) {
        let document = text.withUnsafeBufferPointer {
            MarkdownParser(extensions: options.extensions, allowsThreads: false).parse(utf8: $0)
        }
        _ = Inkwell.renderBytes(document, options: options)
    }
    var live = LiveRender(options: options)
    var frameSizes: [Int] = []
    frameSizes.reserveCapacity(text.count / chunk + 1)
    let (total, perChunk) = chunked(text, chunk: chunk, append: { frameSizes.append(live.append(utf8: Array($0)).provisional.utf8.count) },
                                    finish: { _ = live.finish() })
    let framesAlone = framesFloor(frameSizes)
    let frameBytes = frameSizes.reduce(0, +)
    let p99 = perChunk[min(perChunk.count - 1, perChunk.count * 99 / 100)]
    print(
        "Live \(label), \(fixed(Double(text.count) / 1e6, 2)) MB in \(chunk)-byte chunks, a frame after each: "
            + "\(fixed(total, 3)) s, one-shot \(label) render \(fixed(oneShot, 3)) s -> \(fixed(total / oneShot, 1))x "
            + "(target <= 3x); per chunk p50 \(fixed(perChunk[perChunk.count / 2] * 1e6, 1)) µs, "
            + "p99 \(fixed(p99 * 1e6, 1)) µs (target < 1000); frames averaged \(frameBytes / max(1, perChunk.count)) bytes"
    )
    print(
        "  for scale: the one-shot render on one core \(fixed(oneCore, 3)) s; the frames' Strings alone, "
            + "made from ready bytes, \(fixed(framesAlone, 3)) s = \(fixed(framesAlone / oneShot, 1))x the one-shot render"
    )
}

/// The time to make one String per frame, of each frame's size, from bytes already in memory:
/// a floor under any live rendering whose frames carry the whole tail.
func framesFloor(_ sizes: [Int]) -> Double {
    let ready = [UInt8](repeating: 0x61, count: sizes.max() ?? 0)
    var made = 0
    let time = best(of: 3) {
        for size in sizes {
            made &+= ready.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<size]), as: UTF8.self) }.utf8.count
        }
    }
    precondition(made > 0 || sizes.allSatisfy { $0 == 0 })
    return time
}
