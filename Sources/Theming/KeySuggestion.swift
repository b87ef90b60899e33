/// "Did you mean": the known key closest to a mistyped one.
enum KeySuggestion {
    /// The closest candidate within an edit distance of about a third of the key, if any.
    static func closest(to key: String, among candidates: [String]) -> String? {
        let lowered = key.lowercased()
        if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
        let limit = max(2, key.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let d = distance(Array(lowered), Array(candidate.lowercased()))
            if d <= limit, d < (best?.distance ?? Int.max) {
                best = (candidate, d)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, with inputs capped at 64 characters.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        let a = Array(a.prefix(64))
        let b = Array(b.prefix(64))
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
