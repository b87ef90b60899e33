// The fast path inside an open code fence: lines of code are added to the block as cmark
// would add them, without parsing the tail again.
import MarkdownModel

/// A code fence still open at the end of the tail, as its opening line shows it.
struct OpenFence: Sendable {
    /// The fence's character, `` ` `` or `~`, and how many of them open it (a closing fence
    /// has as many or more).
    var character: UInt8
    var length: Int
    /// The 1-based line of the opening fence in the whole text.
    var line: Int
    /// The spaces before the fence: each code line loses up to as many (the fence's own
    /// indentation, or a list item's content offset plus it), after...
    var indent: Int
    /// ...the markers of the quotes the fence is in, which every code line must have (none
    /// for a fence at the top level or in a list item).
    var quotes: [FenceContainer] = []
}

extension FastAppend {
    /// Adds the chunk (the last bytes of `source`) to the code block `fence` opened, the
    /// deepest last block of the tail; false, with `blocks` untouched, when a line it touches
    /// may close the fence or its container, or holds a tab in its indentation.
    static func code(_ source: [UInt8], chunkStart: Int, lineStart: Int, fence: OpenFence, to blocks: inout [Block]) -> Bool {
        guard chunkStart > 0, isWholeCharacters(source, from: chunkStart), !source[chunkStart...].contains(0x0D)
        else { return false }
        // A line the code holds already, with text past its markers and indentation, goes on
        // with the chunk's bytes as they come: what is taken off its start cannot change, so
        // a long line (minified JSON) is not stripped and added again whole on every chunk.
        let lineWasOpen = source[chunkStart - 1] != 0x0A
        // NB: a line begun that may close the fence was held back, not shown: it is not the
        // code's last line to go on with or take off.
        if lineWasOpen, codeLine(source[lineStart..<chunkStart], fence: fence, isWhole: false) == nil { return false }
        let goesOn = lineWasOpen
            && codeLine(source[lineStart..<chunkStart], fence: fence, isWhole: false)?.contains { $0 != 0x20 && $0 != 0x09 } == true
        var added = ""
        var start = goesOn ? chunkStart : lineStart
        for index in start..<source.count where index == source.count - 1 || source[index] == 0x0A {
            let hasNewline = source[index] == 0x0A
            let line = source[start..<(hasNewline ? index : index + 1)]
            if goesOn, start == chunkStart {
                added += String(decoding: line, as: UTF8.self) + "\n"
            } else {
                guard let stripped = codeLine(line, fence: fence, isWhole: hasNewline) else { return false }
                if hasNewline || !line.isEmpty { added += String(decoding: stripped, as: UTF8.self) + "\n" }
            }
            start = index + 1
        }
        return replacingLastCode(in: &blocks, openedOn: fence.line) { code in
            appending(added, to: &code, lastLine: goesOn ? .continued : lineWasOpen ? .replaced : .kept)
        }
    }

    /// What the code's last line becomes when lines are added.
    enum LastLine {
        /// It stays: the lines added come after it.
        case kept
        /// It is taken off: the lines added begin with it whole.
        case replaced
        /// The lines added begin with the rest of it.
        case continued
    }

    /// Adds lines to a block's code (each ending in a line feed, as the code's last line
    /// does); false when the code has no last line to take off or go on with.
    static func appending(_ added: String, to code: inout String, lastLine: LastLine) -> Bool {
        switch lastLine {
        case .kept:
            break
        case .replaced:
            guard code.utf8.last == 0x0A else { return false }
            code.removeLast()
            if let newline = code.utf8.lastIndex(of: 0x0A) {
                code.removeSubrange(code.index(after: newline)...)
            } else {
                code = ""
            }
        case .continued:
            guard code.utf8.last == 0x0A else { return false }
            code.removeLast()
        }
        code += added
        return true
    }

    /// Adds the chunk to the code span left open at the end of the tail (its content starting
    /// at `contentStart`, inside `depth` open containers); false when the chunk may close it,
    /// end the line or split a table cell, or the content holds a `|` (in a table's cell
    /// cmark-gfm takes a backslash before one off, in code spans too).
    static func codeSpan(_ source: [UInt8], chunkStart: Int, contentStart: Int, into depth: Int, to blocks: inout [Block]) -> Bool {
        guard chunkStart > 0, contentStart <= chunkStart, isWholeCharacters(source, from: chunkStart),
              !source[chunkStart...].contains(where: { $0 == UInt8(ascii: "`") || $0 == 0x0A || $0 == 0x0D }),
              isOneLine(source[contentStart..<chunkStart]), !source[contentStart...].contains(UInt8(ascii: "|"))
        else { return false }
        var addition = Addition(verbatimBytes: [], depth: depth)
        addition.codeSpan = codeSpanContent(source[contentStart...])
        return appending(&addition, to: &blocks)
    }

    /// Whether a span's content so far is on one line. NB: on the next lines the parse drops
    /// the indentation and container markers (`>`, a list item's) from the content, which
    /// the raw bytes still hold, so a span over several lines is parsed.
    static func isOneLine(_ content: ArraySlice<UInt8>) -> Bool {
        !content.contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// A code span's content as CommonMark gives it: line ends become spaces, and one space
    /// comes off each end when both ends have one and it is not all spaces.
    static func codeSpanContent(_ raw: ArraySlice<UInt8>) -> String {
        var bytes = raw.map { $0 == 0x0A || $0 == 0x0D ? UInt8(0x20) : $0 }
        if bytes.count >= 2, bytes.first == 0x20, bytes.last == 0x20, bytes.contains(where: { $0 != 0x20 }) {
            bytes.removeFirst()
            bytes.removeLast()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A line as it goes into the code, without its quote markers and its indentation up to
    /// the fence's; nil when it may end the block: a fence that may close it (see
    /// `mayCloseFence`), missing markers, or, for an indented fence, less indentation than the
    /// fence (the line may leave a list item) or a tab before the text. `isWhole`: the line's
    /// newline has come.
    private static func codeLine(_ line: ArraySlice<UInt8>, fence: OpenFence, isWhole: Bool) -> ArraySlice<UInt8>? {
        var line = line
        if !fence.quotes.isEmpty {
            // NB: a line without them ends the quote, and the fence with it (code has no lazy
            // lines). A tab after a marker is partly its space, partly indentation.
            guard let inside = LinePatterns.continuing(fence.quotes, line),
                  inside.first != 0x09 else { return nil }
            line = inside
        }
        guard !mayCloseFence(line, fence: fence, isWhole: isWhole) else { return nil }
        guard fence.indent > 0 else { return line }   // nothing to strip: tabs and all stay
        let spaces = line.prefix { $0 == 0x20 }.count
        if let first = line.dropFirst(spaces).first {
            guard first != 0x09, spaces >= fence.indent else { return nil }
        }
        return line.dropFirst(min(spaces, fence.indent))
    }

    /// Whether `line` (after the fence's quote markers) may be, or become, the fence's closing
    /// line, which the tail's parse then shows, or holds back while it is typed: its text
    /// starts with the fence character, and nothing but those and white space follows, a run
    /// long enough once the line is whole. (Lines of code about fences, as in a markdown
    /// example in a longer fence, `` ```swift `` or a shorter run, go on as code.)
    private static func mayCloseFence(_ line: ArraySlice<UInt8>, fence: OpenFence, isWhole: Bool) -> Bool {
        let text = line.drop { $0 == 0x20 || $0 == 0x09 }
        guard text.first == fence.character else { return false }
        let run = text.prefix { $0 == fence.character }.count
        guard text.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return false }
        return !isWhole || run >= fence.length
    }

    /// Applies `change` to the code of the deepest last block when it is the code block that
    /// starts on `line` (at the top level, in quotes or in the last item of lists).
    static func replacingLastCode(in blocks: inout [Block], openedOn line: Int,
                                  change: (inout String) -> Bool) -> Bool {
        changingDeepestLast(in: &blocks) { block in
            guard case .codeBlock(var code) = block, code.range?.startLine == line else { return false }
            block = .thematicBreak(ThematicBreak())   // so the code string is not shared while it grows
            let changed = change(&code.code)
            block = .codeBlock(code)
            return changed
        }
    }
}
