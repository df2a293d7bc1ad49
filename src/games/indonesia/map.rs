//! The board as data. See docs/indonesia-design.md.
