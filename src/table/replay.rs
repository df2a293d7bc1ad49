//! `/game replay`: the game so far as an animated GIF, one frame per change of what the board
//! shows, drawn from public views only (what every spectator saw, in order).

use super::game::Playable;
use super::post::{Image, Post, To};
use crate::games::{Rules, Seat};
use crate::lang::Lang;
use crate::msg;
use crate::store::GameRecord;
use anyhow::{Result, anyhow};
use nusantara_render::animation::encode_animation;

/// How long each change is shown.
const DELAY_MS: u32 = 700;

/// The states the replay shows: the start, then the game after every action that changed what
/// the board shows (the game's scene; after every action when the game has none). States, not
/// pictures: the animation draws each when it writes it, so a whole game's pictures never sit
/// in memory together.
fn scenes<T: Playable>(
    names: &[&str],
    mut game: T::Rules,
    actions: &[(Seat, <T::Rules as Rules>::Action)],
) -> Result<Vec<T::Rules>> {
    let mut scene = T::scene(names, &game);
    let mut shown = vec![game.clone()];
    for (seat, action) in actions {
        game.apply(*seat, action)
            .map_err(|e| anyhow!("a logged action no longer applies: {e}"))?;
        let now = T::scene(names, &game);
        if now.is_none() || now != scene {
            shown.push(game.clone());
        }
        scene = now;
    }
    Ok(shown)
}

/// The replay of a game as a GIF, with the number of pictures in it.
pub fn animation<T: Playable>(
    names: &[&str],
    start: T::Rules,
    actions: &[(Seat, <T::Rules as Rules>::Action)],
    lang: Lang,
) -> Result<(Vec<u8>, usize)> {
    let shown = scenes::<T>(names, start, actions)?;
    let gif = encode_animation(shown.len(), |i| T::image(names, &shown[i], lang), DELAY_MS);
    Ok((gif, shown.len()))
}

/// The replay post of a started game: the GIF, with the number of its pictures (never of the
/// moves, which would count secret ones).
pub fn post<T: Playable>(
    record: &GameRecord,
    start: T::Rules,
    actions: &[(Seat, <T::Rules as Rules>::Action)],
    to: To,
    pictures: bool,
) -> Result<Post> {
    let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
    if !pictures {
        return Ok(Post::text(
            to,
            msg!("replay-off", game = T::TITLE).render(record.language),
        ));
    }
    let (gif, pictures) = animation::<T>(&names, start, actions, record.language)?;
    // No count of moves: it would count the secret ones (drafts, plans) too.
    let text = msg!(
        "replay-so-far",
        game = T::TITLE,
        pictures = pictures,
        seconds = record.language.decimal(DELAY_MS as f64 / 1000.0, 1)
    )
    .render(record.language);
    let mut post = Post::text(to, text);
    post.images.push(Image {
        name: format!("{}-{}-replay.gif", T::KEY, record.id),
        png: gif,
    });
    Ok(post)
}
