//! The gfx8 tiling tables GET_TILE_CONFIG reports for Fiji: 32 `GB_TILE_MODE` and 16
//! `GB_MACROTILE_MODE` register values, as amdgpu programs them for Fiji at init (the
//! field encodings and the per-index choices are register facts of gfx 8.0). Only the
//! image runtime reads them (to lay out images); compute never does.

// GB_TILE_MODE fields.
const fn tile_mode(
    array_mode: u32,
    pipe_config: u32,
    tile_split: u32,
    micro: u32,
    sample_split: u32,
) -> u32 {
    (array_mode << 2)
        | (pipe_config << 6)
        | (tile_split << 11)
        | (micro << 22)
        | (sample_split << 25)
}
// GB_MACROTILE_MODE fields.
const fn macro_mode(bank_width: u32, bank_height: u32, aspect: u32, num_banks: u32) -> u32 {
    bank_width | (bank_height << 2) | (aspect << 4) | (num_banks << 6)
}

// ArrayMode.
const LINEAR_ALIGNED: u32 = 1;
const T1D_THIN1: u32 = 2;
const T1D_THICK: u32 = 3;
const T2D_THIN1: u32 = 4;
const PRT_THIN1: u32 = 5;
const T2D_THICK: u32 = 7;
const T2D_XTHICK: u32 = 8;
const PRT_THICK: u32 = 9;
const T3D_THIN1: u32 = 12;
const T3D_THICK: u32 = 13;
const T3D_XTHICK: u32 = 14;
// PipeConfig.
const P4_16X16: u32 = 0x5;
const P16_32X32_16X16: u32 = 0x11;
// TileSplit: 64 B .. 2 KiB.
const SPLIT_64B: u32 = 0;
const SPLIT_128B: u32 = 1;
const SPLIT_256B: u32 = 2;
const SPLIT_512B: u32 = 3;
const SPLIT_2KB: u32 = 5;
// MicroTileMode (new).
const DISPLAY: u32 = 0;
const THIN: u32 = 1;
const DEPTH: u32 = 2;
const ROTATED: u32 = 3;
const THICK: u32 = 4;
// SampleSplit: 1, 2, 8 samples.
const SS1: u32 = 0;
const SS2: u32 = 1;
const SS8: u32 = 3;
// Bank height, aspect, bank count encodings.
const BH1: u32 = 0;
const BH2: u32 = 1;
const BH4: u32 = 2;
const BH8: u32 = 3;
const A1: u32 = 0;
const A2: u32 = 1;
const B4: u32 = 1;
const B8: u32 = 2;

const P16: u32 = P16_32X32_16X16;
const P4: u32 = P4_16X16;

/// `GB_TILE_MODE0..31` on Fiji (index 31 unused, 0).
pub const FIJI_TILE_MODES: [u32; 32] = [
    tile_mode(T2D_THIN1, P16, SPLIT_64B, DEPTH, 0),
    tile_mode(T2D_THIN1, P16, SPLIT_128B, DEPTH, 0),
    tile_mode(T2D_THIN1, P16, SPLIT_256B, DEPTH, 0),
    tile_mode(T2D_THIN1, P16, SPLIT_512B, DEPTH, 0),
    tile_mode(T2D_THIN1, P16, SPLIT_2KB, DEPTH, 0),
    tile_mode(T1D_THIN1, P16, SPLIT_2KB, DEPTH, 0),
    tile_mode(PRT_THIN1, P16, SPLIT_2KB, DEPTH, 0),
    tile_mode(PRT_THIN1, P4, SPLIT_2KB, DEPTH, 0),
    tile_mode(LINEAR_ALIGNED, P16, 0, 0, 0),
    tile_mode(T1D_THIN1, P16, 0, DISPLAY, SS2),
    tile_mode(T2D_THIN1, P16, 0, DISPLAY, SS2),
    tile_mode(PRT_THIN1, P16, 0, DISPLAY, SS8),
    tile_mode(PRT_THIN1, P4, 0, DISPLAY, SS8),
    tile_mode(T1D_THIN1, P16, 0, THIN, SS2),
    tile_mode(T2D_THIN1, P16, 0, THIN, SS2),
    tile_mode(T3D_THIN1, P16, 0, THIN, SS2),
    tile_mode(PRT_THIN1, P16, 0, THIN, SS8),
    tile_mode(PRT_THIN1, P4, 0, THIN, SS8),
    tile_mode(T1D_THICK, P16, 0, THIN, SS1),
    tile_mode(T1D_THICK, P16, 0, THICK, SS1),
    tile_mode(T2D_THICK, P16, 0, THICK, SS1),
    tile_mode(T3D_THICK, P16, 0, THICK, SS1),
    tile_mode(PRT_THICK, P16, 0, THICK, SS1),
    tile_mode(PRT_THICK, P4, 0, THICK, SS1),
    tile_mode(T2D_THICK, P16, 0, THIN, SS1),
    tile_mode(T2D_XTHICK, P16, 0, THICK, SS1),
    tile_mode(T3D_XTHICK, P16, 0, THICK, SS1),
    tile_mode(T1D_THIN1, P16, 0, ROTATED, SS2),
    tile_mode(T2D_THIN1, P16, 0, ROTATED, SS2),
    tile_mode(PRT_THIN1, P16, 0, ROTATED, SS8),
    tile_mode(PRT_THIN1, P4, 0, ROTATED, SS8),
    0,
];

/// `GB_MACROTILE_MODE0..15` on Fiji (indices 7 and 15 unused, 0). Bank width is 1 (0).
pub const FIJI_MACROTILE_MODES: [u32; 16] = [
    macro_mode(0, BH4, A2, B8),
    macro_mode(0, BH4, A2, B8),
    macro_mode(0, BH4, A2, B8),
    macro_mode(0, BH4, A2, B8),
    macro_mode(0, BH2, A1, B8),
    macro_mode(0, BH1, A1, B8),
    macro_mode(0, BH1, A1, B8),
    0,
    macro_mode(0, BH8, A2, B8),
    macro_mode(0, BH4, A2, B8),
    macro_mode(0, BH2, A1, B8),
    macro_mode(0, BH1, A1, B8),
    macro_mode(0, BH2, A2, B8),
    macro_mode(0, BH1, A2, B8),
    macro_mode(0, BH1, A1, B4),
    0,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodings_match_hand_computed_registers() {
        // 2D thin1, P16_32x32_16x16, 64 B split, depth micro tiling.
        assert_eq!(FIJI_TILE_MODES[0], 0x0080_0450);
        // Linear aligned, P16.
        assert_eq!(FIJI_TILE_MODES[8], 0x0000_0444);
        // Bank height 4, aspect 2, 8 banks.
        assert_eq!(FIJI_MACROTILE_MODES[0], 0x98);
        assert_eq!(FIJI_MACROTILE_MODES[14], 0x40);
    }
}
