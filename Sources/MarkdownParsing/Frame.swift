import MarkdownModel

/// A finished piece of the tree on its way up to its parent.
enum Part {
    case block(Block)
    case inline(Inline)
    case item(ListItem)
    case row(TableRow, isHeader: Bool)
    case cell(TableCell)
    case nothing
}

/// A container being converted: the node and the children collected so far.
struct Frame {
    let node: NodePointer
    let kind: NodeKind
    var blocks: [Block] = []
    var inlines: [Inline] = []
    var items: [ListItem] = []
    var header: TableRow?
    var rows: [TableRow] = []
    var cells: [TableCell] = []

    init(node: NodePointer, kind: NodeKind) {
        self.node = node
        self.kind = kind
    }

    /// Adds a finished child; adjacent text nodes merge into one.
    mutating func add(_ part: Part) {
        switch part {
        case .block(let block): blocks.append(block)
        case .inline(.text(let text)): addText(text)
        case .inline(let inline): inlines.append(inline)
        case .item(let item): items.append(item)
        case .row(let row, let isHeader):
            if isHeader && header == nil { header = row } else { rows.append(row) }
        case .cell(let cell): cells.append(cell)
        case .nothing: break
        }
    }

    private mutating func addText(_ text: String) {
        // NB: cmark-gfm's autolink extension leaves an empty text node after a link it finds at
        // the end of a text; it holds nothing, and a streaming tail must not append to it.
        if text.isEmpty { return }
        guard case .text(var previous)? = inlines.last else {
            inlines.append(.text(text))
            return
        }
        inlines.removeLast()
        previous += text
        inlines.append(.text(previous))
    }
}
