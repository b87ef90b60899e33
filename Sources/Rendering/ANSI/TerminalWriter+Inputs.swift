import Theming

extension TerminalWriter {
    /// Starts a new list of input pieces.
    mutating func startInputs() {
        inputs.removeAll(keepingCapacity: true)
        joinFloor = 0
    }

    /// Keeps the input pieces so far apart from text added after (a heading's prefix).
    mutating func sealInputs() {
        joinFloor = inputs.count
    }

    /// Untrusted text, sanitised, joined to the input piece before when it looks the same
    /// (cmark splits text at punctuation; joined, the wrapper has fewer pieces to scan).
    mutating func appendText(_ untrusted: String, style: TextStyle, link: String?) {
        let number = text.palette.number(of: style)
        let linkNumber = text.palette.number(ofLink: link)
        if inputs.count > joinFloor, let last = inputs.last, last.style == number,
            last.link == linkNumber, !isLineBreak(last)
        {
            if last.end != text.bytes.count { moveLastInputToEnd() }
            inputs[inputs.count - 1].end = text.appendSanitized(untrusted).upperBound
        } else {
            let range = text.appendSanitized(untrusted)
            inputs.append(
                TextPiece(
                    start: range.lowerBound, end: range.upperBound, style: number, link: linkNumber,
                    joins: true))
        }
    }

    /// A span of clean text as an input piece of its own.
    mutating func appendInput(_ span: Span) {
        inputs.append(text.piece(of: span, joins: true))
    }

    /// `prefix`, then untrusted text sanitised and kept on one line, then `suffix`, as one
    /// input piece of its own.
    mutating func appendInput(
        _ prefix: String, untrusted: String, _ suffix: String, style: TextStyle, link: String?
    ) {
        let start = text.bytes.count
        text.append(prefix)
        let body = text.appendSanitized(untrusted)
        // NB: sanitised text has no CR, so each LF byte is a "\n" Character of its own.
        for index in body where text.bytes[index] == 0x0A {
            text.bytes[index] = 0x20
        }
        text.append(suffix)
        inputs.append(
            TextPiece(
                start: start, end: text.bytes.count, style: text.palette.number(of: style),
                link: text.palette.number(ofLink: link), joins: true))
    }

    /// Whether a piece is exactly a hard line break, which text never joins.
    private func isLineBreak(_ piece: TextPiece) -> Bool {
        piece.end - piece.start == 1 && text.bytes[piece.start] == 0x0A
    }

    /// Copies the last input piece's bytes to the end of the text, so more can be joined.
    private mutating func moveLastInputToEnd() {
        let last = inputs[inputs.count - 1]
        let moved = Array(text.bytes[last.start..<last.end])
        let start = text.bytes.count
        text.bytes.append(contentsOf: moved)
        inputs[inputs.count - 1].start = start
        inputs[inputs.count - 1].end = text.bytes.count
    }
}
