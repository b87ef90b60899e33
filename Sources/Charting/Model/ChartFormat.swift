/// A chart spec format Inkwell reads.
public enum ChartFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Chart.js v2 to v4 configuration (`type`, `data.datasets`, `options`).
    case chartjs
    /// Apache ECharts option object.
    case echarts
    /// Highcharts options object.
    case highcharts
    /// Plotly figure (`data` traces and `layout`).
    case plotly
    /// Vega-Lite v4/v5 spec (including Altair's output).
    case vegaLite = "vega-lite"
    /// Inkwell's own simple format (`chart_type`, `series[].points`).
    case native

    /// Reads a format name as the CLI and fence languages spell it (`vegalite`, `vega-lite`,
    /// `chart.js`, `apache-echarts` ...); nil for unknown names.
    public init?(name: String) {
        let key = String(name.lowercased().filter { $0.isLetter })
        switch key {
        case "chartjs": self = .chartjs
        case "echarts", "apacheecharts": self = .echarts
        case "highcharts", "highchart": self = .highcharts
        case "plotly", "plotlyjs": self = .plotly
        case "vegalite", "vega", "altair": self = .vegaLite
        case "native", "inkwell": self = .native
        default: return nil
        }
    }
}
