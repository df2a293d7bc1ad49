//! Indonesia in words for the channel: what the game waits for and the short status line.
//! Built from the public view and [`Game::public_choices`] only, so with closed money nothing
//! here can carry a player's cash.

use super::Indonesia;
use super::names::{area_name, company_text, list_or_none, phase_title, sea_name, track_key};
use super::prompt::{short_prompt, what_next};
use crate::games::indonesia::{CompanyKind, Event, Game, Money, MoneyView, Track, good_name};
use crate::games::{Rules, Seat};
use crate::store::GameRecord;
use crate::table::command::mention_channel;
use crate::table::game::Texts;
use crate::table::seats::{mentions, seated_list};

impl Texts for Indonesia {
    fn intro(record: &GameRecord, game: &Game) -> String {
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

    fn describe(game: &Game, event: &Event, name: &dyn Fn(Seat) -> String) -> String {
        event.text(game.map(), name)
    }

    fn prompt_text(record: &GameRecord, game: &Game) -> String {
        what_next(record, game, &game.public_view())
    }

    /// One line for `/game board`: who must act now, with mentions.
    fn status_line(record: &GameRecord, game: &Game) -> String {
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

    /// The text summary of the state, from the public view alone (`/game status`).
    fn status_text(record: &GameRecord, game: &Game) -> String {
        let view = game.public_view();
        let names = mentions(record);
        let map = game.map();
        let order: Vec<String> = view.order.iter().map(|&s| names[s].clone()).collect();
        let mut lines = vec![format!(
            "Indonesia at {}: year {}, era {}, {}. Turn order: {}.",
            mention_channel(record.channel_id),
            view.year,
            view.era,
            phase_title(view.phase),
            order.join(", ")
        )];
        let money = |seat: Seat| match &view.money {
            MoneyView::Open(list) => list
                .iter()
                .find(|m| m.seat == seat)
                .map(|m| {
                    if m.revenue < 0 {
                        format!("cash {}, IOUs {}; ", m.cash, -m.revenue)
                    } else if m.revenue > 0 {
                        format!("cash {}, revenue {}; ", m.cash, m.revenue)
                    } else {
                        format!("cash {}; ", m.cash)
                    }
                })
                .unwrap_or_default(),
            MoneyView::Closed => String::new(),
        };
        for &seat in &view.order {
            let p = &view.players[seat];
            let research: Vec<String> = Track::ALL
                .iter()
                .zip(p.research.iter())
                .map(|(t, step)| format!("{} {step}", track_key(*t)))
                .collect();
            let companies: Vec<String> = p.companies.iter().map(|c| format!("#{c}")).collect();
            lines.push(format!(
                "{}: {}stash {}; research {}; companies {}.",
                names[seat],
                money(seat),
                p.stash,
                research.join(", "),
                list_or_none(companies)
            ));
        }
        if view.companies.is_empty() {
            lines.push("No companies yet.".into());
        }
        for c in &view.companies {
            let places = match c.kind {
                CompanyKind::Shipping => {
                    let seas: Vec<String> = c.ships.iter().map(|&s| sea_name(map, s)).collect();
                    format!(
                        "{} of {} ship{} on {}",
                        c.ships.len(),
                        c.ship_limit,
                        if c.ship_limit == 1 { "" } else { "s" },
                        list_or_none(seas)
                    )
                }
                CompanyKind::Production(g) => {
                    let areas: Vec<String> = c.areas.iter().map(|&a| area_name(map, a)).collect();
                    format!("{} in {}", good_name(g), list_or_none(areas))
                }
            };
            let mut flags = Vec::new();
            if c.operated {
                flags.push("operated");
            }
            if c.merged {
                flags.push("merged this year");
            }
            let flags = if flags.is_empty() {
                String::new()
            } else {
                format!(" ({})", flags.join(", "))
            };
            lines.push(format!(
                "{} of {}: {places}{flags}.",
                company_text(c),
                names[c.owner]
            ));
        }
        let cities: Vec<String> = view
            .cities
            .iter()
            .map(|c| format!("{} ({})", area_name(map, c.area), c.size))
            .collect();
        lines.push(format!(
            "Cities (size): {}. Supply: {} size 1, {} size 2, {} size 3.",
            list_or_none(cities),
            view.city_supply[0],
            view.city_supply[1],
            view.city_supply[2]
        ));
        let deeds: Vec<String> = view.deeds.iter().map(|d| d.name.clone()).collect();
        lines.push(format!("Unclaimed deeds: {}.", list_or_none(deeds)));
        if let Some(scores) = &view.scores {
            let parts: Vec<String> = scores
                .iter()
                .map(|s| format!("{} {}", names[s.seat], s.total))
                .collect();
            lines.push(format!("Final scores: {}.", parts.join(", ")));
        }
        lines.push(what_next(record, game, &view));
        lines.join("\n")
    }

    /// A seat's own view: cash, revenue, city cards, companies (`/game hand`, private).
    fn hand_text(record: &GameRecord, game: &Game, seat: Seat) -> String {
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
        format!(
            "At {}: you have {} rupiah in cash, {revenue}, and a stash of {}. Your city cards: {}. Your companies: {}.\n{}",
            mention_channel(record.channel_id),
            view.money.cash,
            view.public.players[seat].stash,
            cards.join("; "),
            list_or_none(companies),
            what_next(record, game, &view.public)
        )
    }
}
