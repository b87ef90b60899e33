#!/usr/bin/env bash
# Renders 100,000 replies with Spark in local mode: installs PySpark (large; dev only), builds
# a JSONL of replies from Samples/, pipes it through inkwell, prints the rate.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
inkwell="$root/.build/release/inkwell"
count=${COUNT:-100000}
python3 -c "import pyspark" 2>/dev/null || python3 -m pip install --quiet pyspark
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$root/Samples" "$work/replies.jsonl" "$count" <<'PY'
import json, pathlib, sys
samples = sorted(pathlib.Path(sys.argv[1]).glob("*.md"))
texts = [p.read_text(encoding="utf-8") for p in samples]
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for i in range(int(sys.argv[3])):
        out.write(json.dumps({"id": i, "markdown": texts[i % len(texts)]}) + "\n")
PY
spark_submit=$(python3 -c "import pyspark, os; print(os.path.join(os.path.dirname(pyspark.__file__), 'bin', 'spark-submit'))")
"$spark_submit" --master "local[$(nproc)]" --conf spark.ui.enabled=false \
  "$root/scripts/spark-render.py" "$work/replies.jsonl" "$work/out" --inkwell "$inkwell" --fragment --partitions "$(nproc)" 2>&1 \
  | grep -E "inkwell-render|Error|Exception" || true
