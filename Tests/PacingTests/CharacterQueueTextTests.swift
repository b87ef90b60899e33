import TestSupport
import Testing

@testable import Pacing

/// Whole clusters only, and clean re-syncs when the text is replaced.
@Suite struct CharacterQueueTextTests {
    static let pieces = [
        "👨‍👩‍👧", "🇫🇷", "🇯🇵", "e\u{301}", "é", "👍🏽", "한", "\u{1100}\u{1161}\u{11A8}", "漢字",
        "a", "b", " ", "\r\n", "\n", "**", "`", "🏳️‍🌈", "ॐ", "क्षि",
    ]

    /// A random text of clusters, and its scalars cut into random deltas (clusters split too).
    static func randomDeltas(seed: UInt64) -> (String, [String]) {
        var generator = SeededGenerator(seed: seed)
        var text = ""
        for _ in 0..<200 { text += pieces.randomElement(using: &generator) ?? "" }
        var deltas: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            if Int.random(in: 0..<4, using: &generator) == 0 {
                deltas.append(current)
                current = ""
            }
        }
        deltas.append(current)
        return (text, deltas)
    }

    /// Whether `shown` ends on a character boundary of `final` and matches it there.
    static func isWholeClusterPrefix(_ shown: Substring, of final: String) -> Bool {
        let prefix = final.prefix(shown.count)
        return prefix.utf8.elementsEqual(shown.utf8)
    }

    /// Seeds, and how many 5 ms ticks pass between deltas (1: a backlog builds; 10: it drains).
    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64], [1, 10])
    func neverShowsASplitCluster(seed: UInt64, ticksBetweenDeltas: Int) {
        let (text, deltas) = Self.randomDeltas(seed: seed)
        var queue = CharacterQueue()
        var appended = CharacterQueue()
        var now = 0.0
        var soFar = ""
        for delta in deltas {
            soFar += delta
            queue.setTarget(soFar, isGenerating: true, now: now)
            appended.append(delta, now: now)
            for _ in 0..<ticksBetweenDeltas {
                now += 0.005
                _ = queue.tick(now: now)
                _ = appended.tick(now: now)
                #expect(Self.isWholeClusterPrefix(queue.shown, of: text))
                #expect(queue.shown == appended.shown)
            }
        }
        queue.setTarget(text, isGenerating: false, now: now)
        CharacterQueueTests.run(&queue, from: now, to: now + 0.3, step: 0.005) { queue, _, _ in
            #expect(Self.isWholeClusterPrefix(queue.shown, of: text))
        }
        #expect(queue.shown == text[...])
    }

    @Test func aCombiningMarkJoinsTheShownCharacter() {
        var queue = CharacterQueue()
        queue.append("cafe", now: 0)
        CharacterQueueTests.run(&queue, from: 0, to: 0.3, step: 0.01)
        #expect(queue.shown == "cafe")
        queue.append("\u{301} au lait", now: 0.3)
        #expect(queue.shown == "caf\u{E9}")
        #expect(queue.shownUTF8Count == 6)
        let release = queue.tick(now: 0.31)
        #expect(!release.isReplacement)
    }

    @Test func replacedTextResyncsOnTheCommonPrefix() {
        var queue = CharacterQueue()
        let first = "Hello world, this is the first answer."
        queue.setTarget(first, isGenerating: true, now: 0)
        CharacterQueueTests.run(&queue, from: 0, to: 0.5, step: 0.01)
        #expect(queue.shown.count >= first.count - 1)
        let second = "Hello there, here is a regenerated answer with more words in it."
        queue.setTarget(second, isGenerating: true, now: 0.5)
        #expect(queue.shown == "Hello ")
        var sawReplacement = false
        CharacterQueueTests.run(&queue, from: 0.5, to: 1.2, step: 0.01) { queue, release, _ in
            sawReplacement = sawReplacement || release.isReplacement
            #expect(second.hasPrefix(queue.shown))
        }
        #expect(sawReplacement)
        queue.setTarget(second, isGenerating: false, now: 1.2)
        _ = queue.tick(now: 1.5)
        #expect(queue.shown == second[...])
    }

    @Test func replacedTextShowsAtOnceWhenNotGenerating() {
        var queue = CharacterQueue()
        queue.setTarget("Original stored reply.", isGenerating: false, now: 0)
        queue.setTarget("Edited stored reply, longer now.", isGenerating: false, now: 1)
        #expect(queue.shown == "Edited stored reply, longer now.")
        let release = queue.tick(now: 1.01)
        #expect(release.isReplacement && release.revealedCount == 0)
        #expect(!queue.tick(now: 1.02).isReplacement)
    }

    @Test func aChangedTailThatKeepsTheShownTextIsNoReplacement() {
        var queue = CharacterQueue(interval: 0.005, maxLag: 10)
        queue.setTarget("The answer is forty", isGenerating: true, now: 0)
        CharacterQueueTests.run(&queue, from: 0, to: 0.03, step: 0.01)
        #expect(queue.shown == "The an")
        queue.setTarget("The answer is 42.", isGenerating: true, now: 0.03)
        let release = queue.tick(now: 0.04)
        #expect(!release.isReplacement)
        #expect(queue.backlog == 17 - queue.shown.count)
    }
}
