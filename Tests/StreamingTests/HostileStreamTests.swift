import TestSupport
import MarkdownModel
import MarkdownParsing
import Streaming
import Testing

/// Random bytes heavy in markdown syntax, split anywhere (inside characters too), never trap
/// and always end equal to a one-shot parse. (Found a crash in healing when first written.)
@Suite struct HostileStreamTests {
    @Test(arguments: [7, 99, 2026])
    func randomSyntaxSoupNeverTraps(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("ab *_~`[]()!<>&#|-=+:.\\\n\n  \t>12)x|".utf8) + [0xE6, 0xBC, 0xA2, 0xF0, 0x9F, 0x98, 0x80, 0x00, 0x0D]
        for _ in 0..<600 {
            let bytes = (0..<Int.random(in: 1...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            var parser = StreamingParser()
            var start = 0
            while start < bytes.count {
                let size = Int.random(in: 1...9, using: &generator)
                _ = parser.append(utf8: Array(bytes[start..<min(start + size, bytes.count)]))
                start += size
            }
            _ = parser.finish()
            let oneShot = bytes.withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
            guard parser.document == oneShot else {
                Issue.record("differs from one-shot: \(bytes)")
                return
            }
        }
    }
}
