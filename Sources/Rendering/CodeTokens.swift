// The frames of a streaming reply render its open code block again and again, a few bytes
// longer each time. `CodeTokens` keeps the block's tokens between frames (IncrementalHighlight
// lexes only from its last checkpoint) and says how much of the text shows exactly as it did,
// so a renderer's memo of what it made (HTMLCodeMemo, CodePanelMemo) can keep that part and
// make only the rest: a frame then costs the new tokens and a copy, not a highlight and a
// layout of the whole block.
import Highlight

/// The tokens of a code block that changes between frames, and where each ends.
struct CodeTokens: Sendable {
    /// What a new text changed.
    struct Change {
        /// The first token that is not exactly as before (`tokens.count` when none is).
        var first: Int
        /// Every byte before this offset is the same and has the same token kind as before.
        var stable: Int
        /// When token `first` kept its start and kind and its bytes up to `stable` (a comment,
        /// a string or plain text that grew; the line feed cmark ends code with moved on):
        /// its old bytes after `stable`, at most `Change.droppedLimit` of them.
        var dropped: [UInt8]?
        /// How many bytes the text begins with in common with the one before.
        var shared: Int

        static let droppedLimit = 64
    }

    /// Code shorter than this is rendered afresh in HTML: a memo would cost more than it saves.
    /// (A terminal panel is memoized however short: see `ANSIRenderer.panel`.)
    static let minimumLength = 256

    let language: String?
    private var highlight: IncrementalHighlight
    /// The UTF-8 end offset and the kind of each token (kept apart from the tokens, which
    /// the highlighter replaces).
    private(set) var ends: [Int] = []
    private var kinds: [TokenKind] = []

    /// How many bytes `code` surely begins with in common with `old`, code the caller vouches
    /// grew from it (`StreamUpdate.grewCode`: all of `old` but the line feed cmark ends code
    /// with begins `code`): only the last bytes before that feed are compared
    /// (`FrameEnding.checkedBytes` at most), not the settled lines nor a last line that may be
    /// 100 KB of minified JSON. Nil when those differ. What the memos of both renderers take a
    /// grown block's frame on.
    static func grownPrefix(of code: UnsafeBufferPointer<UInt8>, from old: UnsafeBufferPointer<UInt8>) -> Int? {
        let kept = max(0, old.count - 1)
        let from = max(0, kept - FrameEnding.checkedBytes)
        // NB: what the caller vouches for, checked whole in debug builds (the tests).
        assert(kept > code.count || CommonPrefix.length(UnsafeBufferPointer(rebasing: old[..<kept]), code) == kept)
        guard kept <= code.count, CommonPrefix.length(UnsafeBufferPointer(rebasing: old[from..<kept]),
                                                      UnsafeBufferPointer(rebasing: code[from...])) == kept - from else { return nil }
        return kept
    }

    init(language: String?) {
        self.language = language
        // NB: plain text in pieces (a line, 256 bytes of a longer one): the memos keep those
        // that did not change.
        highlight = IncrementalHighlight(keepingPiecesOf: language)
    }

    var tokens: [Token] { highlight.tokens }
    /// The text as last given.
    var utf8: [UInt8] { highlight.utf8 }

    /// Where token `index` starts.
    func start(of index: Int) -> Int {
        index == 0 ? 0 : ends[index - 1]
    }

    /// The index of the token holding byte `offset` (`tokens.count` past the end).
    func token(at offset: Int) -> Int {
        var low = 0
        var high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Takes the block's text now.
    /// `sharedPrefix`, when the caller knows it, is how many bytes `text` begins with in
    /// common with the text last given.
    mutating func update(_ text: UnsafeBufferPointer<UInt8>, sharedPrefix: Int? = nil) -> Change {
        let oldCount = ends.count
        // The old bytes a token that goes on growing loses (seen before the highlighter
        // replaces them).
        let kept = sharedPrefix ?? highlight.utf8.withUnsafeBufferPointer { CommonPrefix.length($0, text) }
        let growing = kept > 0 ? token(at: kept - 1) : oldCount
        var dropped: [UInt8]?
        if growing < oldCount, ends[growing] - kept <= Change.droppedLimit {
            dropped = Array(highlight.utf8[kept..<ends[growing]])
        }
        let first = highlight.update(utf8: text, sharedPrefix: kept, lastFeedIsProvisional: true)
        let tokens = highlight.tokens
        var change = Change(first: first, stable: min(start(of: first), kept), shared: kept)
        if first == tokens.count, first == oldCount {
            change.stable = text.count
        } else if first == growing, first < oldCount, first < tokens.count, kinds[first] == tokens[first].kind {
            let newEnd = start(of: first) + tokens[first].text.utf8.count
            change.stable = min(ends[first], newEnd, kept)
            if newEnd >= kept { change.dropped = dropped }
        }
        ends.removeSubrange(min(first, ends.count)...)
        kinds.removeSubrange(min(first, kinds.count)...)
        var end = start(of: first)
        for token in tokens[first...] {
            end += token.text.utf8.count
            ends.append(end)
            kinds.append(token.kind)
        }
        return change
    }
}
