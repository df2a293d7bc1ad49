//! Indonesia in words for the channel: what the game waits for and the short status line.
//! Built from the public view and [`Game::public_choices`] only, so with closed money nothing
//! here can carry a player's cash.

use super::Indonesia;
use super::names::{company_text, list_or_none, phase_title, track_key, write_list};
use super::prompt::{channel_next, short_prompt, what_next};
use crate::games::indonesia::EventKind;
use crate::games::indonesia::{CompanyKind, Event, Game, Money, MoneyView, Track, good_name};
use crate::games::{Rules, Seat};
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::mention_channel;
use crate::table::game::{Report, Texts};
use crate::table::seats::{mentions, seated_list};
use std::fmt::Write;

impl Texts for Indonesia {
    fn intro(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let money = match game.options().money {
            Money::Open => msg!("indonesia-money-open"),
            Money::Closed => msg!("indonesia-money-closed"),
        };
        msg!(
            "indonesia-intro",
            seats = seated_list(record),
            money = money
        )
        .render(lang)
    }

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        event.text(game.map(), name, lang)
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
            lines.push(played_out(&events[k..k + run], &raises, name, lang));
            k += run;
        }
        let end = match game.is_over() {
            true => lines.pop().into_iter().collect(),
            false => Vec::new(),
        };
        Report { lines, end }
    }

    fn prompt_text(record: &GameRecord, game: &Game, lang: Lang) -> String {
        channel_next(record, game, &game.public_view(), lang)
    }

    /// One line for `/game board`: who must act now, with mentions.
    fn status_line(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let mentions = mentions(record);
        let names: Vec<&str> = mentions.iter().map(String::as_str).collect();
        let view = game.public_view();
        msg!(
            "indonesia-status-line",
            year = view.year,
            era = view.era.to_string(),
            phase = phase_title(view.phase, lang),
            next = short_prompt(&names, &view, lang)
        )
        .render(lang)
    }

    /// The text summary of the state, from the public view alone (`/game status`). Lists are
    /// written into one string, with no string of their own for each item: a late game's
    /// status is twice a fresh game's, and a look at it should cost about the same.
    fn status_text(record: &GameRecord, game: &Game, lang: Lang) -> String {
        let view = game.public_view();
        let names = mentions(record);
        let map = game.map();
        let mut out = String::with_capacity(2048);
        let mut order = String::new();
        write_list(&mut order, &view.order, lang, |o, &s| o.push_str(&names[s]));
        out.push_str(
            &msg!(
                "indonesia-status-head",
                channel = mention_channel(record.channel_id),
                year = view.year,
                era = view.era.to_string(),
                phase = phase_title(view.phase, lang),
                order = order
            )
            .render(lang),
        );
        for &seat in &view.order {
            let p = &view.players[seat];
            let mut research = String::new();
            let tracks = Track::ALL.iter().zip(p.research.iter());
            write_list(&mut research, tracks, lang, |o, (t, step)| {
                let track = msg!("indonesia-status-track", track = track_key(*t));
                let _ = write!(o, "{} {step}", track.render(lang));
            });
            let mut companies = String::new();
            write_list(&mut companies, &p.companies, lang, |o, c| {
                let _ = write!(o, "#{c}");
            });
            let money =
                match &view.money {
                    MoneyView::Open(list) => list.iter().find(|m| m.seat == seat).map(|m| match m
                        .revenue
                    {
                        r if r < 0 => msg!("indonesia-status-cash-ious", cash = m.cash, ious = -r),
                        r if r > 0 => {
                            msg!("indonesia-status-cash-revenue", cash = m.cash, revenue = r)
                        }
                        _ => msg!("indonesia-status-cash", cash = m.cash),
                    }),
                    MoneyView::Closed => None,
                };
            let line = match money {
                Some(money) => msg!(
                    "indonesia-status-player-open",
                    who = &names[seat],
                    money = money,
                    stash = p.stash,
                    research = research,
                    companies = companies
                ),
                None => msg!(
                    "indonesia-status-player",
                    who = &names[seat],
                    stash = p.stash,
                    research = research,
                    companies = companies
                ),
            };
            out.push('\n');
            out.push_str(&line.render(lang));
        }
        if view.companies.is_empty() {
            out.push('\n');
            out.push_str(&msg!("indonesia-status-no-companies").render(lang));
        }
        for c in &view.companies {
            let mut place = String::new();
            let what = match c.kind {
                CompanyKind::Shipping => {
                    write_list(&mut place, &c.ships, lang, |o, &s| {
                        o.push_str(&map.seas[usize::from(s)].short);
                    });
                    msg!(
                        "indonesia-status-ships",
                        ships = c.ships.len(),
                        limit = c.ship_limit,
                        seas = place
                    )
                }
                CompanyKind::Production(g) => {
                    write_list(&mut place, &c.areas, lang, |o, &a| {
                        o.push_str(&map.areas[usize::from(a)].short);
                    });
                    msg!("indonesia-status-goods", good = good_name(g), areas = place)
                }
            };
            let state = match (c.operated, c.merged) {
                (true, true) => "operated-merged",
                (true, false) => "operated",
                (false, true) => "merged",
                (false, false) => "none",
            };
            out.push('\n');
            out.push_str(
                &msg!(
                    "indonesia-status-company",
                    company = company_text(c),
                    owner = &names[c.owner],
                    what = what,
                    state = state
                )
                .render(lang),
            );
        }
        let mut cities = String::new();
        write_list(&mut cities, &view.cities, lang, |o, c| {
            let name = &map.areas[usize::from(c.area)].short;
            let _ = write!(o, "{name} ({})", c.size);
        });
        let mut deeds = String::new();
        write_list(&mut deeds, &view.deeds, lang, |o, d| o.push_str(&d.name));
        out.push('\n');
        out.push_str(
            &msg!(
                "indonesia-status-cities",
                cities = cities,
                one = view.city_supply[0],
                two = view.city_supply[1],
                three = view.city_supply[2]
            )
            .render(lang),
        );
        out.push('\n');
        out.push_str(&msg!("indonesia-status-deeds", deeds = deeds).render(lang));
        if let Some(scores) = &view.scores {
            let mut list = String::new();
            write_list(&mut list, scores, lang, |o, s| {
                let _ = write!(o, "{} {}", names[s.seat], s.total);
            });
            out.push('\n');
            out.push_str(&msg!("indonesia-status-scores", scores = list).render(lang));
        }
        out.push('\n');
        out.push_str(&channel_next(record, game, &view, lang));
        out
    }

    /// A seat's own view: cash, revenue, city cards, companies (`/game hand`, private).
    fn hand_text(record: &GameRecord, game: &Game, seat: Seat, lang: Lang) -> String {
        let view = game.seat_view(seat);
        let map = game.map();
        let revenue = match view.money.revenue {
            r if r < 0 => msg!("indonesia-hand-ious", amount = -r),
            r => msg!("indonesia-hand-revenue", amount = r),
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
                msg!(
                    "indonesia-era-cards",
                    era = *era,
                    cards = list_or_none(c, lang)
                )
                .render(lang)
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
                msg!(
                    "indonesia-hand-sealed",
                    amount = amount,
                    value = u64::from(amount) * u64::from(view.public.players[seat].values[0]),
                    waiting = Arg::and_list(&waiting)
                )
                .render(lang)
            }
            None => what_next(record, game, &view.public, lang),
        };
        let hand = msg!(
            "indonesia-hand",
            channel = mention_channel(record.channel_id),
            cash = view.money.cash,
            revenue = revenue,
            stash = view.public.players[seat].stash,
            cards = cards.join("; "),
            companies = list_or_none(companies, lang)
        );
        format!("{}\n{next}", hand.render(lang))
    }
}

/// One line for an auction the maxima played out: "The maxima met: 4 raises, the last bob's 198;
/// carol passed."
fn played_out(
    run: &[&Event],
    raises: &[(Seat, u32)],
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> String {
    let (last, high) = raises[raises.len() - 1];
    let passed: Vec<String> = run
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::LeftAuction { seat } => Some(name(seat)),
            _ => None,
        })
        .collect();
    let line = msg!(
        "indonesia-played-out",
        raises = raises.len(),
        last = name(last),
        high = high
    )
    .render(lang);
    match passed.is_empty() {
        true => format!("{line}."),
        false => {
            let passed = msg!("indonesia-played-out-passed", who = Arg::and_list(&passed));
            format!("{line}; {}.", passed.render(lang))
        }
    }
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
