@testable import InkwellCLI
import Rendering

extension LiveState {
    /// Plays a run into `terminal`: each input arrives, 20 ms apart, with a tick after it;
    /// then the input ends and ticks go on until the run does. `midway` runs before input
    /// `midwayAt` arrives.
    mutating func play(_ inputs: [[UInt8]], on terminal: inout VirtualTerminal, midwayAt: Int = -1,
                       midway: (inout LiveState, inout VirtualTerminal) -> Void = { _, _ in }) {
        var now = 0.0
        for (number, input) in inputs.enumerated() {
            if number == midwayAt { midway(&self, &terminal) }
            receive(input, at: now)
            now += 0.02
            terminal.write(tick(now: now))
        }
        endInput(at: now)
        for _ in 0..<20_000 where exitCode == nil {
            now += 0.02
            terminal.write(tick(now: now))
        }
    }
}

/// A terminal screen for checking what the live view leaves on it: the escapes the painter
/// writes (CR, LF, cursor up and down, erase in line, save and restore the cursor; colours,
/// links and modes are skipped), lines that wrap at the edge, a scrollback, and a resize that
/// rewraps lines as tmux does (the cursor keeps its row; rows the rewrap adds above it go up
/// into the scrollback).
///
/// Erasing to the end of the line while the cursor waits at the edge erases the last column,
/// as xterm does.
struct VirtualTerminal {
    /// One row: its cells (nil where nothing was written), and whether its text goes on in
    /// the row below (it wrapped at the edge).
    struct Row {
        var cells: [Character?]
        var wraps = false

        init(columns: Int) {
            cells = Array(repeating: nil, count: columns)
        }

        /// Cells as text: nothing where nothing was written, no trailing spaces; the second
        /// cell of a wide character holds NUL, which shows as nothing.
        static func text(of cells: [Character?]) -> String {
            var text = String(cells.map { $0 ?? " " }.filter { $0 != "\u{0}" })
            while text.last == " " { text.removeLast() }
            return text
        }

        var text: String {
            Self.text(of: cells)
        }
    }

    private(set) var columns: Int
    private(set) var height: Int
    private(set) var history: [Row] = []
    private(set) var screen: [Row]
    private(set) var row = 0
    private(set) var column = 0
    /// The cursor is at the last column with a character written there: the next one wraps.
    private var waitsToWrap = false
    private var saved: (row: Int, column: Int)?

    init(columns: Int, height: Int) {
        self.columns = columns
        self.height = height
        screen = Array(repeating: Row(columns: columns), count: height)
    }

    /// The screen's rows as text, trailing spaces dropped.
    var screenText: [String] { screen.map(\.text) }

    /// The lines of the scrollback and the screen, wrapped rows joined, down to the cursor's
    /// row (what was printed), trailing spaces dropped.
    var lines: [String] {
        var lines: [String] = []
        var current: [Character?] = []
        let printed = history.count + row + (column > 0 ? 1 : 0)
        for (index, row) in (history + screen).enumerated() where index < printed {
            current += row.cells
            if !row.wraps {
                lines.append(Row.text(of: current))
                current = []
            }
        }
        if !current.isEmpty { lines.append(Row.text(of: current)) }
        return lines
    }

    mutating func write(_ text: String) {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "\u{1B}":
                index = escape(text, from: index)
            case "\r\n":   // one Character
                (column, waitsToWrap) = (0, false)
                lineFeed()
            case "\r":
                (column, waitsToWrap) = (0, false)
            case "\n":
                lineFeed()
                waitsToWrap = false
            default:
                put(character)
            }
        }
    }

    /// The terminal is resized: lines are rewrapped at the new width, the cursor keeps its
    /// row (as far as the new height allows).
    mutating func resize(columns newColumns: Int, height newHeight: Int) {
        // The lines, wrapped rows joined, and where the cursor is in them.
        var logical: [[Character?]] = []
        var current: [Character?] = []
        var cursor = (line: 0, offset: 0)
        for (index, line) in (history + screen).enumerated() {
            if index == history.count + row { cursor = (logical.count, current.count + column) }
            current += line.cells
            if !line.wraps {
                while current.last == .some(nil) { current.removeLast() }
                logical.append(current)
                current = []
            }
        }
        var rows: [Row] = []
        var cursorAt = (row: 0, column: 0)
        for (number, cells) in logical.enumerated() {
            if number == cursor.line {
                cursorAt = (rows.count + cursor.offset / newColumns, cursor.offset % newColumns)
            }
            var start = 0
            repeat {
                var made = Row(columns: newColumns)
                for (offset, cell) in cells[start..<min(cells.count, start + newColumns)].enumerated() { made.cells[offset] = cell }
                start += newColumns
                made.wraps = start < cells.count
                rows.append(made)
            } while start < cells.count
        }
        let top = max(0, cursorAt.row - min(row, newHeight - 1))
        while rows.count < top + newHeight { rows.append(Row(columns: newColumns)) }
        history = Array(rows[..<top])
        screen = Array(rows[top..<(top + newHeight)])
        (columns, height, row, column, waitsToWrap) = (newColumns, newHeight, cursorAt.row - top, cursorAt.column, false)
    }

    private mutating func put(_ character: Character) {
        let width = CellWidth.of(character)
        guard width > 0 else { return }
        if waitsToWrap || column + width > columns {
            // A wide character with one cell left leaves it empty (NUL: no text, not a space).
            if !waitsToWrap, column < columns { screen[row].cells[column] = "\u{0}" }
            screen[row].wraps = true
            lineFeed()
            column = 0
            waitsToWrap = false
        }
        screen[row].cells[column] = character
        if width == 2, column + 1 < columns { screen[row].cells[column + 1] = "\u{0}" }
        if column + width >= columns {
            column = columns - 1
            waitsToWrap = true
        } else {
            column += width
        }
    }

    private mutating func lineFeed() {
        if row == height - 1 {
            history.append(screen.removeFirst())
            screen.append(Row(columns: columns))
        } else {
            row += 1
        }
    }

    /// Reads the escape sequence after ESC; returns where it ends.
    private mutating func escape(_ text: String, from start: String.Index) -> String.Index {
        guard start < text.endIndex else { return start }
        var index = text.index(after: start)
        switch text[start] {
        case "7":
            saved = (row, column)
        case "8":
            if let saved { (row, column, waitsToWrap) = (saved.row, saved.column, false) }
        case "[":
            var parameters = ""
            while index < text.endIndex, !(text[index].asciiValue.map { (0x40...0x7E).contains($0) } ?? false) {
                parameters.append(text[index])
                index = text.index(after: index)
            }
            guard index < text.endIndex else { return index }
            let final = text[index]
            index = text.index(after: index)
            let count = max(1, Int(parameters) ?? 1)
            switch final {
            case "A": (row, waitsToWrap) = (max(0, row - count), false)
            case "B": (row, waitsToWrap) = (min(height - 1, row + count), false)
            case "K" where parameters == "2":
                screen[row] = Row(columns: columns)
            case "K":
                for erased in column..<columns { screen[row].cells[erased] = nil }
                screen[row].wraps = false
            default: break   // colours, modes
            }
        case "]":
            // An OSC sequence: up to BEL or ESC backslash.
            while index < text.endIndex {
                let character = text[index]
                index = text.index(after: index)
                if character == "\u{7}" { break }
                if character == "\u{1B}", index < text.endIndex, text[index] == "\\" { return text.index(after: index) }
            }
        default:
            break
        }
        return index
    }
}
