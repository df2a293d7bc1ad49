//! The Festivals' board picture, filled from the public view and the seats' names only.

use super::Festivals;
use super::texts::short_prompt;
use crate::games::festivals::{Board, Colour, Game, PhaseView, Prompt, PublicView, Tickets};
use crate::games::{Rules, Seat};
use crate::lang::Lang;
use crate::msg;
use crate::table::game::Pictures;
use nusantara_render::festivals as pic;

fn ticket(c: Colour) -> pic::Ticket {
    match c {
        Colour::Yellow => pic::Ticket::Yellow,
        Colour::Black => pic::Ticket::Black,
        Colour::Blue => pic::Ticket::Blue,
    }
}

fn counts(t: &Tickets) -> [u8; 3] {
    [t.yellow, t.black, t.blue]
}

/// The picture of a public view, with the seats' names. Takes nothing else, so it cannot show a
/// secret.
pub fn picture(names: &[&str], board: &Board, view: &PublicView, lang: Lang) -> pic::Picture {
    let festival = |f: &crate::games::festivals::FestivalView| pic::Festival {
        name: f.name.clone(),
        island: board.islands[f.island].name.clone(),
        points: f.points,
        claimed: f.claimed,
    };
    let mut tiles: Vec<pic::Tile> = view
        .islands
        .iter()
        .map(|isl| {
            let info = &board.islands[isl.id];
            let mut depicted = Vec::new();
            for c in Colour::ALL {
                depicted.extend(std::iter::repeat_n(ticket(c), isl.depicted.get(c) as usize));
            }
            pic::Tile {
                row: info.row,
                col: info.col,
                kind: pic::TileKind::Island(pic::Island {
                    name: isl.name.clone(),
                    spaces: isl
                        .spaces
                        .iter()
                        .map(|s| (ticket(s.colour), s.filled))
                        .collect(),
                    centre: counts(&isl.centre),
                    depicted,
                    active_festival: view.active.as_ref().is_some_and(|f| f.island == isl.id),
                    next_festival: view.next.as_ref().is_some_and(|f| f.island == isl.id),
                }),
            }
        })
        .collect();
    tiles.extend(board.connectors.iter().map(|&(row, col)| pic::Tile {
        row,
        col,
        kind: pic::TileKind::Connector,
    }));
    let acting = acting_seats(&view.prompt);
    let winners = view.winners.clone().unwrap_or_default();
    pic::Picture {
        title: msg!(
            "festivals-picture-title",
            round = view.round,
            players = view.players.len()
        )
        .render(lang),
        status: short_prompt(board, view, names, lang),
        tiles,
        typhoons: view.typhoons.iter().map(|s| (s.0, s.1)).collect(),
        players: view
            .players
            .iter()
            .map(|p| pic::Player {
                name: names[p.seat].to_string(),
                score: p.score,
                hand_size: p.hand_size,
                tile: p.island,
                acting: acting.contains(&p.seat),
                planned: (view.phase == PhaseView::Planning).then_some(p.planned),
                shown: p.shown.as_ref().map(counts),
                winner: winners.contains(&p.seat),
            })
            .collect(),
        active: view.active.as_ref().map(festival),
        next: view.next.as_ref().map(festival),
        deck_left: view.deck_left,
        pool: counts(&view.pool),
        airplane: view.airplane,
        target: view.target,
        words: words(lang),
    }
}

/// The picture's captions in `lang`.
fn words(lang: Lang) -> pic::Words {
    pic::Words {
        active_festival: msg!("festivals-picture-active-festival").render(lang),
        next: msg!("festivals-picture-next").render(lang),
        deck: msg!("festivals-picture-deck").render(lang),
        ticket_pool: msg!("festivals-picture-ticket-pool").render(lang),
        on: msg!("festivals-picture-on").render(lang),
        pays: msg!("festivals-picture-pays").render(lang),
        places: [
            msg!("festivals-picture-1st").render(lang),
            msg!("festivals-picture-2nd").render(lang),
            msg!("festivals-picture-3rd").render(lang),
        ],
        struck_claimed: msg!("festivals-picture-struck-claimed").render(lang),
        places_claimed: msg!("festivals-picture-places-claimed").render(lang),
        none: msg!("festivals-picture-none").render(lang),
        none_last_round: msg!("festivals-picture-none-last-round").render(lang),
        card: msg!("festivals-picture-card").render(lang),
        cards: msg!("festivals-picture-cards").render(lang),
        game_ends_at: msg!("festivals-picture-game-ends-at").render(lang),
        points: msg!("festivals-picture-points").render(lang),
        players: msg!("festivals-picture-players").render(lang),
        score: msg!("festivals-picture-score").render(lang),
        hand: msg!("festivals-picture-hand").render(lang),
        this_round: msg!("festivals-picture-this-round").render(lang),
        pts: msg!("festivals-picture-pts").render(lang),
        ticket: msg!("festivals-picture-ticket").render(lang),
        tickets: msg!("festivals-picture-tickets").render(lang),
        airplane: msg!("festivals-picture-airplane").render(lang),
        winner: msg!("festivals-picture-winner").render(lang),
        planned: msg!("festivals-picture-planned").render(lang),
        waiting: msg!("festivals-picture-waiting").render(lang),
        to_place: msg!("festivals-picture-to-place").render(lang),
        centre: msg!("festivals-picture-centre").render(lang),
        pool: msg!("festivals-picture-pool").render(lang),
        festival: msg!("festivals-picture-festival").render(lang),
        next_festival: msg!("festivals-picture-next-festival").render(lang),
        empty: msg!("festivals-picture-empty").render(lang),
        typhoon: msg!("festivals-picture-typhoon").render(lang),
        ticket_in_centre: msg!("festivals-picture-ticket-in-centre").render(lang),
        free_space: msg!("festivals-picture-free-space").render(lang),
        ticket_on_space: msg!("festivals-picture-ticket-on-space").render(lang),
    }
}

pub fn acting_seats(prompt: &Prompt) -> Vec<Seat> {
    match prompt {
        Prompt::Plan { waiting } => waiting.clone(),
        Prompt::Move { seat, .. }
        | Prompt::Order { seat, .. }
        | Prompt::Rest { seat }
        | Prompt::Discard { seat, .. }
        | Prompt::Typhoon { seat }
        | Prompt::PickTyphoonMover { seat, .. } => vec![*seat],
        Prompt::Over { .. } => Vec::new(),
    }
}

impl Pictures for Festivals {
    fn scene(names: &[&str], game: &Game) -> Option<String> {
        let mut picture = picture(names, game.board(), &game.public_view(), Lang::En);
        picture.status.clear();
        for p in &mut picture.players {
            p.acting = false;
        }
        Some(format!("{picture:?}"))
    }

    fn image(names: &[&str], game: &Game, lang: Lang) -> nusantara_render::RgbImage {
        let picture = picture(names, game.board(), &game.public_view(), lang);
        nusantara_render::festivals::draw(&picture)
    }

    fn picture(names: &[&str], game: &Game, lang: Lang) -> Vec<u8> {
        let picture = picture(names, game.board(), &game.public_view(), lang);
        nusantara_render::festivals::png(&picture)
    }

    /// The colour of the seat's traveller: the picture draws the players in the view's order.
    fn seat_colour(game: &Game, seat: Seat) -> Option<u32> {
        let view = game.public_view();
        let index = view.players.iter().position(|p| p.seat == seat)?;
        Some(pic::player_colour(index))
    }

    fn board_words(names: &[&str], game: &Game, lang: Lang) -> String {
        super::words::words(
            &picture(names, game.board(), &game.public_view(), lang),
            lang,
        )
    }
}
