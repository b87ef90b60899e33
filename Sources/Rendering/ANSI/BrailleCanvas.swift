// A grid of braille cells, each 2 dots wide and 4 high (U+2800 + a bit per dot); a cell keeps
// the colour of the last series that drew in it.
import Theming

/// Dots on a braille grid.
struct BrailleCanvas {
    let columns: Int
    let rows: Int
    private var bits: [UInt8]
    private var colors: [Color?]

    init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        bits = [UInt8](repeating: 0, count: self.columns * self.rows)
        colors = [Color?](repeating: nil, count: self.columns * self.rows)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// The bit of dot (x, y) within its cell.
    private static let dotBits: [[UInt8]] = [
        [0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80],
    ]

    mutating func set(_ x: Int, _ y: Int, color: Color) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let cell = (y / 4) * columns + x / 2
        bits[cell] |= Self.dotBits[y % 4][x % 2]
        colors[cell] = color
    }

    /// A straight line of dots (Bresenham), both ends included.
    mutating func line(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, color: Color) {
        var (x, y) = (x0, y0)
        let dx = abs(x1 - x0)
        let dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1
        let sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        var steps = 0
        while steps <= 4 * (dotWidth + dotHeight) {
            set(x, y, color: color)
            if x == x1 && y == y1 { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += sx
            }
            if doubled <= dx {
                error += dx
                y += sy
            }
            steps += 1
        }
    }

    /// A filled disc of dots around (x, y); radius 0 is a 2×2 square, easier to see than a dot.
    mutating func disc(_ x: Int, _ y: Int, radius: Int, color: Color) {
        guard radius > 0 else {
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { set(x + dx, y + dy, color: color) }
            return
        }
        for dy in -radius...radius {
            for dx in -radius...radius where dx * dx + dy * dy <= radius * radius {
                set(x + dx, y + dy, color: color)
            }
        }
    }

    /// The spans of row `row`.
    func spans(row: Int) -> [Span] {
        var line = StyledLine()
        for column in 0..<columns {
            let cell = row * columns + column
            let character = Character(Unicode.Scalar(0x2800 + UInt32(bits[cell])) ?? " ")
            line.append(
                Span(
                    bits[cell] == 0 ? " " : String(character),
                    style: TextStyle(foreground: colors[cell])))
        }
        return line.spans
    }
}
