/// One thing an agent's stream said, in a vocabulary shared by every wire format.
///
/// Text and reasoning ids are the format's part ids (AI SDK `id`, Anthropic block index) or nil
/// where the format has none (OpenAI, plain text). Tool inputs and outputs are JSON text.
/// A clean end of stream is always reported by exactly one `.done`; a stream that was cut off
/// reports `.malformed` with a `.truncated` reason instead.
public enum StreamEvent: Sendable, Hashable {
    /// A new assistant message begins (AI SDK `start`, Anthropic `message_start`, OpenAI role).
    case messageStart(id: String?)
    /// A text part begins.
    case textStart(id: String?)
    /// Text to append to the text part `id`.
    case textDelta(id: String?, String)
    /// A text part is complete.
    case textEnd(id: String?)
    /// A reasoning part begins.
    case reasoningStart(id: String?)
    /// Reasoning text to append to the reasoning part `id`.
    case reasoningDelta(id: String?, String)
    /// A reasoning part is complete.
    case reasoningEnd(id: String?)
    /// A tool call begins; its input is about to stream.
    case toolInputStart(id: String, name: String, title: String?)
    /// A piece of the tool call's input JSON text.
    case toolInputDelta(id: String, String)
    /// The tool call's complete input, as JSON text.
    case toolInputAvailable(id: String, name: String, input: String)
    /// The tool call's input could not be used (invalid JSON, or the agent said so).
    case toolInputError(id: String, name: String, input: String, message: String)
    /// The tool call waits for the user's approval.
    case toolApprovalRequest(approvalID: String, toolCallID: String)
    /// The tool's output, as JSON text.
    case toolOutputAvailable(id: String, output: String)
    /// The tool failed.
    case toolOutputError(id: String, message: String)
    /// The user declined the tool call.
    case toolOutputDenied(id: String)
    /// A source the agent cites by URL.
    case sourceURL(id: String, url: String, title: String?)
    /// A source document the agent cites.
    case sourceDocument(id: String, mediaType: String, title: String, filename: String?)
    /// A file the agent produced.
    case file(url: String, mediaType: String)
    /// An app-specific data part (AI SDK `data-<name>`), its payload as JSON text.
    case data(name: String, id: String?, json: String)
    /// A step (one model call, in a multi-step agent) begins.
    case stepStart
    /// A step ends.
    case stepFinish
    /// What the agent says it is doing, with what it said about it.
    case activity(AgentState, message: String?)
    /// The whole text of message `id` so far (Stream Chat sends all of it on every update).
    case messageReplace(id: String?, text: String, isGenerating: Bool)
    /// The model finished, with the format's own reason (`stop`, `end_turn`, `tool_calls`...).
    case finish(reason: String?)
    /// The reply was aborted (AI SDK `abort`, Stream Chat `ai_indicator.stop`).
    case abort(reason: String?)
    /// The agent reported an error; the text is what it said.
    case error(String)
    /// The stream ended cleanly.
    case done
    /// An event that could not be decoded: report it and carry on.
    case malformed(DecodeError)
}
