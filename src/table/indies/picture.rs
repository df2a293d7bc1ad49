//! The East Indies map picture, filled from the public view and the seats' names only: orders
//! never reach it, only whether each company has sealed.

use super::Indies;
use crate::games::indies::{Game, Happening, Marker, PhaseView, Place, PublicView, Unit};
use crate::games::{Rules, Seat};
use crate::lang::Lang;
use crate::msg;
use crate::table::game::Pictures;
use nusantara_render::indies as pic;
use std::sync::OnceLock;

/// The render crate's commodity of the data file's commodity `name` (the six of the map).
fn commodity(name: &str) -> Option<pic::Commodity> {
    pic::Commodity::ALL
        .into_iter()
        .find(|c| c.name().eq_ignore_ascii_case(name))
}

fn markers(game: &Game, list: &[Marker]) -> Vec<pic::Marker> {
    list.iter()
        .filter_map(|m| {
            Some(pic::Marker {
                commodity: commodity(game.data().commodity(m.commodity))?,
                share: m.share,
            })
        })
        .collect()
}

/// The picture of `view`, the companies named by their players' `names`.
pub fn picture(names: &[&str], game: &Game, view: &PublicView, lang: Lang) -> pic::Picture {
    let data = game.data();
    let ordering = matches!(view.phase, PhaseView::Orders { .. });
    let (phase, status) = match (&view.phase, &view.winner) {
        (PhaseView::Orders { round }, _) => {
            let sealed = view.companies.iter().filter(|c| c.sealed).count();
            (
                msg!("indies-picture-round", round = *round).render(lang),
                // The phase already names the round: the status says how far it is.
                msg!(
                    "indies-picture-sealed",
                    sealed = sealed,
                    of = view.companies.len()
                )
                .render(lang),
            )
        }
        (PhaseView::Over, Some(w)) => (
            msg!("indies-picture-over").render(lang),
            // The phase already says "Game over": the status names the winner alone.
            msg!(
                "indies-picture-wins",
                who = names.get(*w).copied().unwrap_or("?"),
                nation = data.nation(*w)
            )
            .render(lang),
        ),
        (PhaseView::Over, None) => (msg!("indies-picture-over").render(lang), String::new()),
    };
    let companies = view
        .companies
        .iter()
        .map(|c| pic::Company {
            seat: c.seat,
            nation: c.nation.clone(),
            player: names.get(c.seat).copied().unwrap_or("?").to_string(),
            treasury: u32::try_from(c.treasury.max(0)).unwrap_or(u32::MAX),
            score: Some(
                view.scores
                    .as_ref()
                    .and_then(|s| s.iter().find(|s| s.seat == c.seat))
                    .map_or(c.score, |s| s.score),
            )
            .map(|s| u32::try_from(s.max(0)).unwrap_or(u32::MAX)),
            sealed: ordering.then_some(c.sealed),
        })
        .collect();
    let areas: Vec<pic::Area> = view
        .areas
        .iter()
        .map(|a| pic::Area {
            name: a.name.clone(),
            europe: a.europe,
            commodity: a.commodity.and_then(|c| commodity(data.commodity(c))),
            sites: a
                .sites
                .iter()
                .map(|s| pic::Site {
                    name: s.name.clone(),
                    factory: s.factory.as_ref().map(|f| pic::Factory {
                        owner: f.owner,
                        forts: f.forts,
                        soldiers: f.soldiers,
                        markers: markers(game, &f.markers),
                    }),
                })
                .collect(),
        })
        .collect();
    let place = |at: Place| match at {
        Place::Europe => pic::Place::Europe,
        Place::Csb => pic::Place::Csb,
        Place::Area(a) => view
            .areas
            .iter()
            .position(|v| v.id == a)
            .map_or(pic::Place::Europe, pic::Place::Area),
    };
    let mut fleets = Vec::new();
    for c in &view.companies {
        for f in &c.fleets {
            let count = |u: Unit| f.units.iter().find(|(k, _)| *k == u).map_or(0, |(_, n)| *n);
            fleets.push(pic::Fleet {
                owner: c.seat,
                letter: f.letter.to_string(),
                ships: pic::Ships {
                    caravels: count(Unit::Caravel),
                    carracks: count(Unit::Carrack),
                    galleons: count(Unit::Galleon),
                },
                soldiers: count(Unit::Soldier),
                leaders: count(Unit::Leader),
                explorers: count(Unit::Explorer),
                cargo: markers(game, &f.cargo),
                at: place(f.at),
            });
        }
    }
    pic::Picture {
        title: msg!("indies-picture-title", companies = view.companies.len()).render(lang),
        status,
        year: view.year as u16,
        first_year: view.first_year as u16,
        last_year: view.last_year as u16,
        phase,
        companies,
        initiative: view.initiative.clone(),
        areas,
        fleets,
        prices: view
            .prices
            .iter()
            .filter_map(|p| Some((commodity(&p.name)?, p.price)))
            .collect(),
        ladder: data.prices.ladder.clone(),
        changes: view
            .last_round
            .iter()
            .filter_map(|h| change(view, h, place))
            .collect(),
        words: words(lang).clone(),
    }
}

/// The picture's captions in `lang`, rendered from the catalogue once per language (English:
/// render's own default, the same words).
fn words(lang: Lang) -> &'static pic::Words {
    static WORDS: OnceLock<Vec<(Lang, pic::Words)>> = OnceLock::new();
    let all = WORDS.get_or_init(|| Lang::ALL.iter().map(|&l| (l, words_in(l))).collect());
    all.iter()
        .find(|(l, _)| *l == lang)
        .map_or(&all[0].1, |(_, w)| w)
}

fn words_in(lang: Lang) -> pic::Words {
    let say = |m: crate::lang::Msg| m.render(lang);
    let unit = |unit: &'static str| {
        [
            say(msg!("indies-picture-unit-one", unit = unit)),
            say(msg!("indies-picture-unit-many", unit = unit)),
        ]
    };
    pic::Words {
        year: say(msg!("indies-picture-year")),
        of: say(msg!("indies-picture-of")),
        europe: say(msg!("indies-picture-europe")),
        europe_note: say(msg!("indies-picture-europe-note")),
        csb: say(msg!("indies-picture-csb")),
        csb_note: say(msg!("indies-picture-csb-note")),
        eur: say(msg!("indies-picture-eur")),
        no_commodity: say(msg!("indies-picture-no-commodity")),
        more: say(msg!("indies-picture-more")),
        battle: say(msg!("indies-picture-battle")),
        sunk: say(msg!("indies-picture-sunk")),
        taken_by: say(msg!("indies-picture-taken-by")),
        held_against: say(msg!("indies-picture-held-against")),
        companies: say(msg!("indies-picture-companies")),
        companies_in_order: say(msg!("indies-picture-companies-in-order")),
        prices: say(msg!("indies-picture-prices")),
        prices_note: say(msg!("indies-picture-prices-note")),
        treasury: say(msg!("indies-picture-treasury")),
        fl: say(msg!("indies-picture-fl")),
        factory: say(msg!("indies-picture-factory")),
        factories: say(msg!("indies-picture-factories")),
        orders_sealed: say(msg!("indies-picture-orders-sealed")),
        drafting: say(msg!("indies-picture-drafting")),
        score: say(msg!("indies-picture-score")),
        units: [
            unit("caravel"),
            unit("carrack"),
            unit("galleon"),
            unit("soldier"),
            unit("leader"),
            unit("explorer"),
        ],
        cargo: say(msg!("indies-picture-cargo")),
        no_fleets: say(msg!("indies-picture-no-fleets")),
        more_fleets: say(msg!("indies-picture-more-fleets")),
        key: say(msg!("indies-picture-key")),
        key_fleet: say(msg!("indies-picture-key-fleet")),
        key_ships: say(msg!("indies-picture-key-ships")),
        key_factory: say(msg!("indies-picture-key-factory")),
        forts: say(msg!("indies-picture-forts")),
        soldiers: say(msg!("indies-picture-soldiers")),
        key_share: say(msg!("indies-picture-key-share")),
        key_bounds: say(msg!("indies-picture-key-bounds")),
        key_adjacent: say(msg!("indies-picture-key-adjacent")),
    }
}

/// The picture's mark of something the last round did; `None` for a site not on the map.
fn change(
    view: &PublicView,
    h: &Happening,
    place: impl Fn(Place) -> pic::Place,
) -> Option<pic::Change> {
    Some(match h {
        Happening::Sailed { seat, fleet, path } => pic::Change::Sailed {
            owner: *seat,
            letter: fleet.to_string(),
            path: path.iter().map(|&p| place(p)).collect(),
        },
        Happening::Battle { at } => pic::Change::Battle { at: place(*at) },
        Happening::Sunk { seat, fleet, at } => pic::Change::Sunk {
            owner: *seat,
            letter: fleet.to_string(),
            at: place(*at),
        },
        Happening::Invasion {
            seat, site, taken, ..
        } => {
            let (area, name) = view.areas.iter().enumerate().find_map(|(i, a)| {
                let s = a.sites.iter().find(|s| s.id == *site)?;
                Some((i, s.name.clone()))
            })?;
            pic::Change::Invaded {
                owner: *seat,
                area,
                site: name,
                taken: *taken,
            }
        }
    })
}

impl Pictures for Indies {
    /// What the map shows apart from the status line: sealing changes only the status and the
    /// companies' sealed marks, so a seal is posted without a new picture.
    fn scene(names: &[&str], game: &Game) -> Option<String> {
        // What changed, not shown: the English is the key.
        let mut p = picture(names, game, &game.public_view(), Lang::En);
        p.status.clear();
        for c in &mut p.companies {
            c.sealed = None;
        }
        Some(format!("{p:?}"))
    }

    fn image(names: &[&str], game: &Game, lang: Lang) -> nusantara_render::RgbImage {
        pic::draw(&picture(names, game, &game.public_view(), lang))
    }

    fn picture(names: &[&str], game: &Game, lang: Lang) -> Vec<u8> {
        pic::png(&picture(names, game, &game.public_view(), lang))
    }

    /// The colour of the seat's company (each player runs one): its fleets, flags and chip.
    fn seat_colour(game: &Game, seat: Seat) -> Option<u32> {
        (seat < game.seats()).then(|| pic::company_colour(seat))
    }

    fn board_words(names: &[&str], game: &Game, lang: Lang) -> String {
        super::words::words(&picture(names, game, &game.public_view(), lang), lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Components;
    use crate::games::indies::{Action, Data, FleetId, Order};

    #[test]
    fn the_picture_shows_the_last_rounds_voyages_and_every_score() {
        let data = Data::standard();
        let java = data.area_named("Java").unwrap();
        let (mut g, _) = Game::setup(data, &Default::default(), 3, 7).unwrap();
        let names = ["ann", "bob", "cat"];
        let fleet = FleetId(0);
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
            g.apply(0, &Action::Order { order }).unwrap();
        }
        for seat in 0..3 {
            g.apply(seat, &Action::Seal).unwrap();
        }
        let view = g.public_view();
        let p = picture(&names, &g, &view, Lang::En);
        let to = view.areas.iter().position(|a| a.id == java).unwrap();
        assert!(
            p.changes.contains(&pic::Change::Sailed {
                owner: 0,
                letter: "A".into(),
                path: vec![pic::Place::Europe, pic::Place::Area(to)],
            }),
            "{:?}",
            p.changes
        );
        // Scores as they stand now, before the game is over.
        for (c, v) in p.companies.iter().zip(&view.companies) {
            assert_eq!(c.score, Some(v.score as u32));
        }
    }

    /// The catalogue's English captions are render's own, so an English picture is drawn as
    /// before the words came from the catalogue; the Indonesian ones differ in every caption
    /// but the names and abbreviations both languages share.
    #[test]
    fn the_english_captions_are_renders_and_the_indonesian_ones_translated() {
        assert_eq!(words(Lang::En), &pic::Words::default());
        let (en, id) = (
            format!("{:?}", words(Lang::En)),
            format!("{:?}", words(Lang::Id)),
        );
        let values = |debug: &str| -> Vec<String> {
            debug
                .split('"')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect()
        };
        let shared: Vec<(String, String)> = values(&en)
            .into_iter()
            .zip(values(&id))
            .filter(|(e, i)| e == i)
            .collect();
        let kept = ["CSB", "fl"];
        assert!(
            shared.iter().all(|(e, _)| kept.contains(&e.as_str())),
            "untranslated: {shared:?}"
        );
    }

    /// An order round's header reads "Order round 1 · 0 of 3 companies have sealed their
    /// orders": the phase names the round once.
    #[test]
    fn the_order_round_header_names_the_round_once() {
        let (g, _) = Game::setup(Data::standard(), &Default::default(), 3, 3).unwrap();
        let view = g.public_view();
        let p = picture(&["ann", "bob", "cid"], &g, &view, Lang::En);
        assert_eq!(p.phase, "Order round 1");
        assert_eq!(p.status, "0 of 3 companies have sealed their orders");
    }

    /// The final picture's header reads "Game over · bob (Netherlands) wins", not "Game over ·
    /// Game over: …" (the phase says it once).
    #[test]
    fn the_final_header_says_game_over_once() {
        let (mut g, _) = Game::setup(Data::standard(), &Default::default(), 2, 3).unwrap();
        // Everyone seals empty orders until the game ends.
        while !g.is_over() {
            let seat = g.waiting_for()[0];
            g.apply(seat, &Action::Seal).unwrap();
        }
        let view = g.public_view();
        let p = picture(&["ann", "bob"], &g, &view, Lang::En);
        let w = view.winner.unwrap();
        assert_eq!(p.phase, "Game over");
        assert_eq!(
            p.status,
            format!("{} ({}) wins", ["ann", "bob"][w], g.data().nation(w))
        );
    }
}
