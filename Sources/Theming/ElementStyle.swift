/// The look of one element: its text style plus optional decorations (as glamour's
/// `block_prefix`, `prefix`, `indent`, `margin`) and element-specific fields.
///
/// Every field is optional; `nil` means "inherit" before resolution and "not set" after.
/// Which element-specific fields an element accepts is listed in THEMES.md.
public struct ElementStyle: Sendable, Hashable {
    /// Colours and attributes of the element's text.
    public var text: TextStyle
    /// Printed before the element's text, inline (e.g. `"# "` before a heading).
    public var prefix: String?
    /// Printed after the element's text, inline.
    public var suffix: String?
    /// Printed before the block, on its own (e.g. `"\n"` for a blank line before).
    public var blockPrefix: String?
    /// Printed after the block, on its own.
    public var blockSuffix: String?
    /// Blank columns left of the block (outside any background).
    public var margin: Int?
    /// Columns the block's content is indented by (inside its background).
    public var indent: Int?
    /// Colour of a panel or table border.
    public var borderColor: Color?
    /// Colour of a code block's language label or a chart's labels.
    public var labelColor: Color?
    /// Colour of a block quote's (or reasoning block's) bar.
    public var barColor: Color?
    /// The bar drawn left of a quoted line, e.g. `"│ "`.
    public var barCharacter: String?
    /// Bullet strings by nesting level, repeating from the last level onward.
    public var bullets: [String]?
    /// Numbering of ordered list items.
    public var enumeration: EnumerationStyle?
    /// Printed after an item number, e.g. `"."` or `")"`.
    public var enumerationSuffix: String?
    /// Extra columns of indent per list nesting level.
    public var levelIndent: Int?
    /// A status or task mark, e.g. `"☑"` or `"✓"`.
    public var mark: String?
    /// Whether a link's URL is shown after its text.
    public var showURL: Bool?
    /// The character a thematic break is drawn with.
    public var character: String?
    /// Chart series colours, in order.
    public var palette: [Color]?
    /// Colour of chart axes.
    public var axisColor: Color?
    /// Colour of chart grid lines.
    public var gridColor: Color?

    /// Creates a style; every omitted field inherits.
    public init(_ text: TextStyle = TextStyle()) {
        self.text = text
    }

    /// This style with every unset field taken from `parent`, text style included.
    public func merged(over parent: ElementStyle) -> ElementStyle {
        var out = decorations(over: parent)
        out.text = text.merged(over: parent.text)
        return out
    }

    /// This style with unset decorations (everything but `text`) taken from `parent`.
    public func decorations(over parent: ElementStyle) -> ElementStyle {
        var out = self
        out.prefix = prefix ?? parent.prefix
        out.suffix = suffix ?? parent.suffix
        out.blockPrefix = blockPrefix ?? parent.blockPrefix
        out.blockSuffix = blockSuffix ?? parent.blockSuffix
        out.margin = margin ?? parent.margin
        out.indent = indent ?? parent.indent
        out.borderColor = borderColor ?? parent.borderColor
        out.labelColor = labelColor ?? parent.labelColor
        out.barColor = barColor ?? parent.barColor
        out.barCharacter = barCharacter ?? parent.barCharacter
        out.bullets = bullets ?? parent.bullets
        out.enumeration = enumeration ?? parent.enumeration
        out.enumerationSuffix = enumerationSuffix ?? parent.enumerationSuffix
        out.levelIndent = levelIndent ?? parent.levelIndent
        out.mark = mark ?? parent.mark
        out.showURL = showURL ?? parent.showURL
        out.character = character ?? parent.character
        out.palette = palette ?? parent.palette
        out.axisColor = axisColor ?? parent.axisColor
        out.gridColor = gridColor ?? parent.gridColor
        return out
    }

    /// The bullet for a nesting level (0 = outermost), or `"•"` when none is set.
    public func bullet(level: Int) -> String {
        guard let bullets, let last = bullets.last else { return "•" }
        return level >= 0 && level < bullets.count ? bullets[level] : last
    }
}

extension ElementStyle {
    /// The JSON keys an element object may hold.
    enum Key: String, CaseIterable {
        case foreground, background, bold, italic, underline, strikethrough, faint, inverse
        case prefix, suffix, blockPrefix, blockSuffix, margin, indent
        case borderColor, labelColor, barColor, barCharacter
        case bullets, enumeration, enumerationSuffix, levelIndent
        case mark, showURL, character, palette, axisColor, gridColor

        /// Keys every element accepts: the text style and the common decorations.
        static let common: [Key] = [
            .foreground, .background, .bold, .italic, .underline, .strikethrough, .faint,
            .inverse, .prefix, .suffix, .blockPrefix, .blockSuffix, .margin, .indent,
        ]
    }
}
