/// A bullet or ordered list.
public struct List: Hashable, Sendable {
    /// Bullet or ordered, with what the marker looked like.
    public enum Kind: Hashable, Sendable, Codable {
        /// `-`, `+` or `*` items.
        case bullet(marker: BulletMarker)
        /// Numbered items starting at `start`, delimited by `.` or `)`.
        case ordered(start: Int, delimiter: Delimiter)
    }

    /// The character of a bullet list's markers.
    public enum BulletMarker: String, Hashable, Sendable, Codable {
        case dash = "-"
        case plus = "+"
        case star = "*"
    }

    /// The delimiter after an ordered item's number.
    public enum Delimiter: String, Hashable, Sendable, Codable {
        case period = "."
        case parenthesis = ")"
    }

    /// Bullet or ordered.
    public var kind: Kind
    /// A tight list renders its paragraphs without spacing between items.
    public var isTight: Bool
    /// The items.
    public var items: [ListItem]
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a list.
    public init(kind: Kind, isTight: Bool, items: [ListItem], range: SourceRange? = nil) {
        self.kind = kind
        self.isTight = isTight
        self.items = items
        self.range = range
    }

    /// The number of the first item, 1 for bullet lists.
    public var start: Int {
        if case .ordered(let start, _) = kind { return start }
        return 1
    }

    /// Whether the items are numbered.
    public var isOrdered: Bool {
        if case .ordered = kind { return true }
        return false
    }
}

/// One list item; a task list item carries its checkbox.
public struct ListItem: Hashable, Sendable, Codable {
    /// The state of a task list item's box.
    public enum Checkbox: String, Hashable, Sendable, Codable {
        case checked
        case unchecked
    }

    /// `nil` for an ordinary item.
    public var checkbox: Checkbox?
    /// The item's blocks.
    public var blocks: [Block]
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a list item.
    public init(checkbox: Checkbox? = nil, blocks: [Block], range: SourceRange? = nil) {
        self.checkbox = checkbox
        self.blocks = blocks
        self.range = range
    }
}
