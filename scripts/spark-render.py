#!/usr/bin/env python3
"""Render agent replies at scale on Apache Spark by piping them through `inkwell render --jsonl`.

Each partition streams its rows, one JSON line each ({"id", "markdown"} or {"id", "message"}),
through one inkwell process (RDD.pipe), which answers one line per row in the same order; the
answers are written back out as JSON lines (or Parquet). Inkwell itself is a static binary: ship
it to the executors with --files.

Locally:
    spark-submit --master 'local[2]' scripts/spark-render.py replies.jsonl out/ \
        --inkwell .build/release/inkwell --to html
On a cluster (YARN, Kubernetes, standalone):
    spark-submit --master yarn --files .build/release/inkwell#inkwell \
        scripts/spark-render.py hdfs:///replies/*.parquet hdfs:///rendered/ --inkwell ./inkwell

Input rows need an `id` and either `markdown` (a string) or `message` (an AI SDK UIMessage or a
Stream Chat message, as an object or as a JSON string). Rows inkwell rejects come back with an
`error` instead of an `output`; the job does not fail for them.
"""
import argparse
import json
import os
import sys
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input", help="JSON lines or Parquet of replies (a path or glob Spark can read)")
    parser.add_argument("output", help="where to write the rendered replies")
    parser.add_argument("--inkwell", default="./inkwell", help="the inkwell binary on every executor")
    parser.add_argument("--to", default="html", choices=["html", "ansi", "json"], help="output format")
    parser.add_argument("--fragment", action="store_true", help="HTML bodies instead of whole pages")
    parser.add_argument("--partitions", type=int, default=0, help="repartition the input first (0: as read)")
    parser.add_argument("--format", default="json", choices=["json", "parquet"], help="output file format")
    args = parser.parse_args()

    from pyspark.sql import SparkSession

    spark = SparkSession.builder.appName("inkwell-render").getOrCreate()
    reader = spark.read.parquet if args.input.endswith(".parquet") else spark.read.json
    rows = reader(args.input)
    if args.partitions > 0:
        rows = rows.repartition(args.partitions)

    def to_request(row):
        record = row.asDict(recursive=True)
        request = {"id": record.get("id")}
        if record.get("markdown") is not None:
            request["markdown"] = record["markdown"]
        elif record.get("message") is not None:
            message = record["message"]
            request["message"] = json.loads(message) if isinstance(message, str) else message
        return json.dumps(request, ensure_ascii=False)

    command = [args.inkwell, "render", "--jsonl", "--to", args.to, "--jobs", "1"]
    if args.fragment:
        command.append("--fragment")
    started = time.time()
    answers = rows.rdd.map(to_request).pipe(" ".join(command), env={"NO_COLOR": "1"})
    result = spark.read.json(answers)
    writer = result.write.mode("overwrite")
    (writer.parquet if args.format == "parquet" else writer.json)(args.output)
    count = result.count()
    elapsed = time.time() - started
    print(f"inkwell-render: {count} replies in {elapsed:.1f} s ({count / elapsed:,.0f} replies/s) -> {args.output}",
          file=sys.stderr)
    spark.stop()


if __name__ == "__main__":
    main()
