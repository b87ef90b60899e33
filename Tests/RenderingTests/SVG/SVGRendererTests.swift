import FoundationEssentials
import MarkdownParsing
import Testing
import Theming

@testable import Rendering

/// Whole replies as SVG pictures: every sample in every style is well-formed, safe, and
/// keeps its text inside the picture.
@Suite struct SVGRendererTests {
    static let samples = (try? GoldenFile.samples()) ?? []

    @Test func everySampleIsWellFormedAndSafe() throws {
        #expect(Self.samples.count >= 10)
        for sample in Self.samples {
            for (name, svg) in SVGCheck.renderings(sample.markdown, theme: SVGCheck.light) {
                #expect(
                    XMLCheck.problem(in: svg) == nil,
                    "\(sample.name) \(name): \(XMLCheck.problem(in: svg) ?? "")")
                #expect(SVGCheck.safetyProblem(svg) == nil, "\(sample.name) \(name)")
                #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
                #expect(
                    svg.contains("role=\"img\"") && svg.contains("<title>")
                        && svg.contains("<desc>"))
            }
        }
    }

    /// Every text run of the layout model ends before the right margin, at every width.
    @Test(arguments: [800.0, 480.0, 300.0])
    func textNeverOverflows(width: Double) throws {
        for sample in Self.samples {
            var layout = CardLayout(width: width, theme: SVGCheck.light, fonts: .system)
            let scene = layout.layout(MarkdownParser().parse(sample.markdown))
            let limit = width - CardLayout.margin + 0.01
            for run in scene.runs {
                #expect(
                    run.x >= CardLayout.margin - 0.01,
                    "\(sample.name): \(run.text) starts at \(run.x)")
                #expect(
                    run.x + run.width <= limit,
                    "\(sample.name): \(run.text) ends at \(run.x + run.width) > \(limit)")
                let measured = SVGFonts.system.width(run.text, face: run.face, size: run.size)
                // NB: kerning across the pieces of a run only ever narrows it.
                #expect(
                    measured <= run.width + 0.01 && measured > run.width - 2,
                    "\(sample.name): \(run.text)")
            }
            for case .svg(let markup, let x, _) in scene.items {
                let chartWidth = try #require(Double(markup.split(separator: "\"")[3]))
                #expect(x + chartWidth <= limit)
            }
        }
    }

    @Test func textIsReadFromTheSVGAsItWasLaidOut() throws {
        // The written x positions match the layout's: parse them back from the markup.
        let document = MarkdownParser().parse(
            "Some **bold** and `code` words that wrap " + String(repeating: "again ", count: 40))
        let svg = SVGRenderer(options: .init(width: 400, theme: SVGCheck.light)).render(document)
        for element in svg.split(separator: "<text ").dropFirst() {
            let attributes = ChartTextOutlines.attributes(element.prefix { $0 != ">" })
            let x = try #require(Double(attributes["x"] ?? ""))
            let size = try #require(Double(attributes["font-size"] ?? ""))
            let text = ChartTextOutlines.unescaped(
                element.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            let face = FontFace.of(
                mono: attributes["font-family"] != nil, bold: attributes["font-weight"] != nil,
                italic: attributes["font-style"] != nil)
            #expect(
                x + SVGFonts.system.width(text, face: face, size: size) <= 400 - CardLayout.margin
                    + 0.1, "\(text)")
        }
    }

    @Test(arguments: [
        String(repeating: "> ", count: 120) + "deeply quoted words",
        (0..<60).map { String(repeating: "  ", count: $0) + "- item \($0)" }.joined(
            separator: "\n"),
        (0..<40).map { String(repeating: "   ", count: $0) + "1. [ ] step \($0)" }.joined(
            separator: "\n"),
        String(repeating: "W", count: 3000) + " `" + String(repeating: "x", count: 500) + "`",
    ])
    func deepOrLongInputStaysInside(markdown: String) {
        for width in [240.0, 800.0] {
            var layout = CardLayout(width: width, theme: SVGCheck.light, fonts: .system)
            let scene = layout.layout(MarkdownParser().parse(markdown))
            #expect(!scene.runs.isEmpty)
            for run in scene.runs {
                #expect(
                    run.x >= CardLayout.margin - 0.01
                        && run.x + run.width <= width - CardLayout.margin + 0.01)
            }
        }
    }

    @Test func hostileTextIsEscapedAndControlsRemoved() {
        let markdown =
            "# A <script>alert(1)</script> & \"q\"\n\nx\u{1B}[2J\u{7}y <img src=x onerror=alert(1)> ![alt](javascript:alert(1)) [l](http://evil)\n\n```\n</text><script>\n```\n"
        for (name, svg) in SVGCheck.renderings(markdown, theme: SVGCheck.dark) {
            #expect(!svg.contains("<script"), "\(name)")
            #expect(!svg.contains("\u{1B}") && !svg.contains("\u{7}"), "\(name)")
            #expect(SVGCheck.safetyProblem(svg) == nil, "\(name)")
            #expect(XMLCheck.problem(in: svg) == nil, "\(name)")
        }
        let card = SVGCheck.renderings(markdown, theme: SVGCheck.light)[0].svg
        #expect(card.contains("&lt;script&gt;"))
        #expect(
            card.contains(
                "<title>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</title>"))
    }

    @Test func terminalStyleHasOneTextRowPerANSILine() throws {
        for sample in Self.samples {
            let document = MarkdownParser().parse(sample.markdown)
            let lines = ANSIRenderer(options: .init(width: 72, theme: SVGCheck.dark)).render(
                document)
            let scene = TerminalPicture(columns: 72, theme: SVGCheck.dark, fonts: .system).scene(
                document)
            let rows = Set(scene.runs.filter(\.face.isMono).map(\.baseline))
            let titles = scene.runs.filter { !$0.face.isMono }
            #expect(titles.count == (DocumentText.title(of: document) == "Reply" ? 0 : 1))
            #expect(titles.allSatisfy { $0.baseline < 8 + 32 })
            let nonBlank = lines.filter { $0.text.contains { $0 != " " } }.count
            #expect(rows.count == nonBlank, "\(sample.name)")
            #expect(
                abs(scene.height - (8 * 2 + 32 + 16 + 19 * Double(lines.count)).rounded(.up)) < 0.01
            )
            let right = scene.width - 8 - 16 + 0.01
            for run in scene.runs {
                #expect(run.x + run.width <= right, "\(sample.name): \(run.text)")
            }
        }
    }

    @Test func pathsModeHasNoTextElements() throws {
        for sample in Self.samples
        where sample.name == "charts" || sample.name == "postmortem-cache-outage" {
            let document = MarkdownParser().parse(sample.markdown)
            for style in SVGRenderer.Style.allCases {
                let svg = SVGRenderer(
                    options: .init(
                        width: style == .card ? 800 : 80, style: style, textMode: .paths,
                        theme: SVGCheck.light)
                ).render(document)
                #expect(!svg.contains("<text"), "\(sample.name) \(style)")
                #expect(SVGCheck.count("path", in: svg) > 50)
                #expect(svg.contains("<desc>"))
                #expect(XMLCheck.problem(in: svg) == nil)
            }
        }
    }

    @Test func cjkWrapsBetweenCharactersButNotBeforeClosingPunctuation() {
        let text = String(repeating: "文字列の長さは、言語によって異なります。", count: 6)
        var layout = CardLayout(width: 300, theme: SVGCheck.light, fonts: .system)
        let scene = layout.layout(MarkdownParser().parse(text))
        let lines = Dictionary(grouping: scene.runs, by: \.baseline).values.map {
            $0.map(\.text).joined()
        }
        #expect(lines.count >= 6)
        for line in lines {
            #expect(!line.hasPrefix("、") && !line.hasPrefix("。"), "\(line)")
        }
        #expect(lines.map(\.count).reduce(0, +) == text.count)
    }

    @Test func terminalCellsHoldWideCharactersAtTheirColumns() {
        let document = MarkdownParser().parse("ab漢字cd")
        let picture = TerminalPicture(columns: 40, theme: SVGCheck.dark, fonts: .system)
        let runs = picture.scene(document).runs
        let cell = picture.cell
        let start = try? #require(runs.first { $0.text.hasPrefix("ab") }).x
        let han = runs.first { $0.text == "字" }
        let tail = runs.first { $0.text.hasPrefix("cd") }
        #expect(han.map { abs($0.x - ((start ?? 0) + 4 * cell)) < 0.01 } == true)
        #expect(tail.map { abs($0.x - ((start ?? 0) + 6 * cell)) < 0.01 } == true)
    }

    @Test func tablesTooWideForTheirWordsBecomeRecords() {
        let header = "| " + (1...8).map { "Heading\($0)" }.joined(separator: " | ") + " |\n"
        let rule = "|" + String(repeating: "---|", count: 8) + "\n"
        let row = "| " + (1...8).map { "value\($0)" }.joined(separator: " | ") + " |\n"
        let document = MarkdownParser().parse(header + rule + row)
        var wide = CardLayout(width: 1400, theme: SVGCheck.light, fonts: .system)
        var narrow = CardLayout(width: 360, theme: SVGCheck.light, fonts: .system)
        let grid = wide.layout(document).runs
        let records = narrow.layout(document).runs
        #expect(Set(grid.map(\.baseline)).count == 2)
        #expect(Set(records.map(\.baseline)).count == 8)
        #expect(records.contains { $0.text == "Heading3" && $0.face == .bold })
        #expect(records.contains { $0.text.hasPrefix(": value3") })
    }

    @Test func pathsKeepCharactersDejaVuLacksAsText() {
        let svg = SVGRenderer(options: .init(width: 400, textMode: .paths, theme: SVGCheck.light))
            .render(MarkdownParser().parse("abc 漢字 e\u{301} 👍🏽 def"))
        let texts = svg.split(separator: "<text ").dropFirst().map {
            $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        }
        #expect(texts == ["漢字", "👍🏽"])
        #expect(SVGCheck.count("path", in: svg) == 1)
    }

    @Test func pathsFallBackToTextWithoutFontFiles() {
        let svg = SVGRenderer(
            options: .init(width: 400, textMode: .paths, theme: SVGCheck.light, fonts: .builtin)
        )
        .render(MarkdownParser().parse("Hello **world**"))
        #expect(svg.contains("<text"))
        #expect(svg.contains(">Hello </text>"))
    }

    @Test func titleDescriptionAndHeight() {
        let short = SVGRenderer(options: .init(width: 600, theme: SVGCheck.light)).render(
            MarkdownParser().parse("Hi"))
        let long = SVGRenderer(options: .init(width: 600, theme: SVGCheck.light))
            .render(MarkdownParser().parse("# Report\n\n" + String(repeating: "word ", count: 400)))
        #expect(short.contains("<title>Reply</title>") && short.contains("<desc>Hi</desc>"))
        #expect(long.contains("<title>Report</title>"))
        func height(_ svg: String) -> Double { Double(svg.split(separator: "\"")[5]) ?? 0 }
        #expect(height(long) > height(short) + 300)
    }
}
