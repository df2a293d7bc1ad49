//! East Indies in words: what the game waits for (only who has sealed), the status, a company's
//! own draft, and the DM each company gets when an order round opens. From the public view,
//! except a company's own draft.

use super::Indies;
use crate::games::indies::{
    Action, Data, Event, EventKind, FleetView, Game, Prompt, PublicView, counted_markers, digest,
    florins_in, things_in, units_in,
};
use crate::games::{Rules, Seat, wrapped, write_joined};
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::{Command, mention_channel};
use crate::table::game::{Commands, Report, Texts};
use crate::table::seats::mentions;
use std::fmt::{self, Write};

/// "Portugal (@alice)", from the seats' mentions: the company first, as the picture names it.
fn company<'a>(names: &'a [String], data: &'a Data, seat: Seat) -> impl fmt::Display + 'a {
    let name = names.get(seat).map_or("", String::as_str);
    fmt::from_fn(move |f| write!(f, "{} ({name})", data.nation(seat)))
}

/// "fleet A in Java: 2 carracks, 4 soldiers, 1 leader; cargo 2 × cloves 1/3".
pub fn fleet_text(game: &Game, f: &FleetView, lang: Lang) -> String {
    let mut text = String::new();
    write_fleet(&mut text, game, f, lang);
    text
}

/// [`fleet_text`] written onto `out`: the status lists every fleet, so no string of its own.
fn write_fleet(out: &mut String, game: &Game, f: &FleetView, lang: Lang) {
    let data = game.data();
    let at = msg!(
        "indies-fleet-at",
        fleet = f.letter.to_string(),
        at = f.at.name(data)
    );
    out.push_str(&at.render(lang));
    let units = write_joined(out, "", ", ", &f.units, |o, &(u, n)| {
        o.push_str(&units_in(u, n, lang));
    });
    if !units {
        out.push_str(&msg!("indies-nothing").render(lang));
    }
    if !f.cargo.is_empty() {
        let cargo = msg!(
            "indies-fleet-cargo",
            markers = counted_markers(data, &f.cargo)
        );
        out.push_str(&cargo.render(lang));
    }
}

/// Lines a phone shows without wrapping more than once: the status's parts run on a line, a
/// new line (indented) when the next would pass this.
const LINE: usize = 100;

/// `items` joined with " · " onto new lines of about [`LINE`] characters, the first starting
/// with `lead`, the others with `indent`.
fn write_wrapped(out: &mut String, lead: &str, indent: &str, items: &[String]) {
    for line in wrapped(lead, indent, " · ", items, LINE) {
        out.push('\n');
        out.push_str(&line);
    }
}

/// The orders `seat` can give now, one example each, written from its own legal actions (so
/// every example is one it may send as it stands); the kinds it cannot give now are left out.
fn order_examples(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> Vec<String> {
    let mut seen: Vec<(String, Option<String>)> = Vec::new();
    let mut examples = Vec::new();
    for action in game.legal(seat) {
        if !matches!(action, Action::Order { .. }) {
            continue;
        }
        let command = Indies::command_for(record, game, seat, &action);
        // Every order is written as its own command; were one not, it would read as a seal.
        if command.path.get(1).is_some_and(|sub| sub == "seal") {
            continue;
        }
        let kind = (command.name(), command.option("order").map(str::to_string));
        if seen.contains(&kind) {
            continue;
        }
        seen.push(kind);
        examples.push(format!("`{}`", typed(&command).render(lang)));
    }
    examples
}

/// A command as it is typed, in the reader's names: `/indies move order:voyage fleet:A to:Java`,
/// a value with a space in quotes; the default count and bribe, and a patrol's defaults, left out.
fn typed(command: &Command) -> crate::lang::Arg {
    command.typed_without(|key, value| {
        let default = matches!(
            (key, value),
            ("count", "1") | ("bribe", "0") | ("company", "any") | ("laden", "no")
        );
        default || key == "table"
    })
}

/// What round `round` is for, and an example of each order the company can give now.
fn round_orders(record: &GameRecord, game: &Game, seat: Seat, round: u8, lang: Lang) -> String {
    let examples = order_examples(record, game, seat, lang);
    if examples.is_empty() {
        msg!("indies-round-orders-none", round = round).render(lang)
    } else {
        let head = msg!("indies-round-orders", round = round).render(lang);
        format!("{head}\n{}", examples.join("\n"))
    }
}

/// "Your factories: Bantam stores pepper 1/2, cloves 1/1; Run stores nothing."
fn own_factories(game: &Game, view: &PublicView, seat: Seat, lang: Lang) -> String {
    let data = game.data();
    let parts: Vec<String> = view
        .areas
        .iter()
        .flat_map(|a| &a.sites)
        .filter_map(|s| {
            let f = s.factory.as_ref().filter(|f| f.owner == seat)?;
            let stores = if f.markers.is_empty() {
                msg!("indies-nothing").render(lang)
            } else {
                counted_markers(data, &f.markers)
            };
            Some(msg!("indies-stores", site = &s.name, stores = stores).render(lang))
        })
        .collect();
    if parts.is_empty() {
        msg!("indies-no-factory-yet").render(lang)
    } else {
        msg!("indies-own-factories", factories = parts.join("; ")).render(lang)
    }
}

/// The DM of an open order round: the company's position, what it may order and how.
pub fn order_notice(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> String {
    let view = game.public_view();
    let round = game.round().unwrap_or(1);
    let own = view.companies.iter().find(|c| c.seat == seat);
    let treasury = own.map_or(0, |c| c.treasury);
    let mut lines = vec![
        msg!(
            "indies-notice-head",
            year = view.year,
            round = round,
            channel = mention_channel(record.channel_id),
            nation = game.data().nation(seat),
            treasury = florins_in(treasury, lang)
        )
        .render(lang),
    ];
    lines.extend(
        own.into_iter()
            .flat_map(|c| &c.fleets)
            .map(|f| format!("• {}", fleet_text(game, f, lang))),
    );
    if round == 2 {
        lines.push(own_factories(game, &view, seat, lang));
    }
    lines.push(round_orders(record, game, seat, round, lang));
    lines.push(msg!("indies-notice-how").render(lang));
    lines.join("\n")
}

/// What the game waits for: only who has still to seal, never what anyone ordered. The
/// channel's buttons open each company's orders privately, so no command is named.
pub fn what_next(record: &GameRecord, view: &PublicView, lang: Lang) -> String {
    let names = mentions(record);
    match &view.prompt {
        Prompt::Orders {
            year,
            round,
            waiting,
        } => {
            let who: Vec<String> = waiting.iter().map(|&s| names[s].clone()).collect();
            msg!(
                "indies-waiting",
                year = *year,
                round = *round,
                who = Arg::and_list(&who)
            )
            .render(lang)
        }
        Prompt::Over { winner } => msg!("indies-over-won", who = &names[*winner]).render(lang),
    }
}

impl Texts for Indies {
    fn intro(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let names = mentions(record);
        let companies: Vec<String> = (0..game.seats())
            .map(|s| company(&names, game.data(), s).to_string())
            .collect();
        msg!(
            "indies-intro",
            first = game.year(),
            last = game.last_year(),
            companies = companies.join(", ")
        )
        .render(lang)
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        event.text(game.data(), name, lang)
    }

    /// A reveal carries out every company's orders of a round at once: told stage by stage,
    /// counted per company, so that the post fits in one message ([`digest`]).
    fn report(game: &Game, events: &[&Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Report {
        let (lines, end) = digest(game.data(), events, name, lang);
        Report { lines, end }
    }

    fn prompt_text(record: &GameRecord, game: &Game, lang: Lang) -> String {
        what_next(record, &game.public_view(), lang)
    }

    fn status_line(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let view = game.public_view();
        match &view.prompt {
            Prompt::Orders { waiting, .. } => msg!(
                "indies-status-line",
                year = view.year,
                round = game.round().unwrap_or(1),
                sealed = view.companies.len() - waiting.len(),
                of = view.companies.len()
            )
            .render(lang),
            Prompt::Over { .. } => what_next(record, &view, lang),
        }
    }

    /// A line per company ("Portugal (@alice) · 213 florins · 5 factories (upkeep 28) · score
    /// 263"), its factories and fleets under it in short lines, markers counted; then the
    /// areas' commodities and the prices.
    fn status_text(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let view = game.public_view();
        let data = game.data();
        let names = mentions(record);
        let mut out = String::with_capacity(4096);
        let head = msg!(
            "indies-status-head",
            channel = mention_channel(record.channel_id),
            year = view.year,
            nth = view.year - view.first_year + 1,
            of = view.last_year - view.first_year + 1
        );
        out.push_str(&head.render(lang));
        for c in &view.companies {
            let line = msg!(
                "indies-status-company",
                company = company(&names, data, c.seat).to_string(),
                treasury = florins_in(c.treasury, lang),
                factories = things_in("factory", c.factories, lang),
                upkeep = c.upkeep,
                score = c.score,
                sealed = if c.sealed { "yes" } else { "no" }
            );
            out.push('\n');
            out.push_str(&line.render(lang));
            let factories: Vec<String> = view
                .areas
                .iter()
                .flat_map(|a| &a.sites)
                .filter_map(|s| {
                    let f = s.factory.as_ref().filter(|f| f.owner == c.seat)?;
                    let mut text = s.name.clone();
                    let mut parts = Vec::new();
                    if !f.markers.is_empty() {
                        parts.push(counted_markers(data, &f.markers));
                    }
                    if f.forts > 0 {
                        parts.push(things_in("fort", f.forts, lang));
                    }
                    if f.soldiers > 0 {
                        parts.push(things_in("soldier", f.soldiers, lang));
                    }
                    if !parts.is_empty() {
                        let _ = write!(text, ": {}", parts.join(", "));
                    }
                    Some(text)
                })
                .collect();
            write_wrapped(&mut out, "  ", "  ", &factories);
            for f in &c.fleets {
                out.push_str("\n  ");
                write_fleet(&mut out, game, f, lang);
            }
        }
        let drawn: Vec<String> = view
            .areas
            .iter()
            .filter_map(|a| {
                a.commodity
                    .map(|c| format!("{} {}", a.name, data.commodity(c)))
            })
            .collect();
        let label = msg!("indies-status-commodities").render(lang);
        write_wrapped(&mut out, &format!("{label} "), "  ", &drawn);
        let prices: Vec<String> = view
            .prices
            .iter()
            .map(|p| format!("{} {}", p.name, p.price))
            .collect();
        let label = msg!("indies-status-prices").render(lang);
        write_wrapped(&mut out, &format!("{label} "), "  ", &prices);
        out.push('\n');
        out.push_str(&what_next(record, &view, lang));
        out
    }

    fn hand_text(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> String {
        let view = game.seat_view(seat);
        let names = mentions(record);
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let data = game.data();
        // "1. buy 2 carracks for fleet A", one order a line.
        let orders = view
            .draft
            .iter()
            .enumerate()
            .map(|(i, o)| format!("{}. {}", i + 1, o.text(data, &name, lang)))
            .collect::<Vec<_>>()
            .join("\n");
        let draft = match (game.round(), game.has_sealed(seat)) {
            (None, _) => None,
            (Some(_), true) if orders.is_empty() => Some(msg!("indies-hand-sealed-none")),
            (Some(_), true) => Some(msg!("indies-hand-sealed")),
            (Some(_), false) if orders.is_empty() => Some(msg!("indies-hand-empty")),
            (Some(_), false) => Some(msg!("indies-hand-draft")),
        };
        let draft = match draft {
            None => String::new(),
            Some(head) if orders.is_empty() => format!("\n{}", head.render(lang)),
            Some(head) => format!("\n{}\n{orders}", head.render(lang)),
        };
        let notice = if game.round().is_some() && !game.has_sealed(seat) {
            order_notice(record, game, seat, lang)
        } else {
            what_next(record, &view.public, lang)
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
        lang: Lang,
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
            .map(|s| (s, order_notice(record, game, s, lang)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Components, Described};

    /// A command typed as the notice shows it, `/indies move order:voyage fleet:A to:"China
    /// Coast"`, as a command.
    fn parse_typed(text: &str) -> Command {
        let rest = text.trim_start_matches('/');
        let mut words = rest.splitn(3, ' ');
        let path: Vec<&str> = vec![words.next().unwrap(), words.next().unwrap()];
        let mut options: Vec<(String, String)> = Vec::new();
        let mut tail = words.next().unwrap_or("").trim();
        while !tail.is_empty() {
            let (key, after) = tail.split_once(':').expect("key:value");
            let (value, next) = match after.strip_prefix('"') {
                Some(quoted) => {
                    let (v, n) = quoted.split_once('"').expect("a closing quote");
                    (v, n)
                }
                None => after.split_once(' ').unwrap_or((after, "")),
            };
            options.push((key.trim().to_string(), value.to_string()));
            tail = next.trim();
        }
        let options: Vec<(&str, &str)> = options
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        Command::new(&path, &options)
    }

    /// Every order a company's notice shows as an example is one it can give as it stands: the
    /// notice's commands, typed by that company, are read and accepted. (Round 2's load example
    /// once named Bantam and "pepper 1/2" for a company with no factory.)
    #[test]
    fn every_example_in_a_notice_is_accepted_from_that_company() {
        use crate::games::{decide, table_bot};
        let record =
            crate::table::example::record::<Indies>(&["alice", "bob", "carol", "dewi", "eko"], 1);
        let specs = Indies::commands();
        for seed in [2, 5] {
            let (mut game, _) =
                Game::setup(Data::standard(), &Default::default(), 5, seed).unwrap();
            let mut rng = crate::rng::Rng::new(seed);
            let mut checked = 0;
            let mut rounds = 0;
            while !game.is_over() && rounds < 10 {
                for seat in game.waiting_for() {
                    let notice = order_notice(&record, &game, seat, crate::lang::Lang::En);
                    let shown: Vec<&str> = notice
                        .split('`')
                        .skip(1)
                        .step_by(2)
                        .filter(|c| c.starts_with("/indies ") && !c.contains('<'))
                        .filter(|c| !matches!(*c, "/indies seal" | "/indies clear"))
                        .collect();
                    for typed in shown {
                        let cmd = parse_typed(typed);
                        let spec = specs.iter().find(|s| s.name == cmd.path[1]).unwrap();
                        let read = cmd
                            .check(spec)
                            .and_then(|c| Indies::parse_action(&record, &game, seat, &c))
                            .unwrap_or_else(|e| panic!("{typed}: {e}"));
                        if let Err(e) = game.clone().apply(seat, &read) {
                            panic!("seat {seat}, {typed}: {}\n{notice}", e.message);
                        }
                        checked += 1;
                    }
                }
                // Everyone plays as the table's bot until the next round opens.
                let round = (game.year(), game.round());
                while !game.is_over() && (game.year(), game.round()) == round {
                    let seat = game.waiting_for()[0];
                    let action = decide(&game, seat, table_bot::<Game>(), &mut rng).unwrap();
                    game.apply(seat, &action).unwrap();
                }
                rounds += 1;
            }
            assert!(checked > 50, "{checked}");
        }
    }

    #[test]
    fn the_round_2_notice_lists_own_factories_and_no_example_it_cannot_use() {
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
        let line = own_factories(&game, &game.public_view(), 0, crate::lang::Lang::En);
        assert_eq!(
            line,
            "Your factories: Jaffna stores nothing; Run stores 2 × nutmeg 1/2."
        );
        // Portugal has no fleet to load with: no cargo example, and nothing of Bantam's.
        let record = crate::table::example::record::<Indies>(&["Ann", "Bo"], 1);
        let notice = order_notice(&record, &game, 0, crate::lang::Lang::En);
        assert!(!notice.contains("order:load"), "{notice}");
        assert!(!notice.contains("Bantam"), "{notice}");
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
        let status = Indies::status_text(&record, &game, crate::lang::Lang::En);
        let lines: Vec<&str> = status.lines().collect();
        assert_eq!(
            lines[..10],
            [
                "East Indies at <#1>, 1600 (year 1 of 12).",
                "Portugal (<@100>) · 120 florins · 1 factory (upkeep 19) · score 130",
                "  Run: 2 × nutmeg 1/2, 1 fort, 2 soldiers",
                "  fleet A in Java: 2 carracks, 4 soldiers, 1 leader; cargo pepper 1/1, cloves 1/3",
                "  fleet B in Europe: 1 galleon",
                "Netherlands (<@101>) · 120 florins · 1 factory (upkeep 3) · score 130",
                "  Bantam",
                "Commodities: Java pepper · Banda nutmeg",
                "Prices of a whole share: pepper 36 · cinnamon 36 · cloves 36 · nutmeg 36 · silk 36 · tea 36",
                "1600, order round 1: waiting for <@100> and <@101> to seal their secret orders.",
            ]
        );
        assert_eq!(lines.len(), 10);
        // At an Indonesian table the same status in its words, names and places kept.
        let status = Indies::status_text(&record, &game, crate::lang::Lang::Id);
        let lines: Vec<&str> = status.lines().collect();
        assert_eq!(
            lines,
            [
                "East Indies di <#1>, 1600 (tahun ke-1 dari 12).",
                "Portugal (<@100>) · 120 florin · 1 loji (perawatan 19) · skor 130",
                "  Run: 2 × nutmeg 1/2, 1 benteng, 2 prajurit",
                "  armada A di Java: 2 karak, 4 prajurit, 1 pemimpin; muatan pepper 1/1, cloves 1/3",
                "  armada B di Europe: 1 galiung",
                "Netherlands (<@101>) · 120 florin · 1 loji (perawatan 3) · skor 130",
                "  Bantam",
                "Komoditas: Java pepper · Banda nutmeg",
                "Harga satu bagian utuh: pepper 36 · cinnamon 36 · cloves 36 · nutmeg 36 · silk 36 · tea 36",
                "1600, ronde perintah 1: menunggu <@100> dan <@101> menyegel perintah rahasianya.",
            ]
        );
    }
}
