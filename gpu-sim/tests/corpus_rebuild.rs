//! The kernel corpus (`gpu-sim/kernels`) is reproducible: rebuilding every OpenCL C source with the
//! brief's clang-15 command line gives the committed `.hsaco` files byte for byte.
//!
//! The rebuild needs clang-15, lld-15 and the ROCm device libraries, the disassembly checks
//! llvm-objdump-15; without them those tests fail naming the tool (`scripts/install-deps`
//! installs them). The inventory test needs nothing.

mod deps;

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("kernels")
}

#[test]
fn rebuilding_reproduces_committed_objects() {
    deps::kernel_toolchain();
    let script = repo_root().join("scripts").join("build-kernels");
    let out = Command::new("bash")
        .arg(&script)
        .arg("--check")
        .arg("--no-install")
        .output()
        .expect("run scripts/build-kernels");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "scripts/build-kernels --check failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
    assert!(
        stdout.contains("reproduce byte for byte"),
        "unexpected output: {stdout}"
    );
}

/// Every source has its object, no object is orphaned, and the corpus holds at least 40 kernels in
/// at least 25 files, each file starting with a comment that states its purpose.
#[test]
fn corpus_inventory_is_complete() {
    let mut sources = Vec::new();
    for entry in std::fs::read_dir(kernels_dir()).expect("read gpu-sim/kernels") {
        let path = entry.expect("dir entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("cl") {
            sources.push(path);
        }
    }
    sources.sort();
    assert!(sources.len() >= 25, "only {} .cl files", sources.len());
    let mut kernels = 0;
    for src in &sources {
        let text = std::fs::read_to_string(src).expect("read source");
        assert!(
            text.starts_with("//"),
            "{} does not start with a purpose comment",
            src.display()
        );
        kernels += text.matches("__kernel void").count();
        let obj = src.with_extension("hsaco");
        let bytes = std::fs::read(&obj).unwrap_or_default();
        assert!(
            bytes.starts_with(b"\x7fELF"),
            "{} missing or not an ELF file",
            obj.display()
        );
    }
    assert!(kernels >= 40, "only {kernels} kernels in the corpus");
    for entry in std::fs::read_dir(kernels_dir()).expect("read gpu-sim/kernels") {
        let path = entry.expect("dir entry").path();
        if path.extension().and_then(|e| e.to_str()) == Some("hsaco") {
            assert!(
                path.with_extension("cl").is_file(),
                "{} has no source",
                path.display()
            );
        }
    }
}

/// What each coverage kernel is for, checked in its disassembly: (object, instructions that must
/// appear). A compiler change that optimises the intent away fails here rather than silently.
const COVERAGE: &[(&str, &[&str])] = &[
    ("aes", &["s_getpc_b64", "flat_load_ubyte", "_sdwa"]),
    (
        "atomics_global",
        &[
            "flat_atomic_add",
            "flat_atomic_cmpswap",
            "flat_atomic_swap",
            "flat_atomic_smin",
            "flat_atomic_umax",
        ],
    ),
    (
        "atomics64",
        &[
            "flat_atomic_add_x2",
            "flat_atomic_cmpswap_x2",
            "flat_atomic_inc",
            "flat_atomic_dec",
        ],
    ),
    (
        "atomics_lds",
        &["ds_add_u32", "ds_min_i32", "ds_max_i32", "s_barrier"],
    ),
    ("compaction", &["ds_add_rtn_u32", "flat_atomic_add", " glc"]),
    (
        "private_array",
        &["buffer_store_dword", "buffer_load_dword"],
    ),
    (
        "calls",
        &["s_swappc_b64", "s_setpc_b64", "buffer_store_dword"],
    ),
    (
        "narrow_types",
        &[
            "flat_load_ubyte",
            "flat_load_sshort",
            "flat_store_byte",
            "flat_store_short",
            "v_cvt_f16_f32",
            "v_cvt_f32_f16",
            "_sdwa",
        ],
    ),
    ("packed_bytes", &["v_or_b32_sdwa", "v_max_i16", "v_mad_u16"]),
    ("half_math", &["v_mul_f16", "v_add_f16", "v_max_f16"]),
    (
        "int64",
        &[
            "v_mad_u64_u32",
            "v_ashrrev_i64",
            "v_lshrrev_b64",
            "v_subb_u32",
        ],
    ),
    (
        "fp64",
        &[
            "v_fma_f64",
            "v_div_scale_f64",
            "v_div_fmas_f64",
            "v_div_fixup_f64",
            "v_rsq_f64",
        ],
    ),
    (
        "mathlib",
        &["v_exp_f32", "v_log_f32", "v_sqrt_f32", "v_frexp_mant_f32"],
    ),
    (
        "int_builtins",
        &[
            "v_bcnt_u32_b32",
            "v_ffbh_u32",
            "v_mul_hi_i32",
            "v_mad_u32_u24",
            "v_mul_i32_i24",
            "v_alignbit_b32",
        ],
    ),
    ("vectors", &["flat_load_dwordx4", "flat_store_dwordx4"]),
    (
        "subgroups",
        &[
            "_dpp",
            "ds_bpermute_b32",
            "ds_swizzle_b32",
            "v_readlane_b32",
        ],
    ),
    ("work_group_funcs", &["_dpp", "s_barrier", "ds_"]),
    ("divergent_barrier", &["s_barrier"]),
    ("transpose", &["ds_write_b32", "ds_read_b32", "s_barrier"]),
    ("micro_alu", &["v_add_f32"]),
    ("constant_args", &["s_load_dword s0, s[0:1], s5"]),
    (
        "float_convert",
        &[
            "v_rndne_f32",
            "v_cvt_i32_f32",
            "v_cvt_f32_u32",
            "v_floor_f32",
            "v_ceil_f32",
        ],
    ),
    ("int_division", &["v_rcp_iflag_f32", "v_mul_hi_u32"]),
    (
        "denormals",
        &["v_mul_f32", "v_mul_f64", "v_mul_f16", "v_add_f64"],
    ),
    (
        "float_special",
        &[
            "v_cmp_class_f32",
            "v_fma_f32",
            "v_ldexp_f32",
            "v_frexp_mant_f32",
            "v_frexp_exp_i32_f32",
            "v_bfi_b32",
        ],
    ),
    (
        "mathlib64",
        &[
            "v_trig_preop_f64",
            "v_ldexp_f64",
            "v_frexp_mant_f64",
            "v_rsq_f32",
        ],
    ),
    ("scalar_args", &["s_bfe_i64", "s_load_dwordx4"]),
    (
        "amdgcn_builtins",
        &[
            "v_alignbyte_b32",
            "v_bfe_i32",
            "v_lerp_u8",
            "v_sad_u8",
            "v_sad_hi_u8",
            "v_sad_u16",
            "v_cvt_pkrtz_f16_f32",
            "v_fract_f32",
            "v_med3_f32",
            "v_mbcnt_hi_u32_b32",
            "v_readfirstlane_b32",
        ],
    ),
    (
        "rgba",
        &[
            "v_cvt_f32_ubyte0",
            "v_cvt_f32_ubyte1",
            "v_cvt_f32_ubyte2",
            "v_cvt_f32_ubyte3",
        ],
    ),
    ("memory_model", &["buffer_wbinvl1_vol", "flat_atomic_add"]),
    (
        "dpp_modes",
        &[
            "row_shl:1",
            "row_shr:3",
            "row_ror:5",
            "row_mirror",
            "row_half_mirror",
            "wave_shl:1",
            "wave_rol:1",
            "wave_shr:1",
            "wave_ror:1",
            "row_bcast:15",
            "row_bcast:31",
            "bank_mask:0x5",
            "bound_ctrl",
        ],
    ),
    (
        "lds_bytes",
        &[
            "ds_write_b8",
            "ds_write_b16",
            "ds_read_u8",
            "ds_read_i8",
            "ds_read_u16",
            "ds_read_i16",
            "ds_read_b64",
        ],
    ),
    ("modifiers", &[" clamp", "|v", "-|v"]),
    (
        "scalar_ops",
        &[
            "s_bcnt1_i32_b32",
            "s_bcnt1_i32_b64",
            "s_flbit_i32_b32",
            "s_ff1_i32_b32",
            "s_abs_i32",
            "s_ashr_i64",
            "s_lshl_b64",
            "s_nand_b32",
            "s_orn2_b32",
            "s_sext_i32_i8",
            "s_cselect_b32",
            "s_addc_u32",
        ],
    ),
    ("half_special", &["v_cvt_f16_f32", "v_cvt_f32_f16"]),
    ("scalar_bfe", &["s_bfe_u32", "v_bfe_i32", "s_ashr_i32"]),
    (
        "vec3",
        &["flat_load_dwordx3", "flat_store_dwordx3", "v_sqrt_f32"],
    ),
    (
        "register_pressure",
        &["buffer_store_dword", "buffer_load_dword"],
    ),
    ("lds_mixed", &["ds_write_b16", "s_barrier"]),
    (
        "sopp_misc",
        &[
            "s_getreg_b32",
            "s_memtime",
            "s_memrealtime",
            "s_getpc_b64",
            "s_sleep",
            "s_setprio",
            "s_dcache_wb",
        ],
    ),
    (
        "generic_ptr",
        &[
            "s_swappc_b64",
            "flat_load_dword",
            "flat_store_dword",
            "s_load_dword s4, s[6:7], 0x40",
        ],
    ),
    (
        "fp64_round",
        &[
            "v_floor_f64",
            "v_ceil_f64",
            "v_trunc_f64",
            "v_rndne_f64",
            "v_fract_f64",
            "v_cvt_f32_f64",
            "v_ldexp_f64",
        ],
    ),
    (
        "lds_atomics2",
        &[
            "ds_cmpst_rtn_b32",
            "ds_wrxchg_rtn_b32",
            "ds_add_u64",
            "ds_inc_u32",
            "ds_dec_u32",
            "ds_or_b32",
            "ds_and_b32",
            "ds_xor_b32",
        ],
    ),
    (
        "generic_atomics",
        &["flat_atomic_add", "flat_atomic_smax", "s_swappc_b64"],
    ),
    ("mad64", &["v_mad_i64_i32", "v_mad_u64_u32", "v_mul_hi_i32"]),
];

#[test]
fn coverage_intent_in_disassembly() {
    deps::tool("llvm-objdump-15", "llvm-15");
    for (file, needles) in COVERAGE {
        let obj = kernels_dir().join(format!("{file}.hsaco"));
        let out = Command::new("llvm-objdump-15")
            .args(["-d", "--mcpu=gfx803"])
            .arg(&obj)
            .output()
            .expect("run llvm-objdump-15");
        assert!(
            out.status.success(),
            "llvm-objdump-15 failed on {}",
            obj.display()
        );
        let text = String::from_utf8_lossy(&out.stdout);
        for needle in *needles {
            assert!(
                text.contains(needle),
                "{file}.hsaco: expected `{needle}` in the disassembly"
            );
        }
        if *file == "micro_alu" {
            let adds = text.matches("v_add_f32").count();
            assert!(adds >= 256, "micro_alu: only {adds} v_add_f32 in the chain");
        }
    }
}

/// The ALU staircase (`micro_alu_n.cl`, the `lat-alu` probe): kernel micro_alu_nN starts at its
/// own 256-byte-aligned entry and its code holds exactly N `v_add_f32`, all in one unbroken
/// run (nothing folded, nothing scheduled in between), in both builds.
#[test]
fn alu_staircase_kernels_are_n_adds_in_a_row() {
    deps::tool("llvm-objdump-15", "llvm-15");
    for obj in ["micro_alu_n.hsaco", "v2/micro_alu_n.hsaco"] {
        let path = kernels_dir().join(obj);
        let out = Command::new("llvm-objdump-15")
            .args(["-d", "--mcpu=gfx803"])
            .arg(&path)
            .output()
            .expect("run llvm-objdump-15");
        assert!(out.status.success(), "llvm-objdump-15 failed on {obj}");
        let text = String::from_utf8_lossy(&out.stdout);
        // (entry address, mnemonics) per kernel, from "<address> <name>:" headers.
        let mut kernels: Vec<(String, u64, Vec<String>)> = Vec::new();
        for line in text.lines() {
            let t = line.trim();
            if let Some(head) = t.strip_suffix(">:") {
                if let Some((addr, name)) = head.split_once(" <") {
                    let addr = u64::from_str_radix(addr, 16).expect("entry address");
                    kernels.push((name.to_string(), addr, Vec::new()));
                    continue;
                }
            }
            if let (Some(k), Some(op)) = (kernels.last_mut(), t.split_whitespace().next()) {
                if !op.starts_with("s_nop") && !t.starts_with("Disassembly") {
                    k.2.push(op.to_string());
                }
            }
        }
        for n in 1..=128usize {
            let name = format!("micro_alu_n{n}");
            let (_, addr, ops) = kernels
                .iter()
                .find(|k| k.0 == name)
                .unwrap_or_else(|| panic!("{obj}: no kernel {name}"));
            assert_eq!(addr % 256, 0, "{obj}: {name} starts at {addr:#x}");
            let adds = ops.iter().filter(|o| o.starts_with("v_add_f32")).count();
            let (mut run, mut longest) = (0, 0);
            for o in ops {
                run = if o.starts_with("v_add_f32") {
                    run + 1
                } else {
                    0
                };
                longest = longest.max(run);
            }
            assert_eq!(
                (adds, longest),
                (n, n),
                "{obj}: {name} has {adds} v_add_f32, longest run {longest}"
            );
        }
    }
}
