//! GENERATED from gpu-sim/isa/gcn3.ops by gpu-sim/tests/isa_codegen.rs; do not edit.
//! Regenerate with `UPDATE_GENERATED=1 cargo test -p gpu-sim --test isa_codegen`.

use super::table::{Field, NumType, OpClass, OpForm, Opnd, Suffix, NO_FORM};

/// Every GCN3 (gfx803) opcode LLVM decodes, named as its mnemonic in upper case without the
/// `_e32`/`_e64`/`_sdwa`/`_dpp` suffix.
#[allow(non_camel_case_types, clippy::upper_case_acronyms)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u16)]
pub enum Op {
    S_ADD_U32,
    S_SUB_U32,
    S_ADD_I32,
    S_SUB_I32,
    S_ADDC_U32,
    S_SUBB_U32,
    S_MIN_I32,
    S_MIN_U32,
    S_MAX_I32,
    S_MAX_U32,
    S_CSELECT_B32,
    S_CSELECT_B64,
    S_AND_B32,
    S_AND_B64,
    S_OR_B32,
    S_OR_B64,
    S_XOR_B32,
    S_XOR_B64,
    S_ANDN2_B32,
    S_ANDN2_B64,
    S_ORN2_B32,
    S_ORN2_B64,
    S_NAND_B32,
    S_NAND_B64,
    S_NOR_B32,
    S_NOR_B64,
    S_XNOR_B32,
    S_XNOR_B64,
    S_LSHL_B32,
    S_LSHL_B64,
    S_LSHR_B32,
    S_LSHR_B64,
    S_ASHR_I32,
    S_ASHR_I64,
    S_BFM_B32,
    S_BFM_B64,
    S_MUL_I32,
    S_BFE_U32,
    S_BFE_I32,
    S_BFE_U64,
    S_BFE_I64,
    S_CBRANCH_G_FORK,
    S_ABSDIFF_I32,
    S_RFE_RESTORE_B64,
    S_MOVK_I32,
    S_CMOVK_I32,
    S_CMPK_EQ_I32,
    S_CMPK_LG_I32,
    S_CMPK_GT_I32,
    S_CMPK_GE_I32,
    S_CMPK_LT_I32,
    S_CMPK_LE_I32,
    S_CMPK_EQ_U32,
    S_CMPK_LG_U32,
    S_CMPK_GT_U32,
    S_CMPK_GE_U32,
    S_CMPK_LT_U32,
    S_CMPK_LE_U32,
    S_ADDK_I32,
    S_MULK_I32,
    S_CBRANCH_I_FORK,
    S_GETREG_B32,
    S_SETREG_B32,
    S_SETREG_IMM32_B32,
    S_MOV_B32,
    S_MOV_B64,
    S_CMOV_B32,
    S_CMOV_B64,
    S_NOT_B32,
    S_NOT_B64,
    S_WQM_B32,
    S_WQM_B64,
    S_BREV_B32,
    S_BREV_B64,
    S_BCNT0_I32_B32,
    S_BCNT0_I32_B64,
    S_BCNT1_I32_B32,
    S_BCNT1_I32_B64,
    S_FF0_I32_B32,
    S_FF0_I32_B64,
    S_FF1_I32_B32,
    S_FF1_I32_B64,
    S_FLBIT_I32_B32,
    S_FLBIT_I32_B64,
    S_FLBIT_I32,
    S_FLBIT_I32_I64,
    S_SEXT_I32_I8,
    S_SEXT_I32_I16,
    S_BITSET0_B32,
    S_BITSET0_B64,
    S_BITSET1_B32,
    S_BITSET1_B64,
    S_GETPC_B64,
    S_SETPC_B64,
    S_SWAPPC_B64,
    S_RFE_B64,
    S_AND_SAVEEXEC_B64,
    S_OR_SAVEEXEC_B64,
    S_XOR_SAVEEXEC_B64,
    S_ANDN2_SAVEEXEC_B64,
    S_ORN2_SAVEEXEC_B64,
    S_NAND_SAVEEXEC_B64,
    S_NOR_SAVEEXEC_B64,
    S_XNOR_SAVEEXEC_B64,
    S_QUADMASK_B32,
    S_QUADMASK_B64,
    S_MOVRELS_B32,
    S_MOVRELS_B64,
    S_MOVRELD_B32,
    S_MOVRELD_B64,
    S_CBRANCH_JOIN,
    S_ABS_I32,
    S_SET_GPR_IDX_IDX,
    S_CMP_EQ_I32,
    S_CMP_LG_I32,
    S_CMP_GT_I32,
    S_CMP_GE_I32,
    S_CMP_LT_I32,
    S_CMP_LE_I32,
    S_CMP_EQ_U32,
    S_CMP_LG_U32,
    S_CMP_GT_U32,
    S_CMP_GE_U32,
    S_CMP_LT_U32,
    S_CMP_LE_U32,
    S_BITCMP0_B32,
    S_BITCMP1_B32,
    S_BITCMP0_B64,
    S_BITCMP1_B64,
    S_SETVSKIP,
    S_SET_GPR_IDX_ON,
    S_CMP_EQ_U64,
    S_CMP_LG_U64,
    S_NOP,
    S_ENDPGM,
    S_BRANCH,
    S_WAKEUP,
    S_CBRANCH_SCC0,
    S_CBRANCH_SCC1,
    S_CBRANCH_VCCZ,
    S_CBRANCH_VCCNZ,
    S_CBRANCH_EXECZ,
    S_CBRANCH_EXECNZ,
    S_BARRIER,
    S_SETKILL,
    S_WAITCNT,
    S_SETHALT,
    S_SLEEP,
    S_SETPRIO,
    S_SENDMSG,
    S_SENDMSGHALT,
    S_TRAP,
    S_ICACHE_INV,
    S_INCPERFLEVEL,
    S_DECPERFLEVEL,
    S_TTRACEDATA,
    S_CBRANCH_CDBGSYS,
    S_CBRANCH_CDBGUSER,
    S_CBRANCH_CDBGSYS_OR_USER,
    S_CBRANCH_CDBGSYS_AND_USER,
    S_ENDPGM_SAVED,
    S_SET_GPR_IDX_OFF,
    S_SET_GPR_IDX_MODE,
    S_LOAD_DWORD,
    S_LOAD_DWORDX2,
    S_LOAD_DWORDX4,
    S_LOAD_DWORDX8,
    S_LOAD_DWORDX16,
    S_BUFFER_LOAD_DWORD,
    S_BUFFER_LOAD_DWORDX2,
    S_BUFFER_LOAD_DWORDX4,
    S_BUFFER_LOAD_DWORDX8,
    S_BUFFER_LOAD_DWORDX16,
    S_STORE_DWORD,
    S_STORE_DWORDX2,
    S_STORE_DWORDX4,
    S_BUFFER_STORE_DWORD,
    S_BUFFER_STORE_DWORDX2,
    S_BUFFER_STORE_DWORDX4,
    S_DCACHE_INV,
    S_DCACHE_WB,
    S_DCACHE_INV_VOL,
    S_DCACHE_WB_VOL,
    S_MEMTIME,
    S_MEMREALTIME,
    S_ATC_PROBE,
    S_ATC_PROBE_BUFFER,
    V_CNDMASK_B32,
    V_ADD_F32,
    V_SUB_F32,
    V_SUBREV_F32,
    V_MUL_LEGACY_F32,
    V_MUL_F32,
    V_MUL_I32_I24,
    V_MUL_HI_I32_I24,
    V_MUL_U32_U24,
    V_MUL_HI_U32_U24,
    V_MIN_F32,
    V_MAX_F32,
    V_MIN_I32,
    V_MAX_I32,
    V_MIN_U32,
    V_MAX_U32,
    V_LSHRREV_B32,
    V_ASHRREV_I32,
    V_LSHLREV_B32,
    V_AND_B32,
    V_OR_B32,
    V_XOR_B32,
    V_MAC_F32,
    V_MADMK_F32,
    V_MADAK_F32,
    V_ADD_U32,
    V_SUB_U32,
    V_SUBREV_U32,
    V_ADDC_U32,
    V_SUBB_U32,
    V_SUBBREV_U32,
    V_ADD_F16,
    V_SUB_F16,
    V_SUBREV_F16,
    V_MUL_F16,
    V_MAC_F16,
    V_MADMK_F16,
    V_MADAK_F16,
    V_ADD_U16,
    V_SUB_U16,
    V_SUBREV_U16,
    V_MUL_LO_U16,
    V_LSHLREV_B16,
    V_LSHRREV_B16,
    V_ASHRREV_I16,
    V_MAX_F16,
    V_MIN_F16,
    V_MAX_U16,
    V_MAX_I16,
    V_MIN_U16,
    V_MIN_I16,
    V_LDEXP_F16,
    V_NOP,
    V_MOV_B32,
    V_READFIRSTLANE_B32,
    V_CVT_I32_F64,
    V_CVT_F64_I32,
    V_CVT_F32_I32,
    V_CVT_F32_U32,
    V_CVT_U32_F32,
    V_CVT_I32_F32,
    V_CVT_F16_F32,
    V_CVT_F32_F16,
    V_CVT_RPI_I32_F32,
    V_CVT_FLR_I32_F32,
    V_CVT_OFF_F32_I4,
    V_CVT_F32_F64,
    V_CVT_F64_F32,
    V_CVT_F32_UBYTE0,
    V_CVT_F32_UBYTE1,
    V_CVT_F32_UBYTE2,
    V_CVT_F32_UBYTE3,
    V_CVT_U32_F64,
    V_CVT_F64_U32,
    V_TRUNC_F64,
    V_CEIL_F64,
    V_RNDNE_F64,
    V_FLOOR_F64,
    V_FRACT_F32,
    V_TRUNC_F32,
    V_CEIL_F32,
    V_RNDNE_F32,
    V_FLOOR_F32,
    V_EXP_F32,
    V_LOG_F32,
    V_RCP_F32,
    V_RCP_IFLAG_F32,
    V_RSQ_F32,
    V_RCP_F64,
    V_RSQ_F64,
    V_SQRT_F32,
    V_SQRT_F64,
    V_SIN_F32,
    V_COS_F32,
    V_NOT_B32,
    V_BFREV_B32,
    V_FFBH_U32,
    V_FFBL_B32,
    V_FFBH_I32,
    V_FREXP_EXP_I32_F64,
    V_FREXP_MANT_F64,
    V_FRACT_F64,
    V_FREXP_EXP_I32_F32,
    V_FREXP_MANT_F32,
    V_CLREXCP,
    V_MOVRELD_B32,
    V_MOVRELS_B32,
    V_MOVRELSD_B32,
    V_CVT_F16_U16,
    V_CVT_F16_I16,
    V_CVT_U16_F16,
    V_CVT_I16_F16,
    V_RCP_F16,
    V_SQRT_F16,
    V_RSQ_F16,
    V_LOG_F16,
    V_EXP_F16,
    V_FREXP_MANT_F16,
    V_FREXP_EXP_I16_F16,
    V_FLOOR_F16,
    V_CEIL_F16,
    V_TRUNC_F16,
    V_RNDNE_F16,
    V_FRACT_F16,
    V_SIN_F16,
    V_COS_F16,
    V_EXP_LEGACY_F32,
    V_LOG_LEGACY_F32,
    V_CMP_CLASS_F32,
    V_CMPX_CLASS_F32,
    V_CMP_CLASS_F64,
    V_CMPX_CLASS_F64,
    V_CMP_CLASS_F16,
    V_CMPX_CLASS_F16,
    V_CMP_F_F16,
    V_CMP_LT_F16,
    V_CMP_EQ_F16,
    V_CMP_LE_F16,
    V_CMP_GT_F16,
    V_CMP_LG_F16,
    V_CMP_GE_F16,
    V_CMP_O_F16,
    V_CMP_U_F16,
    V_CMP_NGE_F16,
    V_CMP_NLG_F16,
    V_CMP_NGT_F16,
    V_CMP_NLE_F16,
    V_CMP_NEQ_F16,
    V_CMP_NLT_F16,
    V_CMP_TRU_F16,
    V_CMPX_F_F16,
    V_CMPX_LT_F16,
    V_CMPX_EQ_F16,
    V_CMPX_LE_F16,
    V_CMPX_GT_F16,
    V_CMPX_LG_F16,
    V_CMPX_GE_F16,
    V_CMPX_O_F16,
    V_CMPX_U_F16,
    V_CMPX_NGE_F16,
    V_CMPX_NLG_F16,
    V_CMPX_NGT_F16,
    V_CMPX_NLE_F16,
    V_CMPX_NEQ_F16,
    V_CMPX_NLT_F16,
    V_CMPX_TRU_F16,
    V_CMP_F_F32,
    V_CMP_LT_F32,
    V_CMP_EQ_F32,
    V_CMP_LE_F32,
    V_CMP_GT_F32,
    V_CMP_LG_F32,
    V_CMP_GE_F32,
    V_CMP_O_F32,
    V_CMP_U_F32,
    V_CMP_NGE_F32,
    V_CMP_NLG_F32,
    V_CMP_NGT_F32,
    V_CMP_NLE_F32,
    V_CMP_NEQ_F32,
    V_CMP_NLT_F32,
    V_CMP_TRU_F32,
    V_CMPX_F_F32,
    V_CMPX_LT_F32,
    V_CMPX_EQ_F32,
    V_CMPX_LE_F32,
    V_CMPX_GT_F32,
    V_CMPX_LG_F32,
    V_CMPX_GE_F32,
    V_CMPX_O_F32,
    V_CMPX_U_F32,
    V_CMPX_NGE_F32,
    V_CMPX_NLG_F32,
    V_CMPX_NGT_F32,
    V_CMPX_NLE_F32,
    V_CMPX_NEQ_F32,
    V_CMPX_NLT_F32,
    V_CMPX_TRU_F32,
    V_CMP_F_F64,
    V_CMP_LT_F64,
    V_CMP_EQ_F64,
    V_CMP_LE_F64,
    V_CMP_GT_F64,
    V_CMP_LG_F64,
    V_CMP_GE_F64,
    V_CMP_O_F64,
    V_CMP_U_F64,
    V_CMP_NGE_F64,
    V_CMP_NLG_F64,
    V_CMP_NGT_F64,
    V_CMP_NLE_F64,
    V_CMP_NEQ_F64,
    V_CMP_NLT_F64,
    V_CMP_TRU_F64,
    V_CMPX_F_F64,
    V_CMPX_LT_F64,
    V_CMPX_EQ_F64,
    V_CMPX_LE_F64,
    V_CMPX_GT_F64,
    V_CMPX_LG_F64,
    V_CMPX_GE_F64,
    V_CMPX_O_F64,
    V_CMPX_U_F64,
    V_CMPX_NGE_F64,
    V_CMPX_NLG_F64,
    V_CMPX_NGT_F64,
    V_CMPX_NLE_F64,
    V_CMPX_NEQ_F64,
    V_CMPX_NLT_F64,
    V_CMPX_TRU_F64,
    V_CMP_F_I16,
    V_CMP_LT_I16,
    V_CMP_EQ_I16,
    V_CMP_LE_I16,
    V_CMP_GT_I16,
    V_CMP_NE_I16,
    V_CMP_GE_I16,
    V_CMP_T_I16,
    V_CMP_F_U16,
    V_CMP_LT_U16,
    V_CMP_EQ_U16,
    V_CMP_LE_U16,
    V_CMP_GT_U16,
    V_CMP_NE_U16,
    V_CMP_GE_U16,
    V_CMP_T_U16,
    V_CMPX_F_I16,
    V_CMPX_LT_I16,
    V_CMPX_EQ_I16,
    V_CMPX_LE_I16,
    V_CMPX_GT_I16,
    V_CMPX_NE_I16,
    V_CMPX_GE_I16,
    V_CMPX_T_I16,
    V_CMPX_F_U16,
    V_CMPX_LT_U16,
    V_CMPX_EQ_U16,
    V_CMPX_LE_U16,
    V_CMPX_GT_U16,
    V_CMPX_NE_U16,
    V_CMPX_GE_U16,
    V_CMPX_T_U16,
    V_CMP_F_I32,
    V_CMP_LT_I32,
    V_CMP_EQ_I32,
    V_CMP_LE_I32,
    V_CMP_GT_I32,
    V_CMP_NE_I32,
    V_CMP_GE_I32,
    V_CMP_T_I32,
    V_CMP_F_U32,
    V_CMP_LT_U32,
    V_CMP_EQ_U32,
    V_CMP_LE_U32,
    V_CMP_GT_U32,
    V_CMP_NE_U32,
    V_CMP_GE_U32,
    V_CMP_T_U32,
    V_CMPX_F_I32,
    V_CMPX_LT_I32,
    V_CMPX_EQ_I32,
    V_CMPX_LE_I32,
    V_CMPX_GT_I32,
    V_CMPX_NE_I32,
    V_CMPX_GE_I32,
    V_CMPX_T_I32,
    V_CMPX_F_U32,
    V_CMPX_LT_U32,
    V_CMPX_EQ_U32,
    V_CMPX_LE_U32,
    V_CMPX_GT_U32,
    V_CMPX_NE_U32,
    V_CMPX_GE_U32,
    V_CMPX_T_U32,
    V_CMP_F_I64,
    V_CMP_LT_I64,
    V_CMP_EQ_I64,
    V_CMP_LE_I64,
    V_CMP_GT_I64,
    V_CMP_NE_I64,
    V_CMP_GE_I64,
    V_CMP_T_I64,
    V_CMP_F_U64,
    V_CMP_LT_U64,
    V_CMP_EQ_U64,
    V_CMP_LE_U64,
    V_CMP_GT_U64,
    V_CMP_NE_U64,
    V_CMP_GE_U64,
    V_CMP_T_U64,
    V_CMPX_F_I64,
    V_CMPX_LT_I64,
    V_CMPX_EQ_I64,
    V_CMPX_LE_I64,
    V_CMPX_GT_I64,
    V_CMPX_NE_I64,
    V_CMPX_GE_I64,
    V_CMPX_T_I64,
    V_CMPX_F_U64,
    V_CMPX_LT_U64,
    V_CMPX_EQ_U64,
    V_CMPX_LE_U64,
    V_CMPX_GT_U64,
    V_CMPX_NE_U64,
    V_CMPX_GE_U64,
    V_CMPX_T_U64,
    V_MAD_LEGACY_F32,
    V_MAD_F32,
    V_MAD_I32_I24,
    V_MAD_U32_U24,
    V_CUBEID_F32,
    V_CUBESC_F32,
    V_CUBETC_F32,
    V_CUBEMA_F32,
    V_BFE_U32,
    V_BFE_I32,
    V_BFI_B32,
    V_FMA_F32,
    V_FMA_F64,
    V_LERP_U8,
    V_ALIGNBIT_B32,
    V_ALIGNBYTE_B32,
    V_MIN3_F32,
    V_MIN3_I32,
    V_MIN3_U32,
    V_MAX3_F32,
    V_MAX3_I32,
    V_MAX3_U32,
    V_MED3_F32,
    V_MED3_I32,
    V_MED3_U32,
    V_SAD_U8,
    V_SAD_HI_U8,
    V_SAD_U16,
    V_SAD_U32,
    V_CVT_PK_U8_F32,
    V_DIV_FIXUP_F32,
    V_DIV_FIXUP_F64,
    V_DIV_SCALE_F32,
    V_DIV_SCALE_F64,
    V_DIV_FMAS_F32,
    V_DIV_FMAS_F64,
    V_MSAD_U8,
    V_QSAD_PK_U16_U8,
    V_MQSAD_PK_U16_U8,
    V_MQSAD_U32_U8,
    V_MAD_U64_U32,
    V_MAD_I64_I32,
    V_MAD_F16,
    V_MAD_U16,
    V_MAD_I16,
    V_PERM_B32,
    V_FMA_F16,
    V_DIV_FIXUP_F16,
    V_CVT_PKACCUM_U8_F32,
    V_INTERP_P1_F32,
    V_INTERP_P2_F32,
    V_INTERP_MOV_F32,
    V_INTERP_P1LL_F16,
    V_INTERP_P1LV_F16,
    V_INTERP_P2_F16,
    V_ADD_F64,
    V_MUL_F64,
    V_MIN_F64,
    V_MAX_F64,
    V_LDEXP_F64,
    V_MUL_LO_U32,
    V_MUL_HI_U32,
    V_MUL_HI_I32,
    V_LDEXP_F32,
    V_READLANE_B32,
    V_WRITELANE_B32,
    V_BCNT_U32_B32,
    V_MBCNT_LO_U32_B32,
    V_MBCNT_HI_U32_B32,
    V_LSHLREV_B64,
    V_LSHRREV_B64,
    V_ASHRREV_I64,
    V_TRIG_PREOP_F64,
    V_BFM_B32,
    V_CVT_PKNORM_I16_F32,
    V_CVT_PKNORM_U16_F32,
    V_CVT_PKRTZ_F16_F32,
    V_CVT_PK_U16_U32,
    V_CVT_PK_I16_I32,
    DS_ADD_U32,
    DS_SUB_U32,
    DS_RSUB_U32,
    DS_INC_U32,
    DS_DEC_U32,
    DS_MIN_I32,
    DS_MAX_I32,
    DS_MIN_U32,
    DS_MAX_U32,
    DS_AND_B32,
    DS_OR_B32,
    DS_XOR_B32,
    DS_MSKOR_B32,
    DS_WRITE_B32,
    DS_WRITE2_B32,
    DS_WRITE2ST64_B32,
    DS_CMPST_B32,
    DS_CMPST_F32,
    DS_MIN_F32,
    DS_MAX_F32,
    DS_NOP,
    DS_ADD_F32,
    DS_WRITE_B8,
    DS_WRITE_B16,
    DS_ADD_RTN_U32,
    DS_SUB_RTN_U32,
    DS_RSUB_RTN_U32,
    DS_INC_RTN_U32,
    DS_DEC_RTN_U32,
    DS_MIN_RTN_I32,
    DS_MAX_RTN_I32,
    DS_MIN_RTN_U32,
    DS_MAX_RTN_U32,
    DS_AND_RTN_B32,
    DS_OR_RTN_B32,
    DS_XOR_RTN_B32,
    DS_MSKOR_RTN_B32,
    DS_WRXCHG_RTN_B32,
    DS_WRXCHG2_RTN_B32,
    DS_WRXCHG2ST64_RTN_B32,
    DS_CMPST_RTN_B32,
    DS_CMPST_RTN_F32,
    DS_MIN_RTN_F32,
    DS_MAX_RTN_F32,
    DS_WRAP_RTN_B32,
    DS_ADD_RTN_F32,
    DS_READ_B32,
    DS_READ2_B32,
    DS_READ2ST64_B32,
    DS_READ_I8,
    DS_READ_U8,
    DS_READ_I16,
    DS_READ_U16,
    DS_SWIZZLE_B32,
    DS_PERMUTE_B32,
    DS_BPERMUTE_B32,
    DS_ADD_U64,
    DS_SUB_U64,
    DS_RSUB_U64,
    DS_INC_U64,
    DS_DEC_U64,
    DS_MIN_I64,
    DS_MAX_I64,
    DS_MIN_U64,
    DS_MAX_U64,
    DS_AND_B64,
    DS_OR_B64,
    DS_XOR_B64,
    DS_MSKOR_B64,
    DS_WRITE_B64,
    DS_WRITE2_B64,
    DS_WRITE2ST64_B64,
    DS_CMPST_B64,
    DS_CMPST_F64,
    DS_MIN_F64,
    DS_MAX_F64,
    DS_ADD_RTN_U64,
    DS_SUB_RTN_U64,
    DS_RSUB_RTN_U64,
    DS_INC_RTN_U64,
    DS_DEC_RTN_U64,
    DS_MIN_RTN_I64,
    DS_MAX_RTN_I64,
    DS_MIN_RTN_U64,
    DS_MAX_RTN_U64,
    DS_AND_RTN_B64,
    DS_OR_RTN_B64,
    DS_XOR_RTN_B64,
    DS_MSKOR_RTN_B64,
    DS_WRXCHG_RTN_B64,
    DS_WRXCHG2_RTN_B64,
    DS_WRXCHG2ST64_RTN_B64,
    DS_CMPST_RTN_B64,
    DS_CMPST_RTN_F64,
    DS_MIN_RTN_F64,
    DS_MAX_RTN_F64,
    DS_READ_B64,
    DS_READ2_B64,
    DS_READ2ST64_B64,
    DS_CONDXCHG32_RTN_B64,
    DS_ADD_SRC2_U32,
    DS_SUB_SRC2_U32,
    DS_RSUB_SRC2_U32,
    DS_INC_SRC2_U32,
    DS_DEC_SRC2_U32,
    DS_MIN_SRC2_I32,
    DS_MAX_SRC2_I32,
    DS_MIN_SRC2_U32,
    DS_MAX_SRC2_U32,
    DS_AND_SRC2_B32,
    DS_OR_SRC2_B32,
    DS_XOR_SRC2_B32,
    DS_WRITE_SRC2_B32,
    DS_MIN_SRC2_F32,
    DS_MAX_SRC2_F32,
    DS_ADD_SRC2_F32,
    DS_CONSUME,
    DS_APPEND,
    DS_ADD_SRC2_U64,
    DS_SUB_SRC2_U64,
    DS_RSUB_SRC2_U64,
    DS_INC_SRC2_U64,
    DS_DEC_SRC2_U64,
    DS_MIN_SRC2_I64,
    DS_MAX_SRC2_I64,
    DS_MIN_SRC2_U64,
    DS_MAX_SRC2_U64,
    DS_AND_SRC2_B64,
    DS_OR_SRC2_B64,
    DS_XOR_SRC2_B64,
    DS_WRITE_SRC2_B64,
    DS_MIN_SRC2_F64,
    DS_MAX_SRC2_F64,
    DS_WRITE_B96,
    DS_WRITE_B128,
    DS_READ_B96,
    DS_READ_B128,
    BUFFER_LOAD_FORMAT_X,
    BUFFER_LOAD_FORMAT_XY,
    BUFFER_LOAD_FORMAT_XYZ,
    BUFFER_LOAD_FORMAT_XYZW,
    BUFFER_STORE_FORMAT_X,
    BUFFER_STORE_FORMAT_XY,
    BUFFER_STORE_FORMAT_XYZ,
    BUFFER_STORE_FORMAT_XYZW,
    BUFFER_LOAD_FORMAT_D16_X,
    BUFFER_LOAD_FORMAT_D16_XY,
    BUFFER_LOAD_FORMAT_D16_XYZ,
    BUFFER_LOAD_FORMAT_D16_XYZW,
    BUFFER_STORE_FORMAT_D16_X,
    BUFFER_STORE_FORMAT_D16_XY,
    BUFFER_STORE_FORMAT_D16_XYZ,
    BUFFER_STORE_FORMAT_D16_XYZW,
    BUFFER_LOAD_UBYTE,
    BUFFER_LOAD_SBYTE,
    BUFFER_LOAD_USHORT,
    BUFFER_LOAD_SSHORT,
    BUFFER_LOAD_DWORD,
    BUFFER_LOAD_DWORDX2,
    BUFFER_LOAD_DWORDX3,
    BUFFER_LOAD_DWORDX4,
    BUFFER_STORE_BYTE,
    BUFFER_STORE_SHORT,
    BUFFER_STORE_DWORD,
    BUFFER_STORE_DWORDX2,
    BUFFER_STORE_DWORDX3,
    BUFFER_STORE_DWORDX4,
    BUFFER_WBINVL1,
    BUFFER_WBINVL1_VOL,
    BUFFER_ATOMIC_SWAP,
    BUFFER_ATOMIC_CMPSWAP,
    BUFFER_ATOMIC_ADD,
    BUFFER_ATOMIC_SUB,
    BUFFER_ATOMIC_SMIN,
    BUFFER_ATOMIC_UMIN,
    BUFFER_ATOMIC_SMAX,
    BUFFER_ATOMIC_UMAX,
    BUFFER_ATOMIC_AND,
    BUFFER_ATOMIC_OR,
    BUFFER_ATOMIC_XOR,
    BUFFER_ATOMIC_INC,
    BUFFER_ATOMIC_DEC,
    BUFFER_ATOMIC_SWAP_X2,
    BUFFER_ATOMIC_CMPSWAP_X2,
    BUFFER_ATOMIC_ADD_X2,
    BUFFER_ATOMIC_SUB_X2,
    BUFFER_ATOMIC_SMIN_X2,
    BUFFER_ATOMIC_UMIN_X2,
    BUFFER_ATOMIC_SMAX_X2,
    BUFFER_ATOMIC_UMAX_X2,
    BUFFER_ATOMIC_AND_X2,
    BUFFER_ATOMIC_OR_X2,
    BUFFER_ATOMIC_XOR_X2,
    BUFFER_ATOMIC_INC_X2,
    BUFFER_ATOMIC_DEC_X2,
    TBUFFER_LOAD_FORMAT_X,
    TBUFFER_LOAD_FORMAT_XY,
    TBUFFER_LOAD_FORMAT_XYZ,
    TBUFFER_LOAD_FORMAT_XYZW,
    TBUFFER_STORE_FORMAT_X,
    TBUFFER_STORE_FORMAT_XY,
    TBUFFER_STORE_FORMAT_XYZ,
    TBUFFER_STORE_FORMAT_XYZW,
    TBUFFER_LOAD_FORMAT_D16_X,
    TBUFFER_LOAD_FORMAT_D16_XY,
    TBUFFER_LOAD_FORMAT_D16_XYZ,
    TBUFFER_LOAD_FORMAT_D16_XYZW,
    TBUFFER_STORE_FORMAT_D16_X,
    TBUFFER_STORE_FORMAT_D16_XY,
    TBUFFER_STORE_FORMAT_D16_XYZ,
    TBUFFER_STORE_FORMAT_D16_XYZW,
    IMAGE_LOAD,
    IMAGE_LOAD_MIP,
    IMAGE_LOAD_PCK,
    IMAGE_LOAD_PCK_SGN,
    IMAGE_LOAD_MIP_PCK,
    IMAGE_LOAD_MIP_PCK_SGN,
    IMAGE_STORE,
    IMAGE_STORE_MIP,
    IMAGE_STORE_PCK,
    IMAGE_STORE_MIP_PCK,
    IMAGE_GET_RESINFO,
    IMAGE_ATOMIC_SWAP,
    IMAGE_ATOMIC_CMPSWAP,
    IMAGE_ATOMIC_ADD,
    IMAGE_ATOMIC_SUB,
    IMAGE_ATOMIC_SMIN,
    IMAGE_ATOMIC_UMIN,
    IMAGE_ATOMIC_SMAX,
    IMAGE_ATOMIC_UMAX,
    IMAGE_ATOMIC_AND,
    IMAGE_ATOMIC_OR,
    IMAGE_ATOMIC_XOR,
    IMAGE_ATOMIC_INC,
    IMAGE_ATOMIC_DEC,
    IMAGE_SAMPLE,
    IMAGE_SAMPLE_CL,
    IMAGE_SAMPLE_D,
    IMAGE_SAMPLE_D_CL,
    IMAGE_SAMPLE_L,
    IMAGE_SAMPLE_B,
    IMAGE_SAMPLE_B_CL,
    IMAGE_SAMPLE_LZ,
    IMAGE_SAMPLE_C,
    IMAGE_SAMPLE_C_CL,
    IMAGE_SAMPLE_C_D,
    IMAGE_SAMPLE_C_D_CL,
    IMAGE_SAMPLE_C_L,
    IMAGE_SAMPLE_C_B,
    IMAGE_SAMPLE_C_B_CL,
    IMAGE_SAMPLE_C_LZ,
    IMAGE_SAMPLE_O,
    IMAGE_SAMPLE_CL_O,
    IMAGE_SAMPLE_D_O,
    IMAGE_SAMPLE_D_CL_O,
    IMAGE_SAMPLE_L_O,
    IMAGE_SAMPLE_B_O,
    IMAGE_SAMPLE_B_CL_O,
    IMAGE_SAMPLE_LZ_O,
    IMAGE_SAMPLE_C_O,
    IMAGE_SAMPLE_C_CL_O,
    IMAGE_SAMPLE_C_D_O,
    IMAGE_SAMPLE_C_D_CL_O,
    IMAGE_SAMPLE_C_L_O,
    IMAGE_SAMPLE_C_B_O,
    IMAGE_SAMPLE_C_B_CL_O,
    IMAGE_SAMPLE_C_LZ_O,
    IMAGE_GATHER4,
    IMAGE_GATHER4_CL,
    IMAGE_GATHER4_L,
    IMAGE_GATHER4_B,
    IMAGE_GATHER4_B_CL,
    IMAGE_GATHER4_LZ,
    IMAGE_GATHER4_C,
    IMAGE_GATHER4_C_CL,
    IMAGE_GATHER4_C_L,
    IMAGE_GATHER4_C_B,
    IMAGE_GATHER4_C_B_CL,
    IMAGE_GATHER4_C_LZ,
    IMAGE_GATHER4_O,
    IMAGE_GATHER4_CL_O,
    IMAGE_GATHER4_L_O,
    IMAGE_GATHER4_B_O,
    IMAGE_GATHER4_B_CL_O,
    IMAGE_GATHER4_LZ_O,
    IMAGE_GATHER4_C_O,
    IMAGE_GATHER4_C_CL_O,
    IMAGE_GATHER4_C_L_O,
    IMAGE_GATHER4_C_B_O,
    IMAGE_GATHER4_C_B_CL_O,
    IMAGE_GATHER4_C_LZ_O,
    IMAGE_GET_LOD,
    IMAGE_SAMPLE_CD,
    IMAGE_SAMPLE_CD_CL,
    IMAGE_SAMPLE_C_CD,
    IMAGE_SAMPLE_C_CD_CL,
    IMAGE_SAMPLE_CD_O,
    IMAGE_SAMPLE_CD_CL_O,
    IMAGE_SAMPLE_C_CD_O,
    IMAGE_SAMPLE_C_CD_CL_O,
    EXP,
    FLAT_LOAD_UBYTE,
    FLAT_LOAD_SBYTE,
    FLAT_LOAD_USHORT,
    FLAT_LOAD_SSHORT,
    FLAT_LOAD_DWORD,
    FLAT_LOAD_DWORDX2,
    FLAT_LOAD_DWORDX3,
    FLAT_LOAD_DWORDX4,
    FLAT_STORE_BYTE,
    FLAT_STORE_SHORT,
    FLAT_STORE_DWORD,
    FLAT_STORE_DWORDX2,
    FLAT_STORE_DWORDX3,
    FLAT_STORE_DWORDX4,
    FLAT_ATOMIC_SWAP,
    FLAT_ATOMIC_CMPSWAP,
    FLAT_ATOMIC_ADD,
    FLAT_ATOMIC_SUB,
    FLAT_ATOMIC_SMIN,
    FLAT_ATOMIC_UMIN,
    FLAT_ATOMIC_SMAX,
    FLAT_ATOMIC_UMAX,
    FLAT_ATOMIC_AND,
    FLAT_ATOMIC_OR,
    FLAT_ATOMIC_XOR,
    FLAT_ATOMIC_INC,
    FLAT_ATOMIC_DEC,
    FLAT_ATOMIC_SWAP_X2,
    FLAT_ATOMIC_CMPSWAP_X2,
    FLAT_ATOMIC_ADD_X2,
    FLAT_ATOMIC_SUB_X2,
    FLAT_ATOMIC_SMIN_X2,
    FLAT_ATOMIC_UMIN_X2,
    FLAT_ATOMIC_SMAX_X2,
    FLAT_ATOMIC_UMAX_X2,
    FLAT_ATOMIC_AND_X2,
    FLAT_ATOMIC_OR_X2,
    FLAT_ATOMIC_XOR_X2,
    FLAT_ATOMIC_INC_X2,
    FLAT_ATOMIC_DEC_X2,
}

/// Number of [`Op`] variants.
pub const N_OPS: usize = 933;

impl Op {
    /// All opcodes in table order.
    pub const ALL: [Op; N_OPS] = [
        Op::S_ADD_U32,
        Op::S_SUB_U32,
        Op::S_ADD_I32,
        Op::S_SUB_I32,
        Op::S_ADDC_U32,
        Op::S_SUBB_U32,
        Op::S_MIN_I32,
        Op::S_MIN_U32,
        Op::S_MAX_I32,
        Op::S_MAX_U32,
        Op::S_CSELECT_B32,
        Op::S_CSELECT_B64,
        Op::S_AND_B32,
        Op::S_AND_B64,
        Op::S_OR_B32,
        Op::S_OR_B64,
        Op::S_XOR_B32,
        Op::S_XOR_B64,
        Op::S_ANDN2_B32,
        Op::S_ANDN2_B64,
        Op::S_ORN2_B32,
        Op::S_ORN2_B64,
        Op::S_NAND_B32,
        Op::S_NAND_B64,
        Op::S_NOR_B32,
        Op::S_NOR_B64,
        Op::S_XNOR_B32,
        Op::S_XNOR_B64,
        Op::S_LSHL_B32,
        Op::S_LSHL_B64,
        Op::S_LSHR_B32,
        Op::S_LSHR_B64,
        Op::S_ASHR_I32,
        Op::S_ASHR_I64,
        Op::S_BFM_B32,
        Op::S_BFM_B64,
        Op::S_MUL_I32,
        Op::S_BFE_U32,
        Op::S_BFE_I32,
        Op::S_BFE_U64,
        Op::S_BFE_I64,
        Op::S_CBRANCH_G_FORK,
        Op::S_ABSDIFF_I32,
        Op::S_RFE_RESTORE_B64,
        Op::S_MOVK_I32,
        Op::S_CMOVK_I32,
        Op::S_CMPK_EQ_I32,
        Op::S_CMPK_LG_I32,
        Op::S_CMPK_GT_I32,
        Op::S_CMPK_GE_I32,
        Op::S_CMPK_LT_I32,
        Op::S_CMPK_LE_I32,
        Op::S_CMPK_EQ_U32,
        Op::S_CMPK_LG_U32,
        Op::S_CMPK_GT_U32,
        Op::S_CMPK_GE_U32,
        Op::S_CMPK_LT_U32,
        Op::S_CMPK_LE_U32,
        Op::S_ADDK_I32,
        Op::S_MULK_I32,
        Op::S_CBRANCH_I_FORK,
        Op::S_GETREG_B32,
        Op::S_SETREG_B32,
        Op::S_SETREG_IMM32_B32,
        Op::S_MOV_B32,
        Op::S_MOV_B64,
        Op::S_CMOV_B32,
        Op::S_CMOV_B64,
        Op::S_NOT_B32,
        Op::S_NOT_B64,
        Op::S_WQM_B32,
        Op::S_WQM_B64,
        Op::S_BREV_B32,
        Op::S_BREV_B64,
        Op::S_BCNT0_I32_B32,
        Op::S_BCNT0_I32_B64,
        Op::S_BCNT1_I32_B32,
        Op::S_BCNT1_I32_B64,
        Op::S_FF0_I32_B32,
        Op::S_FF0_I32_B64,
        Op::S_FF1_I32_B32,
        Op::S_FF1_I32_B64,
        Op::S_FLBIT_I32_B32,
        Op::S_FLBIT_I32_B64,
        Op::S_FLBIT_I32,
        Op::S_FLBIT_I32_I64,
        Op::S_SEXT_I32_I8,
        Op::S_SEXT_I32_I16,
        Op::S_BITSET0_B32,
        Op::S_BITSET0_B64,
        Op::S_BITSET1_B32,
        Op::S_BITSET1_B64,
        Op::S_GETPC_B64,
        Op::S_SETPC_B64,
        Op::S_SWAPPC_B64,
        Op::S_RFE_B64,
        Op::S_AND_SAVEEXEC_B64,
        Op::S_OR_SAVEEXEC_B64,
        Op::S_XOR_SAVEEXEC_B64,
        Op::S_ANDN2_SAVEEXEC_B64,
        Op::S_ORN2_SAVEEXEC_B64,
        Op::S_NAND_SAVEEXEC_B64,
        Op::S_NOR_SAVEEXEC_B64,
        Op::S_XNOR_SAVEEXEC_B64,
        Op::S_QUADMASK_B32,
        Op::S_QUADMASK_B64,
        Op::S_MOVRELS_B32,
        Op::S_MOVRELS_B64,
        Op::S_MOVRELD_B32,
        Op::S_MOVRELD_B64,
        Op::S_CBRANCH_JOIN,
        Op::S_ABS_I32,
        Op::S_SET_GPR_IDX_IDX,
        Op::S_CMP_EQ_I32,
        Op::S_CMP_LG_I32,
        Op::S_CMP_GT_I32,
        Op::S_CMP_GE_I32,
        Op::S_CMP_LT_I32,
        Op::S_CMP_LE_I32,
        Op::S_CMP_EQ_U32,
        Op::S_CMP_LG_U32,
        Op::S_CMP_GT_U32,
        Op::S_CMP_GE_U32,
        Op::S_CMP_LT_U32,
        Op::S_CMP_LE_U32,
        Op::S_BITCMP0_B32,
        Op::S_BITCMP1_B32,
        Op::S_BITCMP0_B64,
        Op::S_BITCMP1_B64,
        Op::S_SETVSKIP,
        Op::S_SET_GPR_IDX_ON,
        Op::S_CMP_EQ_U64,
        Op::S_CMP_LG_U64,
        Op::S_NOP,
        Op::S_ENDPGM,
        Op::S_BRANCH,
        Op::S_WAKEUP,
        Op::S_CBRANCH_SCC0,
        Op::S_CBRANCH_SCC1,
        Op::S_CBRANCH_VCCZ,
        Op::S_CBRANCH_VCCNZ,
        Op::S_CBRANCH_EXECZ,
        Op::S_CBRANCH_EXECNZ,
        Op::S_BARRIER,
        Op::S_SETKILL,
        Op::S_WAITCNT,
        Op::S_SETHALT,
        Op::S_SLEEP,
        Op::S_SETPRIO,
        Op::S_SENDMSG,
        Op::S_SENDMSGHALT,
        Op::S_TRAP,
        Op::S_ICACHE_INV,
        Op::S_INCPERFLEVEL,
        Op::S_DECPERFLEVEL,
        Op::S_TTRACEDATA,
        Op::S_CBRANCH_CDBGSYS,
        Op::S_CBRANCH_CDBGUSER,
        Op::S_CBRANCH_CDBGSYS_OR_USER,
        Op::S_CBRANCH_CDBGSYS_AND_USER,
        Op::S_ENDPGM_SAVED,
        Op::S_SET_GPR_IDX_OFF,
        Op::S_SET_GPR_IDX_MODE,
        Op::S_LOAD_DWORD,
        Op::S_LOAD_DWORDX2,
        Op::S_LOAD_DWORDX4,
        Op::S_LOAD_DWORDX8,
        Op::S_LOAD_DWORDX16,
        Op::S_BUFFER_LOAD_DWORD,
        Op::S_BUFFER_LOAD_DWORDX2,
        Op::S_BUFFER_LOAD_DWORDX4,
        Op::S_BUFFER_LOAD_DWORDX8,
        Op::S_BUFFER_LOAD_DWORDX16,
        Op::S_STORE_DWORD,
        Op::S_STORE_DWORDX2,
        Op::S_STORE_DWORDX4,
        Op::S_BUFFER_STORE_DWORD,
        Op::S_BUFFER_STORE_DWORDX2,
        Op::S_BUFFER_STORE_DWORDX4,
        Op::S_DCACHE_INV,
        Op::S_DCACHE_WB,
        Op::S_DCACHE_INV_VOL,
        Op::S_DCACHE_WB_VOL,
        Op::S_MEMTIME,
        Op::S_MEMREALTIME,
        Op::S_ATC_PROBE,
        Op::S_ATC_PROBE_BUFFER,
        Op::V_CNDMASK_B32,
        Op::V_ADD_F32,
        Op::V_SUB_F32,
        Op::V_SUBREV_F32,
        Op::V_MUL_LEGACY_F32,
        Op::V_MUL_F32,
        Op::V_MUL_I32_I24,
        Op::V_MUL_HI_I32_I24,
        Op::V_MUL_U32_U24,
        Op::V_MUL_HI_U32_U24,
        Op::V_MIN_F32,
        Op::V_MAX_F32,
        Op::V_MIN_I32,
        Op::V_MAX_I32,
        Op::V_MIN_U32,
        Op::V_MAX_U32,
        Op::V_LSHRREV_B32,
        Op::V_ASHRREV_I32,
        Op::V_LSHLREV_B32,
        Op::V_AND_B32,
        Op::V_OR_B32,
        Op::V_XOR_B32,
        Op::V_MAC_F32,
        Op::V_MADMK_F32,
        Op::V_MADAK_F32,
        Op::V_ADD_U32,
        Op::V_SUB_U32,
        Op::V_SUBREV_U32,
        Op::V_ADDC_U32,
        Op::V_SUBB_U32,
        Op::V_SUBBREV_U32,
        Op::V_ADD_F16,
        Op::V_SUB_F16,
        Op::V_SUBREV_F16,
        Op::V_MUL_F16,
        Op::V_MAC_F16,
        Op::V_MADMK_F16,
        Op::V_MADAK_F16,
        Op::V_ADD_U16,
        Op::V_SUB_U16,
        Op::V_SUBREV_U16,
        Op::V_MUL_LO_U16,
        Op::V_LSHLREV_B16,
        Op::V_LSHRREV_B16,
        Op::V_ASHRREV_I16,
        Op::V_MAX_F16,
        Op::V_MIN_F16,
        Op::V_MAX_U16,
        Op::V_MAX_I16,
        Op::V_MIN_U16,
        Op::V_MIN_I16,
        Op::V_LDEXP_F16,
        Op::V_NOP,
        Op::V_MOV_B32,
        Op::V_READFIRSTLANE_B32,
        Op::V_CVT_I32_F64,
        Op::V_CVT_F64_I32,
        Op::V_CVT_F32_I32,
        Op::V_CVT_F32_U32,
        Op::V_CVT_U32_F32,
        Op::V_CVT_I32_F32,
        Op::V_CVT_F16_F32,
        Op::V_CVT_F32_F16,
        Op::V_CVT_RPI_I32_F32,
        Op::V_CVT_FLR_I32_F32,
        Op::V_CVT_OFF_F32_I4,
        Op::V_CVT_F32_F64,
        Op::V_CVT_F64_F32,
        Op::V_CVT_F32_UBYTE0,
        Op::V_CVT_F32_UBYTE1,
        Op::V_CVT_F32_UBYTE2,
        Op::V_CVT_F32_UBYTE3,
        Op::V_CVT_U32_F64,
        Op::V_CVT_F64_U32,
        Op::V_TRUNC_F64,
        Op::V_CEIL_F64,
        Op::V_RNDNE_F64,
        Op::V_FLOOR_F64,
        Op::V_FRACT_F32,
        Op::V_TRUNC_F32,
        Op::V_CEIL_F32,
        Op::V_RNDNE_F32,
        Op::V_FLOOR_F32,
        Op::V_EXP_F32,
        Op::V_LOG_F32,
        Op::V_RCP_F32,
        Op::V_RCP_IFLAG_F32,
        Op::V_RSQ_F32,
        Op::V_RCP_F64,
        Op::V_RSQ_F64,
        Op::V_SQRT_F32,
        Op::V_SQRT_F64,
        Op::V_SIN_F32,
        Op::V_COS_F32,
        Op::V_NOT_B32,
        Op::V_BFREV_B32,
        Op::V_FFBH_U32,
        Op::V_FFBL_B32,
        Op::V_FFBH_I32,
        Op::V_FREXP_EXP_I32_F64,
        Op::V_FREXP_MANT_F64,
        Op::V_FRACT_F64,
        Op::V_FREXP_EXP_I32_F32,
        Op::V_FREXP_MANT_F32,
        Op::V_CLREXCP,
        Op::V_MOVRELD_B32,
        Op::V_MOVRELS_B32,
        Op::V_MOVRELSD_B32,
        Op::V_CVT_F16_U16,
        Op::V_CVT_F16_I16,
        Op::V_CVT_U16_F16,
        Op::V_CVT_I16_F16,
        Op::V_RCP_F16,
        Op::V_SQRT_F16,
        Op::V_RSQ_F16,
        Op::V_LOG_F16,
        Op::V_EXP_F16,
        Op::V_FREXP_MANT_F16,
        Op::V_FREXP_EXP_I16_F16,
        Op::V_FLOOR_F16,
        Op::V_CEIL_F16,
        Op::V_TRUNC_F16,
        Op::V_RNDNE_F16,
        Op::V_FRACT_F16,
        Op::V_SIN_F16,
        Op::V_COS_F16,
        Op::V_EXP_LEGACY_F32,
        Op::V_LOG_LEGACY_F32,
        Op::V_CMP_CLASS_F32,
        Op::V_CMPX_CLASS_F32,
        Op::V_CMP_CLASS_F64,
        Op::V_CMPX_CLASS_F64,
        Op::V_CMP_CLASS_F16,
        Op::V_CMPX_CLASS_F16,
        Op::V_CMP_F_F16,
        Op::V_CMP_LT_F16,
        Op::V_CMP_EQ_F16,
        Op::V_CMP_LE_F16,
        Op::V_CMP_GT_F16,
        Op::V_CMP_LG_F16,
        Op::V_CMP_GE_F16,
        Op::V_CMP_O_F16,
        Op::V_CMP_U_F16,
        Op::V_CMP_NGE_F16,
        Op::V_CMP_NLG_F16,
        Op::V_CMP_NGT_F16,
        Op::V_CMP_NLE_F16,
        Op::V_CMP_NEQ_F16,
        Op::V_CMP_NLT_F16,
        Op::V_CMP_TRU_F16,
        Op::V_CMPX_F_F16,
        Op::V_CMPX_LT_F16,
        Op::V_CMPX_EQ_F16,
        Op::V_CMPX_LE_F16,
        Op::V_CMPX_GT_F16,
        Op::V_CMPX_LG_F16,
        Op::V_CMPX_GE_F16,
        Op::V_CMPX_O_F16,
        Op::V_CMPX_U_F16,
        Op::V_CMPX_NGE_F16,
        Op::V_CMPX_NLG_F16,
        Op::V_CMPX_NGT_F16,
        Op::V_CMPX_NLE_F16,
        Op::V_CMPX_NEQ_F16,
        Op::V_CMPX_NLT_F16,
        Op::V_CMPX_TRU_F16,
        Op::V_CMP_F_F32,
        Op::V_CMP_LT_F32,
        Op::V_CMP_EQ_F32,
        Op::V_CMP_LE_F32,
        Op::V_CMP_GT_F32,
        Op::V_CMP_LG_F32,
        Op::V_CMP_GE_F32,
        Op::V_CMP_O_F32,
        Op::V_CMP_U_F32,
        Op::V_CMP_NGE_F32,
        Op::V_CMP_NLG_F32,
        Op::V_CMP_NGT_F32,
        Op::V_CMP_NLE_F32,
        Op::V_CMP_NEQ_F32,
        Op::V_CMP_NLT_F32,
        Op::V_CMP_TRU_F32,
        Op::V_CMPX_F_F32,
        Op::V_CMPX_LT_F32,
        Op::V_CMPX_EQ_F32,
        Op::V_CMPX_LE_F32,
        Op::V_CMPX_GT_F32,
        Op::V_CMPX_LG_F32,
        Op::V_CMPX_GE_F32,
        Op::V_CMPX_O_F32,
        Op::V_CMPX_U_F32,
        Op::V_CMPX_NGE_F32,
        Op::V_CMPX_NLG_F32,
        Op::V_CMPX_NGT_F32,
        Op::V_CMPX_NLE_F32,
        Op::V_CMPX_NEQ_F32,
        Op::V_CMPX_NLT_F32,
        Op::V_CMPX_TRU_F32,
        Op::V_CMP_F_F64,
        Op::V_CMP_LT_F64,
        Op::V_CMP_EQ_F64,
        Op::V_CMP_LE_F64,
        Op::V_CMP_GT_F64,
        Op::V_CMP_LG_F64,
        Op::V_CMP_GE_F64,
        Op::V_CMP_O_F64,
        Op::V_CMP_U_F64,
        Op::V_CMP_NGE_F64,
        Op::V_CMP_NLG_F64,
        Op::V_CMP_NGT_F64,
        Op::V_CMP_NLE_F64,
        Op::V_CMP_NEQ_F64,
        Op::V_CMP_NLT_F64,
        Op::V_CMP_TRU_F64,
        Op::V_CMPX_F_F64,
        Op::V_CMPX_LT_F64,
        Op::V_CMPX_EQ_F64,
        Op::V_CMPX_LE_F64,
        Op::V_CMPX_GT_F64,
        Op::V_CMPX_LG_F64,
        Op::V_CMPX_GE_F64,
        Op::V_CMPX_O_F64,
        Op::V_CMPX_U_F64,
        Op::V_CMPX_NGE_F64,
        Op::V_CMPX_NLG_F64,
        Op::V_CMPX_NGT_F64,
        Op::V_CMPX_NLE_F64,
        Op::V_CMPX_NEQ_F64,
        Op::V_CMPX_NLT_F64,
        Op::V_CMPX_TRU_F64,
        Op::V_CMP_F_I16,
        Op::V_CMP_LT_I16,
        Op::V_CMP_EQ_I16,
        Op::V_CMP_LE_I16,
        Op::V_CMP_GT_I16,
        Op::V_CMP_NE_I16,
        Op::V_CMP_GE_I16,
        Op::V_CMP_T_I16,
        Op::V_CMP_F_U16,
        Op::V_CMP_LT_U16,
        Op::V_CMP_EQ_U16,
        Op::V_CMP_LE_U16,
        Op::V_CMP_GT_U16,
        Op::V_CMP_NE_U16,
        Op::V_CMP_GE_U16,
        Op::V_CMP_T_U16,
        Op::V_CMPX_F_I16,
        Op::V_CMPX_LT_I16,
        Op::V_CMPX_EQ_I16,
        Op::V_CMPX_LE_I16,
        Op::V_CMPX_GT_I16,
        Op::V_CMPX_NE_I16,
        Op::V_CMPX_GE_I16,
        Op::V_CMPX_T_I16,
        Op::V_CMPX_F_U16,
        Op::V_CMPX_LT_U16,
        Op::V_CMPX_EQ_U16,
        Op::V_CMPX_LE_U16,
        Op::V_CMPX_GT_U16,
        Op::V_CMPX_NE_U16,
        Op::V_CMPX_GE_U16,
        Op::V_CMPX_T_U16,
        Op::V_CMP_F_I32,
        Op::V_CMP_LT_I32,
        Op::V_CMP_EQ_I32,
        Op::V_CMP_LE_I32,
        Op::V_CMP_GT_I32,
        Op::V_CMP_NE_I32,
        Op::V_CMP_GE_I32,
        Op::V_CMP_T_I32,
        Op::V_CMP_F_U32,
        Op::V_CMP_LT_U32,
        Op::V_CMP_EQ_U32,
        Op::V_CMP_LE_U32,
        Op::V_CMP_GT_U32,
        Op::V_CMP_NE_U32,
        Op::V_CMP_GE_U32,
        Op::V_CMP_T_U32,
        Op::V_CMPX_F_I32,
        Op::V_CMPX_LT_I32,
        Op::V_CMPX_EQ_I32,
        Op::V_CMPX_LE_I32,
        Op::V_CMPX_GT_I32,
        Op::V_CMPX_NE_I32,
        Op::V_CMPX_GE_I32,
        Op::V_CMPX_T_I32,
        Op::V_CMPX_F_U32,
        Op::V_CMPX_LT_U32,
        Op::V_CMPX_EQ_U32,
        Op::V_CMPX_LE_U32,
        Op::V_CMPX_GT_U32,
        Op::V_CMPX_NE_U32,
        Op::V_CMPX_GE_U32,
        Op::V_CMPX_T_U32,
        Op::V_CMP_F_I64,
        Op::V_CMP_LT_I64,
        Op::V_CMP_EQ_I64,
        Op::V_CMP_LE_I64,
        Op::V_CMP_GT_I64,
        Op::V_CMP_NE_I64,
        Op::V_CMP_GE_I64,
        Op::V_CMP_T_I64,
        Op::V_CMP_F_U64,
        Op::V_CMP_LT_U64,
        Op::V_CMP_EQ_U64,
        Op::V_CMP_LE_U64,
        Op::V_CMP_GT_U64,
        Op::V_CMP_NE_U64,
        Op::V_CMP_GE_U64,
        Op::V_CMP_T_U64,
        Op::V_CMPX_F_I64,
        Op::V_CMPX_LT_I64,
        Op::V_CMPX_EQ_I64,
        Op::V_CMPX_LE_I64,
        Op::V_CMPX_GT_I64,
        Op::V_CMPX_NE_I64,
        Op::V_CMPX_GE_I64,
        Op::V_CMPX_T_I64,
        Op::V_CMPX_F_U64,
        Op::V_CMPX_LT_U64,
        Op::V_CMPX_EQ_U64,
        Op::V_CMPX_LE_U64,
        Op::V_CMPX_GT_U64,
        Op::V_CMPX_NE_U64,
        Op::V_CMPX_GE_U64,
        Op::V_CMPX_T_U64,
        Op::V_MAD_LEGACY_F32,
        Op::V_MAD_F32,
        Op::V_MAD_I32_I24,
        Op::V_MAD_U32_U24,
        Op::V_CUBEID_F32,
        Op::V_CUBESC_F32,
        Op::V_CUBETC_F32,
        Op::V_CUBEMA_F32,
        Op::V_BFE_U32,
        Op::V_BFE_I32,
        Op::V_BFI_B32,
        Op::V_FMA_F32,
        Op::V_FMA_F64,
        Op::V_LERP_U8,
        Op::V_ALIGNBIT_B32,
        Op::V_ALIGNBYTE_B32,
        Op::V_MIN3_F32,
        Op::V_MIN3_I32,
        Op::V_MIN3_U32,
        Op::V_MAX3_F32,
        Op::V_MAX3_I32,
        Op::V_MAX3_U32,
        Op::V_MED3_F32,
        Op::V_MED3_I32,
        Op::V_MED3_U32,
        Op::V_SAD_U8,
        Op::V_SAD_HI_U8,
        Op::V_SAD_U16,
        Op::V_SAD_U32,
        Op::V_CVT_PK_U8_F32,
        Op::V_DIV_FIXUP_F32,
        Op::V_DIV_FIXUP_F64,
        Op::V_DIV_SCALE_F32,
        Op::V_DIV_SCALE_F64,
        Op::V_DIV_FMAS_F32,
        Op::V_DIV_FMAS_F64,
        Op::V_MSAD_U8,
        Op::V_QSAD_PK_U16_U8,
        Op::V_MQSAD_PK_U16_U8,
        Op::V_MQSAD_U32_U8,
        Op::V_MAD_U64_U32,
        Op::V_MAD_I64_I32,
        Op::V_MAD_F16,
        Op::V_MAD_U16,
        Op::V_MAD_I16,
        Op::V_PERM_B32,
        Op::V_FMA_F16,
        Op::V_DIV_FIXUP_F16,
        Op::V_CVT_PKACCUM_U8_F32,
        Op::V_INTERP_P1_F32,
        Op::V_INTERP_P2_F32,
        Op::V_INTERP_MOV_F32,
        Op::V_INTERP_P1LL_F16,
        Op::V_INTERP_P1LV_F16,
        Op::V_INTERP_P2_F16,
        Op::V_ADD_F64,
        Op::V_MUL_F64,
        Op::V_MIN_F64,
        Op::V_MAX_F64,
        Op::V_LDEXP_F64,
        Op::V_MUL_LO_U32,
        Op::V_MUL_HI_U32,
        Op::V_MUL_HI_I32,
        Op::V_LDEXP_F32,
        Op::V_READLANE_B32,
        Op::V_WRITELANE_B32,
        Op::V_BCNT_U32_B32,
        Op::V_MBCNT_LO_U32_B32,
        Op::V_MBCNT_HI_U32_B32,
        Op::V_LSHLREV_B64,
        Op::V_LSHRREV_B64,
        Op::V_ASHRREV_I64,
        Op::V_TRIG_PREOP_F64,
        Op::V_BFM_B32,
        Op::V_CVT_PKNORM_I16_F32,
        Op::V_CVT_PKNORM_U16_F32,
        Op::V_CVT_PKRTZ_F16_F32,
        Op::V_CVT_PK_U16_U32,
        Op::V_CVT_PK_I16_I32,
        Op::DS_ADD_U32,
        Op::DS_SUB_U32,
        Op::DS_RSUB_U32,
        Op::DS_INC_U32,
        Op::DS_DEC_U32,
        Op::DS_MIN_I32,
        Op::DS_MAX_I32,
        Op::DS_MIN_U32,
        Op::DS_MAX_U32,
        Op::DS_AND_B32,
        Op::DS_OR_B32,
        Op::DS_XOR_B32,
        Op::DS_MSKOR_B32,
        Op::DS_WRITE_B32,
        Op::DS_WRITE2_B32,
        Op::DS_WRITE2ST64_B32,
        Op::DS_CMPST_B32,
        Op::DS_CMPST_F32,
        Op::DS_MIN_F32,
        Op::DS_MAX_F32,
        Op::DS_NOP,
        Op::DS_ADD_F32,
        Op::DS_WRITE_B8,
        Op::DS_WRITE_B16,
        Op::DS_ADD_RTN_U32,
        Op::DS_SUB_RTN_U32,
        Op::DS_RSUB_RTN_U32,
        Op::DS_INC_RTN_U32,
        Op::DS_DEC_RTN_U32,
        Op::DS_MIN_RTN_I32,
        Op::DS_MAX_RTN_I32,
        Op::DS_MIN_RTN_U32,
        Op::DS_MAX_RTN_U32,
        Op::DS_AND_RTN_B32,
        Op::DS_OR_RTN_B32,
        Op::DS_XOR_RTN_B32,
        Op::DS_MSKOR_RTN_B32,
        Op::DS_WRXCHG_RTN_B32,
        Op::DS_WRXCHG2_RTN_B32,
        Op::DS_WRXCHG2ST64_RTN_B32,
        Op::DS_CMPST_RTN_B32,
        Op::DS_CMPST_RTN_F32,
        Op::DS_MIN_RTN_F32,
        Op::DS_MAX_RTN_F32,
        Op::DS_WRAP_RTN_B32,
        Op::DS_ADD_RTN_F32,
        Op::DS_READ_B32,
        Op::DS_READ2_B32,
        Op::DS_READ2ST64_B32,
        Op::DS_READ_I8,
        Op::DS_READ_U8,
        Op::DS_READ_I16,
        Op::DS_READ_U16,
        Op::DS_SWIZZLE_B32,
        Op::DS_PERMUTE_B32,
        Op::DS_BPERMUTE_B32,
        Op::DS_ADD_U64,
        Op::DS_SUB_U64,
        Op::DS_RSUB_U64,
        Op::DS_INC_U64,
        Op::DS_DEC_U64,
        Op::DS_MIN_I64,
        Op::DS_MAX_I64,
        Op::DS_MIN_U64,
        Op::DS_MAX_U64,
        Op::DS_AND_B64,
        Op::DS_OR_B64,
        Op::DS_XOR_B64,
        Op::DS_MSKOR_B64,
        Op::DS_WRITE_B64,
        Op::DS_WRITE2_B64,
        Op::DS_WRITE2ST64_B64,
        Op::DS_CMPST_B64,
        Op::DS_CMPST_F64,
        Op::DS_MIN_F64,
        Op::DS_MAX_F64,
        Op::DS_ADD_RTN_U64,
        Op::DS_SUB_RTN_U64,
        Op::DS_RSUB_RTN_U64,
        Op::DS_INC_RTN_U64,
        Op::DS_DEC_RTN_U64,
        Op::DS_MIN_RTN_I64,
        Op::DS_MAX_RTN_I64,
        Op::DS_MIN_RTN_U64,
        Op::DS_MAX_RTN_U64,
        Op::DS_AND_RTN_B64,
        Op::DS_OR_RTN_B64,
        Op::DS_XOR_RTN_B64,
        Op::DS_MSKOR_RTN_B64,
        Op::DS_WRXCHG_RTN_B64,
        Op::DS_WRXCHG2_RTN_B64,
        Op::DS_WRXCHG2ST64_RTN_B64,
        Op::DS_CMPST_RTN_B64,
        Op::DS_CMPST_RTN_F64,
        Op::DS_MIN_RTN_F64,
        Op::DS_MAX_RTN_F64,
        Op::DS_READ_B64,
        Op::DS_READ2_B64,
        Op::DS_READ2ST64_B64,
        Op::DS_CONDXCHG32_RTN_B64,
        Op::DS_ADD_SRC2_U32,
        Op::DS_SUB_SRC2_U32,
        Op::DS_RSUB_SRC2_U32,
        Op::DS_INC_SRC2_U32,
        Op::DS_DEC_SRC2_U32,
        Op::DS_MIN_SRC2_I32,
        Op::DS_MAX_SRC2_I32,
        Op::DS_MIN_SRC2_U32,
        Op::DS_MAX_SRC2_U32,
        Op::DS_AND_SRC2_B32,
        Op::DS_OR_SRC2_B32,
        Op::DS_XOR_SRC2_B32,
        Op::DS_WRITE_SRC2_B32,
        Op::DS_MIN_SRC2_F32,
        Op::DS_MAX_SRC2_F32,
        Op::DS_ADD_SRC2_F32,
        Op::DS_CONSUME,
        Op::DS_APPEND,
        Op::DS_ADD_SRC2_U64,
        Op::DS_SUB_SRC2_U64,
        Op::DS_RSUB_SRC2_U64,
        Op::DS_INC_SRC2_U64,
        Op::DS_DEC_SRC2_U64,
        Op::DS_MIN_SRC2_I64,
        Op::DS_MAX_SRC2_I64,
        Op::DS_MIN_SRC2_U64,
        Op::DS_MAX_SRC2_U64,
        Op::DS_AND_SRC2_B64,
        Op::DS_OR_SRC2_B64,
        Op::DS_XOR_SRC2_B64,
        Op::DS_WRITE_SRC2_B64,
        Op::DS_MIN_SRC2_F64,
        Op::DS_MAX_SRC2_F64,
        Op::DS_WRITE_B96,
        Op::DS_WRITE_B128,
        Op::DS_READ_B96,
        Op::DS_READ_B128,
        Op::BUFFER_LOAD_FORMAT_X,
        Op::BUFFER_LOAD_FORMAT_XY,
        Op::BUFFER_LOAD_FORMAT_XYZ,
        Op::BUFFER_LOAD_FORMAT_XYZW,
        Op::BUFFER_STORE_FORMAT_X,
        Op::BUFFER_STORE_FORMAT_XY,
        Op::BUFFER_STORE_FORMAT_XYZ,
        Op::BUFFER_STORE_FORMAT_XYZW,
        Op::BUFFER_LOAD_FORMAT_D16_X,
        Op::BUFFER_LOAD_FORMAT_D16_XY,
        Op::BUFFER_LOAD_FORMAT_D16_XYZ,
        Op::BUFFER_LOAD_FORMAT_D16_XYZW,
        Op::BUFFER_STORE_FORMAT_D16_X,
        Op::BUFFER_STORE_FORMAT_D16_XY,
        Op::BUFFER_STORE_FORMAT_D16_XYZ,
        Op::BUFFER_STORE_FORMAT_D16_XYZW,
        Op::BUFFER_LOAD_UBYTE,
        Op::BUFFER_LOAD_SBYTE,
        Op::BUFFER_LOAD_USHORT,
        Op::BUFFER_LOAD_SSHORT,
        Op::BUFFER_LOAD_DWORD,
        Op::BUFFER_LOAD_DWORDX2,
        Op::BUFFER_LOAD_DWORDX3,
        Op::BUFFER_LOAD_DWORDX4,
        Op::BUFFER_STORE_BYTE,
        Op::BUFFER_STORE_SHORT,
        Op::BUFFER_STORE_DWORD,
        Op::BUFFER_STORE_DWORDX2,
        Op::BUFFER_STORE_DWORDX3,
        Op::BUFFER_STORE_DWORDX4,
        Op::BUFFER_WBINVL1,
        Op::BUFFER_WBINVL1_VOL,
        Op::BUFFER_ATOMIC_SWAP,
        Op::BUFFER_ATOMIC_CMPSWAP,
        Op::BUFFER_ATOMIC_ADD,
        Op::BUFFER_ATOMIC_SUB,
        Op::BUFFER_ATOMIC_SMIN,
        Op::BUFFER_ATOMIC_UMIN,
        Op::BUFFER_ATOMIC_SMAX,
        Op::BUFFER_ATOMIC_UMAX,
        Op::BUFFER_ATOMIC_AND,
        Op::BUFFER_ATOMIC_OR,
        Op::BUFFER_ATOMIC_XOR,
        Op::BUFFER_ATOMIC_INC,
        Op::BUFFER_ATOMIC_DEC,
        Op::BUFFER_ATOMIC_SWAP_X2,
        Op::BUFFER_ATOMIC_CMPSWAP_X2,
        Op::BUFFER_ATOMIC_ADD_X2,
        Op::BUFFER_ATOMIC_SUB_X2,
        Op::BUFFER_ATOMIC_SMIN_X2,
        Op::BUFFER_ATOMIC_UMIN_X2,
        Op::BUFFER_ATOMIC_SMAX_X2,
        Op::BUFFER_ATOMIC_UMAX_X2,
        Op::BUFFER_ATOMIC_AND_X2,
        Op::BUFFER_ATOMIC_OR_X2,
        Op::BUFFER_ATOMIC_XOR_X2,
        Op::BUFFER_ATOMIC_INC_X2,
        Op::BUFFER_ATOMIC_DEC_X2,
        Op::TBUFFER_LOAD_FORMAT_X,
        Op::TBUFFER_LOAD_FORMAT_XY,
        Op::TBUFFER_LOAD_FORMAT_XYZ,
        Op::TBUFFER_LOAD_FORMAT_XYZW,
        Op::TBUFFER_STORE_FORMAT_X,
        Op::TBUFFER_STORE_FORMAT_XY,
        Op::TBUFFER_STORE_FORMAT_XYZ,
        Op::TBUFFER_STORE_FORMAT_XYZW,
        Op::TBUFFER_LOAD_FORMAT_D16_X,
        Op::TBUFFER_LOAD_FORMAT_D16_XY,
        Op::TBUFFER_LOAD_FORMAT_D16_XYZ,
        Op::TBUFFER_LOAD_FORMAT_D16_XYZW,
        Op::TBUFFER_STORE_FORMAT_D16_X,
        Op::TBUFFER_STORE_FORMAT_D16_XY,
        Op::TBUFFER_STORE_FORMAT_D16_XYZ,
        Op::TBUFFER_STORE_FORMAT_D16_XYZW,
        Op::IMAGE_LOAD,
        Op::IMAGE_LOAD_MIP,
        Op::IMAGE_LOAD_PCK,
        Op::IMAGE_LOAD_PCK_SGN,
        Op::IMAGE_LOAD_MIP_PCK,
        Op::IMAGE_LOAD_MIP_PCK_SGN,
        Op::IMAGE_STORE,
        Op::IMAGE_STORE_MIP,
        Op::IMAGE_STORE_PCK,
        Op::IMAGE_STORE_MIP_PCK,
        Op::IMAGE_GET_RESINFO,
        Op::IMAGE_ATOMIC_SWAP,
        Op::IMAGE_ATOMIC_CMPSWAP,
        Op::IMAGE_ATOMIC_ADD,
        Op::IMAGE_ATOMIC_SUB,
        Op::IMAGE_ATOMIC_SMIN,
        Op::IMAGE_ATOMIC_UMIN,
        Op::IMAGE_ATOMIC_SMAX,
        Op::IMAGE_ATOMIC_UMAX,
        Op::IMAGE_ATOMIC_AND,
        Op::IMAGE_ATOMIC_OR,
        Op::IMAGE_ATOMIC_XOR,
        Op::IMAGE_ATOMIC_INC,
        Op::IMAGE_ATOMIC_DEC,
        Op::IMAGE_SAMPLE,
        Op::IMAGE_SAMPLE_CL,
        Op::IMAGE_SAMPLE_D,
        Op::IMAGE_SAMPLE_D_CL,
        Op::IMAGE_SAMPLE_L,
        Op::IMAGE_SAMPLE_B,
        Op::IMAGE_SAMPLE_B_CL,
        Op::IMAGE_SAMPLE_LZ,
        Op::IMAGE_SAMPLE_C,
        Op::IMAGE_SAMPLE_C_CL,
        Op::IMAGE_SAMPLE_C_D,
        Op::IMAGE_SAMPLE_C_D_CL,
        Op::IMAGE_SAMPLE_C_L,
        Op::IMAGE_SAMPLE_C_B,
        Op::IMAGE_SAMPLE_C_B_CL,
        Op::IMAGE_SAMPLE_C_LZ,
        Op::IMAGE_SAMPLE_O,
        Op::IMAGE_SAMPLE_CL_O,
        Op::IMAGE_SAMPLE_D_O,
        Op::IMAGE_SAMPLE_D_CL_O,
        Op::IMAGE_SAMPLE_L_O,
        Op::IMAGE_SAMPLE_B_O,
        Op::IMAGE_SAMPLE_B_CL_O,
        Op::IMAGE_SAMPLE_LZ_O,
        Op::IMAGE_SAMPLE_C_O,
        Op::IMAGE_SAMPLE_C_CL_O,
        Op::IMAGE_SAMPLE_C_D_O,
        Op::IMAGE_SAMPLE_C_D_CL_O,
        Op::IMAGE_SAMPLE_C_L_O,
        Op::IMAGE_SAMPLE_C_B_O,
        Op::IMAGE_SAMPLE_C_B_CL_O,
        Op::IMAGE_SAMPLE_C_LZ_O,
        Op::IMAGE_GATHER4,
        Op::IMAGE_GATHER4_CL,
        Op::IMAGE_GATHER4_L,
        Op::IMAGE_GATHER4_B,
        Op::IMAGE_GATHER4_B_CL,
        Op::IMAGE_GATHER4_LZ,
        Op::IMAGE_GATHER4_C,
        Op::IMAGE_GATHER4_C_CL,
        Op::IMAGE_GATHER4_C_L,
        Op::IMAGE_GATHER4_C_B,
        Op::IMAGE_GATHER4_C_B_CL,
        Op::IMAGE_GATHER4_C_LZ,
        Op::IMAGE_GATHER4_O,
        Op::IMAGE_GATHER4_CL_O,
        Op::IMAGE_GATHER4_L_O,
        Op::IMAGE_GATHER4_B_O,
        Op::IMAGE_GATHER4_B_CL_O,
        Op::IMAGE_GATHER4_LZ_O,
        Op::IMAGE_GATHER4_C_O,
        Op::IMAGE_GATHER4_C_CL_O,
        Op::IMAGE_GATHER4_C_L_O,
        Op::IMAGE_GATHER4_C_B_O,
        Op::IMAGE_GATHER4_C_B_CL_O,
        Op::IMAGE_GATHER4_C_LZ_O,
        Op::IMAGE_GET_LOD,
        Op::IMAGE_SAMPLE_CD,
        Op::IMAGE_SAMPLE_CD_CL,
        Op::IMAGE_SAMPLE_C_CD,
        Op::IMAGE_SAMPLE_C_CD_CL,
        Op::IMAGE_SAMPLE_CD_O,
        Op::IMAGE_SAMPLE_CD_CL_O,
        Op::IMAGE_SAMPLE_C_CD_O,
        Op::IMAGE_SAMPLE_C_CD_CL_O,
        Op::EXP,
        Op::FLAT_LOAD_UBYTE,
        Op::FLAT_LOAD_SBYTE,
        Op::FLAT_LOAD_USHORT,
        Op::FLAT_LOAD_SSHORT,
        Op::FLAT_LOAD_DWORD,
        Op::FLAT_LOAD_DWORDX2,
        Op::FLAT_LOAD_DWORDX3,
        Op::FLAT_LOAD_DWORDX4,
        Op::FLAT_STORE_BYTE,
        Op::FLAT_STORE_SHORT,
        Op::FLAT_STORE_DWORD,
        Op::FLAT_STORE_DWORDX2,
        Op::FLAT_STORE_DWORDX3,
        Op::FLAT_STORE_DWORDX4,
        Op::FLAT_ATOMIC_SWAP,
        Op::FLAT_ATOMIC_CMPSWAP,
        Op::FLAT_ATOMIC_ADD,
        Op::FLAT_ATOMIC_SUB,
        Op::FLAT_ATOMIC_SMIN,
        Op::FLAT_ATOMIC_UMIN,
        Op::FLAT_ATOMIC_SMAX,
        Op::FLAT_ATOMIC_UMAX,
        Op::FLAT_ATOMIC_AND,
        Op::FLAT_ATOMIC_OR,
        Op::FLAT_ATOMIC_XOR,
        Op::FLAT_ATOMIC_INC,
        Op::FLAT_ATOMIC_DEC,
        Op::FLAT_ATOMIC_SWAP_X2,
        Op::FLAT_ATOMIC_CMPSWAP_X2,
        Op::FLAT_ATOMIC_ADD_X2,
        Op::FLAT_ATOMIC_SUB_X2,
        Op::FLAT_ATOMIC_SMIN_X2,
        Op::FLAT_ATOMIC_UMIN_X2,
        Op::FLAT_ATOMIC_SMAX_X2,
        Op::FLAT_ATOMIC_UMAX_X2,
        Op::FLAT_ATOMIC_AND_X2,
        Op::FLAT_ATOMIC_OR_X2,
        Op::FLAT_ATOMIC_XOR_X2,
        Op::FLAT_ATOMIC_INC_X2,
        Op::FLAT_ATOMIC_DEC_X2,
    ];

    /// LLVM's mnemonic without encoding suffix.
    pub const fn mnemonic(self) -> &'static str {
        MNEMONICS[self as usize]
    }

    /// Instruction class (issue unit).
    pub const fn class(self) -> OpClass {
        CLASSES[self as usize]
    }
}

static MNEMONICS: [&str; N_OPS] = [
    "s_add_u32",
    "s_sub_u32",
    "s_add_i32",
    "s_sub_i32",
    "s_addc_u32",
    "s_subb_u32",
    "s_min_i32",
    "s_min_u32",
    "s_max_i32",
    "s_max_u32",
    "s_cselect_b32",
    "s_cselect_b64",
    "s_and_b32",
    "s_and_b64",
    "s_or_b32",
    "s_or_b64",
    "s_xor_b32",
    "s_xor_b64",
    "s_andn2_b32",
    "s_andn2_b64",
    "s_orn2_b32",
    "s_orn2_b64",
    "s_nand_b32",
    "s_nand_b64",
    "s_nor_b32",
    "s_nor_b64",
    "s_xnor_b32",
    "s_xnor_b64",
    "s_lshl_b32",
    "s_lshl_b64",
    "s_lshr_b32",
    "s_lshr_b64",
    "s_ashr_i32",
    "s_ashr_i64",
    "s_bfm_b32",
    "s_bfm_b64",
    "s_mul_i32",
    "s_bfe_u32",
    "s_bfe_i32",
    "s_bfe_u64",
    "s_bfe_i64",
    "s_cbranch_g_fork",
    "s_absdiff_i32",
    "s_rfe_restore_b64",
    "s_movk_i32",
    "s_cmovk_i32",
    "s_cmpk_eq_i32",
    "s_cmpk_lg_i32",
    "s_cmpk_gt_i32",
    "s_cmpk_ge_i32",
    "s_cmpk_lt_i32",
    "s_cmpk_le_i32",
    "s_cmpk_eq_u32",
    "s_cmpk_lg_u32",
    "s_cmpk_gt_u32",
    "s_cmpk_ge_u32",
    "s_cmpk_lt_u32",
    "s_cmpk_le_u32",
    "s_addk_i32",
    "s_mulk_i32",
    "s_cbranch_i_fork",
    "s_getreg_b32",
    "s_setreg_b32",
    "s_setreg_imm32_b32",
    "s_mov_b32",
    "s_mov_b64",
    "s_cmov_b32",
    "s_cmov_b64",
    "s_not_b32",
    "s_not_b64",
    "s_wqm_b32",
    "s_wqm_b64",
    "s_brev_b32",
    "s_brev_b64",
    "s_bcnt0_i32_b32",
    "s_bcnt0_i32_b64",
    "s_bcnt1_i32_b32",
    "s_bcnt1_i32_b64",
    "s_ff0_i32_b32",
    "s_ff0_i32_b64",
    "s_ff1_i32_b32",
    "s_ff1_i32_b64",
    "s_flbit_i32_b32",
    "s_flbit_i32_b64",
    "s_flbit_i32",
    "s_flbit_i32_i64",
    "s_sext_i32_i8",
    "s_sext_i32_i16",
    "s_bitset0_b32",
    "s_bitset0_b64",
    "s_bitset1_b32",
    "s_bitset1_b64",
    "s_getpc_b64",
    "s_setpc_b64",
    "s_swappc_b64",
    "s_rfe_b64",
    "s_and_saveexec_b64",
    "s_or_saveexec_b64",
    "s_xor_saveexec_b64",
    "s_andn2_saveexec_b64",
    "s_orn2_saveexec_b64",
    "s_nand_saveexec_b64",
    "s_nor_saveexec_b64",
    "s_xnor_saveexec_b64",
    "s_quadmask_b32",
    "s_quadmask_b64",
    "s_movrels_b32",
    "s_movrels_b64",
    "s_movreld_b32",
    "s_movreld_b64",
    "s_cbranch_join",
    "s_abs_i32",
    "s_set_gpr_idx_idx",
    "s_cmp_eq_i32",
    "s_cmp_lg_i32",
    "s_cmp_gt_i32",
    "s_cmp_ge_i32",
    "s_cmp_lt_i32",
    "s_cmp_le_i32",
    "s_cmp_eq_u32",
    "s_cmp_lg_u32",
    "s_cmp_gt_u32",
    "s_cmp_ge_u32",
    "s_cmp_lt_u32",
    "s_cmp_le_u32",
    "s_bitcmp0_b32",
    "s_bitcmp1_b32",
    "s_bitcmp0_b64",
    "s_bitcmp1_b64",
    "s_setvskip",
    "s_set_gpr_idx_on",
    "s_cmp_eq_u64",
    "s_cmp_lg_u64",
    "s_nop",
    "s_endpgm",
    "s_branch",
    "s_wakeup",
    "s_cbranch_scc0",
    "s_cbranch_scc1",
    "s_cbranch_vccz",
    "s_cbranch_vccnz",
    "s_cbranch_execz",
    "s_cbranch_execnz",
    "s_barrier",
    "s_setkill",
    "s_waitcnt",
    "s_sethalt",
    "s_sleep",
    "s_setprio",
    "s_sendmsg",
    "s_sendmsghalt",
    "s_trap",
    "s_icache_inv",
    "s_incperflevel",
    "s_decperflevel",
    "s_ttracedata",
    "s_cbranch_cdbgsys",
    "s_cbranch_cdbguser",
    "s_cbranch_cdbgsys_or_user",
    "s_cbranch_cdbgsys_and_user",
    "s_endpgm_saved",
    "s_set_gpr_idx_off",
    "s_set_gpr_idx_mode",
    "s_load_dword",
    "s_load_dwordx2",
    "s_load_dwordx4",
    "s_load_dwordx8",
    "s_load_dwordx16",
    "s_buffer_load_dword",
    "s_buffer_load_dwordx2",
    "s_buffer_load_dwordx4",
    "s_buffer_load_dwordx8",
    "s_buffer_load_dwordx16",
    "s_store_dword",
    "s_store_dwordx2",
    "s_store_dwordx4",
    "s_buffer_store_dword",
    "s_buffer_store_dwordx2",
    "s_buffer_store_dwordx4",
    "s_dcache_inv",
    "s_dcache_wb",
    "s_dcache_inv_vol",
    "s_dcache_wb_vol",
    "s_memtime",
    "s_memrealtime",
    "s_atc_probe",
    "s_atc_probe_buffer",
    "v_cndmask_b32",
    "v_add_f32",
    "v_sub_f32",
    "v_subrev_f32",
    "v_mul_legacy_f32",
    "v_mul_f32",
    "v_mul_i32_i24",
    "v_mul_hi_i32_i24",
    "v_mul_u32_u24",
    "v_mul_hi_u32_u24",
    "v_min_f32",
    "v_max_f32",
    "v_min_i32",
    "v_max_i32",
    "v_min_u32",
    "v_max_u32",
    "v_lshrrev_b32",
    "v_ashrrev_i32",
    "v_lshlrev_b32",
    "v_and_b32",
    "v_or_b32",
    "v_xor_b32",
    "v_mac_f32",
    "v_madmk_f32",
    "v_madak_f32",
    "v_add_u32",
    "v_sub_u32",
    "v_subrev_u32",
    "v_addc_u32",
    "v_subb_u32",
    "v_subbrev_u32",
    "v_add_f16",
    "v_sub_f16",
    "v_subrev_f16",
    "v_mul_f16",
    "v_mac_f16",
    "v_madmk_f16",
    "v_madak_f16",
    "v_add_u16",
    "v_sub_u16",
    "v_subrev_u16",
    "v_mul_lo_u16",
    "v_lshlrev_b16",
    "v_lshrrev_b16",
    "v_ashrrev_i16",
    "v_max_f16",
    "v_min_f16",
    "v_max_u16",
    "v_max_i16",
    "v_min_u16",
    "v_min_i16",
    "v_ldexp_f16",
    "v_nop",
    "v_mov_b32",
    "v_readfirstlane_b32",
    "v_cvt_i32_f64",
    "v_cvt_f64_i32",
    "v_cvt_f32_i32",
    "v_cvt_f32_u32",
    "v_cvt_u32_f32",
    "v_cvt_i32_f32",
    "v_cvt_f16_f32",
    "v_cvt_f32_f16",
    "v_cvt_rpi_i32_f32",
    "v_cvt_flr_i32_f32",
    "v_cvt_off_f32_i4",
    "v_cvt_f32_f64",
    "v_cvt_f64_f32",
    "v_cvt_f32_ubyte0",
    "v_cvt_f32_ubyte1",
    "v_cvt_f32_ubyte2",
    "v_cvt_f32_ubyte3",
    "v_cvt_u32_f64",
    "v_cvt_f64_u32",
    "v_trunc_f64",
    "v_ceil_f64",
    "v_rndne_f64",
    "v_floor_f64",
    "v_fract_f32",
    "v_trunc_f32",
    "v_ceil_f32",
    "v_rndne_f32",
    "v_floor_f32",
    "v_exp_f32",
    "v_log_f32",
    "v_rcp_f32",
    "v_rcp_iflag_f32",
    "v_rsq_f32",
    "v_rcp_f64",
    "v_rsq_f64",
    "v_sqrt_f32",
    "v_sqrt_f64",
    "v_sin_f32",
    "v_cos_f32",
    "v_not_b32",
    "v_bfrev_b32",
    "v_ffbh_u32",
    "v_ffbl_b32",
    "v_ffbh_i32",
    "v_frexp_exp_i32_f64",
    "v_frexp_mant_f64",
    "v_fract_f64",
    "v_frexp_exp_i32_f32",
    "v_frexp_mant_f32",
    "v_clrexcp",
    "v_movreld_b32",
    "v_movrels_b32",
    "v_movrelsd_b32",
    "v_cvt_f16_u16",
    "v_cvt_f16_i16",
    "v_cvt_u16_f16",
    "v_cvt_i16_f16",
    "v_rcp_f16",
    "v_sqrt_f16",
    "v_rsq_f16",
    "v_log_f16",
    "v_exp_f16",
    "v_frexp_mant_f16",
    "v_frexp_exp_i16_f16",
    "v_floor_f16",
    "v_ceil_f16",
    "v_trunc_f16",
    "v_rndne_f16",
    "v_fract_f16",
    "v_sin_f16",
    "v_cos_f16",
    "v_exp_legacy_f32",
    "v_log_legacy_f32",
    "v_cmp_class_f32",
    "v_cmpx_class_f32",
    "v_cmp_class_f64",
    "v_cmpx_class_f64",
    "v_cmp_class_f16",
    "v_cmpx_class_f16",
    "v_cmp_f_f16",
    "v_cmp_lt_f16",
    "v_cmp_eq_f16",
    "v_cmp_le_f16",
    "v_cmp_gt_f16",
    "v_cmp_lg_f16",
    "v_cmp_ge_f16",
    "v_cmp_o_f16",
    "v_cmp_u_f16",
    "v_cmp_nge_f16",
    "v_cmp_nlg_f16",
    "v_cmp_ngt_f16",
    "v_cmp_nle_f16",
    "v_cmp_neq_f16",
    "v_cmp_nlt_f16",
    "v_cmp_tru_f16",
    "v_cmpx_f_f16",
    "v_cmpx_lt_f16",
    "v_cmpx_eq_f16",
    "v_cmpx_le_f16",
    "v_cmpx_gt_f16",
    "v_cmpx_lg_f16",
    "v_cmpx_ge_f16",
    "v_cmpx_o_f16",
    "v_cmpx_u_f16",
    "v_cmpx_nge_f16",
    "v_cmpx_nlg_f16",
    "v_cmpx_ngt_f16",
    "v_cmpx_nle_f16",
    "v_cmpx_neq_f16",
    "v_cmpx_nlt_f16",
    "v_cmpx_tru_f16",
    "v_cmp_f_f32",
    "v_cmp_lt_f32",
    "v_cmp_eq_f32",
    "v_cmp_le_f32",
    "v_cmp_gt_f32",
    "v_cmp_lg_f32",
    "v_cmp_ge_f32",
    "v_cmp_o_f32",
    "v_cmp_u_f32",
    "v_cmp_nge_f32",
    "v_cmp_nlg_f32",
    "v_cmp_ngt_f32",
    "v_cmp_nle_f32",
    "v_cmp_neq_f32",
    "v_cmp_nlt_f32",
    "v_cmp_tru_f32",
    "v_cmpx_f_f32",
    "v_cmpx_lt_f32",
    "v_cmpx_eq_f32",
    "v_cmpx_le_f32",
    "v_cmpx_gt_f32",
    "v_cmpx_lg_f32",
    "v_cmpx_ge_f32",
    "v_cmpx_o_f32",
    "v_cmpx_u_f32",
    "v_cmpx_nge_f32",
    "v_cmpx_nlg_f32",
    "v_cmpx_ngt_f32",
    "v_cmpx_nle_f32",
    "v_cmpx_neq_f32",
    "v_cmpx_nlt_f32",
    "v_cmpx_tru_f32",
    "v_cmp_f_f64",
    "v_cmp_lt_f64",
    "v_cmp_eq_f64",
    "v_cmp_le_f64",
    "v_cmp_gt_f64",
    "v_cmp_lg_f64",
    "v_cmp_ge_f64",
    "v_cmp_o_f64",
    "v_cmp_u_f64",
    "v_cmp_nge_f64",
    "v_cmp_nlg_f64",
    "v_cmp_ngt_f64",
    "v_cmp_nle_f64",
    "v_cmp_neq_f64",
    "v_cmp_nlt_f64",
    "v_cmp_tru_f64",
    "v_cmpx_f_f64",
    "v_cmpx_lt_f64",
    "v_cmpx_eq_f64",
    "v_cmpx_le_f64",
    "v_cmpx_gt_f64",
    "v_cmpx_lg_f64",
    "v_cmpx_ge_f64",
    "v_cmpx_o_f64",
    "v_cmpx_u_f64",
    "v_cmpx_nge_f64",
    "v_cmpx_nlg_f64",
    "v_cmpx_ngt_f64",
    "v_cmpx_nle_f64",
    "v_cmpx_neq_f64",
    "v_cmpx_nlt_f64",
    "v_cmpx_tru_f64",
    "v_cmp_f_i16",
    "v_cmp_lt_i16",
    "v_cmp_eq_i16",
    "v_cmp_le_i16",
    "v_cmp_gt_i16",
    "v_cmp_ne_i16",
    "v_cmp_ge_i16",
    "v_cmp_t_i16",
    "v_cmp_f_u16",
    "v_cmp_lt_u16",
    "v_cmp_eq_u16",
    "v_cmp_le_u16",
    "v_cmp_gt_u16",
    "v_cmp_ne_u16",
    "v_cmp_ge_u16",
    "v_cmp_t_u16",
    "v_cmpx_f_i16",
    "v_cmpx_lt_i16",
    "v_cmpx_eq_i16",
    "v_cmpx_le_i16",
    "v_cmpx_gt_i16",
    "v_cmpx_ne_i16",
    "v_cmpx_ge_i16",
    "v_cmpx_t_i16",
    "v_cmpx_f_u16",
    "v_cmpx_lt_u16",
    "v_cmpx_eq_u16",
    "v_cmpx_le_u16",
    "v_cmpx_gt_u16",
    "v_cmpx_ne_u16",
    "v_cmpx_ge_u16",
    "v_cmpx_t_u16",
    "v_cmp_f_i32",
    "v_cmp_lt_i32",
    "v_cmp_eq_i32",
    "v_cmp_le_i32",
    "v_cmp_gt_i32",
    "v_cmp_ne_i32",
    "v_cmp_ge_i32",
    "v_cmp_t_i32",
    "v_cmp_f_u32",
    "v_cmp_lt_u32",
    "v_cmp_eq_u32",
    "v_cmp_le_u32",
    "v_cmp_gt_u32",
    "v_cmp_ne_u32",
    "v_cmp_ge_u32",
    "v_cmp_t_u32",
    "v_cmpx_f_i32",
    "v_cmpx_lt_i32",
    "v_cmpx_eq_i32",
    "v_cmpx_le_i32",
    "v_cmpx_gt_i32",
    "v_cmpx_ne_i32",
    "v_cmpx_ge_i32",
    "v_cmpx_t_i32",
    "v_cmpx_f_u32",
    "v_cmpx_lt_u32",
    "v_cmpx_eq_u32",
    "v_cmpx_le_u32",
    "v_cmpx_gt_u32",
    "v_cmpx_ne_u32",
    "v_cmpx_ge_u32",
    "v_cmpx_t_u32",
    "v_cmp_f_i64",
    "v_cmp_lt_i64",
    "v_cmp_eq_i64",
    "v_cmp_le_i64",
    "v_cmp_gt_i64",
    "v_cmp_ne_i64",
    "v_cmp_ge_i64",
    "v_cmp_t_i64",
    "v_cmp_f_u64",
    "v_cmp_lt_u64",
    "v_cmp_eq_u64",
    "v_cmp_le_u64",
    "v_cmp_gt_u64",
    "v_cmp_ne_u64",
    "v_cmp_ge_u64",
    "v_cmp_t_u64",
    "v_cmpx_f_i64",
    "v_cmpx_lt_i64",
    "v_cmpx_eq_i64",
    "v_cmpx_le_i64",
    "v_cmpx_gt_i64",
    "v_cmpx_ne_i64",
    "v_cmpx_ge_i64",
    "v_cmpx_t_i64",
    "v_cmpx_f_u64",
    "v_cmpx_lt_u64",
    "v_cmpx_eq_u64",
    "v_cmpx_le_u64",
    "v_cmpx_gt_u64",
    "v_cmpx_ne_u64",
    "v_cmpx_ge_u64",
    "v_cmpx_t_u64",
    "v_mad_legacy_f32",
    "v_mad_f32",
    "v_mad_i32_i24",
    "v_mad_u32_u24",
    "v_cubeid_f32",
    "v_cubesc_f32",
    "v_cubetc_f32",
    "v_cubema_f32",
    "v_bfe_u32",
    "v_bfe_i32",
    "v_bfi_b32",
    "v_fma_f32",
    "v_fma_f64",
    "v_lerp_u8",
    "v_alignbit_b32",
    "v_alignbyte_b32",
    "v_min3_f32",
    "v_min3_i32",
    "v_min3_u32",
    "v_max3_f32",
    "v_max3_i32",
    "v_max3_u32",
    "v_med3_f32",
    "v_med3_i32",
    "v_med3_u32",
    "v_sad_u8",
    "v_sad_hi_u8",
    "v_sad_u16",
    "v_sad_u32",
    "v_cvt_pk_u8_f32",
    "v_div_fixup_f32",
    "v_div_fixup_f64",
    "v_div_scale_f32",
    "v_div_scale_f64",
    "v_div_fmas_f32",
    "v_div_fmas_f64",
    "v_msad_u8",
    "v_qsad_pk_u16_u8",
    "v_mqsad_pk_u16_u8",
    "v_mqsad_u32_u8",
    "v_mad_u64_u32",
    "v_mad_i64_i32",
    "v_mad_f16",
    "v_mad_u16",
    "v_mad_i16",
    "v_perm_b32",
    "v_fma_f16",
    "v_div_fixup_f16",
    "v_cvt_pkaccum_u8_f32",
    "v_interp_p1_f32",
    "v_interp_p2_f32",
    "v_interp_mov_f32",
    "v_interp_p1ll_f16",
    "v_interp_p1lv_f16",
    "v_interp_p2_f16",
    "v_add_f64",
    "v_mul_f64",
    "v_min_f64",
    "v_max_f64",
    "v_ldexp_f64",
    "v_mul_lo_u32",
    "v_mul_hi_u32",
    "v_mul_hi_i32",
    "v_ldexp_f32",
    "v_readlane_b32",
    "v_writelane_b32",
    "v_bcnt_u32_b32",
    "v_mbcnt_lo_u32_b32",
    "v_mbcnt_hi_u32_b32",
    "v_lshlrev_b64",
    "v_lshrrev_b64",
    "v_ashrrev_i64",
    "v_trig_preop_f64",
    "v_bfm_b32",
    "v_cvt_pknorm_i16_f32",
    "v_cvt_pknorm_u16_f32",
    "v_cvt_pkrtz_f16_f32",
    "v_cvt_pk_u16_u32",
    "v_cvt_pk_i16_i32",
    "ds_add_u32",
    "ds_sub_u32",
    "ds_rsub_u32",
    "ds_inc_u32",
    "ds_dec_u32",
    "ds_min_i32",
    "ds_max_i32",
    "ds_min_u32",
    "ds_max_u32",
    "ds_and_b32",
    "ds_or_b32",
    "ds_xor_b32",
    "ds_mskor_b32",
    "ds_write_b32",
    "ds_write2_b32",
    "ds_write2st64_b32",
    "ds_cmpst_b32",
    "ds_cmpst_f32",
    "ds_min_f32",
    "ds_max_f32",
    "ds_nop",
    "ds_add_f32",
    "ds_write_b8",
    "ds_write_b16",
    "ds_add_rtn_u32",
    "ds_sub_rtn_u32",
    "ds_rsub_rtn_u32",
    "ds_inc_rtn_u32",
    "ds_dec_rtn_u32",
    "ds_min_rtn_i32",
    "ds_max_rtn_i32",
    "ds_min_rtn_u32",
    "ds_max_rtn_u32",
    "ds_and_rtn_b32",
    "ds_or_rtn_b32",
    "ds_xor_rtn_b32",
    "ds_mskor_rtn_b32",
    "ds_wrxchg_rtn_b32",
    "ds_wrxchg2_rtn_b32",
    "ds_wrxchg2st64_rtn_b32",
    "ds_cmpst_rtn_b32",
    "ds_cmpst_rtn_f32",
    "ds_min_rtn_f32",
    "ds_max_rtn_f32",
    "ds_wrap_rtn_b32",
    "ds_add_rtn_f32",
    "ds_read_b32",
    "ds_read2_b32",
    "ds_read2st64_b32",
    "ds_read_i8",
    "ds_read_u8",
    "ds_read_i16",
    "ds_read_u16",
    "ds_swizzle_b32",
    "ds_permute_b32",
    "ds_bpermute_b32",
    "ds_add_u64",
    "ds_sub_u64",
    "ds_rsub_u64",
    "ds_inc_u64",
    "ds_dec_u64",
    "ds_min_i64",
    "ds_max_i64",
    "ds_min_u64",
    "ds_max_u64",
    "ds_and_b64",
    "ds_or_b64",
    "ds_xor_b64",
    "ds_mskor_b64",
    "ds_write_b64",
    "ds_write2_b64",
    "ds_write2st64_b64",
    "ds_cmpst_b64",
    "ds_cmpst_f64",
    "ds_min_f64",
    "ds_max_f64",
    "ds_add_rtn_u64",
    "ds_sub_rtn_u64",
    "ds_rsub_rtn_u64",
    "ds_inc_rtn_u64",
    "ds_dec_rtn_u64",
    "ds_min_rtn_i64",
    "ds_max_rtn_i64",
    "ds_min_rtn_u64",
    "ds_max_rtn_u64",
    "ds_and_rtn_b64",
    "ds_or_rtn_b64",
    "ds_xor_rtn_b64",
    "ds_mskor_rtn_b64",
    "ds_wrxchg_rtn_b64",
    "ds_wrxchg2_rtn_b64",
    "ds_wrxchg2st64_rtn_b64",
    "ds_cmpst_rtn_b64",
    "ds_cmpst_rtn_f64",
    "ds_min_rtn_f64",
    "ds_max_rtn_f64",
    "ds_read_b64",
    "ds_read2_b64",
    "ds_read2st64_b64",
    "ds_condxchg32_rtn_b64",
    "ds_add_src2_u32",
    "ds_sub_src2_u32",
    "ds_rsub_src2_u32",
    "ds_inc_src2_u32",
    "ds_dec_src2_u32",
    "ds_min_src2_i32",
    "ds_max_src2_i32",
    "ds_min_src2_u32",
    "ds_max_src2_u32",
    "ds_and_src2_b32",
    "ds_or_src2_b32",
    "ds_xor_src2_b32",
    "ds_write_src2_b32",
    "ds_min_src2_f32",
    "ds_max_src2_f32",
    "ds_add_src2_f32",
    "ds_consume",
    "ds_append",
    "ds_add_src2_u64",
    "ds_sub_src2_u64",
    "ds_rsub_src2_u64",
    "ds_inc_src2_u64",
    "ds_dec_src2_u64",
    "ds_min_src2_i64",
    "ds_max_src2_i64",
    "ds_min_src2_u64",
    "ds_max_src2_u64",
    "ds_and_src2_b64",
    "ds_or_src2_b64",
    "ds_xor_src2_b64",
    "ds_write_src2_b64",
    "ds_min_src2_f64",
    "ds_max_src2_f64",
    "ds_write_b96",
    "ds_write_b128",
    "ds_read_b96",
    "ds_read_b128",
    "buffer_load_format_x",
    "buffer_load_format_xy",
    "buffer_load_format_xyz",
    "buffer_load_format_xyzw",
    "buffer_store_format_x",
    "buffer_store_format_xy",
    "buffer_store_format_xyz",
    "buffer_store_format_xyzw",
    "buffer_load_format_d16_x",
    "buffer_load_format_d16_xy",
    "buffer_load_format_d16_xyz",
    "buffer_load_format_d16_xyzw",
    "buffer_store_format_d16_x",
    "buffer_store_format_d16_xy",
    "buffer_store_format_d16_xyz",
    "buffer_store_format_d16_xyzw",
    "buffer_load_ubyte",
    "buffer_load_sbyte",
    "buffer_load_ushort",
    "buffer_load_sshort",
    "buffer_load_dword",
    "buffer_load_dwordx2",
    "buffer_load_dwordx3",
    "buffer_load_dwordx4",
    "buffer_store_byte",
    "buffer_store_short",
    "buffer_store_dword",
    "buffer_store_dwordx2",
    "buffer_store_dwordx3",
    "buffer_store_dwordx4",
    "buffer_wbinvl1",
    "buffer_wbinvl1_vol",
    "buffer_atomic_swap",
    "buffer_atomic_cmpswap",
    "buffer_atomic_add",
    "buffer_atomic_sub",
    "buffer_atomic_smin",
    "buffer_atomic_umin",
    "buffer_atomic_smax",
    "buffer_atomic_umax",
    "buffer_atomic_and",
    "buffer_atomic_or",
    "buffer_atomic_xor",
    "buffer_atomic_inc",
    "buffer_atomic_dec",
    "buffer_atomic_swap_x2",
    "buffer_atomic_cmpswap_x2",
    "buffer_atomic_add_x2",
    "buffer_atomic_sub_x2",
    "buffer_atomic_smin_x2",
    "buffer_atomic_umin_x2",
    "buffer_atomic_smax_x2",
    "buffer_atomic_umax_x2",
    "buffer_atomic_and_x2",
    "buffer_atomic_or_x2",
    "buffer_atomic_xor_x2",
    "buffer_atomic_inc_x2",
    "buffer_atomic_dec_x2",
    "tbuffer_load_format_x",
    "tbuffer_load_format_xy",
    "tbuffer_load_format_xyz",
    "tbuffer_load_format_xyzw",
    "tbuffer_store_format_x",
    "tbuffer_store_format_xy",
    "tbuffer_store_format_xyz",
    "tbuffer_store_format_xyzw",
    "tbuffer_load_format_d16_x",
    "tbuffer_load_format_d16_xy",
    "tbuffer_load_format_d16_xyz",
    "tbuffer_load_format_d16_xyzw",
    "tbuffer_store_format_d16_x",
    "tbuffer_store_format_d16_xy",
    "tbuffer_store_format_d16_xyz",
    "tbuffer_store_format_d16_xyzw",
    "image_load",
    "image_load_mip",
    "image_load_pck",
    "image_load_pck_sgn",
    "image_load_mip_pck",
    "image_load_mip_pck_sgn",
    "image_store",
    "image_store_mip",
    "image_store_pck",
    "image_store_mip_pck",
    "image_get_resinfo",
    "image_atomic_swap",
    "image_atomic_cmpswap",
    "image_atomic_add",
    "image_atomic_sub",
    "image_atomic_smin",
    "image_atomic_umin",
    "image_atomic_smax",
    "image_atomic_umax",
    "image_atomic_and",
    "image_atomic_or",
    "image_atomic_xor",
    "image_atomic_inc",
    "image_atomic_dec",
    "image_sample",
    "image_sample_cl",
    "image_sample_d",
    "image_sample_d_cl",
    "image_sample_l",
    "image_sample_b",
    "image_sample_b_cl",
    "image_sample_lz",
    "image_sample_c",
    "image_sample_c_cl",
    "image_sample_c_d",
    "image_sample_c_d_cl",
    "image_sample_c_l",
    "image_sample_c_b",
    "image_sample_c_b_cl",
    "image_sample_c_lz",
    "image_sample_o",
    "image_sample_cl_o",
    "image_sample_d_o",
    "image_sample_d_cl_o",
    "image_sample_l_o",
    "image_sample_b_o",
    "image_sample_b_cl_o",
    "image_sample_lz_o",
    "image_sample_c_o",
    "image_sample_c_cl_o",
    "image_sample_c_d_o",
    "image_sample_c_d_cl_o",
    "image_sample_c_l_o",
    "image_sample_c_b_o",
    "image_sample_c_b_cl_o",
    "image_sample_c_lz_o",
    "image_gather4",
    "image_gather4_cl",
    "image_gather4_l",
    "image_gather4_b",
    "image_gather4_b_cl",
    "image_gather4_lz",
    "image_gather4_c",
    "image_gather4_c_cl",
    "image_gather4_c_l",
    "image_gather4_c_b",
    "image_gather4_c_b_cl",
    "image_gather4_c_lz",
    "image_gather4_o",
    "image_gather4_cl_o",
    "image_gather4_l_o",
    "image_gather4_b_o",
    "image_gather4_b_cl_o",
    "image_gather4_lz_o",
    "image_gather4_c_o",
    "image_gather4_c_cl_o",
    "image_gather4_c_l_o",
    "image_gather4_c_b_o",
    "image_gather4_c_b_cl_o",
    "image_gather4_c_lz_o",
    "image_get_lod",
    "image_sample_cd",
    "image_sample_cd_cl",
    "image_sample_c_cd",
    "image_sample_c_cd_cl",
    "image_sample_cd_o",
    "image_sample_cd_cl_o",
    "image_sample_c_cd_o",
    "image_sample_c_cd_cl_o",
    "exp",
    "flat_load_ubyte",
    "flat_load_sbyte",
    "flat_load_ushort",
    "flat_load_sshort",
    "flat_load_dword",
    "flat_load_dwordx2",
    "flat_load_dwordx3",
    "flat_load_dwordx4",
    "flat_store_byte",
    "flat_store_short",
    "flat_store_dword",
    "flat_store_dwordx2",
    "flat_store_dwordx3",
    "flat_store_dwordx4",
    "flat_atomic_swap",
    "flat_atomic_cmpswap",
    "flat_atomic_add",
    "flat_atomic_sub",
    "flat_atomic_smin",
    "flat_atomic_umin",
    "flat_atomic_smax",
    "flat_atomic_umax",
    "flat_atomic_and",
    "flat_atomic_or",
    "flat_atomic_xor",
    "flat_atomic_inc",
    "flat_atomic_dec",
    "flat_atomic_swap_x2",
    "flat_atomic_cmpswap_x2",
    "flat_atomic_add_x2",
    "flat_atomic_sub_x2",
    "flat_atomic_smin_x2",
    "flat_atomic_umin_x2",
    "flat_atomic_smax_x2",
    "flat_atomic_umax_x2",
    "flat_atomic_and_x2",
    "flat_atomic_or_x2",
    "flat_atomic_xor_x2",
    "flat_atomic_inc_x2",
    "flat_atomic_dec_x2",
];

static CLASSES: [OpClass; N_OPS] = [
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Salu,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Branch,
    OpClass::Sopp,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Branch,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Sopp,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Smem,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Valu,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Lds,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Vmem,
    OpClass::Exp,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
    OpClass::Flat,
];

const OPS_0: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Ssrc1, scalar: true, dwords: 1 }];
const OPS_1: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc1, scalar: true, dwords: 2 }];
const OPS_2: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc1, scalar: true, dwords: 1 }];
const OPS_3: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Ssrc1, scalar: true, dwords: 1 }];
const OPS_4: &[Opnd] = &[Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc1, scalar: true, dwords: 2 }];
const OPS_5: &[Opnd] = &[Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc1, scalar: true, dwords: 1 }];
const OPS_6: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 1 }, Opnd::Simm16Hex];
const OPS_7: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 2 }, Opnd::Label];
const OPS_8: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 1 }, Opnd::Hwreg];
const OPS_9: &[Opnd] = &[Opnd::Hwreg, Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 1 }];
const OPS_10: &[Opnd] = &[Opnd::Hwreg, Opnd::Literal];
const OPS_11: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }];
const OPS_12: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 2 }];
const OPS_13: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 2 }];
const OPS_14: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }];
const OPS_15: &[Opnd] = &[Opnd::Reg { field: Field::Sdst, scalar: true, dwords: 2 }];
const OPS_16: &[Opnd] = &[Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 2 }];
const OPS_17: &[Opnd] = &[Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }];
const OPS_18: &[Opnd] = &[Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Ssrc1, scalar: true, dwords: 1 }];
const OPS_19: &[Opnd] = &[Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }, Opnd::Simm16Hex];
const OPS_20: &[Opnd] = &[Opnd::Simm16Dec];
const OPS_21: &[Opnd] = &[];
const OPS_22: &[Opnd] = &[Opnd::Label];
const OPS_23: &[Opnd] = &[Opnd::Waitcnt];
const OPS_24: &[Opnd] = &[Opnd::Sendmsg];
const OPS_25: &[Opnd] = &[Opnd::GprIdx];
const OPS_26: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 2 }, Opnd::SmemOffset];
const OPS_27: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 2 }, Opnd::SmemOffset];
const OPS_28: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 2 }, Opnd::SmemOffset];
const OPS_29: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 2 }, Opnd::SmemOffset];
const OPS_30: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 16 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 2 }, Opnd::SmemOffset];
const OPS_31: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 4 }, Opnd::SmemOffset];
const OPS_32: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 4 }, Opnd::SmemOffset];
const OPS_33: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 4 }, Opnd::SmemOffset];
const OPS_34: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 4 }, Opnd::SmemOffset];
const OPS_35: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 16 }, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 4 }, Opnd::SmemOffset];
const OPS_36: &[Opnd] = &[Opnd::Reg { field: Field::Sdata, scalar: true, dwords: 2 }];
const OPS_37: &[Opnd] = &[Opnd::SmemOffset, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 2 }, Opnd::SmemOffset];
const OPS_38: &[Opnd] = &[Opnd::SmemOffset, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 4 }, Opnd::SmemOffset];
const OPS_39: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }, Opnd::Vcc];
const OPS_40: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }];
const OPS_41: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Literal, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }];
const OPS_42: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }, Opnd::Literal];
const OPS_43: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Vcc, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }];
const OPS_44: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Vcc, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }, Opnd::Vcc];
const OPS_45: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }];
const OPS_46: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }];
const OPS_47: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }];
const OPS_48: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }];
const OPS_49: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }];
const OPS_50: &[Opnd] = &[Opnd::Vcc, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }];
const OPS_51: &[Opnd] = &[Opnd::Vcc, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 1 }];
const OPS_52: &[Opnd] = &[Opnd::Vcc, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Vsrc1, scalar: false, dwords: 2 }];
const OPS_53: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }];
const OPS_54: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }];
const OPS_55: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 2 }];
const OPS_56: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 2 }];
const OPS_57: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }];
const OPS_58: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Sdst3, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }];
const OPS_59: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Sdst3, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 2 }];
const OPS_60: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 1 }];
const OPS_61: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 2 }];
const OPS_62: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Sdst3, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 1 }];
const OPS_63: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Sdst3, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 2 }];
const OPS_64: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 2 }];
const OPS_65: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 4 }];
const OPS_66: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Sdst3, scalar: true, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 2 }];
const OPS_67: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Attr];
const OPS_68: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Param, Opnd::Attr];
const OPS_69: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Attr, Opnd::High];
const OPS_70: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }, Opnd::Attr, Opnd::Reg { field: Field::Src2, scalar: false, dwords: 1 }, Opnd::High];
const OPS_71: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 2 }];
const OPS_72: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }];
const OPS_73: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: true, dwords: 1 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 1 }];
const OPS_74: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Src0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Src1, scalar: false, dwords: 2 }];
const OPS_75: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vsrc, scalar: false, dwords: 1 }, Opnd::Attr];
const OPS_76: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 1 }];
const OPS_77: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data1, scalar: false, dwords: 1 }];
const OPS_78: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 1 }];
const OPS_79: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data1, scalar: false, dwords: 1 }];
const OPS_80: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data1, scalar: false, dwords: 1 }];
const OPS_81: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }];
const OPS_82: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }];
const OPS_83: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 2 }];
const OPS_84: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data1, scalar: false, dwords: 2 }];
const OPS_85: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 2 }];
const OPS_86: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data1, scalar: false, dwords: 2 }];
const OPS_87: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data1, scalar: false, dwords: 2 }];
const OPS_88: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }];
const OPS_89: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }];
const OPS_90: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }];
const OPS_91: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 3 }];
const OPS_92: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Data0, scalar: false, dwords: 4 }];
const OPS_93: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 3 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 1 }];
const OPS_94: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }];
const OPS_95: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 2 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }];
const OPS_96: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 3 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }];
const OPS_97: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }];
const OPS_98: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_99: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 2 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_100: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 3 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_101: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_102: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }];
const OPS_103: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }];
const OPS_104: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_105: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_106: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 3 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_107: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_108: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_109: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_110: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 3 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_111: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_112: &[Opnd] = &[Opnd::Simm16Dec, Opnd::Off, Opnd::Off, Opnd::Off, Opnd::Off];
const OPS_113: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_114: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_115: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 3 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_116: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_117: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 1 }];
const OPS_118: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 2 }];
const OPS_119: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 3 }];
const OPS_120: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 4 }];

/// Every (encoding, opcode) form, in table order.
pub static FORMS: [OpForm; 1258] = [
    // 0: SOP2 0x000
    OpForm { op: Op::S_ADD_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1: SOP2 0x001
    OpForm { op: Op::S_SUB_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 2: SOP2 0x002
    OpForm { op: Op::S_ADD_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 3: SOP2 0x003
    OpForm { op: Op::S_SUB_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 4: SOP2 0x004
    OpForm { op: Op::S_ADDC_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 5: SOP2 0x005
    OpForm { op: Op::S_SUBB_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 6: SOP2 0x006
    OpForm { op: Op::S_MIN_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 7: SOP2 0x007
    OpForm { op: Op::S_MIN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 8: SOP2 0x008
    OpForm { op: Op::S_MAX_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 9: SOP2 0x009
    OpForm { op: Op::S_MAX_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 10: SOP2 0x00a
    OpForm { op: Op::S_CSELECT_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 11: SOP2 0x00b
    OpForm { op: Op::S_CSELECT_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 12: SOP2 0x00c
    OpForm { op: Op::S_AND_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 13: SOP2 0x00d
    OpForm { op: Op::S_AND_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 14: SOP2 0x00e
    OpForm { op: Op::S_OR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 15: SOP2 0x00f
    OpForm { op: Op::S_OR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 16: SOP2 0x010
    OpForm { op: Op::S_XOR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 17: SOP2 0x011
    OpForm { op: Op::S_XOR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 18: SOP2 0x012
    OpForm { op: Op::S_ANDN2_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 19: SOP2 0x013
    OpForm { op: Op::S_ANDN2_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 20: SOP2 0x014
    OpForm { op: Op::S_ORN2_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 21: SOP2 0x015
    OpForm { op: Op::S_ORN2_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 22: SOP2 0x016
    OpForm { op: Op::S_NAND_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 23: SOP2 0x017
    OpForm { op: Op::S_NAND_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 24: SOP2 0x018
    OpForm { op: Op::S_NOR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 25: SOP2 0x019
    OpForm { op: Op::S_NOR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 26: SOP2 0x01a
    OpForm { op: Op::S_XNOR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 27: SOP2 0x01b
    OpForm { op: Op::S_XNOR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 28: SOP2 0x01c
    OpForm { op: Op::S_LSHL_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 29: SOP2 0x01d
    OpForm { op: Op::S_LSHL_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 30: SOP2 0x01e
    OpForm { op: Op::S_LSHR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 31: SOP2 0x01f
    OpForm { op: Op::S_LSHR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 32: SOP2 0x020
    OpForm { op: Op::S_ASHR_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 33: SOP2 0x021
    OpForm { op: Op::S_ASHR_I64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 34: SOP2 0x022
    OpForm { op: Op::S_BFM_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 35: SOP2 0x023
    OpForm { op: Op::S_BFM_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_3, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 36: SOP2 0x024
    OpForm { op: Op::S_MUL_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 37: SOP2 0x025
    OpForm { op: Op::S_BFE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 38: SOP2 0x026
    OpForm { op: Op::S_BFE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 39: SOP2 0x027
    OpForm { op: Op::S_BFE_U64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 40: SOP2 0x028
    OpForm { op: Op::S_BFE_I64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 41: SOP2 0x029
    OpForm { op: Op::S_CBRANCH_G_FORK, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_4, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 42: SOP2 0x02a
    OpForm { op: Op::S_ABSDIFF_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 43: SOP2 0x02b
    OpForm { op: Op::S_RFE_RESTORE_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_5, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 44: SOPK 0x000
    OpForm { op: Op::S_MOVK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 45: SOPK 0x001
    OpForm { op: Op::S_CMOVK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 46: SOPK 0x002
    OpForm { op: Op::S_CMPK_EQ_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 47: SOPK 0x003
    OpForm { op: Op::S_CMPK_LG_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 48: SOPK 0x004
    OpForm { op: Op::S_CMPK_GT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 49: SOPK 0x005
    OpForm { op: Op::S_CMPK_GE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 50: SOPK 0x006
    OpForm { op: Op::S_CMPK_LT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 51: SOPK 0x007
    OpForm { op: Op::S_CMPK_LE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 52: SOPK 0x008
    OpForm { op: Op::S_CMPK_EQ_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 53: SOPK 0x009
    OpForm { op: Op::S_CMPK_LG_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 54: SOPK 0x00a
    OpForm { op: Op::S_CMPK_GT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 55: SOPK 0x00b
    OpForm { op: Op::S_CMPK_GE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 56: SOPK 0x00c
    OpForm { op: Op::S_CMPK_LT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 57: SOPK 0x00d
    OpForm { op: Op::S_CMPK_LE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 58: SOPK 0x00e
    OpForm { op: Op::S_ADDK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 59: SOPK 0x00f
    OpForm { op: Op::S_MULK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 60: SOPK 0x010
    OpForm { op: Op::S_CBRANCH_I_FORK, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_7, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 61: SOPK 0x011
    OpForm { op: Op::S_GETREG_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_8, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 62: SOPK 0x012
    OpForm { op: Op::S_SETREG_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_9, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 63: SOPK 0x014
    OpForm { op: Op::S_SETREG_IMM32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, mods: 0xff, operands: OPS_10, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 64: SOP1 0x000
    OpForm { op: Op::S_MOV_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 65: SOP1 0x001
    OpForm { op: Op::S_MOV_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 66: SOP1 0x002
    OpForm { op: Op::S_CMOV_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 67: SOP1 0x003
    OpForm { op: Op::S_CMOV_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 68: SOP1 0x004
    OpForm { op: Op::S_NOT_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 69: SOP1 0x005
    OpForm { op: Op::S_NOT_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 70: SOP1 0x006
    OpForm { op: Op::S_WQM_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 71: SOP1 0x007
    OpForm { op: Op::S_WQM_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 72: SOP1 0x008
    OpForm { op: Op::S_BREV_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 73: SOP1 0x009
    OpForm { op: Op::S_BREV_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 74: SOP1 0x00a
    OpForm { op: Op::S_BCNT0_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 75: SOP1 0x00b
    OpForm { op: Op::S_BCNT0_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 76: SOP1 0x00c
    OpForm { op: Op::S_BCNT1_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 77: SOP1 0x00d
    OpForm { op: Op::S_BCNT1_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 78: SOP1 0x00e
    OpForm { op: Op::S_FF0_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 79: SOP1 0x00f
    OpForm { op: Op::S_FF0_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 80: SOP1 0x010
    OpForm { op: Op::S_FF1_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 81: SOP1 0x011
    OpForm { op: Op::S_FF1_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 82: SOP1 0x012
    OpForm { op: Op::S_FLBIT_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 83: SOP1 0x013
    OpForm { op: Op::S_FLBIT_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 84: SOP1 0x014
    OpForm { op: Op::S_FLBIT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 85: SOP1 0x015
    OpForm { op: Op::S_FLBIT_I32_I64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 86: SOP1 0x016
    OpForm { op: Op::S_SEXT_I32_I8, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 87: SOP1 0x017
    OpForm { op: Op::S_SEXT_I32_I16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 88: SOP1 0x018
    OpForm { op: Op::S_BITSET0_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 89: SOP1 0x019
    OpForm { op: Op::S_BITSET0_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_14, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 90: SOP1 0x01a
    OpForm { op: Op::S_BITSET1_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 91: SOP1 0x01b
    OpForm { op: Op::S_BITSET1_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_14, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 92: SOP1 0x01c
    OpForm { op: Op::S_GETPC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_15, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 93: SOP1 0x01d
    OpForm { op: Op::S_SETPC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_16, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 94: SOP1 0x01e
    OpForm { op: Op::S_SWAPPC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 95: SOP1 0x01f
    OpForm { op: Op::S_RFE_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_16, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 96: SOP1 0x020
    OpForm { op: Op::S_AND_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 97: SOP1 0x021
    OpForm { op: Op::S_OR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 98: SOP1 0x022
    OpForm { op: Op::S_XOR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 99: SOP1 0x023
    OpForm { op: Op::S_ANDN2_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 100: SOP1 0x024
    OpForm { op: Op::S_ORN2_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 101: SOP1 0x025
    OpForm { op: Op::S_NAND_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 102: SOP1 0x026
    OpForm { op: Op::S_NOR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 103: SOP1 0x027
    OpForm { op: Op::S_XNOR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 104: SOP1 0x028
    OpForm { op: Op::S_QUADMASK_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 105: SOP1 0x029
    OpForm { op: Op::S_QUADMASK_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 106: SOP1 0x02a
    OpForm { op: Op::S_MOVRELS_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 107: SOP1 0x02b
    OpForm { op: Op::S_MOVRELS_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 108: SOP1 0x02c
    OpForm { op: Op::S_MOVRELD_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 109: SOP1 0x02d
    OpForm { op: Op::S_MOVRELD_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 110: SOP1 0x02e
    OpForm { op: Op::S_CBRANCH_JOIN, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_17, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 111: SOP1 0x030
    OpForm { op: Op::S_ABS_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 112: SOP1 0x032
    OpForm { op: Op::S_SET_GPR_IDX_IDX, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_17, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 113: SOPC 0x000
    OpForm { op: Op::S_CMP_EQ_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 114: SOPC 0x001
    OpForm { op: Op::S_CMP_LG_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 115: SOPC 0x002
    OpForm { op: Op::S_CMP_GT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 116: SOPC 0x003
    OpForm { op: Op::S_CMP_GE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 117: SOPC 0x004
    OpForm { op: Op::S_CMP_LT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 118: SOPC 0x005
    OpForm { op: Op::S_CMP_LE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 119: SOPC 0x006
    OpForm { op: Op::S_CMP_EQ_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 120: SOPC 0x007
    OpForm { op: Op::S_CMP_LG_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 121: SOPC 0x008
    OpForm { op: Op::S_CMP_GT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 122: SOPC 0x009
    OpForm { op: Op::S_CMP_GE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 123: SOPC 0x00a
    OpForm { op: Op::S_CMP_LT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 124: SOPC 0x00b
    OpForm { op: Op::S_CMP_LE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 125: SOPC 0x00c
    OpForm { op: Op::S_BITCMP0_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 126: SOPC 0x00d
    OpForm { op: Op::S_BITCMP1_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 127: SOPC 0x00e
    OpForm { op: Op::S_BITCMP0_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_5, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 128: SOPC 0x00f
    OpForm { op: Op::S_BITCMP1_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_5, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 129: SOPC 0x010
    OpForm { op: Op::S_SETVSKIP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 130: SOPC 0x011
    OpForm { op: Op::S_SET_GPR_IDX_ON, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_19, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 131: SOPC 0x012
    OpForm { op: Op::S_CMP_EQ_U64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_4, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 132: SOPC 0x013
    OpForm { op: Op::S_CMP_LG_U64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_4, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 133: SOPP 0x000
    OpForm { op: Op::S_NOP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 134: SOPP 0x001
    OpForm { op: Op::S_ENDPGM, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 135: SOPP 0x002
    OpForm { op: Op::S_BRANCH, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 136: SOPP 0x003
    OpForm { op: Op::S_WAKEUP, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 137: SOPP 0x004
    OpForm { op: Op::S_CBRANCH_SCC0, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 138: SOPP 0x005
    OpForm { op: Op::S_CBRANCH_SCC1, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 139: SOPP 0x006
    OpForm { op: Op::S_CBRANCH_VCCZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 140: SOPP 0x007
    OpForm { op: Op::S_CBRANCH_VCCNZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 141: SOPP 0x008
    OpForm { op: Op::S_CBRANCH_EXECZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 142: SOPP 0x009
    OpForm { op: Op::S_CBRANCH_EXECNZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 143: SOPP 0x00a
    OpForm { op: Op::S_BARRIER, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 144: SOPP 0x00b
    OpForm { op: Op::S_SETKILL, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 145: SOPP 0x00c
    OpForm { op: Op::S_WAITCNT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_23, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 146: SOPP 0x00d
    OpForm { op: Op::S_SETHALT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 147: SOPP 0x00e
    OpForm { op: Op::S_SLEEP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 148: SOPP 0x00f
    OpForm { op: Op::S_SETPRIO, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 149: SOPP 0x010
    OpForm { op: Op::S_SENDMSG, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_24, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 150: SOPP 0x011
    OpForm { op: Op::S_SENDMSGHALT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_24, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 151: SOPP 0x012
    OpForm { op: Op::S_TRAP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 152: SOPP 0x013
    OpForm { op: Op::S_ICACHE_INV, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 153: SOPP 0x014
    OpForm { op: Op::S_INCPERFLEVEL, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 154: SOPP 0x015
    OpForm { op: Op::S_DECPERFLEVEL, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 155: SOPP 0x016
    OpForm { op: Op::S_TTRACEDATA, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 156: SOPP 0x017
    OpForm { op: Op::S_CBRANCH_CDBGSYS, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 157: SOPP 0x018
    OpForm { op: Op::S_CBRANCH_CDBGUSER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 158: SOPP 0x019
    OpForm { op: Op::S_CBRANCH_CDBGSYS_OR_USER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 159: SOPP 0x01a
    OpForm { op: Op::S_CBRANCH_CDBGSYS_AND_USER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 160: SOPP 0x01b
    OpForm { op: Op::S_ENDPGM_SAVED, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 161: SOPP 0x01c
    OpForm { op: Op::S_SET_GPR_IDX_OFF, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 162: SOPP 0x01d
    OpForm { op: Op::S_SET_GPR_IDX_MODE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_25, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 163: SMEM 0x000
    OpForm { op: Op::S_LOAD_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_26, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 164: SMEM 0x001
    OpForm { op: Op::S_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_27, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 165: SMEM 0x002
    OpForm { op: Op::S_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_28, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 166: SMEM 0x003
    OpForm { op: Op::S_LOAD_DWORDX8, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_29, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 167: SMEM 0x004
    OpForm { op: Op::S_LOAD_DWORDX16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_30, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 168: SMEM 0x008
    OpForm { op: Op::S_BUFFER_LOAD_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_31, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 169: SMEM 0x009
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_32, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 170: SMEM 0x00a
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_33, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 171: SMEM 0x00b
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX8, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_34, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 172: SMEM 0x00c
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_35, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 173: SMEM 0x010
    OpForm { op: Op::S_STORE_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_26, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 174: SMEM 0x011
    OpForm { op: Op::S_STORE_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_27, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 175: SMEM 0x012
    OpForm { op: Op::S_STORE_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_28, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 176: SMEM 0x018
    OpForm { op: Op::S_BUFFER_STORE_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_31, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 177: SMEM 0x019
    OpForm { op: Op::S_BUFFER_STORE_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_32, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 178: SMEM 0x01a
    OpForm { op: Op::S_BUFFER_STORE_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_33, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 179: SMEM 0x020
    OpForm { op: Op::S_DCACHE_INV, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 180: SMEM 0x021
    OpForm { op: Op::S_DCACHE_WB, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 181: SMEM 0x022
    OpForm { op: Op::S_DCACHE_INV_VOL, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 182: SMEM 0x023
    OpForm { op: Op::S_DCACHE_WB_VOL, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 183: SMEM 0x024
    OpForm { op: Op::S_MEMTIME, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_36, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 184: SMEM 0x025
    OpForm { op: Op::S_MEMREALTIME, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_36, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 185: SMEM 0x026
    OpForm { op: Op::S_ATC_PROBE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_37, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 186: SMEM 0x027
    OpForm { op: Op::S_ATC_PROBE_BUFFER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_38, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 187: VOP2 0x000
    OpForm { op: Op::V_CNDMASK_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_39, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 188: VOP2 0x001
    OpForm { op: Op::V_ADD_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 189: VOP2 0x002
    OpForm { op: Op::V_SUB_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 190: VOP2 0x003
    OpForm { op: Op::V_SUBREV_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 191: VOP2 0x004
    OpForm { op: Op::V_MUL_LEGACY_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 192: VOP2 0x005
    OpForm { op: Op::V_MUL_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 193: VOP2 0x006
    OpForm { op: Op::V_MUL_I32_I24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 194: VOP2 0x007
    OpForm { op: Op::V_MUL_HI_I32_I24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 195: VOP2 0x008
    OpForm { op: Op::V_MUL_U32_U24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 196: VOP2 0x009
    OpForm { op: Op::V_MUL_HI_U32_U24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 197: VOP2 0x00a
    OpForm { op: Op::V_MIN_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 198: VOP2 0x00b
    OpForm { op: Op::V_MAX_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 199: VOP2 0x00c
    OpForm { op: Op::V_MIN_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 200: VOP2 0x00d
    OpForm { op: Op::V_MAX_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 201: VOP2 0x00e
    OpForm { op: Op::V_MIN_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 202: VOP2 0x00f
    OpForm { op: Op::V_MAX_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 203: VOP2 0x010
    OpForm { op: Op::V_LSHRREV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 204: VOP2 0x011
    OpForm { op: Op::V_ASHRREV_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 205: VOP2 0x012
    OpForm { op: Op::V_LSHLREV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 206: VOP2 0x013
    OpForm { op: Op::V_AND_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 207: VOP2 0x014
    OpForm { op: Op::V_OR_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 208: VOP2 0x015
    OpForm { op: Op::V_XOR_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 209: VOP2 0x016
    OpForm { op: Op::V_MAC_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 210: VOP2 0x017
    OpForm { op: Op::V_MADMK_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, mods: 0xff, operands: OPS_41, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 211: VOP2 0x018
    OpForm { op: Op::V_MADAK_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, mods: 0xff, operands: OPS_42, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 212: VOP2 0x019
    OpForm { op: Op::V_ADD_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_43, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 213: VOP2 0x01a
    OpForm { op: Op::V_SUB_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_43, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 214: VOP2 0x01b
    OpForm { op: Op::V_SUBREV_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_43, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 215: VOP2 0x01c
    OpForm { op: Op::V_ADDC_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_44, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 216: VOP2 0x01d
    OpForm { op: Op::V_SUBB_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_44, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 217: VOP2 0x01e
    OpForm { op: Op::V_SUBBREV_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_44, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 218: VOP2 0x01f
    OpForm { op: Op::V_ADD_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 219: VOP2 0x020
    OpForm { op: Op::V_SUB_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 220: VOP2 0x021
    OpForm { op: Op::V_SUBREV_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 221: VOP2 0x022
    OpForm { op: Op::V_MUL_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 222: VOP2 0x023
    OpForm { op: Op::V_MAC_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 223: VOP2 0x024
    OpForm { op: Op::V_MADMK_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, mods: 0xff, operands: OPS_41, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 224: VOP2 0x025
    OpForm { op: Op::V_MADAK_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, mods: 0xff, operands: OPS_42, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 225: VOP2 0x026
    OpForm { op: Op::V_ADD_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 226: VOP2 0x027
    OpForm { op: Op::V_SUB_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 227: VOP2 0x028
    OpForm { op: Op::V_SUBREV_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 228: VOP2 0x029
    OpForm { op: Op::V_MUL_LO_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 229: VOP2 0x02a
    OpForm { op: Op::V_LSHLREV_B16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 230: VOP2 0x02b
    OpForm { op: Op::V_LSHRREV_B16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 231: VOP2 0x02c
    OpForm { op: Op::V_ASHRREV_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 232: VOP2 0x02d
    OpForm { op: Op::V_MAX_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 233: VOP2 0x02e
    OpForm { op: Op::V_MIN_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 234: VOP2 0x02f
    OpForm { op: Op::V_MAX_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 235: VOP2 0x030
    OpForm { op: Op::V_MAX_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 236: VOP2 0x031
    OpForm { op: Op::V_MIN_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 237: VOP2 0x032
    OpForm { op: Op::V_MIN_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 238: VOP2 0x033
    OpForm { op: Op::V_LDEXP_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 239: VOP1 0x000
    OpForm { op: Op::V_NOP, suffix: Suffix::None, zero: [0x01fe0000, 0x00000000], sdwa_zero: None, dpp_zero: Some(0x00f000ff), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 240: VOP1 0x001
    OpForm { op: Op::V_MOV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 241: VOP1 0x002
    OpForm { op: Op::V_READFIRSTLANE_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_46, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 242: VOP1 0x003
    OpForm { op: Op::V_CVT_I32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 243: VOP1 0x004
    OpForm { op: Op::V_CVT_F64_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 244: VOP1 0x005
    OpForm { op: Op::V_CVT_F32_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 245: VOP1 0x006
    OpForm { op: Op::V_CVT_F32_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 246: VOP1 0x007
    OpForm { op: Op::V_CVT_U32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 247: VOP1 0x008
    OpForm { op: Op::V_CVT_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 248: VOP1 0x00a
    OpForm { op: Op::V_CVT_F16_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 249: VOP1 0x00b
    OpForm { op: Op::V_CVT_F32_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 250: VOP1 0x00c
    OpForm { op: Op::V_CVT_RPI_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 251: VOP1 0x00d
    OpForm { op: Op::V_CVT_FLR_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 252: VOP1 0x00e
    OpForm { op: Op::V_CVT_OFF_F32_I4, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 253: VOP1 0x00f
    OpForm { op: Op::V_CVT_F32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 254: VOP1 0x010
    OpForm { op: Op::V_CVT_F64_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 255: VOP1 0x011
    OpForm { op: Op::V_CVT_F32_UBYTE0, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 256: VOP1 0x012
    OpForm { op: Op::V_CVT_F32_UBYTE1, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 257: VOP1 0x013
    OpForm { op: Op::V_CVT_F32_UBYTE2, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 258: VOP1 0x014
    OpForm { op: Op::V_CVT_F32_UBYTE3, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 259: VOP1 0x015
    OpForm { op: Op::V_CVT_U32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 260: VOP1 0x016
    OpForm { op: Op::V_CVT_F64_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 261: VOP1 0x017
    OpForm { op: Op::V_TRUNC_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 262: VOP1 0x018
    OpForm { op: Op::V_CEIL_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 263: VOP1 0x019
    OpForm { op: Op::V_RNDNE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 264: VOP1 0x01a
    OpForm { op: Op::V_FLOOR_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 265: VOP1 0x01b
    OpForm { op: Op::V_FRACT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 266: VOP1 0x01c
    OpForm { op: Op::V_TRUNC_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 267: VOP1 0x01d
    OpForm { op: Op::V_CEIL_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 268: VOP1 0x01e
    OpForm { op: Op::V_RNDNE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 269: VOP1 0x01f
    OpForm { op: Op::V_FLOOR_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 270: VOP1 0x020
    OpForm { op: Op::V_EXP_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 271: VOP1 0x021
    OpForm { op: Op::V_LOG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 272: VOP1 0x022
    OpForm { op: Op::V_RCP_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 273: VOP1 0x023
    OpForm { op: Op::V_RCP_IFLAG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 274: VOP1 0x024
    OpForm { op: Op::V_RSQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 275: VOP1 0x025
    OpForm { op: Op::V_RCP_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 276: VOP1 0x026
    OpForm { op: Op::V_RSQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 277: VOP1 0x027
    OpForm { op: Op::V_SQRT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 278: VOP1 0x028
    OpForm { op: Op::V_SQRT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 279: VOP1 0x029
    OpForm { op: Op::V_SIN_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 280: VOP1 0x02a
    OpForm { op: Op::V_COS_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 281: VOP1 0x02b
    OpForm { op: Op::V_NOT_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 282: VOP1 0x02c
    OpForm { op: Op::V_BFREV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 283: VOP1 0x02d
    OpForm { op: Op::V_FFBH_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 284: VOP1 0x02e
    OpForm { op: Op::V_FFBL_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 285: VOP1 0x02f
    OpForm { op: Op::V_FFBH_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 286: VOP1 0x030
    OpForm { op: Op::V_FREXP_EXP_I32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 287: VOP1 0x031
    OpForm { op: Op::V_FREXP_MANT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 288: VOP1 0x032
    OpForm { op: Op::V_FRACT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 289: VOP1 0x033
    OpForm { op: Op::V_FREXP_EXP_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 290: VOP1 0x034
    OpForm { op: Op::V_FREXP_MANT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 291: VOP1 0x035
    OpForm { op: Op::V_CLREXCP, suffix: Suffix::None, zero: [0x01fe0000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 292: VOP1 0x036
    OpForm { op: Op::V_MOVRELD_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 293: VOP1 0x037
    OpForm { op: Op::V_MOVRELS_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 294: VOP1 0x038
    OpForm { op: Op::V_MOVRELSD_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 295: VOP1 0x039
    OpForm { op: Op::V_CVT_F16_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 296: VOP1 0x03a
    OpForm { op: Op::V_CVT_F16_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 297: VOP1 0x03b
    OpForm { op: Op::V_CVT_U16_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 298: VOP1 0x03c
    OpForm { op: Op::V_CVT_I16_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 299: VOP1 0x03d
    OpForm { op: Op::V_RCP_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 300: VOP1 0x03e
    OpForm { op: Op::V_SQRT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 301: VOP1 0x03f
    OpForm { op: Op::V_RSQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 302: VOP1 0x040
    OpForm { op: Op::V_LOG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 303: VOP1 0x041
    OpForm { op: Op::V_EXP_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 304: VOP1 0x042
    OpForm { op: Op::V_FREXP_MANT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 305: VOP1 0x043
    OpForm { op: Op::V_FREXP_EXP_I16_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 306: VOP1 0x044
    OpForm { op: Op::V_FLOOR_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 307: VOP1 0x045
    OpForm { op: Op::V_CEIL_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 308: VOP1 0x046
    OpForm { op: Op::V_TRUNC_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 309: VOP1 0x047
    OpForm { op: Op::V_RNDNE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 310: VOP1 0x048
    OpForm { op: Op::V_FRACT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 311: VOP1 0x049
    OpForm { op: Op::V_SIN_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 312: VOP1 0x04a
    OpForm { op: Op::V_COS_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 313: VOP1 0x04b
    OpForm { op: Op::V_EXP_LEGACY_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 314: VOP1 0x04c
    OpForm { op: Op::V_LOG_LEGACY_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, mods: 0xff, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 315: VOPC 0x010
    OpForm { op: Op::V_CMP_CLASS_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 316: VOPC 0x011
    OpForm { op: Op::V_CMPX_CLASS_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 317: VOPC 0x012
    OpForm { op: Op::V_CMP_CLASS_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_51, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 318: VOPC 0x013
    OpForm { op: Op::V_CMPX_CLASS_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_51, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 319: VOPC 0x014
    OpForm { op: Op::V_CMP_CLASS_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 320: VOPC 0x015
    OpForm { op: Op::V_CMPX_CLASS_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 321: VOPC 0x020
    OpForm { op: Op::V_CMP_F_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 322: VOPC 0x021
    OpForm { op: Op::V_CMP_LT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 323: VOPC 0x022
    OpForm { op: Op::V_CMP_EQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 324: VOPC 0x023
    OpForm { op: Op::V_CMP_LE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 325: VOPC 0x024
    OpForm { op: Op::V_CMP_GT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 326: VOPC 0x025
    OpForm { op: Op::V_CMP_LG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 327: VOPC 0x026
    OpForm { op: Op::V_CMP_GE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 328: VOPC 0x027
    OpForm { op: Op::V_CMP_O_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 329: VOPC 0x028
    OpForm { op: Op::V_CMP_U_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 330: VOPC 0x029
    OpForm { op: Op::V_CMP_NGE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 331: VOPC 0x02a
    OpForm { op: Op::V_CMP_NLG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 332: VOPC 0x02b
    OpForm { op: Op::V_CMP_NGT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 333: VOPC 0x02c
    OpForm { op: Op::V_CMP_NLE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 334: VOPC 0x02d
    OpForm { op: Op::V_CMP_NEQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 335: VOPC 0x02e
    OpForm { op: Op::V_CMP_NLT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 336: VOPC 0x02f
    OpForm { op: Op::V_CMP_TRU_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 337: VOPC 0x030
    OpForm { op: Op::V_CMPX_F_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 338: VOPC 0x031
    OpForm { op: Op::V_CMPX_LT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 339: VOPC 0x032
    OpForm { op: Op::V_CMPX_EQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 340: VOPC 0x033
    OpForm { op: Op::V_CMPX_LE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 341: VOPC 0x034
    OpForm { op: Op::V_CMPX_GT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 342: VOPC 0x035
    OpForm { op: Op::V_CMPX_LG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 343: VOPC 0x036
    OpForm { op: Op::V_CMPX_GE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 344: VOPC 0x037
    OpForm { op: Op::V_CMPX_O_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 345: VOPC 0x038
    OpForm { op: Op::V_CMPX_U_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 346: VOPC 0x039
    OpForm { op: Op::V_CMPX_NGE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 347: VOPC 0x03a
    OpForm { op: Op::V_CMPX_NLG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 348: VOPC 0x03b
    OpForm { op: Op::V_CMPX_NGT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 349: VOPC 0x03c
    OpForm { op: Op::V_CMPX_NLE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 350: VOPC 0x03d
    OpForm { op: Op::V_CMPX_NEQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 351: VOPC 0x03e
    OpForm { op: Op::V_CMPX_NLT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 352: VOPC 0x03f
    OpForm { op: Op::V_CMPX_TRU_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 353: VOPC 0x040
    OpForm { op: Op::V_CMP_F_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 354: VOPC 0x041
    OpForm { op: Op::V_CMP_LT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 355: VOPC 0x042
    OpForm { op: Op::V_CMP_EQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 356: VOPC 0x043
    OpForm { op: Op::V_CMP_LE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 357: VOPC 0x044
    OpForm { op: Op::V_CMP_GT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 358: VOPC 0x045
    OpForm { op: Op::V_CMP_LG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 359: VOPC 0x046
    OpForm { op: Op::V_CMP_GE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 360: VOPC 0x047
    OpForm { op: Op::V_CMP_O_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 361: VOPC 0x048
    OpForm { op: Op::V_CMP_U_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 362: VOPC 0x049
    OpForm { op: Op::V_CMP_NGE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 363: VOPC 0x04a
    OpForm { op: Op::V_CMP_NLG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 364: VOPC 0x04b
    OpForm { op: Op::V_CMP_NGT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 365: VOPC 0x04c
    OpForm { op: Op::V_CMP_NLE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 366: VOPC 0x04d
    OpForm { op: Op::V_CMP_NEQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 367: VOPC 0x04e
    OpForm { op: Op::V_CMP_NLT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 368: VOPC 0x04f
    OpForm { op: Op::V_CMP_TRU_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 369: VOPC 0x050
    OpForm { op: Op::V_CMPX_F_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 370: VOPC 0x051
    OpForm { op: Op::V_CMPX_LT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 371: VOPC 0x052
    OpForm { op: Op::V_CMPX_EQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 372: VOPC 0x053
    OpForm { op: Op::V_CMPX_LE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 373: VOPC 0x054
    OpForm { op: Op::V_CMPX_GT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 374: VOPC 0x055
    OpForm { op: Op::V_CMPX_LG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 375: VOPC 0x056
    OpForm { op: Op::V_CMPX_GE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 376: VOPC 0x057
    OpForm { op: Op::V_CMPX_O_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 377: VOPC 0x058
    OpForm { op: Op::V_CMPX_U_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 378: VOPC 0x059
    OpForm { op: Op::V_CMPX_NGE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 379: VOPC 0x05a
    OpForm { op: Op::V_CMPX_NLG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 380: VOPC 0x05b
    OpForm { op: Op::V_CMPX_NGT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 381: VOPC 0x05c
    OpForm { op: Op::V_CMPX_NLE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 382: VOPC 0x05d
    OpForm { op: Op::V_CMPX_NEQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 383: VOPC 0x05e
    OpForm { op: Op::V_CMPX_NLT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 384: VOPC 0x05f
    OpForm { op: Op::V_CMPX_TRU_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 385: VOPC 0x060
    OpForm { op: Op::V_CMP_F_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 386: VOPC 0x061
    OpForm { op: Op::V_CMP_LT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 387: VOPC 0x062
    OpForm { op: Op::V_CMP_EQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 388: VOPC 0x063
    OpForm { op: Op::V_CMP_LE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 389: VOPC 0x064
    OpForm { op: Op::V_CMP_GT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 390: VOPC 0x065
    OpForm { op: Op::V_CMP_LG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 391: VOPC 0x066
    OpForm { op: Op::V_CMP_GE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 392: VOPC 0x067
    OpForm { op: Op::V_CMP_O_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 393: VOPC 0x068
    OpForm { op: Op::V_CMP_U_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 394: VOPC 0x069
    OpForm { op: Op::V_CMP_NGE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 395: VOPC 0x06a
    OpForm { op: Op::V_CMP_NLG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 396: VOPC 0x06b
    OpForm { op: Op::V_CMP_NGT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 397: VOPC 0x06c
    OpForm { op: Op::V_CMP_NLE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 398: VOPC 0x06d
    OpForm { op: Op::V_CMP_NEQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 399: VOPC 0x06e
    OpForm { op: Op::V_CMP_NLT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 400: VOPC 0x06f
    OpForm { op: Op::V_CMP_TRU_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 401: VOPC 0x070
    OpForm { op: Op::V_CMPX_F_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 402: VOPC 0x071
    OpForm { op: Op::V_CMPX_LT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 403: VOPC 0x072
    OpForm { op: Op::V_CMPX_EQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 404: VOPC 0x073
    OpForm { op: Op::V_CMPX_LE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 405: VOPC 0x074
    OpForm { op: Op::V_CMPX_GT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 406: VOPC 0x075
    OpForm { op: Op::V_CMPX_LG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 407: VOPC 0x076
    OpForm { op: Op::V_CMPX_GE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 408: VOPC 0x077
    OpForm { op: Op::V_CMPX_O_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 409: VOPC 0x078
    OpForm { op: Op::V_CMPX_U_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 410: VOPC 0x079
    OpForm { op: Op::V_CMPX_NGE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 411: VOPC 0x07a
    OpForm { op: Op::V_CMPX_NLG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 412: VOPC 0x07b
    OpForm { op: Op::V_CMPX_NGT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 413: VOPC 0x07c
    OpForm { op: Op::V_CMPX_NLE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 414: VOPC 0x07d
    OpForm { op: Op::V_CMPX_NEQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 415: VOPC 0x07e
    OpForm { op: Op::V_CMPX_NLT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 416: VOPC 0x07f
    OpForm { op: Op::V_CMPX_TRU_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 417: VOPC 0x0a0
    OpForm { op: Op::V_CMP_F_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 418: VOPC 0x0a1
    OpForm { op: Op::V_CMP_LT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 419: VOPC 0x0a2
    OpForm { op: Op::V_CMP_EQ_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 420: VOPC 0x0a3
    OpForm { op: Op::V_CMP_LE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 421: VOPC 0x0a4
    OpForm { op: Op::V_CMP_GT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 422: VOPC 0x0a5
    OpForm { op: Op::V_CMP_NE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 423: VOPC 0x0a6
    OpForm { op: Op::V_CMP_GE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 424: VOPC 0x0a7
    OpForm { op: Op::V_CMP_T_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 425: VOPC 0x0a8
    OpForm { op: Op::V_CMP_F_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 426: VOPC 0x0a9
    OpForm { op: Op::V_CMP_LT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 427: VOPC 0x0aa
    OpForm { op: Op::V_CMP_EQ_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 428: VOPC 0x0ab
    OpForm { op: Op::V_CMP_LE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 429: VOPC 0x0ac
    OpForm { op: Op::V_CMP_GT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 430: VOPC 0x0ad
    OpForm { op: Op::V_CMP_NE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 431: VOPC 0x0ae
    OpForm { op: Op::V_CMP_GE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 432: VOPC 0x0af
    OpForm { op: Op::V_CMP_T_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 433: VOPC 0x0b0
    OpForm { op: Op::V_CMPX_F_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 434: VOPC 0x0b1
    OpForm { op: Op::V_CMPX_LT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 435: VOPC 0x0b2
    OpForm { op: Op::V_CMPX_EQ_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 436: VOPC 0x0b3
    OpForm { op: Op::V_CMPX_LE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 437: VOPC 0x0b4
    OpForm { op: Op::V_CMPX_GT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 438: VOPC 0x0b5
    OpForm { op: Op::V_CMPX_NE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 439: VOPC 0x0b6
    OpForm { op: Op::V_CMPX_GE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 440: VOPC 0x0b7
    OpForm { op: Op::V_CMPX_T_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 441: VOPC 0x0b8
    OpForm { op: Op::V_CMPX_F_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 442: VOPC 0x0b9
    OpForm { op: Op::V_CMPX_LT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 443: VOPC 0x0ba
    OpForm { op: Op::V_CMPX_EQ_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 444: VOPC 0x0bb
    OpForm { op: Op::V_CMPX_LE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 445: VOPC 0x0bc
    OpForm { op: Op::V_CMPX_GT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 446: VOPC 0x0bd
    OpForm { op: Op::V_CMPX_NE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 447: VOPC 0x0be
    OpForm { op: Op::V_CMPX_GE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 448: VOPC 0x0bf
    OpForm { op: Op::V_CMPX_T_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32] },
    // 449: VOPC 0x0c0
    OpForm { op: Op::V_CMP_F_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 450: VOPC 0x0c1
    OpForm { op: Op::V_CMP_LT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 451: VOPC 0x0c2
    OpForm { op: Op::V_CMP_EQ_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 452: VOPC 0x0c3
    OpForm { op: Op::V_CMP_LE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 453: VOPC 0x0c4
    OpForm { op: Op::V_CMP_GT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 454: VOPC 0x0c5
    OpForm { op: Op::V_CMP_NE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 455: VOPC 0x0c6
    OpForm { op: Op::V_CMP_GE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 456: VOPC 0x0c7
    OpForm { op: Op::V_CMP_T_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 457: VOPC 0x0c8
    OpForm { op: Op::V_CMP_F_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 458: VOPC 0x0c9
    OpForm { op: Op::V_CMP_LT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 459: VOPC 0x0ca
    OpForm { op: Op::V_CMP_EQ_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 460: VOPC 0x0cb
    OpForm { op: Op::V_CMP_LE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 461: VOPC 0x0cc
    OpForm { op: Op::V_CMP_GT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 462: VOPC 0x0cd
    OpForm { op: Op::V_CMP_NE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 463: VOPC 0x0ce
    OpForm { op: Op::V_CMP_GE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 464: VOPC 0x0cf
    OpForm { op: Op::V_CMP_T_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 465: VOPC 0x0d0
    OpForm { op: Op::V_CMPX_F_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 466: VOPC 0x0d1
    OpForm { op: Op::V_CMPX_LT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 467: VOPC 0x0d2
    OpForm { op: Op::V_CMPX_EQ_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 468: VOPC 0x0d3
    OpForm { op: Op::V_CMPX_LE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 469: VOPC 0x0d4
    OpForm { op: Op::V_CMPX_GT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 470: VOPC 0x0d5
    OpForm { op: Op::V_CMPX_NE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 471: VOPC 0x0d6
    OpForm { op: Op::V_CMPX_GE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 472: VOPC 0x0d7
    OpForm { op: Op::V_CMPX_T_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 473: VOPC 0x0d8
    OpForm { op: Op::V_CMPX_F_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 474: VOPC 0x0d9
    OpForm { op: Op::V_CMPX_LT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 475: VOPC 0x0da
    OpForm { op: Op::V_CMPX_EQ_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 476: VOPC 0x0db
    OpForm { op: Op::V_CMPX_LE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 477: VOPC 0x0dc
    OpForm { op: Op::V_CMPX_GT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 478: VOPC 0x0dd
    OpForm { op: Op::V_CMPX_NE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 479: VOPC 0x0de
    OpForm { op: Op::V_CMPX_GE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 480: VOPC 0x0df
    OpForm { op: Op::V_CMPX_T_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 481: VOPC 0x0e0
    OpForm { op: Op::V_CMP_F_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 482: VOPC 0x0e1
    OpForm { op: Op::V_CMP_LT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 483: VOPC 0x0e2
    OpForm { op: Op::V_CMP_EQ_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 484: VOPC 0x0e3
    OpForm { op: Op::V_CMP_LE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 485: VOPC 0x0e4
    OpForm { op: Op::V_CMP_GT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 486: VOPC 0x0e5
    OpForm { op: Op::V_CMP_NE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 487: VOPC 0x0e6
    OpForm { op: Op::V_CMP_GE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 488: VOPC 0x0e7
    OpForm { op: Op::V_CMP_T_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 489: VOPC 0x0e8
    OpForm { op: Op::V_CMP_F_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 490: VOPC 0x0e9
    OpForm { op: Op::V_CMP_LT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 491: VOPC 0x0ea
    OpForm { op: Op::V_CMP_EQ_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 492: VOPC 0x0eb
    OpForm { op: Op::V_CMP_LE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 493: VOPC 0x0ec
    OpForm { op: Op::V_CMP_GT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 494: VOPC 0x0ed
    OpForm { op: Op::V_CMP_NE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 495: VOPC 0x0ee
    OpForm { op: Op::V_CMP_GE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 496: VOPC 0x0ef
    OpForm { op: Op::V_CMP_T_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 497: VOPC 0x0f0
    OpForm { op: Op::V_CMPX_F_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 498: VOPC 0x0f1
    OpForm { op: Op::V_CMPX_LT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 499: VOPC 0x0f2
    OpForm { op: Op::V_CMPX_EQ_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 500: VOPC 0x0f3
    OpForm { op: Op::V_CMPX_LE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 501: VOPC 0x0f4
    OpForm { op: Op::V_CMPX_GT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 502: VOPC 0x0f5
    OpForm { op: Op::V_CMPX_NE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 503: VOPC 0x0f6
    OpForm { op: Op::V_CMPX_GE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 504: VOPC 0x0f7
    OpForm { op: Op::V_CMPX_T_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 505: VOPC 0x0f8
    OpForm { op: Op::V_CMPX_F_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 506: VOPC 0x0f9
    OpForm { op: Op::V_CMPX_LT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 507: VOPC 0x0fa
    OpForm { op: Op::V_CMPX_EQ_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 508: VOPC 0x0fb
    OpForm { op: Op::V_CMPX_LE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 509: VOPC 0x0fc
    OpForm { op: Op::V_CMPX_GT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 510: VOPC 0x0fd
    OpForm { op: Op::V_CMPX_NE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 511: VOPC 0x0fe
    OpForm { op: Op::V_CMPX_GE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 512: VOPC 0x0ff
    OpForm { op: Op::V_CMPX_T_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 513: VOP3 0x010
    OpForm { op: Op::V_CMP_CLASS_F32, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x09, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 514: VOP3 0x011
    OpForm { op: Op::V_CMPX_CLASS_F32, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x09, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 515: VOP3 0x012
    OpForm { op: Op::V_CMP_CLASS_F64, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x09, operands: OPS_54, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 516: VOP3 0x013
    OpForm { op: Op::V_CMPX_CLASS_F64, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x09, operands: OPS_54, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 517: VOP3 0x014
    OpForm { op: Op::V_CMP_CLASS_F16, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x09, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 518: VOP3 0x015
    OpForm { op: Op::V_CMPX_CLASS_F16, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x09, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 519: VOP3 0x020
    OpForm { op: Op::V_CMP_F_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 520: VOP3 0x021
    OpForm { op: Op::V_CMP_LT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 521: VOP3 0x022
    OpForm { op: Op::V_CMP_EQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 522: VOP3 0x023
    OpForm { op: Op::V_CMP_LE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 523: VOP3 0x024
    OpForm { op: Op::V_CMP_GT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 524: VOP3 0x025
    OpForm { op: Op::V_CMP_LG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 525: VOP3 0x026
    OpForm { op: Op::V_CMP_GE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 526: VOP3 0x027
    OpForm { op: Op::V_CMP_O_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 527: VOP3 0x028
    OpForm { op: Op::V_CMP_U_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 528: VOP3 0x029
    OpForm { op: Op::V_CMP_NGE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 529: VOP3 0x02a
    OpForm { op: Op::V_CMP_NLG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 530: VOP3 0x02b
    OpForm { op: Op::V_CMP_NGT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 531: VOP3 0x02c
    OpForm { op: Op::V_CMP_NLE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 532: VOP3 0x02d
    OpForm { op: Op::V_CMP_NEQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 533: VOP3 0x02e
    OpForm { op: Op::V_CMP_NLT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 534: VOP3 0x02f
    OpForm { op: Op::V_CMP_TRU_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 535: VOP3 0x030
    OpForm { op: Op::V_CMPX_F_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 536: VOP3 0x031
    OpForm { op: Op::V_CMPX_LT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 537: VOP3 0x032
    OpForm { op: Op::V_CMPX_EQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 538: VOP3 0x033
    OpForm { op: Op::V_CMPX_LE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 539: VOP3 0x034
    OpForm { op: Op::V_CMPX_GT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 540: VOP3 0x035
    OpForm { op: Op::V_CMPX_LG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 541: VOP3 0x036
    OpForm { op: Op::V_CMPX_GE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 542: VOP3 0x037
    OpForm { op: Op::V_CMPX_O_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 543: VOP3 0x038
    OpForm { op: Op::V_CMPX_U_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 544: VOP3 0x039
    OpForm { op: Op::V_CMPX_NGE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 545: VOP3 0x03a
    OpForm { op: Op::V_CMPX_NLG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 546: VOP3 0x03b
    OpForm { op: Op::V_CMPX_NGT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 547: VOP3 0x03c
    OpForm { op: Op::V_CMPX_NLE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 548: VOP3 0x03d
    OpForm { op: Op::V_CMPX_NEQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 549: VOP3 0x03e
    OpForm { op: Op::V_CMPX_NLT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 550: VOP3 0x03f
    OpForm { op: Op::V_CMPX_TRU_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 551: VOP3 0x040
    OpForm { op: Op::V_CMP_F_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 552: VOP3 0x041
    OpForm { op: Op::V_CMP_LT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 553: VOP3 0x042
    OpForm { op: Op::V_CMP_EQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 554: VOP3 0x043
    OpForm { op: Op::V_CMP_LE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 555: VOP3 0x044
    OpForm { op: Op::V_CMP_GT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 556: VOP3 0x045
    OpForm { op: Op::V_CMP_LG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 557: VOP3 0x046
    OpForm { op: Op::V_CMP_GE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 558: VOP3 0x047
    OpForm { op: Op::V_CMP_O_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 559: VOP3 0x048
    OpForm { op: Op::V_CMP_U_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 560: VOP3 0x049
    OpForm { op: Op::V_CMP_NGE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 561: VOP3 0x04a
    OpForm { op: Op::V_CMP_NLG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 562: VOP3 0x04b
    OpForm { op: Op::V_CMP_NGT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 563: VOP3 0x04c
    OpForm { op: Op::V_CMP_NLE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 564: VOP3 0x04d
    OpForm { op: Op::V_CMP_NEQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 565: VOP3 0x04e
    OpForm { op: Op::V_CMP_NLT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 566: VOP3 0x04f
    OpForm { op: Op::V_CMP_TRU_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 567: VOP3 0x050
    OpForm { op: Op::V_CMPX_F_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 568: VOP3 0x051
    OpForm { op: Op::V_CMPX_LT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 569: VOP3 0x052
    OpForm { op: Op::V_CMPX_EQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 570: VOP3 0x053
    OpForm { op: Op::V_CMPX_LE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 571: VOP3 0x054
    OpForm { op: Op::V_CMPX_GT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 572: VOP3 0x055
    OpForm { op: Op::V_CMPX_LG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 573: VOP3 0x056
    OpForm { op: Op::V_CMPX_GE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 574: VOP3 0x057
    OpForm { op: Op::V_CMPX_O_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 575: VOP3 0x058
    OpForm { op: Op::V_CMPX_U_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 576: VOP3 0x059
    OpForm { op: Op::V_CMPX_NGE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 577: VOP3 0x05a
    OpForm { op: Op::V_CMPX_NLG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 578: VOP3 0x05b
    OpForm { op: Op::V_CMPX_NGT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 579: VOP3 0x05c
    OpForm { op: Op::V_CMPX_NLE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 580: VOP3 0x05d
    OpForm { op: Op::V_CMPX_NEQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 581: VOP3 0x05e
    OpForm { op: Op::V_CMPX_NLT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 582: VOP3 0x05f
    OpForm { op: Op::V_CMPX_TRU_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 583: VOP3 0x060
    OpForm { op: Op::V_CMP_F_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 584: VOP3 0x061
    OpForm { op: Op::V_CMP_LT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 585: VOP3 0x062
    OpForm { op: Op::V_CMP_EQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 586: VOP3 0x063
    OpForm { op: Op::V_CMP_LE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 587: VOP3 0x064
    OpForm { op: Op::V_CMP_GT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 588: VOP3 0x065
    OpForm { op: Op::V_CMP_LG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 589: VOP3 0x066
    OpForm { op: Op::V_CMP_GE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 590: VOP3 0x067
    OpForm { op: Op::V_CMP_O_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 591: VOP3 0x068
    OpForm { op: Op::V_CMP_U_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 592: VOP3 0x069
    OpForm { op: Op::V_CMP_NGE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 593: VOP3 0x06a
    OpForm { op: Op::V_CMP_NLG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 594: VOP3 0x06b
    OpForm { op: Op::V_CMP_NGT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 595: VOP3 0x06c
    OpForm { op: Op::V_CMP_NLE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 596: VOP3 0x06d
    OpForm { op: Op::V_CMP_NEQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 597: VOP3 0x06e
    OpForm { op: Op::V_CMP_NLT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 598: VOP3 0x06f
    OpForm { op: Op::V_CMP_TRU_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 599: VOP3 0x070
    OpForm { op: Op::V_CMPX_F_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 600: VOP3 0x071
    OpForm { op: Op::V_CMPX_LT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 601: VOP3 0x072
    OpForm { op: Op::V_CMPX_EQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 602: VOP3 0x073
    OpForm { op: Op::V_CMPX_LE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 603: VOP3 0x074
    OpForm { op: Op::V_CMPX_GT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 604: VOP3 0x075
    OpForm { op: Op::V_CMPX_LG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 605: VOP3 0x076
    OpForm { op: Op::V_CMPX_GE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 606: VOP3 0x077
    OpForm { op: Op::V_CMPX_O_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 607: VOP3 0x078
    OpForm { op: Op::V_CMPX_U_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 608: VOP3 0x079
    OpForm { op: Op::V_CMPX_NGE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 609: VOP3 0x07a
    OpForm { op: Op::V_CMPX_NLG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 610: VOP3 0x07b
    OpForm { op: Op::V_CMPX_NGT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 611: VOP3 0x07c
    OpForm { op: Op::V_CMPX_NLE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 612: VOP3 0x07d
    OpForm { op: Op::V_CMPX_NEQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 613: VOP3 0x07e
    OpForm { op: Op::V_CMPX_NLT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 614: VOP3 0x07f
    OpForm { op: Op::V_CMPX_TRU_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 615: VOP3 0x0a0
    OpForm { op: Op::V_CMP_F_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 616: VOP3 0x0a1
    OpForm { op: Op::V_CMP_LT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 617: VOP3 0x0a2
    OpForm { op: Op::V_CMP_EQ_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 618: VOP3 0x0a3
    OpForm { op: Op::V_CMP_LE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 619: VOP3 0x0a4
    OpForm { op: Op::V_CMP_GT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 620: VOP3 0x0a5
    OpForm { op: Op::V_CMP_NE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 621: VOP3 0x0a6
    OpForm { op: Op::V_CMP_GE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 622: VOP3 0x0a7
    OpForm { op: Op::V_CMP_T_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 623: VOP3 0x0a8
    OpForm { op: Op::V_CMP_F_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 624: VOP3 0x0a9
    OpForm { op: Op::V_CMP_LT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 625: VOP3 0x0aa
    OpForm { op: Op::V_CMP_EQ_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 626: VOP3 0x0ab
    OpForm { op: Op::V_CMP_LE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 627: VOP3 0x0ac
    OpForm { op: Op::V_CMP_GT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 628: VOP3 0x0ad
    OpForm { op: Op::V_CMP_NE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 629: VOP3 0x0ae
    OpForm { op: Op::V_CMP_GE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 630: VOP3 0x0af
    OpForm { op: Op::V_CMP_T_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 631: VOP3 0x0b0
    OpForm { op: Op::V_CMPX_F_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 632: VOP3 0x0b1
    OpForm { op: Op::V_CMPX_LT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 633: VOP3 0x0b2
    OpForm { op: Op::V_CMPX_EQ_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 634: VOP3 0x0b3
    OpForm { op: Op::V_CMPX_LE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 635: VOP3 0x0b4
    OpForm { op: Op::V_CMPX_GT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 636: VOP3 0x0b5
    OpForm { op: Op::V_CMPX_NE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 637: VOP3 0x0b6
    OpForm { op: Op::V_CMPX_GE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 638: VOP3 0x0b7
    OpForm { op: Op::V_CMPX_T_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 639: VOP3 0x0b8
    OpForm { op: Op::V_CMPX_F_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 640: VOP3 0x0b9
    OpForm { op: Op::V_CMPX_LT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 641: VOP3 0x0ba
    OpForm { op: Op::V_CMPX_EQ_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 642: VOP3 0x0bb
    OpForm { op: Op::V_CMPX_LE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 643: VOP3 0x0bc
    OpForm { op: Op::V_CMPX_GT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 644: VOP3 0x0bd
    OpForm { op: Op::V_CMPX_NE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 645: VOP3 0x0be
    OpForm { op: Op::V_CMPX_GE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 646: VOP3 0x0bf
    OpForm { op: Op::V_CMPX_T_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 647: VOP3 0x0c0
    OpForm { op: Op::V_CMP_F_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 648: VOP3 0x0c1
    OpForm { op: Op::V_CMP_LT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 649: VOP3 0x0c2
    OpForm { op: Op::V_CMP_EQ_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 650: VOP3 0x0c3
    OpForm { op: Op::V_CMP_LE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 651: VOP3 0x0c4
    OpForm { op: Op::V_CMP_GT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 652: VOP3 0x0c5
    OpForm { op: Op::V_CMP_NE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 653: VOP3 0x0c6
    OpForm { op: Op::V_CMP_GE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 654: VOP3 0x0c7
    OpForm { op: Op::V_CMP_T_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 655: VOP3 0x0c8
    OpForm { op: Op::V_CMP_F_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 656: VOP3 0x0c9
    OpForm { op: Op::V_CMP_LT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 657: VOP3 0x0ca
    OpForm { op: Op::V_CMP_EQ_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 658: VOP3 0x0cb
    OpForm { op: Op::V_CMP_LE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 659: VOP3 0x0cc
    OpForm { op: Op::V_CMP_GT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 660: VOP3 0x0cd
    OpForm { op: Op::V_CMP_NE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 661: VOP3 0x0ce
    OpForm { op: Op::V_CMP_GE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 662: VOP3 0x0cf
    OpForm { op: Op::V_CMP_T_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 663: VOP3 0x0d0
    OpForm { op: Op::V_CMPX_F_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 664: VOP3 0x0d1
    OpForm { op: Op::V_CMPX_LT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 665: VOP3 0x0d2
    OpForm { op: Op::V_CMPX_EQ_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 666: VOP3 0x0d3
    OpForm { op: Op::V_CMPX_LE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 667: VOP3 0x0d4
    OpForm { op: Op::V_CMPX_GT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 668: VOP3 0x0d5
    OpForm { op: Op::V_CMPX_NE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 669: VOP3 0x0d6
    OpForm { op: Op::V_CMPX_GE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 670: VOP3 0x0d7
    OpForm { op: Op::V_CMPX_T_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 671: VOP3 0x0d8
    OpForm { op: Op::V_CMPX_F_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 672: VOP3 0x0d9
    OpForm { op: Op::V_CMPX_LT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 673: VOP3 0x0da
    OpForm { op: Op::V_CMPX_EQ_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 674: VOP3 0x0db
    OpForm { op: Op::V_CMPX_LE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 675: VOP3 0x0dc
    OpForm { op: Op::V_CMPX_GT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 676: VOP3 0x0dd
    OpForm { op: Op::V_CMPX_NE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 677: VOP3 0x0de
    OpForm { op: Op::V_CMPX_GE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 678: VOP3 0x0df
    OpForm { op: Op::V_CMPX_T_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 679: VOP3 0x0e0
    OpForm { op: Op::V_CMP_F_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 680: VOP3 0x0e1
    OpForm { op: Op::V_CMP_LT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 681: VOP3 0x0e2
    OpForm { op: Op::V_CMP_EQ_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 682: VOP3 0x0e3
    OpForm { op: Op::V_CMP_LE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 683: VOP3 0x0e4
    OpForm { op: Op::V_CMP_GT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 684: VOP3 0x0e5
    OpForm { op: Op::V_CMP_NE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 685: VOP3 0x0e6
    OpForm { op: Op::V_CMP_GE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 686: VOP3 0x0e7
    OpForm { op: Op::V_CMP_T_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 687: VOP3 0x0e8
    OpForm { op: Op::V_CMP_F_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 688: VOP3 0x0e9
    OpForm { op: Op::V_CMP_LT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 689: VOP3 0x0ea
    OpForm { op: Op::V_CMP_EQ_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 690: VOP3 0x0eb
    OpForm { op: Op::V_CMP_LE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 691: VOP3 0x0ec
    OpForm { op: Op::V_CMP_GT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 692: VOP3 0x0ed
    OpForm { op: Op::V_CMP_NE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 693: VOP3 0x0ee
    OpForm { op: Op::V_CMP_GE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 694: VOP3 0x0ef
    OpForm { op: Op::V_CMP_T_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 695: VOP3 0x0f0
    OpForm { op: Op::V_CMPX_F_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 696: VOP3 0x0f1
    OpForm { op: Op::V_CMPX_LT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 697: VOP3 0x0f2
    OpForm { op: Op::V_CMPX_EQ_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 698: VOP3 0x0f3
    OpForm { op: Op::V_CMPX_LE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 699: VOP3 0x0f4
    OpForm { op: Op::V_CMPX_GT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 700: VOP3 0x0f5
    OpForm { op: Op::V_CMPX_NE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 701: VOP3 0x0f6
    OpForm { op: Op::V_CMPX_GE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 702: VOP3 0x0f7
    OpForm { op: Op::V_CMPX_T_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 703: VOP3 0x0f8
    OpForm { op: Op::V_CMPX_F_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 704: VOP3 0x0f9
    OpForm { op: Op::V_CMPX_LT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 705: VOP3 0x0fa
    OpForm { op: Op::V_CMPX_EQ_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 706: VOP3 0x0fb
    OpForm { op: Op::V_CMPX_LE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 707: VOP3 0x0fc
    OpForm { op: Op::V_CMPX_GT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 708: VOP3 0x0fd
    OpForm { op: Op::V_CMPX_NE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 709: VOP3 0x0fe
    OpForm { op: Op::V_CMPX_GE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 710: VOP3 0x0ff
    OpForm { op: Op::V_CMPX_T_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 711: VOP3 0x100
    OpForm { op: Op::V_CNDMASK_B32, suffix: Suffix::E64, zero: [0x00008400, 0x98000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x1b, operands: OPS_56, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 712: VOP3 0x101
    OpForm { op: Op::V_ADD_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 713: VOP3 0x102
    OpForm { op: Op::V_SUB_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 714: VOP3 0x103
    OpForm { op: Op::V_SUBREV_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 715: VOP3 0x104
    OpForm { op: Op::V_MUL_LEGACY_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 716: VOP3 0x105
    OpForm { op: Op::V_MUL_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 717: VOP3 0x106
    OpForm { op: Op::V_MUL_I32_I24, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 718: VOP3 0x107
    OpForm { op: Op::V_MUL_HI_I32_I24, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 719: VOP3 0x108
    OpForm { op: Op::V_MUL_U32_U24, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 720: VOP3 0x109
    OpForm { op: Op::V_MUL_HI_U32_U24, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 721: VOP3 0x10a
    OpForm { op: Op::V_MIN_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 722: VOP3 0x10b
    OpForm { op: Op::V_MAX_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 723: VOP3 0x10c
    OpForm { op: Op::V_MIN_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 724: VOP3 0x10d
    OpForm { op: Op::V_MAX_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 725: VOP3 0x10e
    OpForm { op: Op::V_MIN_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 726: VOP3 0x10f
    OpForm { op: Op::V_MAX_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 727: VOP3 0x110
    OpForm { op: Op::V_LSHRREV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 728: VOP3 0x111
    OpForm { op: Op::V_ASHRREV_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 729: VOP3 0x112
    OpForm { op: Op::V_LSHLREV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 730: VOP3 0x113
    OpForm { op: Op::V_AND_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 731: VOP3 0x114
    OpForm { op: Op::V_OR_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 732: VOP3 0x115
    OpForm { op: Op::V_XOR_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 733: VOP3 0x116
    OpForm { op: Op::V_MAC_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 734: VOP3 0x119
    OpForm { op: Op::V_ADD_U32, suffix: Suffix::E64, zero: [0x00000000, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_58, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 735: VOP3 0x11a
    OpForm { op: Op::V_SUB_U32, suffix: Suffix::E64, zero: [0x00000000, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_58, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 736: VOP3 0x11b
    OpForm { op: Op::V_SUBREV_U32, suffix: Suffix::E64, zero: [0x00000000, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_58, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 737: VOP3 0x11c
    OpForm { op: Op::V_ADDC_U32, suffix: Suffix::E64, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_59, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 738: VOP3 0x11d
    OpForm { op: Op::V_SUBB_U32, suffix: Suffix::E64, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_59, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 739: VOP3 0x11e
    OpForm { op: Op::V_SUBBREV_U32, suffix: Suffix::E64, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_59, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 740: VOP3 0x11f
    OpForm { op: Op::V_ADD_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 741: VOP3 0x120
    OpForm { op: Op::V_SUB_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 742: VOP3 0x121
    OpForm { op: Op::V_SUBREV_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 743: VOP3 0x122
    OpForm { op: Op::V_MUL_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 744: VOP3 0x123
    OpForm { op: Op::V_MAC_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 745: VOP3 0x126
    OpForm { op: Op::V_ADD_U16, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 746: VOP3 0x127
    OpForm { op: Op::V_SUB_U16, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 747: VOP3 0x128
    OpForm { op: Op::V_SUBREV_U16, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 748: VOP3 0x129
    OpForm { op: Op::V_MUL_LO_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 749: VOP3 0x12a
    OpForm { op: Op::V_LSHLREV_B16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 750: VOP3 0x12b
    OpForm { op: Op::V_LSHRREV_B16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 751: VOP3 0x12c
    OpForm { op: Op::V_ASHRREV_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 752: VOP3 0x12d
    OpForm { op: Op::V_MAX_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 753: VOP3 0x12e
    OpForm { op: Op::V_MIN_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 754: VOP3 0x12f
    OpForm { op: Op::V_MAX_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 755: VOP3 0x130
    OpForm { op: Op::V_MAX_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 756: VOP3 0x131
    OpForm { op: Op::V_MIN_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 757: VOP3 0x132
    OpForm { op: Op::V_MIN_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 758: VOP3 0x133
    OpForm { op: Op::V_LDEXP_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32] },
    // 759: VOP3 0x140
    OpForm { op: Op::V_NOP, suffix: Suffix::None, zero: [0x000087ff, 0xffffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 760: VOP3 0x141
    OpForm { op: Op::V_MOV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 761: VOP3 0x143
    OpForm { op: Op::V_CVT_I32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 762: VOP3 0x144
    OpForm { op: Op::V_CVT_F64_I32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 763: VOP3 0x145
    OpForm { op: Op::V_CVT_F32_I32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 764: VOP3 0x146
    OpForm { op: Op::V_CVT_F32_U32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 765: VOP3 0x147
    OpForm { op: Op::V_CVT_U32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 766: VOP3 0x148
    OpForm { op: Op::V_CVT_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 767: VOP3 0x14a
    OpForm { op: Op::V_CVT_F16_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 768: VOP3 0x14b
    OpForm { op: Op::V_CVT_F32_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 769: VOP3 0x14c
    OpForm { op: Op::V_CVT_RPI_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xdffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x49, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 770: VOP3 0x14d
    OpForm { op: Op::V_CVT_FLR_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xdffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x49, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 771: VOP3 0x14e
    OpForm { op: Op::V_CVT_OFF_F32_I4, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 772: VOP3 0x14f
    OpForm { op: Op::V_CVT_F32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 773: VOP3 0x150
    OpForm { op: Op::V_CVT_F64_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 774: VOP3 0x151
    OpForm { op: Op::V_CVT_F32_UBYTE0, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 775: VOP3 0x152
    OpForm { op: Op::V_CVT_F32_UBYTE1, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 776: VOP3 0x153
    OpForm { op: Op::V_CVT_F32_UBYTE2, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 777: VOP3 0x154
    OpForm { op: Op::V_CVT_F32_UBYTE3, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 778: VOP3 0x155
    OpForm { op: Op::V_CVT_U32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 779: VOP3 0x156
    OpForm { op: Op::V_CVT_F64_U32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 780: VOP3 0x157
    OpForm { op: Op::V_TRUNC_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 781: VOP3 0x158
    OpForm { op: Op::V_CEIL_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 782: VOP3 0x159
    OpForm { op: Op::V_RNDNE_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 783: VOP3 0x15a
    OpForm { op: Op::V_FLOOR_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 784: VOP3 0x15b
    OpForm { op: Op::V_FRACT_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 785: VOP3 0x15c
    OpForm { op: Op::V_TRUNC_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 786: VOP3 0x15d
    OpForm { op: Op::V_CEIL_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 787: VOP3 0x15e
    OpForm { op: Op::V_RNDNE_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 788: VOP3 0x15f
    OpForm { op: Op::V_FLOOR_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 789: VOP3 0x160
    OpForm { op: Op::V_EXP_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 790: VOP3 0x161
    OpForm { op: Op::V_LOG_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 791: VOP3 0x162
    OpForm { op: Op::V_RCP_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 792: VOP3 0x163
    OpForm { op: Op::V_RCP_IFLAG_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 793: VOP3 0x164
    OpForm { op: Op::V_RSQ_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 794: VOP3 0x165
    OpForm { op: Op::V_RCP_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 795: VOP3 0x166
    OpForm { op: Op::V_RSQ_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 796: VOP3 0x167
    OpForm { op: Op::V_SQRT_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 797: VOP3 0x168
    OpForm { op: Op::V_SQRT_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 798: VOP3 0x169
    OpForm { op: Op::V_SIN_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 799: VOP3 0x16a
    OpForm { op: Op::V_COS_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 800: VOP3 0x16b
    OpForm { op: Op::V_NOT_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 801: VOP3 0x16c
    OpForm { op: Op::V_BFREV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 802: VOP3 0x16d
    OpForm { op: Op::V_FFBH_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 803: VOP3 0x16e
    OpForm { op: Op::V_FFBL_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 804: VOP3 0x16f
    OpForm { op: Op::V_FFBH_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 805: VOP3 0x170
    OpForm { op: Op::V_FREXP_EXP_I32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 806: VOP3 0x171
    OpForm { op: Op::V_FREXP_MANT_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 807: VOP3 0x172
    OpForm { op: Op::V_FRACT_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 808: VOP3 0x173
    OpForm { op: Op::V_FREXP_EXP_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xdffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x49, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 809: VOP3 0x174
    OpForm { op: Op::V_FREXP_MANT_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 810: VOP3 0x175
    OpForm { op: Op::V_CLREXCP, suffix: Suffix::None, zero: [0x000087ff, 0xffffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 811: VOP3 0x176
    OpForm { op: Op::V_MOVRELD_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 812: VOP3 0x177
    OpForm { op: Op::V_MOVRELS_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 813: VOP3 0x178
    OpForm { op: Op::V_MOVRELSD_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 814: VOP3 0x179
    OpForm { op: Op::V_CVT_F16_U16, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 815: VOP3 0x17a
    OpForm { op: Op::V_CVT_F16_I16, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc0, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 816: VOP3 0x17b
    OpForm { op: Op::V_CVT_U16_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 817: VOP3 0x17c
    OpForm { op: Op::V_CVT_I16_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 818: VOP3 0x17d
    OpForm { op: Op::V_RCP_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 819: VOP3 0x17e
    OpForm { op: Op::V_SQRT_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 820: VOP3 0x17f
    OpForm { op: Op::V_RSQ_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 821: VOP3 0x180
    OpForm { op: Op::V_LOG_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 822: VOP3 0x181
    OpForm { op: Op::V_EXP_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 823: VOP3 0x182
    OpForm { op: Op::V_FREXP_MANT_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 824: VOP3 0x183
    OpForm { op: Op::V_FREXP_EXP_I16_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 825: VOP3 0x184
    OpForm { op: Op::V_FLOOR_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 826: VOP3 0x185
    OpForm { op: Op::V_CEIL_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 827: VOP3 0x186
    OpForm { op: Op::V_TRUNC_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 828: VOP3 0x187
    OpForm { op: Op::V_RNDNE_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 829: VOP3 0x188
    OpForm { op: Op::V_FRACT_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 830: VOP3 0x189
    OpForm { op: Op::V_SIN_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 831: VOP3 0x18a
    OpForm { op: Op::V_COS_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32] },
    // 832: VOP3 0x18b
    OpForm { op: Op::V_EXP_LEGACY_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 833: VOP3 0x18c
    OpForm { op: Op::V_LOG_LEGACY_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 834: VOP3 0x1c0
    OpForm { op: Op::V_MAD_LEGACY_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 835: VOP3 0x1c1
    OpForm { op: Op::V_MAD_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 836: VOP3 0x1c2
    OpForm { op: Op::V_MAD_I32_I24, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 837: VOP3 0x1c3
    OpForm { op: Op::V_MAD_U32_U24, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 838: VOP3 0x1c4
    OpForm { op: Op::V_CUBEID_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 839: VOP3 0x1c5
    OpForm { op: Op::V_CUBESC_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 840: VOP3 0x1c6
    OpForm { op: Op::V_CUBETC_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 841: VOP3 0x1c7
    OpForm { op: Op::V_CUBEMA_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 842: VOP3 0x1c8
    OpForm { op: Op::V_BFE_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 843: VOP3 0x1c9
    OpForm { op: Op::V_BFE_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 844: VOP3 0x1ca
    OpForm { op: Op::V_BFI_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 845: VOP3 0x1cb
    OpForm { op: Op::V_FMA_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 846: VOP3 0x1cc
    OpForm { op: Op::V_FMA_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_61, src_types: [NumType::B64, NumType::B64, NumType::B64] },
    // 847: VOP3 0x1cd
    OpForm { op: Op::V_LERP_U8, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 848: VOP3 0x1ce
    OpForm { op: Op::V_ALIGNBIT_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 849: VOP3 0x1cf
    OpForm { op: Op::V_ALIGNBYTE_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 850: VOP3 0x1d0
    OpForm { op: Op::V_MIN3_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 851: VOP3 0x1d1
    OpForm { op: Op::V_MIN3_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 852: VOP3 0x1d2
    OpForm { op: Op::V_MIN3_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 853: VOP3 0x1d3
    OpForm { op: Op::V_MAX3_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 854: VOP3 0x1d4
    OpForm { op: Op::V_MAX3_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 855: VOP3 0x1d5
    OpForm { op: Op::V_MAX3_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 856: VOP3 0x1d6
    OpForm { op: Op::V_MED3_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 857: VOP3 0x1d7
    OpForm { op: Op::V_MED3_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 858: VOP3 0x1d8
    OpForm { op: Op::V_MED3_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 859: VOP3 0x1d9
    OpForm { op: Op::V_SAD_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 860: VOP3 0x1da
    OpForm { op: Op::V_SAD_HI_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 861: VOP3 0x1db
    OpForm { op: Op::V_SAD_U16, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 862: VOP3 0x1dc
    OpForm { op: Op::V_SAD_U32, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 863: VOP3 0x1dd
    OpForm { op: Op::V_CVT_PK_U8_F32, suffix: Suffix::None, zero: [0x00000000, 0x18000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x49, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 864: VOP3 0x1de
    OpForm { op: Op::V_DIV_FIXUP_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 865: VOP3 0x1df
    OpForm { op: Op::V_DIV_FIXUP_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_61, src_types: [NumType::B64, NumType::B64, NumType::B64] },
    // 866: VOP3 0x1e0
    OpForm { op: Op::V_DIV_SCALE_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0xf8, operands: OPS_62, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 867: VOP3 0x1e1
    OpForm { op: Op::V_DIV_SCALE_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0xf8, operands: OPS_63, src_types: [NumType::B64, NumType::B64, NumType::B64] },
    // 868: VOP3 0x1e2
    OpForm { op: Op::V_DIV_FMAS_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 869: VOP3 0x1e3
    OpForm { op: Op::V_DIV_FMAS_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_61, src_types: [NumType::B64, NumType::B64, NumType::B64] },
    // 870: VOP3 0x1e4
    OpForm { op: Op::V_MSAD_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 871: VOP3 0x1e5
    OpForm { op: Op::V_QSAD_PK_U16_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_64, src_types: [NumType::B64, NumType::B32, NumType::B64] },
    // 872: VOP3 0x1e6
    OpForm { op: Op::V_MQSAD_PK_U16_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_64, src_types: [NumType::B64, NumType::B32, NumType::B64] },
    // 873: VOP3 0x1e7
    OpForm { op: Op::V_MQSAD_U32_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_65, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 874: VOP3 0x1e8
    OpForm { op: Op::V_MAD_U64_U32, suffix: Suffix::None, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_66, src_types: [NumType::B32, NumType::B32, NumType::B64] },
    // 875: VOP3 0x1e9
    OpForm { op: Op::V_MAD_I64_I32, suffix: Suffix::None, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, mods: 0x40, operands: OPS_66, src_types: [NumType::B32, NumType::B32, NumType::B64] },
    // 876: VOP3 0x1ea
    OpForm { op: Op::V_MAD_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 877: VOP3 0x1eb
    OpForm { op: Op::V_MAD_U16, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 878: VOP3 0x1ec
    OpForm { op: Op::V_MAD_I16, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x40, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 879: VOP3 0x1ed
    OpForm { op: Op::V_PERM_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 880: VOP3 0x1ee
    OpForm { op: Op::V_FMA_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 881: VOP3 0x1ef
    OpForm { op: Op::V_DIV_FIXUP_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 882: VOP3 0x1f0
    OpForm { op: Op::V_CVT_PKACCUM_U8_F32, suffix: Suffix::None, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x49, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 883: VOP3 0x270
    OpForm { op: Op::V_INTERP_P1_F32, suffix: Suffix::E64, zero: [0x00000500, 0xa7fc0100], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_67, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 884: VOP3 0x271
    OpForm { op: Op::V_INTERP_P2_F32, suffix: Suffix::E64, zero: [0x00000500, 0xa7fc0100], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_67, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 885: VOP3 0x272
    OpForm { op: Op::V_INTERP_MOV_F32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fc0100], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_68, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 886: VOP3 0x274
    OpForm { op: Op::V_INTERP_P1LL_F16, suffix: Suffix::None, zero: [0x00000500, 0xa7fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xd2, operands: OPS_69, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 887: VOP3 0x275
    OpForm { op: Op::V_INTERP_P1LV_F16, suffix: Suffix::None, zero: [0x00000100, 0x20000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xd2, operands: OPS_70, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 888: VOP3 0x276
    OpForm { op: Op::V_INTERP_P2_F16, suffix: Suffix::None, zero: [0x00000100, 0x38000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x52, operands: OPS_70, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 889: VOP3 0x280
    OpForm { op: Op::V_ADD_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 890: VOP3 0x281
    OpForm { op: Op::V_MUL_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 891: VOP3 0x282
    OpForm { op: Op::V_MIN_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 892: VOP3 0x283
    OpForm { op: Op::V_MAX_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32] },
    // 893: VOP3 0x284
    OpForm { op: Op::V_LDEXP_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_72, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 894: VOP3 0x285
    OpForm { op: Op::V_MUL_LO_U32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 895: VOP3 0x286
    OpForm { op: Op::V_MUL_HI_U32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 896: VOP3 0x287
    OpForm { op: Op::V_MUL_HI_I32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 897: VOP3 0x288
    OpForm { op: Op::V_LDEXP_F32, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 898: VOP3 0x289
    OpForm { op: Op::V_READLANE_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_73, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 899: VOP3 0x28a
    OpForm { op: Op::V_WRITELANE_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 900: VOP3 0x28b
    OpForm { op: Op::V_BCNT_U32_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 901: VOP3 0x28c
    OpForm { op: Op::V_MBCNT_LO_U32_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 902: VOP3 0x28d
    OpForm { op: Op::V_MBCNT_HI_U32_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 903: VOP3 0x28f
    OpForm { op: Op::V_LSHLREV_B64, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_74, src_types: [NumType::B32, NumType::B64, NumType::B32] },
    // 904: VOP3 0x290
    OpForm { op: Op::V_LSHRREV_B64, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_74, src_types: [NumType::B32, NumType::B64, NumType::B32] },
    // 905: VOP3 0x291
    OpForm { op: Op::V_ASHRREV_I64, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_74, src_types: [NumType::B32, NumType::B64, NumType::B32] },
    // 906: VOP3 0x292
    OpForm { op: Op::V_TRIG_PREOP_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xc9, operands: OPS_72, src_types: [NumType::B64, NumType::B32, NumType::B32] },
    // 907: VOP3 0x293
    OpForm { op: Op::V_BFM_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 908: VOP3 0x294
    OpForm { op: Op::V_CVT_PKNORM_I16_F32, suffix: Suffix::None, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 909: VOP3 0x295
    OpForm { op: Op::V_CVT_PKNORM_U16_F32, suffix: Suffix::None, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x5b, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 910: VOP3 0x296
    OpForm { op: Op::V_CVT_PKRTZ_F16_F32, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xdb, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 911: VOP3 0x297
    OpForm { op: Op::V_CVT_PK_U16_U32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 912: VOP3 0x298
    OpForm { op: Op::V_CVT_PK_I16_I32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0x00, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 913: VINTRP 0x000
    OpForm { op: Op::V_INTERP_P1_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_75, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 914: VINTRP 0x001
    OpForm { op: Op::V_INTERP_P2_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_75, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 915: VINTRP 0x002
    OpForm { op: Op::V_INTERP_MOV_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_68, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 916: DS 0x000
    OpForm { op: Op::DS_ADD_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 917: DS 0x001
    OpForm { op: Op::DS_SUB_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 918: DS 0x002
    OpForm { op: Op::DS_RSUB_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 919: DS 0x003
    OpForm { op: Op::DS_INC_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 920: DS 0x004
    OpForm { op: Op::DS_DEC_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 921: DS 0x005
    OpForm { op: Op::DS_MIN_I32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 922: DS 0x006
    OpForm { op: Op::DS_MAX_I32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 923: DS 0x007
    OpForm { op: Op::DS_MIN_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 924: DS 0x008
    OpForm { op: Op::DS_MAX_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 925: DS 0x009
    OpForm { op: Op::DS_AND_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 926: DS 0x00a
    OpForm { op: Op::DS_OR_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 927: DS 0x00b
    OpForm { op: Op::DS_XOR_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 928: DS 0x00c
    OpForm { op: Op::DS_MSKOR_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 929: DS 0x00d
    OpForm { op: Op::DS_WRITE_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 930: DS 0x00e
    OpForm { op: Op::DS_WRITE2_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 931: DS 0x00f
    OpForm { op: Op::DS_WRITE2ST64_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 932: DS 0x010
    OpForm { op: Op::DS_CMPST_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 933: DS 0x011
    OpForm { op: Op::DS_CMPST_F32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 934: DS 0x012
    OpForm { op: Op::DS_MIN_F32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 935: DS 0x013
    OpForm { op: Op::DS_MAX_F32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 936: DS 0x014
    OpForm { op: Op::DS_NOP, suffix: Suffix::None, zero: [0x0201ffff, 0xffffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 937: DS 0x015
    OpForm { op: Op::DS_ADD_F32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 938: DS 0x01e
    OpForm { op: Op::DS_WRITE_B8, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 939: DS 0x01f
    OpForm { op: Op::DS_WRITE_B16, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 940: DS 0x020
    OpForm { op: Op::DS_ADD_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 941: DS 0x021
    OpForm { op: Op::DS_SUB_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 942: DS 0x022
    OpForm { op: Op::DS_RSUB_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 943: DS 0x023
    OpForm { op: Op::DS_INC_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 944: DS 0x024
    OpForm { op: Op::DS_DEC_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 945: DS 0x025
    OpForm { op: Op::DS_MIN_RTN_I32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 946: DS 0x026
    OpForm { op: Op::DS_MAX_RTN_I32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 947: DS 0x027
    OpForm { op: Op::DS_MIN_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 948: DS 0x028
    OpForm { op: Op::DS_MAX_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 949: DS 0x029
    OpForm { op: Op::DS_AND_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 950: DS 0x02a
    OpForm { op: Op::DS_OR_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 951: DS 0x02b
    OpForm { op: Op::DS_XOR_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 952: DS 0x02c
    OpForm { op: Op::DS_MSKOR_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 953: DS 0x02d
    OpForm { op: Op::DS_WRXCHG_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 954: DS 0x02e
    OpForm { op: Op::DS_WRXCHG2_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_80, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 955: DS 0x02f
    OpForm { op: Op::DS_WRXCHG2ST64_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_80, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 956: DS 0x030
    OpForm { op: Op::DS_CMPST_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 957: DS 0x031
    OpForm { op: Op::DS_CMPST_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 958: DS 0x032
    OpForm { op: Op::DS_MIN_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 959: DS 0x033
    OpForm { op: Op::DS_MAX_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 960: DS 0x034
    OpForm { op: Op::DS_WRAP_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 961: DS 0x035
    OpForm { op: Op::DS_ADD_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 962: DS 0x036
    OpForm { op: Op::DS_READ_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 963: DS 0x037
    OpForm { op: Op::DS_READ2_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_82, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 964: DS 0x038
    OpForm { op: Op::DS_READ2ST64_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_82, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 965: DS 0x039
    OpForm { op: Op::DS_READ_I8, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 966: DS 0x03a
    OpForm { op: Op::DS_READ_U8, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 967: DS 0x03b
    OpForm { op: Op::DS_READ_I16, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 968: DS 0x03c
    OpForm { op: Op::DS_READ_U16, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 969: DS 0x03d
    OpForm { op: Op::DS_SWIZZLE_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 970: DS 0x03e
    OpForm { op: Op::DS_PERMUTE_B32, suffix: Suffix::None, zero: [0x00010000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 971: DS 0x03f
    OpForm { op: Op::DS_BPERMUTE_B32, suffix: Suffix::None, zero: [0x00010000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 972: DS 0x040
    OpForm { op: Op::DS_ADD_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 973: DS 0x041
    OpForm { op: Op::DS_SUB_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 974: DS 0x042
    OpForm { op: Op::DS_RSUB_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 975: DS 0x043
    OpForm { op: Op::DS_INC_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 976: DS 0x044
    OpForm { op: Op::DS_DEC_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 977: DS 0x045
    OpForm { op: Op::DS_MIN_I64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 978: DS 0x046
    OpForm { op: Op::DS_MAX_I64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 979: DS 0x047
    OpForm { op: Op::DS_MIN_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 980: DS 0x048
    OpForm { op: Op::DS_MAX_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 981: DS 0x049
    OpForm { op: Op::DS_AND_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 982: DS 0x04a
    OpForm { op: Op::DS_OR_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 983: DS 0x04b
    OpForm { op: Op::DS_XOR_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 984: DS 0x04c
    OpForm { op: Op::DS_MSKOR_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 985: DS 0x04d
    OpForm { op: Op::DS_WRITE_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 986: DS 0x04e
    OpForm { op: Op::DS_WRITE2_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 987: DS 0x04f
    OpForm { op: Op::DS_WRITE2ST64_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 988: DS 0x050
    OpForm { op: Op::DS_CMPST_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 989: DS 0x051
    OpForm { op: Op::DS_CMPST_F64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 990: DS 0x052
    OpForm { op: Op::DS_MIN_F64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 991: DS 0x053
    OpForm { op: Op::DS_MAX_F64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 992: DS 0x060
    OpForm { op: Op::DS_ADD_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 993: DS 0x061
    OpForm { op: Op::DS_SUB_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 994: DS 0x062
    OpForm { op: Op::DS_RSUB_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 995: DS 0x063
    OpForm { op: Op::DS_INC_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 996: DS 0x064
    OpForm { op: Op::DS_DEC_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 997: DS 0x065
    OpForm { op: Op::DS_MIN_RTN_I64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 998: DS 0x066
    OpForm { op: Op::DS_MAX_RTN_I64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 999: DS 0x067
    OpForm { op: Op::DS_MIN_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1000: DS 0x068
    OpForm { op: Op::DS_MAX_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1001: DS 0x069
    OpForm { op: Op::DS_AND_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1002: DS 0x06a
    OpForm { op: Op::DS_OR_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1003: DS 0x06b
    OpForm { op: Op::DS_XOR_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1004: DS 0x06c
    OpForm { op: Op::DS_MSKOR_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_86, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1005: DS 0x06d
    OpForm { op: Op::DS_WRXCHG_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1006: DS 0x06e
    OpForm { op: Op::DS_WRXCHG2_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_87, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1007: DS 0x06f
    OpForm { op: Op::DS_WRXCHG2ST64_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_87, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1008: DS 0x070
    OpForm { op: Op::DS_CMPST_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_86, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1009: DS 0x071
    OpForm { op: Op::DS_CMPST_RTN_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_86, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1010: DS 0x072
    OpForm { op: Op::DS_MIN_RTN_F64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1011: DS 0x073
    OpForm { op: Op::DS_MAX_RTN_F64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1012: DS 0x076
    OpForm { op: Op::DS_READ_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_82, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1013: DS 0x077
    OpForm { op: Op::DS_READ2_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_88, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1014: DS 0x078
    OpForm { op: Op::DS_READ2ST64_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_88, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1015: DS 0x07e
    OpForm { op: Op::DS_CONDXCHG32_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1016: DS 0x080
    OpForm { op: Op::DS_ADD_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1017: DS 0x081
    OpForm { op: Op::DS_SUB_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1018: DS 0x082
    OpForm { op: Op::DS_RSUB_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1019: DS 0x083
    OpForm { op: Op::DS_INC_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1020: DS 0x084
    OpForm { op: Op::DS_DEC_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1021: DS 0x085
    OpForm { op: Op::DS_MIN_SRC2_I32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1022: DS 0x086
    OpForm { op: Op::DS_MAX_SRC2_I32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1023: DS 0x087
    OpForm { op: Op::DS_MIN_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1024: DS 0x088
    OpForm { op: Op::DS_MAX_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1025: DS 0x089
    OpForm { op: Op::DS_AND_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1026: DS 0x08a
    OpForm { op: Op::DS_OR_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1027: DS 0x08b
    OpForm { op: Op::DS_XOR_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1028: DS 0x08d
    OpForm { op: Op::DS_WRITE_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1029: DS 0x092
    OpForm { op: Op::DS_MIN_SRC2_F32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1030: DS 0x093
    OpForm { op: Op::DS_MAX_SRC2_F32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1031: DS 0x095
    OpForm { op: Op::DS_ADD_SRC2_F32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1032: DS 0x0bd
    OpForm { op: Op::DS_CONSUME, suffix: Suffix::None, zero: [0x00000000, 0x00ffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_90, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1033: DS 0x0be
    OpForm { op: Op::DS_APPEND, suffix: Suffix::None, zero: [0x00000000, 0x00ffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_90, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1034: DS 0x0c0
    OpForm { op: Op::DS_ADD_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1035: DS 0x0c1
    OpForm { op: Op::DS_SUB_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1036: DS 0x0c2
    OpForm { op: Op::DS_RSUB_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1037: DS 0x0c3
    OpForm { op: Op::DS_INC_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1038: DS 0x0c4
    OpForm { op: Op::DS_DEC_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1039: DS 0x0c5
    OpForm { op: Op::DS_MIN_SRC2_I64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1040: DS 0x0c6
    OpForm { op: Op::DS_MAX_SRC2_I64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1041: DS 0x0c7
    OpForm { op: Op::DS_MIN_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1042: DS 0x0c8
    OpForm { op: Op::DS_MAX_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1043: DS 0x0c9
    OpForm { op: Op::DS_AND_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1044: DS 0x0ca
    OpForm { op: Op::DS_OR_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1045: DS 0x0cb
    OpForm { op: Op::DS_XOR_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1046: DS 0x0cd
    OpForm { op: Op::DS_WRITE_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1047: DS 0x0d2
    OpForm { op: Op::DS_MIN_SRC2_F64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1048: DS 0x0d3
    OpForm { op: Op::DS_MAX_SRC2_F64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1049: DS 0x0de
    OpForm { op: Op::DS_WRITE_B96, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_91, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1050: DS 0x0df
    OpForm { op: Op::DS_WRITE_B128, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_92, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1051: DS 0x0fe
    OpForm { op: Op::DS_READ_B96, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_93, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1052: DS 0x0ff
    OpForm { op: Op::DS_READ_B128, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_88, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1053: MUBUF 0x000
    OpForm { op: Op::BUFFER_LOAD_FORMAT_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1054: MUBUF 0x001
    OpForm { op: Op::BUFFER_LOAD_FORMAT_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1055: MUBUF 0x002
    OpForm { op: Op::BUFFER_LOAD_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1056: MUBUF 0x003
    OpForm { op: Op::BUFFER_LOAD_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1057: MUBUF 0x004
    OpForm { op: Op::BUFFER_STORE_FORMAT_X, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1058: MUBUF 0x005
    OpForm { op: Op::BUFFER_STORE_FORMAT_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1059: MUBUF 0x006
    OpForm { op: Op::BUFFER_STORE_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1060: MUBUF 0x007
    OpForm { op: Op::BUFFER_STORE_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1061: MUBUF 0x008
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1062: MUBUF 0x009
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1063: MUBUF 0x00a
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1064: MUBUF 0x00b
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1065: MUBUF 0x00c
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1066: MUBUF 0x00d
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1067: MUBUF 0x00e
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1068: MUBUF 0x00f
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1069: MUBUF 0x010
    OpForm { op: Op::BUFFER_LOAD_UBYTE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1070: MUBUF 0x011
    OpForm { op: Op::BUFFER_LOAD_SBYTE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1071: MUBUF 0x012
    OpForm { op: Op::BUFFER_LOAD_USHORT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1072: MUBUF 0x013
    OpForm { op: Op::BUFFER_LOAD_SSHORT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1073: MUBUF 0x014
    OpForm { op: Op::BUFFER_LOAD_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1074: MUBUF 0x015
    OpForm { op: Op::BUFFER_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1075: MUBUF 0x016
    OpForm { op: Op::BUFFER_LOAD_DWORDX3, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1076: MUBUF 0x017
    OpForm { op: Op::BUFFER_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1077: MUBUF 0x018
    OpForm { op: Op::BUFFER_STORE_BYTE, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1078: MUBUF 0x01a
    OpForm { op: Op::BUFFER_STORE_SHORT, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1079: MUBUF 0x01c
    OpForm { op: Op::BUFFER_STORE_DWORD, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1080: MUBUF 0x01d
    OpForm { op: Op::BUFFER_STORE_DWORDX2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1081: MUBUF 0x01e
    OpForm { op: Op::BUFFER_STORE_DWORDX3, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1082: MUBUF 0x01f
    OpForm { op: Op::BUFFER_STORE_DWORDX4, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1083: MUBUF 0x03e
    OpForm { op: Op::BUFFER_WBINVL1, suffix: Suffix::None, zero: [0x0001f000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1084: MUBUF 0x03f
    OpForm { op: Op::BUFFER_WBINVL1_VOL, suffix: Suffix::None, zero: [0x0001f000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1085: MUBUF 0x040
    OpForm { op: Op::BUFFER_ATOMIC_SWAP, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1086: MUBUF 0x041
    OpForm { op: Op::BUFFER_ATOMIC_CMPSWAP, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1087: MUBUF 0x042
    OpForm { op: Op::BUFFER_ATOMIC_ADD, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1088: MUBUF 0x043
    OpForm { op: Op::BUFFER_ATOMIC_SUB, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1089: MUBUF 0x044
    OpForm { op: Op::BUFFER_ATOMIC_SMIN, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1090: MUBUF 0x045
    OpForm { op: Op::BUFFER_ATOMIC_UMIN, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1091: MUBUF 0x046
    OpForm { op: Op::BUFFER_ATOMIC_SMAX, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1092: MUBUF 0x047
    OpForm { op: Op::BUFFER_ATOMIC_UMAX, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1093: MUBUF 0x048
    OpForm { op: Op::BUFFER_ATOMIC_AND, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1094: MUBUF 0x049
    OpForm { op: Op::BUFFER_ATOMIC_OR, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1095: MUBUF 0x04a
    OpForm { op: Op::BUFFER_ATOMIC_XOR, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1096: MUBUF 0x04b
    OpForm { op: Op::BUFFER_ATOMIC_INC, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1097: MUBUF 0x04c
    OpForm { op: Op::BUFFER_ATOMIC_DEC, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1098: MUBUF 0x060
    OpForm { op: Op::BUFFER_ATOMIC_SWAP_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1099: MUBUF 0x061
    OpForm { op: Op::BUFFER_ATOMIC_CMPSWAP_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1100: MUBUF 0x062
    OpForm { op: Op::BUFFER_ATOMIC_ADD_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1101: MUBUF 0x063
    OpForm { op: Op::BUFFER_ATOMIC_SUB_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1102: MUBUF 0x064
    OpForm { op: Op::BUFFER_ATOMIC_SMIN_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1103: MUBUF 0x065
    OpForm { op: Op::BUFFER_ATOMIC_UMIN_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1104: MUBUF 0x066
    OpForm { op: Op::BUFFER_ATOMIC_SMAX_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1105: MUBUF 0x067
    OpForm { op: Op::BUFFER_ATOMIC_UMAX_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1106: MUBUF 0x068
    OpForm { op: Op::BUFFER_ATOMIC_AND_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1107: MUBUF 0x069
    OpForm { op: Op::BUFFER_ATOMIC_OR_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1108: MUBUF 0x06a
    OpForm { op: Op::BUFFER_ATOMIC_XOR_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1109: MUBUF 0x06b
    OpForm { op: Op::BUFFER_ATOMIC_INC_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1110: MUBUF 0x06c
    OpForm { op: Op::BUFFER_ATOMIC_DEC_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1111: MUBUF 0x071
    OpForm { op: Op::BUFFER_WBINVL1, suffix: Suffix::None, zero: [0x0001f000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1112: MTBUF 0x000
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_98, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1113: MTBUF 0x001
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1114: MTBUF 0x002
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1115: MTBUF 0x003
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1116: MTBUF 0x004
    OpForm { op: Op::TBUFFER_STORE_FORMAT_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_98, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1117: MTBUF 0x005
    OpForm { op: Op::TBUFFER_STORE_FORMAT_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1118: MTBUF 0x006
    OpForm { op: Op::TBUFFER_STORE_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1119: MTBUF 0x007
    OpForm { op: Op::TBUFFER_STORE_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1120: MTBUF 0x008
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_98, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1121: MTBUF 0x009
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1122: MTBUF 0x00a
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1123: MTBUF 0x00b
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1124: MTBUF 0x00c
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_98, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1125: MTBUF 0x00d
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1126: MTBUF 0x00e
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1127: MTBUF 0x00f
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1128: MIMG 0x000
    OpForm { op: Op::IMAGE_LOAD, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1129: MIMG 0x001
    OpForm { op: Op::IMAGE_LOAD_MIP, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1130: MIMG 0x002
    OpForm { op: Op::IMAGE_LOAD_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1131: MIMG 0x003
    OpForm { op: Op::IMAGE_LOAD_PCK_SGN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1132: MIMG 0x004
    OpForm { op: Op::IMAGE_LOAD_MIP_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1133: MIMG 0x005
    OpForm { op: Op::IMAGE_LOAD_MIP_PCK_SGN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1134: MIMG 0x008
    OpForm { op: Op::IMAGE_STORE, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1135: MIMG 0x009
    OpForm { op: Op::IMAGE_STORE_MIP, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1136: MIMG 0x00a
    OpForm { op: Op::IMAGE_STORE_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1137: MIMG 0x00b
    OpForm { op: Op::IMAGE_STORE_MIP_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1138: MIMG 0x00e
    OpForm { op: Op::IMAGE_GET_RESINFO, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1139: MIMG 0x010
    OpForm { op: Op::IMAGE_ATOMIC_SWAP, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1140: MIMG 0x011
    OpForm { op: Op::IMAGE_ATOMIC_CMPSWAP, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1141: MIMG 0x012
    OpForm { op: Op::IMAGE_ATOMIC_ADD, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1142: MIMG 0x013
    OpForm { op: Op::IMAGE_ATOMIC_SUB, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1143: MIMG 0x014
    OpForm { op: Op::IMAGE_ATOMIC_SMIN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1144: MIMG 0x015
    OpForm { op: Op::IMAGE_ATOMIC_UMIN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1145: MIMG 0x016
    OpForm { op: Op::IMAGE_ATOMIC_SMAX, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1146: MIMG 0x017
    OpForm { op: Op::IMAGE_ATOMIC_UMAX, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1147: MIMG 0x018
    OpForm { op: Op::IMAGE_ATOMIC_AND, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1148: MIMG 0x019
    OpForm { op: Op::IMAGE_ATOMIC_OR, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1149: MIMG 0x01a
    OpForm { op: Op::IMAGE_ATOMIC_XOR, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1150: MIMG 0x01b
    OpForm { op: Op::IMAGE_ATOMIC_INC, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1151: MIMG 0x01c
    OpForm { op: Op::IMAGE_ATOMIC_DEC, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1152: MIMG 0x020
    OpForm { op: Op::IMAGE_SAMPLE, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_104, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1153: MIMG 0x021
    OpForm { op: Op::IMAGE_SAMPLE_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_104, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1154: MIMG 0x022
    OpForm { op: Op::IMAGE_SAMPLE_D, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1155: MIMG 0x023
    OpForm { op: Op::IMAGE_SAMPLE_D_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1156: MIMG 0x024
    OpForm { op: Op::IMAGE_SAMPLE_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_104, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1157: MIMG 0x025
    OpForm { op: Op::IMAGE_SAMPLE_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1158: MIMG 0x026
    OpForm { op: Op::IMAGE_SAMPLE_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1159: MIMG 0x027
    OpForm { op: Op::IMAGE_SAMPLE_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_104, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1160: MIMG 0x028
    OpForm { op: Op::IMAGE_SAMPLE_C, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1161: MIMG 0x029
    OpForm { op: Op::IMAGE_SAMPLE_C_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1162: MIMG 0x02a
    OpForm { op: Op::IMAGE_SAMPLE_C_D, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1163: MIMG 0x02b
    OpForm { op: Op::IMAGE_SAMPLE_C_D_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1164: MIMG 0x02c
    OpForm { op: Op::IMAGE_SAMPLE_C_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1165: MIMG 0x02d
    OpForm { op: Op::IMAGE_SAMPLE_C_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1166: MIMG 0x02e
    OpForm { op: Op::IMAGE_SAMPLE_C_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1167: MIMG 0x02f
    OpForm { op: Op::IMAGE_SAMPLE_C_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1168: MIMG 0x030
    OpForm { op: Op::IMAGE_SAMPLE_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1169: MIMG 0x031
    OpForm { op: Op::IMAGE_SAMPLE_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1170: MIMG 0x032
    OpForm { op: Op::IMAGE_SAMPLE_D_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1171: MIMG 0x033
    OpForm { op: Op::IMAGE_SAMPLE_D_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1172: MIMG 0x034
    OpForm { op: Op::IMAGE_SAMPLE_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1173: MIMG 0x035
    OpForm { op: Op::IMAGE_SAMPLE_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1174: MIMG 0x036
    OpForm { op: Op::IMAGE_SAMPLE_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1175: MIMG 0x037
    OpForm { op: Op::IMAGE_SAMPLE_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1176: MIMG 0x038
    OpForm { op: Op::IMAGE_SAMPLE_C_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1177: MIMG 0x039
    OpForm { op: Op::IMAGE_SAMPLE_C_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1178: MIMG 0x03a
    OpForm { op: Op::IMAGE_SAMPLE_C_D_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1179: MIMG 0x03b
    OpForm { op: Op::IMAGE_SAMPLE_C_D_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1180: MIMG 0x03c
    OpForm { op: Op::IMAGE_SAMPLE_C_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1181: MIMG 0x03d
    OpForm { op: Op::IMAGE_SAMPLE_C_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1182: MIMG 0x03e
    OpForm { op: Op::IMAGE_SAMPLE_C_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1183: MIMG 0x03f
    OpForm { op: Op::IMAGE_SAMPLE_C_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1184: MIMG 0x040
    OpForm { op: Op::IMAGE_GATHER4, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1185: MIMG 0x041
    OpForm { op: Op::IMAGE_GATHER4_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1186: MIMG 0x044
    OpForm { op: Op::IMAGE_GATHER4_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1187: MIMG 0x045
    OpForm { op: Op::IMAGE_GATHER4_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1188: MIMG 0x046
    OpForm { op: Op::IMAGE_GATHER4_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1189: MIMG 0x047
    OpForm { op: Op::IMAGE_GATHER4_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1190: MIMG 0x048
    OpForm { op: Op::IMAGE_GATHER4_C, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1191: MIMG 0x049
    OpForm { op: Op::IMAGE_GATHER4_C_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1192: MIMG 0x04c
    OpForm { op: Op::IMAGE_GATHER4_C_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1193: MIMG 0x04d
    OpForm { op: Op::IMAGE_GATHER4_C_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1194: MIMG 0x04e
    OpForm { op: Op::IMAGE_GATHER4_C_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1195: MIMG 0x04f
    OpForm { op: Op::IMAGE_GATHER4_C_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1196: MIMG 0x050
    OpForm { op: Op::IMAGE_GATHER4_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1197: MIMG 0x051
    OpForm { op: Op::IMAGE_GATHER4_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1198: MIMG 0x054
    OpForm { op: Op::IMAGE_GATHER4_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1199: MIMG 0x055
    OpForm { op: Op::IMAGE_GATHER4_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1200: MIMG 0x056
    OpForm { op: Op::IMAGE_GATHER4_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1201: MIMG 0x057
    OpForm { op: Op::IMAGE_GATHER4_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1202: MIMG 0x058
    OpForm { op: Op::IMAGE_GATHER4_C_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1203: MIMG 0x059
    OpForm { op: Op::IMAGE_GATHER4_C_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1204: MIMG 0x05c
    OpForm { op: Op::IMAGE_GATHER4_C_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1205: MIMG 0x05d
    OpForm { op: Op::IMAGE_GATHER4_C_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1206: MIMG 0x05e
    OpForm { op: Op::IMAGE_GATHER4_C_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1207: MIMG 0x05f
    OpForm { op: Op::IMAGE_GATHER4_C_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1208: MIMG 0x060
    OpForm { op: Op::IMAGE_GET_LOD, suffix: Suffix::None, zero: [0x00000001, 0x80000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_104, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1209: MIMG 0x068
    OpForm { op: Op::IMAGE_SAMPLE_CD, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1210: MIMG 0x069
    OpForm { op: Op::IMAGE_SAMPLE_CD_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1211: MIMG 0x06a
    OpForm { op: Op::IMAGE_SAMPLE_C_CD, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1212: MIMG 0x06b
    OpForm { op: Op::IMAGE_SAMPLE_C_CD_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1213: MIMG 0x06c
    OpForm { op: Op::IMAGE_SAMPLE_CD_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1214: MIMG 0x06d
    OpForm { op: Op::IMAGE_SAMPLE_CD_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1215: MIMG 0x06e
    OpForm { op: Op::IMAGE_SAMPLE_C_CD_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1216: MIMG 0x06f
    OpForm { op: Op::IMAGE_SAMPLE_C_CD_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1217: EXP 0x000
    OpForm { op: Op::EXP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_112, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1218: FLAT 0x010
    OpForm { op: Op::FLAT_LOAD_UBYTE, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_113, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1219: FLAT 0x011
    OpForm { op: Op::FLAT_LOAD_SBYTE, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_113, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1220: FLAT 0x012
    OpForm { op: Op::FLAT_LOAD_USHORT, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_113, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1221: FLAT 0x013
    OpForm { op: Op::FLAT_LOAD_SSHORT, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_113, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1222: FLAT 0x014
    OpForm { op: Op::FLAT_LOAD_DWORD, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_113, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1223: FLAT 0x015
    OpForm { op: Op::FLAT_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_114, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1224: FLAT 0x016
    OpForm { op: Op::FLAT_LOAD_DWORDX3, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_115, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1225: FLAT 0x017
    OpForm { op: Op::FLAT_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_116, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1226: FLAT 0x018
    OpForm { op: Op::FLAT_STORE_BYTE, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1227: FLAT 0x01a
    OpForm { op: Op::FLAT_STORE_SHORT, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1228: FLAT 0x01c
    OpForm { op: Op::FLAT_STORE_DWORD, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1229: FLAT 0x01d
    OpForm { op: Op::FLAT_STORE_DWORDX2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1230: FLAT 0x01e
    OpForm { op: Op::FLAT_STORE_DWORDX3, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1231: FLAT 0x01f
    OpForm { op: Op::FLAT_STORE_DWORDX4, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_120, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1232: FLAT 0x040
    OpForm { op: Op::FLAT_ATOMIC_SWAP, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1233: FLAT 0x041
    OpForm { op: Op::FLAT_ATOMIC_CMPSWAP, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1234: FLAT 0x042
    OpForm { op: Op::FLAT_ATOMIC_ADD, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1235: FLAT 0x043
    OpForm { op: Op::FLAT_ATOMIC_SUB, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1236: FLAT 0x044
    OpForm { op: Op::FLAT_ATOMIC_SMIN, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1237: FLAT 0x045
    OpForm { op: Op::FLAT_ATOMIC_UMIN, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1238: FLAT 0x046
    OpForm { op: Op::FLAT_ATOMIC_SMAX, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1239: FLAT 0x047
    OpForm { op: Op::FLAT_ATOMIC_UMAX, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1240: FLAT 0x048
    OpForm { op: Op::FLAT_ATOMIC_AND, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1241: FLAT 0x049
    OpForm { op: Op::FLAT_ATOMIC_OR, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1242: FLAT 0x04a
    OpForm { op: Op::FLAT_ATOMIC_XOR, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1243: FLAT 0x04b
    OpForm { op: Op::FLAT_ATOMIC_INC, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1244: FLAT 0x04c
    OpForm { op: Op::FLAT_ATOMIC_DEC, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1245: FLAT 0x060
    OpForm { op: Op::FLAT_ATOMIC_SWAP_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1246: FLAT 0x061
    OpForm { op: Op::FLAT_ATOMIC_CMPSWAP_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_120, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1247: FLAT 0x062
    OpForm { op: Op::FLAT_ATOMIC_ADD_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1248: FLAT 0x063
    OpForm { op: Op::FLAT_ATOMIC_SUB_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1249: FLAT 0x064
    OpForm { op: Op::FLAT_ATOMIC_SMIN_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1250: FLAT 0x065
    OpForm { op: Op::FLAT_ATOMIC_UMIN_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1251: FLAT 0x066
    OpForm { op: Op::FLAT_ATOMIC_SMAX_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1252: FLAT 0x067
    OpForm { op: Op::FLAT_ATOMIC_UMAX_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1253: FLAT 0x068
    OpForm { op: Op::FLAT_ATOMIC_AND_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1254: FLAT 0x069
    OpForm { op: Op::FLAT_ATOMIC_OR_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1255: FLAT 0x06a
    OpForm { op: Op::FLAT_ATOMIC_XOR_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1256: FLAT 0x06b
    OpForm { op: Op::FLAT_ATOMIC_INC_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
    // 1257: FLAT 0x06c
    OpForm { op: Op::FLAT_ATOMIC_DEC_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, mods: 0xff, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32] },
];

/// SOP2: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static SOP2: [u16; 128] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// SOPK: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static SOPK: [u16; 32] = [
    44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
    60, 61, 62, NO_FORM, 63, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// SOP1: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static SOP1: [u16; 256] = [
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
    80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
    96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, NO_FORM,
    111, NO_FORM, 112, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// SOPC: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static SOPC: [u16; 128] = [
    113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128,
    129, 130, 131, 132, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// SOPP: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static SOPP: [u16; 128] = [
    133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148,
    149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// SMEM: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static SMEM: [u16; 256] = [
    163, 164, 165, 166, 167, NO_FORM, NO_FORM, NO_FORM, 168, 169, 170, 171, 172, NO_FORM, NO_FORM, NO_FORM,
    173, 174, 175, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 176, 177, 178, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    179, 180, 181, 182, 183, 184, 185, 186, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// VOP2: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static VOP2: [u16; 64] = [
    187, 188, 189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202,
    203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218,
    219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234,
    235, 236, 237, 238, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// VOP1: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static VOP1: [u16; 256] = [
    239, 240, 241, 242, 243, 244, 245, 246, 247, NO_FORM, 248, 249, 250, 251, 252, 253,
    254, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269,
    270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285,
    286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296, 297, 298, 299, 300, 301,
    302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// VOPC: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static VOPC: [u16; 256] = [
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    315, 316, 317, 318, 319, 320, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    321, 322, 323, 324, 325, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 336,
    337, 338, 339, 340, 341, 342, 343, 344, 345, 346, 347, 348, 349, 350, 351, 352,
    353, 354, 355, 356, 357, 358, 359, 360, 361, 362, 363, 364, 365, 366, 367, 368,
    369, 370, 371, 372, 373, 374, 375, 376, 377, 378, 379, 380, 381, 382, 383, 384,
    385, 386, 387, 388, 389, 390, 391, 392, 393, 394, 395, 396, 397, 398, 399, 400,
    401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    417, 418, 419, 420, 421, 422, 423, 424, 425, 426, 427, 428, 429, 430, 431, 432,
    433, 434, 435, 436, 437, 438, 439, 440, 441, 442, 443, 444, 445, 446, 447, 448,
    449, 450, 451, 452, 453, 454, 455, 456, 457, 458, 459, 460, 461, 462, 463, 464,
    465, 466, 467, 468, 469, 470, 471, 472, 473, 474, 475, 476, 477, 478, 479, 480,
    481, 482, 483, 484, 485, 486, 487, 488, 489, 490, 491, 492, 493, 494, 495, 496,
    497, 498, 499, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 511, 512,
];

/// VOP3: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static VOP3: [u16; 1024] = [
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    513, 514, 515, 516, 517, 518, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    519, 520, 521, 522, 523, 524, 525, 526, 527, 528, 529, 530, 531, 532, 533, 534,
    535, 536, 537, 538, 539, 540, 541, 542, 543, 544, 545, 546, 547, 548, 549, 550,
    551, 552, 553, 554, 555, 556, 557, 558, 559, 560, 561, 562, 563, 564, 565, 566,
    567, 568, 569, 570, 571, 572, 573, 574, 575, 576, 577, 578, 579, 580, 581, 582,
    583, 584, 585, 586, 587, 588, 589, 590, 591, 592, 593, 594, 595, 596, 597, 598,
    599, 600, 601, 602, 603, 604, 605, 606, 607, 608, 609, 610, 611, 612, 613, 614,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    615, 616, 617, 618, 619, 620, 621, 622, 623, 624, 625, 626, 627, 628, 629, 630,
    631, 632, 633, 634, 635, 636, 637, 638, 639, 640, 641, 642, 643, 644, 645, 646,
    647, 648, 649, 650, 651, 652, 653, 654, 655, 656, 657, 658, 659, 660, 661, 662,
    663, 664, 665, 666, 667, 668, 669, 670, 671, 672, 673, 674, 675, 676, 677, 678,
    679, 680, 681, 682, 683, 684, 685, 686, 687, 688, 689, 690, 691, 692, 693, 694,
    695, 696, 697, 698, 699, 700, 701, 702, 703, 704, 705, 706, 707, 708, 709, 710,
    711, 712, 713, 714, 715, 716, 717, 718, 719, 720, 721, 722, 723, 724, 725, 726,
    727, 728, 729, 730, 731, 732, 733, NO_FORM, NO_FORM, 734, 735, 736, 737, 738, 739, 740,
    741, 742, 743, 744, NO_FORM, NO_FORM, 745, 746, 747, 748, 749, 750, 751, 752, 753, 754,
    755, 756, 757, 758, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    759, 760, NO_FORM, 761, 762, 763, 764, 765, 766, NO_FORM, 767, 768, 769, 770, 771, 772,
    773, 774, 775, 776, 777, 778, 779, 780, 781, 782, 783, 784, 785, 786, 787, 788,
    789, 790, 791, 792, 793, 794, 795, 796, 797, 798, 799, 800, 801, 802, 803, 804,
    805, 806, 807, 808, 809, 810, 811, 812, 813, 814, 815, 816, 817, 818, 819, 820,
    821, 822, 823, 824, 825, 826, 827, 828, 829, 830, 831, 832, 833, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    834, 835, 836, 837, 838, 839, 840, 841, 842, 843, 844, 845, 846, 847, 848, 849,
    850, 851, 852, 853, 854, 855, 856, 857, 858, 859, 860, 861, 862, 863, 864, 865,
    866, 867, 868, 869, 870, 871, 872, 873, 874, 875, 876, 877, 878, 879, 880, 881,
    882, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    883, 884, 885, NO_FORM, 886, 887, 888, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    889, 890, 891, 892, 893, 894, 895, 896, 897, 898, 899, 900, 901, 902, NO_FORM, 903,
    904, 905, 906, 907, 908, 909, 910, 911, 912, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// VINTRP: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static VINTRP: [u16; 4] = [
    913, 914, 915, NO_FORM,
];

/// DS: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static DS: [u16; 256] = [
    916, 917, 918, 919, 920, 921, 922, 923, 924, 925, 926, 927, 928, 929, 930, 931,
    932, 933, 934, 935, 936, 937, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 938, 939,
    940, 941, 942, 943, 944, 945, 946, 947, 948, 949, 950, 951, 952, 953, 954, 955,
    956, 957, 958, 959, 960, 961, 962, 963, 964, 965, 966, 967, 968, 969, 970, 971,
    972, 973, 974, 975, 976, 977, 978, 979, 980, 981, 982, 983, 984, 985, 986, 987,
    988, 989, 990, 991, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    992, 993, 994, 995, 996, 997, 998, 999, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007,
    1008, 1009, 1010, 1011, NO_FORM, NO_FORM, 1012, 1013, 1014, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1015, NO_FORM,
    1016, 1017, 1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025, 1026, 1027, NO_FORM, 1028, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, 1029, 1030, NO_FORM, 1031, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1032, 1033, NO_FORM,
    1034, 1035, 1036, 1037, 1038, 1039, 1040, 1041, 1042, 1043, 1044, 1045, NO_FORM, 1046, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, 1047, 1048, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1049, 1050,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1051, 1052,
];

/// MUBUF: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static MUBUF: [u16; 128] = [
    1053, 1054, 1055, 1056, 1057, 1058, 1059, 1060, 1061, 1062, 1063, 1064, 1065, 1066, 1067, 1068,
    1069, 1070, 1071, 1072, 1073, 1074, 1075, 1076, 1077, NO_FORM, 1078, NO_FORM, 1079, 1080, 1081, 1082,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1083, 1084,
    1085, 1086, 1087, 1088, 1089, 1090, 1091, 1092, 1093, 1094, 1095, 1096, 1097, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1098, 1099, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108, 1109, 1110, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, 1111, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// MTBUF: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static MTBUF: [u16; 16] = [
    1112, 1113, 1114, 1115, 1116, 1117, 1118, 1119, 1120, 1121, 1122, 1123, 1124, 1125, 1126, 1127,
];

/// MIMG: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static MIMG: [u16; 128] = [
    1128, 1129, 1130, 1131, 1132, 1133, NO_FORM, NO_FORM, 1134, 1135, 1136, 1137, NO_FORM, NO_FORM, 1138, NO_FORM,
    1139, 1140, 1141, 1142, 1143, 1144, 1145, 1146, 1147, 1148, 1149, 1150, 1151, NO_FORM, NO_FORM, NO_FORM,
    1152, 1153, 1154, 1155, 1156, 1157, 1158, 1159, 1160, 1161, 1162, 1163, 1164, 1165, 1166, 1167,
    1168, 1169, 1170, 1171, 1172, 1173, 1174, 1175, 1176, 1177, 1178, 1179, 1180, 1181, 1182, 1183,
    1184, 1185, NO_FORM, NO_FORM, 1186, 1187, 1188, 1189, 1190, 1191, NO_FORM, NO_FORM, 1192, 1193, 1194, 1195,
    1196, 1197, NO_FORM, NO_FORM, 1198, 1199, 1200, 1201, 1202, 1203, NO_FORM, NO_FORM, 1204, 1205, 1206, 1207,
    1208, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// EXP: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static EXP: [u16; 1] = [
    1217,
];

/// FLAT: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static FLAT: [u16; 128] = [
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1218, 1219, 1220, 1221, 1222, 1223, 1224, 1225, 1226, NO_FORM, 1227, NO_FORM, 1228, 1229, 1230, 1231,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1232, 1233, 1234, 1235, 1236, 1237, 1238, 1239, 1240, 1241, 1242, 1243, 1244, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1245, 1246, 1247, 1248, 1249, 1250, 1251, 1252, 1253, 1254, 1255, 1256, 1257, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];
