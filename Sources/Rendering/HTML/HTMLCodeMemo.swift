// The highlighted HTML of the long code block the last live frame showed (see CodeTokens.swift):
// a frame keeps the HTML of the tokens that did not change, and of a token that only grew
// (a comment, a string, plain text) the part already escaped, and writes the rest.
import Highlight

/// What the HTML renderer made of the last long code block of a series of frames.
struct HTMLCodeMemo: Sendable {
    var tokens: CodeTokens
    /// The highlighted HTML of every token.
    private(set) var output: [UInt8] = []
    /// Per token: where its escaped text ends in `output` (before a closing tag), and where
    /// its HTML ends.
    private var textEnds: [Int] = []
    private var htmlEnds: [Int] = []

    init(language: String?) {
        tokens = CodeTokens(language: language)
    }

    /// The highlighted HTML of `code`, made from what the last one left.
    mutating func html(of code: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        update(code, sharedPrefix: nil)
        return output
    }

    /// `update(_:sharedPrefix:)` for code the caller vouches is the code last given with bytes
    /// added at its end (`CodeTokens.grownPrefix`). Nil, with the memo as it was, when the
    /// bytes compared differ.
    mutating func grow(to code: UnsafeBufferPointer<UInt8>) -> Int? {
        let shared: Int? = tokens.utf8.withUnsafeBufferPointer { old in
            CodeTokens.grownPrefix(of: code, from: old).map { kept in
                kept + CommonPrefix.length(UnsafeBufferPointer(rebasing: old[kept...]), UnsafeBufferPointer(rebasing: code[kept...]))
            }
        }
        guard let shared else { return nil }
        return update(code, sharedPrefix: shared)
    }

    /// Takes `code` (`sharedPrefix`: how many bytes it begins with in common with the code
    /// last given, when the caller knows) and makes `output` its HTML; returns how many bytes
    /// at the start of `output` are as they were.
    @discardableResult
    private mutating func update(_ code: UnsafeBufferPointer<UInt8>, sharedPrefix: Int?) -> Int {
        let change = tokens.update(code, sharedPrefix: sharedPrefix)
        var first = change.first
        var writer = HTMLWriter(bytes: output)
        output = []   // NB: so the writer's copy is not shared while it grows
        let kept: Int
        if let dropped = change.dropped {
            // The token's old text is escaped already: its closing tag and the bytes it lost
            // go, its new bytes come.
            kept = textEnds[first] - dropped.withUnsafeBufferPointer(HTMLWriter.escapedLength)
            writer.truncate(to: kept)
            textEnds.removeSubrange(first...)
            htmlEnds.removeSubrange(first...)
            tokens.utf8.withUnsafeBufferPointer {
                writer.escapeText(UnsafeBufferPointer(rebasing: $0[change.stable..<tokens.ends[first]]))
            }
            textEnds.append(writer.bytes.count)
            writer.close(tokens.tokens[first].kind)
            htmlEnds.append(writer.bytes.count)
            first += 1
        } else {
            kept = first == 0 ? 0 : htmlEnds[first - 1]
            writer.truncate(to: kept)
            textEnds.removeSubrange(min(first, textEnds.count)...)
            htmlEnds.removeSubrange(min(first, htmlEnds.count)...)
        }
        for token in tokens.tokens[first...] {
            writer.open(token.kind)
            writer.text(token.text)
            textEnds.append(writer.bytes.count)
            writer.close(token.kind)
            htmlEnds.append(writer.bytes.count)
        }
        output = writer.bytes
        return kept
    }
}

extension HTMLWriter {
    /// The opening tag of a token of `kind` (none for plain text): every step of the fallback
    /// chain is a class (`tok-function-call tok-function`), so a theme that styles only core
    /// kinds still colours refinements. The page's theme CSS gives the classes their colours.
    mutating func open(_ kind: TokenKind) {
        guard kind != .plain else { return }
        raw("<span class=\"")
        for (index, step) in kind.fallbackChain.enumerated() where step != .plain {
            if index > 0 { byte(UInt8(ascii: " ")) }
            raw("tok-")
            verbatim(step.rawValue.cssIdentifier())
        }
        raw("\">")
    }

    /// The closing tag of a token of `kind` (none for plain text).
    mutating func close(_ kind: TokenKind) {
        if kind != .plain { raw("</span>") }
    }
}
