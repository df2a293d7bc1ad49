pub mod games;
pub mod rng;
