//! The Festivals' board picture in words, for those who cannot see it (a card's picture
//! description): read from the picture itself, so it says only what the picture shows.

use crate::games::{and_list, counted};
use nusantara_render::festivals::{Festival, Picture, Player, Ticket, TileKind};

/// E.g. "The Festivals, round 2, 2 players: festival Pasar Malam on Sulawesi (5/3/1); next Sekaten on
/// Jawa. alice on Sumatera, 5 points, 3 tickets, airplane; bob on Jawa, 3 points, 2 tickets.
/// First to 20 points ends the game."
pub fn words(p: &Picture) -> String {
    let mut out = format!("{}: ", p.title.replace(" · ", ", "));
    match &p.active {
        Some(f) => out.push_str(&format!("festival {}", festival(f))),
        None => out.push_str("no festival"),
    }
    if let Some(f) = &p.next {
        out.push_str(&format!("; next {}", festival(f)));
    }
    out.push_str(". ");
    let players: Vec<String> = p
        .players
        .iter()
        .enumerate()
        .map(|(i, pl)| player(p, i, pl))
        .collect();
    out.push_str(&players.join("; "));
    out.push('.');
    if !p.typhoons.is_empty() {
        out.push_str(&format!(
            " {} on the sea.",
            counted(p.typhoons.len() as i64, "typhoon", "typhoons")
        ));
    }
    let winners: Vec<&str> = p
        .players
        .iter()
        .filter(|pl| pl.winner)
        .map(|pl| pl.name.as_str())
        .collect();
    match winners[..] {
        [] => out.push_str(&format!(" First to {} points ends the game.", p.target)),
        _ => out.push_str(&format!(" Won by {}.", and_list(&winners))),
    }
    out
}

/// "Pasar Malam on Sulawesi (5/3/1, 1 place claimed)".
fn festival(f: &Festival) -> String {
    let points: Vec<String> = f
        .points
        .iter()
        .map(|p| p.map_or("–".into(), |n| n.to_string()))
        .collect();
    let claimed = match f.claimed {
        0 => String::new(),
        n => format!(", {} claimed", counted(n, "place", "places")),
    };
    format!("{} on {} ({}{claimed})", f.name, f.island, points.join("/"))
}

/// "alice on Sumatera, 5 points, 3 tickets, airplane, planned".
fn player(p: &Picture, index: usize, pl: &Player) -> String {
    let island = match p.tiles.get(pl.tile).map(|t| &t.kind) {
        Some(TileKind::Island(island)) => island.name.as_str(),
        _ => "?",
    };
    let mut out = format!(
        "{} on {island}, {}, {}",
        pl.name,
        counted(pl.score, "point", "points"),
        counted(pl.hand_size, "ticket", "tickets")
    );
    if index == p.airplane {
        out.push_str(", airplane");
    }
    match pl.planned {
        Some(true) => out.push_str(", planned"),
        Some(false) => out.push_str(", planning"),
        None => {}
    }
    if let Some(shown) = pl.shown {
        out.push_str(&format!(", shows {}", tickets(shown)));
    }
    out
}

/// "2 yellow, 1 blue" or "no tickets".
fn tickets(counts: [u8; 3]) -> String {
    let named: Vec<String> = Ticket::ALL
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| format!("{n} {}", ticket_name(*t)))
        .collect();
    match named.is_empty() {
        true => "no tickets".into(),
        false => named.join(", "),
    }
}

fn ticket_name(t: Ticket) -> &'static str {
    match t {
        Ticket::Yellow => "yellow",
        Ticket::Black => "black",
        Ticket::Blue => "blue",
    }
}

#[cfg(test)]
mod tests {
    use crate::games::Rules;
    use crate::games::festivals::{Action, Board, Colour, Game, Position, Tickets};
    use crate::games::{Components, Described};
    use crate::table::festivals::Festivals;
    use crate::table::game::Pictures;

    /// The renderer's sample board is told within a picture's description.
    #[test]
    fn the_sample_board_fits_a_description() {
        let words = super::words(&nusantara_render::festivals::sample());
        assert!(
            words.chars().count() <= 1_024,
            "{} characters: {words}",
            words.len()
        );
    }

    const NAMES: [&str; 3] = ["alice", "bob", "carol"];

    /// tests/setups/hidden_{a,b}.toml: the same public position, the hands' colours differ.
    fn hidden(text: &str) -> Game {
        Game::from_position(Board::standard(), &Position::from_toml(text).unwrap()).unwrap()
    }

    fn twins() -> (Game, Game) {
        (
            hidden(include_str!("../../../tests/setups/hidden_a.toml")),
            hidden(include_str!("../../../tests/setups/hidden_b.toml")),
        )
    }

    #[test]
    fn the_words_name_every_seat_where_it_stands_and_the_festival() {
        let (game, _) = twins();
        let words = Festivals::board_words(&NAMES, &game, crate::lang::Lang::En);
        let view = game.public_view();
        let board = game.board();
        for p in &view.players {
            let island = &board.islands[p.island].name;
            let said = format!("{} on {island}, {} points", NAMES[p.seat], p.score);
            assert!(words.contains(&said), "no {said:?} in {words}");
        }
        let festival = view.active.expect("hidden_a opens with Galungan");
        assert!(
            words.contains(&format!(
                "festival {} on {}",
                festival.name, board.islands[festival.island].name
            )),
            "{words}"
        );
        assert!(words.contains("round 1"), "{words}");
        assert!(words.chars().count() <= 1_024, "{words}");
    }

    /// Hands and plans are secret: twins with other hands, planning other tickets, are told in
    /// the same words; that a seat has planned is public and shows.
    #[test]
    fn hands_and_plans_never_reach_the_words() {
        let (mut a, mut b) = twins();
        let before = Festivals::board_words(&NAMES, &a, crate::lang::Lang::En);
        assert_eq!(before, Festivals::board_words(&NAMES, &b, crate::lang::Lang::En));
        let plan = |yellow, blue| Action::Plan {
            tickets: Tickets {
                yellow,
                black: 0,
                blue,
            },
        };
        a.apply(0, &plan(1, 0)).unwrap();
        b.apply(0, &plan(0, 1)).unwrap();
        let after = Festivals::board_words(&NAMES, &a, crate::lang::Lang::En);
        assert_eq!(after, Festivals::board_words(&NAMES, &b, crate::lang::Lang::En));
        assert_ne!(before, after, "alice's plan made shows as planned");
        assert!(
            after.contains("alice on") && after.contains(", planned"),
            "{after}"
        );
        assert!(
            !after.contains(Colour::Yellow.name()) && !after.contains("blue"),
            "{after}"
        );
    }

    /// A card's accent is the colour the picture draws its seat in: the travellers and the
    /// players' rows carry it, and no two seats share one.
    #[test]
    fn each_seat_colour_is_drawn_on_the_board() {
        let (game, _) = twins();
        let img = Festivals::image(&NAMES, &game, crate::lang::Lang::En);
        let mut seen = Vec::new();
        for seat in 0..NAMES.len() {
            let c = Festivals::seat_colour(&game, seat).expect("a seated seat has a colour");
            let rgb = [(c >> 16) as u8, (c >> 8) as u8, c as u8];
            let drawn = img.pixels().filter(|p| p.0 == rgb).count();
            assert!(drawn > 100, "seat {seat}'s {c:06X}: {drawn} pixels");
            assert!(!seen.contains(&c));
            seen.push(c);
        }
        assert_eq!(Festivals::seat_colour(&game, NAMES.len()), None);
    }
}
