// A code fence opened on a line that also opens or continues containers: `> ```js` in a
// quote, `1. ```bash` on a list item's first line. The tail healer must know such a fence is
// open, or it heals the code as text (the fence's own backticks taken for an open code span,
// closed at the end of the code; `> ~~~ info` closed as strikethrough into the info string).
//
// The containers are read off the fence's line, in order. A later line stays inside the fence
// while it continues every one of them, as cmark's block parser matches open containers: a
// quote needs its `>` (a fence has no lazy lines), a list item its content's indentation (or
// a blank line). A line that does not continue them closes the fence with its container.
//
// Containers opened on earlier lines (a fence on its own, indented line inside a list item)
// are not known here: such a fence is taken for one at the top level, as before.

/// A container a fence's line opens the fence in.
enum FenceContainer: Equatable {
    /// A block quote's `>`.
    case quote
    /// A list item whose content starts `width` columns after the previous container's.
    case item(width: Int)
}

extension LinePatterns {
    /// The quote and list item markers `line` starts with, and the rest of the line (the
    /// markers' spaces taken off as CommonMark takes them); no containers when a tab comes
    /// first, whose width depends on the column.
    static func fenceContainers(_ line: ArraySlice<UInt8>) -> (containers: [FenceContainer], rest: ArraySlice<UInt8>) {
        var containers: [FenceContainer] = []
        var rest = line
        while true {
            let spaces = rest.prefix { $0 == 0x20 }.count
            guard spaces <= 3 else { break }
            let after = rest.dropFirst(spaces)
            if after.first == UInt8(ascii: ">") {
                rest = after.dropFirst()
                if rest.first == 0x20 { rest = rest.dropFirst() }
                containers.append(.quote)
                continue
            }
            let marker = ListMarker.length(after)
            guard marker > 0, after[after.startIndex + marker - 1] == 0x20 else { break }
            // One to four spaces after the marker count to the content's indentation; with
            // more, the content is indented code one space after the marker.
            let gap = after.dropFirst(marker - 1).prefix { $0 == 0x20 }.count
            let width = spaces + marker - 1 + (gap <= 4 ? gap : 1)
            containers.append(.item(width: width))
            rest = rest.dropFirst(width)
        }
        return rest.first == 0x09 ? ([], line) : (containers, rest)
    }

    /// The rest of `line` after it continues `containers`, or nil when it leaves one of them.
    static func continuing(_ containers: [FenceContainer], _ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var rest = line
        for container in containers {
            switch container {
            case .quote:
                let spaces = rest.prefix { $0 == 0x20 }.count
                guard spaces <= 3, rest.dropFirst(spaces).first == UInt8(ascii: ">") else { return nil }
                rest = rest.dropFirst(spaces + 1)
                if rest.first == 0x20 { rest = rest.dropFirst() }
            case .item(let width):
                if isBlank(rest) { return rest.dropFirst(rest.count) }
                guard rest.prefix(width).allSatisfy({ $0 == 0x20 }) else { return nil }
                rest = rest.dropFirst(width)
            }
        }
        return rest
    }
}
