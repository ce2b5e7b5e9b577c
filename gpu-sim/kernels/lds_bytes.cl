// Coverage: sub-dword LDS accesses: byte and short local arrays written with ds_write_b8 /
// ds_write_b16 and read back signed and unsigned (ds_read_u8, ds_read_i8, ds_read_u16, ds_read_i16),
// plus a 64-bit local array (ds_write_b64 / ds_read_b64). Each item stores its bytes, a barrier,
// then reads its neighbours' (l+1, l+3 mod L) entries. Launch with 128-item groups.
// out[3*gid..]: (int)cbuf[(l+1)%L] + (uint)ubuf[(l+3)%L]*7, (int)sbuf[(l+1)%L] ^ (int)usbuf[(l+3)%L],
// low 32 bits of lbuf[(l+5)%L] + high 32 bits.

__kernel void lds_bytes(__global const uint *in, __global int *out) {
    __local char cbuf[128];
    __local uchar ubuf[128];
    __local short sbuf[128];
    __local ushort usbuf[128];
    __local ulong lbuf[128];
    uint l = get_local_id(0), L = get_local_size(0);
    uint gid = get_global_id(0);
    uint v = in[gid];
    cbuf[l] = (char)v;
    ubuf[l] = (uchar)(v >> 8);
    sbuf[l] = (short)(v >> 3);
    usbuf[l] = (ushort)(v >> 16);
    lbuf[l] = ((ulong)v << 29) ^ (ulong)gid;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint a = (l + 1) % L, b = (l + 3) % L, c = (l + 5) % L;
    out[3 * gid] = (int)cbuf[a] + (int)ubuf[b] * 7;
    out[3 * gid + 1] = (int)sbuf[a] ^ (int)usbuf[b];
    ulong w = lbuf[c];
    out[3 * gid + 2] = (int)((uint)w + (uint)(w >> 32));
}
