import Theming

/// A piece of one input span's text: which span, which characters, how many cells.
struct WrapPiece {
    let span: Int
    let range: Range<String.Index>
    let width: Int
}

/// The greedy layout state of one `LineWrapper.wrap(_:)` call.
///
/// NB: pieces are ranges into the input spans, so no string is made per word; a line's
/// strings are built once, when it ends (adjacent pieces of one span become one slice).
struct WrapState {
    private let spans: [Span]
    private let firstAvailable: Int
    private let continuationAvailable: Int
    private let firstPrefix: [Span]
    private let continuationPrefix: [Span]
    private(set) var lines: [StyledLine] = []
    private var line: [WrapPiece] = []
    private var lineWidth = 0
    private var pending: [WrapPiece] = []
    private var pendingWidth = 0
    private var word: [WrapPiece] = []
    private var wordWidth = 0
    private var lineIsWrapped = false

    init(wrapper: LineWrapper, spans: [Span]) {
        self.spans = spans
        firstPrefix = wrapper.firstPrefix
        continuationPrefix = wrapper.continuationPrefix
        let width = max(1, wrapper.width)
        firstAvailable = max(1, width - StyledLine(wrapper.firstPrefix).width)
        continuationAvailable = max(1, width - StyledLine(wrapper.continuationPrefix).width)
    }

    /// Content cells available on the current line.
    private var available: Int {
        lines.isEmpty ? firstAvailable : continuationAvailable
    }

    mutating func consume(_ run: WrapRun, ofSpan index: Int) {
        let piece = WrapPiece(span: index, range: run.range, width: run.width)
        switch run.kind {
        case .word:
            word.append(piece)
            wordWidth += piece.width
        case .space:
            flushWord()
            if lineWidth == 0 && lineIsWrapped { return }
            pending.append(piece)
            pendingWidth += piece.width
        case .newline:
            flushWord()
            endLine(wrapped: false)
        }
    }

    mutating func finish() {
        flushWord()
        endLine(wrapped: false)
    }

    private mutating func flushWord() {
        guard !word.isEmpty else { return }
        defer {
            word.removeAll(keepingCapacity: true)
            wordWidth = 0
        }
        if lineWidth + pendingWidth + wordWidth <= available {
            place(pending, width: pendingWidth)
            place(word, width: wordWidth)
        } else if lineWidth == 0 {
            fold(pending + word)
        } else {
            endLine(wrapped: true)
            if wordWidth <= available {
                place(word, width: wordWidth)
            } else {
                fold(word)
            }
        }
        pending.removeAll(keepingCapacity: true)
        pendingWidth = 0
    }

    private mutating func place(_ pieces: [WrapPiece], width: Int) {
        line.append(contentsOf: pieces)
        lineWidth += width
    }

    /// Lays pieces out cluster by cluster, ending lines where the next cluster won't fit.
    private mutating func fold(_ pieces: [WrapPiece]) {
        pending.removeAll(keepingCapacity: true)
        pendingWidth = 0
        for piece in pieces {
            let text = spans[piece.span].text
            var runStart = piece.range.lowerBound
            var runWidth = 0
            var index = piece.range.lowerBound
            while index < piece.range.upperBound {
                let next = text.index(after: index)
                let cellWidth = CellWidth.of(text[index])
                if lineWidth + runWidth + cellWidth > available && lineWidth + runWidth > 0 {
                    place(
                        [WrapPiece(span: piece.span, range: runStart..<index, width: runWidth)],
                        width: runWidth)
                    endLine(wrapped: true)
                    runStart = index
                    runWidth = 0
                }
                runWidth += cellWidth
                index = next
            }
            place(
                [
                    WrapPiece(
                        span: piece.span, range: runStart..<piece.range.upperBound,
                        width: runWidth)
                ], width: runWidth)
        }
    }

    private mutating func endLine(wrapped: Bool) {
        var out = StyledLine(lines.isEmpty ? firstPrefix : continuationPrefix)
        var index = 0
        while index < line.count {
            let first = line[index]
            var upper = first.range.upperBound
            index += 1
            while index < line.count, line[index].span == first.span,
                line[index].range.lowerBound == upper
            {
                upper = line[index].range.upperBound
                index += 1
            }
            let span = spans[first.span]
            out.append(
                Span(
                    String(span.text[first.range.lowerBound..<upper]), style: span.style,
                    link: span.link))
        }
        lines.append(out)
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
        pending.removeAll(keepingCapacity: true)
        pendingWidth = 0
        lineIsWrapped = wrapped
    }
}
