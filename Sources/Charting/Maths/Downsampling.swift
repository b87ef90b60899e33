// Largest-Triangle-Three-Buckets (Steinarsson 2013). Keep the first and last points; split the
// rest into threshold - 2 buckets; from each bucket keep the point that makes the largest
// triangle with the point kept before it and the average of the next bucket. The shape of the
// line survives (peaks and troughs), unlike every-nth sampling.

/// Reducing long series to a drawable number of points.
public enum Downsampling {
    /// Indices of at most `threshold` points of (`x`, `y`) to keep, ascending. Returns every
    /// index when there are no more than `threshold` points or `threshold` < 3.
    public static func lttb(x: [Double], y: [Double], threshold: Int) -> [Int] {
        let count = min(x.count, y.count)
        guard threshold >= 3, count > threshold else { return Array(0..<count) }
        var kept = [0]
        let bucketSize = Double(count - 2) / Double(threshold - 2)
        var anchor = 0
        for bucket in 0..<(threshold - 2) {
            let start = Int(Double(bucket) * bucketSize) + 1
            let end = min(Int(Double(bucket + 1) * bucketSize) + 1, count - 1)
            let nextEnd = min(Int(Double(bucket + 2) * bucketSize) + 1, count)
            let next = end..<max(nextEnd, end + 1)
            let averageX = next.reduce(0) { $0 + x[$1] } / Double(next.count)
            let averageY = next.reduce(0) { $0 + y[$1] } / Double(next.count)
            var best = start
            var bestArea = -1.0
            for index in start..<max(end, start + 1) {
                let area = abs((x[anchor] - averageX) * (y[index] - y[anchor]) - (x[anchor] - x[index]) * (averageY - y[anchor]))
                if area > bestArea {
                    bestArea = area
                    best = index
                }
            }
            kept.append(best)
            anchor = best
        }
        kept.append(count - 1)
        return kept
    }
}

extension ChartSeries {
    /// The series reduced to about `threshold` points by LTTB, run separately on each stretch
    /// between gaps (gaps are kept); x is the number, the date, or the index of a category.
    public func downsampled(to threshold: Int) -> ChartSeries {
        guard points.count > threshold, threshold >= 3 else { return self }
        var runs: [[Int]] = [[]]
        for (index, point) in points.enumerated() {
            if point.y == nil { runs.append([]) } else { runs[runs.count - 1].append(index) }
        }
        let total = Double(points.count)
        var keep = Set(points.indices.filter { points[$0].y == nil })
        for run in runs where !run.isEmpty {
            let share = max(3, Int((Double(run.count) / total * Double(threshold)).rounded()))
            let xs = run.map { points[$0].x.numericValue ?? Double($0) }
            let ys = run.map { points[$0].y ?? 0 }
            for local in Downsampling.lttb(x: xs, y: ys, threshold: share) { keep.insert(run[local]) }
        }
        var copy = self
        copy.points = keep.sorted().map { points[$0] }
        return copy
    }
}
