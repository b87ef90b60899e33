// A fast path adds text to the tail's last block without parsing, so the ranges it left were
// the last parse's: a table that grew by a thousand rows still said it ended on its third
// line, and `--to json` frames showed it so. After a fast path, the ranges along the tail's
// last path are moved to where cmark would end them in the text so far:
// - a paragraph, table or HTML block at the end of its last line that is not blank (nor
//   only quote markers), the line's whole length (trailing spaces too, the line end not); an
//   ATX heading where that line's text ends, before trailing spaces;
// - a quote at the end of its last line that is not blank (`> a\n> ` ends at 2:2);
// - a list, a list item, a footnote definition and a code block at the end of the text's
//   last line, blank or not (cmark keeps them open over blank lines): `- a\n\n` ends at 2:0;
//   on an ATX heading's line, where the heading ends (`- # a ` ends at 1:5).
import MarkdownModel

/// Where the blocks on the tail's last path end.
struct TailEnd {
    /// The end of the text's last line (blank or not)...
    var line: Int
    var column: Int
    /// ...of its last line that is not blank...
    var markedLine: Int
    var markedColumn: Int
    /// ...and of its last line that holds more than quote markers, and where that line's
    /// text ends.
    var textLine: Int
    var textLineColumn: Int
    var textColumn: Int

    /// The ends of one line that holds text.
    init(textLine line: Int, column: Int, textColumn: Int) {
        (self.line, self.column) = (line, column)
        (markedLine, markedColumn) = (line, column)
        (textLine, textLineColumn, self.textColumn) = (line, column, textColumn)
    }

    init(line: Int, column: Int, markedLine: Int, markedColumn: Int, textLine: Int, textLineColumn: Int, textColumn: Int) {
        (self.line, self.column) = (line, column)
        (self.markedLine, self.markedColumn) = (markedLine, markedColumn)
        (self.textLine, self.textLineColumn, self.textColumn) = (textLine, textLineColumn, textColumn)
    }
}

extension Block {
    /// Moves the end of this block's range, and of the ranges of its last block, list item
    /// and so on down (through quotes, lists and footnote definitions), to `end`; returns
    /// whether the deepest of them is a heading. The containers are ended after what they
    /// hold, as that tells whether their line ends where a heading does: one walk down the
    /// last path, not a second one to look for the heading first.
    @discardableResult
    mutating func endRanges(at end: TailEnd) -> Bool {
        switch self {
        case .paragraph(var block):
            self = Self.placeholder
            block.range = Self.ended(block.range, end.textLine, end.textLineColumn)
            self = .paragraph(block)
        case .thematicBreak, .htmlBlock, .table:
            range = Self.ended(range, end.textLine, end.textLineColumn)
        case .heading:
            range = Self.ended(range, end.textLine, end.textColumn)
            return true
        case .codeBlock:
            range = Self.ended(range, end.line, end.column)
        case .blockQuote(var block):
            // NB: a container's payload is taken out of its enum (a placeholder put in) while
            // its last block changes, so the arrays inside stay uniquely referenced.
            self = Self.placeholder
            let isHeading = block.blocks.endRanges(at: end)
            let outer = end.endingHeading(isHeading)
            block.range = Self.ended(block.range, outer.markedLine, outer.markedColumn)
            self = .blockQuote(block)
            return isHeading
        case .footnoteDefinition(var block):
            self = Self.placeholder
            let isHeading = block.blocks.endRanges(at: end)
            let outer = end.endingHeading(isHeading)
            block.range = Self.ended(block.range, outer.line, outer.column)
            self = .footnoteDefinition(block)
            return isHeading
        case .list(var block):
            self = Self.placeholder
            let last = block.items.indices.last
            var isHeading = false
            if let last { isHeading = block.items[last].blocks.endRanges(at: end) }
            let outer = end.endingHeading(isHeading)
            if let last { block.items[last].range = Self.ended(block.items[last].range, outer.line, outer.column) }
            block.range = Self.ended(block.range, outer.line, outer.column)
            self = .list(block)
            return isHeading
        }
        return false
    }

    private static func ended(_ range: SourceRange?, _ line: Int, _ column: Int) -> SourceRange? {
        range.map { SourceRange(startLine: $0.startLine, startColumn: $0.startColumn, endLine: line, endColumn: column) }
    }

    private static let placeholder = Block.thematicBreak(ThematicBreak())
}

extension TailEnd {
    /// The ends for the containers of the tail's deepest last block: when that is a heading
    /// on the text's last line, they end where the heading does (cmark's last_line_length is
    /// the ATX heading's, trailing spaces off).
    func endingHeading(_ isHeading: Bool) -> TailEnd {
        guard isHeading, line == textLine else { return self }
        var end = self
        (end.column, end.markedColumn) = (textColumn, textColumn)
        return end
    }
}

extension [Block] {
    /// Moves the end of the last block's range (and its last blocks') to `end`; returns
    /// whether the deepest of them is a heading.
    @discardableResult
    mutating func endRanges(at end: TailEnd) -> Bool {
        guard let last = indices.last else { return false }
        return self[last].endRanges(at: end)
    }
}
