/// Evenly spaced bands for category and bar domains.
struct BandScale: Sendable, Hashable {
    var count: Int
    var start: Double
    var end: Double
    /// Points instead of bands: the first value near the start, the last near the end (how
    /// line charts over categories are drawn), inset a little so labels fit.
    var isPoint = false
    /// How far in from each end the first and last points sit, at most.
    var pointInset = 20.0

    /// The width of one band in pixels (negative when the range runs backwards).
    var step: Double { (end - start) / Double(max(1, count)) }

    /// The centre of band `index`.
    func center(_ index: Int) -> Double {
        guard isPoint, count > 1 else { return start + step * (Double(index) + 0.5) }
        let inset = min(abs(step) / 2, pointInset) * (end >= start ? 1 : -1)
        return start + inset + (end - start - 2 * inset) * Double(index) / Double(count - 1)
    }
}
