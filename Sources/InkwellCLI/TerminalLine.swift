// How a line of ANSI text sits in a terminal: the painter must know how many rows each line
// it draws takes, since it moves the cursor back over them to redraw the tail. A line wider
// than the terminal (`--width` past the terminal's, or a terminal made narrower) wraps onto
// more rows; counting it as one left the rows above the cursor's landing place on screen,
// and every repaint printed the tail again below them.
//
// Escapes take no cells: CSI sequences (SGR colours, `ESC [ ... m`), OSC sequences (OSC 8
// links, ended by BEL or `ESC \`), and two-byte escapes. Cells are counted per grapheme
// cluster (`CellWidth`); a wide character that does not fit at the end of a row goes to the
// next, as terminals place it.
import Rendering

enum TerminalLine {
    /// Where a line ends up in a terminal `columns` cells wide: how many rows it takes, and
    /// whether it fills the last of them to the edge (the cursor then waits there to wrap,
    /// and erasing to the end of the line would erase the line's last character in some
    /// terminals).
    struct Layout: Equatable {
        var rows: Int
        var fillsLastRow: Bool
    }

    /// The rows `line` takes; nil columns (width unknown) is one row a line.
    static func layout(_ line: Substring, columns: Int?) -> Layout {
        guard let columns, columns > 0 else { return Layout(rows: 1, fillsLastRow: false) }
        // Every cell takes a byte at least: a line of no more bytes than columns fits a row.
        if line.utf8.count < columns { return Layout(rows: 1, fillsLastRow: false) }
        var (rows, column) = (1, 0)
        for character in visibleText(line) {
            let width = CellWidth.of(character)
            if column + width > columns {
                rows += 1
                column = 0
            }
            column += width
        }
        return Layout(rows: rows, fillsLastRow: column == columns)
    }

    /// The rows of all `lines`.
    static func rows(_ lines: [Substring], columns: Int?) -> Int {
        lines.reduce(0) { $0 + layout($1, columns: columns).rows }
    }

    /// `line` cut after its first `rows` rows (escapes kept, styles reset at the cut): a line
    /// taller than the screen, which a cursor could not move back over.
    static func clipped(_ line: Substring, rows: Int, columns: Int) -> Substring {
        var (row, column) = (1, 0)
        var index = line.startIndex
        while index < line.endIndex {
            if let end = escapeEnd(in: line, at: index) {
                index = end
                continue
            }
            let width = CellWidth.of(line[index])
            if column + width > columns {
                row += 1
                column = 0
                if row > rows { return line[..<index] + "\u{1B}[0m\u{1B}]8;;\u{1B}\\" }
            }
            column += width
            index = line.index(after: index)
        }
        return line
    }

    /// The line without its escape sequences.
    static func visibleText(_ line: Substring) -> String {
        guard line.utf8.contains(0x1B) else { return String(line) }
        var text = ""
        var index = line.startIndex
        while index < line.endIndex {
            if let end = escapeEnd(in: line, at: index) {
                index = end
            } else {
                text.append(line[index])
                index = line.index(after: index)
            }
        }
        return text
    }

    /// Where the escape sequence starting at `index` ends; nil when none starts there.
    private static func escapeEnd(in line: Substring, at index: Substring.Index) -> Substring.Index? {
        guard line[index] == "\u{1B}" else { return nil }
        let bytes = line.utf8
        var position = bytes.index(after: index)
        guard position < bytes.endIndex else { return position }
        let kind = bytes[position]
        position = bytes.index(after: position)
        switch kind {
        case UInt8(ascii: "["):
            // Parameters and intermediates, then one final byte from @ to ~.
            while position < bytes.endIndex, !(0x40...0x7E).contains(bytes[position]) {
                position = bytes.index(after: position)
            }
            return position < bytes.endIndex ? bytes.index(after: position) : position
        case UInt8(ascii: "]"):
            // Up to BEL, or ESC backslash.
            while position < bytes.endIndex {
                let byte = bytes[position]
                position = bytes.index(after: position)
                if byte == 0x07 { break }
                if byte == 0x1B, position < bytes.endIndex, bytes[position] == UInt8(ascii: "\\") {
                    return bytes.index(after: position)
                }
            }
            return position
        default:
            return position
        }
    }
}
