#!/usr/bin/env bash
# Builds the ROCm example programs with Debian's ROCm 5.2 (hipcc for HIP, gcc against
# libhsa-runtime64 for the HSA program) into OUT (default: examples/rocm/bin).
#
#   examples/rocm/build.sh [OUT]
#
# Each program is rebuilt only when its source is newer than the binary. scripts/install-deps
# installs hipcc, libamdhip64-dev and libhsa-runtime-dev.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/bin}"
mkdir -p "$out"
for t in hipcc gcc; do
  command -v "$t" >/dev/null 2>&1 || { echo "examples/rocm/build.sh: $t not found (run scripts/install-deps)" >&2; exit 1; }
done
[ -f /usr/include/hsa/hsa.h ] || { echo "examples/rocm/build.sh: /usr/include/hsa/hsa.h not found (Debian package libhsa-runtime-dev; run scripts/install-deps)" >&2; exit 1; }
for src in "$here"/*.hip; do
  bin="$out/$(basename "$src" .hip)"
  if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ]; then
    hipcc --offload-arch=gfx803 -O2 "$src" -o "$bin"
  fi
done
if [ ! -x "$out/hsa_dispatch" ] || [ "$here/hsa_dispatch.c" -nt "$out/hsa_dispatch" ]; then
  gcc -O2 -Wall -Wextra -o "$out/hsa_dispatch" "$here/hsa_dispatch.c" -lhsa-runtime64
fi
echo "examples/rocm/build.sh: programs in $out"
