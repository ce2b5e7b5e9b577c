// Validation micro-benchmark "ALU" as the MGSim paper builds it: kernel micro_alu_nN (N = 1..128)
// is N dependent x = x + b in straight-line code, x starting from the global id, then one store.
// b is a kernel argument and float addition does not reassociate, so nothing folds: the code is
// N v_add_f32 in a row. The scheduling barrier keeps the store's address arithmetic out of the
// chain (it emits no instruction). Each kernel is its own function with its own 256-byte-aligned
// entry, so launching N = 1, 2, ..., 128 in turn shows the time rising per dependent add, with a
// step each time the code crosses into another 64-byte instruction-cache line (16 four-byte adds).

#define ALU_N(n)                                                               \
    __kernel void micro_alu_n##n(__global float *out, float b) {               \
        uint gid = (uint)get_global_id(0);                                     \
        float x = (float)gid;                                                  \
        _Pragma("unroll") for (int k = 0; k < n; k++) x = x + b;               \
        __builtin_amdgcn_sched_barrier(0);                                     \
        out[gid] = x;                                                          \
    }

ALU_N(1) ALU_N(2) ALU_N(3) ALU_N(4) ALU_N(5) ALU_N(6) ALU_N(7) ALU_N(8)
ALU_N(9) ALU_N(10) ALU_N(11) ALU_N(12) ALU_N(13) ALU_N(14) ALU_N(15) ALU_N(16)
ALU_N(17) ALU_N(18) ALU_N(19) ALU_N(20) ALU_N(21) ALU_N(22) ALU_N(23) ALU_N(24)
ALU_N(25) ALU_N(26) ALU_N(27) ALU_N(28) ALU_N(29) ALU_N(30) ALU_N(31) ALU_N(32)
ALU_N(33) ALU_N(34) ALU_N(35) ALU_N(36) ALU_N(37) ALU_N(38) ALU_N(39) ALU_N(40)
ALU_N(41) ALU_N(42) ALU_N(43) ALU_N(44) ALU_N(45) ALU_N(46) ALU_N(47) ALU_N(48)
ALU_N(49) ALU_N(50) ALU_N(51) ALU_N(52) ALU_N(53) ALU_N(54) ALU_N(55) ALU_N(56)
ALU_N(57) ALU_N(58) ALU_N(59) ALU_N(60) ALU_N(61) ALU_N(62) ALU_N(63) ALU_N(64)
ALU_N(65) ALU_N(66) ALU_N(67) ALU_N(68) ALU_N(69) ALU_N(70) ALU_N(71) ALU_N(72)
ALU_N(73) ALU_N(74) ALU_N(75) ALU_N(76) ALU_N(77) ALU_N(78) ALU_N(79) ALU_N(80)
ALU_N(81) ALU_N(82) ALU_N(83) ALU_N(84) ALU_N(85) ALU_N(86) ALU_N(87) ALU_N(88)
ALU_N(89) ALU_N(90) ALU_N(91) ALU_N(92) ALU_N(93) ALU_N(94) ALU_N(95) ALU_N(96)
ALU_N(97) ALU_N(98) ALU_N(99) ALU_N(100) ALU_N(101) ALU_N(102) ALU_N(103) ALU_N(104)
ALU_N(105) ALU_N(106) ALU_N(107) ALU_N(108) ALU_N(109) ALU_N(110) ALU_N(111) ALU_N(112)
ALU_N(113) ALU_N(114) ALU_N(115) ALU_N(116) ALU_N(117) ALU_N(118) ALU_N(119) ALU_N(120)
ALU_N(121) ALU_N(122) ALU_N(123) ALU_N(124) ALU_N(125) ALU_N(126) ALU_N(127) ALU_N(128)
