//! Placeholder module; filled by the ISA issue.
