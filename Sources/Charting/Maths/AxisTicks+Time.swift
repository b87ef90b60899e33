// Time ticks. Candidate steps run from 1 second to 1,000 years; the first whose tick count
// does not exceed the target wins. Ticks are aligned in UTC civil time: seconds and minutes
// to multiples of the step, hours to multiples from midnight, days to midnight, weeks to
// Mondays, months to multiples from January, years to multiples of the step. Months and years
// advance by calendar arithmetic, so ticks stay on the 1st whatever the month length.
import FoundationEssentials

/// A unit for time ticks, which also chooses the label format.
public enum TimeTickUnit: String, Sendable, Hashable, CaseIterable {
    /// `14:30:05`
    case second
    /// `14:30`
    case minute
    /// `14:00` (midnight shows the day, `Mar 5`)
    case hour
    /// `Mar 5`
    case day
    /// `Mar 5` (Mondays)
    case week
    /// `Jan 2024`
    case month
    /// `2024`
    case year

    /// The label of `date` at this unit.
    public func label(_ date: Date) -> String {
        let civil = CivilDateTime(date)
        let month = TimeTickUnit.monthNames[Swift.max(0, Swift.min(11, civil.month - 1))]
        let clock = ChartDate.pad(civil.hour, 2) + ":" + ChartDate.pad(civil.minute, 2)
        switch self {
        case .second: return clock + ":" + ChartDate.pad(civil.second, 2)
        case .minute: return clock
        case .hour: return civil.hour == 0 && civil.minute == 0 ? "\(month) \(civil.day)" : clock
        case .day, .week: return "\(month) \(civil.day)"
        case .month: return "\(month) \(civil.year)"
        case .year: return String(civil.year)
        }
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Approximate length in seconds.
    var seconds: Double {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day: 86_400
        case .week: 604_800
        case .month: 2_629_746
        case .year: 31_556_952
        }
    }
}

extension AxisTicks {
    static let timeSteps: [(TimeTickUnit, Int)] = [
        (.second, 1), (.second, 2), (.second, 5), (.second, 10), (.second, 15), (.second, 30),
        (.minute, 1), (.minute, 2), (.minute, 5), (.minute, 10), (.minute, 15), (.minute, 30),
        (.hour, 1), (.hour, 2), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2),
        (.week, 1), (.week, 2), (.month, 1), (.month, 2), (.month, 3), (.month, 6),
        (.year, 1), (.year, 2), (.year, 5), (.year, 10), (.year, 20), (.year, 50), (.year, 100),
        (.year, 200), (.year, 500), (.year, 1000),
    ]

    /// At most about `count` ticks between two dates, at a calendar unit; values in seconds.
    public static func time(from start: Date, to end: Date, count: Int = 6) -> (ticks: AxisTicks, unit: TimeTickUnit) {
        let low = Swift.min(start, end).timeIntervalSince1970
        let high = Swift.max(Swift.max(start, end).timeIntervalSince1970, low + 1)
        let span = high - low
        let target = Double(Swift.max(1, count))
        let (unit, step) = timeSteps.first { span / ($0.0.seconds * Double($0.1)) <= target } ?? (.year, 1000)
        var values: [Double] = []
        var tick = alignedStart(low, unit: unit, step: step)
        while tick <= high + 1e-6 && values.count < 1000 {
            if tick >= low - 1e-6 { values.append(tick) }
            tick = advanced(tick, unit: unit, step: step)
        }
        let labels = values.map { unit.label(Date(timeIntervalSince1970: $0)) }
        return (AxisTicks(values: values, labels: labels, lower: low, upper: high), unit)
    }

    static func alignedStart(_ seconds: Double, unit: TimeTickUnit, step: Int) -> Double {
        var civil = CivilDateTime(Date(timeIntervalSince1970: seconds))
        civil.nanosecond = 0
        switch unit {
        case .second: civil.second -= CivilDateTime.floorMod(civil.second, step)
        case .minute: (civil.second, civil.minute) = (0, civil.minute - CivilDateTime.floorMod(civil.minute, step))
        case .hour: (civil.second, civil.minute, civil.hour) = (0, 0, civil.hour - CivilDateTime.floorMod(civil.hour, step))
        case .day: (civil.second, civil.minute, civil.hour) = (0, 0, 0)
        case .week: (civil.second, civil.minute, civil.hour, civil.day) = (0, 0, 0, civil.day - (civil.weekday - 1))
        case .month:
            (civil.second, civil.minute, civil.hour, civil.day) = (0, 0, 0, 1)
            civil.month -= CivilDateTime.floorMod(civil.month - 1, step)
        case .year:
            (civil.second, civil.minute, civil.hour, civil.day, civil.month) = (0, 0, 0, 1, 1)
            civil.year -= CivilDateTime.floorMod(civil.year, step)
        }
        return civil.date.timeIntervalSince1970
    }

    static func advanced(_ seconds: Double, unit: TimeTickUnit, step: Int) -> Double {
        var civil = CivilDateTime(Date(timeIntervalSince1970: seconds))
        switch unit {
        case .second, .minute, .hour, .day, .week: return seconds + unit.seconds * Double(step)
        case .month: civil.month += step
        case .year: civil.year += step
        }
        return civil.date.timeIntervalSince1970
    }
}
