//! GENERATED from gpu-sim/isa/gcn3.ops and gcn3.props by gpu-sim/tests/isa_codegen.rs; do not edit.
//! Regenerate with `UPDATE_GENERATED=1 cargo test -p gpu-sim --test isa_codegen`.

use super::table::{
    AtomicOp, CmpType, Compare, ConstMode, Field, InstClass, MemClass, NumType, OpForm, OpProps, Opnd,
    Rate, Suffix, CMP_CLASS, NO_FORM,
};

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
    BUFFER_STORE_LDS_DWORD,
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
pub const N_OPS: usize = 934;

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
        Op::BUFFER_STORE_LDS_DWORD,
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

    /// What the opcode does (its line of `gcn3.props`).
    pub const fn props(self) -> &'static OpProps {
        &PROPS[self as usize]
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
    "buffer_store_lds_dword",
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

/// Per-opcode properties from `gcn3.props`, indexed by `Op as usize`.
pub static PROPS: [OpProps; N_OPS] = [
    // s_add_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_sub_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_add_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_sub_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_addc_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_subb_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_min_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_min_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_max_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_max_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cselect_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cselect_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_and_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_and_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_or_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_or_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_xor_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_xor_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_andn2_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_andn2_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_orn2_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_orn2_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_nand_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_nand_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_nor_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_nor_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_xnor_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_xnor_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_lshl_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_lshl_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_lshr_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_lshr_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_ashr_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_ashr_i64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bfm_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bfm_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_mul_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bfe_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bfe_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bfe_u64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bfe_i64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cbranch_g_fork
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_absdiff_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_rfe_restore_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_movk_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmovk_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_eq_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_lg_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_gt_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_ge_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_lt_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_le_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_eq_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_lg_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_gt_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_ge_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_lt_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmpk_le_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_addk_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_mulk_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cbranch_i_fork
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_getreg_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_setreg_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_setreg_imm32_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_mov_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_mov_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmov_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmov_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_not_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_not_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_wqm_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_wqm_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_brev_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_brev_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bcnt0_i32_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bcnt0_i32_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bcnt1_i32_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bcnt1_i32_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_ff0_i32_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_ff0_i32_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_ff1_i32_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_ff1_i32_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_flbit_i32_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_flbit_i32_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_flbit_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_flbit_i32_i64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_sext_i32_i8
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_sext_i32_i16
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitset0_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitset0_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitset1_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitset1_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_getpc_b64
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_setpc_b64
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_swappc_b64
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_rfe_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_and_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_or_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_xor_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_andn2_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_orn2_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_nand_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_nor_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_xnor_saveexec_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_quadmask_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_quadmask_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_movrels_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_movrels_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_movreld_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_movreld_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cbranch_join
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_abs_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_set_gpr_idx_idx
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_eq_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_lg_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_gt_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_ge_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_lt_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_le_i32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_eq_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_lg_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_gt_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_ge_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_lt_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_le_u32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitcmp0_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitcmp1_b32
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitcmp0_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_bitcmp1_b64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_setvskip
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_set_gpr_idx_on
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_eq_u64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_cmp_lg_u64
    OpProps { class: InstClass::Salu, ..OpProps::BASE },
    // s_nop
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_endpgm
    OpProps { class: InstClass::EndPgm, ..OpProps::BASE },
    // s_branch
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_wakeup
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_cbranch_scc0
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_scc1
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_vccz
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_vccnz
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_execz
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_execnz
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_barrier
    OpProps { class: InstClass::Barrier, ..OpProps::BASE },
    // s_setkill
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_waitcnt
    OpProps { class: InstClass::Waitcnt, ..OpProps::BASE },
    // s_sethalt
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_sleep
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_setprio
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_sendmsg
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_sendmsghalt
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_trap
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_icache_inv
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_incperflevel
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_decperflevel
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_ttracedata
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_cbranch_cdbgsys
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_cdbguser
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_cdbgsys_or_user
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_cbranch_cdbgsys_and_user
    OpProps { class: InstClass::Branch, ..OpProps::BASE },
    // s_endpgm_saved
    OpProps { class: InstClass::EndPgm, ..OpProps::BASE },
    // s_set_gpr_idx_off
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_set_gpr_idx_mode
    OpProps { class: InstClass::Nop, ..OpProps::BASE },
    // s_load_dword
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 4, ..OpProps::BASE },
    // s_load_dwordx2
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 8, ..OpProps::BASE },
    // s_load_dwordx4
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 16, ..OpProps::BASE },
    // s_load_dwordx8
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 32, ..OpProps::BASE },
    // s_load_dwordx16
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 64, ..OpProps::BASE },
    // s_buffer_load_dword
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 4, ..OpProps::BASE },
    // s_buffer_load_dwordx2
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 8, ..OpProps::BASE },
    // s_buffer_load_dwordx4
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 16, ..OpProps::BASE },
    // s_buffer_load_dwordx8
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 32, ..OpProps::BASE },
    // s_buffer_load_dwordx16
    OpProps { class: InstClass::Smem, mem: MemClass::Load, bytes: 64, ..OpProps::BASE },
    // s_store_dword
    OpProps { class: InstClass::Smem, mem: MemClass::Store, bytes: 4, ..OpProps::BASE },
    // s_store_dwordx2
    OpProps { class: InstClass::Smem, mem: MemClass::Store, bytes: 8, ..OpProps::BASE },
    // s_store_dwordx4
    OpProps { class: InstClass::Smem, mem: MemClass::Store, bytes: 16, ..OpProps::BASE },
    // s_buffer_store_dword
    OpProps { class: InstClass::Smem, mem: MemClass::Store, bytes: 4, ..OpProps::BASE },
    // s_buffer_store_dwordx2
    OpProps { class: InstClass::Smem, mem: MemClass::Store, bytes: 8, ..OpProps::BASE },
    // s_buffer_store_dwordx4
    OpProps { class: InstClass::Smem, mem: MemClass::Store, bytes: 16, ..OpProps::BASE },
    // s_dcache_inv
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // s_dcache_wb
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // s_dcache_inv_vol
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // s_dcache_wb_vol
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // s_memtime
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // s_memrealtime
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // s_atc_probe
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // s_atc_probe_buffer
    OpProps { class: InstClass::Smem, ..OpProps::BASE },
    // v_cndmask_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_add_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sub_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_subrev_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_legacy_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_i32_i24
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_hi_i32_i24
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_u32_u24
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_hi_u32_u24
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_lshrrev_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ashrrev_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_lshlrev_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_and_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_or_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_xor_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mac_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_madmk_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_madak_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_add_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sub_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_subrev_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_addc_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_subb_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_subbrev_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_add_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sub_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_subrev_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mac_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_madmk_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_madak_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_add_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sub_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_subrev_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_lo_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_lshlrev_b16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_lshrrev_b16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ashrrev_i16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max_i16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min_i16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ldexp_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_nop
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mov_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_readfirstlane_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_i32_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_cvt_f64_i32
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_cvt_f32_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f32_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_u32_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_i32_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f16_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f32_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_rpi_i32_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_flr_i32_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_off_f32_i4
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f32_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_cvt_f64_f32
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_cvt_f32_ubyte0
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f32_ubyte1
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f32_ubyte2
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f32_ubyte3
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_u32_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_cvt_f64_u32
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_trunc_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_ceil_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_rndne_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_floor_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_fract_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_trunc_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ceil_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_rndne_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_floor_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_exp_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_log_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_rcp_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_rcp_iflag_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_rsq_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_rcp_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_rsq_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_sqrt_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_sqrt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_sin_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_cos_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_not_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_bfrev_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ffbh_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ffbl_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ffbh_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_frexp_exp_i32_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_frexp_mant_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_fract_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_frexp_exp_i32_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_frexp_mant_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_clrexcp
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_movreld_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_movrels_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_movrelsd_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f16_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_f16_i16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_u16_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_i16_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_rcp_f16
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_sqrt_f16
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_rsq_f16
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_log_f16
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_exp_f16
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_frexp_mant_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_frexp_exp_i16_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_floor_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ceil_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_trunc_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_rndne_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_fract_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sin_f16
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_cos_f16
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_exp_legacy_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_log_legacy_f32
    OpProps { class: InstClass::Valu, rate: Rate::Quarter, ..OpProps::BASE },
    // v_cmp_class_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: CMP_CLASS, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_class_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: CMP_CLASS, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_class_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: CMP_CLASS, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_class_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: CMP_CLASS, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_class_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: CMP_CLASS, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_class_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: CMP_CLASS, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_f_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lg_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_o_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_u_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 8, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nge_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 9, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nlg_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 10, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ngt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 11, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nle_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 12, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_neq_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 13, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nlt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 14, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_tru_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 15, ty: CmpType::F16, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_f_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lg_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_o_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_u_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 8, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nge_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 9, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nlg_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 10, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ngt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 11, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nle_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 12, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_neq_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 13, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nlt_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 14, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_tru_f16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 15, ty: CmpType::F16, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_f_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lg_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_o_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_u_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 8, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nge_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 9, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nlg_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 10, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ngt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 11, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nle_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 12, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_neq_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 13, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nlt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 14, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_tru_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 15, ty: CmpType::F32, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_f_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lg_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_o_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_u_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 8, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nge_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 9, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nlg_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 10, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ngt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 11, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nle_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 12, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_neq_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 13, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nlt_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 14, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_tru_f32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 15, ty: CmpType::F32, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_f_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 0, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 1, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 2, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 3, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 4, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lg_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 5, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 6, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_o_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 7, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_u_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 8, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nge_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 9, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nlg_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 10, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ngt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 11, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nle_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 12, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_neq_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 13, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_nlt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 14, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_tru_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 15, ty: CmpType::F64, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_f_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 0, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 1, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 2, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 3, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 4, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lg_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 5, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 6, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_o_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 7, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_u_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 8, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nge_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 9, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nlg_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 10, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ngt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 11, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nle_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 12, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_neq_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 13, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_nlt_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 14, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_tru_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, cmp: Some(Compare { cond: 15, ty: CmpType::F64, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_f_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ne_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_t_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::I16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_f_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ne_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_t_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::U16, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_f_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ne_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_t_i16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::I16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_f_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ne_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_t_u16
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::U16, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_f_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ne_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_t_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::I32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_f_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ne_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_t_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::U32, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_f_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ne_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_t_i32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::I32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_f_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ne_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_t_u32
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::U32, writes_exec: true }), ..OpProps::BASE },
    // v_cmp_f_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ne_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_t_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::I64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_f_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_lt_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_eq_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_le_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_gt_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ne_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_ge_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmp_t_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::U64, writes_exec: false }), ..OpProps::BASE },
    // v_cmpx_f_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ne_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_t_i64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::I64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_f_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 0, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_lt_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 1, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_eq_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 2, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_le_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 3, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_gt_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 4, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ne_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 5, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_ge_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 6, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_cmpx_t_u64
    OpProps { class: InstClass::Valu, cmp: Some(Compare { cond: 7, ty: CmpType::U64, writes_exec: true }), ..OpProps::BASE },
    // v_mad_legacy_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_i32_i24
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_u32_u24
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cubeid_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cubesc_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cubetc_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cubema_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_bfe_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_bfe_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_bfi_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_fma_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_fma_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_lerp_u8
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_alignbit_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_alignbyte_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min3_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min3_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_min3_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max3_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max3_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_max3_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_med3_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_med3_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_med3_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sad_u8
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sad_hi_u8
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sad_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_sad_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_pk_u8_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_div_fixup_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_div_fixup_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_div_scale_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_div_scale_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_div_fmas_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_div_fmas_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_msad_u8
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_qsad_pk_u16_u8
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mqsad_pk_u16_u8
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mqsad_u32_u8
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_u64_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_i64_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_u16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mad_i16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_perm_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_fma_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_div_fixup_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_pkaccum_u8_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_interp_p1_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_interp_p2_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_interp_mov_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_interp_p1ll_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_interp_p1lv_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_interp_p2_f16
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_add_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_mul_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_min_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_max_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_ldexp_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_mul_lo_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_hi_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mul_hi_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ldexp_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_readlane_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_writelane_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_bcnt_u32_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mbcnt_lo_u32_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_mbcnt_hi_u32_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_lshlrev_b64
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_lshrrev_b64
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_ashrrev_i64
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_trig_preop_f64
    OpProps { class: InstClass::Valu, rate: Rate::F64, ..OpProps::BASE },
    // v_bfm_b32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_pknorm_i16_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_pknorm_u16_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_pkrtz_f16_f32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_pk_u16_u32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // v_cvt_pk_i16_i32
    OpProps { class: InstClass::Valu, ..OpProps::BASE },
    // ds_add_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 4, ..OpProps::BASE },
    // ds_sub_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 4, ..OpProps::BASE },
    // ds_rsub_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Rsub), bytes: 4, ..OpProps::BASE },
    // ds_inc_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 4, ..OpProps::BASE },
    // ds_dec_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 4, ..OpProps::BASE },
    // ds_min_i32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 4, ..OpProps::BASE },
    // ds_max_i32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 4, ..OpProps::BASE },
    // ds_min_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 4, ..OpProps::BASE },
    // ds_max_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 4, ..OpProps::BASE },
    // ds_and_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 4, ..OpProps::BASE },
    // ds_or_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 4, ..OpProps::BASE },
    // ds_xor_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 4, ..OpProps::BASE },
    // ds_mskor_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Mskor), bytes: 4, ..OpProps::BASE },
    // ds_write_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 4, ..OpProps::BASE },
    // ds_write2_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 4, dual: true, ..OpProps::BASE },
    // ds_write2st64_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 4, dual: true, st64: true, ..OpProps::BASE },
    // ds_cmpst_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 4, ..OpProps::BASE },
    // ds_cmpst_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 4, ..OpProps::BASE },
    // ds_min_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMin), bytes: 4, ..OpProps::BASE },
    // ds_max_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMax), bytes: 4, ..OpProps::BASE },
    // ds_nop
    OpProps { class: InstClass::Lds, ..OpProps::BASE },
    // ds_add_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FAdd), bytes: 4, ..OpProps::BASE },
    // ds_write_b8
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 1, ..OpProps::BASE },
    // ds_write_b16
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 2, ..OpProps::BASE },
    // ds_add_rtn_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_sub_rtn_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_rsub_rtn_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Rsub), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_inc_rtn_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_dec_rtn_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_min_rtn_i32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_max_rtn_i32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_min_rtn_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_max_rtn_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_and_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_or_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_xor_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_mskor_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Mskor), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_wrxchg_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_wrxchg2_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 4, dual: true, rtn: true, ..OpProps::BASE },
    // ds_wrxchg2st64_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 4, dual: true, st64: true, rtn: true, ..OpProps::BASE },
    // ds_cmpst_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_cmpst_rtn_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_min_rtn_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMin), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_max_rtn_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMax), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_wrap_rtn_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_add_rtn_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FAdd), bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_read_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 4, ..OpProps::BASE },
    // ds_read2_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 4, dual: true, ..OpProps::BASE },
    // ds_read2st64_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 4, dual: true, st64: true, ..OpProps::BASE },
    // ds_read_i8
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 1, signed: true, ..OpProps::BASE },
    // ds_read_u8
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 1, ..OpProps::BASE },
    // ds_read_i16
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 2, signed: true, ..OpProps::BASE },
    // ds_read_u16
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 2, ..OpProps::BASE },
    // ds_swizzle_b32
    OpProps { class: InstClass::Lds, ..OpProps::BASE },
    // ds_permute_b32
    OpProps { class: InstClass::Lds, ..OpProps::BASE },
    // ds_bpermute_b32
    OpProps { class: InstClass::Lds, ..OpProps::BASE },
    // ds_add_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 8, ..OpProps::BASE },
    // ds_sub_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 8, ..OpProps::BASE },
    // ds_rsub_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Rsub), bytes: 8, ..OpProps::BASE },
    // ds_inc_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 8, ..OpProps::BASE },
    // ds_dec_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 8, ..OpProps::BASE },
    // ds_min_i64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 8, ..OpProps::BASE },
    // ds_max_i64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 8, ..OpProps::BASE },
    // ds_min_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 8, ..OpProps::BASE },
    // ds_max_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 8, ..OpProps::BASE },
    // ds_and_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 8, ..OpProps::BASE },
    // ds_or_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 8, ..OpProps::BASE },
    // ds_xor_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 8, ..OpProps::BASE },
    // ds_mskor_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Mskor), bytes: 8, ..OpProps::BASE },
    // ds_write_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 8, ..OpProps::BASE },
    // ds_write2_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 8, dual: true, ..OpProps::BASE },
    // ds_write2st64_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 8, dual: true, st64: true, ..OpProps::BASE },
    // ds_cmpst_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 8, ..OpProps::BASE },
    // ds_cmpst_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 8, ..OpProps::BASE },
    // ds_min_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMin), bytes: 8, ..OpProps::BASE },
    // ds_max_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMax), bytes: 8, ..OpProps::BASE },
    // ds_add_rtn_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_sub_rtn_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_rsub_rtn_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Rsub), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_inc_rtn_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_dec_rtn_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_min_rtn_i64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_max_rtn_i64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_min_rtn_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_max_rtn_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_and_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_or_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_xor_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_mskor_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Mskor), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_wrxchg_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_wrxchg2_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 8, dual: true, rtn: true, ..OpProps::BASE },
    // ds_wrxchg2st64_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 8, dual: true, st64: true, rtn: true, ..OpProps::BASE },
    // ds_cmpst_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_cmpst_rtn_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSt), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_min_rtn_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMin), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_max_rtn_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMax), bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_read_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 8, ..OpProps::BASE },
    // ds_read2_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 8, dual: true, ..OpProps::BASE },
    // ds_read2st64_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 8, dual: true, st64: true, ..OpProps::BASE },
    // ds_condxchg32_rtn_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, bytes: 8, rtn: true, ..OpProps::BASE },
    // ds_add_src2_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_sub_src2_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_rsub_src2_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Rsub), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_inc_src2_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_dec_src2_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_min_src2_i32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_max_src2_i32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_min_src2_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_max_src2_u32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_and_src2_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_or_src2_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_xor_src2_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_write_src2_b32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_min_src2_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMin), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_max_src2_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMax), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_add_src2_f32
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FAdd), bytes: 4, src2: true, ..OpProps::BASE },
    // ds_consume
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_append
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, bytes: 4, rtn: true, ..OpProps::BASE },
    // ds_add_src2_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_sub_src2_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_rsub_src2_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Rsub), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_inc_src2_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_dec_src2_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_min_src2_i64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_max_src2_i64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_min_src2_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_max_src2_u64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_and_src2_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_or_src2_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_xor_src2_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_write_src2_b64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_min_src2_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMin), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_max_src2_f64
    OpProps { class: InstClass::Lds, mem: MemClass::Atomic, atomic: Some(AtomicOp::FMax), bytes: 8, src2: true, ..OpProps::BASE },
    // ds_write_b96
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 12, ..OpProps::BASE },
    // ds_write_b128
    OpProps { class: InstClass::Lds, mem: MemClass::Store, bytes: 16, ..OpProps::BASE },
    // ds_read_b96
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 12, ..OpProps::BASE },
    // ds_read_b128
    OpProps { class: InstClass::Lds, mem: MemClass::Load, bytes: 16, ..OpProps::BASE },
    // buffer_load_format_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 4, ..OpProps::BASE },
    // buffer_load_format_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 8, ..OpProps::BASE },
    // buffer_load_format_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 12, ..OpProps::BASE },
    // buffer_load_format_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 16, ..OpProps::BASE },
    // buffer_store_format_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 4, ..OpProps::BASE },
    // buffer_store_format_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 8, ..OpProps::BASE },
    // buffer_store_format_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 12, ..OpProps::BASE },
    // buffer_store_format_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 16, ..OpProps::BASE },
    // buffer_load_format_d16_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 2, d16: true, ..OpProps::BASE },
    // buffer_load_format_d16_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 4, d16: true, ..OpProps::BASE },
    // buffer_load_format_d16_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 6, d16: true, ..OpProps::BASE },
    // buffer_load_format_d16_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 8, d16: true, ..OpProps::BASE },
    // buffer_store_format_d16_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 2, d16: true, ..OpProps::BASE },
    // buffer_store_format_d16_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 4, d16: true, ..OpProps::BASE },
    // buffer_store_format_d16_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 6, d16: true, ..OpProps::BASE },
    // buffer_store_format_d16_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 8, d16: true, ..OpProps::BASE },
    // buffer_load_ubyte
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 1, ..OpProps::BASE },
    // buffer_load_sbyte
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 1, signed: true, ..OpProps::BASE },
    // buffer_load_ushort
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 2, ..OpProps::BASE },
    // buffer_load_sshort
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 2, signed: true, ..OpProps::BASE },
    // buffer_load_dword
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 4, ..OpProps::BASE },
    // buffer_load_dwordx2
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 8, ..OpProps::BASE },
    // buffer_load_dwordx3
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 12, ..OpProps::BASE },
    // buffer_load_dwordx4
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 16, ..OpProps::BASE },
    // buffer_store_byte
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 1, ..OpProps::BASE },
    // buffer_store_short
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 2, ..OpProps::BASE },
    // buffer_store_dword
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 4, ..OpProps::BASE },
    // buffer_store_dwordx2
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 8, ..OpProps::BASE },
    // buffer_store_dwordx3
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 12, ..OpProps::BASE },
    // buffer_store_dwordx4
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 16, ..OpProps::BASE },
    // buffer_store_lds_dword
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 4, lds_data: true, ..OpProps::BASE },
    // buffer_wbinvl1
    OpProps { class: InstClass::Vmem, ..OpProps::BASE },
    // buffer_wbinvl1_vol
    OpProps { class: InstClass::Vmem, ..OpProps::BASE },
    // buffer_atomic_swap
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_cmpswap
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSwap), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_add
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_sub
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_smin
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_umin
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_smax
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_umax
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_and
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_or
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_xor
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_inc
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_dec
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 4, ..OpProps::BASE },
    // buffer_atomic_swap_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_cmpswap_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSwap), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_add_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_sub_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_smin_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_umin_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_smax_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_umax_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_and_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_or_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_xor_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_inc_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 8, ..OpProps::BASE },
    // buffer_atomic_dec_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 8, ..OpProps::BASE },
    // tbuffer_load_format_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 4, ..OpProps::BASE },
    // tbuffer_load_format_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 8, ..OpProps::BASE },
    // tbuffer_load_format_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 12, ..OpProps::BASE },
    // tbuffer_load_format_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 16, ..OpProps::BASE },
    // tbuffer_store_format_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 4, ..OpProps::BASE },
    // tbuffer_store_format_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 8, ..OpProps::BASE },
    // tbuffer_store_format_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 12, ..OpProps::BASE },
    // tbuffer_store_format_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 16, ..OpProps::BASE },
    // tbuffer_load_format_d16_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 2, d16: true, ..OpProps::BASE },
    // tbuffer_load_format_d16_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 4, d16: true, ..OpProps::BASE },
    // tbuffer_load_format_d16_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 6, d16: true, ..OpProps::BASE },
    // tbuffer_load_format_d16_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 8, d16: true, ..OpProps::BASE },
    // tbuffer_store_format_d16_x
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 2, d16: true, ..OpProps::BASE },
    // tbuffer_store_format_d16_xy
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 4, d16: true, ..OpProps::BASE },
    // tbuffer_store_format_d16_xyz
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 6, d16: true, ..OpProps::BASE },
    // tbuffer_store_format_d16_xyzw
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 8, d16: true, ..OpProps::BASE },
    // image_load
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_load_mip
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_load_pck
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_load_pck_sgn
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_load_mip_pck
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_load_mip_pck_sgn
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_store
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, ..OpProps::BASE },
    // image_store_mip
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, ..OpProps::BASE },
    // image_store_pck
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, ..OpProps::BASE },
    // image_store_mip_pck
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, ..OpProps::BASE },
    // image_get_resinfo
    OpProps { class: InstClass::Vmem, ..OpProps::BASE },
    // image_atomic_swap
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), ..OpProps::BASE },
    // image_atomic_cmpswap
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSwap), ..OpProps::BASE },
    // image_atomic_add
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), ..OpProps::BASE },
    // image_atomic_sub
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), ..OpProps::BASE },
    // image_atomic_smin
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), ..OpProps::BASE },
    // image_atomic_umin
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), ..OpProps::BASE },
    // image_atomic_smax
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), ..OpProps::BASE },
    // image_atomic_umax
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), ..OpProps::BASE },
    // image_atomic_and
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), ..OpProps::BASE },
    // image_atomic_or
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), ..OpProps::BASE },
    // image_atomic_xor
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), ..OpProps::BASE },
    // image_atomic_inc
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), ..OpProps::BASE },
    // image_atomic_dec
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), ..OpProps::BASE },
    // image_sample
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_d
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_d_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_l
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_b
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_b_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_lz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_d
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_d_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_l
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_b
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_b_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_lz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_d_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_d_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_l_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_b_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_b_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_lz_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_d_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_d_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_l_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_b_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_b_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_lz_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_l
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_b
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_b_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_lz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_l
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_b
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_b_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_lz
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_l_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_b_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_b_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_lz_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_l_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_b_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_b_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_gather4_c_lz_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_get_lod
    OpProps { class: InstClass::Vmem, ..OpProps::BASE },
    // image_sample_cd
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_cd_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_cd
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_cd_cl
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_cd_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_cd_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_cd_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // image_sample_c_cd_cl_o
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, ..OpProps::BASE },
    // exp
    OpProps { class: InstClass::Export, ..OpProps::BASE },
    // flat_load_ubyte
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 1, ..OpProps::BASE },
    // flat_load_sbyte
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 1, signed: true, ..OpProps::BASE },
    // flat_load_ushort
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 2, ..OpProps::BASE },
    // flat_load_sshort
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 2, signed: true, ..OpProps::BASE },
    // flat_load_dword
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 4, ..OpProps::BASE },
    // flat_load_dwordx2
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 8, ..OpProps::BASE },
    // flat_load_dwordx3
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 12, ..OpProps::BASE },
    // flat_load_dwordx4
    OpProps { class: InstClass::Vmem, mem: MemClass::Load, bytes: 16, ..OpProps::BASE },
    // flat_store_byte
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 1, ..OpProps::BASE },
    // flat_store_short
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 2, ..OpProps::BASE },
    // flat_store_dword
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 4, ..OpProps::BASE },
    // flat_store_dwordx2
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 8, ..OpProps::BASE },
    // flat_store_dwordx3
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 12, ..OpProps::BASE },
    // flat_store_dwordx4
    OpProps { class: InstClass::Vmem, mem: MemClass::Store, bytes: 16, ..OpProps::BASE },
    // flat_atomic_swap
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 4, ..OpProps::BASE },
    // flat_atomic_cmpswap
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSwap), bytes: 4, ..OpProps::BASE },
    // flat_atomic_add
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 4, ..OpProps::BASE },
    // flat_atomic_sub
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 4, ..OpProps::BASE },
    // flat_atomic_smin
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 4, ..OpProps::BASE },
    // flat_atomic_umin
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 4, ..OpProps::BASE },
    // flat_atomic_smax
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 4, ..OpProps::BASE },
    // flat_atomic_umax
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 4, ..OpProps::BASE },
    // flat_atomic_and
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 4, ..OpProps::BASE },
    // flat_atomic_or
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 4, ..OpProps::BASE },
    // flat_atomic_xor
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 4, ..OpProps::BASE },
    // flat_atomic_inc
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 4, ..OpProps::BASE },
    // flat_atomic_dec
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 4, ..OpProps::BASE },
    // flat_atomic_swap_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Swap), bytes: 8, ..OpProps::BASE },
    // flat_atomic_cmpswap_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::CmpSwap), bytes: 8, ..OpProps::BASE },
    // flat_atomic_add_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Add), bytes: 8, ..OpProps::BASE },
    // flat_atomic_sub_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Sub), bytes: 8, ..OpProps::BASE },
    // flat_atomic_smin_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMin), bytes: 8, ..OpProps::BASE },
    // flat_atomic_umin_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMin), bytes: 8, ..OpProps::BASE },
    // flat_atomic_smax_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::SMax), bytes: 8, ..OpProps::BASE },
    // flat_atomic_umax_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::UMax), bytes: 8, ..OpProps::BASE },
    // flat_atomic_and_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::And), bytes: 8, ..OpProps::BASE },
    // flat_atomic_or_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Or), bytes: 8, ..OpProps::BASE },
    // flat_atomic_xor_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Xor), bytes: 8, ..OpProps::BASE },
    // flat_atomic_inc_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Inc), bytes: 8, ..OpProps::BASE },
    // flat_atomic_dec_x2
    OpProps { class: InstClass::Vmem, mem: MemClass::Atomic, atomic: Some(AtomicOp::Dec), bytes: 8, ..OpProps::BASE },
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
const OPS_19: &[Opnd] = &[Opnd::Reg { field: Field::Ssrc0, scalar: true, dwords: 1 }, Opnd::GprIdx];
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
const OPS_37: &[Opnd] = &[Opnd::SdataImm, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 2 }, Opnd::SmemOffset];
const OPS_38: &[Opnd] = &[Opnd::SdataImm, Opnd::Reg { field: Field::Sbase, scalar: true, dwords: 4 }, Opnd::SmemOffset];
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
const OPS_98: &[Opnd] = &[Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }];
const OPS_99: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_100: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 2 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_101: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 3 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_102: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Off, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 4 }, Opnd::Reg { field: Field::Soffset, scalar: true, dwords: 1 }, Opnd::Format];
const OPS_103: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }];
const OPS_104: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }];
const OPS_105: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_106: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_107: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 3 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_108: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_109: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_110: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_111: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 3 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_112: &[Opnd] = &[Opnd::Reg { field: Field::Vdata, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Vaddr, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Srsrc, scalar: true, dwords: 8 }, Opnd::Reg { field: Field::Ssamp, scalar: true, dwords: 4 }];
const OPS_113: &[Opnd] = &[Opnd::Simm16Dec, Opnd::Off, Opnd::Off, Opnd::Off, Opnd::Off];
const OPS_114: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 1 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_115: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_116: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 3 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_117: &[Opnd] = &[Opnd::Reg { field: Field::Vdst, scalar: false, dwords: 4 }, Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }];
const OPS_118: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 1 }];
const OPS_119: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 2 }];
const OPS_120: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 3 }];
const OPS_121: &[Opnd] = &[Opnd::Reg { field: Field::Addr, scalar: false, dwords: 2 }, Opnd::Reg { field: Field::Data, scalar: false, dwords: 4 }];

/// Every (encoding, opcode) form, in table order.
pub static FORMS: [OpForm; 1259] = [
    // 0: SOP2 0x000
    OpForm { op: Op::S_ADD_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1: SOP2 0x001
    OpForm { op: Op::S_SUB_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 2: SOP2 0x002
    OpForm { op: Op::S_ADD_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 3: SOP2 0x003
    OpForm { op: Op::S_SUB_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 4: SOP2 0x004
    OpForm { op: Op::S_ADDC_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 5: SOP2 0x005
    OpForm { op: Op::S_SUBB_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 6: SOP2 0x006
    OpForm { op: Op::S_MIN_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 7: SOP2 0x007
    OpForm { op: Op::S_MIN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 8: SOP2 0x008
    OpForm { op: Op::S_MAX_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 9: SOP2 0x009
    OpForm { op: Op::S_MAX_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 10: SOP2 0x00a
    OpForm { op: Op::S_CSELECT_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 11: SOP2 0x00b
    OpForm { op: Op::S_CSELECT_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 12: SOP2 0x00c
    OpForm { op: Op::S_AND_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 13: SOP2 0x00d
    OpForm { op: Op::S_AND_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 14: SOP2 0x00e
    OpForm { op: Op::S_OR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 15: SOP2 0x00f
    OpForm { op: Op::S_OR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 16: SOP2 0x010
    OpForm { op: Op::S_XOR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 17: SOP2 0x011
    OpForm { op: Op::S_XOR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 18: SOP2 0x012
    OpForm { op: Op::S_ANDN2_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 19: SOP2 0x013
    OpForm { op: Op::S_ANDN2_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 20: SOP2 0x014
    OpForm { op: Op::S_ORN2_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 21: SOP2 0x015
    OpForm { op: Op::S_ORN2_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 22: SOP2 0x016
    OpForm { op: Op::S_NAND_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 23: SOP2 0x017
    OpForm { op: Op::S_NAND_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 24: SOP2 0x018
    OpForm { op: Op::S_NOR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 25: SOP2 0x019
    OpForm { op: Op::S_NOR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 26: SOP2 0x01a
    OpForm { op: Op::S_XNOR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 27: SOP2 0x01b
    OpForm { op: Op::S_XNOR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_1, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 28: SOP2 0x01c
    OpForm { op: Op::S_LSHL_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 29: SOP2 0x01d
    OpForm { op: Op::S_LSHL_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 30: SOP2 0x01e
    OpForm { op: Op::S_LSHR_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 31: SOP2 0x01f
    OpForm { op: Op::S_LSHR_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 32: SOP2 0x020
    OpForm { op: Op::S_ASHR_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 33: SOP2 0x021
    OpForm { op: Op::S_ASHR_I64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 34: SOP2 0x022
    OpForm { op: Op::S_BFM_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 35: SOP2 0x023
    OpForm { op: Op::S_BFM_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_3, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 36: SOP2 0x024
    OpForm { op: Op::S_MUL_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 37: SOP2 0x025
    OpForm { op: Op::S_BFE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 38: SOP2 0x026
    OpForm { op: Op::S_BFE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 39: SOP2 0x027
    OpForm { op: Op::S_BFE_U64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 40: SOP2 0x028
    OpForm { op: Op::S_BFE_I64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_2, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 41: SOP2 0x029
    OpForm { op: Op::S_CBRANCH_G_FORK, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_4, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 42: SOP2 0x02a
    OpForm { op: Op::S_ABSDIFF_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000007, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_0, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 43: SOP2 0x02b
    OpForm { op: Op::S_RFE_RESTORE_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_5, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 44: SOPK 0x000
    OpForm { op: Op::S_MOVK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 45: SOPK 0x001
    OpForm { op: Op::S_CMOVK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 46: SOPK 0x002
    OpForm { op: Op::S_CMPK_EQ_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 47: SOPK 0x003
    OpForm { op: Op::S_CMPK_LG_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 48: SOPK 0x004
    OpForm { op: Op::S_CMPK_GT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 49: SOPK 0x005
    OpForm { op: Op::S_CMPK_GE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 50: SOPK 0x006
    OpForm { op: Op::S_CMPK_LT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 51: SOPK 0x007
    OpForm { op: Op::S_CMPK_LE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 52: SOPK 0x008
    OpForm { op: Op::S_CMPK_EQ_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 53: SOPK 0x009
    OpForm { op: Op::S_CMPK_LG_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 54: SOPK 0x00a
    OpForm { op: Op::S_CMPK_GT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 55: SOPK 0x00b
    OpForm { op: Op::S_CMPK_GE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 56: SOPK 0x00c
    OpForm { op: Op::S_CMPK_LT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 57: SOPK 0x00d
    OpForm { op: Op::S_CMPK_LE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 58: SOPK 0x00e
    OpForm { op: Op::S_ADDK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 59: SOPK 0x00f
    OpForm { op: Op::S_MULK_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_6, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 60: SOPK 0x010
    OpForm { op: Op::S_CBRANCH_I_FORK, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_7, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 61: SOPK 0x011
    OpForm { op: Op::S_GETREG_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_8, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 62: SOPK 0x012
    OpForm { op: Op::S_SETREG_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_9, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 63: SOPK 0x014
    OpForm { op: Op::S_SETREG_IMM32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_10, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 64: SOP1 0x000
    OpForm { op: Op::S_MOV_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 65: SOP1 0x001
    OpForm { op: Op::S_MOV_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 66: SOP1 0x002
    OpForm { op: Op::S_CMOV_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 67: SOP1 0x003
    OpForm { op: Op::S_CMOV_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 68: SOP1 0x004
    OpForm { op: Op::S_NOT_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 69: SOP1 0x005
    OpForm { op: Op::S_NOT_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 70: SOP1 0x006
    OpForm { op: Op::S_WQM_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 71: SOP1 0x007
    OpForm { op: Op::S_WQM_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 72: SOP1 0x008
    OpForm { op: Op::S_BREV_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 73: SOP1 0x009
    OpForm { op: Op::S_BREV_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 74: SOP1 0x00a
    OpForm { op: Op::S_BCNT0_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 75: SOP1 0x00b
    OpForm { op: Op::S_BCNT0_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 76: SOP1 0x00c
    OpForm { op: Op::S_BCNT1_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 77: SOP1 0x00d
    OpForm { op: Op::S_BCNT1_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 78: SOP1 0x00e
    OpForm { op: Op::S_FF0_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 79: SOP1 0x00f
    OpForm { op: Op::S_FF0_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 80: SOP1 0x010
    OpForm { op: Op::S_FF1_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 81: SOP1 0x011
    OpForm { op: Op::S_FF1_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 82: SOP1 0x012
    OpForm { op: Op::S_FLBIT_I32_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 83: SOP1 0x013
    OpForm { op: Op::S_FLBIT_I32_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 84: SOP1 0x014
    OpForm { op: Op::S_FLBIT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 85: SOP1 0x015
    OpForm { op: Op::S_FLBIT_I32_I64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_13, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 86: SOP1 0x016
    OpForm { op: Op::S_SEXT_I32_I8, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 87: SOP1 0x017
    OpForm { op: Op::S_SEXT_I32_I16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 88: SOP1 0x018
    OpForm { op: Op::S_BITSET0_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 89: SOP1 0x019
    OpForm { op: Op::S_BITSET0_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_14, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 90: SOP1 0x01a
    OpForm { op: Op::S_BITSET1_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 91: SOP1 0x01b
    OpForm { op: Op::S_BITSET1_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_14, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 92: SOP1 0x01c
    OpForm { op: Op::S_GETPC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000001, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_15, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 93: SOP1 0x01d
    OpForm { op: Op::S_SETPC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000002, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_16, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 94: SOP1 0x01e
    OpForm { op: Op::S_SWAPPC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 95: SOP1 0x01f
    OpForm { op: Op::S_RFE_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000002, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_16, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 96: SOP1 0x020
    OpForm { op: Op::S_AND_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 97: SOP1 0x021
    OpForm { op: Op::S_OR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 98: SOP1 0x022
    OpForm { op: Op::S_XOR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 99: SOP1 0x023
    OpForm { op: Op::S_ANDN2_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 100: SOP1 0x024
    OpForm { op: Op::S_ORN2_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 101: SOP1 0x025
    OpForm { op: Op::S_NAND_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 102: SOP1 0x026
    OpForm { op: Op::S_NOR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 103: SOP1 0x027
    OpForm { op: Op::S_XNOR_SAVEEXEC_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 104: SOP1 0x028
    OpForm { op: Op::S_QUADMASK_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 105: SOP1 0x029
    OpForm { op: Op::S_QUADMASK_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 106: SOP1 0x02a
    OpForm { op: Op::S_MOVRELS_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 107: SOP1 0x02b
    OpForm { op: Op::S_MOVRELS_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 108: SOP1 0x02c
    OpForm { op: Op::S_MOVRELD_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 109: SOP1 0x02d
    OpForm { op: Op::S_MOVRELD_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_12, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 110: SOP1 0x02e
    OpForm { op: Op::S_CBRANCH_JOIN, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000002, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_17, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 111: SOP1 0x030
    OpForm { op: Op::S_ABS_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000003, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_11, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 112: SOP1 0x032
    OpForm { op: Op::S_SET_GPR_IDX_IDX, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000002, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_17, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 113: SOPC 0x000
    OpForm { op: Op::S_CMP_EQ_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 114: SOPC 0x001
    OpForm { op: Op::S_CMP_LG_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 115: SOPC 0x002
    OpForm { op: Op::S_CMP_GT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 116: SOPC 0x003
    OpForm { op: Op::S_CMP_GE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 117: SOPC 0x004
    OpForm { op: Op::S_CMP_LT_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 118: SOPC 0x005
    OpForm { op: Op::S_CMP_LE_I32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 119: SOPC 0x006
    OpForm { op: Op::S_CMP_EQ_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 120: SOPC 0x007
    OpForm { op: Op::S_CMP_LG_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 121: SOPC 0x008
    OpForm { op: Op::S_CMP_GT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 122: SOPC 0x009
    OpForm { op: Op::S_CMP_GE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 123: SOPC 0x00a
    OpForm { op: Op::S_CMP_LT_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 124: SOPC 0x00b
    OpForm { op: Op::S_CMP_LE_U32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 125: SOPC 0x00c
    OpForm { op: Op::S_BITCMP0_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 126: SOPC 0x00d
    OpForm { op: Op::S_BITCMP1_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 127: SOPC 0x00e
    OpForm { op: Op::S_BITCMP0_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_5, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 128: SOPC 0x00f
    OpForm { op: Op::S_BITCMP1_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_5, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 129: SOPC 0x010
    OpForm { op: Op::S_SETVSKIP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_18, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 130: SOPC 0x011
    OpForm { op: Op::S_SET_GPR_IDX_ON, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000002, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_19, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 131: SOPC 0x012
    OpForm { op: Op::S_CMP_EQ_U64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_4, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 132: SOPC 0x013
    OpForm { op: Op::S_CMP_LG_U64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000006, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_4, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 133: SOPP 0x000
    OpForm { op: Op::S_NOP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 134: SOPP 0x001
    OpForm { op: Op::S_ENDPGM, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 135: SOPP 0x002
    OpForm { op: Op::S_BRANCH, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 136: SOPP 0x003
    OpForm { op: Op::S_WAKEUP, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 137: SOPP 0x004
    OpForm { op: Op::S_CBRANCH_SCC0, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 138: SOPP 0x005
    OpForm { op: Op::S_CBRANCH_SCC1, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 139: SOPP 0x006
    OpForm { op: Op::S_CBRANCH_VCCZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 140: SOPP 0x007
    OpForm { op: Op::S_CBRANCH_VCCNZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 141: SOPP 0x008
    OpForm { op: Op::S_CBRANCH_EXECZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 142: SOPP 0x009
    OpForm { op: Op::S_CBRANCH_EXECNZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 143: SOPP 0x00a
    OpForm { op: Op::S_BARRIER, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 144: SOPP 0x00b
    OpForm { op: Op::S_SETKILL, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 145: SOPP 0x00c
    OpForm { op: Op::S_WAITCNT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_23, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 146: SOPP 0x00d
    OpForm { op: Op::S_SETHALT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 147: SOPP 0x00e
    OpForm { op: Op::S_SLEEP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 148: SOPP 0x00f
    OpForm { op: Op::S_SETPRIO, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 149: SOPP 0x010
    OpForm { op: Op::S_SENDMSG, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_24, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 150: SOPP 0x011
    OpForm { op: Op::S_SENDMSGHALT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_24, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 151: SOPP 0x012
    OpForm { op: Op::S_TRAP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 152: SOPP 0x013
    OpForm { op: Op::S_ICACHE_INV, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 153: SOPP 0x014
    OpForm { op: Op::S_INCPERFLEVEL, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 154: SOPP 0x015
    OpForm { op: Op::S_DECPERFLEVEL, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_20, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 155: SOPP 0x016
    OpForm { op: Op::S_TTRACEDATA, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 156: SOPP 0x017
    OpForm { op: Op::S_CBRANCH_CDBGSYS, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 157: SOPP 0x018
    OpForm { op: Op::S_CBRANCH_CDBGUSER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 158: SOPP 0x019
    OpForm { op: Op::S_CBRANCH_CDBGSYS_OR_USER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 159: SOPP 0x01a
    OpForm { op: Op::S_CBRANCH_CDBGSYS_AND_USER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_22, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 160: SOPP 0x01b
    OpForm { op: Op::S_ENDPGM_SAVED, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 161: SOPP 0x01c
    OpForm { op: Op::S_SET_GPR_IDX_OFF, suffix: Suffix::None, zero: [0x0000ffff, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 162: SOPP 0x01d
    OpForm { op: Op::S_SET_GPR_IDX_MODE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_25, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 163: SMEM 0x000
    OpForm { op: Op::S_LOAD_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_26, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 164: SMEM 0x001
    OpForm { op: Op::S_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_27, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 165: SMEM 0x002
    OpForm { op: Op::S_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_28, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 166: SMEM 0x003
    OpForm { op: Op::S_LOAD_DWORDX8, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_29, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 167: SMEM 0x004
    OpForm { op: Op::S_LOAD_DWORDX16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_30, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 168: SMEM 0x008
    OpForm { op: Op::S_BUFFER_LOAD_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_31, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 169: SMEM 0x009
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_32, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 170: SMEM 0x00a
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_33, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 171: SMEM 0x00b
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX8, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_34, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 172: SMEM 0x00c
    OpForm { op: Op::S_BUFFER_LOAD_DWORDX16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_35, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 173: SMEM 0x010
    OpForm { op: Op::S_STORE_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_26, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 174: SMEM 0x011
    OpForm { op: Op::S_STORE_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_27, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 175: SMEM 0x012
    OpForm { op: Op::S_STORE_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_28, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 176: SMEM 0x018
    OpForm { op: Op::S_BUFFER_STORE_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_31, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 177: SMEM 0x019
    OpForm { op: Op::S_BUFFER_STORE_DWORDX2, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_32, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 178: SMEM 0x01a
    OpForm { op: Op::S_BUFFER_STORE_DWORDX4, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000018, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_33, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 179: SMEM 0x020
    OpForm { op: Op::S_DCACHE_INV, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 180: SMEM 0x021
    OpForm { op: Op::S_DCACHE_WB, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 181: SMEM 0x022
    OpForm { op: Op::S_DCACHE_INV_VOL, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 182: SMEM 0x023
    OpForm { op: Op::S_DCACHE_WB_VOL, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 183: SMEM 0x024
    OpForm { op: Op::S_MEMTIME, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000008, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_36, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 184: SMEM 0x025
    OpForm { op: Op::S_MEMREALTIME, suffix: Suffix::None, zero: [0x00020000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000008, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_36, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 185: SMEM 0x026
    OpForm { op: Op::S_ATC_PROBE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000010, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_37, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 186: SMEM 0x027
    OpForm { op: Op::S_ATC_PROBE_BUFFER, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000010, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_38, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 187: VOP2 0x000
    OpForm { op: Op::V_CNDMASK_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_39, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 188: VOP2 0x001
    OpForm { op: Op::V_ADD_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 189: VOP2 0x002
    OpForm { op: Op::V_SUB_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 190: VOP2 0x003
    OpForm { op: Op::V_SUBREV_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 191: VOP2 0x004
    OpForm { op: Op::V_MUL_LEGACY_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 192: VOP2 0x005
    OpForm { op: Op::V_MUL_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 193: VOP2 0x006
    OpForm { op: Op::V_MUL_I32_I24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 194: VOP2 0x007
    OpForm { op: Op::V_MUL_HI_I32_I24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 195: VOP2 0x008
    OpForm { op: Op::V_MUL_U32_U24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 196: VOP2 0x009
    OpForm { op: Op::V_MUL_HI_U32_U24, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 197: VOP2 0x00a
    OpForm { op: Op::V_MIN_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 198: VOP2 0x00b
    OpForm { op: Op::V_MAX_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 199: VOP2 0x00c
    OpForm { op: Op::V_MIN_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 200: VOP2 0x00d
    OpForm { op: Op::V_MAX_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 201: VOP2 0x00e
    OpForm { op: Op::V_MIN_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 202: VOP2 0x00f
    OpForm { op: Op::V_MAX_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 203: VOP2 0x010
    OpForm { op: Op::V_LSHRREV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 204: VOP2 0x011
    OpForm { op: Op::V_ASHRREV_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 205: VOP2 0x012
    OpForm { op: Op::V_LSHLREV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 206: VOP2 0x013
    OpForm { op: Op::V_AND_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 207: VOP2 0x014
    OpForm { op: Op::V_OR_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 208: VOP2 0x015
    OpForm { op: Op::V_XOR_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 209: VOP2 0x016
    OpForm { op: Op::V_MAC_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 210: VOP2 0x017
    OpForm { op: Op::V_MADMK_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_41, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 211: VOP2 0x018
    OpForm { op: Op::V_MADAK_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_42, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 212: VOP2 0x019
    OpForm { op: Op::V_ADD_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_43, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 213: VOP2 0x01a
    OpForm { op: Op::V_SUB_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_43, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 214: VOP2 0x01b
    OpForm { op: Op::V_SUBREV_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_43, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 215: VOP2 0x01c
    OpForm { op: Op::V_ADDC_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_44, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 216: VOP2 0x01d
    OpForm { op: Op::V_SUBB_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_44, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 217: VOP2 0x01e
    OpForm { op: Op::V_SUBBREV_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_44, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 218: VOP2 0x01f
    OpForm { op: Op::V_ADD_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 219: VOP2 0x020
    OpForm { op: Op::V_SUB_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 220: VOP2 0x021
    OpForm { op: Op::V_SUBREV_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 221: VOP2 0x022
    OpForm { op: Op::V_MUL_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 222: VOP2 0x023
    OpForm { op: Op::V_MAC_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 223: VOP2 0x024
    OpForm { op: Op::V_MADMK_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_41, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 224: VOP2 0x025
    OpForm { op: Op::V_MADAK_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: true, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_42, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 225: VOP2 0x026
    OpForm { op: Op::V_ADD_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 226: VOP2 0x027
    OpForm { op: Op::V_SUB_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 227: VOP2 0x028
    OpForm { op: Op::V_SUBREV_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 228: VOP2 0x029
    OpForm { op: Op::V_MUL_LO_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 229: VOP2 0x02a
    OpForm { op: Op::V_LSHLREV_B16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 230: VOP2 0x02b
    OpForm { op: Op::V_LSHRREV_B16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 231: VOP2 0x02c
    OpForm { op: Op::V_ASHRREV_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 232: VOP2 0x02d
    OpForm { op: Op::V_MAX_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 233: VOP2 0x02e
    OpForm { op: Op::V_MIN_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x01b, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 234: VOP2 0x02f
    OpForm { op: Op::V_MAX_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 235: VOP2 0x030
    OpForm { op: Op::V_MAX_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 236: VOP2 0x031
    OpForm { op: Op::V_MIN_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 237: VOP2 0x032
    OpForm { op: Op::V_MIN_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_40, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 238: VOP2 0x033
    OpForm { op: Op::V_LDEXP_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: Some(0x00000000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0004a0, mods: 0x000, sdwa_mods: 0x249, dpp_mods: 0x209, operands: OPS_40, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 239: VOP1 0x000
    OpForm { op: Op::V_NOP, suffix: Suffix::None, zero: [0x01fe0000, 0x00000000], sdwa_zero: None, dpp_zero: Some(0x00f000ff), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 240: VOP1 0x001
    OpForm { op: Op::V_MOV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 241: VOP1 0x002
    OpForm { op: Op::V_READFIRSTLANE_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_46, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 242: VOP1 0x003
    OpForm { op: Op::V_CVT_I32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 243: VOP1 0x004
    OpForm { op: Op::V_CVT_F64_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 244: VOP1 0x005
    OpForm { op: Op::V_CVT_F32_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 245: VOP1 0x006
    OpForm { op: Op::V_CVT_F32_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 246: VOP1 0x007
    OpForm { op: Op::V_CVT_U32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 247: VOP1 0x008
    OpForm { op: Op::V_CVT_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 248: VOP1 0x00a
    OpForm { op: Op::V_CVT_F16_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 249: VOP1 0x00b
    OpForm { op: Op::V_CVT_F32_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 250: VOP1 0x00c
    OpForm { op: Op::V_CVT_RPI_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 251: VOP1 0x00d
    OpForm { op: Op::V_CVT_FLR_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 252: VOP1 0x00e
    OpForm { op: Op::V_CVT_OFF_F32_I4, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 253: VOP1 0x00f
    OpForm { op: Op::V_CVT_F32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 254: VOP1 0x010
    OpForm { op: Op::V_CVT_F64_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 255: VOP1 0x011
    OpForm { op: Op::V_CVT_F32_UBYTE0, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 256: VOP1 0x012
    OpForm { op: Op::V_CVT_F32_UBYTE1, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 257: VOP1 0x013
    OpForm { op: Op::V_CVT_F32_UBYTE2, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 258: VOP1 0x014
    OpForm { op: Op::V_CVT_F32_UBYTE3, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 259: VOP1 0x015
    OpForm { op: Op::V_CVT_U32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 260: VOP1 0x016
    OpForm { op: Op::V_CVT_F64_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 261: VOP1 0x017
    OpForm { op: Op::V_TRUNC_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 262: VOP1 0x018
    OpForm { op: Op::V_CEIL_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 263: VOP1 0x019
    OpForm { op: Op::V_RNDNE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 264: VOP1 0x01a
    OpForm { op: Op::V_FLOOR_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 265: VOP1 0x01b
    OpForm { op: Op::V_FRACT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 266: VOP1 0x01c
    OpForm { op: Op::V_TRUNC_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 267: VOP1 0x01d
    OpForm { op: Op::V_CEIL_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 268: VOP1 0x01e
    OpForm { op: Op::V_RNDNE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 269: VOP1 0x01f
    OpForm { op: Op::V_FLOOR_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 270: VOP1 0x020
    OpForm { op: Op::V_EXP_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 271: VOP1 0x021
    OpForm { op: Op::V_LOG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 272: VOP1 0x022
    OpForm { op: Op::V_RCP_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 273: VOP1 0x023
    OpForm { op: Op::V_RCP_IFLAG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 274: VOP1 0x024
    OpForm { op: Op::V_RSQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 275: VOP1 0x025
    OpForm { op: Op::V_RCP_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 276: VOP1 0x026
    OpForm { op: Op::V_RSQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 277: VOP1 0x027
    OpForm { op: Op::V_SQRT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 278: VOP1 0x028
    OpForm { op: Op::V_SQRT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 279: VOP1 0x029
    OpForm { op: Op::V_SIN_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 280: VOP1 0x02a
    OpForm { op: Op::V_COS_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 281: VOP1 0x02b
    OpForm { op: Op::V_NOT_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 282: VOP1 0x02c
    OpForm { op: Op::V_BFREV_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 283: VOP1 0x02d
    OpForm { op: Op::V_FFBH_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 284: VOP1 0x02e
    OpForm { op: Op::V_FFBL_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 285: VOP1 0x02f
    OpForm { op: Op::V_FFBH_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 286: VOP1 0x030
    OpForm { op: Op::V_FREXP_EXP_I32_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 287: VOP1 0x031
    OpForm { op: Op::V_FREXP_MANT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 288: VOP1 0x032
    OpForm { op: Op::V_FRACT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 289: VOP1 0x033
    OpForm { op: Op::V_FREXP_EXP_I32_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 290: VOP1 0x034
    OpForm { op: Op::V_FREXP_MANT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 291: VOP1 0x035
    OpForm { op: Op::V_CLREXCP, suffix: Suffix::None, zero: [0x01fe0000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 292: VOP1 0x036
    OpForm { op: Op::V_MOVRELD_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 293: VOP1 0x037
    OpForm { op: Op::V_MOVRELS_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 294: VOP1 0x038
    OpForm { op: Op::V_MOVRELSD_B32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 295: VOP1 0x039
    OpForm { op: Op::V_CVT_F16_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 296: VOP1 0x03a
    OpForm { op: Op::V_CVT_F16_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f300000), dpp_zero: Some(0x00f00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x140, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 297: VOP1 0x03b
    OpForm { op: Op::V_CVT_U16_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 298: VOP1 0x03c
    OpForm { op: Op::V_CVT_I16_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 299: VOP1 0x03d
    OpForm { op: Op::V_RCP_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 300: VOP1 0x03e
    OpForm { op: Op::V_SQRT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 301: VOP1 0x03f
    OpForm { op: Op::V_RSQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 302: VOP1 0x040
    OpForm { op: Op::V_LOG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 303: VOP1 0x041
    OpForm { op: Op::V_EXP_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 304: VOP1 0x042
    OpForm { op: Op::V_FREXP_MANT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 305: VOP1 0x043
    OpForm { op: Op::V_FREXP_EXP_I16_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 306: VOP1 0x044
    OpForm { op: Op::V_FLOOR_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 307: VOP1 0x045
    OpForm { op: Op::V_CEIL_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 308: VOP1 0x046
    OpForm { op: Op::V_TRUNC_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 309: VOP1 0x047
    OpForm { op: Op::V_RNDNE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 310: VOP1 0x048
    OpForm { op: Op::V_FRACT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 311: VOP1 0x049
    OpForm { op: Op::V_SIN_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 312: VOP1 0x04a
    OpForm { op: Op::V_COS_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 313: VOP1 0x04b
    OpForm { op: Op::V_EXP_LEGACY_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 314: VOP1 0x04c
    OpForm { op: Op::V_LOG_LEGACY_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x3f080000), dpp_zero: Some(0x00c00000), always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x049, dpp_mods: 0x009, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 315: VOPC 0x010
    OpForm { op: Op::V_CMP_CLASS_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x249, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 316: VOPC 0x011
    OpForm { op: Op::V_CMPX_CLASS_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x249, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 317: VOPC 0x012
    OpForm { op: Op::V_CMP_CLASS_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_51, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 318: VOPC 0x013
    OpForm { op: Op::V_CMPX_CLASS_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_51, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 319: VOPC 0x014
    OpForm { op: Op::V_CMP_CLASS_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x249, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 320: VOPC 0x015
    OpForm { op: Op::V_CMPX_CLASS_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x249, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 321: VOPC 0x020
    OpForm { op: Op::V_CMP_F_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 322: VOPC 0x021
    OpForm { op: Op::V_CMP_LT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 323: VOPC 0x022
    OpForm { op: Op::V_CMP_EQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 324: VOPC 0x023
    OpForm { op: Op::V_CMP_LE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 325: VOPC 0x024
    OpForm { op: Op::V_CMP_GT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 326: VOPC 0x025
    OpForm { op: Op::V_CMP_LG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 327: VOPC 0x026
    OpForm { op: Op::V_CMP_GE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 328: VOPC 0x027
    OpForm { op: Op::V_CMP_O_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 329: VOPC 0x028
    OpForm { op: Op::V_CMP_U_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 330: VOPC 0x029
    OpForm { op: Op::V_CMP_NGE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 331: VOPC 0x02a
    OpForm { op: Op::V_CMP_NLG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 332: VOPC 0x02b
    OpForm { op: Op::V_CMP_NGT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 333: VOPC 0x02c
    OpForm { op: Op::V_CMP_NLE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 334: VOPC 0x02d
    OpForm { op: Op::V_CMP_NEQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 335: VOPC 0x02e
    OpForm { op: Op::V_CMP_NLT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 336: VOPC 0x02f
    OpForm { op: Op::V_CMP_TRU_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 337: VOPC 0x030
    OpForm { op: Op::V_CMPX_F_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 338: VOPC 0x031
    OpForm { op: Op::V_CMPX_LT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 339: VOPC 0x032
    OpForm { op: Op::V_CMPX_EQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 340: VOPC 0x033
    OpForm { op: Op::V_CMPX_LE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 341: VOPC 0x034
    OpForm { op: Op::V_CMPX_GT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 342: VOPC 0x035
    OpForm { op: Op::V_CMPX_LG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 343: VOPC 0x036
    OpForm { op: Op::V_CMPX_GE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 344: VOPC 0x037
    OpForm { op: Op::V_CMPX_O_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 345: VOPC 0x038
    OpForm { op: Op::V_CMPX_U_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 346: VOPC 0x039
    OpForm { op: Op::V_CMPX_NGE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 347: VOPC 0x03a
    OpForm { op: Op::V_CMPX_NLG_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 348: VOPC 0x03b
    OpForm { op: Op::V_CMPX_NGT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 349: VOPC 0x03c
    OpForm { op: Op::V_CMPX_NLE_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 350: VOPC 0x03d
    OpForm { op: Op::V_CMPX_NEQ_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 351: VOPC 0x03e
    OpForm { op: Op::V_CMPX_NLT_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 352: VOPC 0x03f
    OpForm { op: Op::V_CMPX_TRU_F16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 353: VOPC 0x040
    OpForm { op: Op::V_CMP_F_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 354: VOPC 0x041
    OpForm { op: Op::V_CMP_LT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 355: VOPC 0x042
    OpForm { op: Op::V_CMP_EQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 356: VOPC 0x043
    OpForm { op: Op::V_CMP_LE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 357: VOPC 0x044
    OpForm { op: Op::V_CMP_GT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 358: VOPC 0x045
    OpForm { op: Op::V_CMP_LG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 359: VOPC 0x046
    OpForm { op: Op::V_CMP_GE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 360: VOPC 0x047
    OpForm { op: Op::V_CMP_O_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 361: VOPC 0x048
    OpForm { op: Op::V_CMP_U_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 362: VOPC 0x049
    OpForm { op: Op::V_CMP_NGE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 363: VOPC 0x04a
    OpForm { op: Op::V_CMP_NLG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 364: VOPC 0x04b
    OpForm { op: Op::V_CMP_NGT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 365: VOPC 0x04c
    OpForm { op: Op::V_CMP_NLE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 366: VOPC 0x04d
    OpForm { op: Op::V_CMP_NEQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 367: VOPC 0x04e
    OpForm { op: Op::V_CMP_NLT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 368: VOPC 0x04f
    OpForm { op: Op::V_CMP_TRU_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 369: VOPC 0x050
    OpForm { op: Op::V_CMPX_F_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 370: VOPC 0x051
    OpForm { op: Op::V_CMPX_LT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 371: VOPC 0x052
    OpForm { op: Op::V_CMPX_EQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 372: VOPC 0x053
    OpForm { op: Op::V_CMPX_LE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 373: VOPC 0x054
    OpForm { op: Op::V_CMPX_GT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 374: VOPC 0x055
    OpForm { op: Op::V_CMPX_LG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 375: VOPC 0x056
    OpForm { op: Op::V_CMPX_GE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 376: VOPC 0x057
    OpForm { op: Op::V_CMPX_O_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 377: VOPC 0x058
    OpForm { op: Op::V_CMPX_U_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 378: VOPC 0x059
    OpForm { op: Op::V_CMPX_NGE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 379: VOPC 0x05a
    OpForm { op: Op::V_CMPX_NLG_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 380: VOPC 0x05b
    OpForm { op: Op::V_CMPX_NGT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 381: VOPC 0x05c
    OpForm { op: Op::V_CMPX_NLE_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 382: VOPC 0x05d
    OpForm { op: Op::V_CMPX_NEQ_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 383: VOPC 0x05e
    OpForm { op: Op::V_CMPX_NLT_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 384: VOPC 0x05f
    OpForm { op: Op::V_CMPX_TRU_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x08080000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x05b, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 385: VOPC 0x060
    OpForm { op: Op::V_CMP_F_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 386: VOPC 0x061
    OpForm { op: Op::V_CMP_LT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 387: VOPC 0x062
    OpForm { op: Op::V_CMP_EQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 388: VOPC 0x063
    OpForm { op: Op::V_CMP_LE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 389: VOPC 0x064
    OpForm { op: Op::V_CMP_GT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 390: VOPC 0x065
    OpForm { op: Op::V_CMP_LG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 391: VOPC 0x066
    OpForm { op: Op::V_CMP_GE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 392: VOPC 0x067
    OpForm { op: Op::V_CMP_O_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 393: VOPC 0x068
    OpForm { op: Op::V_CMP_U_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 394: VOPC 0x069
    OpForm { op: Op::V_CMP_NGE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 395: VOPC 0x06a
    OpForm { op: Op::V_CMP_NLG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 396: VOPC 0x06b
    OpForm { op: Op::V_CMP_NGT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 397: VOPC 0x06c
    OpForm { op: Op::V_CMP_NLE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 398: VOPC 0x06d
    OpForm { op: Op::V_CMP_NEQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 399: VOPC 0x06e
    OpForm { op: Op::V_CMP_NLT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 400: VOPC 0x06f
    OpForm { op: Op::V_CMP_TRU_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 401: VOPC 0x070
    OpForm { op: Op::V_CMPX_F_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 402: VOPC 0x071
    OpForm { op: Op::V_CMPX_LT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 403: VOPC 0x072
    OpForm { op: Op::V_CMPX_EQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 404: VOPC 0x073
    OpForm { op: Op::V_CMPX_LE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 405: VOPC 0x074
    OpForm { op: Op::V_CMPX_GT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 406: VOPC 0x075
    OpForm { op: Op::V_CMPX_LG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 407: VOPC 0x076
    OpForm { op: Op::V_CMPX_GE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 408: VOPC 0x077
    OpForm { op: Op::V_CMPX_O_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 409: VOPC 0x078
    OpForm { op: Op::V_CMPX_U_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 410: VOPC 0x079
    OpForm { op: Op::V_CMPX_NGE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 411: VOPC 0x07a
    OpForm { op: Op::V_CMPX_NLG_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 412: VOPC 0x07b
    OpForm { op: Op::V_CMPX_NGT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 413: VOPC 0x07c
    OpForm { op: Op::V_CMPX_NLE_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 414: VOPC 0x07d
    OpForm { op: Op::V_CMPX_NEQ_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 415: VOPC 0x07e
    OpForm { op: Op::V_CMPX_NLT_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 416: VOPC 0x07f
    OpForm { op: Op::V_CMPX_TRU_F64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 417: VOPC 0x0a0
    OpForm { op: Op::V_CMP_F_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 418: VOPC 0x0a1
    OpForm { op: Op::V_CMP_LT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 419: VOPC 0x0a2
    OpForm { op: Op::V_CMP_EQ_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 420: VOPC 0x0a3
    OpForm { op: Op::V_CMP_LE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 421: VOPC 0x0a4
    OpForm { op: Op::V_CMP_GT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 422: VOPC 0x0a5
    OpForm { op: Op::V_CMP_NE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 423: VOPC 0x0a6
    OpForm { op: Op::V_CMP_GE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 424: VOPC 0x0a7
    OpForm { op: Op::V_CMP_T_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 425: VOPC 0x0a8
    OpForm { op: Op::V_CMP_F_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 426: VOPC 0x0a9
    OpForm { op: Op::V_CMP_LT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 427: VOPC 0x0aa
    OpForm { op: Op::V_CMP_EQ_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 428: VOPC 0x0ab
    OpForm { op: Op::V_CMP_LE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 429: VOPC 0x0ac
    OpForm { op: Op::V_CMP_GT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 430: VOPC 0x0ad
    OpForm { op: Op::V_CMP_NE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 431: VOPC 0x0ae
    OpForm { op: Op::V_CMP_GE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 432: VOPC 0x0af
    OpForm { op: Op::V_CMP_T_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 433: VOPC 0x0b0
    OpForm { op: Op::V_CMPX_F_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 434: VOPC 0x0b1
    OpForm { op: Op::V_CMPX_LT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 435: VOPC 0x0b2
    OpForm { op: Op::V_CMPX_EQ_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 436: VOPC 0x0b3
    OpForm { op: Op::V_CMPX_LE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 437: VOPC 0x0b4
    OpForm { op: Op::V_CMPX_GT_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 438: VOPC 0x0b5
    OpForm { op: Op::V_CMPX_NE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 439: VOPC 0x0b6
    OpForm { op: Op::V_CMPX_GE_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 440: VOPC 0x0b7
    OpForm { op: Op::V_CMPX_T_I16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 441: VOPC 0x0b8
    OpForm { op: Op::V_CMPX_F_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 442: VOPC 0x0b9
    OpForm { op: Op::V_CMPX_LT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 443: VOPC 0x0ba
    OpForm { op: Op::V_CMPX_EQ_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 444: VOPC 0x0bb
    OpForm { op: Op::V_CMPX_LE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 445: VOPC 0x0bc
    OpForm { op: Op::V_CMPX_GT_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 446: VOPC 0x0bd
    OpForm { op: Op::V_CMPX_NE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 447: VOPC 0x0be
    OpForm { op: Op::V_CMPX_GE_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 448: VOPC 0x0bf
    OpForm { op: Op::V_CMPX_T_U16, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 449: VOPC 0x0c0
    OpForm { op: Op::V_CMP_F_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 450: VOPC 0x0c1
    OpForm { op: Op::V_CMP_LT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 451: VOPC 0x0c2
    OpForm { op: Op::V_CMP_EQ_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 452: VOPC 0x0c3
    OpForm { op: Op::V_CMP_LE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 453: VOPC 0x0c4
    OpForm { op: Op::V_CMP_GT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 454: VOPC 0x0c5
    OpForm { op: Op::V_CMP_NE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 455: VOPC 0x0c6
    OpForm { op: Op::V_CMP_GE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 456: VOPC 0x0c7
    OpForm { op: Op::V_CMP_T_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 457: VOPC 0x0c8
    OpForm { op: Op::V_CMP_F_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 458: VOPC 0x0c9
    OpForm { op: Op::V_CMP_LT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 459: VOPC 0x0ca
    OpForm { op: Op::V_CMP_EQ_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 460: VOPC 0x0cb
    OpForm { op: Op::V_CMP_LE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 461: VOPC 0x0cc
    OpForm { op: Op::V_CMP_GT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 462: VOPC 0x0cd
    OpForm { op: Op::V_CMP_NE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 463: VOPC 0x0ce
    OpForm { op: Op::V_CMP_GE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 464: VOPC 0x0cf
    OpForm { op: Op::V_CMP_T_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 465: VOPC 0x0d0
    OpForm { op: Op::V_CMPX_F_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 466: VOPC 0x0d1
    OpForm { op: Op::V_CMPX_LT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 467: VOPC 0x0d2
    OpForm { op: Op::V_CMPX_EQ_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 468: VOPC 0x0d3
    OpForm { op: Op::V_CMPX_LE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 469: VOPC 0x0d4
    OpForm { op: Op::V_CMPX_GT_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 470: VOPC 0x0d5
    OpForm { op: Op::V_CMPX_NE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 471: VOPC 0x0d6
    OpForm { op: Op::V_CMPX_GE_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 472: VOPC 0x0d7
    OpForm { op: Op::V_CMPX_T_I32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 473: VOPC 0x0d8
    OpForm { op: Op::V_CMPX_F_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 474: VOPC 0x0d9
    OpForm { op: Op::V_CMPX_LT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 475: VOPC 0x0da
    OpForm { op: Op::V_CMPX_EQ_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 476: VOPC 0x0db
    OpForm { op: Op::V_CMPX_LE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 477: VOPC 0x0dc
    OpForm { op: Op::V_CMPX_GT_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 478: VOPC 0x0dd
    OpForm { op: Op::V_CMPX_NE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 479: VOPC 0x0de
    OpForm { op: Op::V_CMPX_GE_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 480: VOPC 0x0df
    OpForm { op: Op::V_CMPX_T_U32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: Some(0x30300000), dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x340, dpp_mods: 0x000, operands: OPS_50, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 481: VOPC 0x0e0
    OpForm { op: Op::V_CMP_F_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 482: VOPC 0x0e1
    OpForm { op: Op::V_CMP_LT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 483: VOPC 0x0e2
    OpForm { op: Op::V_CMP_EQ_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 484: VOPC 0x0e3
    OpForm { op: Op::V_CMP_LE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 485: VOPC 0x0e4
    OpForm { op: Op::V_CMP_GT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 486: VOPC 0x0e5
    OpForm { op: Op::V_CMP_NE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 487: VOPC 0x0e6
    OpForm { op: Op::V_CMP_GE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 488: VOPC 0x0e7
    OpForm { op: Op::V_CMP_T_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 489: VOPC 0x0e8
    OpForm { op: Op::V_CMP_F_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 490: VOPC 0x0e9
    OpForm { op: Op::V_CMP_LT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 491: VOPC 0x0ea
    OpForm { op: Op::V_CMP_EQ_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 492: VOPC 0x0eb
    OpForm { op: Op::V_CMP_LE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 493: VOPC 0x0ec
    OpForm { op: Op::V_CMP_GT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 494: VOPC 0x0ed
    OpForm { op: Op::V_CMP_NE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 495: VOPC 0x0ee
    OpForm { op: Op::V_CMP_GE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 496: VOPC 0x0ef
    OpForm { op: Op::V_CMP_T_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 497: VOPC 0x0f0
    OpForm { op: Op::V_CMPX_F_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 498: VOPC 0x0f1
    OpForm { op: Op::V_CMPX_LT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 499: VOPC 0x0f2
    OpForm { op: Op::V_CMPX_EQ_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 500: VOPC 0x0f3
    OpForm { op: Op::V_CMPX_LE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 501: VOPC 0x0f4
    OpForm { op: Op::V_CMPX_GT_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 502: VOPC 0x0f5
    OpForm { op: Op::V_CMPX_NE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 503: VOPC 0x0f6
    OpForm { op: Op::V_CMPX_GE_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 504: VOPC 0x0f7
    OpForm { op: Op::V_CMPX_T_I64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 505: VOPC 0x0f8
    OpForm { op: Op::V_CMPX_F_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 506: VOPC 0x0f9
    OpForm { op: Op::V_CMPX_LT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 507: VOPC 0x0fa
    OpForm { op: Op::V_CMPX_EQ_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 508: VOPC 0x0fb
    OpForm { op: Op::V_CMPX_LE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 509: VOPC 0x0fc
    OpForm { op: Op::V_CMPX_GT_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 510: VOPC 0x0fd
    OpForm { op: Op::V_CMPX_NE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 511: VOPC 0x0fe
    OpForm { op: Op::V_CMPX_GE_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 512: VOPC 0x0ff
    OpForm { op: Op::V_CMPX_T_U64, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000480, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_52, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 513: VOP3 0x010
    OpForm { op: Op::V_CMP_CLASS_F32, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x009, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 514: VOP3 0x011
    OpForm { op: Op::V_CMPX_CLASS_F32, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x009, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 515: VOP3 0x012
    OpForm { op: Op::V_CMP_CLASS_F64, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x009, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_54, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 516: VOP3 0x013
    OpForm { op: Op::V_CMPX_CLASS_F64, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x009, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_54, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 517: VOP3 0x014
    OpForm { op: Op::V_CMP_CLASS_F16, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x009, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 518: VOP3 0x015
    OpForm { op: Op::V_CMPX_CLASS_F16, suffix: Suffix::E64, zero: [0x00008600, 0xdffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x009, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 519: VOP3 0x020
    OpForm { op: Op::V_CMP_F_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 520: VOP3 0x021
    OpForm { op: Op::V_CMP_LT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 521: VOP3 0x022
    OpForm { op: Op::V_CMP_EQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 522: VOP3 0x023
    OpForm { op: Op::V_CMP_LE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 523: VOP3 0x024
    OpForm { op: Op::V_CMP_GT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 524: VOP3 0x025
    OpForm { op: Op::V_CMP_LG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 525: VOP3 0x026
    OpForm { op: Op::V_CMP_GE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 526: VOP3 0x027
    OpForm { op: Op::V_CMP_O_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 527: VOP3 0x028
    OpForm { op: Op::V_CMP_U_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 528: VOP3 0x029
    OpForm { op: Op::V_CMP_NGE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 529: VOP3 0x02a
    OpForm { op: Op::V_CMP_NLG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 530: VOP3 0x02b
    OpForm { op: Op::V_CMP_NGT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 531: VOP3 0x02c
    OpForm { op: Op::V_CMP_NLE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 532: VOP3 0x02d
    OpForm { op: Op::V_CMP_NEQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 533: VOP3 0x02e
    OpForm { op: Op::V_CMP_NLT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 534: VOP3 0x02f
    OpForm { op: Op::V_CMP_TRU_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 535: VOP3 0x030
    OpForm { op: Op::V_CMPX_F_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 536: VOP3 0x031
    OpForm { op: Op::V_CMPX_LT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 537: VOP3 0x032
    OpForm { op: Op::V_CMPX_EQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 538: VOP3 0x033
    OpForm { op: Op::V_CMPX_LE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 539: VOP3 0x034
    OpForm { op: Op::V_CMPX_GT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 540: VOP3 0x035
    OpForm { op: Op::V_CMPX_LG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 541: VOP3 0x036
    OpForm { op: Op::V_CMPX_GE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 542: VOP3 0x037
    OpForm { op: Op::V_CMPX_O_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 543: VOP3 0x038
    OpForm { op: Op::V_CMPX_U_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 544: VOP3 0x039
    OpForm { op: Op::V_CMPX_NGE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 545: VOP3 0x03a
    OpForm { op: Op::V_CMPX_NLG_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 546: VOP3 0x03b
    OpForm { op: Op::V_CMPX_NGT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 547: VOP3 0x03c
    OpForm { op: Op::V_CMPX_NLE_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 548: VOP3 0x03d
    OpForm { op: Op::V_CMPX_NEQ_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 549: VOP3 0x03e
    OpForm { op: Op::V_CMPX_NLT_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 550: VOP3 0x03f
    OpForm { op: Op::V_CMPX_TRU_F16, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 551: VOP3 0x040
    OpForm { op: Op::V_CMP_F_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 552: VOP3 0x041
    OpForm { op: Op::V_CMP_LT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 553: VOP3 0x042
    OpForm { op: Op::V_CMP_EQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 554: VOP3 0x043
    OpForm { op: Op::V_CMP_LE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 555: VOP3 0x044
    OpForm { op: Op::V_CMP_GT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 556: VOP3 0x045
    OpForm { op: Op::V_CMP_LG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 557: VOP3 0x046
    OpForm { op: Op::V_CMP_GE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 558: VOP3 0x047
    OpForm { op: Op::V_CMP_O_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 559: VOP3 0x048
    OpForm { op: Op::V_CMP_U_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 560: VOP3 0x049
    OpForm { op: Op::V_CMP_NGE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 561: VOP3 0x04a
    OpForm { op: Op::V_CMP_NLG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 562: VOP3 0x04b
    OpForm { op: Op::V_CMP_NGT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 563: VOP3 0x04c
    OpForm { op: Op::V_CMP_NLE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 564: VOP3 0x04d
    OpForm { op: Op::V_CMP_NEQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 565: VOP3 0x04e
    OpForm { op: Op::V_CMP_NLT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 566: VOP3 0x04f
    OpForm { op: Op::V_CMP_TRU_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 567: VOP3 0x050
    OpForm { op: Op::V_CMPX_F_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 568: VOP3 0x051
    OpForm { op: Op::V_CMPX_LT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 569: VOP3 0x052
    OpForm { op: Op::V_CMPX_EQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 570: VOP3 0x053
    OpForm { op: Op::V_CMPX_LE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 571: VOP3 0x054
    OpForm { op: Op::V_CMPX_GT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 572: VOP3 0x055
    OpForm { op: Op::V_CMPX_LG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 573: VOP3 0x056
    OpForm { op: Op::V_CMPX_GE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 574: VOP3 0x057
    OpForm { op: Op::V_CMPX_O_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 575: VOP3 0x058
    OpForm { op: Op::V_CMPX_U_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 576: VOP3 0x059
    OpForm { op: Op::V_CMPX_NGE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 577: VOP3 0x05a
    OpForm { op: Op::V_CMPX_NLG_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 578: VOP3 0x05b
    OpForm { op: Op::V_CMPX_NGT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 579: VOP3 0x05c
    OpForm { op: Op::V_CMPX_NLE_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 580: VOP3 0x05d
    OpForm { op: Op::V_CMPX_NEQ_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 581: VOP3 0x05e
    OpForm { op: Op::V_CMPX_NLT_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 582: VOP3 0x05f
    OpForm { op: Op::V_CMPX_TRU_F32, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 583: VOP3 0x060
    OpForm { op: Op::V_CMP_F_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 584: VOP3 0x061
    OpForm { op: Op::V_CMP_LT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 585: VOP3 0x062
    OpForm { op: Op::V_CMP_EQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 586: VOP3 0x063
    OpForm { op: Op::V_CMP_LE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 587: VOP3 0x064
    OpForm { op: Op::V_CMP_GT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 588: VOP3 0x065
    OpForm { op: Op::V_CMP_LG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 589: VOP3 0x066
    OpForm { op: Op::V_CMP_GE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 590: VOP3 0x067
    OpForm { op: Op::V_CMP_O_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 591: VOP3 0x068
    OpForm { op: Op::V_CMP_U_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 592: VOP3 0x069
    OpForm { op: Op::V_CMP_NGE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 593: VOP3 0x06a
    OpForm { op: Op::V_CMP_NLG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 594: VOP3 0x06b
    OpForm { op: Op::V_CMP_NGT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 595: VOP3 0x06c
    OpForm { op: Op::V_CMP_NLE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 596: VOP3 0x06d
    OpForm { op: Op::V_CMP_NEQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 597: VOP3 0x06e
    OpForm { op: Op::V_CMP_NLT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 598: VOP3 0x06f
    OpForm { op: Op::V_CMP_TRU_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 599: VOP3 0x070
    OpForm { op: Op::V_CMPX_F_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 600: VOP3 0x071
    OpForm { op: Op::V_CMPX_LT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 601: VOP3 0x072
    OpForm { op: Op::V_CMPX_EQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 602: VOP3 0x073
    OpForm { op: Op::V_CMPX_LE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 603: VOP3 0x074
    OpForm { op: Op::V_CMPX_GT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 604: VOP3 0x075
    OpForm { op: Op::V_CMPX_LG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 605: VOP3 0x076
    OpForm { op: Op::V_CMPX_GE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 606: VOP3 0x077
    OpForm { op: Op::V_CMPX_O_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 607: VOP3 0x078
    OpForm { op: Op::V_CMPX_U_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 608: VOP3 0x079
    OpForm { op: Op::V_CMPX_NGE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 609: VOP3 0x07a
    OpForm { op: Op::V_CMPX_NLG_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 610: VOP3 0x07b
    OpForm { op: Op::V_CMPX_NGT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 611: VOP3 0x07c
    OpForm { op: Op::V_CMPX_NLE_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 612: VOP3 0x07d
    OpForm { op: Op::V_CMPX_NEQ_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 613: VOP3 0x07e
    OpForm { op: Op::V_CMPX_NLT_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 614: VOP3 0x07f
    OpForm { op: Op::V_CMPX_TRU_F64, suffix: Suffix::E64, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 615: VOP3 0x0a0
    OpForm { op: Op::V_CMP_F_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 616: VOP3 0x0a1
    OpForm { op: Op::V_CMP_LT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 617: VOP3 0x0a2
    OpForm { op: Op::V_CMP_EQ_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 618: VOP3 0x0a3
    OpForm { op: Op::V_CMP_LE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 619: VOP3 0x0a4
    OpForm { op: Op::V_CMP_GT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 620: VOP3 0x0a5
    OpForm { op: Op::V_CMP_NE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 621: VOP3 0x0a6
    OpForm { op: Op::V_CMP_GE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 622: VOP3 0x0a7
    OpForm { op: Op::V_CMP_T_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 623: VOP3 0x0a8
    OpForm { op: Op::V_CMP_F_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 624: VOP3 0x0a9
    OpForm { op: Op::V_CMP_LT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 625: VOP3 0x0aa
    OpForm { op: Op::V_CMP_EQ_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 626: VOP3 0x0ab
    OpForm { op: Op::V_CMP_LE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 627: VOP3 0x0ac
    OpForm { op: Op::V_CMP_GT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 628: VOP3 0x0ad
    OpForm { op: Op::V_CMP_NE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 629: VOP3 0x0ae
    OpForm { op: Op::V_CMP_GE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 630: VOP3 0x0af
    OpForm { op: Op::V_CMP_T_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 631: VOP3 0x0b0
    OpForm { op: Op::V_CMPX_F_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 632: VOP3 0x0b1
    OpForm { op: Op::V_CMPX_LT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 633: VOP3 0x0b2
    OpForm { op: Op::V_CMPX_EQ_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 634: VOP3 0x0b3
    OpForm { op: Op::V_CMPX_LE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 635: VOP3 0x0b4
    OpForm { op: Op::V_CMPX_GT_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 636: VOP3 0x0b5
    OpForm { op: Op::V_CMPX_NE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 637: VOP3 0x0b6
    OpForm { op: Op::V_CMPX_GE_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 638: VOP3 0x0b7
    OpForm { op: Op::V_CMPX_T_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 639: VOP3 0x0b8
    OpForm { op: Op::V_CMPX_F_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 640: VOP3 0x0b9
    OpForm { op: Op::V_CMPX_LT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 641: VOP3 0x0ba
    OpForm { op: Op::V_CMPX_EQ_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 642: VOP3 0x0bb
    OpForm { op: Op::V_CMPX_LE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 643: VOP3 0x0bc
    OpForm { op: Op::V_CMPX_GT_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 644: VOP3 0x0bd
    OpForm { op: Op::V_CMPX_NE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 645: VOP3 0x0be
    OpForm { op: Op::V_CMPX_GE_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 646: VOP3 0x0bf
    OpForm { op: Op::V_CMPX_T_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 647: VOP3 0x0c0
    OpForm { op: Op::V_CMP_F_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 648: VOP3 0x0c1
    OpForm { op: Op::V_CMP_LT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 649: VOP3 0x0c2
    OpForm { op: Op::V_CMP_EQ_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 650: VOP3 0x0c3
    OpForm { op: Op::V_CMP_LE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 651: VOP3 0x0c4
    OpForm { op: Op::V_CMP_GT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 652: VOP3 0x0c5
    OpForm { op: Op::V_CMP_NE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 653: VOP3 0x0c6
    OpForm { op: Op::V_CMP_GE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 654: VOP3 0x0c7
    OpForm { op: Op::V_CMP_T_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 655: VOP3 0x0c8
    OpForm { op: Op::V_CMP_F_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 656: VOP3 0x0c9
    OpForm { op: Op::V_CMP_LT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 657: VOP3 0x0ca
    OpForm { op: Op::V_CMP_EQ_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 658: VOP3 0x0cb
    OpForm { op: Op::V_CMP_LE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 659: VOP3 0x0cc
    OpForm { op: Op::V_CMP_GT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 660: VOP3 0x0cd
    OpForm { op: Op::V_CMP_NE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 661: VOP3 0x0ce
    OpForm { op: Op::V_CMP_GE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 662: VOP3 0x0cf
    OpForm { op: Op::V_CMP_T_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 663: VOP3 0x0d0
    OpForm { op: Op::V_CMPX_F_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 664: VOP3 0x0d1
    OpForm { op: Op::V_CMPX_LT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 665: VOP3 0x0d2
    OpForm { op: Op::V_CMPX_EQ_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 666: VOP3 0x0d3
    OpForm { op: Op::V_CMPX_LE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 667: VOP3 0x0d4
    OpForm { op: Op::V_CMPX_GT_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 668: VOP3 0x0d5
    OpForm { op: Op::V_CMPX_NE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 669: VOP3 0x0d6
    OpForm { op: Op::V_CMPX_GE_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 670: VOP3 0x0d7
    OpForm { op: Op::V_CMPX_T_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 671: VOP3 0x0d8
    OpForm { op: Op::V_CMPX_F_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 672: VOP3 0x0d9
    OpForm { op: Op::V_CMPX_LT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 673: VOP3 0x0da
    OpForm { op: Op::V_CMPX_EQ_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 674: VOP3 0x0db
    OpForm { op: Op::V_CMPX_LE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 675: VOP3 0x0dc
    OpForm { op: Op::V_CMPX_GT_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 676: VOP3 0x0dd
    OpForm { op: Op::V_CMPX_NE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 677: VOP3 0x0de
    OpForm { op: Op::V_CMPX_GE_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 678: VOP3 0x0df
    OpForm { op: Op::V_CMPX_T_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_53, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 679: VOP3 0x0e0
    OpForm { op: Op::V_CMP_F_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 680: VOP3 0x0e1
    OpForm { op: Op::V_CMP_LT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 681: VOP3 0x0e2
    OpForm { op: Op::V_CMP_EQ_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 682: VOP3 0x0e3
    OpForm { op: Op::V_CMP_LE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 683: VOP3 0x0e4
    OpForm { op: Op::V_CMP_GT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 684: VOP3 0x0e5
    OpForm { op: Op::V_CMP_NE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 685: VOP3 0x0e6
    OpForm { op: Op::V_CMP_GE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 686: VOP3 0x0e7
    OpForm { op: Op::V_CMP_T_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 687: VOP3 0x0e8
    OpForm { op: Op::V_CMP_F_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 688: VOP3 0x0e9
    OpForm { op: Op::V_CMP_LT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 689: VOP3 0x0ea
    OpForm { op: Op::V_CMP_EQ_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 690: VOP3 0x0eb
    OpForm { op: Op::V_CMP_LE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 691: VOP3 0x0ec
    OpForm { op: Op::V_CMP_GT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 692: VOP3 0x0ed
    OpForm { op: Op::V_CMP_NE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 693: VOP3 0x0ee
    OpForm { op: Op::V_CMP_GE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 694: VOP3 0x0ef
    OpForm { op: Op::V_CMP_T_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 695: VOP3 0x0f0
    OpForm { op: Op::V_CMPX_F_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 696: VOP3 0x0f1
    OpForm { op: Op::V_CMPX_LT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 697: VOP3 0x0f2
    OpForm { op: Op::V_CMPX_EQ_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 698: VOP3 0x0f3
    OpForm { op: Op::V_CMPX_LE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 699: VOP3 0x0f4
    OpForm { op: Op::V_CMPX_GT_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 700: VOP3 0x0f5
    OpForm { op: Op::V_CMPX_NE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 701: VOP3 0x0f6
    OpForm { op: Op::V_CMPX_GE_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 702: VOP3 0x0f7
    OpForm { op: Op::V_CMPX_T_I64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 703: VOP3 0x0f8
    OpForm { op: Op::V_CMPX_F_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 704: VOP3 0x0f9
    OpForm { op: Op::V_CMPX_LT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 705: VOP3 0x0fa
    OpForm { op: Op::V_CMPX_EQ_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 706: VOP3 0x0fb
    OpForm { op: Op::V_CMPX_LE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 707: VOP3 0x0fc
    OpForm { op: Op::V_CMPX_GT_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 708: VOP3 0x0fd
    OpForm { op: Op::V_CMPX_NE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 709: VOP3 0x0fe
    OpForm { op: Op::V_CMPX_GE_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 710: VOP3 0x0ff
    OpForm { op: Op::V_CMPX_T_U64, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_55, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 711: VOP3 0x100
    OpForm { op: Op::V_CNDMASK_B32, suffix: Suffix::E64, zero: [0x00008400, 0x98000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x01b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_56, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Invalid], dst_const: ConstMode::Any },
    // 712: VOP3 0x101
    OpForm { op: Op::V_ADD_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 713: VOP3 0x102
    OpForm { op: Op::V_SUB_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 714: VOP3 0x103
    OpForm { op: Op::V_SUBREV_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 715: VOP3 0x104
    OpForm { op: Op::V_MUL_LEGACY_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 716: VOP3 0x105
    OpForm { op: Op::V_MUL_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 717: VOP3 0x106
    OpForm { op: Op::V_MUL_I32_I24, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 718: VOP3 0x107
    OpForm { op: Op::V_MUL_HI_I32_I24, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 719: VOP3 0x108
    OpForm { op: Op::V_MUL_U32_U24, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 720: VOP3 0x109
    OpForm { op: Op::V_MUL_HI_U32_U24, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 721: VOP3 0x10a
    OpForm { op: Op::V_MIN_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 722: VOP3 0x10b
    OpForm { op: Op::V_MAX_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 723: VOP3 0x10c
    OpForm { op: Op::V_MIN_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 724: VOP3 0x10d
    OpForm { op: Op::V_MAX_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 725: VOP3 0x10e
    OpForm { op: Op::V_MIN_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 726: VOP3 0x10f
    OpForm { op: Op::V_MAX_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 727: VOP3 0x110
    OpForm { op: Op::V_LSHRREV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 728: VOP3 0x111
    OpForm { op: Op::V_ASHRREV_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 729: VOP3 0x112
    OpForm { op: Op::V_LSHLREV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 730: VOP3 0x113
    OpForm { op: Op::V_AND_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 731: VOP3 0x114
    OpForm { op: Op::V_OR_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 732: VOP3 0x115
    OpForm { op: Op::V_XOR_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 733: VOP3 0x116
    OpForm { op: Op::V_MAC_F32, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 734: VOP3 0x119
    OpForm { op: Op::V_ADD_U32, suffix: Suffix::E64, zero: [0x00000000, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0001e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_58, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 735: VOP3 0x11a
    OpForm { op: Op::V_SUB_U32, suffix: Suffix::E64, zero: [0x00000000, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0001e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_58, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 736: VOP3 0x11b
    OpForm { op: Op::V_SUBREV_U32, suffix: Suffix::E64, zero: [0x00000000, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0001e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_58, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 737: VOP3 0x11c
    OpForm { op: Op::V_ADDC_U32, suffix: Suffix::E64, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0003e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_59, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Invalid], dst_const: ConstMode::Any },
    // 738: VOP3 0x11d
    OpForm { op: Op::V_SUBB_U32, suffix: Suffix::E64, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0003e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_59, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Invalid], dst_const: ConstMode::Any },
    // 739: VOP3 0x11e
    OpForm { op: Op::V_SUBBREV_U32, suffix: Suffix::E64, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0003e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_59, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Invalid], dst_const: ConstMode::Any },
    // 740: VOP3 0x11f
    OpForm { op: Op::V_ADD_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 741: VOP3 0x120
    OpForm { op: Op::V_SUB_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 742: VOP3 0x121
    OpForm { op: Op::V_SUBREV_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 743: VOP3 0x122
    OpForm { op: Op::V_MUL_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 744: VOP3 0x123
    OpForm { op: Op::V_MAC_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 745: VOP3 0x126
    OpForm { op: Op::V_ADD_U16, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 746: VOP3 0x127
    OpForm { op: Op::V_SUB_U16, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 747: VOP3 0x128
    OpForm { op: Op::V_SUBREV_U16, suffix: Suffix::E64, zero: [0x00000700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 748: VOP3 0x129
    OpForm { op: Op::V_MUL_LO_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 749: VOP3 0x12a
    OpForm { op: Op::V_LSHLREV_B16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 750: VOP3 0x12b
    OpForm { op: Op::V_LSHRREV_B16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 751: VOP3 0x12c
    OpForm { op: Op::V_ASHRREV_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 752: VOP3 0x12d
    OpForm { op: Op::V_MAX_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 753: VOP3 0x12e
    OpForm { op: Op::V_MIN_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 754: VOP3 0x12f
    OpForm { op: Op::V_MAX_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 755: VOP3 0x130
    OpForm { op: Op::V_MAX_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 756: VOP3 0x131
    OpForm { op: Op::V_MIN_U16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 757: VOP3 0x132
    OpForm { op: Op::V_MIN_I16, suffix: Suffix::E64, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::I16, NumType::I16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 758: VOP3 0x133
    OpForm { op: Op::V_LDEXP_F16, suffix: Suffix::E64, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x2c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::F16, NumType::F16, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 759: VOP3 0x140
    OpForm { op: Op::V_NOP, suffix: Suffix::None, zero: [0x000087ff, 0xffffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 760: VOP3 0x141
    OpForm { op: Op::V_MOV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 761: VOP3 0x143
    OpForm { op: Op::V_CVT_I32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 762: VOP3 0x144
    OpForm { op: Op::V_CVT_F64_I32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 763: VOP3 0x145
    OpForm { op: Op::V_CVT_F32_I32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 764: VOP3 0x146
    OpForm { op: Op::V_CVT_F32_U32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 765: VOP3 0x147
    OpForm { op: Op::V_CVT_U32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 766: VOP3 0x148
    OpForm { op: Op::V_CVT_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 767: VOP3 0x14a
    OpForm { op: Op::V_CVT_F16_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 768: VOP3 0x14b
    OpForm { op: Op::V_CVT_F32_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 769: VOP3 0x14c
    OpForm { op: Op::V_CVT_RPI_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xdffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x049, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 770: VOP3 0x14d
    OpForm { op: Op::V_CVT_FLR_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xdffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x049, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 771: VOP3 0x14e
    OpForm { op: Op::V_CVT_OFF_F32_I4, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 772: VOP3 0x14f
    OpForm { op: Op::V_CVT_F32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 773: VOP3 0x150
    OpForm { op: Op::V_CVT_F64_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 774: VOP3 0x151
    OpForm { op: Op::V_CVT_F32_UBYTE0, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 775: VOP3 0x152
    OpForm { op: Op::V_CVT_F32_UBYTE1, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 776: VOP3 0x153
    OpForm { op: Op::V_CVT_F32_UBYTE2, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 777: VOP3 0x154
    OpForm { op: Op::V_CVT_F32_UBYTE3, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 778: VOP3 0x155
    OpForm { op: Op::V_CVT_U32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 779: VOP3 0x156
    OpForm { op: Op::V_CVT_F64_U32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_48, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 780: VOP3 0x157
    OpForm { op: Op::V_TRUNC_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 781: VOP3 0x158
    OpForm { op: Op::V_CEIL_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 782: VOP3 0x159
    OpForm { op: Op::V_RNDNE_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 783: VOP3 0x15a
    OpForm { op: Op::V_FLOOR_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 784: VOP3 0x15b
    OpForm { op: Op::V_FRACT_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 785: VOP3 0x15c
    OpForm { op: Op::V_TRUNC_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 786: VOP3 0x15d
    OpForm { op: Op::V_CEIL_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 787: VOP3 0x15e
    OpForm { op: Op::V_RNDNE_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 788: VOP3 0x15f
    OpForm { op: Op::V_FLOOR_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 789: VOP3 0x160
    OpForm { op: Op::V_EXP_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 790: VOP3 0x161
    OpForm { op: Op::V_LOG_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 791: VOP3 0x162
    OpForm { op: Op::V_RCP_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 792: VOP3 0x163
    OpForm { op: Op::V_RCP_IFLAG_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 793: VOP3 0x164
    OpForm { op: Op::V_RSQ_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 794: VOP3 0x165
    OpForm { op: Op::V_RCP_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 795: VOP3 0x166
    OpForm { op: Op::V_RSQ_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 796: VOP3 0x167
    OpForm { op: Op::V_SQRT_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 797: VOP3 0x168
    OpForm { op: Op::V_SQRT_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 798: VOP3 0x169
    OpForm { op: Op::V_SIN_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 799: VOP3 0x16a
    OpForm { op: Op::V_COS_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 800: VOP3 0x16b
    OpForm { op: Op::V_NOT_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 801: VOP3 0x16c
    OpForm { op: Op::V_BFREV_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 802: VOP3 0x16d
    OpForm { op: Op::V_FFBH_U32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 803: VOP3 0x16e
    OpForm { op: Op::V_FFBL_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 804: VOP3 0x16f
    OpForm { op: Op::V_FFBH_I32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 805: VOP3 0x170
    OpForm { op: Op::V_FREXP_EXP_I32_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_47, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 806: VOP3 0x171
    OpForm { op: Op::V_FREXP_MANT_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 807: VOP3 0x172
    OpForm { op: Op::V_FRACT_F64, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_49, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 808: VOP3 0x173
    OpForm { op: Op::V_FREXP_EXP_I32_F32, suffix: Suffix::E64, zero: [0x00000600, 0xdffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x049, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 809: VOP3 0x174
    OpForm { op: Op::V_FREXP_MANT_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 810: VOP3 0x175
    OpForm { op: Op::V_CLREXCP, suffix: Suffix::None, zero: [0x000087ff, 0xffffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 811: VOP3 0x176
    OpForm { op: Op::V_MOVRELD_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 812: VOP3 0x177
    OpForm { op: Op::V_MOVRELS_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 813: VOP3 0x178
    OpForm { op: Op::V_MOVRELSD_B32, suffix: Suffix::E64, zero: [0x00008700, 0xfffffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 814: VOP3 0x179
    OpForm { op: Op::V_CVT_F16_U16, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 815: VOP3 0x17a
    OpForm { op: Op::V_CVT_F16_I16, suffix: Suffix::E64, zero: [0x00000700, 0xe7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::I16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 816: VOP3 0x17b
    OpForm { op: Op::V_CVT_U16_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 817: VOP3 0x17c
    OpForm { op: Op::V_CVT_I16_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 818: VOP3 0x17d
    OpForm { op: Op::V_RCP_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 819: VOP3 0x17e
    OpForm { op: Op::V_SQRT_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 820: VOP3 0x17f
    OpForm { op: Op::V_RSQ_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 821: VOP3 0x180
    OpForm { op: Op::V_LOG_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 822: VOP3 0x181
    OpForm { op: Op::V_EXP_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 823: VOP3 0x182
    OpForm { op: Op::V_FREXP_MANT_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 824: VOP3 0x183
    OpForm { op: Op::V_FREXP_EXP_I16_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 825: VOP3 0x184
    OpForm { op: Op::V_FLOOR_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 826: VOP3 0x185
    OpForm { op: Op::V_CEIL_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 827: VOP3 0x186
    OpForm { op: Op::V_TRUNC_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 828: VOP3 0x187
    OpForm { op: Op::V_RNDNE_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 829: VOP3 0x188
    OpForm { op: Op::V_FRACT_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 830: VOP3 0x189
    OpForm { op: Op::V_SIN_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 831: VOP3 0x18a
    OpForm { op: Op::V_COS_F16, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::F16, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 832: VOP3 0x18b
    OpForm { op: Op::V_EXP_LEGACY_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 833: VOP3 0x18c
    OpForm { op: Op::V_LOG_LEGACY_F32, suffix: Suffix::E64, zero: [0x00000600, 0xc7fffe00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0000a0, mods: 0x0c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_45, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 834: VOP3 0x1c0
    OpForm { op: Op::V_MAD_LEGACY_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 835: VOP3 0x1c1
    OpForm { op: Op::V_MAD_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 836: VOP3 0x1c2
    OpForm { op: Op::V_MAD_I32_I24, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 837: VOP3 0x1c3
    OpForm { op: Op::V_MAD_U32_U24, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 838: VOP3 0x1c4
    OpForm { op: Op::V_CUBEID_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 839: VOP3 0x1c5
    OpForm { op: Op::V_CUBESC_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 840: VOP3 0x1c6
    OpForm { op: Op::V_CUBETC_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 841: VOP3 0x1c7
    OpForm { op: Op::V_CUBEMA_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 842: VOP3 0x1c8
    OpForm { op: Op::V_BFE_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 843: VOP3 0x1c9
    OpForm { op: Op::V_BFE_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 844: VOP3 0x1ca
    OpForm { op: Op::V_BFI_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 845: VOP3 0x1cb
    OpForm { op: Op::V_FMA_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 846: VOP3 0x1cc
    OpForm { op: Op::V_FMA_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_61, src_types: [NumType::B64, NumType::B64, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 847: VOP3 0x1cd
    OpForm { op: Op::V_LERP_U8, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 848: VOP3 0x1ce
    OpForm { op: Op::V_ALIGNBIT_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 849: VOP3 0x1cf
    OpForm { op: Op::V_ALIGNBYTE_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 850: VOP3 0x1d0
    OpForm { op: Op::V_MIN3_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 851: VOP3 0x1d1
    OpForm { op: Op::V_MIN3_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 852: VOP3 0x1d2
    OpForm { op: Op::V_MIN3_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 853: VOP3 0x1d3
    OpForm { op: Op::V_MAX3_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 854: VOP3 0x1d4
    OpForm { op: Op::V_MAX3_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 855: VOP3 0x1d5
    OpForm { op: Op::V_MAX3_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 856: VOP3 0x1d6
    OpForm { op: Op::V_MED3_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 857: VOP3 0x1d7
    OpForm { op: Op::V_MED3_I32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 858: VOP3 0x1d8
    OpForm { op: Op::V_MED3_U32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 859: VOP3 0x1d9
    OpForm { op: Op::V_SAD_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 860: VOP3 0x1da
    OpForm { op: Op::V_SAD_HI_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 861: VOP3 0x1db
    OpForm { op: Op::V_SAD_U16, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 862: VOP3 0x1dc
    OpForm { op: Op::V_SAD_U32, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 863: VOP3 0x1dd
    OpForm { op: Op::V_CVT_PK_U8_F32, suffix: Suffix::None, zero: [0x00000000, 0x18000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x649, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 864: VOP3 0x1de
    OpForm { op: Op::V_DIV_FIXUP_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 865: VOP3 0x1df
    OpForm { op: Op::V_DIV_FIXUP_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_61, src_types: [NumType::B64, NumType::B64, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 866: VOP3 0x1e0
    OpForm { op: Op::V_DIV_SCALE_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0003e0, mods: 0x0f8, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_62, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 867: VOP3 0x1e1
    OpForm { op: Op::V_DIV_SCALE_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0003e0, mods: 0x0f8, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_63, src_types: [NumType::B64, NumType::B64, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 868: VOP3 0x1e2
    OpForm { op: Op::V_DIV_FMAS_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 869: VOP3 0x1e3
    OpForm { op: Op::V_DIV_FMAS_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_61, src_types: [NumType::B64, NumType::B64, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 870: VOP3 0x1e4
    OpForm { op: Op::V_MSAD_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 871: VOP3 0x1e5
    OpForm { op: Op::V_QSAD_PK_U16_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_64, src_types: [NumType::B64, NumType::B32, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 872: VOP3 0x1e6
    OpForm { op: Op::V_MQSAD_PK_U16_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_64, src_types: [NumType::B64, NumType::B32, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 873: VOP3 0x1e7
    OpForm { op: Op::V_MQSAD_U32_U8, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_65, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Invalid], dst_const: ConstMode::Any },
    // 874: VOP3 0x1e8
    OpForm { op: Op::V_MAD_U64_U32, suffix: Suffix::None, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0003e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_66, src_types: [NumType::B32, NumType::B32, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 875: VOP3 0x1e9
    OpForm { op: Op::V_MAD_I64_I32, suffix: Suffix::None, zero: [0x00000000, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: true, ones0: 0x00000000, fields: 0x0003e0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_66, src_types: [NumType::B32, NumType::B32, NumType::B64], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 876: VOP3 0x1ea
    OpForm { op: Op::V_MAD_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 877: VOP3 0x1eb
    OpForm { op: Op::V_MAD_U16, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::I16, NumType::I16, NumType::I16], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 878: VOP3 0x1ec
    OpForm { op: Op::V_MAD_I16, suffix: Suffix::None, zero: [0x00000700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x040, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::I16, NumType::I16, NumType::I16], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 879: VOP3 0x1ed
    OpForm { op: Op::V_PERM_B32, suffix: Suffix::None, zero: [0x00008700, 0xf8000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 880: VOP3 0x1ee
    OpForm { op: Op::V_FMA_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 881: VOP3 0x1ef
    OpForm { op: Op::V_DIV_FIXUP_F16, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0003a0, mods: 0x0ff, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_60, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 882: VOP3 0x1f0
    OpForm { op: Op::V_CVT_PKACCUM_U8_F32, suffix: Suffix::None, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x249, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 883: VOP3 0x270
    OpForm { op: Op::V_INTERP_P1_F32, suffix: Suffix::E64, zero: [0x00000500, 0xa7fc0100], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000120, mods: 0x0d2, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_67, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Invalid, ConstMode::Any], dst_const: ConstMode::Any },
    // 884: VOP3 0x271
    OpForm { op: Op::V_INTERP_P2_F32, suffix: Suffix::E64, zero: [0x00000500, 0xa7fc0100], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000120, mods: 0x0d2, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_67, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Invalid, ConstMode::Any], dst_const: ConstMode::Any },
    // 885: VOP3 0x272
    OpForm { op: Op::V_INTERP_MOV_F32, suffix: Suffix::E64, zero: [0x00000700, 0xe7fc0100], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000020, mods: 0x0c0, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_68, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 886: VOP3 0x274
    OpForm { op: Op::V_INTERP_P1LL_F16, suffix: Suffix::None, zero: [0x00000500, 0xa7fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000120, mods: 0x0d2, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_69, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Invalid, ConstMode::Any], dst_const: ConstMode::Any },
    // 887: VOP3 0x275
    OpForm { op: Op::V_INTERP_P1LV_F16, suffix: Suffix::None, zero: [0x00000100, 0x20000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000320, mods: 0x0f6, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_70, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Invalid, ConstMode::Invalid], dst_const: ConstMode::Any },
    // 888: VOP3 0x276
    OpForm { op: Op::V_INTERP_P2_F16, suffix: Suffix::None, zero: [0x00000100, 0x38000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000320, mods: 0x076, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_70, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Invalid, ConstMode::Invalid], dst_const: ConstMode::Any },
    // 889: VOP3 0x280
    OpForm { op: Op::V_ADD_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 890: VOP3 0x281
    OpForm { op: Op::V_MUL_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 891: VOP3 0x282
    OpForm { op: Op::V_MIN_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 892: VOP3 0x283
    OpForm { op: Op::V_MAX_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_71, src_types: [NumType::B64, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 893: VOP3 0x284
    OpForm { op: Op::V_LDEXP_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x2c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_72, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 894: VOP3 0x285
    OpForm { op: Op::V_MUL_LO_U32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 895: VOP3 0x286
    OpForm { op: Op::V_MUL_HI_U32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 896: VOP3 0x287
    OpForm { op: Op::V_MUL_HI_I32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 897: VOP3 0x288
    OpForm { op: Op::V_LDEXP_F32, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x2c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 898: VOP3 0x289
    OpForm { op: Op::V_READLANE_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_73, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Invalid, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Invalid },
    // 899: VOP3 0x28a
    OpForm { op: Op::V_WRITELANE_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 900: VOP3 0x28b
    OpForm { op: Op::V_BCNT_U32_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 901: VOP3 0x28c
    OpForm { op: Op::V_MBCNT_LO_U32_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 902: VOP3 0x28d
    OpForm { op: Op::V_MBCNT_HI_U32_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 903: VOP3 0x28f
    OpForm { op: Op::V_LSHLREV_B64, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_74, src_types: [NumType::B32, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 904: VOP3 0x290
    OpForm { op: Op::V_LSHRREV_B64, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_74, src_types: [NumType::B32, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 905: VOP3 0x291
    OpForm { op: Op::V_ASHRREV_I64, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_74, src_types: [NumType::B32, NumType::B64, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 906: VOP3 0x292
    OpForm { op: Op::V_TRIG_PREOP_F64, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x2c9, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_72, src_types: [NumType::B64, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 907: VOP3 0x293
    OpForm { op: Op::V_BFM_B32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 908: VOP3 0x294
    OpForm { op: Op::V_CVT_PKNORM_I16_F32, suffix: Suffix::None, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 909: VOP3 0x295
    OpForm { op: Op::V_CVT_PKNORM_U16_F32, suffix: Suffix::None, zero: [0x00000400, 0x9ffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x05b, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 910: VOP3 0x296
    OpForm { op: Op::V_CVT_PKRTZ_F16_F32, suffix: Suffix::None, zero: [0x00000400, 0x87fc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x0db, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 911: VOP3 0x297
    OpForm { op: Op::V_CVT_PK_U16_U32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 912: VOP3 0x298
    OpForm { op: Op::V_CVT_PK_I16_I32, suffix: Suffix::None, zero: [0x00008700, 0xfffc0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0001a0, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_57, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 913: VINTRP 0x000
    OpForm { op: Op::V_INTERP_P1_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000820, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_75, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 914: VINTRP 0x001
    OpForm { op: Op::V_INTERP_P2_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000820, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_75, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 915: VINTRP 0x002
    OpForm { op: Op::V_INTERP_MOV_F32, suffix: Suffix::E32, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_68, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 916: DS 0x000
    OpForm { op: Op::DS_ADD_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 917: DS 0x001
    OpForm { op: Op::DS_SUB_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 918: DS 0x002
    OpForm { op: Op::DS_RSUB_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 919: DS 0x003
    OpForm { op: Op::DS_INC_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 920: DS 0x004
    OpForm { op: Op::DS_DEC_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 921: DS 0x005
    OpForm { op: Op::DS_MIN_I32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 922: DS 0x006
    OpForm { op: Op::DS_MAX_I32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 923: DS 0x007
    OpForm { op: Op::DS_MIN_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 924: DS 0x008
    OpForm { op: Op::DS_MAX_U32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 925: DS 0x009
    OpForm { op: Op::DS_AND_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 926: DS 0x00a
    OpForm { op: Op::DS_OR_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 927: DS 0x00b
    OpForm { op: Op::DS_XOR_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 928: DS 0x00c
    OpForm { op: Op::DS_MSKOR_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 929: DS 0x00d
    OpForm { op: Op::DS_WRITE_B32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 930: DS 0x00e
    OpForm { op: Op::DS_WRITE2_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 931: DS 0x00f
    OpForm { op: Op::DS_WRITE2ST64_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 932: DS 0x010
    OpForm { op: Op::DS_CMPST_B32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 933: DS 0x011
    OpForm { op: Op::DS_CMPST_F32, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_77, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 934: DS 0x012
    OpForm { op: Op::DS_MIN_F32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 935: DS 0x013
    OpForm { op: Op::DS_MAX_F32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 936: DS 0x014
    OpForm { op: Op::DS_NOP, suffix: Suffix::None, zero: [0x0201ffff, 0xffffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 937: DS 0x015
    OpForm { op: Op::DS_ADD_F32, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 938: DS 0x01e
    OpForm { op: Op::DS_WRITE_B8, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 939: DS 0x01f
    OpForm { op: Op::DS_WRITE_B16, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_76, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 940: DS 0x020
    OpForm { op: Op::DS_ADD_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 941: DS 0x021
    OpForm { op: Op::DS_SUB_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 942: DS 0x022
    OpForm { op: Op::DS_RSUB_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 943: DS 0x023
    OpForm { op: Op::DS_INC_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 944: DS 0x024
    OpForm { op: Op::DS_DEC_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 945: DS 0x025
    OpForm { op: Op::DS_MIN_RTN_I32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 946: DS 0x026
    OpForm { op: Op::DS_MAX_RTN_I32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 947: DS 0x027
    OpForm { op: Op::DS_MIN_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 948: DS 0x028
    OpForm { op: Op::DS_MAX_RTN_U32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 949: DS 0x029
    OpForm { op: Op::DS_AND_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 950: DS 0x02a
    OpForm { op: Op::DS_OR_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 951: DS 0x02b
    OpForm { op: Op::DS_XOR_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 952: DS 0x02c
    OpForm { op: Op::DS_MSKOR_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 953: DS 0x02d
    OpForm { op: Op::DS_WRXCHG_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 954: DS 0x02e
    OpForm { op: Op::DS_WRXCHG2_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_80, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 955: DS 0x02f
    OpForm { op: Op::DS_WRXCHG2ST64_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_80, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 956: DS 0x030
    OpForm { op: Op::DS_CMPST_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 957: DS 0x031
    OpForm { op: Op::DS_CMPST_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 958: DS 0x032
    OpForm { op: Op::DS_MIN_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 959: DS 0x033
    OpForm { op: Op::DS_MAX_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 960: DS 0x034
    OpForm { op: Op::DS_WRAP_RTN_B32, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_79, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 961: DS 0x035
    OpForm { op: Op::DS_ADD_RTN_F32, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 962: DS 0x036
    OpForm { op: Op::DS_READ_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 963: DS 0x037
    OpForm { op: Op::DS_READ2_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_82, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 964: DS 0x038
    OpForm { op: Op::DS_READ2ST64_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_82, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 965: DS 0x039
    OpForm { op: Op::DS_READ_I8, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 966: DS 0x03a
    OpForm { op: Op::DS_READ_U8, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 967: DS 0x03b
    OpForm { op: Op::DS_READ_I16, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 968: DS 0x03c
    OpForm { op: Op::DS_READ_U16, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 969: DS 0x03d
    OpForm { op: Op::DS_SWIZZLE_B32, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_81, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 970: DS 0x03e
    OpForm { op: Op::DS_PERMUTE_B32, suffix: Suffix::None, zero: [0x00010000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 971: DS 0x03f
    OpForm { op: Op::DS_BPERMUTE_B32, suffix: Suffix::None, zero: [0x00010000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_78, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 972: DS 0x040
    OpForm { op: Op::DS_ADD_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 973: DS 0x041
    OpForm { op: Op::DS_SUB_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 974: DS 0x042
    OpForm { op: Op::DS_RSUB_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 975: DS 0x043
    OpForm { op: Op::DS_INC_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 976: DS 0x044
    OpForm { op: Op::DS_DEC_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 977: DS 0x045
    OpForm { op: Op::DS_MIN_I64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 978: DS 0x046
    OpForm { op: Op::DS_MAX_I64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 979: DS 0x047
    OpForm { op: Op::DS_MIN_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 980: DS 0x048
    OpForm { op: Op::DS_MAX_U64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 981: DS 0x049
    OpForm { op: Op::DS_AND_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 982: DS 0x04a
    OpForm { op: Op::DS_OR_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 983: DS 0x04b
    OpForm { op: Op::DS_XOR_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 984: DS 0x04c
    OpForm { op: Op::DS_MSKOR_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 985: DS 0x04d
    OpForm { op: Op::DS_WRITE_B64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 986: DS 0x04e
    OpForm { op: Op::DS_WRITE2_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 987: DS 0x04f
    OpForm { op: Op::DS_WRITE2ST64_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 988: DS 0x050
    OpForm { op: Op::DS_CMPST_B64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 989: DS 0x051
    OpForm { op: Op::DS_CMPST_F64, suffix: Suffix::None, zero: [0x00000000, 0xff000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_84, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 990: DS 0x052
    OpForm { op: Op::DS_MIN_F64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 991: DS 0x053
    OpForm { op: Op::DS_MAX_F64, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_83, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 992: DS 0x060
    OpForm { op: Op::DS_ADD_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 993: DS 0x061
    OpForm { op: Op::DS_SUB_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 994: DS 0x062
    OpForm { op: Op::DS_RSUB_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 995: DS 0x063
    OpForm { op: Op::DS_INC_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 996: DS 0x064
    OpForm { op: Op::DS_DEC_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 997: DS 0x065
    OpForm { op: Op::DS_MIN_RTN_I64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 998: DS 0x066
    OpForm { op: Op::DS_MAX_RTN_I64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 999: DS 0x067
    OpForm { op: Op::DS_MIN_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1000: DS 0x068
    OpForm { op: Op::DS_MAX_RTN_U64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1001: DS 0x069
    OpForm { op: Op::DS_AND_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1002: DS 0x06a
    OpForm { op: Op::DS_OR_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1003: DS 0x06b
    OpForm { op: Op::DS_XOR_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1004: DS 0x06c
    OpForm { op: Op::DS_MSKOR_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_86, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1005: DS 0x06d
    OpForm { op: Op::DS_WRXCHG_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1006: DS 0x06e
    OpForm { op: Op::DS_WRXCHG2_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_87, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1007: DS 0x06f
    OpForm { op: Op::DS_WRXCHG2ST64_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_87, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1008: DS 0x070
    OpForm { op: Op::DS_CMPST_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_86, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1009: DS 0x071
    OpForm { op: Op::DS_CMPST_RTN_F64, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x007020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_86, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1010: DS 0x072
    OpForm { op: Op::DS_MIN_RTN_F64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1011: DS 0x073
    OpForm { op: Op::DS_MAX_RTN_F64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1012: DS 0x076
    OpForm { op: Op::DS_READ_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_82, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1013: DS 0x077
    OpForm { op: Op::DS_READ2_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_88, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1014: DS 0x078
    OpForm { op: Op::DS_READ2ST64_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_88, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1015: DS 0x07e
    OpForm { op: Op::DS_CONDXCHG32_RTN_B64, suffix: Suffix::None, zero: [0x00000000, 0x00ff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_85, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1016: DS 0x080
    OpForm { op: Op::DS_ADD_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1017: DS 0x081
    OpForm { op: Op::DS_SUB_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1018: DS 0x082
    OpForm { op: Op::DS_RSUB_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1019: DS 0x083
    OpForm { op: Op::DS_INC_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1020: DS 0x084
    OpForm { op: Op::DS_DEC_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1021: DS 0x085
    OpForm { op: Op::DS_MIN_SRC2_I32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1022: DS 0x086
    OpForm { op: Op::DS_MAX_SRC2_I32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1023: DS 0x087
    OpForm { op: Op::DS_MIN_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1024: DS 0x088
    OpForm { op: Op::DS_MAX_SRC2_U32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1025: DS 0x089
    OpForm { op: Op::DS_AND_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1026: DS 0x08a
    OpForm { op: Op::DS_OR_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1027: DS 0x08b
    OpForm { op: Op::DS_XOR_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1028: DS 0x08d
    OpForm { op: Op::DS_WRITE_SRC2_B32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1029: DS 0x092
    OpForm { op: Op::DS_MIN_SRC2_F32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1030: DS 0x093
    OpForm { op: Op::DS_MAX_SRC2_F32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1031: DS 0x095
    OpForm { op: Op::DS_ADD_SRC2_F32, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1032: DS 0x0bd
    OpForm { op: Op::DS_CONSUME, suffix: Suffix::None, zero: [0x00000000, 0x00ffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_90, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1033: DS 0x0be
    OpForm { op: Op::DS_APPEND, suffix: Suffix::None, zero: [0x00000000, 0x00ffffff], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_90, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1034: DS 0x0c0
    OpForm { op: Op::DS_ADD_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1035: DS 0x0c1
    OpForm { op: Op::DS_SUB_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1036: DS 0x0c2
    OpForm { op: Op::DS_RSUB_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1037: DS 0x0c3
    OpForm { op: Op::DS_INC_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1038: DS 0x0c4
    OpForm { op: Op::DS_DEC_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1039: DS 0x0c5
    OpForm { op: Op::DS_MIN_SRC2_I64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1040: DS 0x0c6
    OpForm { op: Op::DS_MAX_SRC2_I64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1041: DS 0x0c7
    OpForm { op: Op::DS_MIN_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1042: DS 0x0c8
    OpForm { op: Op::DS_MAX_SRC2_U64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1043: DS 0x0c9
    OpForm { op: Op::DS_AND_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1044: DS 0x0ca
    OpForm { op: Op::DS_OR_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1045: DS 0x0cb
    OpForm { op: Op::DS_XOR_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1046: DS 0x0cd
    OpForm { op: Op::DS_WRITE_SRC2_B64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1047: DS 0x0d2
    OpForm { op: Op::DS_MIN_SRC2_F64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1048: DS 0x0d3
    OpForm { op: Op::DS_MAX_SRC2_F64, suffix: Suffix::None, zero: [0x02000000, 0xffffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_89, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1049: DS 0x0de
    OpForm { op: Op::DS_WRITE_B96, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_91, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1050: DS 0x0df
    OpForm { op: Op::DS_WRITE_B128, suffix: Suffix::None, zero: [0x00000000, 0xffff0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x003000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_92, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1051: DS 0x0fe
    OpForm { op: Op::DS_READ_B96, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_93, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1052: DS 0x0ff
    OpForm { op: Op::DS_READ_B128, suffix: Suffix::None, zero: [0x00000000, 0x00ffff00], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_88, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1053: MUBUF 0x000
    OpForm { op: Op::BUFFER_LOAD_FORMAT_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1054: MUBUF 0x001
    OpForm { op: Op::BUFFER_LOAD_FORMAT_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1055: MUBUF 0x002
    OpForm { op: Op::BUFFER_LOAD_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1056: MUBUF 0x003
    OpForm { op: Op::BUFFER_LOAD_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1057: MUBUF 0x004
    OpForm { op: Op::BUFFER_STORE_FORMAT_X, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1058: MUBUF 0x005
    OpForm { op: Op::BUFFER_STORE_FORMAT_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1059: MUBUF 0x006
    OpForm { op: Op::BUFFER_STORE_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1060: MUBUF 0x007
    OpForm { op: Op::BUFFER_STORE_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1061: MUBUF 0x008
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1062: MUBUF 0x009
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1063: MUBUF 0x00a
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1064: MUBUF 0x00b
    OpForm { op: Op::BUFFER_LOAD_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1065: MUBUF 0x00c
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1066: MUBUF 0x00d
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1067: MUBUF 0x00e
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1068: MUBUF 0x00f
    OpForm { op: Op::BUFFER_STORE_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1069: MUBUF 0x010
    OpForm { op: Op::BUFFER_LOAD_UBYTE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1070: MUBUF 0x011
    OpForm { op: Op::BUFFER_LOAD_SBYTE, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1071: MUBUF 0x012
    OpForm { op: Op::BUFFER_LOAD_USHORT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1072: MUBUF 0x013
    OpForm { op: Op::BUFFER_LOAD_SSHORT, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1073: MUBUF 0x014
    OpForm { op: Op::BUFFER_LOAD_DWORD, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1074: MUBUF 0x015
    OpForm { op: Op::BUFFER_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1075: MUBUF 0x016
    OpForm { op: Op::BUFFER_LOAD_DWORDX3, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1076: MUBUF 0x017
    OpForm { op: Op::BUFFER_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1077: MUBUF 0x018
    OpForm { op: Op::BUFFER_STORE_BYTE, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1078: MUBUF 0x01a
    OpForm { op: Op::BUFFER_STORE_SHORT, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1079: MUBUF 0x01c
    OpForm { op: Op::BUFFER_STORE_DWORD, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1080: MUBUF 0x01d
    OpForm { op: Op::BUFFER_STORE_DWORDX2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1081: MUBUF 0x01e
    OpForm { op: Op::BUFFER_STORE_DWORDX3, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_96, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1082: MUBUF 0x01f
    OpForm { op: Op::BUFFER_STORE_DWORDX4, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1083: MUBUF 0x03d
    OpForm { op: Op::BUFFER_STORE_LDS_DWORD, suffix: Suffix::None, zero: [0x00003000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00010000, fields: 0x140000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_98, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1084: MUBUF 0x03e
    OpForm { op: Op::BUFFER_WBINVL1, suffix: Suffix::None, zero: [0x0001f000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1085: MUBUF 0x03f
    OpForm { op: Op::BUFFER_WBINVL1_VOL, suffix: Suffix::None, zero: [0x0001f000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1086: MUBUF 0x040
    OpForm { op: Op::BUFFER_ATOMIC_SWAP, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1087: MUBUF 0x041
    OpForm { op: Op::BUFFER_ATOMIC_CMPSWAP, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1088: MUBUF 0x042
    OpForm { op: Op::BUFFER_ATOMIC_ADD, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1089: MUBUF 0x043
    OpForm { op: Op::BUFFER_ATOMIC_SUB, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1090: MUBUF 0x044
    OpForm { op: Op::BUFFER_ATOMIC_SMIN, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1091: MUBUF 0x045
    OpForm { op: Op::BUFFER_ATOMIC_UMIN, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1092: MUBUF 0x046
    OpForm { op: Op::BUFFER_ATOMIC_SMAX, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1093: MUBUF 0x047
    OpForm { op: Op::BUFFER_ATOMIC_UMAX, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1094: MUBUF 0x048
    OpForm { op: Op::BUFFER_ATOMIC_AND, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1095: MUBUF 0x049
    OpForm { op: Op::BUFFER_ATOMIC_OR, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1096: MUBUF 0x04a
    OpForm { op: Op::BUFFER_ATOMIC_XOR, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1097: MUBUF 0x04b
    OpForm { op: Op::BUFFER_ATOMIC_INC, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1098: MUBUF 0x04c
    OpForm { op: Op::BUFFER_ATOMIC_DEC, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_94, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1099: MUBUF 0x060
    OpForm { op: Op::BUFFER_ATOMIC_SWAP_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1100: MUBUF 0x061
    OpForm { op: Op::BUFFER_ATOMIC_CMPSWAP_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_97, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1101: MUBUF 0x062
    OpForm { op: Op::BUFFER_ATOMIC_ADD_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1102: MUBUF 0x063
    OpForm { op: Op::BUFFER_ATOMIC_SUB_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1103: MUBUF 0x064
    OpForm { op: Op::BUFFER_ATOMIC_SMIN_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1104: MUBUF 0x065
    OpForm { op: Op::BUFFER_ATOMIC_UMIN_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1105: MUBUF 0x066
    OpForm { op: Op::BUFFER_ATOMIC_SMAX_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1106: MUBUF 0x067
    OpForm { op: Op::BUFFER_ATOMIC_UMAX_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1107: MUBUF 0x068
    OpForm { op: Op::BUFFER_ATOMIC_AND_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1108: MUBUF 0x069
    OpForm { op: Op::BUFFER_ATOMIC_OR_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1109: MUBUF 0x06a
    OpForm { op: Op::BUFFER_ATOMIC_XOR_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1110: MUBUF 0x06b
    OpForm { op: Op::BUFFER_ATOMIC_INC_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1111: MUBUF 0x06c
    OpForm { op: Op::BUFFER_ATOMIC_DEC_X2, suffix: Suffix::None, zero: [0x00010000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_95, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1112: MUBUF 0x071
    OpForm { op: Op::BUFFER_WBINVL1, suffix: Suffix::None, zero: [0x0001f000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_21, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1113: MTBUF 0x000
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1114: MTBUF 0x001
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1115: MTBUF 0x002
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1116: MTBUF 0x003
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1117: MTBUF 0x004
    OpForm { op: Op::TBUFFER_STORE_FORMAT_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1118: MTBUF 0x005
    OpForm { op: Op::TBUFFER_STORE_FORMAT_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1119: MTBUF 0x006
    OpForm { op: Op::TBUFFER_STORE_FORMAT_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1120: MTBUF 0x007
    OpForm { op: Op::TBUFFER_STORE_FORMAT_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1121: MTBUF 0x008
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1122: MTBUF 0x009
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1123: MTBUF 0x00a
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1124: MTBUF 0x00b
    OpForm { op: Op::TBUFFER_LOAD_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1125: MTBUF 0x00c
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_X, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_99, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1126: MTBUF 0x00d
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_XY, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_100, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1127: MTBUF 0x00e
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_XYZ, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_101, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1128: MTBUF 0x00f
    OpForm { op: Op::TBUFFER_STORE_FORMAT_D16_XYZW, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x150000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_102, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1129: MIMG 0x000
    OpForm { op: Op::IMAGE_LOAD, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1130: MIMG 0x001
    OpForm { op: Op::IMAGE_LOAD_MIP, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1131: MIMG 0x002
    OpForm { op: Op::IMAGE_LOAD_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1132: MIMG 0x003
    OpForm { op: Op::IMAGE_LOAD_PCK_SGN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1133: MIMG 0x004
    OpForm { op: Op::IMAGE_LOAD_MIP_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1134: MIMG 0x005
    OpForm { op: Op::IMAGE_LOAD_MIP_PCK_SGN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1135: MIMG 0x008
    OpForm { op: Op::IMAGE_STORE, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1136: MIMG 0x009
    OpForm { op: Op::IMAGE_STORE_MIP, suffix: Suffix::None, zero: [0x00000001, 0x03e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1137: MIMG 0x00a
    OpForm { op: Op::IMAGE_STORE_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1138: MIMG 0x00b
    OpForm { op: Op::IMAGE_STORE_MIP_PCK, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1139: MIMG 0x00e
    OpForm { op: Op::IMAGE_GET_RESINFO, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1140: MIMG 0x010
    OpForm { op: Op::IMAGE_ATOMIC_SWAP, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1141: MIMG 0x011
    OpForm { op: Op::IMAGE_ATOMIC_CMPSWAP, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_104, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1142: MIMG 0x012
    OpForm { op: Op::IMAGE_ATOMIC_ADD, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1143: MIMG 0x013
    OpForm { op: Op::IMAGE_ATOMIC_SUB, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1144: MIMG 0x014
    OpForm { op: Op::IMAGE_ATOMIC_SMIN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1145: MIMG 0x015
    OpForm { op: Op::IMAGE_ATOMIC_UMIN, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1146: MIMG 0x016
    OpForm { op: Op::IMAGE_ATOMIC_SMAX, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1147: MIMG 0x017
    OpForm { op: Op::IMAGE_ATOMIC_UMAX, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1148: MIMG 0x018
    OpForm { op: Op::IMAGE_ATOMIC_AND, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1149: MIMG 0x019
    OpForm { op: Op::IMAGE_ATOMIC_OR, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1150: MIMG 0x01a
    OpForm { op: Op::IMAGE_ATOMIC_XOR, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1151: MIMG 0x01b
    OpForm { op: Op::IMAGE_ATOMIC_INC, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1152: MIMG 0x01c
    OpForm { op: Op::IMAGE_ATOMIC_DEC, suffix: Suffix::None, zero: [0x00000001, 0x83e00000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x070000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_103, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1153: MIMG 0x020
    OpForm { op: Op::IMAGE_SAMPLE, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1154: MIMG 0x021
    OpForm { op: Op::IMAGE_SAMPLE_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1155: MIMG 0x022
    OpForm { op: Op::IMAGE_SAMPLE_D, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1156: MIMG 0x023
    OpForm { op: Op::IMAGE_SAMPLE_D_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1157: MIMG 0x024
    OpForm { op: Op::IMAGE_SAMPLE_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1158: MIMG 0x025
    OpForm { op: Op::IMAGE_SAMPLE_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1159: MIMG 0x026
    OpForm { op: Op::IMAGE_SAMPLE_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1160: MIMG 0x027
    OpForm { op: Op::IMAGE_SAMPLE_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1161: MIMG 0x028
    OpForm { op: Op::IMAGE_SAMPLE_C, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1162: MIMG 0x029
    OpForm { op: Op::IMAGE_SAMPLE_C_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1163: MIMG 0x02a
    OpForm { op: Op::IMAGE_SAMPLE_C_D, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1164: MIMG 0x02b
    OpForm { op: Op::IMAGE_SAMPLE_C_D_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1165: MIMG 0x02c
    OpForm { op: Op::IMAGE_SAMPLE_C_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1166: MIMG 0x02d
    OpForm { op: Op::IMAGE_SAMPLE_C_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1167: MIMG 0x02e
    OpForm { op: Op::IMAGE_SAMPLE_C_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1168: MIMG 0x02f
    OpForm { op: Op::IMAGE_SAMPLE_C_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1169: MIMG 0x030
    OpForm { op: Op::IMAGE_SAMPLE_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1170: MIMG 0x031
    OpForm { op: Op::IMAGE_SAMPLE_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1171: MIMG 0x032
    OpForm { op: Op::IMAGE_SAMPLE_D_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1172: MIMG 0x033
    OpForm { op: Op::IMAGE_SAMPLE_D_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1173: MIMG 0x034
    OpForm { op: Op::IMAGE_SAMPLE_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1174: MIMG 0x035
    OpForm { op: Op::IMAGE_SAMPLE_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1175: MIMG 0x036
    OpForm { op: Op::IMAGE_SAMPLE_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1176: MIMG 0x037
    OpForm { op: Op::IMAGE_SAMPLE_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1177: MIMG 0x038
    OpForm { op: Op::IMAGE_SAMPLE_C_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1178: MIMG 0x039
    OpForm { op: Op::IMAGE_SAMPLE_C_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1179: MIMG 0x03a
    OpForm { op: Op::IMAGE_SAMPLE_C_D_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1180: MIMG 0x03b
    OpForm { op: Op::IMAGE_SAMPLE_C_D_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1181: MIMG 0x03c
    OpForm { op: Op::IMAGE_SAMPLE_C_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1182: MIMG 0x03d
    OpForm { op: Op::IMAGE_SAMPLE_C_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1183: MIMG 0x03e
    OpForm { op: Op::IMAGE_SAMPLE_C_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1184: MIMG 0x03f
    OpForm { op: Op::IMAGE_SAMPLE_C_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1185: MIMG 0x040
    OpForm { op: Op::IMAGE_GATHER4, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1186: MIMG 0x041
    OpForm { op: Op::IMAGE_GATHER4_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1187: MIMG 0x044
    OpForm { op: Op::IMAGE_GATHER4_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1188: MIMG 0x045
    OpForm { op: Op::IMAGE_GATHER4_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1189: MIMG 0x046
    OpForm { op: Op::IMAGE_GATHER4_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1190: MIMG 0x047
    OpForm { op: Op::IMAGE_GATHER4_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_109, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1191: MIMG 0x048
    OpForm { op: Op::IMAGE_GATHER4_C, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1192: MIMG 0x049
    OpForm { op: Op::IMAGE_GATHER4_C_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1193: MIMG 0x04c
    OpForm { op: Op::IMAGE_GATHER4_C_L, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1194: MIMG 0x04d
    OpForm { op: Op::IMAGE_GATHER4_C_B, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1195: MIMG 0x04e
    OpForm { op: Op::IMAGE_GATHER4_C_B_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1196: MIMG 0x04f
    OpForm { op: Op::IMAGE_GATHER4_C_LZ, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1197: MIMG 0x050
    OpForm { op: Op::IMAGE_GATHER4_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1198: MIMG 0x051
    OpForm { op: Op::IMAGE_GATHER4_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1199: MIMG 0x054
    OpForm { op: Op::IMAGE_GATHER4_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1200: MIMG 0x055
    OpForm { op: Op::IMAGE_GATHER4_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1201: MIMG 0x056
    OpForm { op: Op::IMAGE_GATHER4_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1202: MIMG 0x057
    OpForm { op: Op::IMAGE_GATHER4_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_110, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1203: MIMG 0x058
    OpForm { op: Op::IMAGE_GATHER4_C_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1204: MIMG 0x059
    OpForm { op: Op::IMAGE_GATHER4_C_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1205: MIMG 0x05c
    OpForm { op: Op::IMAGE_GATHER4_C_L_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1206: MIMG 0x05d
    OpForm { op: Op::IMAGE_GATHER4_C_B_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_112, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1207: MIMG 0x05e
    OpForm { op: Op::IMAGE_GATHER4_C_B_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_112, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1208: MIMG 0x05f
    OpForm { op: Op::IMAGE_GATHER4_C_LZ_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_111, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1209: MIMG 0x060
    OpForm { op: Op::IMAGE_GET_LOD, suffix: Suffix::None, zero: [0x00000001, 0x80000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_105, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1210: MIMG 0x068
    OpForm { op: Op::IMAGE_SAMPLE_CD, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1211: MIMG 0x069
    OpForm { op: Op::IMAGE_SAMPLE_CD_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_106, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1212: MIMG 0x06a
    OpForm { op: Op::IMAGE_SAMPLE_C_CD, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1213: MIMG 0x06b
    OpForm { op: Op::IMAGE_SAMPLE_C_CD_CL, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1214: MIMG 0x06c
    OpForm { op: Op::IMAGE_SAMPLE_CD_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1215: MIMG 0x06d
    OpForm { op: Op::IMAGE_SAMPLE_CD_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_107, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1216: MIMG 0x06e
    OpForm { op: Op::IMAGE_SAMPLE_C_CD_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1217: MIMG 0x06f
    OpForm { op: Op::IMAGE_SAMPLE_C_CD_CL_O, suffix: Suffix::None, zero: [0x00000001, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x0f0000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_108, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1218: EXP 0x000
    OpForm { op: Op::EXP, suffix: Suffix::None, zero: [0x00000000, 0x00000000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x000000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_113, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1219: FLAT 0x010
    OpForm { op: Op::FLAT_LOAD_UBYTE, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_114, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1220: FLAT 0x011
    OpForm { op: Op::FLAT_LOAD_SBYTE, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_114, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1221: FLAT 0x012
    OpForm { op: Op::FLAT_LOAD_USHORT, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_114, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1222: FLAT 0x013
    OpForm { op: Op::FLAT_LOAD_SSHORT, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_114, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1223: FLAT 0x014
    OpForm { op: Op::FLAT_LOAD_DWORD, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_114, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1224: FLAT 0x015
    OpForm { op: Op::FLAT_LOAD_DWORDX2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_115, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1225: FLAT 0x016
    OpForm { op: Op::FLAT_LOAD_DWORDX3, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_116, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1226: FLAT 0x017
    OpForm { op: Op::FLAT_LOAD_DWORDX4, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x001020, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_117, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1227: FLAT 0x018
    OpForm { op: Op::FLAT_STORE_BYTE, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1228: FLAT 0x01a
    OpForm { op: Op::FLAT_STORE_SHORT, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1229: FLAT 0x01c
    OpForm { op: Op::FLAT_STORE_DWORD, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1230: FLAT 0x01d
    OpForm { op: Op::FLAT_STORE_DWORDX2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1231: FLAT 0x01e
    OpForm { op: Op::FLAT_STORE_DWORDX3, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_120, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1232: FLAT 0x01f
    OpForm { op: Op::FLAT_STORE_DWORDX4, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_121, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1233: FLAT 0x040
    OpForm { op: Op::FLAT_ATOMIC_SWAP, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1234: FLAT 0x041
    OpForm { op: Op::FLAT_ATOMIC_CMPSWAP, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1235: FLAT 0x042
    OpForm { op: Op::FLAT_ATOMIC_ADD, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1236: FLAT 0x043
    OpForm { op: Op::FLAT_ATOMIC_SUB, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1237: FLAT 0x044
    OpForm { op: Op::FLAT_ATOMIC_SMIN, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1238: FLAT 0x045
    OpForm { op: Op::FLAT_ATOMIC_UMIN, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1239: FLAT 0x046
    OpForm { op: Op::FLAT_ATOMIC_SMAX, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1240: FLAT 0x047
    OpForm { op: Op::FLAT_ATOMIC_UMAX, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1241: FLAT 0x048
    OpForm { op: Op::FLAT_ATOMIC_AND, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1242: FLAT 0x049
    OpForm { op: Op::FLAT_ATOMIC_OR, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1243: FLAT 0x04a
    OpForm { op: Op::FLAT_ATOMIC_XOR, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1244: FLAT 0x04b
    OpForm { op: Op::FLAT_ATOMIC_INC, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1245: FLAT 0x04c
    OpForm { op: Op::FLAT_ATOMIC_DEC, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_118, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1246: FLAT 0x060
    OpForm { op: Op::FLAT_ATOMIC_SWAP_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1247: FLAT 0x061
    OpForm { op: Op::FLAT_ATOMIC_CMPSWAP_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_121, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1248: FLAT 0x062
    OpForm { op: Op::FLAT_ATOMIC_ADD_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1249: FLAT 0x063
    OpForm { op: Op::FLAT_ATOMIC_SUB_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1250: FLAT 0x064
    OpForm { op: Op::FLAT_ATOMIC_SMIN_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1251: FLAT 0x065
    OpForm { op: Op::FLAT_ATOMIC_UMIN_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1252: FLAT 0x066
    OpForm { op: Op::FLAT_ATOMIC_SMAX_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1253: FLAT 0x067
    OpForm { op: Op::FLAT_ATOMIC_UMAX_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1254: FLAT 0x068
    OpForm { op: Op::FLAT_ATOMIC_AND_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1255: FLAT 0x069
    OpForm { op: Op::FLAT_ATOMIC_OR_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1256: FLAT 0x06a
    OpForm { op: Op::FLAT_ATOMIC_XOR_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1257: FLAT 0x06b
    OpForm { op: Op::FLAT_ATOMIC_INC_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
    // 1258: FLAT 0x06c
    OpForm { op: Op::FLAT_ATOMIC_DEC_X2, suffix: Suffix::None, zero: [0x0000e000, 0x007f0000], sdwa_zero: None, dpp_zero: None, always_literal: false, vop3b: false, ones0: 0x00000000, fields: 0x009000, mods: 0x000, sdwa_mods: 0x000, dpp_mods: 0x000, operands: OPS_119, src_types: [NumType::B32, NumType::B32, NumType::B32], src_consts: [ConstMode::Any, ConstMode::Any, ConstMode::Any], dst_const: ConstMode::Any },
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
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1083, 1084, 1085,
    1086, 1087, 1088, 1089, 1090, 1091, 1092, 1093, 1094, 1095, 1096, 1097, 1098, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1099, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108, 1109, 1110, 1111, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, 1112, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// MTBUF: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static MTBUF: [u16; 16] = [
    1113, 1114, 1115, 1116, 1117, 1118, 1119, 1120, 1121, 1122, 1123, 1124, 1125, 1126, 1127, 1128,
];

/// MIMG: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static MIMG: [u16; 128] = [
    1129, 1130, 1131, 1132, 1133, 1134, NO_FORM, NO_FORM, 1135, 1136, 1137, 1138, NO_FORM, NO_FORM, 1139, NO_FORM,
    1140, 1141, 1142, 1143, 1144, 1145, 1146, 1147, 1148, 1149, 1150, 1151, 1152, NO_FORM, NO_FORM, NO_FORM,
    1153, 1154, 1155, 1156, 1157, 1158, 1159, 1160, 1161, 1162, 1163, 1164, 1165, 1166, 1167, 1168,
    1169, 1170, 1171, 1172, 1173, 1174, 1175, 1176, 1177, 1178, 1179, 1180, 1181, 1182, 1183, 1184,
    1185, 1186, NO_FORM, NO_FORM, 1187, 1188, 1189, 1190, 1191, 1192, NO_FORM, NO_FORM, 1193, 1194, 1195, 1196,
    1197, 1198, NO_FORM, NO_FORM, 1199, 1200, 1201, 1202, 1203, 1204, NO_FORM, NO_FORM, 1205, 1206, 1207, 1208,
    1209, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];

/// EXP: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static EXP: [u16; 1] = [
    1218,
];

/// FLAT: opcode -> index into [`FORMS`] ([`NO_FORM`] if LLVM decodes nothing).
pub static FLAT: [u16; 128] = [
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1219, 1220, 1221, 1222, 1223, 1224, 1225, 1226, 1227, NO_FORM, 1228, NO_FORM, 1229, 1230, 1231, 1232,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1233, 1234, 1235, 1236, 1237, 1238, 1239, 1240, 1241, 1242, 1243, 1244, 1245, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
    1246, 1247, 1248, 1249, 1250, 1251, 1252, 1253, 1254, 1255, 1256, 1257, 1258, NO_FORM, NO_FORM, NO_FORM,
    NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM, NO_FORM,
];
