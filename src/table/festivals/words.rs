//! The Festivals' board picture in words, for those who cannot see it (a card's picture
//! description): read from the picture itself, so it says only what the picture shows; in the
//! table's language.

use crate::lang::{Arg, Lang};
use crate::msg;
use nusantara_render::festivals::{Festival, Picture, Player, Ticket, TileKind};

/// E.g. "The Festivals, round 2, 2 players: festival Pasar Malam on Sulawesi (5/3/1); next Sekaten on
/// Jawa. alice on Sumatera, 5 points, 3 tickets, airplane; bob on Jawa, 3 points, 2 tickets.
/// First to 20 points ends the game."
pub fn words(p: &Picture, lang: Lang) -> String {
    let mut out = format!("{}: ", p.title.replace(" · ", ", "));
    match &p.active {
        Some(f) => out
            .push_str(&msg!("festivals-words-festival", festival = festival(f, lang)).render(lang)),
        None => out.push_str(&msg!("festivals-words-no-festival").render(lang)),
    }
    if let Some(f) = &p.next {
        out.push_str(&msg!("festivals-words-next", festival = festival(f, lang)).render(lang));
    }
    out.push_str(". ");
    let players: Vec<String> = p
        .players
        .iter()
        .enumerate()
        .map(|(i, pl)| player(p, i, pl, lang))
        .collect();
    out.push_str(&players.join("; "));
    out.push('.');
    if !p.typhoons.is_empty() {
        out.push(' ');
        out.push_str(&msg!("festivals-words-typhoons", count = p.typhoons.len()).render(lang));
    }
    let winners: Vec<&str> = p
        .players
        .iter()
        .filter(|pl| pl.winner)
        .map(|pl| pl.name.as_str())
        .collect();
    let end = match winners[..] {
        [] => msg!("festivals-words-target", target = p.target),
        _ => msg!("festivals-words-won", winners = Arg::and_list(&winners)),
    };
    out.push(' ');
    out.push_str(&end.render(lang));
    out
}

/// "Pasar Malam on Sulawesi (5/3/1, 1 place claimed)".
fn festival(f: &Festival, lang: Lang) -> String {
    let points: Vec<String> = f
        .points
        .iter()
        .map(|p| p.map_or("–".into(), |n| n.to_string()))
        .collect();
    msg!(
        "festivals-words-card",
        name = &f.name,
        island = &f.island,
        points = points.join("/"),
        claimed = f.claimed
    )
    .render(lang)
}

/// "alice on Sumatera, 5 points, 3 tickets, airplane, planned".
fn player(p: &Picture, index: usize, pl: &Player, lang: Lang) -> String {
    let island = match p.tiles.get(pl.tile).map(|t| &t.kind) {
        Some(TileKind::Island(island)) => island.name.as_str(),
        _ => "?",
    };
    let mut out = msg!(
        "festivals-words-player",
        who = &pl.name,
        island = island,
        score = pl.score,
        tickets = pl.hand_size
    )
    .render(lang);
    let mut add = |m: crate::lang::Msg| {
        out.push_str(", ");
        out.push_str(&m.render(lang));
    };
    if index == p.airplane {
        add(msg!("festivals-words-airplane"));
    }
    match pl.planned {
        Some(true) => add(msg!("festivals-words-planned")),
        Some(false) => add(msg!("festivals-words-planning")),
        None => {}
    }
    if let Some(shown) = pl.shown {
        add(msg!(
            "festivals-words-shows",
            tickets = tickets(shown, lang)
        ));
    }
    out
}

/// "2 yellow, 1 blue" or "no tickets".
fn tickets(counts: [u8; 3], lang: Lang) -> String {
    let named: Vec<String> = Ticket::ALL
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| format!("{n} {}", ticket_name(*t).render(lang)))
        .collect();
    match named.is_empty() {
        true => msg!("festivals-no-tickets").render(lang),
        false => named.join(", "),
    }
}

fn ticket_name(t: Ticket) -> crate::lang::Msg {
    match t {
        Ticket::Yellow => msg!("festivals-yellow"),
        Ticket::Black => msg!("festivals-black"),
        Ticket::Blue => msg!("festivals-blue"),
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
        let words = super::words(
            &nusantara_render::festivals::sample(),
            crate::lang::Lang::En,
        );
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
        assert_eq!(
            before,
            Festivals::board_words(&NAMES, &b, crate::lang::Lang::En)
        );
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
        assert_eq!(
            after,
            Festivals::board_words(&NAMES, &b, crate::lang::Lang::En)
        );
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

    /// An Indonesian table's picture and its words are Indonesian: the captions differ from
    /// the English picture's, and the words say "di" where English says "on".
    #[test]
    fn an_indonesian_table_gets_an_indonesian_picture() {
        use crate::lang::Lang;
        let (game, _) = twins();
        let words = Festivals::board_words(&NAMES, &game, Lang::Id);
        assert!(words.contains("ronde 1"), "{words}");
        assert!(words.contains("alice di "), "{words}");
        assert!(!words.contains(" on "), "{words}");
        let id =
            super::super::picture::picture(&NAMES, game.board(), &game.public_view(), Lang::Id);
        assert_eq!(id.words.players, "PEMAIN");
        assert_ne!(
            Festivals::image(&NAMES, &game, Lang::Id),
            Festivals::image(&NAMES, &game, Lang::En),
            "the captions are drawn in the table's language"
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
