//! Run one kernel from a plain description; placeholder until the ISA issue lands.
