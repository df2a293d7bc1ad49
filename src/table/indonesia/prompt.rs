//! What Indonesia waits for, in words for the channel: built from the public view and
//! [`Game::public_choices`] only, so with closed money nothing here can carry a player's cash.

use super::texts::{area_name, company_by_id, company_text, list_or_none, sea_name, track_key};
use crate::games::Seat;
use crate::games::indonesia::{
    Action, CompanyKind, Game, MoneyView, Prompt, PublicView, good_name,
};
use crate::store::GameRecord;
use crate::table::seats::mentions;

/// What the game waits for, with the command to answer it and the choices anyone may see.
/// Built from the public view and [`Game::public_choices`] only: it never depends on cash.
pub fn what_next(record: &GameRecord, game: &Game, view: &PublicView) -> String {
    let names = mentions(record);
    let map = game.map();
    let choices = |seat: Seat| game.public_choices(seat);
    let closed = view.money == MoneyView::Closed;
    let your_cash = if closed {
        "; `/game hand` shows you your cash"
    } else {
        ""
    };
    match &view.prompt {
        Prompt::PlaceCity { seat, provinces } => {
            let areas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::PlaceCity { area } => Some(area_name(map, *area)),
                    _ => None,
                })
                .collect();
            let card: Vec<&str> = provinces
                .iter()
                .map(|&p| map.provinces[usize::from(p)].name.as_str())
                .collect();
            format!(
                "{}: place a size 1 city from your card ({}) with `/indonesia city area:<area>`. Empty coastal areas allowed: {}.",
                names[*seat],
                card.join(", "),
                list_or_none(areas)
            )
        }
        Prompt::Bid { seat } => {
            let multiplier = view.players[*seat].values[0];
            format!(
                "{}: turn order bid with `/indonesia bid amount:<rupiah>`, from 0 up to your cash{your_cash}. Your bid counts ×{multiplier}; it goes to your stash.",
                names[*seat]
            )
        }
        Prompt::SealedBids { seats } => {
            let waiting: Vec<&str> = seats.iter().map(|&s| names[s].as_str()).collect();
            format!(
                "Sealed turn order bids: waiting for {}. Seal yours with `/indonesia seal amount:<rupiah>` in a DM with the bot (or here: only you see the answer), from 0 up to your cash{your_cash}. The bids are revealed together when the last one is in.",
                waiting.join(", ")
            )
        }
        Prompt::Propose { seat } => {
            let mergers: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Propose { first, second, bid } => Some(format!(
                        "{} with {} (first bid at least {bid})",
                        company_by_id(view, *first),
                        company_by_id(view, *second)
                    )),
                    _ => None,
                })
                .collect();
            format!(
                "{}: propose a merger of two companies with `/indonesia merge first:<number> second:<number> bid:<rupiah>`, or `/indonesia pass`. You must be able to pay your bid{your_cash}. Mergers you may propose: {}.",
                names[*seat],
                list_or_none(mergers)
            )
        }
        Prompt::Raise {
            seat,
            first,
            second,
            high,
            leader,
            units,
            minimum,
        } => {
            // The lowest raise: above the high bid, at least the minimum, a multiple of units.
            let units = (*units).max(1);
            let lowest = (high + 1).max(minimum * units).div_ceil(units) * units;
            format!(
                "Merger of {} and {}: {} leads with {high} rupiah. {}: raise with `/indonesia raise amount:<rupiah>` (at least {lowest}, a multiple of {units}, no more than your cash{your_cash}), or `/indonesia pass` to leave the auction for good.",
                company_by_id(view, *first),
                company_by_id(view, *second),
                names[*leader],
                names[*seat],
            )
        }
        Prompt::Remove {
            seat,
            company,
            left,
        } => {
            let areas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Remove { area } => Some(area_name(map, *area)),
                    _ => None,
                })
                .collect();
            format!(
                "{}: siap saji creation, remove {left} more area{} of {} with `/indonesia remove area:<area>`. Allowed now: {}.",
                names[*seat],
                if *left == 1 { "" } else { "s" },
                company_by_id(view, *company),
                list_or_none(areas)
            )
        }
        Prompt::Acquire { seat } => {
            let mut deeds: Vec<String> = Vec::new();
            for a in choices(*seat) {
                if let Action::Acquire { deed, .. } = a {
                    let name = map.deed_short_name(deed);
                    if !deeds.contains(&name) {
                        deeds.push(name);
                    }
                }
            }
            format!(
                "{}: acquire a deed with `/indonesia acquire deed:\"<deed>\" at:<area or sea>`, or `/indonesia pass` to make no further acquisitions this year. Deeds you may take: {}.",
                names[*seat],
                list_or_none(deeds)
            )
        }
        Prompt::Research { seat } => {
            let mut own = Vec::new();
            let mut others = false;
            for a in choices(*seat) {
                if let Action::Research { track, owner } = a {
                    if owner == *seat {
                        own.push(track_key(track));
                    } else {
                        others = true;
                    }
                }
            }
            format!(
                "{}: advance one research track with `/indonesia research track:<track>`. Yours that can advance: {}.{}",
                names[*seat],
                list_or_none(own.into_iter().map(String::from).collect()),
                if others {
                    " Hull may be another player's: add `player:@name`."
                } else {
                    ""
                }
            )
        }
        Prompt::Operate { seat } => {
            let companies: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Operate { company } => Some(company_by_id(view, *company)),
                    _ => None,
                })
                .collect();
            format!(
                "{}: operate one of your companies with `/indonesia operate company:<number>`. Not yet operated: {}.",
                names[*seat],
                list_or_none(companies)
            )
        }
        Prompt::PlaceShips {
            seat,
            company,
            left,
        } => {
            let seas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::PlaceShip { sea } => Some(sea_name(map, *sea)),
                    _ => None,
                })
                .collect();
            format!(
                "{}: {} may place up to {left} more ship{} with `/indonesia expand at:<sea>`, or `/indonesia pass` to stop. Seas allowed: {}.",
                names[*seat],
                company_by_id(view, *company),
                if *left == 1 { "" } else { "s" },
                list_or_none(seas)
            )
        }
        Prompt::Ship { seat, plan } => {
            let shipping: Vec<String> = view
                .companies
                .iter()
                .filter(|c| c.kind == CompanyKind::Shipping && !plan.prefer.contains(&c.id))
                .map(company_text)
                .collect();
            let preferred = if plan.prefer.is_empty() {
                String::new()
            } else {
                let p: Vec<String> = plan
                    .prefer
                    .iter()
                    .map(|&id| company_by_id(view, id))
                    .collect();
                format!(
                    " Preferred so far: {} (`/indonesia prefer company:none` forgets them).",
                    p.join(", ")
                )
            };
            let others = match plan.others.len() {
                0 => String::new(),
                1 => ", `/indonesia ship plan:2` to ship by the other plan shown".to_string(),
                n => format!(
                    ", `/indonesia ship plan:<2 to {}>` to ship by another plan shown",
                    n + 1
                ),
            };
            format!(
                "{}: `/indonesia ship` to ship by this plan{others}, or `/indonesia prefer company:<number>` for a plan that uses that shipping company first (never fewer goods). Shipping companies: {}.{preferred}",
                names[*seat],
                list_or_none(shipping)
            )
        }
        Prompt::Expand {
            seat,
            company,
            left,
            paid,
            price,
        } => {
            let areas: Vec<String> = choices(*seat)
                .iter()
                .filter_map(|a| match a {
                    Action::Expand { area } => Some(area_name(map, *area)),
                    _ => None,
                })
                .collect();
            let how = if *paid {
                format!(
                    "may expand (optional, {price} rupiah an area paid from cash, then this phase's revenue{your_cash}) by up to {left} area{} with `/indonesia expand at:<area>`, or `/indonesia pass` to stop",
                    if *left == 1 { "" } else { "s" }
                )
            } else {
                format!(
                    "must expand (free, all goods were shipped) by {left} more area{} with `/indonesia expand at:<area>`",
                    if *left == 1 { "" } else { "s" }
                )
            };
            format!(
                "{}: {} {how}. Areas allowed: {}.",
                names[*seat],
                company_by_id(view, *company),
                list_or_none(areas)
            )
        }
        Prompt::Grow {
            seat,
            size,
            left,
            among,
        } => {
            let areas: Vec<String> = among.iter().map(|&a| area_name(map, a)).collect();
            format!(
                "{}: the supply cannot grow every city to size {size}. As first player, pick {left} more with `/indonesia grow area:<area>` among {}.",
                names[*seat],
                areas.join(", ")
            )
        }
        Prompt::Over { winners } => {
            let w: Vec<String> = winners.iter().map(|&s| names[s].clone()).collect();
            format!("Game over: {} won.", w.join(", "))
        }
    }
}

/// Whose turn it is, in a few words, for `/game board` and the picture.
pub fn short_prompt(names: &[&str], view: &PublicView) -> String {
    let who = |s: &Seat| names.get(*s).copied().unwrap_or("?");
    match &view.prompt {
        Prompt::PlaceCity { seat, .. } => format!("{} places a city", who(seat)),
        Prompt::Bid { seat } => format!("{} bids for turn order", who(seat)),
        Prompt::SealedBids { seats } => {
            let waiting: Vec<&str> = seats.iter().map(&who).collect();
            format!("sealed bids from {}", waiting.join(", "))
        }
        Prompt::Propose { seat } => format!("{} may propose a merger", who(seat)),
        Prompt::Raise { seat, high, .. } => {
            format!("{} may raise the merger bid ({high})", who(seat))
        }
        Prompt::Remove { seat, .. } => format!("{} removes areas for siap saji", who(seat)),
        Prompt::Acquire { seat } => format!("{} may acquire a deed", who(seat)),
        Prompt::Research { seat } => format!("{} researches", who(seat)),
        Prompt::Operate { seat } => format!("{} picks a company to operate", who(seat)),
        Prompt::PlaceShips { seat, company, .. } => {
            format!("{} places ships for company {company}", who(seat))
        }
        Prompt::Ship { seat, plan } => {
            format!(
                "{} ships {} of company {}",
                who(seat),
                good_name(plan.good),
                plan.company
            )
        }
        Prompt::Expand { seat, company, .. } => {
            format!("{} expands company {company}", who(seat))
        }
        Prompt::Grow { seat, .. } => format!("{} picks cities to grow", who(seat)),
        Prompt::Over { winners } => {
            let w: Vec<&str> = winners.iter().map(who).collect();
            format!("Game over: {} won", w.join(", "))
        }
    }
}
