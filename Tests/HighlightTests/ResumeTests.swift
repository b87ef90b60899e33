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

    /// With `endingWithFeed`, as a streamed code block's text: it always ends with cmark's
    /// line feed and grows before it, the record skips that feed, and the tokens must still be
    /// those of the whole text.
    @Test(arguments: languages, [false, true])
    func bytesInRandomChunksEqualOneShot(language: String, endingWithFeed: Bool) {
        var generator = SeededGenerator(seed: endingWithFeed ? 77 : 4242)
        for round in 0..<10 {
            let text = RandomText.make(&generator, pieces: 12 + round * 8)
            var cuts: [Int] = []
            var offset = 0
            while offset < text.utf8.count {
                offset = min(offset + Int(generator.next() % 9) + 1, text.utf8.count)
                cuts.append(offset)
            }
            #expect(Self.mismatch(text, cuts: cuts, language, endingWithFeed: endingWithFeed) == nil, "\(language)")
        }
    }

    @Test(arguments: [
        "python", "javascript", "c", "swift", "json", "bash", "go", "rust", "html", "markdown",
    ], [false, true])
    func everySplitInsideTokensEqualsOneShot(language: String, endingWithFeed: Bool) {
        for text in Self.splitTexts {
            for cut in 0...text.utf8.count {
                #expect(
                    Self.mismatch(text, cuts: [cut, text.utf8.count], language, endingWithFeed: endingWithFeed) == nil,
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

    /// Texts given whole, now with a provisional feed and now without, edited in the middle,
    /// cut back and appended to: every kind of step after every other.
    @Test func provisionalFeedsMixWithEditsAndAppends() {
        let steps: [(text: String, provisional: Bool)] = [
            ("let a = \"x\n", true), ("let a = \"xy\n", true), ("let a = \"xy\"\n", false),
            ("let a = \"xy\" // c\n", true), ("let b = \"xy\" // c\n", true), ("let b\n", true),
            ("let b\n\n", true), ("let b\n\nfoo\n", true), ("let b\n\nfoo", true), ("let b\n\nfoo\n", true),
            ("\n", true), ("", true), ("/* a\n", true), ("/* a\nb */\n", true),
        ]
        var incremental = IncrementalHighlight(language: "javascript")
        var previous: [Token] = []
        for step in steps {
            var text = step.text
            let first = text.withUTF8 {
                incremental.update(
                    utf8: $0, sharedPrefix: Self.shared(incremental.utf8, Array($0)),
                    lastFeedIsProvisional: step.provisional)
            }
            #expect(incremental.tokens == Highlighter.highlight(step.text, language: "javascript"), "\(step.text.debugDescription)")
            #expect(Array(incremental.tokens.prefix(first)) == Array(previous.prefix(first)), "\(step.text.debugDescription)")
            #expect(incremental.utf8 == Array(step.text.utf8))
            previous = incremental.tokens
        }
        incremental.append(utf8: Array("x".utf8))
        #expect(incremental.tokens == Highlighter.highlight("/* a\nb */\nx", language: "javascript"))
    }

    static func shared(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).prefix(while: { $0 == $1 }).count
    }

    /// Appends `text`'s bytes up to each cut; the first failure described, or nil. With
    /// `endingWithFeed`, each text so far is given whole with a line feed after it, as cmark
    /// gives an open code block.
    static func mismatch(_ text: String, cuts: [Int], _ language: String, endingWithFeed: Bool = false) -> String? {
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
            let first: Int
            if endingWithFeed {
                let given = Array(bytes[..<cut]) + [0x0A]
                first = given.withUnsafeBufferPointer {
                    incremental.update(
                        utf8: $0, sharedPrefix: Self.shared(incremental.utf8, Array($0)),
                        lastFeedIsProvisional: true)
                }
            } else {
                first = incremental.append(utf8: bytes[start..<cut])
            }
            start = cut
            let tokens = incremental.tokens
            if first > min(previous.count, tokens.count)
                || Array(tokens[..<first]) != Array(previous[..<first])
            {
                return "tokens before \(first) changed at \(cut) in \(text.debugDescription)"
            }
            previous = tokens
            guard boundaries.contains(cut) else { continue }
            let prefix = String(decoding: bytes[..<cut], as: UTF8.self) + (endingWithFeed ? "\n" : "")
            if tokens != Highlighter.highlight(prefix, language: language) {
                return "differs from one-shot at \(cut) in \(text.debugDescription)"
            }
        }
        return nil
    }
}
