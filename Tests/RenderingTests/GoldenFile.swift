import FoundationEssentials
import Testing

/// Golden files beside the tests: compared byte for byte, rewritten with UPDATE_GOLDEN=1.
/// Review every change of a golden file by eye before committing it.
enum GoldenFile {
    /// The repository root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The markdown samples, sorted by name.
    static func samples() throws -> [(name: String, markdown: String)] {
        let folder = root.appendingPathComponent("Samples")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }
            .sorted()
            .map { name in
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                return (String(name.dropLast(3)), String(decoding: data, as: UTF8.self))
            }
    }

    /// Checks `actual` against `Golden/<relativePath>`, or rewrites it when UPDATE_GOLDEN is set.
    static func check(_ actual: String, against relativePath: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(relativePath)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        if expected != actual {
            let location = firstDifference(expected, actual)
            Issue.record("\(relativePath) differs from its golden file at line \(location); run with UPDATE_GOLDEN=1 and review the diff",
                         sourceLocation: sourceLocation)
        }
    }

    /// The first line (1-based) where two texts differ, with both versions, escapes made visible.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? String(left[index]) : "<missing>"
            let b = index < right.count ? String(right[index]) : "<missing>"
            if a != b { return "\(index + 1)\n  expected: \(visible(a))\n  actual:   \(visible(b))" }
        }
        return "?"
    }

    /// ESC and other controls shown as Control Pictures (␛[1m) so diffs of ANSI text are readable.
    static func visible(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\n" ? Unicode.Scalar(0x2400 + scalar.value)! : scalar
        }))
    }
}
