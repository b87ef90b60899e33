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
