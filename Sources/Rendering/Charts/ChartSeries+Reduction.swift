// Making long series drawable. Lines and areas keep their shape with LTTB (Charting's
// `downsampled(to:)`), which keeps the points that make the biggest triangles: right for a
// path, wrong for a cloud of points, where it keeps only the edges of the cloud and invents
// bands. Points are thinned instead: every k-th point, which keeps the density, plus the
// extremes on both axes, so outliers stay visible.
import Charting

extension ChartSeries {
    /// The series reduced to about `limit` points, the way its type needs.
    func reduced(to limit: Int, as type: ChartType) -> ChartSeries {
        guard points.count > limit, limit >= 3 else { return self }
        switch type {
        case .line, .area, .bar, .histogram, .pie, .heatmap: return downsampled(to: limit)
        case .scatter, .bubble: return thinned(to: limit)
        }
    }

    /// Every k-th point plus the points with the smallest and largest x and y.
    func thinned(to limit: Int) -> ChartSeries {
        let stride = max(1, (points.count + limit - 1) / limit)
        var keep = Set(Swift.stride(from: 0, to: points.count, by: stride))
        let drawn = points.indices.filter { points[$0].y?.isFinite ?? false }
        let byY = { (index: Int) in points[index].y ?? 0 }
        let byX = { (index: Int) in points[index].x.numericValue ?? Double(index) }
        for key in [byY, byX] {
            if let low = drawn.min(by: { key($0) < key($1) }) { keep.insert(low) }
            if let high = drawn.max(by: { key($0) < key($1) }) { keep.insert(high) }
        }
        var copy = self
        copy.points = keep.sorted().map { points[$0] }
        return copy
    }
}
