/// What a code block turned out to hold.
public enum ChartReadResult: Sendable, Hashable {
    /// A chart, normalised.
    case chart(ChartSpec)
    /// Not a chart (e.g. ordinary JSON): show the code block, without a note.
    case notAChart
    /// It claimed or looked like a chart but could not be read: show the code block and a
    /// one-line note (`error.description`).
    case invalid(ChartError)

    /// The chart, if there is one.
    public var chart: ChartSpec? {
        if case .chart(let spec) = self { return spec }
        return nil
    }

    /// The error, if reading failed.
    public var error: ChartError? {
        if case .invalid(let error) = self { return error }
        return nil
    }
}
