//! Nusantara: a Discord bot that hosts play-by-chat board games.
//!
//! Layers, from the bottom up (docs/architecture.md): `lang` (the languages and their message
//! catalogues), `games` (pure rules engines), the
//! `nusantara-render` crate (pictures), `store` (SQL), `table` (the service every front end
//! calls), the Discord front end (`discord`), the script runner (`script`) and the tools
//! (`tools`: self-play, examples, benchmarks, the load test).

pub mod discord;
pub mod games;
pub mod lang;
pub mod rng;
pub mod script;
pub mod store;
pub mod table;
pub mod tools;

/// Self-play over the rules alone, at the root where the tests reach it.
pub use tools::selfplay;
