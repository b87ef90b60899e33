// Blocks that a definition arriving later could still change.
//
// cmark resolves `[text][label]`, `[label]` and `[^note]` against the definitions of the
// whole text. While a reply streams, a block is committed with the definitions seen so far,
// and brackets that found none show as text. `finish()` revises such blocks once the whole
// text is known (StreamingParser). A view that cannot replace what it has printed, a
// terminal, holds them back until then: this says which to hold.
import MarkdownModel

extension Block {
    /// Whether the block shows bracketed text (`[label]`, `[^note]`) that a link reference
    /// or footnote definition arriving later would turn into a link or a footnote reference.
    /// Code blocks and raw HTML hold none; escaped brackets look the same as the others here,
    /// so they count too.
    public var mayTakeLateDefinition: Bool {
        containsInlines(where: Self.showsBrackets)
    }

    /// Whether the inlines' text holds a `[` and, later, a `]` with no bracket between them
    /// (what a label is), counting text in emphasis and code spans, not in links or images,
    /// which cannot hold a link.
    private static func showsBrackets(_ inlines: [Inline]) -> Bool {
        var isOpen = false
        return scan(inlines, isOpen: &isOpen)
    }

    private static func scan(_ inlines: [Inline], isOpen: inout Bool) -> Bool {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text):
                for byte in text.utf8 {
                    if byte == UInt8(ascii: "[") {
                        isOpen = true
                    } else if byte == UInt8(ascii: "]"), isOpen {
                        return true
                    }
                }
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                if scan(children, isOpen: &isOpen) { return true }
            case .softBreak, .lineBreak, .html, .link, .image, .footnoteReference:
                continue
            }
        }
        return false
    }
}

/// The labels of link definitions read late, and what they are looked for by in a committed
/// block's text before the block is parsed again for them: a label's ASCII letters and digits,
/// lowercased, which must be those of a bracketed text in the block's source. (cmark matches
/// a label whose text, case folded and its white space collapsed, is the definition's; what it
/// takes off a label's lines, quote markers and indentation, holds no letters either.) Text
/// outside ASCII is case folded otherwise (`K` (Kelvin) is `k`): a label or a bracketed text
/// with some may match any.
struct LateLabels {
    /// For the letters of each label, the end of the last text read that defined a label with
    /// them: blocks that start before it may use it.
    private var readEnds: [[UInt8]: Int] = [:]
    /// The same for labels outside ASCII, and for any label.
    private var nonASCIIReadEnd = 0
    private(set) var lastReadEnd = 0

    /// Adds `label` (as cmark normalises it), defined by text read up to `readEnd`.
    mutating func add(_ label: [UInt8], readEnd: Int) {
        if let letters = Self.letters(of: label[...]) {
            readEnds[letters] = max(readEnds[letters] ?? 0, readEnd)
        } else {
            nonASCIIReadEnd = max(nonASCIIReadEnd, readEnd)
        }
        lastReadEnd = max(lastReadEnd, readEnd)
    }

    /// Whether a block whose source is `text`, starting at offset `start`, may use a label
    /// read after its start: one has the letters of a bracketed text in it (the innermost
    /// brackets, an escaped one not counted).
    func mayBeUsed(in text: ArraySlice<UInt8>, startingAt start: Int) -> Bool {
        guard lastReadEnd > start else { return false }
        var open: Int?
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): open = index + 1
            case UInt8(ascii: "]"):
                if let contentStart = open {
                    guard nonASCIIReadEnd <= start, let letters = Self.letters(of: text[contentStart..<index]),
                          (readEnds[letters] ?? 0) <= start else { return true }
                    open = nil
                }
            default: break
            }
            index += 1
        }
        return false
    }

    /// The ASCII letters and digits of `text`, lowercased; nil when it holds a byte outside ASCII.
    static func letters(of text: ArraySlice<UInt8>) -> [UInt8]? {
        var letters: [UInt8] = []
        letters.reserveCapacity(text.count)
        for byte in text {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): letters.append(byte)
            default: break
            }
        }
        return letters
    }
}
