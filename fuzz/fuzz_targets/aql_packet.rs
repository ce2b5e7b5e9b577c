//! The AQL packet parser on one arbitrary 64-byte queue slot (shorter inputs are zero-padded),
//! then what the command processor does with a parsed packet: the header fields, dispatch
//! validation and scratch size. Never panics; encoding a parsed dispatch or barrier packet
//! gives back the fields it came from.
#![no_main]

use gpu_sim::cp::aql::{encode_barrier, encode_dispatch, header, AqlPacket};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut slot = [0u8; 64];
    let n = data.len().min(64);
    slot[..n].copy_from_slice(&data[..n]);
    let p = AqlPacket::parse(&slot);
    let h = match p {
        AqlPacket::KernelDispatch(d) => {
            let _ = d.validate();
            let _ = d.wave_scratch_kb();
            assert!(d.dimensions() <= 3);
            assert_eq!(AqlPacket::parse(&encode_dispatch(&d)), p);
            d.header
        }
        AqlPacket::BarrierAnd(b) | AqlPacket::BarrierOr(b) => {
            let re = encode_barrier(b.header.0, b.dep_signal, b.completion_signal);
            assert_eq!(AqlPacket::parse(&re), p);
            b.header
        }
        AqlPacket::Vendor(v) => v.header,
        AqlPacket::Invalid(h) | AqlPacket::AgentDispatch(h) | AqlPacket::Reserved(h) => h,
    };
    let rebuilt = header(
        h.packet_type(),
        h.barrier(),
        h.acquire_scope(),
        h.release_scope(),
    );
    assert_eq!(rebuilt, h.0 & 0x1fff);
});
