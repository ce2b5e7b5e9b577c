// MGMark bitonic sort: one compare-exchange step (stage k, distance j) of an ascending bitonic sort
// over n = 2^m floats, one work-item per element; the host launches every (k, j) step in turn.
// Irregular, data-dependent swaps (divergent stores).

__kernel void bitonic_sort_step(__global float *a, uint j, uint k) {
    uint i = get_global_id(0);
    uint ixj = i ^ j;
    if (ixj > i) {
        float x = a[i];
        float y = a[ixj];
        if ((i & k) == 0) {
            if (x > y) { a[i] = y; a[ixj] = x; }
        } else {
            if (x < y) { a[i] = y; a[ixj] = x; }
        }
    }
}
