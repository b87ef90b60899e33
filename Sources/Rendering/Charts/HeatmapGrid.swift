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
        // Rows are the y categories (y is an index into them); without categories, the
        // distinct y values in ascending order, so odd indices cannot conjure empty rows.
        let rows: [String]
        var rowIndex: [Double: Int] = [:]
        if spec.y.categories.isEmpty {
            let distinct = Set(points.compactMap(\.y).filter(\.isFinite)).sorted()
            for (index, value) in distinct.enumerated() { rowIndex[value] = index }
            rows = distinct.map { ChartNumber.short($0) }
        } else {
            rows = spec.y.categories
            for index in rows.indices { rowIndex[Double(index)] = index }
        }
        var cells: [Cell] = []
        for point in points {
            guard let value = point.value, value.isFinite, let y = point.y, let row = rowIndex[y],
                let column = columnIndex[point.x.label]
            else { continue }
            cells.append(Cell(column: column, row: row, value: value))
        }
        self.columns = columns
        // NB: rows are listed top to bottom. Vega-Lite draws the first row at the top; the
        // other tools treat y as an axis rising from the bottom.
        let isBottomUp = spec.source != .vegaLite
        self.rows = isBottomUp ? rows.reversed() : rows
        self.cells =
            isBottomUp
            ? cells.map { Cell(column: $0.column, row: rows.count - 1 - $0.row, value: $0.value) }
            : cells
        low = cells.map(\.value).min() ?? 0
        high = cells.map(\.value).max() ?? 1
    }

    /// Where `value` falls between the lowest and highest cell, 0...1.
    func fraction(_ value: Double) -> Double {
        high > low ? (value - low) / (high - low) : 0.5
    }
}
