//! Indonesia (Splotter Spellen): companies, mergers and shipping across the archipelago.
//! Design notes: docs/indonesia-design.md.

pub mod map;
pub mod shipping;
