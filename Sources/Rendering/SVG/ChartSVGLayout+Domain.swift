import Charting
import FoundationEssentials

extension ChartSVGLayout {
    static let rotatedLabelLimit = 110.0

    /// Sets the domain scale and labels, then reserves the bottom margin the labels need.
    mutating func placeDomain(_ plan: ChartPlan, reservedBottom: Double) {
        let start = isHorizontal ? plot.y : plot.x
        let end = isHorizontal ? plot.bottom : plot.right
        var labelHeight = Self.fontSize
        switch plan.domain {
        case .bands(let keys, let labels):
            let reversed = plan.isFirstCategoryAtBottom
            var scale = BandScale(
                count: keys.count, start: reversed ? end : start, end: reversed ? start : end)
            scale.isPoint = plan.usesPointBands
            band = scale
            let ticks = labels.enumerated().map {
                TickLabel(position: scale.center($0.offset), text: $0.element)
            }
            if isHorizontal {
                let limit = plot.x - 10
                domainTicks = Self.strided(ticks, step: abs(scale.step), needed: Self.fontSize + 3)
                    .map {
                        TickLabel(
                            position: $0.position,
                            text: ChartTextWidth.truncated(
                                $0.text, toFit: limit, fontSize: Self.fontSize))
                    }
            } else {
                labelHeight = placeBottomBands(ticks, step: abs(scale.step))
            }
        case .continuous(let lower, let upper, let scale):
            placeContinuous(plan, lower: lower, upper: upper, scale: scale, start: start, end: end)
        }
        domainLabelHeight = labelHeight
        if !isHorizontal { plot.cutBottom(labelHeight + 8 + reservedBottom) }
    }

    /// Category labels under the plot: level when they fit, else at 45°, thinned to a stride.
    private mutating func placeBottomBands(_ ticks: [TickLabel], step: Double) -> Double {
        let widths = ticks.map { ChartTextWidth.of($0.text, fontSize: Self.fontSize) }
        let widest = widths.max() ?? 0
        if widest + 6 <= step {
            domainTicks = ticks
            return Self.fontSize
        }
        isRotated = true
        let kept = Self.strided(ticks, step: step, needed: Self.fontSize * 1.5)
        domainTicks = kept.map {
            TickLabel(
                position: $0.position,
                text: ChartTextWidth.truncated(
                    $0.text, toFit: Self.rotatedRoom(at: $0.position, left: outer.x),
                    fontSize: Self.fontSize))
        }
        let longest =
            domainTicks.map { ChartTextWidth.of($0.text, fontSize: Self.fontSize) }.max() ?? 0
        return longest * 0.71 + Self.fontSize
    }

    private mutating func placeContinuous(
        _ plan: ChartPlan, lower: Double, upper: Double, scale: AxisScale, start: Double,
        end: Double
    ) {
        let length = abs(end - start)
        let count = max(2, min(10, Int(length / 80)))
        var (low, high) = (lower, upper)
        let ticks: AxisTicks
        switch scale {
        case .time:
            ticks =
                AxisTicks.time(
                    from: Date(timeIntervalSince1970: low), to: Date(timeIntervalSince1970: high),
                    count: count
                ).ticks
        case .log:
            ticks = AxisTicks.log(min: max(low, 1e-12), max: max(high, 1e-12))
            (low, high) = (ticks.lower, ticks.upper)
        case .linear, .category:
            let pad = (high - low) * plan.pointPadding
            (low, high) = (low - pad, high + pad)
            ticks = AxisTicks.linear(
                min: low, max: high, count: plan.domainTickCount(count, lower: low, upper: high))
            // NB: point clouds keep their padded range (whole ticks inside it); snapping out to
            // the next whole tick can waste a fifth of the plot.
            if plan.spec.x.min == nil && pad == 0 { low = ticks.lower }
            if plan.spec.x.max == nil && pad == 0 { high = ticks.upper }
        }
        let mapped = ChartScale(
            lower: low, upper: high, start: start, end: end, isLog: scale == .log)
        domain = mapped
        let labels = zip(ticks.values, ticks.labels).filter { mapped.contains($0.0) }
            .map { TickLabel(position: mapped($0.0), text: ChartNumber.tick($0.1, at: $0.0)) }
        domainTicks =
            isHorizontal
            ? Self.thinned(labels) { _ in Self.fontSize + 3 }
            : Self.thinned(labels) { ChartTextWidth.of($0.text, fontSize: Self.fontSize) + 8 }
    }

    /// The length a label rotated 45° down-left from `position` may have without crossing
    /// the left edge, at most `rotatedLabelLimit`.
    static func rotatedRoom(at position: Double, left: Double) -> Double {
        max(fontSize, min(rotatedLabelLimit, (position + 3 - left) / 0.71 - fontSize * 0.5))
    }

    /// Every k-th label, k the smallest stride that leaves `needed` pixels per label.
    static func strided(_ ticks: [TickLabel], step: Double, needed: Double) -> [TickLabel] {
        guard step > 0 else { return ticks }
        let stride = max(1, Int((needed / step).rounded(.up)))
        return ticks.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }

    /// Labels kept greedily so that none overlaps the last one kept (`extent` is each label's
    /// size along the axis, spacing included).
    static func thinned(_ ticks: [TickLabel], extent: (TickLabel) -> Double) -> [TickLabel] {
        var kept: [TickLabel] = []
        for tick in ticks {
            if let last = kept.last,
                abs(tick.position - last.position) < (extent(last) + extent(tick)) / 2
            {
                continue
            }
            kept.append(tick)
        }
        return kept
    }
}
