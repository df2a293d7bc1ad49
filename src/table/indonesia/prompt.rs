//! What Indonesia waits for, in words for the channel: built from the public view and
//! [`Game::public_choices`] only, so with closed money nothing here can carry a player's cash.

use super::names::{area_name, company_by_id, company_text, list_or_none, sea_name, track_key};
use crate::games::indonesia::{
    Action, CompanyId, CompanyKind, Game, Map, MoneyView, PlanView, Prompt, ProvinceId, PublicView,
    good_name,
};
use crate::games::{Seat, and_list};
use crate::store::GameRecord;
use crate::table::seats::mentions;

/// What the game waits for, with the command to answer it and the choices anyone may see: the
/// end of the private panel (`/game hand`), which states the reader's cash above it. Built from
/// the public view and [`Game::public_choices`] only: it never depends on cash.
pub fn what_next(record: &GameRecord, game: &Game, view: &PublicView) -> String {
    let ask = Asking {
        names: mentions(record),
        game,
        map: game.map(),
        view,
    };
    let names = &ask.names;
    match &view.prompt {
        Prompt::PlaceCity { seat, provinces } => ask.place_city(*seat, provinces),
        Prompt::Bid { seat } => {
            let multiplier = view.players[*seat].values[0];
            format!(
                "{}: turn order bid with `/indonesia bid amount:<rupiah>`, from 0 up to your cash. Your bid counts ×{multiplier}; it goes to your stash.",
                names[*seat]
            )
        }
        Prompt::SealedBids { seats } => {
            let waiting: Vec<&str> = seats.iter().map(|&s| names[s].as_str()).collect();
            format!(
                "Sealed turn order bids: waiting for {}. Seal yours with `/indonesia seal amount:<rupiah>` in a DM with the bot (or here: only you see the answer), from 0 up to your cash. The bids are revealed together when the last one is in.",
                and_list(&waiting)
            )
        }
        Prompt::Propose { seat } => ask.propose(*seat),
        Prompt::Raise {
            seat,
            first,
            second,
            high,
            leader,
            units,
            minimum,
        } => ask.raise(*seat, (*first, *second), (*high, *leader), *units, *minimum),
        Prompt::Remove {
            seat,
            company,
            left,
        } => ask.remove(*seat, *company, *left),
        Prompt::Acquire { seat } => ask.acquire(*seat),
        Prompt::Research { seat } => ask.research(*seat),
        Prompt::Operate { seat } => ask.operate(*seat),
        Prompt::PlaceShips {
            seat,
            company,
            left,
        } => ask.place_ships(*seat, *company, *left),
        Prompt::Ship { seat, plan } => ask.ship(*seat, plan),
        Prompt::Expand {
            seat,
            company,
            left,
            paid,
            price,
        } => ask.expand(*seat, *company, *left, (*paid, *price)),
        Prompt::Grow {
            seat,
            size,
            left,
            among,
        } => {
            let areas: Vec<String> = among.iter().map(|&a| area_name(ask.map, a)).collect();
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

/// What the texts of [`what_next`] are made from: public knowledge only.
struct Asking<'a> {
    /// Each seat's mention.
    names: Vec<String>,
    game: &'a Game,
    map: &'a Map,
    view: &'a PublicView,
}

/// "s" for a count other than one.
fn plural(count: u32) -> &'static str {
    if count == 1 { "" } else { "s" }
}

impl Asking<'_> {
    /// What `seat` may choose now that `pick` names (the others are left out), in words.
    fn named(&self, seat: Seat, pick: impl Fn(&Action) -> Option<String>) -> Vec<String> {
        self.game
            .public_choices(seat)
            .iter()
            .filter_map(pick)
            .collect()
    }

    fn company(&self, id: CompanyId) -> String {
        company_by_id(self.view, id)
    }

    fn place_city(&self, seat: Seat, provinces: &[ProvinceId]) -> String {
        let areas = self.named(seat, |a| match a {
            Action::PlaceCity { area } => Some(area_name(self.map, *area)),
            _ => None,
        });
        let card: Vec<&str> = provinces
            .iter()
            .map(|&p| self.map.provinces[usize::from(p)].name.as_str())
            .collect();
        format!(
            "{}: place a size 1 city from your card ({}) with `/indonesia city area:<area>`. Empty coastal areas allowed: {}.",
            self.names[seat],
            card.join(", "),
            list_or_none(areas)
        )
    }

    fn propose(&self, seat: Seat) -> String {
        let mergers = self.named(seat, |a| match a {
            Action::Propose { first, second, bid } => Some(format!(
                "{} with {} (first bid at least {bid})",
                self.company(*first),
                self.company(*second)
            )),
            _ => None,
        });
        format!(
            "{}: propose a merger of two companies with `/indonesia merge first:<number> second:<number> bid:<rupiah>`, or `/indonesia pass`. You must be able to pay your bid. Mergers you may propose: {}.",
            self.names[seat],
            list_or_none(mergers)
        )
    }

    /// The merger auction of `first` and `second`, `leader` bidding `high`.
    fn raise(
        &self,
        seat: Seat,
        (first, second): (CompanyId, CompanyId),
        (high, leader): (u32, Seat),
        units: u32,
        minimum: u32,
    ) -> String {
        // The lowest raise: above the high bid, at least the minimum, a multiple of units.
        let units = units.max(1);
        let lowest = (high + 1).max(minimum * units).div_ceil(units) * units;
        format!(
            "Merger of {} and {}: {} leads with {high} rupiah. {}: raise with `/indonesia raise amount:<rupiah>` (at least {lowest}, a multiple of {units}, no more than your cash), or `/indonesia pass` to leave the auction for good.",
            self.company(first),
            self.company(second),
            self.names[leader],
            self.names[seat],
        )
    }

    fn remove(&self, seat: Seat, company: CompanyId, left: u32) -> String {
        let areas = self.named(seat, |a| match a {
            Action::Remove { area } => Some(area_name(self.map, *area)),
            _ => None,
        });
        format!(
            "{}: siap saji creation, remove {left} more area{} of {} with `/indonesia remove area:<area>`. Allowed now: {}.",
            self.names[seat],
            plural(left),
            self.company(company),
            list_or_none(areas)
        )
    }

    fn acquire(&self, seat: Seat) -> String {
        let mut deeds: Vec<String> = Vec::new();
        for a in self.game.public_choices(seat) {
            if let Action::Acquire { deed, .. } = a {
                let name = self.map.deed_short_name(deed);
                if !deeds.contains(&name) {
                    deeds.push(name);
                }
            }
        }
        format!(
            "{}: acquire a deed with `/indonesia acquire deed:\"<deed>\" at:<area or sea>`, or `/indonesia pass` to make no further acquisitions this year. Deeds you may take: {}.",
            self.names[seat],
            list_or_none(deeds)
        )
    }

    fn research(&self, seat: Seat) -> String {
        let mut own = Vec::new();
        let mut others = false;
        for a in self.game.public_choices(seat) {
            if let Action::Research { track, owner } = a {
                if owner == seat {
                    own.push(track_key(track));
                } else {
                    others = true;
                }
            }
        }
        format!(
            "{}: advance one research track with `/indonesia research track:<track>`. Yours that can advance: {}.{}",
            self.names[seat],
            list_or_none(own.into_iter().map(String::from).collect()),
            if others {
                " Hull may be another player's: add `player:@name`."
            } else {
                ""
            }
        )
    }

    fn operate(&self, seat: Seat) -> String {
        let companies = self.named(seat, |a| match a {
            Action::Operate { company } => Some(self.company(*company)),
            _ => None,
        });
        format!(
            "{}: operate one of your companies with `/indonesia operate company:<number>`. Not yet operated: {}.",
            self.names[seat],
            list_or_none(companies)
        )
    }

    fn place_ships(&self, seat: Seat, company: CompanyId, left: u32) -> String {
        let seas = self.named(seat, |a| match a {
            Action::PlaceShip { sea } => Some(sea_name(self.map, *sea)),
            _ => None,
        });
        format!(
            "{}: {} may place up to {left} more ship{} with `/indonesia expand at:<sea>`, or `/indonesia pass` to stop. Seas allowed: {}.",
            self.names[seat],
            self.company(company),
            plural(left),
            list_or_none(seas)
        )
    }

    fn ship(&self, seat: Seat, plan: &PlanView) -> String {
        let shipping: Vec<String> = self
            .view
            .companies
            .iter()
            .filter(|c| c.kind == CompanyKind::Shipping && !plan.prefer.contains(&c.id))
            .map(company_text)
            .collect();
        let preferred = if plan.prefer.is_empty() {
            String::new()
        } else {
            let p: Vec<String> = plan.prefer.iter().map(|&id| self.company(id)).collect();
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
            self.names[seat],
            list_or_none(shipping)
        )
    }

    /// `paid`: an optional expansion at `price` an area; else a free one the rules require.
    fn expand(
        &self,
        seat: Seat,
        company: CompanyId,
        left: u32,
        (paid, price): (bool, u32),
    ) -> String {
        let areas = self.named(seat, |a| match a {
            Action::Expand { area } => Some(area_name(self.map, *area)),
            _ => None,
        });
        let how = if paid {
            format!(
                "may expand (optional, {price} rupiah an area paid from cash, then this phase's revenue) by up to {left} area{} with `/indonesia expand at:<area>`, or `/indonesia pass` to stop",
                plural(left)
            )
        } else {
            format!(
                "must expand (free, all goods were shipped) by {left} more area{} with `/indonesia expand at:<area>`",
                plural(left)
            )
        };
        format!(
            "{}: {} {how}. Areas allowed: {}.",
            self.names[seat],
            self.company(company),
            list_or_none(areas)
        )
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

/// The longest list of areas, seas or deeds a channel line names in full.
const LISTED: usize = 14;

/// `items` joined, at most [`LISTED`] of them and how many more.
fn few(items: Vec<String>) -> String {
    if items.len() <= LISTED {
        return list_or_none(items);
    }
    format!(
        "{} and {} more",
        items[..LISTED].join(", "),
        items.len() - LISTED
    )
}

/// What the game waits for, in short sentences for the channel: who is awaited and what they
/// may choose. The buttons and menus carry the actions, so no command's syntax is given except
/// where no button offers the move. Built from the public view and [`Game::public_choices`]
/// only: it never depends on a secret.
pub fn channel_next(record: &GameRecord, game: &Game, view: &PublicView) -> String {
    let ask = Asking {
        names: mentions(record),
        game,
        map: game.map(),
        view,
    };
    let names = &ask.names;
    let closed = view.money == MoneyView::Closed;
    let who = |seat: &Seat| names[*seat].as_str();
    match &view.prompt {
        Prompt::PlaceCity { seat, provinces } => {
            let card: Vec<&str> = provinces
                .iter()
                .map(|&p| ask.map.provinces[usize::from(p)].name.as_str())
                .collect();
            let areas = ask.named(*seat, |a| match a {
                Action::PlaceCity { area } => Some(area_name(ask.map, *area)),
                _ => None,
            });
            format!(
                "{}: place a city from your card ({}).\nAreas: {}.",
                who(seat),
                card.join(", "),
                few(areas)
            )
        }
        Prompt::Bid { seat } => format!(
            "{}: bid for turn order (counts ×{}, goes to your stash){}.",
            who(seat),
            view.players[*seat].values[0],
            if closed {
                "; the private button shows your cash"
            } else {
                ""
            }
        ),
        Prompt::SealedBids { seats } => {
            let waiting: Vec<&str> = seats.iter().map(who).collect();
            format!(
                "Sealed turn order bids: waiting for {}.\nSeal yours in private (the button); all are revealed together.",
                waiting.join(", ")
            )
        }
        Prompt::Propose { seat } => {
            let mergers = ask.named(*seat, |a| match a {
                Action::Propose { first, second, bid } => {
                    Some(format!("#{first} + #{second} from {bid}"))
                }
                _ => None,
            });
            format!(
                "{}: propose a merger, or pass.\nMergers: {}.",
                who(seat),
                few(mergers)
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
            let lowest = lowest_raise(*high, *units, *minimum);
            format!(
                "{} leads with {high} for the merger of #{first} and #{second}.\n{}: raise to at least {lowest} (steps of {}), or pass.",
                who(leader),
                who(seat),
                (*units).max(1)
            )
        }
        Prompt::Remove {
            seat,
            company,
            left,
        } => {
            let areas = ask.named(*seat, |a| match a {
                Action::Remove { area } => Some(area_name(ask.map, *area)),
                _ => None,
            });
            format!(
                "{}: for siap saji, give up {left} more area{} of #{company}.\nAreas: {}.",
                who(seat),
                plural(*left),
                few(areas)
            )
        }
        Prompt::Acquire { seat } => {
            let mut deeds: Vec<String> = Vec::new();
            for a in game.public_choices(*seat) {
                if let Action::Acquire { deed, .. } = a {
                    let name = ask.map.deed_short_name(deed);
                    if !deeds.contains(&name) {
                        deeds.push(name);
                    }
                }
            }
            format!(
                "{}: acquire a deed, or pass.\nDeeds: {}.",
                who(seat),
                few(deeds)
            )
        }
        Prompt::Research { seat } => format!("{}: advance a research track.", who(seat)),
        Prompt::Operate { .. }
        | Prompt::PlaceShips { .. }
        | Prompt::Ship { .. }
        | Prompt::Expand { .. }
        | Prompt::Grow { .. } => operations_next(&ask, view),
        Prompt::Over { winners } => {
            let w: Vec<&str> = winners.iter().map(who).collect();
            format!("Game over: {} won.", w.join(", "))
        }
    }
}

/// [`channel_next`] for the operations phase: operating, placing ships, shipping, expanding and
/// growing cities.
fn operations_next(ask: &Asking, view: &PublicView) -> String {
    let who = |seat: &Seat| ask.names[*seat].as_str();
    match &view.prompt {
        Prompt::Operate { seat } => {
            let companies = ask.named(*seat, |a| match a {
                Action::Operate { company } => Some(format!("#{company}")),
                _ => None,
            });
            format!(
                "{}: operate a company: {}.",
                who(seat),
                list_or_none(companies)
            )
        }
        Prompt::PlaceShips {
            seat,
            company,
            left,
        } => {
            let seas = ask.named(*seat, |a| match a {
                Action::PlaceShip { sea } => Some(sea_name(ask.map, *sea)),
                _ => None,
            });
            format!(
                "{}: #{company} may place up to {left} more ship{}, or stop.\nSeas: {}.",
                who(seat),
                plural(*left),
                few(seas)
            )
        }
        Prompt::Ship { seat, plan } => {
            let shipping: Vec<String> = view
                .companies
                .iter()
                .filter(|c| c.kind == CompanyKind::Shipping && !plan.prefer.contains(&c.id))
                .map(|c| format!("#{} ({})", c.id, who(&c.owner)))
                .collect();
            let preferred = if plan.prefer.is_empty() {
                String::new()
            } else {
                let p: Vec<String> = plan.prefer.iter().map(|id| format!("#{id}")).collect();
                format!("\nPreferred so far: {}.", p.join(", "))
            };
            format!(
                "{}: ship by a plan, or prefer a shipping company first: {}.{preferred}",
                who(seat),
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
            let areas = ask.named(*seat, |a| match a {
                Action::Expand { area } => Some(area_name(ask.map, *area)),
                _ => None,
            });
            let how = if *paid {
                format!(
                    "may expand by up to {left} area{} at {price} each, or stop",
                    plural(*left)
                )
            } else {
                format!("must expand by {left} more area{} (free)", plural(*left))
            };
            format!("{}: #{company} {how}.\nAreas: {}.", who(seat), few(areas))
        }
        Prompt::Grow {
            seat,
            size,
            left,
            among,
        } => {
            let areas: Vec<String> = among.iter().map(|&a| area_name(ask.map, a)).collect();
            format!(
                "{}: the supply is short; as first player, pick {left} more cit{} to grow to size {size}.\nCities: {}.",
                who(seat),
                if *left == 1 { "y" } else { "ies" },
                few(areas)
            )
        }
        other => unreachable!("not an operations prompt: {other:?}"),
    }
}

/// The lowest raise in a merger auction: above the high bid, at least the minimum per unit, a
/// multiple of the units.
pub fn lowest_raise(high: u32, units: u32, minimum: u32) -> u32 {
    let units = units.max(1);
    (high + 1).max(minimum * units).div_ceil(units) * units
}
