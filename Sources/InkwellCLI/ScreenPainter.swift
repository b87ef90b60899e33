// Paints a live reply in a terminal: committed output is printed once and scrolls away like
// any other output; only the provisional tail and the activity line below it are redrawn in
// place. Each repaint moves the cursor back to the first redrawn line, clears to the end of
// the screen and prints the new tail, inside a synchronized-update bracket (DEC 2026) so
// terminals that support it show no intermediate state.
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
        var output = "\u{1B}[?2026h"
        if redrawnLines > 0 { output += "\u{1B}[\(redrawnLines)A\r\u{1B}[J" }
        for block in committed where !block.isEmpty {
            if hasCommitted { output += "\n" }
            output += block.hasSuffix("\n") ? block : block + "\n"
            hasCommitted = true
        }
        var lines: [Substring] = []
        if !tail.isEmpty {
            if hasCommitted { lines.append("") }
            lines += tail.split(separator: "\n", omittingEmptySubsequences: false).dropLast(tail.hasSuffix("\n") ? 1 : 0)
        }
        if let status {
            lines.append("")
            lines.append(Substring(status))
        }
        let shown = lines.suffix(height - 1)
        for line in shown { output += line + "\n" }
        redrawnLines = shown.count
        return output + "\u{1B}[?2026l"
    }

    /// Removes the tail and status lines (at the end, before the final committed output).
    mutating func clear() -> String {
        defer { redrawnLines = 0 }
        return redrawnLines > 0 ? "\u{1B}[\(redrawnLines)A\r\u{1B}[J" : ""
    }
}
