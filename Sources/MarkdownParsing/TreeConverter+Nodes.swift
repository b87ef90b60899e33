import CCmarkGFM
import MarkdownModel

/// Reading the fields of single cmark nodes into model values.
extension TreeConverter {
    func string(_ bytes: inkwell_bytes) -> String {
        guard let data = bytes.data, bytes.length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(bytes.length)), as: UTF8.self)
    }

    func range(of node: NodePointer) -> SourceRange? {
        // NB: cmark-gfm's table extension rebuilds a paragraph it tried as a table header
        // without positions (line 0); report that as unknown rather than a wrong line.
        guard inkwell_start_line(node) > 0 else { return nil }
        return SourceRange(startLine: Int(inkwell_start_line(node)) + lineOffset, startColumn: Int(inkwell_start_column(node)),
                    endLine: Int(inkwell_end_line(node)) + lineOffset, endColumn: Int(inkwell_end_column(node)))
    }

    func heading(_ node: NodePointer, inlines: [Inline]) -> Heading {
        Heading(level: Int(inkwell_heading_level(node)),
                style: inkwell_heading_is_setext(node) != 0 ? .setext : .atx,
                inlines: inlines, range: range(of: node))
    }

    func list(_ node: NodePointer, items: [ListItem]) -> List {
        let kind: List.Kind
        if inkwell_list_is_ordered(node) != 0 {
            kind = .ordered(start: Int(inkwell_list_start(node)),
                            delimiter: inkwell_list_delim_is_paren(node) != 0 ? .parenthesis : .period)
        } else {
            let marker: List.BulletMarker = switch inkwell_list_bullet(node) {
            case UInt8(ascii: "+"): .plus
            case UInt8(ascii: "*"): .star
            default: .dash
            }
            kind = .bullet(marker: marker)
        }
        return List(kind: kind, isTight: inkwell_list_is_tight(node) != 0, items: items, range: range(of: node))
    }

    func checkbox(_ node: NodePointer) -> ListItem.Checkbox? {
        guard let tasklist, let ext = inkwell_extension(node), ext == tasklist else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked
    }

    func codeBlock(_ node: NodePointer) -> CodeBlock {
        let style: CodeBlock.Style
        if inkwell_code_is_fenced(node) != 0 {
            let character: CodeBlock.FenceCharacter = inkwell_code_fence_char(node) == UInt8(ascii: "~") ? .tilde : .backtick
            style = .fenced(character: character, length: Int(inkwell_code_fence_length(node)))
        } else {
            style = .indented
        }
        return CodeBlock(style: style, info: string(inkwell_code_info(node)),
                         code: string(inkwell_code_literal(node)), range: range(of: node))
    }

    func table(_ node: NodePointer, header: TableRow?, rows: [TableRow]) -> Table {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [Table.Alignment] = []
        alignments.reserveCapacity(columns)
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for index in 0..<columns {
                let alignment: Table.Alignment = switch raw[index] {
                case UInt8(ascii: "l"): .left
                case UInt8(ascii: "c"): .center
                case UInt8(ascii: "r"): .right
                default: .none
                }
                alignments.append(alignment)
            }
        }
        return Table(alignments: alignments, header: header ?? TableRow(cells: []), rows: rows, range: range(of: node))
    }

    func link(_ node: NodePointer, inlines: [Inline]) -> Link {
        let destination = string(inkwell_link_url(node))
        let title = string(inkwell_link_title(node))
        return Link(destination: destination, title: title, inlines: inlines,
                    isAutolink: title.isEmpty && Self.looksAutolinked(destination, inlines))
    }

    /// cmark keeps no flag for autolinks; both kinds have exactly the URL (less `mailto:`) as text.
    static func looksAutolinked(_ destination: String, _ inlines: [Inline]) -> Bool {
        guard inlines.count == 1, case .text(let text) = inlines[0] else { return false }
        return text == destination || "mailto:" + text == destination
    }

    func footnoteReference(_ node: NodePointer) -> FootnoteReference {
        let label = inkwell_footnote_parent_def(node).map { string(inkwell_literal($0)) } ?? ""
        return FootnoteReference(label: label, number: Int(string(inkwell_literal(node))) ?? 0,
                                 occurrence: max(1, Int(inkwell_footnote_ref_ix(node))))
    }
}
