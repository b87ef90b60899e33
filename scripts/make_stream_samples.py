#!/usr/bin/env python3
"""Writes Samples/streams/*: recorded agent streams in each wire format.

The texts come from Samples/streams/answer.md, answer-weather.md and reasoning.txt; they are
cut into small deltas (mid-word, mid-`**`, mid-fence) and wrapped exactly as each protocol
sends them. Run from the package folder: python3 scripts/make_stream_samples.py
"""
import json
import os
import random

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "streams")


def read(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as handle:
        return handle.read()


def write(name, text):
    with open(os.path.join(ROOT, name), "w", encoding="utf-8", newline="") as handle:
        handle.write(text)


def pieces(text, seed):
    """Cuts text into deltas of 1-9 characters, always cutting inside the first `**`/fence."""
    rng = random.Random(seed)
    cuts = set()
    for marker in ("**", "```"):
        at = text.find(marker)
        if at >= 0:
            cuts.add(at + 1)
    out, start = [], 0
    while start < len(text):
        end = min(len(text), start + rng.randint(1, 9))
        inner = [c for c in cuts if start < c < end]
        if inner:
            end = min(inner)
        out.append(text[start:end])
        start = end
    return out


def dumps(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def sse(values, names=None):
    lines = []
    for index, value in enumerate(values):
        if names:
            lines.append("event: " + names[index])
        lines.append("data: " + (value if isinstance(value, str) else dumps(value)))
        lines.append("")
    return "\n".join(lines) + "\n"


ANSWER = read("answer.md")
WEATHER = read("answer-weather.md")
REASONING = read("reasoning.txt")
QUERY = {"query": "exponential backoff full jitter", "limit": 3}
RESULTS = {
    "results": [
        {"title": "Exponential Backoff And Jitter", "url": "https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/"},
        {"title": "Retry pattern", "url": "https://learn.microsoft.com/azure/architecture/patterns/retry"},
    ]
}


def ai_sdk():
    chunks = [{"type": "start", "messageId": "msg_7f3a9c"}, {"type": "start-step"},
              {"type": "reasoning-start", "id": "reasoning-1"}]
    chunks += [{"type": "reasoning-delta", "id": "reasoning-1", "delta": d} for d in pieces(REASONING, 1)]
    chunks += [{"type": "reasoning-end", "id": "reasoning-1"},
               {"type": "tool-input-start", "toolCallId": "call_search_1", "toolName": "search_docs",
                "title": "Search the docs"}]
    chunks += [{"type": "tool-input-delta", "toolCallId": "call_search_1", "inputTextDelta": d}
               for d in pieces(json.dumps(QUERY), 2)]
    chunks += [{"type": "tool-input-available", "toolCallId": "call_search_1", "toolName": "search_docs",
                "input": QUERY, "title": "Search the docs"},
               {"type": "tool-output-available", "toolCallId": "call_search_1", "output": RESULTS},
               {"type": "finish-step"}, {"type": "start-step"}, {"type": "text-start", "id": "text-1"}]
    chunks += [{"type": "text-delta", "id": "text-1", "delta": d} for d in pieces(ANSWER, 3)]
    chunks += [{"type": "source-url", "sourceId": "src-1", "url": RESULTS["results"][0]["url"],
                "title": RESULTS["results"][0]["title"]},
               {"type": "text-end", "id": "text-1"}, {"type": "finish-step"},
               {"type": "finish", "finishReason": "stop"}]
    write("ai-sdk-answer-with-tool.sse", sse(chunks + ["[DONE]"]))

    approval = [{"type": "start", "messageId": "msg_91be02"}, {"type": "start-step"},
                {"type": "tool-input-start", "toolCallId": "call_rm_1", "toolName": "delete_files"}]
    approval += [{"type": "tool-input-delta", "toolCallId": "call_rm_1", "inputTextDelta": d}
                 for d in pieces('{"path":"/tmp/build","recursive":true}', 4)]
    approval += [{"type": "tool-input-available", "toolCallId": "call_rm_1", "toolName": "delete_files",
                  "input": {"path": "/tmp/build", "recursive": True}},
                 {"type": "tool-approval-request", "approvalId": "approval_1", "toolCallId": "call_rm_1"},
                 {"type": "finish-step"}, {"type": "finish", "finishReason": "tool-calls"}]
    write("ai-sdk-approval.sse", sse(approval + ["[DONE]"]))

    cut = [{"type": "start", "messageId": "msg_c0ffee"}, {"type": "start-step"},
           {"type": "text-start", "id": "text-1"}]
    cut += [{"type": "text-delta", "id": "text-1", "delta": d} for d in pieces(ANSWER[:220], 5)]
    text = sse(cut)
    write("ai-sdk-truncated.sse", text + 'data: {"type":"text-delta","id":"text-1","delta":"retr')

    failed = [{"type": "start", "messageId": "msg_e770"}, {"type": "start-step"},
              {"type": "text-start", "id": "text-1"}]
    failed += [{"type": "text-delta", "id": "text-1", "delta": d} for d in pieces(ANSWER[:90], 6)]
    failed += [{"type": "error", "errorText": "The model provider is overloaded. Try again later."}]
    write("ai-sdk-error.sse", sse(failed + ["[DONE]"]))


def stream_chat_message(text, generating, at, message_id="ai-reply-5e1f"):
    return {"type": "message.updated", "cid": "messaging:ai-demo", "channel_id": "ai-demo",
            "channel_type": "messaging", "message_id": message_id,
            "message": {"id": message_id, "text": text, "html": "", "type": "regular",
                        "user": {"id": "ai-bot", "name": "Assistant"}, "ai_generated": True,
                        "generating": generating, "created_at": "2026-11-29T19:00:01.000Z",
                        "updated_at": at},
            "user": {"id": "ai-bot"}, "created_at": at}


def indicator(state, text=None):
    event = {"type": "ai_indicator.update", "cid": "messaging:ai-demo", "message_id": "ai-reply-5e1f",
             "ai_state": state, "user": {"id": "ai-bot"}, "created_at": "2026-11-29T19:00:01.200Z"}
    if text:
        event["ai_message"] = text
    return event


def stream_chat():
    user = {"type": "message.new", "cid": "messaging:ai-demo", "message": {
        "id": "user-msg-1", "text": "How do I retry a flaky call in Python?", "type": "regular",
        "user": {"id": "ana"}, "created_at": "2026-11-29T19:00:00.000Z"}}
    placeholder = dict(stream_chat_message("", True, "2026-11-29T19:00:01.000Z"), type="message.new")
    events = [user, placeholder, {"type": "typing.start", "cid": "messaging:ai-demo", "user": {"id": "ai-bot"}},
              indicator("AI_STATE_THINKING"),
              indicator("AI_STATE_EXTERNAL_SOURCES", "Searching the docs for backoff strategies"),
              indicator("AI_STATE_GENERATING")]
    text = ""
    for index, delta in enumerate(pieces(ANSWER, 7)):
        text += delta
        if index % 4 == 3:
            events.append(stream_chat_message(text, True, "2026-11-29T19:00:%06.3fZ" % (2 + index * 0.04)))
    events.append(stream_chat_message(ANSWER, False, "2026-11-29T19:00:09.000Z"))
    events.append({"type": "ai_indicator.clear", "cid": "messaging:ai-demo", "user": {"id": "ai-bot"}})
    write("stream-chat-answer.jsonl", "\n".join(dumps(e) for e in events) + "\n")

    partial = ANSWER[:150]
    failed = [placeholder, indicator("AI_STATE_THINKING"), indicator("AI_STATE_GENERATING")]
    failed += [stream_chat_message(partial[:n], True, "2026-11-29T19:00:02.000Z") for n in (40, 95, 150)]
    failed += [indicator("AI_STATE_ERROR", "The model provider is overloaded."),
               stream_chat_message(partial, False, "2026-11-29T19:00:03.000Z"),
               {"type": "ai_indicator.clear", "cid": "messaging:ai-demo"}]
    write("stream-chat-error.jsonl", "\n".join(dumps(e) for e in failed) + "\n")

    cut = [placeholder, indicator("AI_STATE_GENERATING")]
    cut += [stream_chat_message(ANSWER[:n], True, "2026-11-29T19:00:02.000Z") for n in (30, 80, 200)]
    last = dumps(stream_chat_message(ANSWER[:260], True, "2026-11-29T19:00:02.500Z"))
    write("stream-chat-truncated.jsonl", "\n".join(dumps(e) for e in cut) + "\n" + last[:180])


def openai_chunk(delta, finish=None, choices=True):
    chunk = {"id": "chatcmpl-BxQ42", "object": "chat.completion.chunk", "created": 1764442800,
             "model": "gpt-4.1-2025-04-14", "system_fingerprint": "fp_b3f1157249", "choices": []}
    if choices:
        chunk["choices"] = [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]
    return chunk


def openai():
    chunks = [openai_chunk({"role": "assistant", "content": "", "refusal": None})]
    chunks += [openai_chunk({"content": d}) for d in pieces(ANSWER, 8)]
    chunks += [openai_chunk({}, "stop")]
    usage = openai_chunk({}, choices=False)
    usage["usage"] = {"prompt_tokens": 212, "completion_tokens": 301, "total_tokens": 513}
    write("openai-answer.sse", sse(chunks + [usage, "[DONE]"]))

    args = json.dumps({"city": "Paris", "unit": "celsius"})
    tool = [openai_chunk({"role": "assistant", "content": None, "tool_calls": [
        {"index": 0, "id": "call_Wz8rK2", "type": "function", "function": {"name": "get_weather", "arguments": ""}}],
        "refusal": None})]
    tool += [openai_chunk({"tool_calls": [{"index": 0, "function": {"arguments": d}}]}) for d in pieces(args, 9)]
    tool += [openai_chunk({}, "tool_calls")]
    write("openai-tool-call.sse", sse(tool + ["[DONE]"]))

    cut = [openai_chunk({"role": "assistant", "content": ""})]
    cut += [openai_chunk({"content": d}) for d in pieces(ANSWER[:300], 10)]
    write("openai-truncated.sse", sse(cut))


def anthropic():
    events = []

    def add(name, value):
        events.append((name, value))

    add("message_start", {"type": "message_start", "message": {
        "id": "msg_01XFDUDYJgAACzvnptvVoYEL", "type": "message", "role": "assistant",
        "model": "claude-sonnet-4-5", "content": [], "stop_reason": None, "stop_sequence": None,
        "usage": {"input_tokens": 472, "output_tokens": 2}}})
    add("content_block_start", {"type": "content_block_start", "index": 0,
                                "content_block": {"type": "thinking", "thinking": "", "signature": ""}})
    add("ping", {"type": "ping"})
    for d in pieces(REASONING, 11):
        add("content_block_delta", {"type": "content_block_delta", "index": 0,
                                    "delta": {"type": "thinking_delta", "thinking": d}})
    add("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": {
        "type": "signature_delta", "signature": "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"}})
    add("content_block_stop", {"type": "content_block_stop", "index": 0})
    add("content_block_start", {"type": "content_block_start", "index": 1, "content_block": {
        "type": "server_tool_use", "id": "srvtoolu_014hJH82Qum7Td6UV8gDXThB", "name": "web_search", "input": {}}})
    for d in pieces(json.dumps({"query": QUERY["query"]}), 12):
        add("content_block_delta", {"type": "content_block_delta", "index": 1,
                                    "delta": {"type": "input_json_delta", "partial_json": d}})
    add("content_block_stop", {"type": "content_block_stop", "index": 1})
    results = [{"type": "web_search_result", "title": r["title"], "url": r["url"],
                "encrypted_content": "EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5LTQ1NGUtODgxNC1kNjNjNTk1ZWI3Y", "page_age": None}
               for r in RESULTS["results"]]
    add("content_block_start", {"type": "content_block_start", "index": 2, "content_block": {
        "type": "web_search_tool_result", "tool_use_id": "srvtoolu_014hJH82Qum7Td6UV8gDXThB", "content": results}})
    add("content_block_stop", {"type": "content_block_stop", "index": 2})
    add("content_block_start", {"type": "content_block_start", "index": 3,
                                "content_block": {"type": "text", "text": ""}})
    for index, d in enumerate(pieces(ANSWER, 13)):
        add("content_block_delta", {"type": "content_block_delta", "index": 3,
                                    "delta": {"type": "text_delta", "text": d}})
        if index == 40:
            add("ping", {"type": "ping"})
    add("content_block_stop", {"type": "content_block_stop", "index": 3})
    add("message_delta", {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": None},
                          "usage": {"output_tokens": 531}})
    add("message_stop", {"type": "message_stop"})
    write("anthropic-answer-with-search.sse", sse([v for _, v in events], [n for n, _ in events]))

    tool = [("message_start", {"type": "message_start", "message": {
        "id": "msg_014p7gG3wDgGV9EUtLvnow3U", "type": "message", "role": "assistant",
        "model": "claude-sonnet-4-5", "content": [], "stop_reason": None, "stop_sequence": None,
        "usage": {"input_tokens": 380, "output_tokens": 1}}}),
        ("content_block_start", {"type": "content_block_start", "index": 0,
                                 "content_block": {"type": "text", "text": ""}})]
    tool += [("content_block_delta", {"type": "content_block_delta", "index": 0,
                                      "delta": {"type": "text_delta", "text": d}})
             for d in pieces("I'll check the **current weather** in Paris.", 14)]
    tool += [("content_block_stop", {"type": "content_block_stop", "index": 0}),
             ("content_block_start", {"type": "content_block_start", "index": 1, "content_block": {
                 "type": "tool_use", "id": "toolu_01T1x1fJ34qAmk2tNTrN7Up6", "name": "get_weather", "input": {}}})]
    tool += [("content_block_delta", {"type": "content_block_delta", "index": 1,
                                      "delta": {"type": "input_json_delta", "partial_json": d}})
             for d in [""] + pieces(json.dumps({"location": "Paris, FR", "unit": "celsius"}), 15)]
    tool += [("content_block_stop", {"type": "content_block_stop", "index": 1}),
             ("message_delta", {"type": "message_delta", "delta": {"stop_reason": "tool_use", "stop_sequence": None},
                                "usage": {"output_tokens": 89}}),
             ("message_stop", {"type": "message_stop"})]
    write("anthropic-tool-use.sse", sse([v for _, v in tool], [n for n, _ in tool]))

    over = tool[:2] + [("content_block_delta", {"type": "content_block_delta", "index": 0,
                                                "delta": {"type": "text_delta", "text": d}})
                       for d in pieces(WEATHER[:40], 16)]
    over += [("error", {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}})]
    write("anthropic-overloaded.sse", sse([v for _, v in over], [n for n, _ in over]))


def text():
    write("text-answer.txt", ANSWER)
    cut = ANSWER[:ANSWER.index("    for attempt")]
    write("text-cut-off.txt", cut)


if __name__ == "__main__":
    ai_sdk()
    stream_chat()
    openai()
    anthropic()
    text()
