import FoundationEssentials
import MarkdownModel
import MarkdownParsing
import Rendering
import Theming

/// Shared helpers for the terminal renderer's tests.
enum ANSISupport {
    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Where the golden files live.
    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/ansi")

    /// The names of the markdown samples (without `.md`), sorted.
    static func sampleNames() -> [String] {
        let samples = root.appendingPathComponent("Samples").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples)) ?? []
        return names.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }

    /// A sample's markdown.
    static func sample(_ name: String) throws -> String {
        let url = root.appendingPathComponent("Samples/\(name).md")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// A built-in theme (they always load: ThemeFilesTests).
    static func theme(_ name: String) -> Theme {
        (try? Theme.named(name)) ?? Theme(name: name, appearance: .any)
    }

    /// Markdown laid out as styled lines.
    static func lines(
        _ markdown: String, theme: String = "plain", width: Int = 80,
        hyperlinks: Bool = false
    ) -> [StyledLine] {
        let renderer = ANSIRenderer(
            options: .init(
                width: width, theme: self.theme(theme),
                hyperlinks: hyperlinks))
        return renderer.render(MarkdownParser().parse(markdown))
    }

    /// The plain text of the lines, joined by newlines.
    static func text(_ markdown: String, theme: String = "plain", width: Int = 80) -> String {
        lines(markdown, theme: theme, width: width).map(\.text).joined(separator: "\n")
    }

    /// Markdown rendered to terminal bytes: true colour for colour themes, none for plain.
    static func encoded(
        _ markdown: String, theme: String, width: Int,
        hyperlinks: Bool = false
    ) -> String {
        let depth: ColorDepth = theme == "plain" ? .none : .trueColor
        let encoder = ANSIEncoder(depth: depth, hyperlinks: hyperlinks)
        return encoder.encode(lines(markdown, theme: theme, width: width, hyperlinks: hyperlinks))
    }

    /// Text with ESC shown as `␛`, so escapes read in diffs and failure messages.
    static func visible(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\u{1B}" ? "␛" : Character($0) })
    }
}
