@testable import Rendering
import Testing
import TestSupport

/// The picture's description collapses white space on bytes for ASCII text; it must agree
/// with splitting on `Character.isWhitespace`, which other text still uses.
@Suite struct DocumentTextTests {
    static func reference(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    @Test func asciiCollapsesAsCharactersDo() {
        var generator = SeededGenerator(seed: 5)
        let alphabet: [UInt8] = Array("ab \t\n\r\u{0B}\u{0C}\u{1C}\u{1F}\u{7F}.".utf8)
        for _ in 0..<2000 {
            let length = Int(generator.next() % 24)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(DocumentText.collapsingWhitespace(text) == Self.reference(text), "\(bytes)")
        }
    }

    @Test func otherTextUsesUnicodeWhiteSpace() {
        let text = "\u{00A0}tête\u{2003}à\u{3000}tête\r\n"
        #expect(DocumentText.collapsingWhitespace(text) == Self.reference(text))
        #expect(DocumentText.collapsingWhitespace(text) == "tête à tête")
    }
}
