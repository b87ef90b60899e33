import Inkwell
import Wire

/// A `.json` input: an agent message rendered as a whole reply.
enum ReplyInput {
    enum Problem: Error, CustomStringConvertible {
        case notAMessage
        case broken(MessageReader.Failure)

        /// Whether the input was message-shaped JSON (a broken message, not some other file).
        var looksLikeAMessage: Bool {
            if case .broken(let failure) = self { return !failure.path.isEmpty }
            return false
        }

        var description: String {
            switch self {
            case .notAMessage: "not an agent message (expected an AI SDK UIMessage with \"parts\" or a Stream Chat message)"
            case .broken(let failure): "not a readable message: \(failure)"
            }
        }
    }

    static func render(_ bytes: [UInt8], options: RenderOptions) -> Result<[UInt8], Problem> {
        do {
            guard let reply = try Inkwell.reply(fromJSON: String(decoding: bytes, as: UTF8.self)) else {
                return .failure(.notAMessage)
            }
            return .success(Array(Inkwell.render(reply, options: options).utf8))
        } catch {
            return .failure(.broken(error))
        }
    }
}
