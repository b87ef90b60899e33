import FoundationEssentials
import MarkdownModel
@testable import MarkdownParsing
import Testing

/// A long text converted on several threads gives exactly the document one thread builds.
@Suite struct ParallelConversionTests {
    /// Every sample reply, repeated past the threshold, with footnotes and late definitions.
    static func longText() throws -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
        var text: [UInt8] = []
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        while text.count < 3 * ParallelConversion.threshold {
            for name in names {
                text += Array(try Data(contentsOf: folder.appendingPathComponent(name))) + Array("\n\n".utf8)
            }
            text += Array("A note[^n\(text.count)] and a [late link][late].\n\n[^n\(text.count)]: The note.\n\n".utf8)
        }
        return text + Array("[late]: https://example.com/late\n".utf8)
    }

    @Test func threadsBuildTheSameDocumentAsOne() throws {
        let text = try Self.longText()
        let (parallel, single) = text.withUnsafeBufferPointer {
            (MarkdownParser().parse(utf8: $0), MarkdownParser(allowsThreads: false).parse(utf8: $0))
        }
        #expect(parallel.blocks.count == single.blocks.count)
        #expect(parallel == single)
    }
}
