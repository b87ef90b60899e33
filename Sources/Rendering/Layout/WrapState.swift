import Theming

/// The greedy layout state of one `LineWrapper.wrap(_:)` call.
struct WrapState {
    private let firstAvailable: Int
    private let continuationAvailable: Int
    private let firstPrefix: [Span]
    private let continuationPrefix: [Span]
    private(set) var lines: [StyledLine] = []
    private var line = StyledLine()
    private var lineWidth = 0
    private var pending: [Span] = []
    private var pendingWidth = 0
    private var word: [Span] = []
    private var wordWidth = 0
    private var lineIsWrapped = false

    init(wrapper: LineWrapper) {
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

    mutating func consume(_ run: WrapRun, of span: Span) {
        let piece = Span(String(span.text[run.range]), style: span.style, link: span.link)
        switch run.kind {
        case .word:
            word.append(piece)
            wordWidth += CellWidth.of(piece.text)
        case .space:
            flushWord()
            if lineWidth == 0 && lineIsWrapped { return }
            pending.append(piece)
            pendingWidth += piece.text.utf8.count
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
            word = []
            wordWidth = 0
        }
        if lineWidth + pendingWidth + wordWidth <= available {
            place(pending + word, width: pendingWidth + wordWidth)
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
        pending = []
        pendingWidth = 0
    }

    private mutating func place(_ spans: [Span], width: Int) {
        line.append(contentsOf: spans)
        lineWidth += width
    }

    /// Lays spans out cluster by cluster, ending lines where the next cluster won't fit.
    private mutating func fold(_ spans: [Span]) {
        pending = []
        pendingWidth = 0
        for span in spans {
            var runStart = span.text.startIndex
            var runWidth = 0
            for index in span.text.indices {
                let cellWidth = CellWidth.of(span.text[index])
                if lineWidth + runWidth + cellWidth > available && lineWidth + runWidth > 0 {
                    let run = String(span.text[runStart..<index])
                    place([Span(run, style: span.style, link: span.link)], width: runWidth)
                    endLine(wrapped: true)
                    runStart = index
                    runWidth = 0
                }
                runWidth += cellWidth
            }
            let rest = String(span.text[runStart...])
            place([Span(rest, style: span.style, link: span.link)], width: runWidth)
        }
    }

    private mutating func endLine(wrapped: Bool) {
        var out = StyledLine(lines.isEmpty ? firstPrefix : continuationPrefix)
        out.append(contentsOf: line.spans)
        lines.append(out)
        line = StyledLine()
        lineWidth = 0
        pending = []
        pendingWidth = 0
        lineIsWrapped = wrapped
    }
}
