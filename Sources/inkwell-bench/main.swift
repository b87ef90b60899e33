import FoundationEssentials
import Inkwell

// In-process benchmarks that a process-level timing cannot isolate: streaming cost per chunk,
// highlighting throughput without process start-up or output. Run through `make bench`
// (scripts/bench.py). Prints ratios against references measured in the same run, or raw
// figures for the script to compare, never absolute pass/fail.
//
//   inkwell-bench CORPUS.md [BYTES]              streaming parse and live render, incremental
//                                                highlight, linear-time shapes
//   inkwell-bench highlight LANG FILE [RUNS]     one tab-separated throughput line
//   inkwell-bench highlight-stream LANG FILE     the first 20 KB of FILE grown in 16-byte chunks
//   inkwell-bench pieces FILE [RUNS]             parse whole vs in pieces; exits 1 if they differ
//   inkwell-bench live parse|html|ansi|memory FILE [BYTES]  one streaming measure alone (for profiling)
//   inkwell-bench stream-check FILE [WINDOWS] [SEED] [SIZE]  streams windows of FILE, compares every
//                                                step with a full parse; exits 1 on a difference
//   inkwell-bench stream-replay FILE SIZES       streams FILE in the chunk sizes stream-check printed
//                                                (3,4,1,..., repeated); prints the first step that differs
//   inkwell-bench counted parse|html|ansi FILE [BYTES]  the streaming loop once, then one one-shot on one
//                                                core, for callgrind to count (scripts/chunk-cost.py)
//   INKWELL_BENCH_SLOWEST=N inkwell-bench live ... also prints where the N slowest chunks began
//   inkwell-bench flicker FILE...                streams each file a byte at a time and prints the steps
//                                                where the text shown does not extend the text before
#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "highlight" {
    let runs = arguments.count >= 5 ? Int(arguments[4]) ?? 5 : 5
    guard throughputBench(language: arguments[2], path: arguments[3], runs: runs) else {
        print("inkwell-bench: cannot read \(arguments[3])")
        exit(66)
    }
    exit(0)
}
if arguments.count >= 4, arguments[1] == "highlight-stream" {
    guard let data = FileManager.default.contents(atPath: arguments[3]) else {
        print("inkwell-bench: cannot read \(arguments[3])")
        exit(66)
    }
    incrementalHighlightBench(String(decoding: data.prefix(20_000), as: UTF8.self), language: arguments[2])
    exit(0)
}
if arguments.count >= 3, arguments[1] == "pieces" {
    guard let data = FileManager.default.contents(atPath: arguments[2]) else {
        print("inkwell-bench: cannot read \(arguments[2])")
        exit(66)
    }
    exit(pieceBench(Array(data), runs: arguments.count >= 4 ? Int(arguments[3]) ?? 3 : 3) ? 0 : 1)
}
if arguments.count >= 3, arguments[1] == "stream-check" {
    guard let data = FileManager.default.contents(atPath: arguments[2]) else {
        print("inkwell-bench: cannot read \(arguments[2])")
        exit(66)
    }
    let windows = arguments.count >= 4 ? Int(arguments[3]) ?? 100 : 100
    let seed = arguments.count >= 5 ? UInt64(arguments[4]) ?? 1 : 1
    let size = arguments.count >= 6 ? Int(arguments[5]) ?? 3000 : 3000
    exit(streamCheck(Array(data), windows: windows, size: size, seed: seed) ? 0 : 1)
}
if arguments.count >= 4, arguments[1] == "stream-replay" {
    guard let data = FileManager.default.contents(atPath: arguments[2]) else {
        print("inkwell-bench: cannot read \(arguments[2])")
        exit(66)
    }
    let sizes = arguments[3].split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    exit(streamReplay(Array(data), sizes: sizes) ? 0 : 1)
}
if arguments.count >= 4, arguments[1] == "live", ["parse", "html", "ansi", "memory"].contains(arguments[2]) {
    guard let data = FileManager.default.contents(atPath: arguments[3]) else {
        print("inkwell-bench: cannot read \(arguments[3])")
        exit(66)
    }
    let text = Array(data.prefix(arguments.count >= 5 ? Int(arguments[4]) ?? 1_000_000 : 1_000_000))
    switch arguments[2] {
    case "parse": streamingBench(text, chunk: 8)
    case "memory": memoryBench(text, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI")
    case "html": liveRenderBench(text, chunk: 8, options: RenderOptions(format: .html, isFragment: true), label: "HTML")
    default: liveRenderBench(text, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI")
    }
    exit(0)
}
if arguments.count >= 4, arguments[1] == "counted", ["parse", "html", "ansi"].contains(arguments[2]) {
    guard let data = FileManager.default.contents(atPath: arguments[3]) else {
        print("inkwell-bench: cannot read \(arguments[3])")
        exit(66)
    }
    countedBench(Array(data.prefix(arguments.count >= 5 ? Int(arguments[4]) ?? 100_000 : 100_000)), mode: arguments[2])
    exit(0)
}
if arguments.count >= 3, arguments[1] == "flicker" {
    for path in arguments.dropFirst(2) {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("inkwell-bench: cannot read \(path)")
            exit(66)
        }
        flickerCheck(Array(data), name: path)
    }
    exit(0)
}
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    print("usage: inkwell-bench CORPUS.md [BYTES] | highlight LANG FILE [RUNS] | pieces FILE [RUNS] | live parse|html|ansi FILE [BYTES] | counted parse|html|ansi FILE [BYTES] | stream-check FILE [WINDOWS] [SEED] [SIZE] | flicker FILE...")
    exit(64)
}
let limit = arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
streamingBench(Array(data.prefix(limit)), chunk: 8)
liveRenderBench(
    Array(data.prefix(limit)), chunk: 8, options: RenderOptions(format: .html, isFragment: true),
    label: "HTML")
liveRenderBench(
    Array(data.prefix(limit)), chunk: 8, options: RenderOptions(format: .ansi, width: 80),
    label: "ANSI")
memoryBench(Array(data.prefix(limit)), chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI")
let python = (0..<2000).map {
    "def handler_\($0)(event, context):\n    return {\"status\": \($0), \"body\": f\"ok {event!r}\"}  # reply\n"
}.joined()
// One long code block (an agent asked for a whole file): every frame carries all of it, and
// renders it from the frame before's (CodeTokens.swift).
let module = Array(("Here is the module:\n\n```python\n" + python.prefix(100_000) + "```\n").utf8)
liveRenderBench(module, chunk: 8, options: RenderOptions(format: .html, isFragment: true), label: "HTML, one code block")
liveRenderBench(module, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI, one code block")
// The same block as a step of a numbered list, the way agents give instructions: the panel
// sits in a list item's gutter, and the list stays open in the tail.
let step = python.prefix(100_000).split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "   " + $0 }
let listed = Array(("1. Install Python.\n2. Save the module:\n\n   ```python\n" + step.joined(separator: "\n") + "   ```\n").utf8)
liveRenderBench(listed, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI, one code block in a list item")
// One line of minified JSON, 100 KB, folded onto 1,300 rows of its panel: the rows before the
// last two are kept from frame to frame (CodePanelRows.swift), and the highlighter resumes
// inside the line (IncrementalHighlight's provisional line feed).
let jsonRecords: [String] = (0..<1600).map { #"{"id":\#($0),"name":"item \#($0)","tags":["a","b"],"score":0.\#($0 * 7919 % 1000)}"# }
let minified = Array(("The data:\n\n```js\n[" + jsonRecords.joined(separator: ",").prefix(100_000) + "]\n```\n").utf8)
liveRenderBench(minified, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a 100 KB line of JSON")
liveRenderBench(minified, chunk: 8, options: RenderOptions(format: .html, isFragment: true), label: "HTML, a 100 KB line of JSON")
// A table of 600 rows growing row by row: each row is parsed with the header alone
// (FastAppend+Table) and drawn from the last frame's rows (TableMemo, TableSplice).
let rows = (0..<600).map { "| Item \($0) | EU-\($0 % 7) | \($0 * 137 % 9999) | \($0 % 13).\($0 % 10)% | some *notes* about \($0) |" }
let table = Array(("Here is the table:\n\n| Name | Region | Revenue | Growth | Notes |\n|---|---|---:|---:|---|\n"
    + rows.joined(separator: "\n") + "\n\nDone.\n").utf8)
liveRenderBench(table, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a 600-row table")
// The same in an HTML fragment: each frame is the last one up to the end of its rows, then the
// new rows (HTMLTableSplice).
liveRenderBench(table, chunk: 8, options: RenderOptions(format: .html, isFragment: true), label: "HTML, a 600-row table")
// A changelog of 400 items, each with bold, a code span and a link: the parser parses only
// the last item (ListFreezing), and each frame is the last one up to that item, then the
// items from it (ListSplice).
let changes = (0..<400).map { "- **Fix \($0)**: the `parser` now keeps [state](https://example.com/\($0)) across chunks and more words" }
liveRenderBench(Array(("Changes:\n\n" + changes.joined(separator: "\n") + "\n\nDone.\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a 400-item list")
// One paragraph of 56 KB in a quote, with spans and bold on every line: updates parse from a
// checkpoint line where nothing is open (InlineCheckpoint), not the paragraph so far.
let words = ["the", "reply", "grows", "while", "a", "person", "reads", "it"]
let quoted = (0..<800).map { line in
    "> " + (0..<9).map { words[(line * 7 + $0 * 3) % words.count] }.joined(separator: " ")
        + (line % 2 == 0 ? " `code` and" : " **bold** and") + " more words"
}
liveRenderBench(Array(("Quoted:\n\n" + quoted.joined(separator: "\n") + "\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a 56 KB paragraph in a quote")
// Shapes that kept the whole reply in the tail once: a footnote defined first (the boundary
// stopped at it; CarriedFootnotes), a quoted passage of many paragraphs (its finished blocks
// freeze: ListFreezing), a long paragraph in a list item (item checkpoints), code in a quote (the
// code fast path strips the markers).
let cited = (0..<400).map { "Paragraph \($0) of the answer cites the source[^src] and goes on with more words." }
liveRenderBench(Array(("[^src]: The source, defined first.\n\n" + cited.joined(separator: "\n\n") + "\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, 34 KB after a footnote defined first")
// A report citing 400 sources, each first where its number comes, some again later, and
// defining them all at its end: the closed definitions are set aside (TrailingDefinitions),
// each definition revises the blocks that cite it (PendingCitations), and each frame is the
// last one up to the note that changed (NotesSplice, HTMLNotesSplice).
let report = (0..<600).map { index in
    "Paragraph \(index) of the report rests on a source[^\(index * 2 / 3 + 1)]" + (index % 3 == 0 ? " and on an earlier one[^\(index / 5 + 1)]" : "")
        + " and goes on with more words."
}
let sources = (1...400).map { "[^\($0)]: Source \($0), *Journal of Things* (2024), https://example.com/papers/\($0), with a summary line." }
let citingReport = Array((report.joined(separator: "\n\n") + "\n\n" + sources.joined(separator: "\n") + "\n").utf8)
liveRenderBench(citingReport, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a report citing 400 sources")
liveRenderBench(citingReport, chunk: 8, options: RenderOptions(format: .html, isFragment: true), label: "HTML, a report citing 400 sources")
let passage = (0..<300).map { "> " + quoted[$0 % quoted.count].dropFirst(2) + ($0 % 4 == 3 ? "\n>" : "") }
liveRenderBench(Array(("Quoted:\n\n" + passage.joined(separator: "\n") + "\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, 75 quoted paragraphs")
let itemLines = quoted.map { "  " + $0.dropFirst(2) }
liveRenderBench(Array(("Steps:\n\n- " + itemLines.joined(separator: "\n").dropFirst(2) + "\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a 56 KB paragraph in a list item")
let quotedCode = python.prefix(60_000).split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
liveRenderBench(Array(("Quoted:\n\n> ```python\n" + quotedCode.joined(separator: "\n") + "```\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, 60 KB of code in a quote")
// Shapes this session took out of the tail: a table in a quote, grown row by row
// (FastAppend+Table, rows after the delimiter row's prefix); a step of many blocks, parsed
// from its last block (BlockCheckpoint); a JSON block in the terminal, spliced as code while
// its text cannot end a chart (ChartDocument.mayBeChart).
let quotedTable = Array(("Quoted:\n\n> | Name | Region | Revenue | Growth | Notes |\n> |---|---|---:|---:|---|\n"
    + rows.prefix(300).map { "> " + $0 }.joined(separator: "\n") + "\n\nDone.\n").utf8)
liveRenderBench(quotedTable, chunk: 8, options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a 300-row table in a quote")
let stepBlocks = (0..<120).map { index in
    index % 3 == 0 ? "   ```sh\n   make step-\(index) && ./run --check \(index)\n   ```"
        : "   " + quoted[index % quoted.count].dropFirst(2) + "\n   and a second line with a [link](https://example.com/\(index))."
}
liveRenderBench(Array(("1. Set up:\n\n" + stepBlocks.joined(separator: "\n\n") + "\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a list item of 120 blocks")
// Containers deeper down (BlockCheckpoint.swift with a path, ListItemsMemo): a quoted list of
// 500 items in a step, and a footnote of 300 paragraphs at the end of a reply.
let quotedItems = quoted.prefix(500).map { "  > - " + $0.dropFirst(2) }
liveRenderBench(Array(("- Step one:\n\n" + quotedItems.joined(separator: "\n") + "\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a list of 500 items in a quote in an item")
let notePassage = quoted.prefix(300).map { "    " + $0.dropFirst(2) }
liveRenderBench(Array(("A claim[^n].\n\n[^n]: The note.\n\n" + notePassage.joined(separator: "\n\n") + "\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, a footnote of 300 paragraphs")
// A page's markup in a step: an HTML block of 600 lines in a list item, each line added past
// the item's indentation without a parse (FastAppend+HTML.swift).
let markup = quoted.prefix(600).map { "  <p>" + $0.dropFirst(2) + "</p>" }
liveRenderBench(Array(("- The page:\n\n  <div class=\"row\">\n" + markup.joined(separator: "\n") + "\n  </div>\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, an HTML block of 600 lines in a list item")
let records = (0..<150).map { "  {\n    \"id\": \($0),\n    \"name\": \"item \($0)\",\n    \"tags\": [\"a\", \"b\"],\n    \"price\": \($0 * 37 % 1000).5\n  }" }
liveRenderBench(Array(("The response:\n\n```json\n[\n" + records.joined(separator: ",\n") + "\n]\n```\n").utf8), chunk: 8,
                options: RenderOptions(format: .ansi, width: 80), label: "ANSI, 12 KB of JSON")
incrementalHighlightBench(String(python.prefix(20_000)), language: "python")
linearTimeBench()
