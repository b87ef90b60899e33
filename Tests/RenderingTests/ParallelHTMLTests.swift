import FoundationEssentials
import MarkdownModel
import MarkdownParsing
@testable import Rendering
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A long document rendered on several threads gives exactly the bytes of one pass.
@Suite struct ParallelHTMLTests {
    @Test func threadsWriteTheSameBytesAsOnePass() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
        var text = ""
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        var round = 0
        while MarkdownParser().parse(text).blocks.count < 2 * ParallelHTML.threshold {
            for name in names { text += String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self) + "\n\n" }
            text += "A note[^n\(round)].\n\n[^n\(round)]: The note, round \(round).\n\n"
            round += 1
        }
        let document = MarkdownParser().parse(text)
        #expect(ParallelHTML.runs(of: document.blocks) != nil || sysconf(Int32(_SC_NPROCESSORS_ONLN)) == 1)
        for flavor in [HTMLRenderer.Flavor.compatible, .enhanced] {
            let renderer = HTMLRenderer(options: HTMLRenderer.Options(flavor: flavor))
            #expect(renderer.renderBytes(document) == renderer.renderBytes(document.blocks[...]))
        }
    }
}
