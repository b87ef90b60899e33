// Converts a cmark-gfm tree into the value model without recursion.
//
// The walk is the classic iterative pre-order traversal over first_child / next / parent:
// entering a container pushes a Frame that collects its children; when a node has no next
// sibling, the frames of the containers it closes are popped, built into values and appended
// to their parents. Frames deeper than `maxDepth` are not pushed: the subtree is flattened to
// its text instead, so no later recursive walk over the model can overflow the stack.
import CCmarkGFM
import MarkdownModel

typealias NodePointer = UnsafeMutablePointer<cmark_node>

struct TreeConverter {
    let maxDepth: Int
    let tasklist: OpaquePointer?
    /// Added to every line number (a streamed tail parsed on its own starts mid-document).
    let lineOffset: Int
    private let types = NodeTypes()
    private var stack: [Frame] = []

    init(maxDepth: Int, tasklist: OpaquePointer?, lineOffset: Int = 0) {
        self.maxDepth = maxDepth
        self.tasklist = tasklist
        self.lineOffset = lineOffset
    }

    mutating func convert(_ root: NodePointer) -> Document {
        Document(blocks: convertTopLevel(of: root, from: inkwell_first_child(root), upTo: nil))
    }

    /// The blocks of the top-level nodes of `root` from `first` up to (not including) `stop`.
    mutating func convertTopLevel(of root: NodePointer, from first: NodePointer?, upTo stop: NodePointer?) -> [Block] {
        stack = [Frame(node: root, kind: .document)]
        var next = first
        while let node = next, node != stop {
            next = visit(node)
        }
        return stack[0].blocks
    }

    /// Handles `node` and returns the next node in document order.
    private mutating func visit(_ node: NodePointer) -> NodePointer? {
        let kind = types.kind(of: node)
        if kind.isContainer {
            if stack.count > maxDepth {
                appendFlattened(node, isBlock: kind.isBlock)
            } else if let child = inkwell_first_child(node) {
                stack.append(Frame(node: node, kind: kind))
                return child
            } else {
                append(build(Frame(node: node, kind: kind)))
            }
        } else {
            append(leaf(node, kind: kind))
        }
        return advance(from: node)
    }

    /// The next sibling of `node`, closing every container whose last child `node` was.
    private mutating func advance(from node: NodePointer) -> NodePointer? {
        var current = node
        while true {
            if let sibling = inkwell_next(current) { return sibling }
            guard stack.count > 1 else { return nil }
            let frame = stack.removeLast()
            append(build(frame))
            current = frame.node
        }
    }

    private mutating func append(_ part: Part) {
        stack[stack.count - 1].add(part)
    }

    /// Replaces a too-deep subtree by its text, as an inline or a paragraph.
    private mutating func appendFlattened(_ node: NodePointer, isBlock: Bool) {
        let text = PlainText.of(subtree: node)
        if isBlock {
            append(.block(.paragraph(Paragraph(inlines: text.isEmpty ? [] : [.text(text)],
                                               range: range(of: node)))))
        } else if !text.isEmpty {
            append(.inline(.text(text)))
        }
    }
}

extension TreeConverter {
    /// Builds the value of a leaf node.
    private func leaf(_ node: NodePointer, kind: NodeKind) -> Part {
        switch kind {
        case .text: return .inline(.text(string(inkwell_literal(node))))
        case .softBreak: return .inline(.softBreak)
        case .lineBreak: return .inline(.lineBreak)
        case .code: return .inline(.code(string(inkwell_literal(node))))
        case .htmlInline: return .inline(.html(string(inkwell_literal(node))))
        case .footnoteReference: return .inline(.footnoteReference(footnoteReference(node)))
        case .codeBlock: return .block(.codeBlock(codeBlock(node)))
        case .htmlBlock:
            return .block(.htmlBlock(HTMLBlock(html: string(inkwell_literal(node)), range: range(of: node))))
        case .thematicBreak: return .block(.thematicBreak(ThematicBreak(range: range(of: node))))
        case .document, .blockQuote, .list, .item, .paragraph, .heading, .footnoteDefinition,
             .table, .tableRow, .tableCell, .emphasis, .strong, .strikethrough, .link, .image, .unknown:
            return .nothing
        }
    }

    /// Builds the value of a container from its collected children.
    private func build(_ frame: Frame) -> Part {
        let node = frame.node
        switch frame.kind {
        case .paragraph: return .block(.paragraph(Paragraph(inlines: frame.inlines, range: range(of: node))))
        case .heading: return .block(.heading(heading(node, inlines: frame.inlines)))
        case .blockQuote: return .block(.blockQuote(BlockQuote(blocks: frame.blocks, range: range(of: node))))
        case .list: return .block(.list(list(node, items: frame.items)))
        case .item: return .item(ListItem(checkbox: checkbox(node), blocks: frame.blocks, range: range(of: node)))
        case .footnoteDefinition:
            return .block(.footnoteDefinition(FootnoteDefinition(
                label: string(inkwell_literal(node)), referenceCount: Int(inkwell_footnote_def_count(node)),
                blocks: frame.blocks, range: range(of: node))))
        case .table: return .block(.table(table(node, header: frame.header, rows: frame.rows)))
        case .tableRow:
            return .row(TableRow(cells: frame.cells), isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case .tableCell: return .cell(TableCell(inlines: frame.inlines))
        case .emphasis: return .inline(.emphasis(frame.inlines))
        case .strong: return .inline(.strong(frame.inlines))
        case .strikethrough: return .inline(.strikethrough(frame.inlines))
        case .link: return .inline(.link(link(node, inlines: frame.inlines)))
        case .image:
            return .inline(.image(Image(source: string(inkwell_link_url(node)),
                                        title: string(inkwell_link_title(node)), alt: frame.inlines)))
        case .document, .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak,
             .code, .htmlInline, .footnoteReference, .unknown:
            return .nothing
        }
    }
}
