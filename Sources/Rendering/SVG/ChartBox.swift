/// A rectangle being carved up into title, legend, axes and plot.
struct ChartBox: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var right: Double { x + width }
    var bottom: Double { y + height }

    mutating func cutTop(_ amount: Double) {
        y += amount
        height = max(10, height - amount)
    }

    mutating func cutBottom(_ amount: Double) { height = max(10, height - amount) }

    mutating func cutLeft(_ amount: Double) {
        x += amount
        width = max(10, width - amount)
    }

    mutating func cutRight(_ amount: Double) { width = max(10, width - amount) }
}
