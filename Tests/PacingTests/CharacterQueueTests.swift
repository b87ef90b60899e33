import Testing

@testable import Pacing

/// Deterministic timelines: the clock is a number the test advances.
@Suite struct CharacterQueueTests {
    /// Ticks from `start` to `end` every `step` seconds, calling `check` after each tick.
    static func run(
        _ queue: inout CharacterQueue, from start: Double, to end: Double, step: Double,
        check: (CharacterQueue, CharacterQueue.Release, Double) -> Void = { _, _, _ in }
    ) {
        var now = start
        while now < end - 1e-12 {
            now = min(end, now + step)
            let release = queue.tick(now: now)
            check(queue, release, now)
        }
    }

    @Test func typesAtTheNominalRateWhenTheLagAllowsIt() {
        var queue = CharacterQueue(interval: 0.005, maxLag: 10)
        let text = String(repeating: "abcdefghij", count: 10)
        queue.setTarget(text, isGenerating: true, now: 0)
        queue.setTarget(text, isGenerating: false, now: 0)
        Self.run(&queue, from: 0, to: 0.25, step: 0.001)
        #expect((49...50).contains(queue.shown.count))
        Self.run(&queue, from: 0.25, to: 0.49, step: 0.001)
        #expect(queue.shown.count < 100)
        Self.run(&queue, from: 0.49, to: 0.501, step: 0.001)
        #expect(queue.shown == text[...])
        #expect(queue.isIdle && queue.isFinished)
    }

    /// No interval (`--instant`): each tick shows what arrived, but for the last character,
    /// which may still grow into a larger cluster while the agent writes.
    @Test func noIntervalShowsTextAsItArrives() {
        var queue = CharacterQueue(interval: 0)
        queue.setTarget("Hello, wor", isGenerating: true, now: 0)
        _ = queue.tick(now: 0.001)
        #expect(queue.shown == "Hello, wo")
        queue.setTarget("Hello, world.", isGenerating: true, now: 0.002)
        _ = queue.tick(now: 0.003)
        #expect(queue.shown == "Hello, world")
        queue.setTarget("Hello, world.", isGenerating: false, now: 0.004)
        _ = queue.tick(now: 0.005)
        #expect(queue.shown == "Hello, world.")
    }

    @Test func aBurstCatchesUpWithinMaxLagAsASteadyStream() {
        var queue = CharacterQueue()
        let text = String(repeating: "x", count: 10_000)
        queue.setTarget(text, isGenerating: true, now: 0)
        let tick = 1.0 / 60
        var largest = 0
        var now = 0.0
        while now < 0.25 + tick {
            now += tick
            let release = queue.tick(now: now)
            largest = max(largest, release.revealedCount)
            #expect(queue.lag(now: now) <= 0.25 + tick)
        }
        // the last character is held while generating, until it has waited maxLag
        #expect(queue.shown.count == 10_000)
        // spread over the ramp: no tick shows more than its share of the 250 ms window
        #expect(largest <= Int(10_000 * tick / 0.25) + 2)
    }

    @Test func aFastSteadyStreamNeverLagsMoreThanMaxLag() {
        var queue = CharacterQueue()
        var text = ""
        var now = 0.0
        var worst = 0.0
        for index in 0..<120 {
            text += String(repeating: "w", count: 40 + index % 17)
            queue.setTarget(text, isGenerating: true, now: now)
            for _ in 0..<2 {
                now += 0.01
                _ = queue.tick(now: now)
                worst = max(worst, queue.lag(now: now))
            }
        }
        #expect(worst <= 0.25 + 0.01)
        #expect(queue.backlog > 0)
        queue.setTarget(text, isGenerating: false, now: now)
        Self.run(&queue, from: now, to: now + 0.26, step: 0.01)
        #expect(queue.shown == text[...] && queue.isFinished)
    }

    @Test func aStoredReplyShowsAtOnce() {
        var queue = CharacterQueue()
        queue.setTarget("# Stored\n\nAlready written.", isGenerating: false, now: 3)
        #expect(queue.shown == "# Stored\n\nAlready written.")
        let release = queue.tick(now: 3.1)
        #expect(release.revealedCount == 0 && !release.isReplacement)
        #expect(queue.isFinished)
    }

    @Test func theRestFinishesWithinMaxLagWhenGenerationEnds() {
        var queue = CharacterQueue()
        let head = String(repeating: "h", count: 400)
        queue.setTarget(head, isGenerating: true, now: 0)
        Self.run(&queue, from: 0, to: 0.05, step: 0.01)
        #expect(queue.shown.count < 400)
        let whole = head + String(repeating: "t", count: 3000)
        queue.setTarget(whole, isGenerating: false, now: 0.05)
        #expect(queue.shown.count < 400)
        Self.run(&queue, from: 0.05, to: 0.2, step: 0.01)
        #expect(queue.shown.count < whole.count)
        Self.run(&queue, from: 0.2, to: 0.31, step: 0.01)
        #expect(queue.shown == whole[...] && queue.isFinished)
    }

    @Test func stopKeepsWhatIsShownAndIgnoresLaterText() {
        var queue = CharacterQueue()
        queue.setTarget(String(repeating: "s", count: 1000), isGenerating: true, now: 0)
        Self.run(&queue, from: 0, to: 0.1, step: 0.01)
        let shown = String(queue.shown)
        #expect(!shown.isEmpty && shown.count < 1000)
        queue.stop()
        #expect(queue.target == shown && queue.isFinished && queue.isStopped)
        queue.setTarget(String(repeating: "s", count: 2000), isGenerating: true, now: 0.2)
        Self.run(&queue, from: 0.2, to: 1, step: 0.01)
        #expect(queue.shown == shown[...])
        queue.reset()
        queue.setTarget("again", isGenerating: false, now: 1)
        #expect(queue.shown == "again")
    }

    @Test func showAllRevealsTheBacklog() {
        var queue = CharacterQueue()
        queue.append("partial answer", now: 0)
        queue.showAll()
        #expect(queue.shown == "partial answer" && queue.isIdle)
        #expect(!queue.isFinished)
    }

    @Test func aLongWholeTextStreamStaysCheap() {
        var queue = CharacterQueue()
        let line = "A line of a long reply, with **bold** and `code` and an emoji 🚀.\n"
        var text = ""
        var now = 0.0
        for _ in 0..<2000 {
            text += line
            queue.setTarget(text, isGenerating: true, now: now)
            now += 0.02
            _ = queue.tick(now: now)
            #expect(queue.lag(now: now) <= 0.27)
        }
        queue.setTarget(text, isGenerating: false, now: now)
        _ = queue.tick(now: now + 0.3)
        #expect(queue.shown.utf8.count == text.utf8.count)
    }
}
