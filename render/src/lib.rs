//! Nusantara's pictures. This crate knows nothing of Discord or of any rules engine: it takes
//! plain picture structs, filled by the table service from a game's public view, and draws them.

pub mod animation;
pub mod festivals;
pub mod indies;
pub mod indonesia;
pub mod notice;
mod paint;

#[cfg(test)]
mod compression;

pub use image::RgbImage;
