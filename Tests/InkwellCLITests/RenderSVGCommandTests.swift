import FoundationEssentials
import Testing

@testable import InkwellCLI

/// `inkwell render --to svg`: one picture a reply, its width, styles, text modes and files.
@Suite struct RenderSVGCommandTests {
    private func width(_ svg: String) -> String {
        String(svg.split(separator: "\"")[3])
    }

    @Test func cardIsEightHundredPixelsWideByDefault() {
        let console = BufferConsole(input: "# Hello\n\nA *card*.\n")
        #expect(console.run("render", "--to", "svg") == 0)
        let svg = console.outputText
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(width(svg) == "800")
        #expect(svg.contains("<title>Hello</title>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func widthStyleTextModeAndTheme() {
        let card = BufferConsole(input: "Hi")
        #expect(card.run("render", "--to", "svg", "--width", "500", "--theme", "dark") == 0)
        #expect(width(card.outputText) == "500")
        #expect(card.outputText.contains("fill=\"#0d1117\""))
        let terminal = BufferConsole(input: "Hi")
        #expect(
            terminal.run("render", "--to", "svg", "--svg-style", "terminal", "--width", "40") == 0)
        #expect(terminal.outputText.contains("#ff5f57"))
        #expect(Double(width(terminal.outputText)) ?? 0 > 40 * 8)
        let paths = BufferConsole(input: "Hi")
        #expect(paths.run("render", "--to", "svg", "--svg-text", "paths") == 0)
        #expect(!paths.outputText.contains("<text"))
        #expect(paths.outputText.contains("<path d=\"M"))
    }

    @Test func outDirWritesSVGFiles() throws {
        let scratch = try ScratchDirectory("inkwell-svg")
        let base = scratch.path
        try FileManager.default.createDirectory(
            atPath: base + "/in", withIntermediateDirectories: true)
        try Data("# One\n".utf8).write(to: URL(fileURLWithPath: base + "/in/one.md"))
        let console = BufferConsole()
        #expect(console.run("render", "--to", "svg", base + "/in", "--out-dir", base + "/out") == 0)
        let written = String(
            decoding: try Data(contentsOf: URL(fileURLWithPath: base + "/out/one.svg")),
            as: UTF8.self)
        #expect(written.contains("<title>One</title>"))
    }
}
