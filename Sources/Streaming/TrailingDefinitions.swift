// A reply that cites its sources ends with their definitions: `[^1]: ...`, `[^2]: ...`, one
// after another, a hundred of them in a long report. cmark puts definitions after every block,
// so none of them is ever committed (the reply may go on with a paragraph that goes before
// them), and each chunk parsed the whole run of them again: O(sources) a chunk, 2 ms a chunk
// for 400 of them.
//
// A definition followed by another at the top level is closed, as a list's finished item is
// (ListFreezing.swift). So while the tail holds nothing but definitions, the closed ones are
// set aside, each parsed once, and the tail starts at the last one. Which of them show, and
// in what order, does not need cmark: with no citation in the run, a definition shows when the
// committed text cites its footnote, in the order of first citation (`FootnotesBefore.uses`),
// counting that text's citations, and the first definition of a label wins. So each update
// parses the last definition alone (after a paragraph citing the labels it defines, so that
// cmark keeps them) and puts the shown ones in order: the definitions carried from the
// committed text (`FootnotesBefore.usedDefinitions`), the closed ones, the tail's.
//
// Anything else in the tail (a citation, a paragraph after the definitions, a definition
// inside a quote) ends the run: the tail starts where the run began again and is parsed as
// before. finish() parses the text from where the run began.
import MarkdownModel
import MarkdownParsing

struct TrailingDefinitions: Sendable {
    /// Where the tail started when the run began: it goes back there when the run ends.
    let startBoundary: Int
    let startLine: Int
    /// The index of each footnote the committed text cites among its uses (by lowercased
    /// label), and how many citations each use has.
    private let order: [String: Int]
    private let counts: [Int]
    /// The definitions shown so far, carried from the committed text or closed in the run, in
    /// order, and the index of each one's use (ascending; the first definition of a label
    /// wins, as in cmark).
    private var shown: [Block] = []
    private var shownUses: [Int] = []

    /// A run that starts at the tail's start, after the committed text's `footnotes`; nil
    /// when a definition carried from that text cites a footnote (its citation would take a
    /// number in the order of the whole text, which the run does not follow).
    init?(startBoundary: Int, startLine: Int, footnotes: FootnotesBefore?, parser: MarkdownParser) {
        let uses = footnotes?.uses ?? []
        guard footnotes?.stretches.allSatisfy({ Self.definitionLabels(in: $0.text[...], allowingLabelAtEnd: false) != nil }) ?? true,
              let carried = footnotes.map({ $0.usedDefinitions(parser: parser) }) ?? [] else { return nil }
        (self.startBoundary, self.startLine) = (startBoundary, startLine)
        order = Dictionary(uses.enumerated().map { ($1.label.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        counts = uses.map(\.count)
        close(carried.compactMap(\.footnoteDefinition))
    }

    /// Sets `closed` (definitions the run's text made, in its order) aside for good.
    mutating func close(_ closed: [FootnoteDefinition]) {
        placing(closed, into: &shown, uses: &shownUses)
    }

    /// The definitions shown, in order: those set aside, and those of the tail's `open` ones
    /// that no earlier definition of their label comes before.
    func shown(adding open: [FootnoteDefinition]) -> [Block] {
        var (shown, shownUses) = (self.shown, self.shownUses)
        placing(open, into: &shown, uses: &shownUses)
        return shown
    }

    /// Puts each definition whose footnote the committed text cites in its place, with that
    /// text's count of citations, unless an earlier one of its label is there.
    private func placing(_ definitions: [FootnoteDefinition], into shown: inout [Block], uses: inout [Int]) {
        for var definition in definitions {
            guard let index = order[definition.label.lowercased()] else { continue }
            let position = Self.position(of: index, in: uses)
            guard position == uses.count || uses[position] != index else { continue }
            definition.referenceCount = counts[index]
            shown.insert(.footnoteDefinition(definition), at: position)
            uses.insert(index, at: position)
        }
    }

    /// Where a use's index goes among the ascending `indices` (definitions mostly come in
    /// the order of citation: at the end).
    private static func position(of index: Int, in indices: [Int]) -> Int {
        var (low, high) = (0, indices.count)
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The labels of the footnote definitions that lines of `text` begin (`[^label]:` after
    /// up to three spaces), in order; nil when a `[^` stands anywhere else, where it may cite
    /// a footnote. `allowingLabelAtEnd`: a line being typed may begin with a label not ended
    /// yet (`[^12`), the next definition's.
    static func definitionLabels(in text: ArraySlice<UInt8>, allowingLabelAtEnd: Bool = true) -> [String]? {
        var labels: [String] = []
        var openings = 0
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: 0x0A) ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            openings += occurrences(of: line)
            if let label = FootnotesBefore.definitionLabel(beginning: line) {
                labels.append(String(decoding: label, as: UTF8.self))
            } else if allowingLabelAtEnd, lineEnd == text.endIndex, occurrences(of: line) == 1 {
                let rest = line.drop { $0 == 0x20 }
                if line.count - rest.count <= 3, rest.starts(with: [UInt8(ascii: "["), UInt8(ascii: "^")]) {
                    labels.append("")   // counted, not cited
                }
            }
            lineStart = lineEnd == text.endIndex ? lineEnd : lineEnd + 1
        }
        guard openings == labels.count else { return nil }
        return labels.filter { !$0.isEmpty }
    }

    private static func occurrences(of line: ArraySlice<UInt8>) -> Int {
        zip(line, line.dropFirst()).reduce(0) { $0 + ($1.0 == UInt8(ascii: "[") && $1.1 == UInt8(ascii: "^") ? 1 : 0) }
    }

    /// `parser` with a paragraph before the text that cites each of `labels`: cmark keeps
    /// only the definitions of footnotes cited.
    static func citing(_ labels: [String], with parser: MarkdownParser) -> MarkdownParser {
        var citing = FootnotesBefore()
        for label in labels { citing.cite(label, isResolved: true) }
        var alone = parser
        alone.footnotesBefore = citing.isEmpty ? nil : citing
        return alone
    }

    /// The definitions `healed` (the tail, from line `firstLine`) makes, in its order: parsed
    /// after a paragraph citing each label it defines, which keeps them; nil when it makes
    /// anything else, or not one definition for each label.
    static func definitions(in healed: [UInt8], firstLine: Int, parser: MarkdownParser) -> [FootnoteDefinition]? {
        guard let labels = definitionLabels(in: healed[...], allowingLabelAtEnd: false) else { return nil }
        let alone = citing(labels, with: parser)
        let document = healed.withUnsafeBufferPointer { alone.parse(utf8: $0, firstLine: firstLine) }
        var definitions: [FootnoteDefinition] = []
        for block in document.blocks {
            guard case .footnoteDefinition(let definition) = block, let start = definition.range?.startLine, start >= firstLine
            else { return nil }
            definitions.append(definition)
        }
        guard definitions.count == (alone.footnotesBefore?.uses.count ?? 0) else { return nil }
        return definitions.sorted { ($0.range?.startLine ?? 0) < ($1.range?.startLine ?? 0) }
    }
}

extension TrailingDefinitions {
    /// How many of `definitions` (the tail's, in the order of its lines) are closed: those
    /// before the last one whose text healing left as it was, up to the `[^label]:` of the
    /// definition after them (the line that closes them). `tail`: the text from `tailStart`.
    static func closedCount(_ definitions: [FootnoteDefinition], healed: [UInt8], tail: ArraySlice<UInt8>, tailStart: Int,
                            lines: SourceLines) -> Int {
        var count = definitions.count - 1
        while count > 0 {
            if let line = definitions[count].range?.startLine {
                let start = lines.offset(ofLine: line)
                if let close = tail[start...].firstIndex(of: UInt8(ascii: "]")) {
                    let end = close + 2 - tailStart   // past the `:`
                    if end <= healed.count, healed[..<end].elementsEqual(tail.prefix(end)) { return count }
                }
            }
            count -= 1
        }
        return 0
    }
}
