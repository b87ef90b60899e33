extension InlineScanner {
    /// The region with open syntax closed or held back.
    func healed() -> [UInt8] {
        var output = bytes
        var openers = stack
        if let run = trailingRun { output.removeSubrange(run...) }
        if let entity = pendingEntityAtEnd() { output.removeSubrange(entity...) }
        if let tag = pendingTagAtEnd() { output.removeSubrange(tag...) }
        if let span = codeSpan {
            let content = output[min(span.position + span.length, output.count)...]
            if content.allSatisfy({ $0 == 0x20 || $0 == 0x0A }) {
                output.removeSubrange(span.position...)
            } else {
                output += [UInt8](repeating: UInt8(ascii: "`"), count: span.length)
            }
            openers.removeAll { Self.position(of: $0) >= span.position }
        }
        if let link = linkDestination {
            // `[text](partial` shows as `text`.
            let isImage = link.bracket < output.count && output[link.bracket] == UInt8(ascii: "!")
            let textStart = link.bracket + (isImage ? 2 : 1)
            let text = textStart <= link.textEnd ? Array(output[textStart..<link.textEnd]) : []
            output.replaceSubrange(link.bracket..., with: text)
            openers.removeAll { Self.position(of: $0) >= link.bracket }
        }
        // Unclosed brackets: drop the `[` (or `![`) so the text shows plainly.
        for opener in openers.reversed() {
            if case .bracket(let position, let isImage) = opener, position < output.count {
                output.removeSubrange(position..<(position + (isImage ? 2 : 1)))
                openers = openers.map { Self.shifted($0, after: position, by: isImage ? 2 : 1) }
            }
        }
        return closeDelimiters(openers, in: output)
    }

    /// An `&entity` still being typed at the very end.
    private func pendingEntityAtEnd() -> Int? {
        guard let start = pendingEntity, bytes.count - start <= 33 else { return nil }
        let name = bytes[(start + 1)...]
        return name.allSatisfy { Flanking.isAlphanumeric($0) || $0 == UInt8(ascii: "#") } ? start : nil
    }

    /// A `<tag` or `<https://` still being typed at the very end (at most 64 bytes long).
    private func pendingTagAtEnd() -> Int? {
        guard let start = pendingTag, bytes.count - start <= 64 else { return nil }
        return start
    }

    private func closeDelimiters(_ openers: [Opener], in text: [UInt8]) -> [UInt8] {
        var output = text
        for opener in openers.reversed() {
            guard case .delimiter(let character, let count, let position) = opener, position < output.count else { continue }
            while let last = output.last, last == 0x20 || last == 0x09 || last == 0x0A { output.removeLast() }
            if output.count <= position + count {
                output.removeSubrange(position...)  // nothing after the opener yet: hold it back
            } else {
                output += [UInt8](repeating: character, count: count == 3 ? 3 : count)
            }
        }
        return output
    }

    private static func position(of opener: Opener) -> Int {
        switch opener {
        case .delimiter(_, _, let position), .bracket(let position, _): position
        }
    }

    private static func shifted(_ opener: Opener, after removed: Int, by count: Int) -> Opener {
        switch opener {
        case .delimiter(let c, let n, let position) where position > removed:
            .delimiter(character: c, count: n, position: position - count)
        case .bracket(let position, let isImage) where position > removed:
            .bracket(position: position - count, isImage: isImage)
        case .delimiter, .bracket: opener
        }
    }
}
