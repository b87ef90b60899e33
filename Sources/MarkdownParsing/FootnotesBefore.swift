// The footnotes of text before the text parsed: a streamed reply's tail is parsed alone, after
// blocks already committed that refer to footnotes, and after the definitions the committed
// text made.
//
// cmark numbers footnotes in the order of their first references in the whole text, counts
// each one's references, and moves the definitions that have references to the end. So the
// tail is parsed after a preamble: a paragraph referring once to each footnote the committed
// text referred to, in the order of their numbers (the tail's references are then numbered
// on from them, as in the whole text, and the references beyond the preamble's one are added
// to their occurrences and counts afterwards: `countingOn`), then the stretches of earlier
// text that held definitions, each at the top level and ended by a blank line, then a
// thematic break, which closes the last one as the line after it in place would (any line
// not indented). The preamble's own blocks are dropped; a definition from it goes back to
// its lines.
import MarkdownModel

/// The footnotes of text before the text parsed.
public struct FootnotesBefore: Sendable, Equatable {
    /// A footnote the earlier text refers to: its label, as its definition writes it, and how
    /// many references to it the text makes.
    public struct Use: Sendable, Equatable {
        public var label: String
        public var count: Int

        public init(label: String, count: Int) {
            self.label = label
            self.count = count
        }
    }

    /// Lines of the earlier text that hold definitions at the top level (outside any block),
    /// and the line they start on.
    public struct Stretch: Sendable, Equatable {
        public var text: [UInt8]
        public var firstLine: Int
        /// The labels of the footnotes it defines (lowercased), read from its lines.
        let labels: Set<String>

        public init(text: [UInt8], firstLine: Int) {
            self.text = text
            self.firstLine = firstLine
            labels = Self.labels(in: text)
        }

        /// The labels of the lines that begin `[^label]:` (after up to three spaces).
        private static func labels(in text: [UInt8]) -> Set<String> {
            var found = Set<String>()
            for line in text.split(separator: 0x0A) {
                let rest = line.drop { $0 == 0x20 }
                guard line.count - rest.count <= 3, rest.starts(with: Array("[^".utf8)),
                      let close = rest.firstIndex(of: UInt8(ascii: "]")), rest[(close + 1)...].first == UInt8(ascii: ":")
                else { continue }
                found.insert(String(decoding: rest[(rest.startIndex + 2)..<close], as: UTF8.self).lowercased())
            }
            return found
        }
    }

    /// The footnotes referred to, in the order of their numbers.
    public var uses: [Use] = []
    public var stretches: [Stretch] = []

    public init() {}

    public var isEmpty: Bool { uses.isEmpty && stretches.isEmpty }

    /// What a parse of `text` needs: every stretch when the text may refer to a footnote,
    /// else those defining the footnotes already referred to (the others would have no
    /// reference, and cmark drops such definitions). Parsing the definitions is what lets the
    /// text's references find them, so only a tail that refers to none goes without.
    func needed(by text: UnsafeBufferPointer<UInt8>) -> FootnotesBefore {
        guard !TextPieces.contains(text, "[^") else { return self }
        var needed = self
        let used = Set(uses.map { $0.label.lowercased() })
        needed.stretches = stretches.filter { !$0.labels.isDisjoint(with: used) }
        return needed
    }

    /// The preamble, its number of lines, and each stretch's first line in it. It refers to
    /// each footnote once, so that its length does not grow with the references; the
    /// references after it are counted on afterwards (`countingOn`).
    func preamble() -> (bytes: [UInt8], lines: Int, stretchLines: [Int]) {
        var bytes: [UInt8] = []
        var lines = 0
        if !uses.isEmpty {
            bytes += Array((uses.map { "[^\($0.label)]" }.joined(separator: " ") + "\n\n").utf8)
            lines = 2
        }
        var stretchLines: [Int] = []
        for stretch in stretches {
            stretchLines.append(lines + 1)
            bytes += stretch.text
            lines += stretch.text.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            if stretch.text.last != 0x0A {
                bytes.append(0x0A)
                lines += 1
            }
            // A blank line ends it (its last definition's range takes in the blank lines after
            // it, as in place, so one is added only where it had none: before a block that
            // interrupted it, which the next stretch is not).
            if !Self.endsWithBlankLine(bytes) {
                bytes.append(0x0A)
                lines += 1
            }
        }
        bytes += Array("***\n".utf8)
        return (bytes, lines + 1, stretchLines)
    }
}

extension FootnotesBefore {
    /// Whether `bytes`, ending in a line feed, end with a line of spaces at most.
    private static func endsWithBlankLine(_ bytes: [UInt8]) -> Bool {
        var index = bytes.count - 2
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index >= 0 && bytes[index] == 0x0A
    }
}

extension MarkdownParser {
    /// `bytes` (whose first line is `firstLine` of the whole text) parsed after the preamble
    /// of `footnotes`; nil when the preamble's closing break did not come back as one (a
    /// stretch left a block open that swallowed it).
    func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, firstLine: Int, after all: FootnotesBefore) -> Document? {
        var plain = self
        plain.footnotesBefore = nil
        let footnotes = all.needed(by: bytes)
        guard !footnotes.isEmpty else { return plain.parse(utf8: bytes, firstLine: firstLine) }
        let (preamble, preambleLines, stretchLines) = footnotes.preamble()
        let combined = preamble + bytes
        let shift = firstLine - preambleLines   // the preamble's line 1 is reported as this
        let document = combined.withUnsafeBufferPointer { plain.parse(utf8: $0, firstLine: shift) }
        var blocks: [Block] = []
        var closed = false
        for block in document.blocks {
            guard let range = block.range, range.startLine < firstLine else {
                blocks.append(block)
                continue
            }
            if case .thematicBreak = block, range.startLine == firstLine - 1 { closed = true }
            // A definition moved from a stretch goes back to its lines; the references'
            // paragraph, the break and a definition left in place (its label came before) go.
            let line = range.startLine - shift + 1
            guard case .footnoteDefinition = block, let index = stretchLines.lastIndex(where: { $0 <= line }) else { continue }
            let original = footnotes.stretches[index].firstLine + (line - stretchLines[index])
            blocks.append(block.movingLines(by: original - range.startLine))
        }
        return closed ? Document(blocks: footnotes.countingOn(blocks)) : nil
    }
}

extension FootnotesBefore {
    /// `blocks`, parsed after a preamble that refers to each footnote once, with each
    /// reference's occurrence and each definition's reference count as they are after all the
    /// references the earlier text made.
    func countingOn(_ blocks: [Block]) -> [Block] {
        // The references beyond the preamble's one, by footnote number.
        let extra = uses.map { $0.count - 1 }
        guard extra.contains(where: { $0 > 0 }) else { return blocks }
        let counts = EarlierReferences(byNumber: extra, byLabel: Dictionary(
            zip(uses.map { $0.label.lowercased() }, extra), uniquingKeysWith: { first, _ in first }))
        return blocks.map { $0.countingOn(counts) }
    }
}

/// How many more references the earlier text made to each footnote than the preamble does.
private struct EarlierReferences {
    var byNumber: [Int]
    var byLabel: [String: Int]

    func callAsFunction(_ number: Int) -> Int { number >= 1 && number <= byNumber.count ? byNumber[number - 1] : 0 }
}

private extension Block {
    func countingOn(_ more: EarlierReferences) -> Block {
        let counted = mappingInlines { $0.map { $0.countingOn(more) } }
        // NB: cmark puts every footnote definition at the top level, after the blocks.
        guard case .footnoteDefinition(var definition) = counted else { return counted }
        definition.referenceCount += more.byLabel[definition.label.lowercased()] ?? 0
        return .footnoteDefinition(definition)
    }
}

private extension Inline {
    func countingOn(_ more: EarlierReferences) -> Inline {
        switch self {
        case .footnoteReference(var reference):
            reference.occurrence += more(reference.number)
            return .footnoteReference(reference)
        case .emphasis(let children): return .emphasis(children.map { $0.countingOn(more) })
        case .strong(let children): return .strong(children.map { $0.countingOn(more) })
        case .strikethrough(let children): return .strikethrough(children.map { $0.countingOn(more) })
        case .link(var link):
            link.inlines = link.inlines.map { $0.countingOn(more) }
            return .link(link)
        case .image(var image):
            image.alt = image.alt.map { $0.countingOn(more) }
            return .image(image)
        case .text, .softBreak, .lineBreak, .code, .html:
            return self
        }
    }
}
