// The queue's bookkeeping: keeping the shown boundary valid as the target changes, recording
// when text arrived, and working out how much is due.

extension CharacterQueue {
    /// Characters that may be revealed at `now`: the backlog, minus the last character while
    /// generating (it may still grow) unless it has waited `maxLag` already.
    func releasableCount(now: Double) -> Int {
        guard pendingCount > 0 else { return 0 }
        let isHeld = isGenerating && now - lastArrivalTime < maxLag
        return isHeld ? pendingCount - 1 : pendingCount
    }

    /// Points `shownEnd` at `text` when `text` starts with the shown bytes (rounding up to a
    /// character boundary if the shown tail merged with new text); otherwise cuts the shown
    /// text back to the common prefix of whole characters. Returns whether `text` extends it.
    /// `extendsTarget` says the caller already knows `text` starts with the whole target.
    mutating func resync(to text: String, extendsTarget: Bool) -> Bool {
        let shownBytes = shownUTF8Count
        if extendsTarget || Self.hasPrefix(text, of: target, length: shownBytes) {
            shownEnd = Self.boundary(atUTF8Offset: shownBytes, in: text)
            return true
        }
        var old = target.startIndex
        var new = text.startIndex
        var common = 0
        while old < shownEnd, new < text.endIndex, target[old] == text[new] {
            old = target.index(after: old)
            new = text.index(after: new)
            common += 1
        }
        shownEnd = new
        shownCount = common
        wasCutBack = true
        return false
    }

    /// Re-derives `shownEnd` in the current target from its UTF-8 offset.
    mutating func realignShownEnd(utf8Offset: Int) {
        shownEnd = Self.boundary(atUTF8Offset: utf8Offset, in: target)
    }

    /// Recounts the backlog and records the newly arrived characters with their arrival time.
    mutating func recordArrival(now: Double, resetting: Bool) {
        pendingCount = target[shownEnd...].count
        let total = shownCount + pendingCount
        if resetting {
            arrivals.removeAll()
            settledCount = shownCount
            budget = 0
        }
        settledCount = min(settledCount, total)
        while let last = arrivals.last, last.end > total {
            let previousEnd = arrivals.count > 1 ? arrivals[arrivals.count - 2].end : settledCount
            if previousEnd >= total {
                arrivals.removeLast()
            } else {
                arrivals[arrivals.count - 1].end = total
                break
            }
        }
        if total > (arrivals.last?.end ?? settledCount) {
            arrivals.append(Arrival(end: total, time: now))
        }
    }

    /// The number of characters (from the start of the run) that must be visible at `now`:
    /// each arrival's characters fall due linearly over `maxLag` after it arrived.
    mutating func dueCount(now: Double) -> Int {
        while let first = arrivals.first, now - first.time >= maxLag {
            settledCount = first.end
            arrivals.removeFirst()
        }
        var due = Double(settledCount)
        var start = settledCount
        for arrival in arrivals {
            let fraction = maxLag > 0 ? min(1, max(0, (now - arrival.time) / maxLag)) : 1
            due += Double(arrival.end - start) * fraction
            start = arrival.end
        }
        return Int(due.rounded(.down))
    }

    /// Moves the shown boundary `count` characters forward.
    mutating func reveal(_ count: Int) {
        guard count > 0 else { return }
        shownEnd =
            target.index(shownEnd, offsetBy: count, limitedBy: target.endIndex) ?? target.endIndex
        shownCount += count
        pendingCount -= count
    }

    /// Whether the first `length` UTF-8 bytes of `text` equal those of `prefix`.
    // NB: compares eight bytes at a time; String's own `==`/`hasPrefix` compare by canonical
    // equivalence, which is slow for non-ASCII text and not what "extends" means here.
    static func hasPrefix(_ text: String, of prefix: String, length: Int) -> Bool {
        guard text.utf8.count >= length, prefix.utf8.count >= length else { return false }
        var text = text
        var prefix = prefix
        return text.withUTF8 { a in
            prefix.withUTF8 { b in
                guard length > 0, let left = a.baseAddress, let right = b.baseAddress else {
                    return true
                }
                return bytesEqual(UnsafeRawPointer(left), UnsafeRawPointer(right), count: length)
            }
        }
    }

    private static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool
    {
        var offset = 0
        while offset + 8 <= count {
            let left = a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard left == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < count {
            let left = a.load(fromByteOffset: offset, as: UInt8.self)
            guard left == b.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }

    /// The character boundary at a UTF-8 offset of `text`, rounded up if it falls inside one.
    static func boundary(atUTF8Offset offset: Int, in text: String) -> String.Index {
        let utf8 = text.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex)
        else { return text.endIndex }
        if let exact = index.samePosition(in: text) { return exact }
        return text.index(after: index)
    }
}
