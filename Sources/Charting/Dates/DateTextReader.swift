import FoundationEssentials

/// The byte cursor behind `ChartDate.parse`.
struct DateTextReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func read(allowYearOnly: Bool) -> Date? {
        guard let year = digits(4, exactly: true) else { return nil }
        var civil = CivilDateTime(year: year)
        guard let separator = current, separator == 45 || separator == 47 else {
            return allowYearOnly && current == nil ? civil.date : nil
        }
        position += 1
        guard let month = digits(2), (1...12).contains(month) else { return nil }
        civil.month = month
        if current == separator {
            position += 1
            guard let day = digits(2), day >= 1,
                day <= CivilDateTime.daysInMonth(year: year, month: month)
            else { return nil }
            civil.day = day
            if current == 84 || current == 116 || current == 32 {
                position += 1
                guard readTime(into: &civil) else { return nil }
            }
        }
        guard let offset = readZone(), current == nil else { return nil }
        return civil.date.addingTimeInterval(-Double(offset))
    }

    mutating func readTime(into civil: inout CivilDateTime) -> Bool {
        guard let hour = digits(2), hour <= 24, current == 58 else { return false }
        position += 1
        guard let minute = digits(2), minute < 60 else { return false }
        civil.hour = hour
        civil.minute = minute
        if current == 58 {
            position += 1
            guard let second = digits(2), second <= 60 else { return false }
            civil.second = second
            if current == 46 || current == 44 {
                position += 1
                civil.nanosecond = fraction()
            }
        }
        return true
    }

    /// Fractional seconds as nanoseconds (digits beyond nine are ignored).
    mutating func fraction() -> Int {
        var value = 0
        var count = 0
        while let byte = current, (48...57).contains(byte) {
            if count < 9 {
                value = value * 10 + Int(byte - 48)
                count += 1
            }
            position += 1
        }
        for _ in count..<9 { value *= 10 }
        return value
    }

    /// The zone offset in seconds east of UTC; 0 when absent; nil when malformed.
    mutating func readZone() -> Int? {
        guard let byte = current else { return 0 }
        if byte == 90 || byte == 122 {
            position += 1
            return 0
        }
        if byte == 32 && position + 1 < bytes.count && (bytes[position + 1] == 43 || bytes[position + 1] == 45) {
            position += 1
        }
        guard let sign = current, sign == 43 || sign == 45 else { return nil }
        position += 1
        guard let hours = digits(2, exactly: false) else { return nil }
        if current == 58 { position += 1 }
        let minutes = current == nil ? 0 : digits(2)
        guard let minutes, hours < 24, minutes < 60 else { return nil }
        let offset = hours * 3600 + minutes * 60
        return sign == 45 ? -offset : offset
    }

    mutating func digits(_ count: Int, exactly: Bool = true) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let byte = current, (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
            position += 1
        }
        if exactly, let byte = current, (48...57).contains(byte) { return nil }
        return value
    }
}
