//! Indonesia in words for the channel: what the game waits for and the short status line.
//! Built from the public view and [`Game::public_choices`] only, so with closed money nothing
//! here can carry a player's cash.

use super::Indonesia;
use super::names::{company_text, list_or_none, phase_title, track_key, write_list};
use super::prompt::{channel_next, short_prompt, what_next};
use crate::games::indonesia::EventKind;
use crate::games::indonesia::{CompanyKind, Event, Game, Money, MoneyView, Track, good_name};
use crate::games::{Rules, Seat, and_list};
use crate::lang::Lang;
use crate::store::GameRecord;
use crate::table::command::mention_channel;
use crate::table::game::{Report, Texts};
use crate::table::seats::{mentions, seated_list};
use std::fmt::Write;

impl Texts for Indonesia {
    fn intro(record: &GameRecord, game: &Game, _lang: Lang) -> String {
        let money = match game.options().money {
            Money::Open => "Money is open: everyone's cash is on the board.",
            Money::Closed => {
                "Money is closed: your cash is yours to know (`/game hand` shows it to you alone)."
            }
        };
        format!(
            "Indonesia begins! Seats: {}. {money} Each player has been sent their city cards.",
            seated_list(record),
        )
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String, _lang: Lang) -> String {
        event.text(game.map(), name)
    }

    /// Each event's line, but an auction played out by the players' maxima (two or more raises
    /// the table made in a row) in one line: how many raises, the last bid and who passed.
    /// Nothing of a maximum but what the raises themselves showed.
    fn report(game: &Game, events: &[&Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Report {
        let mut lines = Vec::new();
        let mut k = 0;
        while k < events.len() {
            if !matches!(events[k].kind, EventKind::Raised { by_table: true, .. }) {
                lines.push(Self::describe(game, events[k], name, lang));
                k += 1;
                continue;
            }
            let run = events[k..]
                .iter()
                .take_while(|e| {
                    matches!(
                        e.kind,
                        EventKind::Raised { by_table: true, .. } | EventKind::LeftAuction { .. }
                    )
                })
                .count();
            let raises: Vec<(Seat, u32)> = events[k..k + run]
                .iter()
                .filter_map(|e| match e.kind {
                    EventKind::Raised { seat, amount, .. } => Some((seat, amount)),
                    _ => None,
                })
                .collect();
            if raises.len() < 2 {
                lines.push(Self::describe(game, events[k], name, lang));
                k += 1;
                continue;
            }
            lines.push(played_out(&events[k..k + run], &raises, name));
            k += run;
        }
        let end = match game.is_over() {
            true => lines.pop().into_iter().collect(),
            false => Vec::new(),
        };
        Report { lines, end }
    }

    fn prompt_text(record: &GameRecord, game: &Game, _lang: Lang) -> String {
        channel_next(record, game, &game.public_view())
    }

    /// One line for `/game board`: who must act now, with mentions.
    fn status_line(record: &GameRecord, game: &Game, _lang: Lang) -> String {
        let mentions = mentions(record);
        let names: Vec<&str> = mentions.iter().map(String::as_str).collect();
        let view = game.public_view();
        format!(
            "Year {}, era {}, {}. {}.",
            view.year,
            view.era,
            phase_title(view.phase),
            short_prompt(&names, &view)
        )
    }

    /// The text summary of the state, from the public view alone (`/game status`). Written
    /// into one string, with no string of its own for each part: a late game's status is
    /// twice a fresh game's, and a look at it should cost about the same.
    fn status_text(record: &GameRecord, game: &Game, _lang: Lang) -> String {
        let view = game.public_view();
        let names = mentions(record);
        let map = game.map();
        let mut out = String::with_capacity(2048);
        let _ = write!(
            out,
            "Indonesia at {}: year {}, era {}, {}. Turn order: ",
            mention_channel(record.channel_id),
            view.year,
            view.era,
            phase_title(view.phase),
        );
        write_list(&mut out, &view.order, |o, &s| o.push_str(&names[s]));
        out.push('.');
        for &seat in &view.order {
            let p = &view.players[seat];
            let _ = write!(out, "\n{}: ", names[seat]);
            if let MoneyView::Open(list) = &view.money
                && let Some(m) = list.iter().find(|m| m.seat == seat)
            {
                let _ = match m.revenue {
                    r if r < 0 => write!(out, "cash {}, IOUs {}; ", m.cash, -r),
                    r if r > 0 => write!(out, "cash {}, revenue {r}; ", m.cash),
                    _ => write!(out, "cash {}; ", m.cash),
                };
            }
            let _ = write!(out, "stash {}; research ", p.stash);
            let research = Track::ALL.iter().zip(p.research.iter());
            write_list(&mut out, research, |o, (t, step)| {
                let _ = write!(o, "{} {step}", track_key(*t));
            });
            out.push_str("; companies ");
            write_list(&mut out, &p.companies, |o, c| {
                let _ = write!(o, "#{c}");
            });
            out.push('.');
        }
        if view.companies.is_empty() {
            out.push_str("\nNo companies yet.");
        }
        for c in &view.companies {
            let _ = write!(out, "\n{} of {}: ", company_text(c), names[c.owner]);
            match c.kind {
                CompanyKind::Shipping => {
                    let _ = write!(
                        out,
                        "{} of {} ship{} on ",
                        c.ships.len(),
                        c.ship_limit,
                        if c.ship_limit == 1 { "" } else { "s" },
                    );
                    write_list(&mut out, &c.ships, |o, &s| {
                        o.push_str(&map.seas[usize::from(s)].short);
                    });
                }
                CompanyKind::Production(g) => {
                    let _ = write!(out, "{} in ", good_name(g));
                    write_list(&mut out, &c.areas, |o, &a| {
                        o.push_str(&map.areas[usize::from(a)].short);
                    });
                }
            }
            out.push_str(match (c.operated, c.merged) {
                (true, true) => " (operated, merged this year).",
                (true, false) => " (operated).",
                (false, true) => " (merged this year).",
                (false, false) => ".",
            });
        }
        out.push_str("\nCities (size): ");
        write_list(&mut out, &view.cities, |o, c| {
            let name = &map.areas[usize::from(c.area)].short;
            let _ = write!(o, "{name} ({})", c.size);
        });
        let _ = write!(
            out,
            ". Supply: {} size 1, {} size 2, {} size 3.\nUnclaimed deeds: ",
            view.city_supply[0], view.city_supply[1], view.city_supply[2]
        );
        write_list(&mut out, &view.deeds, |o, d| o.push_str(&d.name));
        out.push('.');
        if let Some(scores) = &view.scores {
            out.push_str("\nFinal scores: ");
            write_list(&mut out, scores, |o, s| {
                let _ = write!(o, "{} {}", names[s.seat], s.total);
            });
            out.push('.');
        }
        out.push('\n');
        out.push_str(&channel_next(record, game, &view));
        out
    }

    /// A seat's own view: cash, revenue, city cards, companies (`/game hand`, private).
    fn hand_text(record: &GameRecord, game: &Game, seat: Seat, _lang: Lang) -> String {
        let view = game.seat_view(seat);
        let map = game.map();
        let revenue = match view.money.revenue {
            r if r < 0 => format!("IOUs of {} rupiah", -r),
            r => format!("operating revenue {r} rupiah"),
        };
        let cards: Vec<String> = ["A", "B", "C"]
            .iter()
            .zip(view.cards.iter())
            .map(|(era, list)| {
                let c: Vec<String> = list
                    .iter()
                    .map(|card| {
                        card.iter()
                            .map(|&p| map.provinces[usize::from(p)].short.clone())
                            .collect::<Vec<_>>()
                            .join("/")
                    })
                    .collect();
                format!("era {era}: {}", list_or_none(c))
            })
            .collect();
        let companies: Vec<String> = view
            .public
            .companies
            .iter()
            .filter(|c| c.owner == seat)
            .map(company_text)
            .collect();
        let next = match game.sealed_bid(seat) {
            Some(amount) => {
                let waiting: Vec<String> = game
                    .waiting_for()
                    .iter()
                    .map(|&s| mentions(record)[s].clone())
                    .collect();
                format!(
                    "You have sealed a turn order bid of {amount} rupiah (bid value {}); it is final. Waiting for {} to seal.",
                    u64::from(amount) * u64::from(view.public.players[seat].values[0]),
                    and_list(&waiting)
                )
            }
            None => what_next(record, game, &view.public),
        };
        format!(
            "At {}: you have {} rupiah in cash, {revenue}, and a stash of {}.\nYour city cards: {}.\nYour companies: {}.\n{next}",
            mention_channel(record.channel_id),
            view.money.cash,
            view.public.players[seat].stash,
            cards.join("; "),
            list_or_none(companies),
        )
    }
}

/// One line for an auction the maxima played out: "The maxima met: 4 raises, the last bob's 198;
/// carol passed."
fn played_out(run: &[&Event], raises: &[(Seat, u32)], name: &dyn Fn(Seat) -> String) -> String {
    let (last, high) = raises[raises.len() - 1];
    let passed: Vec<String> = run
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::LeftAuction { seat } => Some(name(seat)),
            _ => None,
        })
        .collect();
    let mut line = format!(
        "The auction played out by the players' maxima: {} raises, the last {}'s to {high} rupiah",
        raises.len(),
        name(last)
    );
    if !passed.is_empty() {
        line.push_str(&format!("; {} passed", and_list(&passed)));
    }
    line.push('.');
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::indonesia::{Map, Position};
    use crate::games::{Components, Described};

    /// The status gives each player's money (when open), stash, research and companies in turn
    /// order, each company with where it is, the cities and the unclaimed deeds, a line each.
    #[test]
    fn the_status_lists_players_companies_cities_and_deeds() {
        let text = r#"
seed = 1
money = "open"
era = "A"
phase = "operations"
order = [1, 0]
unclaimed = ["A rice Bali", "A shipping Jatim"]
[[player]]
cash = 40
revenue = -20
research = { slots = 3 }
[[player]]
cash = 75
revenue = 30
[[company]]
owner = 1
deeds = ["A spice Halmahera"]
areas = ["Halmahera1"]
[[company]]
owner = 0
deeds = ["A shipping Lampung"]
ships = ["S3"]
[[city]]
area = "Jatim5"
size = 2
"#;
        let position = Position::from_toml(text).unwrap();
        let game = Game::from_position(Map::standard(), &position).unwrap();
        let record = crate::table::example::record::<Indonesia>(&["Ann", "Bo"], 1);
        let status = Indonesia::status_text(&record, &game, crate::lang::Lang::En);
        let lines: Vec<&str> = status.lines().collect();
        assert_eq!(
            lines[..7],
            [
                "Indonesia at <#1>: year 1, era A, Operations. Turn order: <@101>, <@100>.",
                "<@101>: cash 75, revenue 30; stash 0; research bid 1, slots 1, mergers 1, expansion 1, hull 1; companies #1.",
                "<@100>: cash 40, IOUs 20; stash 0; research bid 1, slots 3, mergers 1, expansion 1, hull 1; companies #2.",
                "#1 A spice Halmahera of <@101>: spice in Halmahera1.",
                "#2 A shipping Lampung of <@100>: 1 of 2 ships on S3.",
                "Cities (size): Jatim5 (2). Supply: 12 size 1, 7 size 2, 3 size 3.",
                "Unclaimed deeds: A shipping Jatim, A rice Bali.",
            ]
        );
        assert!(
            lines[7].starts_with("<@101>: operate a company: #1"),
            "{}",
            lines[7]
        );
        assert_eq!(lines.len(), 8);
    }
}
