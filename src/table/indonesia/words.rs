//! Indonesia's board picture in words, for those who cannot see it (a card's picture
//! description): read from the picture itself, so it says only what the picture shows (cash
//! only with open money).

use crate::lang::Lang;
use crate::msg;
use nusantara_render::indonesia::{Kind, Picture};

/// E.g. "Indonesia, year 2, 3 players: era A, Operations. alice (Rp 120): company 1, rice
/// from Jabar, 3 areas; company 4, shipping from Kalsel, 2 ships. bob: no company. carol: ...
/// 9 cities, 4 deeds to acquire."
pub fn words(p: &Picture, lang: Lang) -> String {
    let mut out = msg!(
        "indonesia-words-head",
        title = p.title.replace(" · ", ", "),
        era = p.era.letter(),
        phase = &p.phase
    )
    .render(lang);
    for player in &p.players {
        out.push(' ');
        out.push_str(&player.name);
        if let Some(cash) = player.cash {
            out.push_str(&format!(" (Rp {cash})"));
        }
        out.push_str(": ");
        let companies: Vec<String> = p
            .companies
            .iter()
            .enumerate()
            .filter(|(_, c)| c.owner == player.seat)
            .map(|(i, c)| {
                let held = match c.kind {
                    Kind::Shipping => {
                        let ships = p.ships.iter().filter(|s| s.company == i).count();
                        msg!("indonesia-words-ships", count = ships)
                    }
                    Kind::Production(_) => {
                        let areas = p.goods.iter().filter(|g| g.company == i).count();
                        msg!("indonesia-words-areas", count = areas)
                    }
                };
                msg!(
                    "indonesia-words-company",
                    number = c.number,
                    kind = c.kind.name(),
                    home = &c.home,
                    held = held
                )
                .render(lang)
            })
            .collect();
        match companies.is_empty() {
            true => out.push_str(&msg!("indonesia-words-no-company").render(lang)),
            false => out.push_str(&companies.join("; ")),
        }
        out.push('.');
    }
    out.push(' ');
    out.push_str(
        &msg!(
            "indonesia-words-totals",
            cities = p.cities.len(),
            deeds = p.deeds.len()
        )
        .render(lang),
    );
    if !p.plan.is_empty() {
        let goods: u32 = p.plan.iter().map(|r| r.cubes).sum();
        out.push(' ');
        out.push_str(
            &msg!("indonesia-words-plan", goods = goods, routes = p.plan.len()).render(lang),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::games::indonesia::{Action, Game, Map, Position};
    use crate::games::{Components, Described, Rules};
    use crate::table::game::Pictures;
    use crate::table::indonesia::Indonesia;

    /// The renderer's sample board is told within a picture's description.
    #[test]
    fn the_sample_board_fits_a_description() {
        let words = super::words(
            &nusantara_render::indonesia::sample(),
            crate::lang::Lang::En,
        );
        assert!(
            words.chars().count() <= 1_024,
            "{} characters: {words}",
            words.len()
        );
    }

    const NAMES: [&str; 3] = ["alice", "bob", "carol"];

    fn load(text: &str) -> Game {
        Game::from_position(Map::standard(), &Position::from_toml(text).unwrap()).unwrap()
    }

    /// tests/setups/indonesia_secret_{a,b}.toml: closed money, the same game but for every
    /// player's cash and their city cards of era C.
    fn twins() -> (Game, Game) {
        (
            load(include_str!(
                "../../../tests/setups/indonesia_secret_a.toml"
            )),
            load(include_str!(
                "../../../tests/setups/indonesia_secret_b.toml"
            )),
        )
    }

    #[test]
    fn the_words_name_every_seat_and_every_company() {
        let (game, _) = twins();
        let words = Indonesia::board_words(&NAMES, &game, crate::lang::Lang::En);
        for name in NAMES {
            assert!(
                words.contains(&format!(" {name}: ")),
                "no {name} in {words}"
            );
        }
        let view = game.public_view();
        assert!(!view.companies.is_empty());
        for c in &view.companies {
            // Each company is told among its owner's.
            let owner = words.find(&format!(" {}: ", NAMES[c.owner])).unwrap();
            let at = words
                .find(&format!("company {},", c.id))
                .expect("the company");
            assert!(at > owner, "company {} before its owner in {words}", c.id);
        }
        assert!(words.contains("era B, Mergers."), "{words}");
        assert!(!words.contains("Rp"), "closed money shows no cash: {words}");
        assert!(words.chars().count() <= 1_024, "{words}");
    }

    #[test]
    fn closed_cash_and_city_cards_never_reach_the_words() {
        let (a, b) = twins();
        assert_eq!(
            Indonesia::board_words(&NAMES, &a, crate::lang::Lang::En),
            Indonesia::board_words(&NAMES, &b, crate::lang::Lang::En)
        );
    }

    /// Open money shows every player's cash, and a sealed bid takes none of it before the
    /// reveal: two games sealing other amounts are told in the same words.
    #[test]
    fn open_cash_shows_and_sealed_bids_do_not() {
        let mut a = load(include_str!(
            "../../../tests/setups/indonesia_sealed_bids.toml"
        ));
        let mut b = a.clone();
        let before = Indonesia::board_words(&NAMES, &a, crate::lang::Lang::En);
        let seat = a.waiting_for()[0];
        a.apply(seat, &Action::Bid { amount: 40 }).unwrap();
        b.apply(seat, &Action::Bid { amount: 3 }).unwrap();
        let words = Indonesia::board_words(&NAMES, &a, crate::lang::Lang::En);
        assert_eq!(
            words,
            Indonesia::board_words(&NAMES, &b, crate::lang::Lang::En)
        );
        assert_eq!(words, before, "nothing public moved");
        assert!(words.contains(&format!("{} (Rp ", NAMES[seat])), "{words}");
    }

    /// A card's accent is the colour the picture draws its seat in (its token, its row, its
    /// companies' pieces), and no two seats share one.
    #[test]
    fn each_seat_colour_is_drawn_on_the_board() {
        let (game, _) = twins();
        let img = Indonesia::image(&NAMES, &game, crate::lang::Lang::En);
        let mut seen = Vec::new();
        for seat in 0..NAMES.len() {
            let c = Indonesia::seat_colour(&game, seat).expect("a seated seat has a colour");
            let rgb = [(c >> 16) as u8, (c >> 8) as u8, c as u8];
            let drawn = img.pixels().filter(|p| p.0 == rgb).count();
            assert!(drawn > 100, "seat {seat}'s {c:06X}: {drawn} pixels");
            assert!(!seen.contains(&c));
            seen.push(c);
        }
        assert_eq!(Indonesia::seat_colour(&game, NAMES.len()), None);
    }
}
