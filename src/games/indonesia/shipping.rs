//! The shipping solver. See docs/indonesia-design.md.
