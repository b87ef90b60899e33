import MarkdownModel
import MarkdownParsing
@testable import Streaming
import Testing

/// A reply that ends with the definitions of its sources: while the tail holds only those,
/// the closed ones are set aside (TrailingDefinitions) and the tail is the last one, and what
/// shows is what a parse of the text so far shows.
@Suite struct TrailingDefinitionTests {
    static let texts = [
        "Report[^1] with[^2] claims[^3].\n\nMore[^2].\n\n[^1]: One.\n\n[^2]: Two\n    continued.\n\n[^3]: Three.\n",
        // Without blank lines; out of order; cited by nothing; defined twice (the first wins).
        "A[^a] B[^b] C[^c].\n\n[^a]: Ay.\n[^b]: Bee.\n[^c]: Cee.\n",
        "A[^a] B[^b].\n\n[^b]: Bee.\n[^z]: Zed, cited by nothing.\n[^a]: Ay.\n[^b]: Second bee, ignored.\n",
        // A definition that cites another, and a paragraph after the definitions, end the run.
        "A[^a].\n\n[^a]: See [^b].\n\n[^b]: Bee.\n",
        "A[^a] B[^b].\n\n[^a]: Ay.\n\n[^b]: Bee.\n\nThanks for reading[^a].\n",
        // Definitions carried from earlier text, used and not.
        "[^e]: Early.\n\nUse e[^e], a[^a].\n\nMore.\n\n[^a]: Ay.\n\n[^f]: Unused.\n",
        // Inline syntax being typed, lazy lines, labels in another case, a quote.
        "X[^1][^2].\n\n[^1]: *Journal* of\nlazy line\n\n[^2]: **Bold** end\n",
        "A[^Note].\n\n[^note]: Lower.\n\n[^NOTE]: Upper, ignored.\n",
        "A[^a].\n\n[^a]: Ay.\n\n> [^b]: Quoted.\n",
        // Sources cited again and again, defined in another order than cited: each definition
        // renumbers the references to those cited after it.
        (0..<14).map { "Paragraph \($0) cites[^s\(($0 * 5) % 7)] and[^s\(($0 * 3) % 7)].\n\n" }.joined()
            + (0..<7).map { "[^s\($0)]: Source \($0).\n" }.joined(),
    ]

    @Test(arguments: texts)
    func definitionsShowAsAParseOfTheTextSoFarShowsThem(text: String) {
        for size in [1, 3, 8] {
            FastPathTests.expectSameAtEveryStep(Array(text.utf8), sizes: [size], name: text)
        }
        EarlierDefinitionTests.expectRevisedWhileStreaming(text, sizes: [1, 5, 64])
    }

    /// The tail of a report citing 60 sources, once it reaches their definitions, is the one
    /// being typed: its cost does not grow with the sources before it.
    @Test func theTailIsTheDefinitionBeingTyped() {
        let body = (1...60).map { "Claim \($0) rests on a source[^s\($0)].\n\n" }.joined()
        let definitions = (1...60).map { "[^s\($0)]: Source \($0), *Journal of Things*, https://example.com/\($0).\n" }
        var parser = StreamingParser()
        _ = parser.append(body)
        var longest = 0
        for definition in definitions {
            for chunk in definition.utf8.chunked(into: 8) {
                _ = parser.append(utf8: chunk)
                longest = max(longest, parser.tailLength)
            }
        }
        #expect(longest < 200, "\(longest) bytes")
        let expected = MarkdownParser().parse(body + definitions.joined())
        #expect(parser.document == expected)
    }
}

extension String.UTF8View {
    /// The bytes in pieces of `size`.
    func chunked(into size: Int) -> [[UInt8]] {
        let bytes = Array(self)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<Swift.min($0 + size, bytes.count)]) }
    }
}
