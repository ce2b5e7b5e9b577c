#!/usr/bin/env python3
"""Checks a Tandem timeline trace with Perfetto's own trace processor.

Usage: scripts/check-trace.py TRACE.json SUMMARY.json

Loads TRACE.json with the `perfetto` Python package's TraceProcessor, queries the slice table
for the kernel slices (category `kernel`) and compares each one's duration with
`gpu_end_ps - gpu_start_ps` of the same dispatch in SUMMARY.json (Perfetto keeps nanoseconds,
so the durations must agree to the nanosecond). Exit 0 when they do, 1 when not, and 77
("skipped") when the `perfetto` module or its trace_processor_shell binary is missing: the
package downloads that binary on first use; this script never does (tests use no network): it
takes the copy `scripts/install-deps --perfetto` fetched into ~/.local/share/perfetto/prebuilts, or the
binary named by TANDEM_TRACE_PROCESSOR.
"""
import json
import os
import sys

SKIP = 77


def cached_shell():
    """The trace_processor_shell the perfetto package downloaded earlier, if any."""
    d = os.path.expanduser("~/.local/share/perfetto/prebuilts")
    try:
        names = sorted(os.listdir(d))
    except OSError:
        return None
    for n in names:
        p = os.path.join(d, n)
        if n.startswith("trace_processor_shell") and not n.endswith(".tmp") and os.access(p, os.X_OK):
            return p
    return None


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    trace, summary = sys.argv[1], sys.argv[2]
    try:
        from perfetto.trace_processor import TraceProcessor, TraceProcessorConfig
    except ImportError as e:
        print(f"the perfetto module is not installed ({e}); pip install perfetto")
        return SKIP
    bin_path = os.environ.get("TANDEM_TRACE_PROCESSOR") or cached_shell()
    if bin_path is None:
        # The package would download it now; tests use no network, so this is a skip.
        print(
            "no trace_processor_shell binary: run scripts/install-deps --perfetto (network access) "
            "or set TANDEM_TRACE_PROCESSOR"
        )
        return SKIP
    with open(summary) as f:
        s = json.load(f)
    want = {}
    for k in s["kernels"]:
        if k.get("gpu_start_ps") is None:
            continue
        # GPU g's trace process is g + 1 (gpu_sim::trace::gpu_pid).
        want[(k["gpu"] + 1, k["dispatch_id"])] = (
            k["kernel"],
            k["gpu_end_ps"] - k["gpu_start_ps"],
        )
    tp = TraceProcessor(trace=trace, config=TraceProcessorConfig(bin_path=bin_path))
    rows = tp.query(
        """
        select s.name as name, s.dur as dur, p.pid as pid,
               extract_arg(s.arg_set_id, 'args.dispatch_id') as dispatch_id
        from slice s
        join thread_track tt on s.track_id = tt.id
        join thread t using (utid)
        join process p using (upid)
        where s.category = 'kernel'
        """
    )
    got = {}
    for r in rows:
        got[(r.pid, r.dispatch_id)] = (r.name, r.dur)
    tp.close()
    bad = []
    for key, (name, dur_ps) in sorted(want.items()):
        if key not in got:
            bad.append(f"GPU {key[0] - 1} dispatch {key[1]} ({name}): no kernel slice")
            continue
        gname, gdur = got[key]
        if gname != name or abs(gdur - dur_ps / 1000.0) > 1.0:
            bad.append(
                f"GPU {key[0] - 1} dispatch {key[1]}: slice {gname} {gdur} ns, summary {name} {dur_ps} ps"
            )
    if len(got) != len(want):
        bad.append(f"{len(got)} kernel slices, summary has {len(want)} kernels")
    if bad:
        print("\n".join(bad))
        return 1
    print(f"perfetto: {len(got)} kernel slices with summary.json's durations")
    return 0


if __name__ == "__main__":
    sys.exit(main())
