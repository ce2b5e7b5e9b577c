//! Checks every #[repr(C)] argument struct and every request number against the system's
//! `linux/kfd_ioctl.h`: a C program compiled with gcc prints sizeof, offsetof of every
//! field the Rust side lists, and each AMDKFD_IOC_* value. Fails naming what is missing when gcc
//! or the header is absent (`scripts/install-deps` installs both).

use std::path::Path;
use std::process::Command;

use emulated_driver::abi::{self, nr};

const IOCTLS: &[(&str, u32)] = &[
    ("AMDKFD_IOC_GET_VERSION", nr::GET_VERSION),
    ("AMDKFD_IOC_CREATE_QUEUE", nr::CREATE_QUEUE),
    ("AMDKFD_IOC_DESTROY_QUEUE", nr::DESTROY_QUEUE),
    ("AMDKFD_IOC_SET_MEMORY_POLICY", nr::SET_MEMORY_POLICY),
    ("AMDKFD_IOC_GET_CLOCK_COUNTERS", nr::GET_CLOCK_COUNTERS),
    (
        "AMDKFD_IOC_GET_PROCESS_APERTURES",
        nr::GET_PROCESS_APERTURES,
    ),
    ("AMDKFD_IOC_UPDATE_QUEUE", nr::UPDATE_QUEUE),
    ("AMDKFD_IOC_CREATE_EVENT", nr::CREATE_EVENT),
    ("AMDKFD_IOC_DESTROY_EVENT", nr::DESTROY_EVENT),
    ("AMDKFD_IOC_SET_EVENT", nr::SET_EVENT),
    ("AMDKFD_IOC_RESET_EVENT", nr::RESET_EVENT),
    ("AMDKFD_IOC_WAIT_EVENTS", nr::WAIT_EVENTS),
    (
        "AMDKFD_IOC_DBG_REGISTER_DEPRECATED",
        nr::DBG_REGISTER_DEPRECATED,
    ),
    (
        "AMDKFD_IOC_DBG_UNREGISTER_DEPRECATED",
        nr::DBG_UNREGISTER_DEPRECATED,
    ),
    (
        "AMDKFD_IOC_DBG_ADDRESS_WATCH_DEPRECATED",
        nr::DBG_ADDRESS_WATCH_DEPRECATED,
    ),
    (
        "AMDKFD_IOC_DBG_WAVE_CONTROL_DEPRECATED",
        nr::DBG_WAVE_CONTROL_DEPRECATED,
    ),
    (
        "AMDKFD_IOC_SET_SCRATCH_BACKING_VA",
        nr::SET_SCRATCH_BACKING_VA,
    ),
    ("AMDKFD_IOC_GET_TILE_CONFIG", nr::GET_TILE_CONFIG),
    ("AMDKFD_IOC_SET_TRAP_HANDLER", nr::SET_TRAP_HANDLER),
    (
        "AMDKFD_IOC_GET_PROCESS_APERTURES_NEW",
        nr::GET_PROCESS_APERTURES_NEW,
    ),
    ("AMDKFD_IOC_ACQUIRE_VM", nr::ACQUIRE_VM),
    ("AMDKFD_IOC_ALLOC_MEMORY_OF_GPU", nr::ALLOC_MEMORY_OF_GPU),
    ("AMDKFD_IOC_FREE_MEMORY_OF_GPU", nr::FREE_MEMORY_OF_GPU),
    ("AMDKFD_IOC_MAP_MEMORY_TO_GPU", nr::MAP_MEMORY_TO_GPU),
    (
        "AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU",
        nr::UNMAP_MEMORY_FROM_GPU,
    ),
    ("AMDKFD_IOC_SET_CU_MASK", nr::SET_CU_MASK),
    ("AMDKFD_IOC_GET_QUEUE_WAVE_STATE", nr::GET_QUEUE_WAVE_STATE),
    ("AMDKFD_IOC_GET_DMABUF_INFO", nr::GET_DMABUF_INFO),
    ("AMDKFD_IOC_IMPORT_DMABUF", nr::IMPORT_DMABUF),
    ("AMDKFD_IOC_ALLOC_QUEUE_GWS", nr::ALLOC_QUEUE_GWS),
    ("AMDKFD_IOC_SMI_EVENTS", nr::SMI_EVENTS),
    ("AMDKFD_IOC_SVM", nr::SVM),
    ("AMDKFD_IOC_SET_XNACK_MODE", nr::SET_XNACK_MODE),
    ("AMDKFD_IOC_CRIU_OP", nr::CRIU_OP),
    ("AMDKFD_IOC_AVAILABLE_MEMORY", nr::AVAILABLE_MEMORY),
];

/// Structs whose layout is identical to a listed one (same Rust type).
const ALIASES: &[(&str, &str)] = &[
    ("kfd_ioctl_set_event_args", "kfd_ioctl_destroy_event_args"),
    ("kfd_ioctl_reset_event_args", "kfd_ioctl_destroy_event_args"),
    (
        "kfd_ioctl_dbg_unregister_args",
        "kfd_ioctl_dbg_register_args",
    ),
    (
        "kfd_ioctl_dbg_wave_control_args",
        "kfd_ioctl_dbg_address_watch_args",
    ),
    (
        "kfd_ioctl_unmap_memory_from_gpu_args",
        "kfd_ioctl_map_memory_to_gpu_args",
    ),
];

fn expected_lines() -> Vec<String> {
    let layouts = abi::layouts();
    let mut out = Vec::new();
    let mut emit = |cname: &str, size: usize, fields: &[(&str, usize)]| {
        out.push(format!("{cname} sizeof {size}"));
        for (f, off) in fields {
            out.push(format!("{cname}.{f} {off}"));
        }
    };
    for (c, size, fields) in &layouts {
        emit(c, *size, fields);
    }
    for (alias, of) in ALIASES {
        let (_, size, fields) = layouts
            .iter()
            .find(|(c, _, _)| c == of)
            .expect("alias target");
        emit(alias, *size, fields);
    }
    for (name, n) in IOCTLS {
        out.push(format!("{name} {}", abi::request(*n).expect("known ioctl")));
    }
    out.push(format!(
        "KFD_IOCTL_MINOR_VERSION {}",
        abi::KFD_IOCTL_MINOR_VERSION
    ));
    out.push(format!("AMDKFD_COMMAND_END {}", nr::COMMAND_END));
    out
}

fn c_program() -> String {
    let layouts = abi::layouts();
    let mut c = String::from(
        "#include <stdio.h>\n#include <stddef.h>\n#include <linux/kfd_ioctl.h>\nint main(void) {\n",
    );
    let mut emit = |cname: &str, fields: &[(&str, usize)]| {
        c.push_str(&format!(
            "  printf(\"{cname} sizeof %zu\\n\", sizeof(struct {cname}));\n"
        ));
        for (f, _) in fields {
            c.push_str(&format!(
                "  printf(\"{cname}.{f} %zu\\n\", offsetof(struct {cname}, {f}));\n"
            ));
        }
    };
    for (cname, _, fields) in &layouts {
        emit(cname, fields);
    }
    for (alias, of) in ALIASES {
        let (_, _, fields) = layouts
            .iter()
            .find(|(c, _, _)| c == of)
            .expect("alias target");
        emit(alias, fields);
    }
    for (name, _) in IOCTLS {
        c.push_str(&format!(
            "  printf(\"{name} %u\\n\", (unsigned)({name}));\n"
        ));
    }
    c.push_str("  printf(\"KFD_IOCTL_MINOR_VERSION %u\\n\", (unsigned)KFD_IOCTL_MINOR_VERSION);\n");
    c.push_str("  printf(\"AMDKFD_COMMAND_END %u\\n\", (unsigned)AMDKFD_COMMAND_END);\n");
    c.push_str("  return 0;\n}\n");
    c
}

#[test]
fn rust_structs_match_system_kfd_ioctl_h() {
    assert!(
        Path::new("/usr/include/linux/kfd_ioctl.h").exists(),
        "/usr/include/linux/kfd_ioctl.h not found: this test needs it (Debian package \
         linux-libc-dev); run scripts/install-deps"
    );
    assert!(
        Command::new("gcc").arg("--version").output().is_ok(),
        "gcc not found: this test needs it (Debian package gcc); run scripts/install-deps"
    );
    let dir = std::env::temp_dir().join(format!("tandem-kfd-abi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("abi.c");
    let exe = dir.join("abi");
    std::fs::write(&src, c_program()).unwrap();
    // kfd_ioctl.h includes <drm/drm.h> only for the __u32/__u64 types; some installs of
    // linux-libc-dev ship no drm/ directory, so a stub that pulls in <linux/types.h> stands in.
    let stub = dir.join("stub");
    std::fs::create_dir_all(stub.join("drm")).unwrap();
    if !Path::new("/usr/include/drm/drm.h").exists() {
        std::fs::write(stub.join("drm/drm.h"), "#include <linux/types.h>\n").unwrap();
    }
    let cc = Command::new("gcc")
        .arg("-I")
        .arg(&stub)
        .arg("-o")
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        cc.status.success(),
        "gcc failed:\n{}",
        String::from_utf8_lossy(&cc.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success());
    let got: Vec<String> = String::from_utf8_lossy(&run.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    let want = expected_lines();
    let _ = std::fs::remove_dir_all(&dir);
    let diffs: Vec<String> = want
        .iter()
        .zip(got.iter())
        .filter(|(w, g)| w != g)
        .map(|(w, g)| format!("rust: {w}\n   C: {g}"))
        .collect();
    assert_eq!(want.len(), got.len(), "line count differs");
    assert!(diffs.is_empty(), "ABI mismatches:\n{}", diffs.join("\n"));
    assert!(want.len() > 150, "the check covers {} items", want.len());
}

#[test]
fn ioc_decoding_round_trips() {
    for (_, n) in IOCTLS {
        let req = abi::request(*n).unwrap();
        assert_eq!(abi::ioc_nr(req), *n);
        let (dir, size) = abi::kernel_ioctl_shape(*n).unwrap();
        assert_eq!(abi::ioc_size(req), size);
        assert_eq!(abi::ioc_dir(req), dir);
    }
    // Examples from ROCt 5.2's binary (rocm-native.md): DBG_TRAP is 0x82, outside the table.
    assert!(abi::kernel_ioctl_shape(nr::DBG_TRAP_ROCT).is_none());
    assert_eq!(
        abi::mmap_decode(0xD59B_0000_0000_0000),
        (abi::KFD_MMAP_TYPE_DOORBELL, 22124)
    );
}
