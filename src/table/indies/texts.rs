//! East Indies in words: what the game waits for (only who has sealed), the status, a company's
//! own draft, and the DM each company gets when an order round opens. From the public view,
//! except a company's own draft.

use super::Indies;
use crate::games::indies::{
    Data, Event, EventKind, FleetView, Game, Marker, Prompt, PublicView, florins,
};
use crate::games::{Rules, Seat, and_list, write_joined};
use crate::store::GameRecord;
use crate::table::command::mention_channel;
use crate::table::game::Texts;
use crate::table::seats::mentions;
use std::fmt::{self, Write};

/// "@alice (Portugal)", from the seats' mentions.
fn company<'a>(names: &'a [String], data: &'a Data, seat: Seat) -> impl fmt::Display + 'a {
    let name = names.get(seat).map_or("", String::as_str);
    fmt::from_fn(move |f| write!(f, "{name} ({})", data.nation(seat)))
}

/// "fleet A in Java: 2 carracks, 4 soldiers, 1 leader; cargo cloves 1/3".
pub fn fleet_text(game: &Game, f: &FleetView) -> String {
    let mut text = String::new();
    write_fleet(&mut text, game, f);
    text
}

/// [`fleet_text`] written onto `out`: the status lists every fleet, so no string of its own.
fn write_fleet(out: &mut String, game: &Game, f: &FleetView) {
    let data = game.data();
    let _ = write!(out, "fleet {} in {}: ", f.letter, f.at.name(data));
    let units = write_joined(out, "", ", ", &f.units, |o, &(u, n)| {
        let d = data.unit(u);
        let _ = write!(o, "{n} {}", if n == 1 { &d.name } else { &d.plural });
    });
    if !units {
        out.push_str("nothing");
    }
    write_markers(out, data, "; cargo ", &f.cargo);
}

/// "{lead}cloves 1/3, tea 1/1": nothing when there are no markers.
fn write_markers(out: &mut String, data: &Data, lead: &str, markers: &[Marker]) {
    write_joined(out, lead, ", ", markers, |o, m| {
        let _ = write!(o, "{}", m.shown(data));
    });
}

/// What round `round` is for, and the commands of its orders; round 2's load example names one
/// of the company's own factories and a marker stored there, when it has one.
fn round_orders(round: u8, load: Option<(String, String)>) -> String {
    if round == 1 {
        "Round 1 orders: `/indies buy fleet:A unit:carrack count:2` (in Europe), `/indies move order:voyage fleet:A to:Java` (or `to:Europe`), `/indies move order:sail fleet:A to:\"Java Borneo\"`, `/indies move order:csb fleet:A` and `/indies move order:leave fleet:A to:Malacca` (the Command of the Seas box), `/indies fight order:patrol fleet:A odds:1:1`, `/indies fight order:attack fleet:A company:England target:B`, `/indies fight order:invade fleet:A site:Bantam`, `/indies factory order:attempt fleet:A site:Bantam bribe:5`, `/indies factory order:fort fleet:A site:Bantam`, `/indies maintenance first:\"soldier fort\"`.".to_string()
    } else {
        let (site, marker) = load.unwrap_or_else(|| ("Bantam".into(), "pepper 1/2".into()));
        format!(
            "Round 2 orders: `/indies cargo order:load fleet:A site:{site} marker:\"{marker}\"` (or `order:unload`), `/indies cargo order:garrison fleet:A site:{site} count:2` (or `order:embark`), `/indies changeup at:A commodity:cloves shares:\"3 3 3\"`, `/indies move order:voyage fleet:A to:Europe` (the voyage home), `/indies maintenance first:\"soldier fort\"`."
        )
    }
}

/// "Your factories: Bantam stores pepper 1/2, cloves 1/1; Run stores nothing." and the first
/// factory with a marker (else the first factory) for the load example.
fn own_factories(game: &Game, view: &PublicView, seat: Seat) -> (String, Option<(String, String)>) {
    let data = game.data();
    let own: Vec<(&String, &[Marker])> = view
        .areas
        .iter()
        .flat_map(|a| &a.sites)
        .filter_map(|s| {
            let f = s.factory.as_ref().filter(|f| f.owner == seat)?;
            Some((&s.name, f.markers.as_slice()))
        })
        .collect();
    if own.is_empty() {
        return ("You have no factory yet.".into(), None);
    }
    let parts: Vec<String> = own
        .iter()
        .map(|(site, markers)| {
            let stored: Vec<String> = markers.iter().map(|m| m.text(data)).collect();
            if stored.is_empty() {
                format!("{site} stores nothing")
            } else {
                format!("{site} stores {}", stored.join(", "))
            }
        })
        .collect();
    let example = own
        .iter()
        .find(|(_, m)| !m.is_empty())
        .or(own.first())
        .map(|(site, m)| {
            let marker = m.first().map_or("pepper 1/2".into(), |m| m.text(data));
            (site.to_string(), marker)
        });
    (format!("Your factories: {}.", parts.join("; ")), example)
}

/// The DM of an open order round: the company's position, what it may order and how.
pub fn order_notice(record: &GameRecord, game: &Game, seat: Seat) -> String {
    let view = game.public_view();
    let round = game.round().unwrap_or(1);
    let own = view.companies.iter().find(|c| c.seat == seat);
    let fleets: Vec<String> = own
        .map(|c| c.fleets.iter().map(|f| fleet_text(game, f)).collect())
        .unwrap_or_default();
    let treasury = own.map_or(0, |c| c.treasury);
    let mut lines = vec![format!(
        "{}, order round {round} at {}: you are {} with {}{}.",
        view.year,
        mention_channel(record.channel_id),
        game.data().nation(seat),
        florins(treasury),
        if fleets.is_empty() {
            String::new()
        } else {
            format!("; {}", fleets.join("; "))
        }
    )];
    let (factories, load) = own_factories(game, &view, seat);
    if round == 2 {
        lines.push(factories);
    }
    lines.push(round_orders(round, load));
    lines.push(
        "Each order is checked at once and goes into your private draft; add `replace:<n>` to put it in place of order n. `/game hand` lists your draft, `/indies withdraw number:<n>` takes one out, `/indies clear` empties it, and `/indies seal` seals the round (send them here, or in the channel where only you see the answers). The channel sees only who has sealed."
            .to_string(),
    );
    lines.join("\n")
}

/// What the game waits for: only who has still to seal, never what anyone ordered.
pub fn what_next(record: &GameRecord, view: &PublicView) -> String {
    let names = mentions(record);
    match &view.prompt {
        Prompt::Orders {
            year,
            round,
            waiting,
        } => {
            let who: Vec<String> = waiting.iter().map(|&s| names[s].clone()).collect();
            format!(
                "{year}, order round {round}: waiting for {} to seal. Orders are secret: send them to the bot by DM (or with `/indies ...` here, where only you see the answers), then `/indies seal`.",
                and_list(&who)
            )
        }
        Prompt::Over { winner } => format!("Game over: {} won.", names[*winner]),
    }
}

impl Texts for Indies {
    fn intro(record: &GameRecord, game: &Game) -> String {
        let names = mentions(record);
        let companies: Vec<String> = (0..game.seats())
            .map(|s| company(&names, game.data(), s).to_string())
            .collect();
        format!(
            "East Indies begins, {} to {}! Companies: {}. Every company starts in Europe with its treasury; each year has two order rounds of sealed orders, revealed together.",
            game.year(),
            game.last_year(),
            companies.join(", ")
        )
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
        event.text(game.data(), name)
    }

    fn prompt_text(record: &GameRecord, game: &Game) -> String {
        what_next(record, &game.public_view())
    }

    fn status_line(record: &GameRecord, game: &Game) -> String {
        let view = game.public_view();
        match &view.prompt {
            Prompt::Orders { waiting, .. } => format!(
                "{}, order round {}: {} of {} companies have sealed.",
                view.year,
                game.round().unwrap_or(1),
                view.companies.len() - waiting.len(),
                view.companies.len()
            ),
            Prompt::Over { .. } => what_next(record, &view),
        }
    }

    fn status_text(record: &GameRecord, game: &Game) -> String {
        let view = game.public_view();
        let data = game.data();
        let names = mentions(record);
        // A late game's status runs to about 4,000 characters: written into one string, with
        // no string of its own for each part, a look at it costs about what one at a fresh
        // game does.
        let mut out = String::with_capacity(4096);
        let _ = write!(
            out,
            "East Indies at {}, {} (year {} of {}).",
            mention_channel(record.channel_id),
            view.year,
            view.year - view.first_year + 1,
            view.last_year - view.first_year + 1
        );
        for c in &view.companies {
            let _ = write!(
                out,
                "\n{}: {}, {} factor{}, upkeep {}, score {}{}",
                company(&names, data, c.seat),
                florins(c.treasury),
                c.factories,
                if c.factories == 1 { "y" } else { "ies" },
                c.upkeep,
                c.score,
                if c.sealed { ", sealed" } else { "" }
            );
            for f in &c.fleets {
                out.push_str("\n  • ");
                write_fleet(&mut out, game, f);
            }
        }
        let factories = view.areas.iter().flat_map(|a| {
            a.sites
                .iter()
                .filter_map(move |s| s.factory.as_ref().map(|f| (a, s, f)))
        });
        let listed = write_joined(
            &mut out,
            "\nFactories: ",
            "; ",
            factories,
            |out, (a, s, f)| {
                let _ = write!(
                    out,
                    "{} ({}): {}, {} fort{}, {} soldier{}",
                    s.name,
                    a.name,
                    data.nation(f.owner),
                    f.forts,
                    if f.forts == 1 { "" } else { "s" },
                    f.soldiers,
                    if f.soldiers == 1 { "" } else { "s" },
                );
                write_markers(out, data, "; stores ", &f.markers);
            },
        );
        if listed {
            out.push('.');
        }
        let drawn = view
            .areas
            .iter()
            .filter_map(|a| a.commodity.map(|c| (a, c)));
        let listed = write_joined(&mut out, "\nCommodities: ", ", ", drawn, |out, (a, c)| {
            let _ = write!(out, "{} {}", a.name, data.commodity(c));
        });
        if listed {
            out.push('.');
        }
        let prices = "\nPrices for a whole share: ";
        write_joined(&mut out, prices, ", ", &view.prices, |out, p| {
            let _ = write!(out, "{} {}", p.name, p.price);
        });
        out.push_str(".\n");
        out.push_str(&what_next(record, &view));
        out
    }

    fn hand_text(record: &GameRecord, game: &Game, seat: Seat) -> String {
        let view = game.seat_view(seat);
        let names = mentions(record);
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let data = game.data();
        // "1. buy 2 carracks for fleet A", one order a line.
        let orders = view
            .draft
            .iter()
            .enumerate()
            .map(|(i, o)| format!("{}. {}", i + 1, o.text(data, &name)))
            .collect::<Vec<_>>()
            .join("\n");
        let draft = match (game.round(), game.has_sealed(seat)) {
            (None, _) => String::new(),
            (Some(_), true) if orders.is_empty() => {
                "\nYou have sealed this round's orders (none).".to_string()
            }
            (Some(_), true) => format!("\nYou have sealed this round's orders:\n{orders}"),
            (Some(_), false) if orders.is_empty() => {
                "\nYour draft is empty: add orders, then `/indies seal`.".to_string()
            }
            (Some(_), false) => format!("\nYour draft (not sealed yet):\n{orders}"),
        };
        let notice = if game.round().is_some() && !game.has_sealed(seat) {
            order_notice(record, game, seat)
        } else {
            what_next(record, &view.public)
        };
        format!("{notice}{draft}")
    }

    /// When an order round opens (or the game starts), every company that must order is told
    /// privately what it may order now and how.
    fn notices(
        record: &GameRecord,
        game: &Game,
        events: &[Event],
        started: bool,
    ) -> Vec<(Seat, String)> {
        let opened = started
            || events
                .iter()
                .any(|e| matches!(e.kind, EventKind::RoundOpened { .. }));
        if !opened {
            return Vec::new();
        }
        game.waiting_for()
            .into_iter()
            .map(|s| (s, order_notice(record, game, s)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Components, Described};

    #[test]
    fn round_texts_name_every_order_command_of_their_round() {
        for (round, subs) in [
            (
                1,
                vec![
                    "buy",
                    "voyage",
                    "sail",
                    "csb",
                    "leave",
                    "patrol",
                    "attack",
                    "invade",
                    "attempt",
                    "fort",
                    "maintenance",
                ],
            ),
            (
                2,
                vec![
                    "load",
                    "unload",
                    "garrison",
                    "embark",
                    "changeup",
                    "voyage",
                    "maintenance",
                ],
            ),
        ] {
            let text = round_orders(round, None);
            for word in subs {
                assert!(
                    text.contains(&format!("/indies {word}"))
                        || text.contains(&format!("order:{word}")),
                    "round {round}: {word}"
                );
            }
        }
    }

    #[test]
    fn the_round_2_notice_lists_own_factories_and_loads_from_one() {
        use crate::games::indies::{Data, Position};
        let text = r#"
seed = 1
round = 2
[[company]]
[[company.factory]]
site = "Jaffna"
[[company.factory]]
site = "Run"
markers = ["nutmeg 1/2", "nutmeg 1/2"]
[[company]]
[[company.factory]]
site = "Bantam"
markers = ["pepper"]
"#;
        let position = Position::from_toml(text).unwrap();
        let game = Game::from_position(Data::standard(), &position).unwrap();
        let (line, load) = own_factories(&game, &game.public_view(), 0);
        assert_eq!(
            line,
            "Your factories: Jaffna stores nothing; Run stores nutmeg 1/2, nutmeg 1/2."
        );
        let orders = round_orders(2, load);
        assert!(
            orders.contains("`/indies cargo order:load fleet:A site:Run marker:\"nutmeg 1/2\"`"),
            "{orders}"
        );
        assert!(!orders.contains("Bantam"), "{orders}");
    }

    /// The status names every company with its fleets, every factory with what it stores, and
    /// the prices, a line each, as the text the table posts.
    #[test]
    fn the_status_lists_companies_fleets_factories_and_prices() {
        use crate::games::indies::{Data, Position};
        let text = r#"
seed = 1
output = { Java = "pepper", Banda = "nutmeg" }
[[company]]
treasury = 120
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 2, soldier = 4, leader = 1 }
cargo = ["cloves 1/3", "pepper"]
[[company.fleet]]
fleet = "B"
at = "Europe"
units = { galleon = 1 }
[[company.factory]]
site = "Run"
forts = 1
soldiers = 2
markers = ["nutmeg 1/2", "nutmeg 1/2"]
[[company]]
[[company.factory]]
site = "Bantam"
"#;
        let position = Position::from_toml(text).unwrap();
        let game = Game::from_position(Data::standard(), &position).unwrap();
        let record = crate::table::example::record::<Indies>(&["Ann", "Bo"], 1);
        let status = Indies::status_text(&record, &game);
        let lines: Vec<&str> = status.lines().collect();
        assert_eq!(
            lines[..6],
            [
                "East Indies at <#1>, 1600 (year 1 of 12).",
                "<@100> (Portugal): 120 florins, 1 factory, upkeep 19, score 130",
                "  • fleet A in Java: 2 carracks, 4 soldiers, 1 leader; cargo pepper 1/1, cloves 1/3",
                "  • fleet B in Europe: 1 galleon",
                "<@101> (Netherlands): 120 florins, 1 factory, upkeep 3, score 130",
                "Factories: Bantam (Java): Netherlands, 0 forts, 0 soldiers; Run (Banda): Portugal, 1 fort, 2 soldiers; stores nutmeg 1/2, nutmeg 1/2.",
            ]
        );
        assert_eq!(lines[6], "Commodities: Java pepper, Banda nutmeg.");
        assert_eq!(
            lines[7],
            "Prices for a whole share: pepper 36, cinnamon 36, cloves 36, nutmeg 36, silk 36, tea 36."
        );
        assert!(lines[8].starts_with("1600, order round 1: waiting for <@100> and <@101>"));
        assert_eq!(lines.len(), 9);
    }
}
