// Own choice: 256-bin byte histogram. Each work-item reads 4 bytes per uint with a grid-stride loop
// and increments global bins with atomic_inc (contended global atomics, no return value used).

__kernel void histogram256(__global const uint *data, __global uint *bins, uint nwords) {
    for (uint i = get_global_id(0); i < nwords; i += get_global_size(0)) {
        uint w = data[i];
        atomic_inc(&bins[w & 0xff]);
        atomic_inc(&bins[(w >> 8) & 0xff]);
        atomic_inc(&bins[(w >> 16) & 0xff]);
        atomic_inc(&bins[w >> 24]);
    }
}
