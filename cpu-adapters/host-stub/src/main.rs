//! `tandem`: the command-line front end. Placeholder until the first subcommands land.

fn main() {
    println!("tandem: no subcommands yet");
}
