import TestSupport
import Highlight

/// Streaming checks with a language's own random pieces (constructs `RandomText.pieces` lacks):
/// appending 1-scalar chunks must give exactly the one-shot tokens, and texts must concatenate.
enum PieceStreaming {
    /// Failures as readable descriptions; empty when every round matched.
    static func mismatches(_ language: String, pieces: [String], rounds: Int = 40) -> [String] {
        var generator = SeededGenerator(seed: 2024)
        var failures: [String] = []
        let all = pieces + RandomText.pieces
        for round in 0..<rounds {
            var text = ""
            for _ in 0..<(8 + round * 2) { text += all[Int(generator.next() % UInt64(all.count))] }
            let oneShot = Highlighter.highlight(text, language: language)
            var incremental = IncrementalHighlight(language: language)
            var last: [Token] = []
            for scalar in text.unicodeScalars { last = incremental.append(String(scalar)) }
            if last != oneShot || oneShot.map(\.text).joined() != text { failures.append(text.debugDescription) }
        }
        return failures
    }
}
