import Charting
import FoundationEssentials

/// The sample charts in `Samples/charts`, read as a chart fence would read them.
enum ChartSamples {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let directory = root.appendingPathComponent("Samples/charts")
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static func text(_ name: String) throws -> String {
        String(
            decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
    }

    /// The normalised spec of a sample (its fence language comes from the file name).
    static func spec(_ name: String) throws -> ChartSpec {
        let prefix = String(name.prefix { $0 != "-" })
        let result = ChartDocument.read(
            try text(name), fenceLanguage: prefix == "native" ? "chart" : prefix)
        guard let chart = result.chart else { throw SampleError.notAChart(name) }
        return chart
    }

    enum SampleError: Error {
        case notAChart(String)
    }
}
