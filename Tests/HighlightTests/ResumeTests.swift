import TestSupport
import Highlight
import Testing

/// Streaming resumes inside the unfinished last line (before the first step that looked at the
/// line end). Bytes arrive in chunks cut anywhere, also inside a character or a token; after
/// every chunk that ends on a character boundary the tokens must equal a one-shot highlight of
/// the text so far, and the tokens before `firstChangedToken` must be the ones of the step before.
@Suite struct ResumeTests {
    static let languages = Highlighter.languages.map(\.id)

    /// Tokens whose every split point is tried: numbers, triple quotes, comment and interpolation
    /// openers, raw strings, multi-byte characters, line ends.
    static let splitTexts = [
        "x = 0x1F + 1e-5 // c\n", "s = \"\"\"a\nb\"\"\" + 'é'\n", "/* 😀 */ y /= 2 /*x*/\n",
        "`a ${b + \"${c}\"} d`\n", "let t = \"v \\(x) \\u{1F600}\" // 日本\n",
        "f\"{a!r:>10}\" # é\r\n",
        "#\"raw \\#(x)\"# R\"d(x)d\" <<EOF\n$x\nEOF\n", "@decorator\ndef f(): pass\n",
        "<a href=\"x\">é</a>{-ok-}\n",
    ]

    @Test(arguments: languages)
    func bytesInRandomChunksEqualOneShot(language: String) {
        var generator = SeededGenerator(seed: 4242)
        for round in 0..<10 {
            let text = RandomText.make(&generator, pieces: 12 + round * 8)
            var cuts: [Int] = []
            var offset = 0
            while offset < text.utf8.count {
                offset = min(offset + Int(generator.next() % 9) + 1, text.utf8.count)
                cuts.append(offset)
            }
            #expect(Self.mismatch(text, cuts: cuts, language) == nil, "\(language)")
        }
    }

    @Test(arguments: [
        "python", "javascript", "c", "swift", "json", "bash", "go", "rust", "html", "markdown",
    ])
    func everySplitInsideTokensEqualsOneShot(language: String) {
        for text in Self.splitTexts {
            for cut in 0...text.utf8.count {
                #expect(
                    Self.mismatch(text, cuts: [cut, text.utf8.count], language) == nil,
                    "\(language) \(cut)")
            }
        }
    }

    @Test func firstChangedTokenMarksTheRedrawnTail() {
        var incremental = IncrementalHighlight(language: "python")
        incremental.append(utf8: Array("def f(x):\n    return x".utf8))
        let before = incremental.tokens
        let first = incremental.append(utf8: Array(" + 1\n".utf8))
        #expect(first > 0)
        #expect(Array(incremental.tokens[..<first]) == Array(before[..<first]))
        #expect(
            incremental.tokens
                == Highlighter.highlight("def f(x):\n    return x + 1\n", language: "python"))
    }

    @Test func characterCutByAChunkCompletesLater() {
        let bytes = Array("s = \"日本\"".utf8)
        var incremental = IncrementalHighlight(language: "python")
        incremental.append(utf8: bytes[..<7])
        #expect(incremental.tokens.map(\.text).joined().hasSuffix("\u{FFFD}"))
        incremental.append(utf8: bytes[7...])
        #expect(incremental.tokens == Highlighter.highlight("s = \"日本\"", language: "python"))
    }

    /// Appends `text`'s bytes up to each cut; the first failure described, or nil.
    static func mismatch(_ text: String, cuts: [Int], _ language: String) -> String? {
        let bytes = Array(text.utf8)
        var boundaries = Set<Int>()
        var offset = 0
        for scalar in text.unicodeScalars {
            boundaries.insert(offset)
            offset += String(scalar).utf8.count
        }
        boundaries.insert(offset)
        var incremental = IncrementalHighlight(language: language)
        var previous: [Token] = []
        var start = 0
        for cut in cuts where cut >= start {
            let first = incremental.append(utf8: bytes[start..<cut])
            start = cut
            let tokens = incremental.tokens
            if first > min(previous.count, tokens.count)
                || Array(tokens[..<first]) != Array(previous[..<first])
            {
                return "tokens before \(first) changed at \(cut) in \(text.debugDescription)"
            }
            previous = tokens
            guard boundaries.contains(cut) else { continue }
            let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
            if tokens != Highlighter.highlight(prefix, language: language) {
                return "differs from one-shot at \(cut) in \(text.debugDescription)"
            }
        }
        return nil
    }
}
