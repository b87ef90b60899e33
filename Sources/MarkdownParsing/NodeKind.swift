import CCmarkGFM

/// The cmark-gfm node types Inkwell knows, with the extension types resolved at run time.
enum NodeKind {
    case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading
    case thematicBreak, footnoteDefinition, table, tableRow, tableCell
    case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, strikethrough
    case link, image, footnoteReference
    /// Custom nodes (never produced by the parser) and anything newer than this code.
    case unknown

    /// Whether the node holds children that the converter must collect.
    var isContainer: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .paragraph, .heading, .footnoteDefinition,
             .table, .tableRow, .tableCell, .emphasis, .strong, .strikethrough, .link, .image:
            true
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code,
             .htmlInline, .footnoteReference, .unknown:
            false
        }
    }

    /// Whether a finished node of this kind is a block (as opposed to an inline, item, row or cell).
    var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak, .footnoteDefinition, .table:
            true
        case .item, .tableRow, .tableCell, .text, .softBreak, .lineBreak, .code, .htmlInline,
             .emphasis, .strong, .strikethrough, .link, .image, .footnoteReference, .unknown:
            false
        }
    }
}

/// Maps raw type numbers to `NodeKind`; the extension types are only known after registration.
struct NodeTypes {
    let table = inkwell_type_table()
    let tableRow = inkwell_type_table_row()
    let tableCell = inkwell_type_table_cell()
    let strikethrough = inkwell_type_strikethrough()

    func kind(of node: UnsafeMutablePointer<cmark_node>) -> NodeKind {
        let type = inkwell_type(node)
        switch UInt32(type) {
        case CMARK_NODE_DOCUMENT.rawValue: return .document
        case CMARK_NODE_BLOCK_QUOTE.rawValue: return .blockQuote
        case CMARK_NODE_LIST.rawValue: return .list
        case CMARK_NODE_ITEM.rawValue: return .item
        case CMARK_NODE_CODE_BLOCK.rawValue: return .codeBlock
        case CMARK_NODE_HTML_BLOCK.rawValue: return .htmlBlock
        case CMARK_NODE_PARAGRAPH.rawValue: return .paragraph
        case CMARK_NODE_HEADING.rawValue: return .heading
        case CMARK_NODE_THEMATIC_BREAK.rawValue: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION.rawValue: return .footnoteDefinition
        case CMARK_NODE_TEXT.rawValue: return .text
        case CMARK_NODE_SOFTBREAK.rawValue: return .softBreak
        case CMARK_NODE_LINEBREAK.rawValue: return .lineBreak
        case CMARK_NODE_CODE.rawValue: return .code
        case CMARK_NODE_HTML_INLINE.rawValue: return .htmlInline
        case CMARK_NODE_EMPH.rawValue: return .emphasis
        case CMARK_NODE_STRONG.rawValue: return .strong
        case CMARK_NODE_LINK.rawValue: return .link
        case CMARK_NODE_IMAGE.rawValue: return .image
        case CMARK_NODE_FOOTNOTE_REFERENCE.rawValue: return .footnoteReference
        default: break
        }
        if type == table { return .table }
        if type == tableRow { return .tableRow }
        if type == tableCell { return .tableCell }
        if type == strikethrough { return .strikethrough }
        return .unknown
    }
}
