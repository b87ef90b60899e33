// The footnotes of text before the text parsed: a streamed reply's tail is parsed alone, after
// blocks already committed that refer to footnotes, and after the definitions the committed
// text made.
//
// cmark numbers footnotes in the order of their first references in the whole text, counts
// each one's references, and moves the definitions that have references to the end. So the
// tail is parsed after a preamble: a paragraph referring once to each footnote the committed
// text referred to, in the order of their first references, those it shows as text too
// (their definition has not come yet: `Use`), so that the tail's references are numbered on
// from them as in the whole text (the references beyond the preamble's one are added to
// their occurrences and counts afterwards: `countingOn`); then the stretches of earlier text
// that held definitions, each at the top level and ended by a blank line; then a thematic
// break, which closes the last one as the line after it in place would (any line not
// indented). The preamble's own blocks are dropped; a definition from it goes back to its
// lines.
import MarkdownModel
import Synchronization

/// The footnotes of text before the text parsed.
public struct FootnotesBefore: Sendable, Equatable {
    /// A footnote the earlier text refers to: its label, as its definition writes it, how
    /// many references to it the text makes, and whether they found a definition there. A
    /// reply often cites `[^1]` well before it defines it; those references are text in the
    /// earlier blocks, and a use made of them is what lets a definition that arrives later
    /// show (cmark drops a definition nothing refers to), numbered as in the whole text.
    public struct Use: Sendable, Equatable {
        public var label: String
        public var count: Int
        /// False when the references are text still (`[^label]`: no definition came yet).
        public var isResolved: Bool

        public init(label: String, count: Int, isResolved: Bool = true) {
            self.label = label
            self.count = count
            self.isResolved = isResolved
        }
    }

    /// Lines of the earlier text that hold definitions at the top level (outside any block),
    /// and the line they start on.
    public struct Stretch: Sendable, Equatable {
        public var text: [UInt8]
        public var firstLine: Int
        /// The labels of the footnotes it defines (lowercased), read from its lines.
        let labels: Set<String>
        /// Whether it holds a `[^` other than its definitions' own: a reference in a
        /// definition, which cmark numbers where the definition stands, before the references
        /// a preamble carries in front of it.
        public let refersToFootnotes: Bool

        public init(text: [UInt8], firstLine: Int) {
            self.text = text
            self.firstLine = firstLine
            var labels = Set<String>()
            var definitions = 0
            for line in text.split(separator: 0x0A) {
                guard let label = FootnotesBefore.definitionLabel(beginning: line) else { continue }
                definitions += 1
                labels.insert(String(decoding: label, as: UTF8.self).lowercased())
            }
            self.labels = labels
            let opens = zip(text, text.dropFirst()).count { $0 == UInt8(ascii: "[") && $1 == UInt8(ascii: "^") }
            refersToFootnotes = opens > definitions
        }

        /// Its last line, and that line's length without its line end: where, in place, the
        /// block after the stretch closes the definitions still open (cmark ends a container
        /// on the line before the one that closes it, at that line's length).
        var end: (line: Int, column: Int) {
            var content = text[...]
            if content.last == 0x0A { content.removeLast() }
            if content.last == 0x0D { content.removeLast() }
            let lineStart = content.lastIndex(of: 0x0A).map { $0 + 1 } ?? content.startIndex
            let breaks = content.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return (firstLine + breaks, content.endIndex - lineStart)
        }
    }

    /// The footnotes referred to, in the order of their first references.
    public var uses: [Use] = [] { didSet { if uses != oldValue { preambles = Preambles() } } }
    public var stretches: [Stretch] = [] { didSet { if stretches != oldValue { preambles = Preambles() } } }
    /// The preambles made of them, kept: a streamed tail is parsed after them on most chunks,
    /// and they change only when blocks are committed.
    private var preambles = Preambles()

    public init() {}

    public var isEmpty: Bool { uses.isEmpty && stretches.isEmpty }

    /// Whether the earlier text defined a footnote: it kept a definition, or references that
    /// found one. (Uses that are text alone change nothing until a definition comes.)
    public var hasDefinitions: Bool { !stretches.isEmpty || uses.contains(where: \.isResolved) }

    /// Counts a reference the earlier text makes to the footnote `label`: once more for one
    /// referred to before (labels match without regard to case, as cmark's), else added as
    /// the next. A use that was text stays unresolved until a reference to it resolves.
    public mutating func cite(_ label: String, isResolved: Bool) {
        let key = label.lowercased()
        if let index = uses.firstIndex(where: { $0.label.lowercased() == key }) {
            uses[index].count += 1
            if isResolved, !uses[index].isResolved { uses[index] = Use(label: label, count: uses[index].count) }
        } else {
            uses.append(Use(label: label, count: 1, isResolved: isResolved))
        }
    }

    /// Notes that the footnotes `labels` (lowercased), referred to as text, are defined now.
    public mutating func resolve(_ labels: [String]) {
        for index in uses.indices where !uses[index].isResolved && labels.contains(uses[index].label.lowercased()) {
            uses[index].isResolved = true
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.uses == rhs.uses && lhs.stretches == rhs.stretches }

    /// The preamble a parse of a text needs: with every stretch when the text may refer to
    /// a footnote (`refers`: `mayBeReferredTo(by:)`), else with those defining the footnotes
    /// already referred to (the others would have no reference, and cmark drops them).
    /// Parsing the definitions is what lets the text's references find them, so only a tail
    /// that refers to none goes without. Nil when it needs none.
    func preamble(textRefers refers: Bool) -> Preamble? {
        let preamble = preambles.get(allStretches: refers) {
            refers ? Preamble(uses: uses, stretches: stretches) : Preamble(uses: uses, stretches: usedStretches)
        }
        return preamble.isEmpty ? nil : preamble
    }

    /// The footnote definitions a parse of `preamble` alone ends with (as cmark moves them
    /// after the blocks, on their lines in the earlier text, counted on), made once for each
    /// parser; nil when its closing break did not come back as one.
    func definitions(of preamble: Preamble, parser: MarkdownParser) -> [Block]? {
        preambles.definitions(for: parser) {
            [UInt8]().withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: preamble.lines + 1, after: preamble)?.blocks }
        }
    }

    /// The definitions of the earlier text that its references use, as cmark puts them after
    /// the blocks of the whole text (on their lines in it, counted on): what a text that cites
    /// none of them shows of them. Made once; nil when the preamble's closing break did not
    /// come back as one.
    public func usedDefinitions(parser: MarkdownParser) -> [Block]? {
        guard let preamble = preamble(textRefers: false) else { return [] }
        var plain = parser
        plain.footnotesBefore = nil
        return definitions(of: preamble, parser: plain)
    }

    /// Whether `text` may refer to a footnote that the earlier text refers to or defines
    /// (a `[^label]` with its label), or define one (any `[^label]:`). Any other `[^` (a
    /// footnote nothing defines, a character class in a regular expression) parses the same
    /// whether or not the preamble's definitions come before it.
    func mayBeReferredTo(by text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard ByteSearch.contains(text, "[^") else { return false }
        let labels = preambles.labels { Set(uses.map { $0.label.lowercased() }).union(stretches.flatMap(\.labels)) }
        var found = false
        Self.forEachLabel(in: text) { label, defines in
            found = defines || labels.contains(String(decoding: label, as: UTF8.self).lowercased())
            return !found
        }
        return found
    }

    /// Calls `body` with the label of each `[^label]` in `text` (a label as cmark takes one
    /// for a footnote, without spaces or brackets) and whether a `:` follows it, as long as
    /// `body` returns true.
    public static func forEachLabel<Text: Collection<UInt8>>(in text: Text,
                                                            _ body: (Text.SubSequence, _ defines: Bool) -> Bool) {
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: UInt8(ascii: "[")) {
            index = text.index(after: open)
            guard index < text.endIndex, text[index] == UInt8(ascii: "^") else { continue }
            let start = text.index(after: index)
            guard let close = text[start...].firstIndex(where: { !mayBeInLabel($0) }), close > start,
                  text[close] == UInt8(ascii: "]") else { continue }
            index = text.index(after: close)
            guard body(text[start..<close], index < text.endIndex && text[index] == UInt8(ascii: ":")) else { return }
        }
    }

    /// The label of the footnote definition `line` begins (`[^label]:` after up to three
    /// spaces, the label as `forEachLabel` reads one), if it begins one.
    /// NB: on a slice, not generic: it runs on most lines the streaming line scan sees that
    /// begin with `[`, and a generic call across modules is not specialised (nor is an array
    /// literal to compare with free).
    public static func definitionLabel(beginning line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        guard index - line.startIndex <= 3, index + 1 < line.endIndex, line[index] == UInt8(ascii: "["),
              line[index + 1] == UInt8(ascii: "^") else { return nil }
        let start = index + 2
        var close = start
        while close < line.endIndex, mayBeInLabel(line[close]) { close += 1 }
        guard close > start, close + 1 < line.endIndex, line[close] == UInt8(ascii: "]"),
              line[close + 1] == UInt8(ascii: ":") else { return nil }
        return line[start..<close]
    }

    private static func mayBeInLabel(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "["), UInt8(ascii: "]"): false
        default: true
        }
    }

    /// The stretches that define a footnote already referred to.
    private var usedStretches: [Stretch] {
        let used = Set(uses.map { $0.label.lowercased() })
        return stretches.filter { !$0.labels.isDisjoint(with: used) }
    }
}

extension FootnotesBefore {
    /// What a tail is parsed after: a paragraph referring once to each footnote (so that its
    /// length does not grow with the references; the references after it are counted on
    /// afterwards, `countingOn`), the stretches, and a thematic break.
    struct Preamble: Sendable {
        /// The preamble's text, its number of lines, and each stretch's first line in it.
        let bytes: [UInt8]
        let lines: Int
        let stretchLines: [Int]
        /// The stretches in it.
        let stretches: [Stretch]
        /// The references beyond the preamble's one, by label (lowercased); nil when there
        /// are none.
        let earlier: EarlierReferences?

        /// Whether there is nothing before the text (no footnote referred to, no stretch).
        let isEmpty: Bool

        private static let closingBreak = Array("***\n".utf8)

        init(uses: [Use], stretches: [Stretch]) {
            var bytes: [UInt8] = []
            var lines = 0
            if !uses.isEmpty {
                for (index, use) in uses.enumerated() {
                    if index > 0 { bytes.append(0x20) }
                    bytes += Array("[^".utf8) + Array(use.label.utf8) + [UInt8(ascii: "]")]
                }
                bytes += [0x0A, 0x0A]
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
                // A blank line ends it (its last definition's range takes in the blank lines
                // after it, as in place, so one is added only where it had none: before a
                // block that interrupted it, which the next stretch is not).
                if !FootnotesBefore.endsWithBlankLine(bytes) {
                    bytes.append(0x0A)
                    lines += 1
                }
            }
            self.bytes = bytes + Self.closingBreak
            self.lines = lines + 1
            self.stretchLines = stretchLines
            self.stretches = stretches
            isEmpty = uses.isEmpty && stretches.isEmpty
            // NB: by label, not by number: a use whose references are text and that nothing
            // defines takes no number.
            let extra = uses.filter { $0.count > 1 }
            earlier = extra.isEmpty ? nil
                : EarlierReferences(byLabel: Dictionary(extra.map { ($0.label.lowercased(), $0.count - 1) },
                                                        uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The two preambles of one value (with every stretch, and with the used ones), made at
    /// their first parse. A class, so that a parse (which does not mutate) can keep them; a
    /// changed value gets a new one.
    private final class Preambles: Sendable {
        private let made = Mutex<(all: Preamble?, used: Preamble?)>((nil, nil))
        /// The labels of the footnotes referred to and defined (lowercased).
        private let labelSet = Mutex<Set<String>?>(nil)
        /// The definitions of the preamble with the used stretches, and the parser's
        /// settings they were parsed with (the link definitions they may use, say).
        private let parsed = Mutex<(settings: ParserSettings, definitions: [Block]?)?>(nil)

        func definitions(for parser: MarkdownParser, making make: () -> [Block]?) -> [Block]? {
            let settings = ParserSettings(parser)
            if let kept = parsed.withLock({ $0 }), kept.settings == settings { return kept.definitions }
            let definitions = make()
            parsed.withLock { $0 = (settings, definitions) }
            return definitions
        }

        func labels(making make: () -> Set<String>) -> Set<String> {
            if let kept = labelSet.withLock({ $0 }) { return kept }
            let labels = make()
            labelSet.withLock { $0 = labels }
            return labels
        }

        func get(allStretches: Bool, making make: () -> Preamble) -> Preamble {
            if let kept = made.withLock({ allStretches ? $0.all : $0.used }) { return kept }
            let preamble = make()
            made.withLock { if allStretches { $0.all = preamble } else { $0.used = preamble } }
            return preamble
        }
    }
}

/// What of a parser the blocks it makes depend on.
private struct ParserSettings: Equatable {
    var extensions: Extensions
    var maxDepth: Int
    var definitionsBefore: LinkDefinitions?

    init(_ parser: MarkdownParser) {
        (extensions, maxDepth, definitionsBefore) = (parser.extensions, parser.maxDepth, parser.definitionsBefore)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.extensions == rhs.extensions && lhs.maxDepth == rhs.maxDepth && lhs.definitionsBefore === rhs.definitionsBefore
    }
}

extension FootnotesBefore {
    /// Whether `bytes`, ending in a line feed, end with a line of spaces at most.
    fileprivate static func endsWithBlankLine(_ bytes: [UInt8]) -> Bool {
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
        let textRefers = all.mayBeReferredTo(by: bytes)
        guard let preamble = all.preamble(textRefers: textRefers) else { return plain.parse(utf8: bytes, firstLine: firstLine) }
        guard textRefers else {
            // A text without `[^` changes nothing of the definitions cmark puts after its
            // blocks: they are those of the preamble alone, parsed once, not with every tail.
            guard let definitions = all.definitions(of: preamble, parser: plain) else { return nil }
            var document = plain.parse(utf8: bytes, firstLine: firstLine)
            document.blocks += definitions
            return document
        }
        return plain.parse(utf8: bytes, firstLine: firstLine, after: preamble)
    }

    /// `bytes` parsed after `preamble` (by a parser without `footnotesBefore`).
    func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, firstLine: Int, after preamble: FootnotesBefore.Preamble) -> Document? {
        let stretchLines = preamble.stretchLines
        let combined = preamble.bytes + UnsafeRawBufferPointer(bytes)
        let shift = firstLine - preamble.lines   // the preamble's line 1 is reported as this
        let document = combined.withUnsafeBufferPointer { parse(utf8: $0, firstLine: shift) }
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
            let stretch = preamble.stretches[index]
            let original = stretch.firstLine + (line - stretchLines[index])
            // NB: in the preamble the blank lines of the stretch after it, or the one added,
            // come before what closes the definition; in place the stretch's end does.
            let (delta, end) = (original - range.startLine, stretch.end)
            blocks.append(block.mappingRanges { range in
                let moved = range.movingLines(by: delta)
                guard moved.endLine > end.line else { return moved }
                return SourceRange(startLine: moved.startLine, startColumn: moved.startColumn, endLine: end.line, endColumn: end.column)
            })
        }
        guard closed else { return nil }
        guard let earlier = preamble.earlier else { return Document(blocks: blocks) }
        return Document(blocks: blocks.map { $0.countingOn(earlier) })
    }
}

/// How many more references the earlier text made to each footnote than the preamble does.
struct EarlierReferences: Sendable {
    var byLabel: [String: Int]

    func callAsFunction(_ label: String) -> Int { byLabel[label.lowercased()] ?? 0 }
}

private extension Block {
    func countingOn(_ more: EarlierReferences) -> Block {
        let counted = mappingFootnoteReferences { reference in
            var counted = reference
            counted.occurrence += more(reference.label)
            return counted
        }
        // NB: cmark puts every footnote definition at the top level, after the blocks.
        guard case .footnoteDefinition(var definition) = counted else { return counted }
        definition.referenceCount += more(definition.label)
        return .footnoteDefinition(definition)
    }
}
