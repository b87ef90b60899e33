#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps a continuous domain (linear, log or seconds on a time axis) onto a pixel range.
struct ChartScale: Sendable, Hashable {
    var lower: Double
    var upper: Double
    var start: Double
    var end: Double
    var isLog: Bool

    init(lower: Double, upper: Double, start: Double, end: Double, isLog: Bool = false) {
        self.isLog = isLog && lower > 0 && upper > 0
        self.lower = self.isLog ? log10(lower) : lower
        self.upper = self.isLog ? log10(upper) : upper
        if self.upper == self.lower { self.upper = self.lower + 1 }
        self.start = start
        self.end = end
    }

    /// The pixel position of `value` (clamped far outside to keep paths sane).
    func callAsFunction(_ value: Double) -> Double {
        let input = isLog ? log10(max(value, 1e-300)) : value
        let fraction = (input - lower) / (upper - lower)
        guard fraction.isFinite else { return input > lower ? end : start }
        return start + max(-1, min(2, fraction)) * (end - start)
    }

    /// True when `value` lies inside the domain (within rounding).
    func contains(_ value: Double) -> Bool {
        let input = isLog ? (value > 0 ? log10(value) : -.infinity) : value
        let slack = (upper - lower) * 1e-9
        return input >= lower - slack && input <= upper + slack
    }
}

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
