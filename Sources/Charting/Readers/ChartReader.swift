/// A reader of one chart format: a shape test for sniffing and the reading itself.
protocol ChartReader {
    /// The format this reader reads.
    static var format: ChartFormat { get }

    /// How strongly `root` looks like this format: 0 not at all, higher is surer.
    static func likelihood(of root: JSONNode) -> Int

    /// Reads `root` into a normalised chart, or explains what is wrong and where.
    static func read(_ root: JSONNode) throws(ChartError) -> ChartSpec
}

extension ChartFormat {
    /// The reader for this format.
    var reader: any ChartReader.Type {
        switch self {
        case .chartjs: ChartJSReader.self
        case .echarts: EChartsReader.self
        case .highcharts: HighchartsReader.self
        case .plotly: PlotlyReader.self
        case .vegaLite: VegaLiteReader.self
        case .native: NativeReader.self
        }
    }
}
