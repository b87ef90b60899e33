import FoundationEssentials
import Testing

@testable import Charting

@Suite struct ChartDateTests {
    @Test(arguments: [
        ("2024-03-05", 1_709_596_800.0),
        ("2024-03-05T14:30:00Z", 1_709_649_000),
        ("2024-03-05T14:30:00+02:00", 1_709_641_800),
        ("2024-03-05T14:30:00-0530", 1_709_668_800),
        ("2024-03-05 14:30", 1_709_649_000),
        ("2024-03-05T14:30:00.250Z", 1_709_649_000.25),
        ("2024/03/05", 1_709_596_800),
        ("2024-03", 1_709_251_200),
        ("1969-12-31T23:59:59Z", -1),
        ("2000-02-29", 951_782_400),
    ])
    func parsesISO8601(_ text: String, _ seconds: Double) throws {
        let date = try #require(ChartDate.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6)
    }

    @Test(arguments: ["2024-13-01", "2023-02-29", "2024-03-05T25:00", "March 5", "2024", "12", "2024-03-05Tx", ""])
    func rejectsNonDates(_ text: String) {
        #expect(ChartDate.parse(text) == nil)
    }

    @Test func yearOnlyWhenAllowed() {
        #expect(ChartDate.parse("2024", allowYearOnly: true)?.timeIntervalSince1970 == 1_704_067_200)
    }

    @Test func epochMillisecondsAndExpressions() {
        #expect(ChartDate.fromEpochMilliseconds(1_704_067_200_000).timeIntervalSince1970 == 1_704_067_200)
        #expect(ChartDate.parseExpression("Date.UTC(2024, 0, 1)")?.timeIntervalSince1970 == 1_704_067_200)
        #expect(ChartDate.parseExpression("new Date('2024-01-01')")?.timeIntervalSince1970 == 1_704_067_200)
        #expect(ChartDate.parseExpression("new Date(1704067200000)")?.timeIntervalSince1970 == 1_704_067_200)
        #expect(ChartDate.parseExpression("foo(1)") == nil)
    }

    @Test func formatsISO8601() {
        #expect(ChartDate.iso8601(Date(timeIntervalSince1970: 1_709_649_000)) == "2024-03-05T14:30:00Z")
        #expect(ChartDate.iso8601(Date(timeIntervalSince1970: 1_709_649_000.5)) == "2024-03-05T14:30:00.500Z")
        #expect(ChartDate.iso8601(Date(timeIntervalSince1970: -86_400)) == "1969-12-31T00:00:00Z")
    }

    @Test func civilDaysRoundTripOverCenturies() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let (year, month, day) = CivilDateTime.civil(fromDays: days)
            #expect(CivilDateTime.days(fromCivil: year, month, day) == days)
        }
        #expect(CivilDateTime(year: 2024, month: 3, day: 4).weekday == 1)
        #expect(CivilDateTime.daysInMonth(year: 2024, month: 2) == 29)
    }

    @Test func datesFromSpecsStayDates() throws {
        let text = #"{"xAxis": {"type": "datetime"}, "series": [{"data": [[1704067200000, 1], ["2024-01-02", 2]]}]}"#
        let spec = try #require(ChartDocument.read(text, fenceLanguage: "highcharts").chart)
        #expect(spec.x.scale == .time)
        #expect(spec.series[0].points.map(\.x.label) == ["2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z"])
    }
}
