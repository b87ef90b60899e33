#!/usr/bin/env bash
# Watches `inkwell stream` in a real terminal (tmux) and checks what a person would see:
# - while a recorded stream types out, no captured screen shows raw ** or ``` markers;
# - at the end, the screen holds exactly what `inkwell render --to ansi` prints for the text,
#   also when the lines are wider than the terminal and wrap (the last case: 120 columns in
#   a terminal of 100; wrapped rows are joined back into their lines to compare).
# Usage: scripts/tmux-stream-check.sh PATH-TO-INKWELL
set -euo pipefail
inkwell=$(realpath "${1:?usage: tmux-stream-check.sh PATH-TO-INKWELL}")
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
session="inkwell-check-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT
strip() { sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g; s/\x1b\]8;;[^\x1b]*\x1b\\//g; s/[ ]*$//'; }
failures=0
tmux new-session -d -s "$session" -x 100 -y 50
cases="ai-sdk-answer-with-tool.sse:90 anthropic-answer-with-search.sse:90 openai-answer.sse:90 stream-chat-answer.jsonl:90 openai-answer.sse:120"
for case in $cases; do
  stream=${case%:*} width=${case#*:}
  # The stream arrives line by line, as from a server; the runner keeps the command line short.
  cat > "$work/run.sh" <<RUN
while IFS= read -r l; do printf '%s\n' "\$l"; sleep 0.005; done < '$root/Samples/streams/$stream' \\
  | TERM=xterm-256color '$inkwell' stream --width $width --letter-interval 0.002
echo DONE-\$?
RUN
  tmux send-keys -t "$session" "clear" Enter; sleep 0.2; tmux clear-history -t "$session"
  tmux send-keys -t "$session" "sh $work/run.sh" Enter
  for _ in $(seq 1 60); do
    tmux capture-pane -t "$session" -p > "$work/screen.txt"
    if grep -q '^DONE-' "$work/screen.txt"; then break; fi
    # A bold opener (**word), a fence (```) or a lone list marker line would be raw markdown.
    if grep -v 'run.sh' "$work/screen.txt" | grep -q -E '\*\*[A-Za-z]|```|^ *[-*] *$'; then
      echo "FAIL $stream: raw markdown marker on screen while streaming:"
      grep -n -E '\*\*[A-Za-z]|```|^ *[-*] *$' "$work/screen.txt"; failures=$((failures + 1)); break
    fi
    sleep 0.1
  done
  tmux capture-pane -t "$session" -p -J -S -200 > "$work/final.txt"
  if ! grep -q '^DONE-0' "$work/final.txt"; then echo "FAIL $stream: did not finish with exit 0"; failures=$((failures + 1)); continue; fi
  # The reply's steps (reasoning, tool calls) are printed above its text; the text below them
  # must be exactly what `inkwell render --to ansi` prints for the final markdown.
  awk '/run\.sh$/{f=1;next} /^DONE-/{f=0} f' "$work/final.txt" | strip \
    | awk 'BEGIN{steps=1} steps && (/^ *(▸|▾|✓|!|✋|📱|✕|◌|·) / || /^ *$/) {next} {steps=0; print}' > "$work/live.txt"
  [ -s "$work/live.txt" ] || { echo "FAIL $stream: nothing captured"; cat "$work/final.txt" | head; }
  TERM=xterm-256color "$inkwell" render --to ansi --width "$width" --color always "$root/Samples/streams/answer.md" | strip > "$work/expected.txt"
  if diff -q "$work/live.txt" "$work/expected.txt" >/dev/null; then
    echo "ok   $stream at $width columns"
  else
    echo "FAIL $stream: final screen differs from 'inkwell render --to ansi':"
    diff "$work/live.txt" "$work/expected.txt" | head -20
    failures=$((failures + 1))
  fi
done
count=$(echo $cases | wc -w)
echo "$(( count - failures )) passed, $failures failed"
[ "$failures" -eq 0 ]
