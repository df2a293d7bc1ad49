//! Nusantara: a Discord bot that hosts play-by-chat board games.
//!
//! Layers, from the bottom up (docs/architecture.md): `games` (pure rules engines), the
//! `nusantara-render` crate (pictures), `store` (SQL), `table` (the service every front end
//! calls), the Discord front end (`discord`) and the command-line front ends (`script`,
//! `selfplay`, `bench`).

pub mod bench;
pub mod discord;
pub mod games;
pub mod load;
pub mod rng;
pub mod script;
pub mod selfplay;
pub mod store;
pub mod table;
