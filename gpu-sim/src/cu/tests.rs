use super::coalesce::{coalesce, LineReq};
use super::lds::lds_cycles;
use super::*;
use crate::emu::step::Access;
