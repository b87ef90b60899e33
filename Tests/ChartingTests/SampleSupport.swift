import FoundationEssentials
import Testing

@testable import Charting

/// Locates and reads the sample charts next to the package.
enum SampleFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/charts")

    static func text(_ name: String) throws -> String {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return String(decoding: data, as: UTF8.self)
    }

    static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The fence language a sample's file name implies.
    static func fence(_ name: String) -> String {
        let prefix = String(name.prefix { $0 != "-" })
        return prefix == "native" ? "chart" : prefix
    }
}
