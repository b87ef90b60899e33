// Downgrading a colour to a smaller palette.
//
// xterm-256: indices 16–231 are a 6×6×6 cube with channel levels 0, 95, 135, 175, 215, 255;
// 232–255 are 24 greys 8, 18, ..., 238. We take the nearest cube entry (per channel) and the
// nearest grey (by channel mean) and keep whichever is nearer in the "redmean" distance, a
// cheap perceptual approximation. 16 colours: the nearest `BasicColor` in the same distance.

extension Color {
    /// The nearest xterm-256 palette index (16–255); a named basic colour keeps its index 0–15.
    public var ansi256Index: UInt8 {
        if let basic { return UInt8(basic.rawValue) }
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        let cube = [Int(r), Int(g), Int(b)].map(Color.nearestCubeLevel)
        let cubeColor = (levels[cube[0]], levels[cube[1]], levels[cube[2]])
        let mean = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = min(23, max(0, (mean - 8 + 5) / 10))
        let greyValue = 8 + 10 * greyStep
        let own = (Int(r), Int(g), Int(b))
        let cubeDistance = Color.distance(own, cubeColor)
        let greyDistance = Color.distance(own, (greyValue, greyValue, greyValue))
        if greyDistance < cubeDistance {
            return UInt8(232 + greyStep)
        }
        return UInt8(16 + 36 * cube[0] + 6 * cube[1] + cube[2])
    }

    /// The nearest of the 16 basic colours; a named basic colour is itself.
    public var nearestBasic: BasicColor {
        if let basic { return basic }
        let own = (Int(r), Int(g), Int(b))
        var best = BasicColor.black
        var bestDistance = Int.max
        for candidate in BasicColor.allCases {
            let rgb = candidate.rgb
            let d = Color.distance(own, (Int(rgb.r), Int(rgb.g), Int(rgb.b)))
            if d < bestDistance {
                best = candidate
                bestDistance = d
            }
        }
        return best
    }

    /// The RGB value of an xterm-256 palette index (basic colours use the VGA values).
    public static func ansi256(_ index: UInt8) -> Color {
        switch index {
        case 0..<16:
            return Color(BasicColor(rawValue: Int(index)) ?? .black)
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let n = Int(index) - 16
            return Color(r: levels[n / 36], g: levels[(n / 6) % 6], b: levels[n % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return Color(r: grey, g: grey, b: grey)
        }
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }

    /// Squared "redmean" distance (scaled by 256 to stay in integers).
    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let redMean = (a.0 + b.0) / 2
        let dr = a.0 - b.0
        let dg = a.1 - b.1
        let db = a.2 - b.2
        return ((512 + redMean) * dr * dr) + 1024 * dg * dg + ((767 - redMean) * db * db)
    }
}
