//! East Indies in words: what the game waits for (only who has sealed), the status, a company's
//! own draft, and the DM each company gets when an order round opens. From the public view,
//! except a company's own draft.

use super::Indies;
use crate::games::and_list;
use crate::games::indies::{
    Event, EventKind, FleetView, Game, Marker, Prompt, PublicView, florins,
};
use crate::games::{Rules, Seat};
use crate::store::GameRecord;
use crate::table::command::mention_channel;
use crate::table::game::Texts;
use crate::table::seats::mentions;

/// "@alice (Portugal)".
fn company(record: &GameRecord, game: &Game, seat: Seat) -> String {
    let names = mentions(record);
    format!(
        "{} ({})",
        names.get(seat).cloned().unwrap_or_default(),
        game.data().nation(seat)
    )
}

/// "fleet A in Java: 2 carracks, 4 soldiers, 1 leader; cargo cloves 1/3".
pub fn fleet_text(game: &Game, f: &FleetView) -> String {
    let data = game.data();
    let units: Vec<String> = f
        .units
        .iter()
        .map(|&(u, n)| {
            let d = data.unit(u);
            if n == 1 {
                format!("1 {}", d.name)
            } else {
                format!("{n} {}", d.plural)
            }
        })
        .collect();
    let mut text = format!(
        "fleet {} in {}: {}",
        f.letter,
        f.at.name(data),
        if units.is_empty() {
            "nothing".to_string()
        } else {
            units.join(", ")
        }
    );
    if !f.cargo.is_empty() {
        let cargo: Vec<String> = f.cargo.iter().map(|m| m.text(data)).collect();
        text.push_str(&format!("; cargo {}", cargo.join(", ")));
    }
    text
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
        let companies: Vec<String> = (0..game.seats())
            .map(|s| company(record, game, s))
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
        let mut lines = vec![format!(
            "East Indies at {}, {} (year {} of {}).",
            mention_channel(record.channel_id),
            view.year,
            view.year - view.first_year + 1,
            view.last_year - view.first_year + 1
        )];
        for c in &view.companies {
            let sealed = if c.sealed { ", sealed" } else { "" };
            lines.push(format!(
                "{}: {}, {} factor{}, upkeep {}, score {}{sealed}",
                company(record, game, c.seat),
                florins(c.treasury),
                c.factories,
                if c.factories == 1 { "y" } else { "ies" },
                c.upkeep,
                c.score
            ));
            for f in &c.fleets {
                lines.push(format!("  • {}", fleet_text(game, f)));
            }
        }
        let factories: Vec<String> = view
            .areas
            .iter()
            .flat_map(|a| {
                a.sites.iter().filter_map(move |s| {
                    s.factory.as_ref().map(|f| {
                        let markers: Vec<String> = f.markers.iter().map(|m| m.text(data)).collect();
                        format!(
                            "{} ({}): {}, {} fort{}, {} soldier{}{}",
                            s.name,
                            a.name,
                            data.nation(f.owner),
                            f.forts,
                            if f.forts == 1 { "" } else { "s" },
                            f.soldiers,
                            if f.soldiers == 1 { "" } else { "s" },
                            if markers.is_empty() {
                                String::new()
                            } else {
                                format!("; stores {}", markers.join(", "))
                            }
                        )
                    })
                })
            })
            .collect();
        if !factories.is_empty() {
            lines.push(format!("Factories: {}.", factories.join("; ")));
        }
        let drawn: Vec<String> = view
            .areas
            .iter()
            .filter_map(|a| {
                a.commodity
                    .map(|c| format!("{} {}", a.name, data.commodity(c)))
            })
            .collect();
        if !drawn.is_empty() {
            lines.push(format!("Commodities: {}.", drawn.join(", ")));
        }
        let prices: Vec<String> = view
            .prices
            .iter()
            .map(|p| format!("{} {}", p.name, p.price))
            .collect();
        lines.push(format!("Prices for a whole share: {}.", prices.join(", ")));
        lines.push(what_next(record, &view));
        lines.join("\n")
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
}
