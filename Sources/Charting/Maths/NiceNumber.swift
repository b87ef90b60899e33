// "Nice" numbers: 1, 2 or 5 times a power of ten. Steps are chosen from that ladder so that
// ticks and bin edges land on round values.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rounding to the 1-2-5 ladder.
public enum NiceNumber {
    /// The smallest 1/2/5 × 10ⁿ that is at least `raw` (raw > 0).
    public static func step(atLeast raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow10(Int(log10(raw).rounded(.down)))
        for factor in [1.0, 2, 5, 10] where factor * magnitude >= raw * (1 - 1e-12) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// 10ⁿ, exact for the integer powers charts use.
    public static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        let clamped = Swift.max(-300, Swift.min(300, exponent))
        for _ in 0..<abs(clamped) { result *= 10 }
        return clamped < 0 ? 1 / result : result
    }
}
