import FoundationEssentials
import MarkdownParsing
import Theming

@testable import Rendering

/// Helpers for SVG picture tests: the samples rendered every way, and what a picture must
/// never contain.
enum SVGCheck {
    /// Card, terminal and paths renderings of a markdown text.
    static func renderings(_ markdown: String, theme: Theme) -> [(name: String, svg: String)] {
        let document = MarkdownParser().parse(markdown)
        return [
            ("card", SVGRenderer(options: .init(width: 800, theme: theme)).render(document)),
            ("narrow card", SVGRenderer(options: .init(width: 320, theme: theme)).render(document)),
            (
                "terminal",
                SVGRenderer(options: .init(width: 60, style: .terminal, theme: theme)).render(
                    document)
            ),
            (
                "paths",
                SVGRenderer(options: .init(width: 640, textMode: .paths, theme: theme)).render(
                    document)
            ),
        ]
    }

    /// Why a picture is unsafe to embed (a script, an event handler, an outside reference in
    /// its markup), or nil. Text content may say anything: it is escaped.
    static func safetyProblem(_ svg: String) -> String? {
        let markup = svg.split(separator: "<").map { tag in
            // NB: the accessible name is escaped text inside an attribute; it may say anything.
            let name = tag.prefix { $0 != ">" }
            guard let label = name.firstRange(of: "aria-label=\"") else { return String(name) }
            return String(name[..<label.lowerBound])
                + String(name[label.upperBound...].drop { $0 != "\"" })
        }.joined(separator: "<").lowercased()
        for needle in [
            "script", "href", "javascript:", "foreignobject", "image", "url(", " onload=",
            " onclick=",
            " onerror=", "!entity", " style=",
        ] where markup.contains(needle) {
            return needle
        }
        return nil
    }

    /// How many elements with this tag name the markup holds.
    static func count(_ tag: String, in svg: String) -> Int {
        svg.split(separator: "<\(tag) ", omittingEmptySubsequences: false).count - 1
    }

    static let light = (try? Theme.named("light")) ?? Theme(name: "light", appearance: .light)
    static let dark = (try? Theme.named("dark")) ?? Theme(name: "dark", appearance: .dark)
}
