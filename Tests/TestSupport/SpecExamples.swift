import FoundationEssentials

/// The GFM spec examples (spec.txt, extensions.txt and regression.txt of the conformance
/// suite, when it is beside the repository as `../shared/conformance`), each as its markdown
/// with tabs restored: a few hundred small real texts that put every odd construct to a test.
/// Empty in a lone clone.
public enum SpecExamples {
    public static let all: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/conformance")
        var examples: [String] = []
        for name in ["spec.txt", "extensions.txt", "regression.txt"] {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
            let fence = String(repeating: "`", count: 32) + " example"
            var current: [Substring]?
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(fence) {
                    current = []
                } else if line == ".", let lines = current {
                    examples.append(lines.joined(separator: "\n").replacing("→", with: "\t") + "\n")
                    current = nil
                } else {
                    current?.append(line)
                }
            }
        }
        return examples
    }()
}
