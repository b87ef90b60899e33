import Highlight
import Testing

@Suite struct TokenKindTests {
    @Test(arguments: [
        ("keyword", ["keyword"]),
        ("keyword.control", ["keyword.control", "keyword"]),
        ("escape", ["escape", "string"]),
        ("regex", ["regex", "string"]),
        ("punctuation", ["punctuation", "operator"]),
        ("punctuation.interpolation", ["punctuation.interpolation", "punctuation", "operator"]),
        ("variable", ["variable", "plain"]),
        ("property.key.json", ["property.key.json", "property.key", "property", "plain"]),
        ("unheard.of", ["unheard.of", "unheard", "plain"]),
    ])
    func fallbackChains(name: String, chain: [String]) {
        let kind = TokenKind(name)
        #expect(kind.fallbackChain.map(\.rawValue) == chain)
        #expect(kind.coreKind.rawValue == chain.last)
        #expect(kind.coreKind.isCore)
    }

    @Test func sixteenCoreKindsAndFiveRefinements() {
        #expect(TokenKind.coreKinds.count == 16)
        #expect(Set(TokenKind.coreKinds).count == 16)
        #expect(TokenKind.refinements.count == 5)
        #expect(TokenKind.coreKinds.allSatisfy { $0.parent == nil })
    }

    @Test func equalityAndHashingFollowTheName() {
        #expect(TokenKind("keyword") == .keyword)
        #expect(TokenKind(rawValue: "string") == TokenKind.string)
        #expect(TokenKind("function.call") == .functionCall)
        #expect(Set([TokenKind("type"), .type, "type"]).count == 1)
        #expect(TokenKind("keyword.x") != .keyword)
        #expect(TokenKind("keyword").description == "keyword")
    }

    @Test func tokensEncodeAsKindAndText() throws {
        let token = Token(kind: .escape, text: "\\n")
        #expect(token.kind.rawValue == "escape")
        #expect(TokenKind(stringLiteral: "meta") == .meta)
    }

    @Test func literalByteSetsMatchTheirCharacters() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
        for byte in UInt8.min...UInt8.max {
            let scalar = Character(Unicode.Scalar(byte))
            #expect(ByteSet.digits.contains(byte) == ("0"..."9").contains(scalar))
            #expect(ByteSet.identifierStart.contains(byte) == (letters.contains(scalar) || byte >= 0x80))
            #expect(
                ByteSet.identifierBody.contains(byte)
                    == (ByteSet.identifierStart.contains(byte) || ByteSet.digits.contains(byte)))
            #expect(ByteSet.whitespace.contains(byte) == ByteSet(" \t\r\n\u{0B}\u{0C}").contains(byte))
            #expect(ByteSet.hexDigits.contains(byte) == ByteSet("0123456789abcdefABCDEF").contains(byte))
            #expect(ByteSet.operators.contains(byte) == ByteSet("+-*/%=<>!&|^~?:.@#").contains(byte))
            #expect(ByteSet.punctuation.contains(byte) == ByteSet("()[]{},;").contains(byte))
        }
    }
}

@Suite struct WordListTests {
    @Test func looksUpWordsByBytes() {
        let words = WordList([.keyword: "if else for in", .constant: "true false", .builtin: "print in"])
        #expect(words.kind(of: "if") == .keyword)
        #expect(words.kind(of: "false") == .constant)
        #expect(words.kind(of: "print") == .builtin)
        #expect(words.kind(of: "in") == .builtin)
        #expect(words.kind(of: "i") == nil)
        #expect(words.kind(of: "iff") == nil)
        #expect(words.kind(of: "") == nil)
        #expect(words.kind(of: String(repeating: "a", count: 40)) == nil)
    }

    @Test func manyWordsStayFindable() {
        let names = (0..<500).map { "word\($0)" }
        let words = WordList([.keyword: names.joined(separator: " ")])
        #expect(names.allSatisfy { words.kind(of: $0) == .keyword })
        #expect(words.kind(of: "word500") == nil)
    }
}
