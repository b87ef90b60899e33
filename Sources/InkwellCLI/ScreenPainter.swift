// Paints a live reply in a terminal: committed output is printed once and scrolls away like
// any other output; only the provisional tail and the activity line below it are redrawn in
// place. Each repaint moves the cursor back to the first redrawn line and overwrites line by
// line (each ended by erase-to-end-of-line), then erases the old lines left over, inside a
// synchronized-update bracket (DEC 2026) so terminals that support it show no intermediate
// state.
//
// NB: erase-below (ESC [J) is not used: tmux and some terminals treat it at the top-left
// corner as a screen clear and push the old tail into the scrollback, duplicating it.
//
// NB: a cursor cannot move above the top of the screen, so a tail taller than the screen
// would leave stale lines in the scrollback on the next repaint. While provisional, only the
// last (height - 1) lines of the tail are shown; once the block is committed, it is printed
// whole. Nothing is lost and nothing is printed twice.

/// Turns "these blocks became final, this is the tail now" into terminal bytes.
struct ScreenPainter {
    /// The terminal's height in lines.
    var height: Int
    /// How many lines the last repaint left below the committed output.
    private(set) var redrawnLines = 0
    /// Whether anything has been committed (the next block needs a blank line before it).
    private var hasCommitted = false

    init(height: Int) {
        self.height = max(2, height)
    }

    /// The bytes that bring the screen up to date.
    mutating func paint(committed: [String], tail: String, status: String?) -> String {
        var lines: [Substring] = []
        for block in committed where !block.isEmpty {
            if hasCommitted { lines.append("") }
            lines += Self.lines(of: block)
            hasCommitted = true
        }
        var redrawn: [Substring] = []
        if !tail.isEmpty {
            if hasCommitted { redrawn.append("") }
            redrawn += Self.lines(of: tail)
        }
        if let status {
            redrawn.append("")
            redrawn.append(Substring(status))
        }
        redrawn = Array(redrawn.suffix(height - 1))
        var output = "\u{1B}[?2026h" + up(redrawnLines)
        for line in lines + redrawn { output += "\r" + line + "\u{1B}[K\n" }
        let leftOver = redrawnLines - (lines.count + redrawn.count)
        if leftOver > 0 {
            output += String(repeating: "\u{1B}[2K\n", count: leftOver) + up(leftOver)
        }
        redrawnLines = redrawn.count
        return output + "\u{1B}[?2026l"
    }

    /// Removes the tail and status lines.
    mutating func clear() -> String {
        defer { redrawnLines = 0 }
        guard redrawnLines > 0 else { return "" }
        return up(redrawnLines) + String(repeating: "\u{1B}[2K\n", count: redrawnLines) + up(redrawnLines)
    }

    private func up(_ count: Int) -> String {
        count > 0 ? "\u{1B}[\(count)A" : ""
    }

    private static func lines(of text: String) -> [Substring] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0))
    }
}
