// Paints a live reply in a terminal: committed output is printed once and scrolls away like
// any other output; only the provisional tail and the activity line below it are redrawn in
// place. Each repaint moves the cursor back to the first redrawn line and overwrites line by
// line (each ended by erase-to-end-of-line), then erases the old rows left over, inside a
// synchronized-update bracket (DEC 2026) so terminals that support it show no intermediate
// state.
//
// NB: erase-below (ESC [J) is not used: tmux and some terminals treat it at the top-left
// corner as a screen clear and push the old tail into the scrollback, duplicating it.
//
// NB: a cursor cannot move above the top of the screen, so a tail taller than the screen
// would leave stale lines in the scrollback on the next repaint. While provisional, only the
// last (height - 1) rows of the tail are shown; once the block is committed, it is printed
// whole. Nothing is lost and nothing is printed twice.
//
// Rows, not lines: a line wider than the terminal wraps onto more rows (TerminalLine.swift),
// and the cursor goes back over all of them. When the terminal is resized, it rewraps what it
// shows (tmux, VTE, kitty, iTerm2, Windows Terminal do), so the rows of the last repaint are
// counted again at the new width. A terminal keeps its cursor's row when it rewraps: rows
// that a narrower width adds above it go up into the scrollback, where no cursor reaches, and
// stay there as they were (tmux does this; the repaint then starts at the screen's top).

/// Turns "these blocks became final, this is the tail now" into terminal bytes.
struct ScreenPainter {
    /// The terminal's height in lines.
    private(set) var height: Int
    /// The terminal's width in cells; nil when unknown (then no line wraps).
    private(set) var columns: Int?
    /// The lines the last repaint left below the committed output (tail and status)...
    private var redrawn: [Substring] = []
    /// ...and the rows they take.
    private(set) var redrawnRows = 0
    /// Whether anything has been committed (the next block needs a blank line before it).
    private var hasCommitted = false

    init(height: Int, columns: Int? = nil) {
        self.height = max(2, height)
        self.columns = columns
    }

    /// The terminal took a new size and rewrapped its lines: the rows the last repaint left
    /// are counted again, and the next repaint goes back over that many.
    mutating func resize(height: Int, columns: Int?) {
        self.height = max(2, height)
        self.columns = columns
        redrawnRows = TerminalLine.rows(redrawn, columns: columns)
    }

    /// The bytes that bring the screen up to date.
    mutating func paint(committed: [String], tail: String, status: String?) -> String {
        var lines: [Substring] = []
        for block in committed where !block.isEmpty {
            if hasCommitted { lines.append("") }
            lines += Self.lines(of: block)
            hasCommitted = true
        }
        var region: [Substring] = []
        if !tail.isEmpty {
            // NB: a screen's worth of lines from the end at most (each takes a row or more):
            // a tail of a long code block is thousands of lines, redrawn every tick.
            let (last, isWhole) = Self.lines(of: tail, last: height)
            if hasCommitted, isWhole { region.append("") }
            region += last
        }
        if let status {
            region.append("")
            region.append(Substring(status))
        }
        region = fitting(region)
        var output = "\u{1B}[?2026h" + up(redrawnRows)
        var (rows, regionRows) = (0, 0)
        for (index, line) in (lines + region).enumerated() {
            let layout = TerminalLine.layout(line, columns: columns)
            if index >= lines.count { regionRows += layout.rows }
            // NB: a line that fills its last row has nothing after it to erase, and erasing
            // there would take its last character in terminals that erase at the waiting
            // cursor (xterm). Its row is cleared before instead: overwriting alone would keep
            // the row's mark that its text went on in the next (tmux), left by a longer line
            // drawn there before, and a resize would then join the two lines.
            output += layout.fillsLastRow ? "\r\u{1B}[2K" + line + "\n" : "\r" + line + "\u{1B}[K\n"
            rows += layout.rows
        }
        // NB: the cursor rests at the start of its row: a line feed keeps the column, and a
        // terminal that rewraps would take a cursor left at column 78 for a row's text.
        output += "\r" + erasing(redrawnRows - rows)
        (redrawn, redrawnRows) = (region, regionRows)
        return output + "\u{1B}[?2026l"
    }

    /// Removes the tail and status lines.
    mutating func clear() -> String {
        defer { (redrawn, redrawnRows) = ([], 0) }
        return up(redrawnRows) + erasing(redrawnRows)
    }

    /// Erases `count` rows from the cursor's down, and leaves the cursor where it was. Moving
    /// down (which stops at the last row) instead of a line feed (which scrolls there): after
    /// a terminal narrower than before rewrapped the tail, its first rows may have gone up
    /// into the scrollback, out of the cursor's reach, and the rows counted to erase then
    /// reach past the screen's end.
    private func erasing(_ count: Int) -> String {
        count > 0 ? "\u{1B}7" + String(repeating: "\u{1B}[2K\u{1B}[B", count: count) + "\u{1B}8" : ""
    }

    /// The last lines of `region` that fit in the screen's rows but one (the cursor's); a
    /// last line taller than that alone is cut to fit.
    private func fitting(_ region: [Substring]) -> [Substring] {
        let available = height - 1
        var (start, rows) = (region.endIndex, 0)
        while start > region.startIndex {
            let taken = TerminalLine.layout(region[start - 1], columns: columns).rows
            guard rows + taken <= available else { break }
            rows += taken
            start -= 1
        }
        if start == region.endIndex, let last = region.last, let columns {
            return [TerminalLine.clipped(last, rows: available, columns: columns)]
        }
        return Array(region[start...])
    }

    private func up(_ count: Int) -> String {
        count > 0 ? "\u{1B}[\(count)A" : ""
    }

    /// The last `count` lines of `text` (a last newline ends its last line), and whether
    /// they are all of them; read from the end.
    private static func lines(of text: String, last count: Int) -> (lines: [Substring], isWhole: Bool) {
        let utf8 = text.utf8
        var end = utf8.endIndex
        if end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "\n") { end = utf8.index(before: end) }
        var lines: [Substring] = []
        var lineEnd = end
        var index = end
        while index > utf8.startIndex, lines.count < count {
            let before = utf8.index(before: index)
            if utf8[before] == UInt8(ascii: "\n") {
                lines.append(text[index..<lineEnd])
                lineEnd = before
            }
            index = before
        }
        let isWhole = index == utf8.startIndex && lines.count < count
        if isWhole { lines.append(text[utf8.startIndex..<lineEnd]) }
        return (lines.reversed(), isWhole)
    }

    /// The lines of `text`, as the painter draws them (a last newline ends its last line).
    static func lines(of text: String) -> [Substring] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0))
    }
}
