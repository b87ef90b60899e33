// Column widths for a terminal table, as CSS's automatic table layout does it.
//
// Each column has a natural width (its widest cell on one line) and a minimum (its longest
// word, so words are not cut). When the natural widths fit, they are used. Otherwise every
// column gets its minimum and the cells left over are shared in proportion to how much
// more each column wants (long prose columns get the most). When even the minimums do not
// fit, the widest minimums are capped: the largest cap C with sum(min(minimum, C)) <=
// available is found by binary search and the remainder goes to the capped columns.

/// Fits table column widths into the cells available.
struct TableLayout {
    /// Cells taken by borders and padding for `columns` columns: `│ a │ b │`.
    static func chrome(columns: Int) -> Int { 3 * columns + 1 }

    /// Widths summing to at most `available`, each at least 1; `nil` when there are fewer
    /// than `minimumAverage` cells a column (then a grid is unreadable).
    static func widths(
        natural: [Int], minimum: [Int], available: Int,
        minimumAverage: Int = 6
    ) -> [Int]? {
        let wanted = natural.map { max(1, $0) }
        guard !wanted.isEmpty, available >= minimumAverage * wanted.count else { return nil }
        if wanted.reduce(0, +) <= available { return wanted }
        let floor = zip(minimum, wanted).map { min(max(1, $0), $1) }
        let floorSum = floor.reduce(0, +)
        guard floorSum <= available else { return capped(floor, available: available) }
        let extra = zip(wanted, floor).map { $0 - $1 }
        let extraSum = max(1, extra.reduce(0, +))
        let spare = available - floorSum
        var widths = zip(floor, extra).map { $0 + $1 * spare / extraSum }
        var left = available - widths.reduce(0, +)
        for index in widths.indices where left > 0 && widths[index] < wanted[index] {
            widths[index] += 1
            left -= 1
        }
        return widths
    }

    /// The widths with the largest capped so they sum to at most `available`.
    private static func capped(_ wanted: [Int], available: Int) -> [Int] {
        var low = 1
        var high = wanted.max() ?? 1
        while low < high {
            let mid = (low + high + 1) / 2
            if wanted.reduce(0, { $0 + min($1, mid) }) <= available {
                low = mid
            } else {
                high = mid - 1
            }
        }
        var widths = wanted.map { min($0, low) }
        var spare = available - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && widths[index] < wanted[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }

    /// The width of the longest word in spans (words end at spaces and line breaks).
    static func longestWord(_ spans: [Span]) -> Int {
        var longest = 0
        var current = 0
        for span in spans {
            for character in span.text {
                if character == " " || character == "\n" {
                    longest = max(longest, current)
                    current = 0
                } else {
                    current += CellWidth.of(character)
                }
            }
        }
        return max(longest, current)
    }
}
