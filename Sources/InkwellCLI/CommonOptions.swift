import Inkwell

/// The options `render` and `stream` share: `--to`, `--extensions`.
enum CommonOptions {
    static func read(_ parsed: ParsedArguments, into options: inout RenderOptions) throws(UsageError) {
        if let format = parsed.value("--to") {
            guard let value = OutputFormat(rawValue: format) else {
                let known = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidValue(option: "--to", value: format, reason: "expected one of \(known)")
            }
            options.format = value
        }
        if let list = parsed.value("--extensions") {
            do {
                options.extensions = try Extensions(list: list)
            } catch {
                throw .invalidValue(option: "--extensions", value: list, reason: error.description)
            }
        }
    }
}
