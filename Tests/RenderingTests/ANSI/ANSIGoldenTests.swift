import FoundationEssentials
import Testing

/// Every sample rendered for the terminal, compared with a golden file. Regenerate with
/// `UPDATE_GOLDEN=1 swift test --filter ANSIGoldenTests` and review the diff by eye.
@Suite struct ANSIGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let sample: String
        let theme: String
        let width: Int
        var testDescription: String { "\(sample).\(theme).\(width)" }
    }

    static let extraSamples = [
        "json-parsing-language-comparison", "postmortem-cache-outage",
        "setup-local-dev-environment", "unicode-string-length-ja",
    ]

    static let cases: [Case] = {
        var out: [Case] = []
        for sample in ANSISupport.sampleNames() {
            out.append(Case(sample: sample, theme: "dark", width: 80))
            out.append(Case(sample: sample, theme: "plain", width: 80))
        }
        for sample in extraSamples {
            out.append(Case(sample: sample, theme: "dark", width: 40))
            out.append(Case(sample: sample, theme: "plain", width: 120))
        }
        return out
    }()

    @Test func everySampleHasCases() {
        #expect(ANSISupport.sampleNames().count >= 10)
    }

    @Test(arguments: cases)
    func matchesGolden(_ test: Case) throws {
        let markdown = try ANSISupport.sample(test.sample)
        let actual =
            ANSISupport.visible(
                ANSISupport.encoded(markdown, theme: test.theme, width: test.width)) + "\n"
        let url = ANSISupport.goldenDirectory.appendingPathComponent("\(test.testDescription).txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: ANSISupport.goldenDirectory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(decoding: Data(contentsOf: url), as: UTF8.self),
            "missing golden \(url.path); run with UPDATE_GOLDEN=1")
        if actual != expected {
            Issue.record(Comment(rawValue: firstDifference(expected, actual)))
        }
    }

    /// The first line that differs, both versions shown with visible escapes.
    private func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let was = index < old.count ? String(old[index]) : "<none>"
            let now = index < new.count ? String(new[index]) : "<none>"
            if was != now {
                return "line \(index + 1) differs\n  golden: \(was)\n  actual: \(now)"
            }
        }
        return "outputs differ"
    }
}
