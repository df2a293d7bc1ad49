//! The Festivals for the tools: its own figures of `nusantara bench` (the board picture, the
//! replay of a long game).

use super::ToolGame;
use super::bench::{self, Figure};
use crate::games::festivals::{Board, Game, Options, PhaseView};
use crate::games::{Components, Rules, decide, table_bot};
use crate::rng::Rng;
use crate::table::festivals::{Festivals, picture};
use anyhow::{Context, Result};
use std::time::Duration;

impl ToolGame for Festivals {
    fn figures(samples: usize) -> Result<Vec<Figure>> {
        let mut figures = render(samples)?;
        figures.push(bench::replay::<Game>(
            "festivals replay (4 players)",
            &Options::default(),
            4,
            2005,
            samples.min(100),
        )?);
        Ok(figures)
    }
}

/// Render plus PNG encode of a mid-game 4-player board with two typhoons: p99 against issue
/// 40's 10 ms, its size against 112 KB (15 % over the 95 KB of the encoder before it).
fn render(samples: usize) -> Result<Vec<Figure>> {
    let options = Options {
        typhoons: 2,
        ..Options::default()
    };
    let (mut game, _) =
        Game::setup(Board::standard(), &options, 4, 11).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut rng = Rng::new(11);
    // Play into the middle of a round's moves so spaces, centres and travellers are spread out.
    while !game.is_over() && (game.round() < 5 || game.public_view().phase != PhaseView::Moving) {
        let seat = game.waiting_for()[0];
        let action = decide(&game, seat, table_bot::<Game>(), &mut rng)
            .context("the awaited seat has no legal action")?;
        game.apply(seat, &action)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    let names = ["alice", "bob", "carol", "dewi"];
    let picture = picture(
        &names,
        game.board(),
        &game.public_view(),
        crate::lang::Lang::En,
    );
    let (p50, p99, size, _) = bench::picture(samples, || {
        bench::png_size(&nusantara_render::festivals::png(&picture))
    });
    let note = format!("{}x{} px, {} KB", size.0, size.1, size.2 / 1024);
    Ok(vec![
        Figure::time(
            "festivals render + png",
            (p50, p99),
            Duration::from_millis(10),
            note.clone(),
        ),
        Figure::size("festivals png size", size.2 as u64, 0.112, note),
    ])
}
