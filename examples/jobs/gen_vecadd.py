#!/usr/bin/env python3
"""Writes the inputs of vecadd.toml: a[i] = i, b[i] = 0.5 * i (1000 floats each), so c[i] = 1.5 * i."""
import os
import struct

N = 1000
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "vecadd_a.bin"), "wb") as f:
    f.write(struct.pack(f"<{N}f", *[float(i) for i in range(N)]))
with open(os.path.join(here, "vecadd_b.bin"), "wb") as f:
    f.write(struct.pack(f"<{N}f", *[0.5 * i for i in range(N)]))
