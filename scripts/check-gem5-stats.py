#!/usr/bin/env python3
"""Reads a stats.txt the way gem5 users' scripts read gem5's, and fails naming the first line
that gem5's text format would not have.

Usage: scripts/check-gem5-stats.py STATS_TXT

Two readers, both written to gem5 v24's text statistics writer (src/base/stats/text.cc, with its
defaults: descriptions and alignment spaces on), neither knowing anything about Tandem:
- a strict one with regular expressions: each dump is a blank line, the Begin marker, statistic
  lines, a blank line and the End marker; a statistic line is the name padded to 40 columns, a
  space, the value right-aligned in 12, two empty 10-column fields (pdf, cdf) each after a space,
  ` # description` and ` (Unit)` with a unit of gem5's (units.hh) or a rate `(A/B)` of two;
  every dump begins with the root statistics (src/sim/root.cc) in gem5's order;
- the naive one a gem5 user writes: skip blank lines and the markers, `name, value =
  line.split()[:2]`, `float(value)`.
Both must read the same statistics. Prints one JSON line: per dump, the number of statistics
and the root statistics' values, for the caller to compare with its own reading.
Exit status: 0 when the file is gem5's format, 1 (with the reason) when not.
"""

import json
import re
import sys

BEGIN = "---------- Begin Simulation Statistics ----------"
END = "---------- End Simulation Statistics   ----------"

# The root statistics every gem5 dump starts with, in gem5's order, with their units.
GLOBALS = [
    ("simSeconds", "Second"),
    ("simTicks", "Tick"),
    ("finalTick", "Tick"),
    ("simFreq", "(Tick/Second)"),
    ("hostSeconds", "Second"),
    ("hostTickRate", "(Tick/Second)"),
    ("hostMemory", "Byte"),
]

# gem5's unit names (src/base/stats/units.hh); a rate is `(A/B)` of two of them.
BASE_UNITS = {
    "Cycle", "Tick", "Second", "Bit", "Byte", "Watt", "Joule", "Volt", "Celsius", "Count",
    "Ratio", "Unspecified",
}

# A scalar line: name, value (gem5's ValueToString: fixed notation, or nan/inf), the two empty
# distribution fields, description, unit in parentheses.
STAT = re.compile(
    r"^(?P<name>[^\s#]+) +(?P<value>-?[0-9]+(?:\.[0-9]+)?|nan|-?inf)"
    r" {23}# (?P<desc>\S.*?) \((?P<unit>[A-Za-z]+|\([A-Za-z]+/[A-Za-z]+\))\)$"
)


def fail(path, n, why, line=None):
    shown = "" if line is None else f": {line!r}"
    sys.exit(f"{path}:{n}: {why}{shown}")


def strict(path, lines):
    """The regex reader: a list of dumps, each a list of (name, value, description, unit)."""
    dumps = []
    cur = None
    expect = "blank"  # what the format allows next, outside a dump's statistics
    for n, line in enumerate(lines, 1):
        if expect == "blank":
            if line != "":
                fail(path, n, "expected the blank line before a Begin marker", line)
            expect = "begin"
        elif expect == "begin":
            if line != BEGIN:
                fail(path, n, "expected gem5's Begin marker", line)
            cur = []
            expect = "stat"
        elif expect == "stat":
            if line == "":
                expect = "end"
                continue
            m = STAT.match(line)
            if not m:
                fail(path, n, "not a gem5 statistic line", line)
            name, value, unit = m["name"], m["value"], m["unit"]
            # The columns: the name padded to 40, a space, the value right-aligned in 12.
            value_end = max(len(name), 40) + 1 + max(len(value), 12)
            if not line[:value_end].endswith(value) or line[value_end] != " ":
                fail(path, n, f"value not right-aligned to column {value_end}", line)
            parts = unit[1:-1].split("/") if unit.startswith("(") else [unit]
            if any(p not in BASE_UNITS for p in parts):
                fail(path, n, f"unit {unit} is not one of gem5's", line)
            cur.append((name, value, m["desc"], unit))
        elif expect == "end":
            if line != END:
                fail(path, n, "expected gem5's End marker after the blank line", line)
            dumps.append(cur)
            cur = None
            expect = "blank"
    if expect != "blank":
        fail(path, len(lines), "the file ends inside a dump")
    if not dumps:
        fail(path, 1, "no dumps")
    for i, d in enumerate(dumps):
        head = [(name, unit) for name, _, _, unit in d[: len(GLOBALS)]]
        if head != GLOBALS:
            fail(path, 0, f"dump {i} does not start with gem5's root statistics: {head}")
        names = [s[0] for s in d]
        if len(set(names)) != len(names):
            fail(path, 0, f"dump {i} repeats a statistic")
    return dumps


def naive(path):
    """What a gem5 user writes in five minutes."""
    dumps = []
    with open(path) as f:
        for line in f:
            if not line.strip() or line.startswith("----------"):
                if "Begin" in line:
                    dumps.append({})
                continue
            name, value = line.split()[:2]
            dumps[-1][name] = float(value)
    return dumps


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check-gem5-stats.py STATS_TXT")
    path = sys.argv[1]
    with open(path) as f:
        text = f.read()
    if not text.endswith("\n"):
        fail(path, text.count("\n") + 1, "the last line has no newline")
    lines = text.split("\n")[:-1]
    dumps = strict(path, lines)
    simple = naive(path)
    if len(simple) != len(dumps):
        fail(path, 0, f"the naive reader found {len(simple)} dumps, the strict one {len(dumps)}")
    out = []
    for i, (d, s) in enumerate(zip(dumps, simple)):
        strict_values = {name: float(value) for name, value, _, _ in d}
        same = strict_values.keys() == s.keys() and all(
            strict_values[k] == s[k] or (strict_values[k] != strict_values[k] and s[k] != s[k])
            for k in s
        )
        if not same:
            fail(path, 0, f"dump {i}: the naive and the strict readers disagree")
        out.append({"stats": len(d), "globals": {name: value for name, value, _, _ in d[:7]}})
    print(json.dumps({"dumps": out}))


if __name__ == "__main__":
    main()
