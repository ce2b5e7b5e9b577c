// MGMark matrix transpose through LDS: 16x16 tiles are loaded into a padded __local tile, a
// barrier separates the load from the transposed store (scatter). Launch with a 16x16 workgroup,
// a 2-D grid of width x height items; out is height x width... i.e. out[x * height + y] = in[y * width + x].

#define TILE 16
__kernel void matrix_transpose(__global float *out, __global const float *in, uint width, uint height) {
    __local float tile[TILE][TILE + 1];
    uint lx = get_local_id(0), ly = get_local_id(1);
    uint gx = get_group_id(0) * TILE + lx;
    uint gy = get_group_id(1) * TILE + ly;
    if (gx < width && gy < height) tile[ly][lx] = in[gy * width + gx];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint ox = get_group_id(1) * TILE + lx; // column in output = row in input
    uint oy = get_group_id(0) * TILE + ly;
    if (ox < height && oy < width) out[oy * height + ox] = tile[lx][ly];
}
