/// Why a chart could not be read: what failed, where, and why.
///
/// Its description reads `highcharts: series[1].data[3]: expected a number or [x, y] pair`
/// or, for text that is not even lenient JSON, `plotly: 3:14: expected ':' after a key`.
public enum ChartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not (lenient) JSON; line and column are 1-based, the column in characters.
    case syntax(format: ChartFormat?, line: Int, column: Int, reason: String)
    /// The JSON was read but the chart in it could not be; `path` is a JSON path like
    /// `series[2].data[5]` (empty for the top level).
    case content(format: ChartFormat, path: String, reason: String)

    /// The format being read, when known.
    public var format: ChartFormat? {
        switch self {
        case .syntax(let format, _, _, _): format
        case .content(let format, _, _): format
        }
    }

    /// The JSON path (content errors) or `line:column` (syntax errors).
    public var path: String {
        switch self {
        case .syntax(_, let line, let column, _): "\(line):\(column)"
        case .content(_, let path, _): path.isEmpty ? "top level" : path
        }
    }

    /// What was wrong.
    public var reason: String {
        switch self {
        case .syntax(_, _, _, let reason): reason
        case .content(_, _, let reason): reason
        }
    }

    /// One line: `format: path: reason`.
    public var description: String {
        "\(format?.rawValue ?? "chart"): \(path): \(reason)"
    }

    /// The same error attributed to another format.
    func attributed(to format: ChartFormat) -> ChartError {
        switch self {
        case .syntax(_, let line, let column, let reason):
            .syntax(format: format, line: line, column: column, reason: reason)
        case .content(_, let path, let reason):
            .content(format: format, path: path, reason: reason)
        }
    }
}
