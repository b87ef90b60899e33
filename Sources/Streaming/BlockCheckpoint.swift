// A container at the end of the tail that holds many blocks or items (a step of a tutorial
// with its paragraphs and code, a long answer nested under one point, a quoted list in a
// step, a footnote of many paragraphs at the end of a report), parsed again from its last
// child only.
//
// A list's finished items are frozen (ListFreezing), but a container deeper down keeps all
// its children in the tail, so each update that parses took the whole container again:
// O(container). Yet a container's children before its last are closed: cmark began the next
// one, and nothing later can reopen them. A block checkpoint is the start of the last child
// of the deepest container on the tail's last path (through quotes and the last items of
// lists) that has one before it:
// - the last block of an item, a quote or a footnote definition, after a line blank but
//   for quote markers;
// - the last item of a list nested in an item or a quote.
// The children before it are kept, and an update parses the lines from it only, after a
// sentinel that opens the same containers: for each line that opens some of them, that
// line up to the content of the deepest then `x` (`- x`, `  > - x`), a blank line in the
// containers around them between two such lines (so an ordered item never continues the
// paragraph before it), and a blank line before the checkpoint's line (the one before it
// in place, before a block). The lines
// then stand in the containers at the same columns as in place, after a blank line (which
// the kept looseness already counted). The container is then the kept children and the
// sentinel's after its paragraph `x`.
//
// A footnote definition is such a container at the top of the path while the tail is the
// last of the definitions a reply ends with (TrailingDefinitions): its lines are parsed with
// a citation of its label before them, which cmark needs to keep it.
//
// The lines go to the full update instead when they leave the container (the sentinel's
// tree then has a block more at some level, or another list), and when they may define a
// link or a footnote (`]:`, which the kept blocks could use). The tail before the checkpoint
// must not define one either (the lines could use it) nor refer to a footnote (theirs are
// numbered after it). A checkpoint is kept only when an update from it gives the tail the
// full parse just gave. Lists on the path keep their looseness: new lines in a container
// that is the last child of each item around it cannot change it (cmark counts a blank
// line at the end of an item's child only when an item or a child follows), and a list
// whose items are the checkpoint's is loose when the kept items or the new ones are. (A
// tight list whose last item the checkpoint is in, after a blank line a fence took, turns
// loose when the new lines give that item another child after a blank line: such lines go
// to the full update.)
import MarkdownModel
import MarkdownParsing

struct BlockCheckpoint {
    /// How many bytes of the container a checkpoint moves over at least.
    static let spacing = 256

    /// What the checkpoint starts: the container's last block, or its list's last item.
    enum Child {
        case block(before: [Block])
        case item(before: List)
    }

    /// The tail start it was made for; a different one makes it void.
    var tailStart: Int
    /// A container on the way down: a quote, a list's last item, a footnote definition.
    enum Container: Equatable {
        case quote, item, footnote
    }

    /// The containers from the tail's block down to the one holding the checkpoint's child
    /// (for an item, the one holding its list).
    var path: [Container]
    var child: Child
    /// The lines that open those containers, then a blank line in them; how many lines.
    var sentinel: [UInt8]
    var sentinelLines: Int
    /// Where the checkpoint's line starts in the text, and its 1-based number.
    var offset: Int
    var line: Int

    /// A container on the tail's last path: a quote, the last item of a list, or a footnote
    /// definition.
    struct Level {
        var kind: Container
        var range: SourceRange
        var blocks: [Block]
        /// Where the container's content starts (its first block), when it does on its own line.
        var content: SourceRange?
    }

    /// The containers down the last block of `tail` (a single block), outermost first; a
    /// footnote definition is one when `inDefinition`.
    static func levels(_ tail: [Block], inDefinition: Bool = false) -> [Level] {
        guard tail.count == 1 else { return [] }
        var levels: [Level] = []
        var block = tail.last
        while let current = block {
            switch current {
            case .blockQuote(let quote):
                guard let range = quote.range else { return levels }
                levels.append(Level(kind: .quote, range: range, blocks: quote.blocks, content: quote.blocks.first?.range))
                block = quote.blocks.last
            case .list(let list):
                guard let item = list.items.last, let range = item.range else { return levels }
                levels.append(Level(kind: .item, range: range, blocks: item.blocks, content: item.blocks.first?.range))
                block = item.blocks.last
            case .footnoteDefinition(let definition) where inDefinition && levels.isEmpty:
                guard let range = definition.range else { return levels }
                levels.append(Level(kind: .footnote, range: range, blocks: definition.blocks,
                                    content: definition.blocks.first?.range))
                block = definition.blocks.last
            default:
                return levels
            }
        }
        return levels
    }

    /// A checkpoint at the start of the last child of the deepest container on the tail's
    /// last path that has one before it, moved on from `previous` when that one is in the
    /// same tail; nil when there is one there already or one was tried there (`tried`), the
    /// container did not grow by `spacing` bytes since, or the text before it in the tail
    /// may define a link or refer to a footnote.
    static func making(after previous: BlockCheckpoint?, tried: Int, tail: [Block], tailStart: Int, source: [UInt8],
                       lines: SourceLines, inDefinition: Bool = false) -> BlockCheckpoint? {
        let levels = levels(tail, inDefinition: inDefinition)
        guard let (depth, isItem, line) = deepestChild(levels, source: source, lines: lines) else { return nil }
        let offset = lines.offset(ofLine: line)
        let previous = previous.flatMap { $0.tailStart == tailStart ? $0 : nil }
        guard offset != tried, previous.map({ $0.line < line }) ?? true,
              offset - (previous?.offset ?? tailStart) >= spacing else { return nil }
        // NB: the text before the previous checkpoint was looked at when it was made; a
        // definition's own label is not looked at.
        var keptStart = previous?.offset ?? tailStart
        if previous == nil, levels[0].kind == .footnote, let content = levels[0].content {
            keptStart = lines.offset(ofLine: content.startLine) + content.startColumn - 1
        }
        guard keptStart <= offset else { return nil }
        let kept = source[keptStart..<offset]
        guard !LinePatterns.mayHoldDefinition(kept), !CarriedFootnotes.mayReferToFootnote(kept),
              let opening = openingLines(levels[...depth], source: source, lines: lines) else { return nil }
        // NB: the children kept are copied only now (a tail that has not grown enough, the
        // usual case, copies nothing). Before a block, the line blank but for markers that
        // comes before it in place.
        let child: Child
        let blank: [UInt8]
        if isItem, case .list(var list)? = levels[depth].blocks.last {
            list.items.removeLast()
            child = .item(before: list)
            blank = blankLine(atLine: line, column: levels[depth + 1].range.startColumn, source: source, lines: lines)
        } else {
            child = .block(before: Array(levels[depth].blocks.dropLast()))
            blank = Array(source[lines.offset(ofLine: line - 1)..<offset])
        }
        return BlockCheckpoint(tailStart: tailStart, path: levels[...depth].map(\.kind), child: child,
                               sentinel: opening.text + blank, sentinelLines: opening.lines + 1, offset: offset, line: line)
    }

    /// The deepest level that holds a child before its last one, whether that child is a
    /// list's item (else a block), and the line its last child starts on.
    private static func deepestChild(_ levels: [Level], source: [UInt8], lines: SourceLines)
        -> (depth: Int, isItem: Bool, line: Int)?
    {
        for depth in levels.indices.reversed() {
            let level = levels[depth]
            // An item is the last of a list that is this level's last block.
            if depth + 1 < levels.count, case .list(let list)? = level.blocks.last, list.items.count >= 2 {
                return (depth, true, levels[depth + 1].range.startLine)
            }
            if level.blocks.count >= 2, let line = level.blocks.last?.range?.startLine, line > level.range.startLine + 1,
               QuoteMarkers.holdsOnlyMarkers(line: line - 1, of: source, lines: lines) {
                return (depth, false, line)
            }
        }
        return nil
    }

    /// The lines that open the containers of `levels` with a paragraph `x` in the deepest:
    /// for each line that opens some of them, the line up to the content of the deepest it
    /// opens, then `x`, with a blank line in the containers around them before it; nil when
    /// a container's content does not start on its first line, or a tab comes before it.
    private static func openingLines(_ levels: ArraySlice<Level>, source: [UInt8], lines: SourceLines)
        -> (text: [UInt8], lines: Int)?
    {
        var text: [UInt8] = []
        var count = 0
        var index = levels.startIndex
        while index < levels.endIndex {
            let line = levels[index].range.startLine
            var deepest = index
            while deepest + 1 < levels.endIndex, levels[deepest + 1].range.startLine == line { deepest += 1 }
            guard let content = levels[deepest].content, content.startLine == line, content.startColumn >= 2 else { return nil }
            let start = lines.offset(ofLine: line)
            let end = start + content.startColumn - 1
            guard end <= source.count else { return nil }
            let prefix = source[start..<end]
            guard !prefix.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return nil }
            if count > 0 {
                text += blankLine(atLine: line, column: levels[index].range.startColumn, source: source, lines: lines)
                count += 1
            }
            text += prefix
            text += Array("x\n".utf8)
            count += 1
            index = deepest + 1
        }
        return (text, count)
    }

    /// Line `line` up to 1-based `column` (the markers of the containers around what starts
    /// there), without trailing spaces, as a line: blank in those containers.
    private static func blankLine(atLine line: Int, column: Int, source: [UInt8], lines: SourceLines) -> [UInt8] {
        let start = lines.offset(ofLine: line)
        var prefix = Array(source[start..<min(start + max(column - 1, 0), source.count)])
        while let last = prefix.last, last == 0x20 || last == 0x09 { prefix.removeLast() }
        return prefix + [0x0A]
    }

    /// The lines from the checkpoint to the end of `source`, healed after the sentinel (as
    /// the whole tail would heal them: nothing is open after a blank line) and parsed: the
    /// blocks cmark made of them, what healing did, and the text healed; nil when they leave
    /// the container or may define a link or footnote.
    func parseLines(of source: [UInt8], parser: MarkdownParser) -> (blocks: [Block], healed: HealedTail, input: [UInt8])? {
        guard !LinePatterns.mayHoldDefinition(source[offset...]) else { return nil }
        let input = sentinel + source[offset...]
        let healed = TailHealer.heal(input[...])
        guard healed.text.starts(with: sentinel) else { return nil }
        let document = healed.text.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: line - sentinelLines) }
        guard document.blocks.count == 1, Self.isShaped(document.blocks[0], path: path[...], child: child) else { return nil }
        return (document.blocks, healed, input)
    }

    /// Whether `block` is the sentinel's containers of `path` down to the checkpoint's: each
    /// holding, after the sentinel's paragraph where it has one, the next alone, and the
    /// last, after that paragraph, blocks (or a list that `child`'s continues).
    private static func isShaped(_ block: Block, path: ArraySlice<Container>, child: Child) -> Bool {
        guard let kind = path.first, let blocks = containerBlocks(block, kind) else { return false }
        let rest = blocks.first.map(isSentinel) == true ? blocks.dropFirst() : blocks[...]
        guard path.count == 1 else { return rest.count == 1 && isShaped(rest[rest.startIndex], path: path.dropFirst(), child: child) }
        guard rest.count < blocks.count, !rest.isEmpty else { return false }
        switch child {
        case .block: return true
        case .item(let before):
            guard rest.count == 1, case .list(let list) = rest[rest.startIndex] else { return false }
            return ListFreezing.continues(before.kind, with: list.kind)
        }
    }

    /// The blocks of a quote, of the only item of a list, or of a footnote definition, when
    /// `block` is that container.
    private static func containerBlocks(_ block: Block, _ kind: Container) -> [Block]? {
        switch (kind, block) {
        case (.quote, .blockQuote(let quote)): quote.blocks
        case (.item, .list(let list)) where list.items.count == 1: list.items[0].blocks
        case (.footnote, .footnoteDefinition(let definition)): definition.blocks
        default: nil
        }
    }

    private static func isSentinel(_ block: Block) -> Bool {
        guard case .paragraph(let paragraph) = block else { return false }
        return paragraph.inlines == [.text("x")]
    }

    /// The tail's `blocks` with the container they end in made of the kept children and
    /// those of `parsed` (what `parseLines` parsed) after the sentinel's paragraph, each
    /// container's range ending where `parsed` ends it. False, with the blocks as they
    /// were, when they do not end in such a container.
    func splice(_ parsed: [Block], into blocks: inout [Block]) -> Bool {
        guard blocks.count == 1, parsed.count == 1 else { return false }
        return Self.splice(parsed[0], into: &blocks[0], path: path[...], child: child)
    }

    /// What stands in a block while its payload is out (so the payload is not shared).
    private static let placeholder = Block.thematicBreak(ThematicBreak())

    private static func splice(_ parsed: Block, into block: inout Block, path: ArraySlice<Container>,
                               child: Child) -> Bool {
        guard let kind = path.first else { return false }
        switch (kind, parsed, block) {
        case (.quote, .blockQuote(let parsedQuote), .blockQuote(var quote)):
            block = placeholder
            defer { block = .blockQuote(quote) }
            guard splice(parsedQuote.blocks, into: &quote.blocks, path: path, child: child) else { return false }
            quote.range = SourceRange.spanning(quote.range, parsedQuote.range)
            return true
        case (.item, .list(let parsedList), .list(var list)):
            guard let parsedItem = parsedList.items.last, !list.items.isEmpty else { return false }
            // NB: a tight list turns loose when a blank line comes between two children of
            // its last item, which the sentinel's tree cannot say (the blank line after its
            // `x` makes every list in it loose). The blank line before the checkpoint did not
            // count (a fence that the next line closed took it), so the new lines must not
            // give the item a child more than the checkpoint's.
            if path.count == 1, list.isTight, case .block = child,
               parsedItem.blocks.count - (parsedItem.blocks.first.map(isSentinel) == true ? 1 : 0) > 1 { return false }
            block = placeholder
            defer { block = .list(list) }
            let last = list.items.count - 1
            guard splice(parsedItem.blocks, into: &list.items[last].blocks, path: path, child: child) else { return false }
            list.items[last].range = SourceRange.spanning(list.items[last].range, parsedItem.range)
            list.range = SourceRange.spanning(list.range, parsedList.range)
            return true
        case (.footnote, .footnoteDefinition(let parsedDefinition), .footnoteDefinition(var definition)):
            block = placeholder
            defer { block = .footnoteDefinition(definition) }
            guard splice(parsedDefinition.blocks, into: &definition.blocks, path: path, child: child) else { return false }
            definition.range = SourceRange.spanning(definition.range, parsedDefinition.range)
            return true
        default:
            return false
        }
    }

    /// The children of a container on the path (`path.first`) put together from the
    /// parsed container's `parsed` children: the next container's spliced in, or, at the
    /// checkpoint's container, the kept children and the new ones.
    private static func splice(_ parsed: [Block], into children: inout [Block], path: ArraySlice<Container>,
                               child: Child) -> Bool {
        let fresh = parsed.first.map(isSentinel) == true ? parsed.dropFirst() : parsed[...]
        guard path.count == 1 else {
            guard let inner = fresh.last, !children.isEmpty else { return false }
            return splice(inner, into: &children[children.count - 1], path: path.dropFirst(), child: child)
        }
        switch child {
        case .block(let before):
            children = before + fresh
        case .item(let before):
            guard case .list(let parsedList)? = fresh.last, case .list? = children.last else { return false }
            var list = before
            list.items += parsedList.items
            list.isTight = before.isTight && parsedList.isTight
            list.range = SourceRange.spanning(before.range, parsedList.range)
            children[children.count - 1] = .list(list)
        }
        return true
    }
}
