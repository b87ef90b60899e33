import CCmarkGFM

/// The text of a cmark subtree, collected without recursion (used to flatten too-deep nesting).
enum PlainText {
    static func of(subtree root: NodePointer) -> String {
        var bytes: [UInt8] = []
        var node: NodePointer? = root
        while let current = node {
            append(current, to: &bytes)
            if let child = inkwell_first_child(current) {
                node = child
                continue
            }
            node = nextAfter(current, within: root)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func nextAfter(_ node: NodePointer, within root: NodePointer) -> NodePointer? {
        var current = node
        while current != root {
            if let sibling = inkwell_next(current) { return sibling }
            guard let parent = inkwell_parent(current) else { return nil }
            current = parent
        }
        return nil
    }

    private static func append(_ node: NodePointer, to bytes: inout [UInt8]) {
        let type = UInt32(inkwell_type(node))
        let literal: inkwell_bytes
        switch type {
        case CMARK_NODE_TEXT.rawValue, CMARK_NODE_CODE.rawValue, CMARK_NODE_HTML_INLINE.rawValue,
             CMARK_NODE_HTML_BLOCK.rawValue:
            literal = inkwell_literal(node)
        case CMARK_NODE_CODE_BLOCK.rawValue:
            literal = inkwell_code_literal(node)
        case CMARK_NODE_SOFTBREAK.rawValue, CMARK_NODE_LINEBREAK.rawValue:
            bytes.append(UInt8(ascii: " "))
            return
        case CMARK_NODE_PARAGRAPH.rawValue, CMARK_NODE_HEADING.rawValue:
            if !bytes.isEmpty, bytes.last != UInt8(ascii: " ") { bytes.append(UInt8(ascii: " ")) }
            return
        default:
            return
        }
        if let data = literal.data, literal.length > 0 {
            bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(literal.length)))
        }
    }
}
