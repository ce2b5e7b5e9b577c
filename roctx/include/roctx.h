/* Tandem's roctx: the marker API of ROCm's roctracer (roctx.h), so a program written for roctx
 * builds and links unchanged against Tandem's libroctx64.so (`cargo build --release -p
 * tandem-roctx`; link with -L target/release -lroctx64). Debian's ROCm 5.2 ships no roctx.
 *
 * Under `tandem exec` a range pushed and popped around GPU work becomes a region of interest:
 * the GPU side dumps the statistics of the kernels inside it (docs/outputs.md, "Regions of
 * interest"). Elsewhere every call does nothing but keep the nesting count roctx returns.
 * roctxMarkA and the start/stop ranges (which may overlap, so they are not regions) are
 * accepted and have no effect on the simulation. */
#ifndef ROCTX_H_
#define ROCTX_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ROCTX_VERSION_MAJOR 4
#define ROCTX_VERSION_MINOR 1

/* The version of the API (roctracer's roctx 4.1). */
uint32_t roctx_version_major(void);
uint32_t roctx_version_minor(void);

/* An instantaneous marker (no region). */
void roctxMarkA(const char *message);
#define roctxMark(message) roctxMarkA(message)

/* Begins a nested range on the calling thread: a region named `message`. Returns the 0-based
 * nesting level of the new range. */
int roctxRangePushA(const char *message);
#define roctxRangePush(message) roctxRangePushA(message)

/* Ends the innermost range of the calling thread. Returns its 0-based nesting level, or a
 * negative value when none is open. */
int roctxRangePop(void);

typedef uint64_t roctx_range_id_t;

/* A range that may overlap others (not a region). Returns its id. */
roctx_range_id_t roctxRangeStartA(const char *message);
#define roctxRangeStart(message) roctxRangeStartA(message)

/* Ends the range `id` started. */
void roctxRangeStop(roctx_range_id_t id);

#ifdef __cplusplus
}
#endif

#endif /* ROCTX_H_ */
