// A row of terminal cells that labels are placed into left to right: a label goes where asked
// (or further right) unless it would touch the previous one or run past the end. Widths are
// in cells, so wide (CJK) characters take two.

/// A line of axis labels, measured in terminal cells.
struct LabelRow {
    private var cells: [String]
    /// The first cell a new label may use (one blank after the last label).
    private var nextFree = 0

    init(width: Int) {
        cells = [String](repeating: " ", count: max(0, width))
    }

    /// Places `text` starting at `start` (moved right past the previous label if needed);
    /// false when it does not fit.
    @discardableResult
    mutating func place(_ text: String, at start: Int) -> Bool {
        let width = CellWidth.of(text)
        let first = max(start, nextFree, 0)
        guard width > 0, first + width <= cells.count else { return false }
        var column = first
        for character in text {
            let cellsUsed = CellWidth.of(character)
            guard cellsUsed > 0 else {
                if column > first { cells[column - 1] += String(character) }
                continue
            }
            cells[column] = String(character)
            if cellsUsed == 2 { cells[column + 1] = "" }
            column += cellsUsed
        }
        nextFree = first + width + 1
        return true
    }

    /// Places `text` centred on `center` (kept inside the row), if it fits after the last one.
    @discardableResult
    mutating func place(_ text: String, centeredOn center: Int) -> Bool {
        let width = CellWidth.of(text)
        let start = max(0, min(cells.count - width, center - width / 2))
        guard start >= nextFree else { return false }
        return place(text, at: start)
    }

    /// The row as text, exactly `width` cells wide.
    var text: String { cells.joined() }
}
