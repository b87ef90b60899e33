// Footnotes across the boundary. A footnote definition used to keep every block after it in
// the tail (cmark moves it to the end, so the boundary stopped at it), and a reply that
// defined a footnote early parsed all the rest on every chunk. Now the boundary passes it: the
// tail is parsed after the footnotes of the committed text (MarkdownParser.footnotesBefore):
// the references its blocks made (and the `[^label]` they show as text, whose definition
// may come yet), so the tail's are numbered and counted on from them, and
// the stretches of text between its blocks that hold definitions (at the top level, a
// definition, referenced or not yet, is text outside every block's range), so the tail's
// references find them and the reply's footnotes stay at the end of the tail. A definition
// inside a block (in a quote or a list item) still keeps the blocks after it in the tail.
import MarkdownModel
import MarkdownParsing

enum CarriedFootnotes {
    /// A footnote the text cites: a reference, or `[^label]` shown as text (a reply cites
    /// before it defines, and the definition may still come: `FootnotesBefore.Use`).
    struct Citation: Equatable {
        var label: String
        var isResolved: Bool
    }

    /// The footnotes `blocks` cite, in the order of the text.
    static func citations(in blocks: [Block]) -> [Citation] {
        var found: [Citation] = []
        for block in blocks { block.forEachInlines { collect($0, into: &found) } }
        return found
    }

    private static func collect(_ inlines: [Inline], into found: inout [Citation]) {
        for inline in inlines {
            switch inline {
            case .footnoteReference(let reference): found.append(Citation(label: reference.label, isResolved: true))
            case .text(let text): collectLabels(in: text, into: &found)
            case .emphasis(let children), .strong(let children), .strikethrough(let children): collect(children, into: &found)
            case .link(let link): collect(link.inlines, into: &found)
            case .image(let image): collect(image.alt, into: &found)
            case .softBreak, .lineBreak, .code, .html: break
            }
        }
    }

    /// The labels of the `[^label]` in `text` (`FootnotesBefore.forEachLabel`). (An escaped
    /// `\[^1]` reads the same here: its definition then shows while the reply streams, and
    /// goes at its end, as in one go.)
    private static func collectLabels(in text: String, into found: inout [Citation]) {
        guard text.utf8.count > 3, mayReferToFootnote(text.utf8) else { return }
        FootnotesBefore.forEachLabel(in: text.utf8) { label, _ in
            found.append(Citation(label: String(decoding: label, as: UTF8.self), isResolved: false))
            return true
        }
    }

    /// The runs of lines from `first` up to `end` (1-based, not included) that no block of
    /// `blocks` covers and that may hold a footnote definition, with their line ends.
    static func stretches(in source: [UInt8], lines: SourceLines, from first: Int, to end: Int, outside blocks: [Block])
        -> [FootnotesBefore.Stretch] {
        guard first < end else { return [] }
        // NB: cmark ends some blocks before they start (an empty list item's line end).
        let covered = blocks.compactMap(\.range).map { $0.startLine...max($0.startLine, $0.endLine) }
        var found: [FootnotesBefore.Stretch] = []
        var line = first
        while line < end {
            guard !covered.contains(where: { $0.contains(line) }) else {
                line += 1
                continue
            }
            var last = line
            while last + 1 < end, !covered.contains(where: { $0.contains(last + 1) }) { last += 1 }
            let text = source[lines.offset(ofLine: line)..<lines.offset(ofLine: last + 1)]
            if mayReferToFootnote(text), LinePatterns.mayHoldDefinition(text) {
                found.append(FootnotesBefore.Stretch(text: Array(text), firstLine: line))
            }
            line = last + 1
        }
        return found
    }

    /// Whether a footnote definition that starts on `line` is inside a block of `blocks`
    /// other than footnote definitions (cmark moved it out of a quote or a list item).
    static func isNested(_ line: Int, in blocks: [Block]) -> Bool {
        blocks.contains { block in
            if case .footnoteDefinition = block { return false }
            guard let range = block.range else { return false }
            return range.startLine <= line && line <= range.endLine
        }
    }

    /// Whether `text` holds a `[^`.
    static func mayReferToFootnote<Text: Collection<UInt8>>(_ text: Text) -> Bool {
        zip(text, text.dropFirst()).contains { $0 == UInt8(ascii: "[") && $1 == UInt8(ascii: "^") }
    }

    /// The same for source bytes (with memchr).
    static func mayReferToFootnote(_ text: ArraySlice<UInt8>) -> Bool {
        text.withUnsafeBufferPointer { ByteSearch.contains($0, "[^") }
    }

    /// Whether the committed text `text` may hold footnotes that the tail, parsed after the
    /// stretches carried, places or numbers otherwise than a one-shot parse: a `[^label]:`
    /// outside those stretches (in a quote or a list item, which cmark moves out of it; or in
    /// a paragraph or code, where it defines nothing, not told apart here), or a stretch
    /// that refers to footnotes (`FootnotesBefore.Stretch.refersToFootnotes`).
    static func mayPlaceNotesOtherwise(_ text: ArraySlice<UInt8>, carried stretches: [FootnotesBefore.Stretch],
                                       lines: SourceLines) -> Bool {
        guard !stretches.contains(where: \.refersToFootnotes) else { return true }
        let spans = stretches.map { stretch in
            let start = lines.offset(ofLine: stretch.firstLine)
            return start..<(start + stretch.text.count)
        }
        return text.withUnsafeBufferPointer { bytes in
            var start = 0
            while let open = ByteSearch.firstOffset(of: "[^", in: bytes, from: start) {
                var index = open + 2
                while index < bytes.count, !isLabelEnd(bytes[index]) { index += 1 }
                if index > open + 2, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: ":"),
                   !spans.contains(where: { $0.contains(text.startIndex + open) }) {
                    return true
                }
                start = open + 2
            }
            return false
        }
    }

    /// A byte a footnote label cannot hold: its `]`, white space, a NUL.
    private static func isLabelEnd(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D, 0: true
        default: false
        }
    }
}
