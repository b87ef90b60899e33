import Charting

/// A heatmap's cells placed on a grid of columns (x categories) and rows (y categories).
struct HeatmapGrid {
    struct Cell {
        var column: Int
        var row: Int
        var value: Double
    }

    var columns: [String]
    var rows: [String]
    var cells: [Cell]
    var low: Double
    var high: Double

    init(_ spec: ChartSpec) {
        let points = spec.series.first?.points ?? []
        var columns = spec.x.categories
        var columnIndex: [String: Int] = [:]
        for (index, name) in columns.enumerated() where columnIndex[name] == nil {
            columnIndex[name] = index
        }
        for point in points where columnIndex[point.x.label] == nil {
            columnIndex[point.x.label] = columns.count
            columns.append(point.x.label)
        }
        var rows = spec.y.categories
        let largestRow =
            points.compactMap(\.y).filter(\.isFinite).map { Int(max(0, min($0, 100_000))) }.max()
            ?? -1
        while rows.count <= largestRow { rows.append(String(rows.count)) }
        var cells: [Cell] = []
        for point in points {
            guard let value = point.value ?? nil, value.isFinite, let row = point.y, row.isFinite,
                row >= 0,
                row < Double(rows.count), let column = columnIndex[point.x.label]
            else { continue }
            cells.append(Cell(column: column, row: Int(row), value: value))
        }
        self.columns = columns
        self.rows = rows
        self.cells = cells
        low = cells.map(\.value).min() ?? 0
        high = cells.map(\.value).max() ?? 1
    }

    /// Where `value` falls between the lowest and highest cell, 0...1.
    func fraction(_ value: Double) -> Double {
        high > low ? (value - low) / (high - low) : 0.5
    }
}
