// Column widths for a terminal table.
//
// Each column wants its natural width (its widest cell on one line). When the natural
// widths do not fit, the widest columns are capped first: the largest cap C with
// sum(min(natural, C)) <= available is found by binary search, then the cells left over
// go one by one to the capped columns, left to right. Narrow columns keep their width and
// wide ones share what remains, as rich does.

/// Fits table column widths into the cells available.
struct TableLayout {
    /// Cells taken by borders and padding for `columns` columns: `│ a │ b │`.
    static func chrome(columns: Int) -> Int { 3 * columns + 1 }

    /// Widths for columns whose natural widths are `natural`, summing to at most
    /// `available` (each at least 1); `nil` when there is not room for 3 cells a column.
    static func widths(natural: [Int], available: Int) -> [Int]? {
        let wanted = natural.map { max(1, $0) }
        guard !wanted.isEmpty, available >= 3 * wanted.count else { return nil }
        if wanted.reduce(0, +) <= available { return wanted }
        var low = 1
        var high = wanted.max() ?? 1
        while low < high {
            let mid = (low + high + 1) / 2
            if capped(wanted, at: mid) <= available { low = mid } else { high = mid - 1 }
        }
        var widths = wanted.map { min($0, low) }
        var spare = available - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && widths[index] < wanted[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }

    private static func capped(_ widths: [Int], at cap: Int) -> Int {
        widths.reduce(0) { $0 + min($1, cap) }
    }
}
