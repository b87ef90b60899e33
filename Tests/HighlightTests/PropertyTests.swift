import TestSupport
import Highlight
import Testing

@Suite struct PropertyTests {
    static let languages = Highlighter.languages.map(\.id) + ["no-such-language"]

    @Test(arguments: languages)
    func tokensConcatenateToInput(language: String) {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<60 {
            let text = RandomText.make(&generator, pieces: 5 + round * 3)
            let tokens = Highlighter.highlight(text, language: language)
            #expect(tokens.map(\.text).joined() == text, "\(language): \(text.debugDescription)")
            #expect(Array(tokens.map(\.text).joined().utf8) == Array(text.utf8))
            #expect(!tokens.contains { $0.text.isEmpty })
            for (left, right) in zip(tokens, tokens.dropFirst()) { #expect(left.kind != right.kind) }
        }
    }

    @Test(arguments: languages, [1, 7, 0])
    func appendInChunksEqualsOneShot(language: String, chunkSize: Int) {
        var generator = SeededGenerator(seed: UInt64(31 + chunkSize))
        for round in 0..<12 {
            let text = RandomText.make(&generator, pieces: 10 + round * 6)
            var incremental = IncrementalHighlight(language: language)
            var last: [Token] = []
            for chunk in RandomText.chunks(text, size: chunkSize, &generator) { last = incremental.append(chunk) }
            #expect(last == Highlighter.highlight(text, language: language), "\(language): \(text.debugDescription)")
        }
    }

    @Test(arguments: languages)
    func updateWithEditsEqualsOneShot(language: String) {
        var generator = SeededGenerator(seed: 99)
        var incremental = IncrementalHighlight(language: language)
        var text = ""
        for _ in 0..<40 {
            let keep =
                text.unicodeScalars.count == 0 ? 0 : Int(generator.next() % UInt64(text.unicodeScalars.count + 1))
            var scalars = String.UnicodeScalarView(text.unicodeScalars.prefix(keep))
            scalars.append(contentsOf: RandomText.make(&generator, pieces: 8).unicodeScalars)
            text = String(scalars)
            #expect(incremental.update(to: text) == Highlighter.highlight(text, language: language))
        }
    }

    @Test func emptyInputHasNoTokens() {
        #expect(Highlighter.highlight("", language: "python").isEmpty)
        var incremental = IncrementalHighlight(language: "swift")
        #expect(incremental.update(to: "").isEmpty)
    }

    @Test func unknownLanguageIsOnePlainToken() {
        let code = "line one\nline two\r\n"
        #expect(Highlighter.highlight(code, language: "klingon") == [Token(kind: .plain, text: code)])
        #expect(Highlighter.highlight(code, language: nil) == [Token(kind: .plain, text: code)])
    }

    /// For renderers that keep a streamed block's tokens, plain text comes in pieces, a line
    /// or 256 bytes of a longer one (one token for the whole text was made again whole on
    /// every chunk), streamed or not; known languages are highlighted as ever.
    @Test(arguments: [nil, "klingon", "text"], [1, 7, 64])
    func plainTextKeepsItsPieces(language: String?, chunkSize: Int) {
        var generator = SeededGenerator(seed: UInt64(5 + chunkSize))
        let long = (0..<120).map { "w\($0) é" }.joined(separator: " ")
        let text = (0..<40).map { "line \($0) " + String(repeating: "é words ", count: $0 % 5) + ($0 % 9 == 4 ? long : "") }
            .joined(separator: "\n") + "\r\nend"
        var incremental = IncrementalHighlight(keepingPiecesOf: language)
        var streamed: [Token] = []
        for chunk in RandomText.chunks(text, size: chunkSize, &generator) { streamed = incremental.append(chunk) }
        var whole = IncrementalHighlight(keepingPiecesOf: language)
        #expect(streamed == whole.update(to: text))
        #expect(streamed.map(\.text).joined() == text)
        #expect(streamed.allSatisfy { $0.kind == .plain && $0.text.utf8.count <= 260 })
        // A token ends where its line does, and only a piece of a long line ends elsewhere.
        #expect(streamed.allSatisfy { !$0.text.utf8.dropLast().contains(0x0A) })
        #expect(streamed.dropLast().allSatisfy { $0.text.utf8.last == 0x0A || $0.text.utf8.count >= 256 })
        #expect(streamed.count == 41 + 4 * 3)   // 41 lines; the 4 long ones (about 900 bytes) in 4 pieces
        var python = IncrementalHighlight(keepingPiecesOf: "python")
        #expect(python.update(to: "x = 1\ny = 2\n") == Highlighter.highlight("x = 1\ny = 2\n", language: "python"))
    }

    @Test func openStringStaysOpenWhileStreaming() {
        var incremental = IncrementalHighlight(language: "python")
        let partial = incremental.append("x = \"\"\"abc\ndef")
        #expect(partial.last == Token(kind: .string, text: "\"\"\"abc\ndef"))
        let done = incremental.append("\"\"\" + 1")
        #expect(done.contains(Token(kind: .string, text: "\"\"\"abc\ndef\"\"\"")))
        #expect(done.last == Token(kind: .number, text: "1"))
    }
}
