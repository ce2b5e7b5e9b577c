#!/usr/bin/env bash
# Builds the ROCm example programs with Debian's ROCm 5.2 (hipcc for HIP, gcc against
# libhsa-runtime64 for the HSA program) into OUT (default: examples/rocm/bin).
#
#   examples/rocm/build.sh [OUT]
#
# Each program is rebuilt only when its source is newer than the binary. scripts/install-deps
# installs hipcc, libamdhip64-dev and libhsa-runtime-dev. The roctx_* programs link Tandem's
# roctx (roctx/include/roctx.h and libroctx64.so from `cargo build --release -p tandem-roctx`,
# found in ROCTX_LIB_DIR, default target/release).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/bin}"
mkdir -p "$out"
for t in hipcc gcc; do
  command -v "$t" >/dev/null 2>&1 || { echo "examples/rocm/build.sh: $t not found (run scripts/install-deps)" >&2; exit 1; }
done
[ -f /usr/include/hsa/hsa.h ] || { echo "examples/rocm/build.sh: /usr/include/hsa/hsa.h not found (Debian package libhsa-runtime-dev; run scripts/install-deps)" >&2; exit 1; }
roctx_dir="${ROCTX_LIB_DIR:-$here/../../target/release}"
for src in "$here"/*.hip; do
  name="$(basename "$src" .hip)"
  bin="$out/$name"
  extra=()
  if [[ "$name" == roctx_* ]]; then
    [ -f "$roctx_dir/libroctx64.so" ] || { echo "examples/rocm/build.sh: $roctx_dir/libroctx64.so not found (cargo build --release -p tandem-roctx, or set ROCTX_LIB_DIR)" >&2; exit 1; }
    extra=(-I "$here/../../roctx/include" -L "$roctx_dir" -Wl,-rpath,"$roctx_dir" -lroctx64)
  fi
  if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ]; then
    hipcc --offload-arch=gfx803 -O2 "$src" -o "$bin" "${extra[@]}"
  fi
done
if [ ! -x "$out/hsa_dispatch" ] || [ "$here/hsa_dispatch.c" -nt "$out/hsa_dispatch" ]; then
  gcc -O2 -Wall -Wextra -o "$out/hsa_dispatch" "$here/hsa_dispatch.c" -lhsa-runtime64
fi
echo "examples/rocm/build.sh: programs in $out"
