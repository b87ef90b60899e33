// Inline content of one block as measured pieces: words, spaces and breaks in their faces
// and colours. Emphasis and strong pick the oblique and bold faces, code spans the mono face
// on a chip, links the accent colour underlined, images a dashed placeholder with the alt
// text (never fetched), footnote references a raised number. Wrapping is in
// InlineFlow+Wrap.swift.

import MarkdownModel

/// Builds the measured pieces of inline content.
struct InlineFlow {
    /// The look inherited down the inline tree.
    struct Look {
        var bold = false
        var italic = false
        var isStruck = false
        var isLink = false
        var fill: String
        var size: Double
        var isMono = false
    }

    let fonts: SVGFonts
    let palette: CardPalette
    private(set) var pieces: [InlinePiece] = []
    private var depth = 0

    init(fonts: SVGFonts, palette: CardPalette) {
        self.fonts = fonts
        self.palette = palette
    }

    /// Adds inline content in a look.
    mutating func add(_ inlines: [Inline], look: Look) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return }
        for inline in inlines { add(inline, look: look) }
    }

    private mutating func add(_ inline: Inline, look: Look) {
        switch inline {
        case .text(let text): addText(text, look: look)
        case .softBreak: addText(" ", look: look)
        case .lineBreak:
            pieces.append(
                InlinePiece(
                    kind: .lineBreak, text: "", face: .regular, size: look.size, fill: look.fill,
                    width: 0))
        case .code(let code): addChip(code, look: look)
        case .html(let html):
            addText(html, look: Look(fill: palette.muted, size: look.size, isMono: true))
        case .emphasis(let children): add(children, look: with(look) { $0.italic = true })
        case .strong(let children):
            add(
                children,
                look: with(look) {
                    $0.bold = true
                    $0.fill = palette.strong
                })
        case .strikethrough(let children):
            add(
                children,
                look: with(look) {
                    $0.isStruck = true
                    $0.fill = palette.muted
                })
        case .link(let link):
            add(
                link.inlines,
                look: with(look) {
                    $0.isLink = true
                    $0.fill = palette.accent
                })
        case .image(let image): addImage(Inline.plainText(of: image.alt), look: look)
        case .footnoteReference(let reference): addReference(reference.number, look: look)
        }
    }

    private func with(_ look: Look, _ change: (inout Look) -> Void) -> Look {
        var copy = look
        change(&copy)
        return copy
    }

    /// Words and single spaces of plain text; between wide (CJK) characters an empty space
    /// piece marks where a line may break, except before closing and after opening
    /// punctuation.
    mutating func addText(_ text: String, look: Look) {
        let clean = TerminalText.singleLine(text)
        let face = FontFace.of(mono: look.isMono, bold: look.bold, italic: look.italic)
        var out: [InlinePiece] = []
        var word = ""
        var previous: Character?
        for character in clean {
            if character == " " {
                if !word.isEmpty { out.append(piece(.word, word, face: face, look: look)) }
                word = ""
                let last = out.last ?? pieces.last
                if last.map({ $0.kind != .space }) ?? true {
                    out.append(piece(.space, " ", face: face, look: look))
                }
            } else {
                if !word.isEmpty, let previous, InlineFlow.breaks(between: previous, and: character)
                {
                    out.append(piece(.word, word, face: face, look: look))
                    out.append(piece(.space, "", face: face, look: look))
                    word = ""
                }
                word.append(character)
            }
            previous = character
        }
        if !word.isEmpty { out.append(piece(.word, word, face: face, look: look)) }
        pieces.append(contentsOf: out)
    }

    /// Characters a line must not start with, and ones it must not end with (kinsoku).
    private static let noStart: Set<Character> = [
        "、", "。", "，", "．", "」", "』", "）", "】", "〕", "〉", "》", "・", "ー", "！", "？", "：", "；", "ゃ",
        "ゅ", "ょ", "っ", "ャ", "ュ", "ョ", "ッ", ")", ",", ".", "!", "?", ":", ";",
    ]
    private static let noEnd: Set<Character> = ["「", "『", "（", "【", "〔", "〈", "《", "("]

    /// Whether a line may break between two characters with no space between them.
    static func breaks(between left: Character, and right: Character) -> Bool {
        guard CellWidth.of(left) == 2 || CellWidth.of(right) == 2 else { return false }
        return !noStart.contains(right) && !noEnd.contains(left)
    }

    private func piece(_ kind: InlinePiece.Kind, _ text: String, face: FontFace, look: Look)
        -> InlinePiece
    {
        InlinePiece(
            kind: kind, text: text, face: face, size: look.size, fill: look.fill,
            width: fonts.width(text, face: face, size: look.size), isUnderlined: look.isLink,
            isStruck: look.isStruck)
    }

    /// A code span: chip pieces for its words with chip-coloured spaces between them, so it
    /// wraps at its spaces like the page's; padding at its two ends.
    private mutating func addChip(_ code: String, look: Look) {
        let size = (look.size * 0.875).rounded()
        let face = FontFace.of(mono: true, bold: look.bold, italic: false)
        let text = TerminalText.singleLine(code)
        let template = InlinePiece(
            kind: .word, text: "", face: face, size: size,
            fill: look.isLink ? palette.accent : palette.codeSpanText,
            width: 0, isUnderlined: look.isLink, decoration: .chip(palette.codeSpanBackground))
        let pad = (size * 0.3).rounded()
        let words =
            text.contains(where: { $0 != " " })
            ? text.split(separator: " ", omittingEmptySubsequences: false) : [Substring(text)]
        var chips: [InlinePiece] = []
        for (index, word) in words.enumerated() {
            if index > 0 {
                var space = template
                space.kind = .space
                space.text = " "
                space.width = fonts.width(" ", face: face, size: size)
                chips.append(space)
            }
            guard !word.isEmpty else { continue }
            var chip = template
            chip.text = String(word)
            chip.width = fonts.width(chip.text, face: face, size: size)
            chips.append(chip)
        }
        if let first = chips.indices.first {
            chips[first].leading = pad
            chips[first].width += pad
        }
        if let last = chips.indices.last {
            chips[last].trailing = pad
            chips[last].width += pad
        }
        pieces.append(contentsOf: chips)
    }

    private mutating func addImage(_ alt: String, look: Look) {
        let text =
            "Image: "
            + (alt.isEmpty
                ? "(no description)" : TerminalText.singleLine(alt))
        let size = (look.size * 0.875).rounded()
        let pad = (size * 0.3).rounded()
        let box = InlinePiece(
            kind: .word, text: text, face: .italic, size: size, fill: palette.muted,
            width: fonts.width(text, face: .italic, size: size) + 2 * pad,
            decoration: .box(palette.border),
            leading: pad, trailing: pad)
        pieces.append(box)
    }

    private mutating func addReference(_ number: Int, look: Look) {
        let size = (look.size * 0.75).rounded()
        let text = "[\(number)]"
        var mark = InlinePiece(
            kind: .word, text: text, face: .regular, size: size, fill: palette.accent,
            width: fonts.width(text, face: .regular, size: size))
        mark.rise = (look.size * 0.35).rounded()
        pieces.append(mark)
    }
}
