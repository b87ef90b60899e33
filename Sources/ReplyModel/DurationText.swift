/// Durations as the seed SDK's users know them.
public enum DurationText {
    /// Minutes and seconds, narrow, rounded down: 0 → "0s", 7 → "7s", 65 → "1m 5s", 600 → "10m".
    public static func narrow(seconds: Double) -> String {
        let total = max(0, Int(seconds.isFinite ? seconds : 0))
        let minutes = total / 60
        let rest = total % 60
        if minutes == 0 { return "\(rest)s" }
        return rest == 0 ? "\(minutes)m" : "\(minutes)m \(rest)s"
    }

    /// A reasoning duration: rounded down with a minimum of one second ("Thought for 1s").
    public static func thought(seconds: Double) -> String {
        narrow(seconds: max(1, seconds))
    }

    /// A tool call's duration: one decimal under a second ("0.4s"), else whole seconds
    /// rounded ("13s", "1m 5s").
    public static func toolCall(seconds: Double) -> String {
        guard seconds < 1 else { return narrow(seconds: seconds.rounded()) }
        let tenths = Int((max(0, seconds) * 10).rounded())
        return tenths >= 10 ? "1s" : "0.\(tenths)s"
    }
}
