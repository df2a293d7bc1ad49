//! The East Indies picture at an Indonesian table (issue 41): every caption it draws comes
//! from the table's language, names (areas, sites, nations, commodities) kept.

mod common;

use common::lang::english_words;
use nusantara::games::indies::{Action, Data, FleetId, Game, Order, Place, Unit};
use nusantara::games::{Components, Rules};
use nusantara::lang::Lang;
use nusantara::table::Pictures;
use nusantara::table::indies::{Indies, picture};

const NAMES: [&str; 3] = ["alice", "bob", "carol"];

/// The East Indies words of the picture's English captions that `english_words` does not
/// know (it holds the words every game's sentences need).
const INDIES: &[&str] = &[
    "fleet",
    "fleets",
    "bound",
    "bounds",
    "europe",
    "treasury",
    "factory",
    "factories",
    "forts",
    "soldier",
    "soldiers",
    "caravels",
    "carracks",
    "galleons",
    "leaders",
    "explorers",
    "crate",
    "aboard",
    "adjacent",
    "areas",
    "share",
    "florins",
    "prices",
    "orders",
    "sealed",
    "drafting",
    "initiative",
    "commodity",
    "drawn",
    "battle",
    "sunk",
    "taken",
    "held",
    "against",
    "more",
    "third",
    "command",
    "step",
    "sail",
];

/// The English words of `text`: those of every game's sentences and the East Indies' own.
fn english(text: &str) -> Vec<String> {
    let mut found = english_words(text);
    found.extend(
        text.split(|c: char| !c.is_alphanumeric())
            .map(str::to_lowercase)
            .filter(|w| INDIES.contains(&w.as_str())),
    );
    found
}

/// A game after its first reveal: alice's fleet A of two galleons sailed to Java, bob's fleet
/// A (a carrack and two soldiers) stays in Europe.
fn after_a_voyage() -> Game {
    let data = Data::standard();
    let java = data.area_named("Java").unwrap();
    let (mut g, _) = Game::setup(data, &Default::default(), 3, 7).unwrap();
    let fleet = FleetId(0);
    let buy = |unit, count| Order::Buy { fleet, unit, count };
    for order in [
        buy(Unit::Galleon, 2),
        Order::Voyage {
            fleet,
            to: Place::Area(java),
        },
    ] {
        g.apply(0, &Action::Order { order }).unwrap();
    }
    for order in [buy(Unit::Carrack, 1), buy(Unit::Soldier, 2)] {
        g.apply(1, &Action::Order { order }).unwrap();
    }
    for seat in 0..3 {
        g.apply(seat, &Action::Seal).unwrap();
    }
    g
}

/// The picture's captions in `lang`: the header and every value of its words.
fn captions(game: &Game, lang: Lang) -> String {
    let drawn = picture(&NAMES, game, &game.public_view(), lang);
    // The words' values, without the field names of their debug form.
    let words = format!("{:?}", drawn.words);
    let values: Vec<&str> = words.split('"').skip(1).step_by(2).collect();
    format!(
        "{} | {} | {} | {}",
        drawn.title,
        drawn.status,
        drawn.phase,
        values.join(" | ")
    )
}

#[test]
fn the_east_indies_picture_at_an_indonesian_table_draws_no_english_word() {
    for game in [
        Game::setup(Data::standard(), &Default::default(), 3, 7)
            .unwrap()
            .0,
        after_a_voyage(),
    ] {
        let said = captions(&game, Lang::Id);
        assert!(english(&said).is_empty(), "{:?} in {said}", english(&said));
        let words = Indies::board_words(&NAMES, &game, Lang::Id);
        assert!(
            english(&words).is_empty(),
            "{:?} in {words}",
            english(&words)
        );
        // The Indonesian words are the ones drawn.
        for indonesian in [
            "Ronde perintah ",
            "Eropa",
            "Penguasaan Laut: 1 langkah",
            "Perusahaan, urut inisiatif",
            "Harga",
            "Keterangan",
            "kas",
            "skor",
            "loji",
            "galiung",
            "karak",
            "prajurit",
            "pemimpin",
            "muatan",
            "tanpa armada",
            "⚔ perang",
            "direbut",
        ] {
            assert!(said.contains(indonesian), "no {indonesian:?} in {said}");
        }
        // The check can fail: the English captions are caught, by both lists of words.
        let english_captions = captions(&game, Lang::En);
        for caught in ["treasury", "Prices", "Key", "fleet", "cargo", "battle"] {
            assert!(
                english(&english_captions)
                    .iter()
                    .any(|w| w.eq_ignore_ascii_case(caught)),
                "{caught:?} not caught in {english_captions}"
            );
        }
        // The words reach the pixels: the Indonesian picture is not the English one.
        let (id, en) = (
            Indies::image(&NAMES, &game, Lang::Id),
            Indies::image(&NAMES, &game, Lang::En),
        );
        let differ = id.pixels().zip(en.pixels()).filter(|(a, b)| a != b).count();
        assert!(differ > 5_000, "{differ} pixels differ");
    }
}
