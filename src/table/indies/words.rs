//! The East Indies map picture in words, for those who cannot see it (a card's picture
//! description): read from the picture itself, so it says only what the picture shows (whether
//! a company has sealed, never what it ordered).

use crate::games::indies::things_in;
use crate::lang::Lang;
use crate::msg;
use nusantara_render::indies::{Company, Picture, Place};

/// E.g. "East Indies, 1603, year 4 of 12, Order round 1. ann (Portugal): 120 florins, score
/// 130, sealed; 4 ships: 3 at Java, 1 in Europe; 1 factory. bob (Netherlands): ..."
pub fn words(p: &Picture, lang: Lang) -> String {
    let mut out = msg!(
        "indies-words-head",
        year = u32::from(p.year),
        nth = u32::from(p.year.saturating_sub(p.first_year) + 1),
        of = u32::from(p.last_year.saturating_sub(p.first_year) + 1),
        phase = &p.phase
    )
    .render(lang);
    if p.companies.iter().all(|c| c.sealed.is_none()) && !p.status.is_empty() {
        // Out of an order round the status says what the sealed marks would not: the winner.
        out.push_str(&format!(": {}", p.status));
    }
    out.push('.');
    for company in in_panel_order(p) {
        out.push(' ');
        out.push_str(&self::company(p, company, lang));
    }
    out
}

/// The companies as the panel lists them: in initiative order, the rest after by seat.
fn in_panel_order(p: &Picture) -> Vec<&Company> {
    let mut listed: Vec<&Company> = p
        .initiative
        .iter()
        .filter_map(|&s| p.companies.iter().find(|c| c.seat == s))
        .collect();
    let mut rest: Vec<&Company> = p
        .companies
        .iter()
        .filter(|c| !p.initiative.contains(&c.seat))
        .collect();
    rest.sort_by_key(|c| c.seat);
    listed.extend(rest);
    listed
}

/// "ann (Portugal): 120 florins, score 130, sealed; 4 ships: 3 at Java, 1 in Europe; 1
/// factory." Ships are counted by place, not by fleet, so that five companies' fleets fit.
fn company(p: &Picture, c: &Company, lang: Lang) -> String {
    let mut out = format!(
        "{} ({}): {}",
        c.player,
        c.nation,
        crate::games::indies::florins_in(c.treasury, lang)
    );
    if let Some(score) = c.score {
        out.push_str(&msg!("indies-words-score", score = score).render(lang));
    }
    match c.sealed {
        Some(true) => out.push_str(&msg!("indies-words-sealed").render(lang)),
        Some(false) => out.push_str(&msg!("indies-words-not-sealed").render(lang)),
        None => {}
    }
    let mut places: Vec<(Place, u32)> = Vec::new();
    for f in p.fleets.iter().filter(|f| f.owner == c.seat) {
        match places.iter_mut().find(|(at, _)| *at == f.at) {
            Some((_, n)) => *n += f.ships.total(),
            None => places.push((f.at, f.ships.total())),
        }
    }
    places.retain(|&(_, n)| n > 0);
    if !places.is_empty() {
        let ships: u32 = places.iter().map(|&(_, n)| n).sum();
        let at: Vec<String> = places
            .iter()
            .map(|&(at, n)| format!("{n} {}", place(p, at, lang)))
            .collect();
        out.push_str(&format!(
            "; {}: {}",
            things_in("ship", ships, lang),
            at.join(", ")
        ));
    }
    let factories = p
        .areas
        .iter()
        .flat_map(|a| &a.sites)
        .filter(|s| s.factory.as_ref().is_some_and(|f| f.owner == c.seat))
        .count();
    if factories > 0 {
        out.push_str(&format!(
            "; {}",
            things_in("factory", factories as u32, lang)
        ));
    }
    out.push('.');
    out
}

/// "at Java", "in Europe".
fn place(p: &Picture, at: Place, lang: Lang) -> String {
    match at {
        Place::Europe => msg!("indies-words-in-europe"),
        Place::Csb => msg!("indies-words-in-csb"),
        Place::Area(i) => msg!(
            "indies-at-site",
            site = p.areas.get(i).map_or("?", |a| a.name.as_str())
        ),
    }
    .render(lang)
}

#[cfg(test)]
mod tests {
    use super::words;
    use crate::games::indies::{Action, Data, FleetId, Game, Order, Place, Unit};
    use crate::games::{Components, Rules};
    use crate::table::game::Pictures;
    use crate::table::indies::Indies;

    const NAMES: [&str; 3] = ["ann", "bob", "cid"];

    fn game() -> Game {
        Game::setup(Data::standard(), &Default::default(), 3, 7)
            .unwrap()
            .0
    }

    #[test]
    fn the_words_name_every_company_its_player_and_the_year() {
        let g = game();
        let words = Indies::board_words(&NAMES, &g, crate::lang::Lang::En);
        let view = g.public_view();
        for c in &view.companies {
            let said = format!("{} ({}): {} florins", NAMES[c.seat], c.nation, c.treasury);
            assert!(words.contains(&said), "no {said:?} in {words}");
        }
        assert!(
            words.starts_with(&format!(
                "East Indies, {}, year 1 of {}, Order round 1.",
                view.year,
                view.last_year - view.first_year + 1
            )),
            "{words}"
        );
        assert!(words.chars().count() <= 1_024, "{words}");
    }

    /// At an Indonesian table the description is Indonesian: the year, the round, each company
    /// with its florins and whether it has sealed; names and places kept.
    #[test]
    fn the_words_are_in_the_tables_language() {
        let g = game();
        let words = Indies::board_words(&NAMES, &g, crate::lang::Lang::Id);
        let view = g.public_view();
        assert!(
            words.starts_with(&format!(
                "East Indies, {}, tahun ke-1 dari {}, Ronde perintah 1.",
                view.year,
                view.last_year - view.first_year + 1
            )),
            "{words}"
        );
        let c = &view.companies[0];
        let said = format!(
            "{} ({}): {} florin, skor ",
            NAMES[c.seat], c.nation, c.treasury
        );
        assert!(words.contains(&said), "no {said:?} in {words}");
        assert!(words.contains(", belum menyegel"), "{words}");
        for english in [" year ", " of ", "score", "sealed", " florins"] {
            assert!(!words.contains(english), "{english:?} in {words}");
        }
    }

    /// The busiest sample the renderer draws (five companies, many fleets and factories) still
    /// fits a picture's description.
    #[test]
    fn a_crowded_map_fits_a_description() {
        let words = words(&nusantara_render::indies::crowded(), crate::lang::Lang::En);
        assert!(
            words.chars().count() <= 1_024,
            "{} characters: {words}",
            words.len()
        );
        assert!(words.contains(" ships: "), "{words}");
    }

    /// Orders are sealed: two games whose first company drafts and seals other orders are
    /// told in the same words, which do say that it has sealed.
    #[test]
    fn sealed_orders_never_reach_the_words() {
        let (mut a, mut b) = (game(), game());
        let fleet = FleetId(0);
        let java = a.data().area_named("Java").unwrap();
        for order in [
            Order::Buy {
                fleet,
                unit: Unit::Galleon,
                count: 2,
            },
            Order::Voyage {
                fleet,
                to: Place::Area(java),
            },
        ] {
            a.apply(0, &Action::Order { order }).unwrap();
        }
        let order = Order::Buy {
            fleet,
            unit: Unit::Carrack,
            count: 1,
        };
        b.apply(0, &Action::Order { order }).unwrap();
        for g in [&mut a, &mut b] {
            g.apply(0, &Action::Seal).unwrap();
        }
        let words = Indies::board_words(&NAMES, &a, crate::lang::Lang::En);
        assert_eq!(
            words,
            Indies::board_words(&NAMES, &b, crate::lang::Lang::En)
        );
        assert!(
            words.contains("ann (") && words.contains(", sealed"),
            "{words}"
        );
        assert!(words.contains(", not sealed"), "{words}");
    }

    /// A card's accent is the colour the picture draws the seat's company in, and no two
    /// companies share one.
    #[test]
    fn each_seat_colour_is_drawn_on_the_map() {
        let g = game();
        let img = Indies::image(&NAMES, &g, crate::lang::Lang::En);
        let mut seen = Vec::new();
        for seat in 0..NAMES.len() {
            let c = Indies::seat_colour(&g, seat).expect("a seated company has a colour");
            let rgb = [(c >> 16) as u8, (c >> 8) as u8, c as u8];
            let drawn = img.pixels().filter(|p| p.0 == rgb).count();
            assert!(drawn > 100, "seat {seat}'s {c:06X}: {drawn} pixels");
            assert!(!seen.contains(&c));
            seen.push(c);
        }
        assert_eq!(Indies::seat_colour(&g, NAMES.len()), None);
    }
}
