//! The configuration parsers on arbitrary text: the `tandem` run config
//! (`TandemConfig::parse`, configs/*.toml) and the GPU timing config
//! (`TimingConfig::from_toml_str`). Never panics; an accepted config written back as TOML (as
//! a run writes `config.toml` next to its results) is accepted again.
#![no_main]

use gpu_sim::config::TimingConfig;
use host_stub::config::TandemConfig;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(c) = TandemConfig::parse(text) {
        let again = toml::to_string(&c).expect("a parsed config serializes");
        if let Err(e) = TandemConfig::parse(&again) {
            panic!("written-back config rejected: {e:#}\n{again}");
        }
    }
    if let Ok(t) = TimingConfig::from_toml_str(text) {
        let again = toml::to_string(&t).expect("a timing config serializes");
        if let Err(e) = TimingConfig::from_toml_str(&again) {
            panic!("written-back timing config rejected: {e}\n{again}");
        }
    }
});
