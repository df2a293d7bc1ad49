//! What Indonesia waits for, in words for the channel: built from the public view and
//! [`Game::public_choices`] only, so with closed money nothing here can carry a player's cash.

use super::names::{area_name, company_by_id, company_text, list_or_none, sea_name, track_key};
use crate::games::Seat;
use crate::games::indonesia::{
    Action, CompanyId, CompanyKind, Game, Map, MoneyView, PlanView, Prompt, ProvinceId, PublicView,
    good_name,
};
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::store::GameRecord;
use crate::table::seats::mentions;

/// What the game waits for, with the command to answer it and the choices anyone may see: the
/// end of the private panel (`/game hand`), which states the reader's cash above it. Built from
/// the public view and [`Game::public_choices`] only: it never depends on cash.
pub fn what_next(record: &GameRecord, game: &Game, view: &PublicView, lang: Lang) -> String {
    let ask = Asking {
        names: mentions(record),
        game,
        map: game.map(),
        view,
        lang,
    };
    let names = &ask.names;
    match &view.prompt {
        Prompt::PlaceCity { seat, provinces } => ask.place_city(*seat, provinces),
        Prompt::Bid { seat } => {
            let multiplier = view.players[*seat].values[0];
            msg!(
                "indonesia-next-bid",
                who = &names[*seat],
                multiplier = multiplier
            )
            .render(lang)
        }
        Prompt::SealedBids { seats } => {
            let waiting: Vec<&str> = seats.iter().map(|&s| names[s].as_str()).collect();
            msg!("indonesia-next-sealed", waiting = Arg::and_list(&waiting)).render(lang)
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
            msg!(
                "indonesia-next-grow",
                who = &names[*seat],
                size = *size,
                left = *left,
                areas = areas.join(", ")
            )
            .render(lang)
        }
        Prompt::Over { winners } => {
            let w: Vec<String> = winners.iter().map(|&s| names[s].clone()).collect();
            msg!("indonesia-next-over", winners = w.join(", ")).render(lang)
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
    lang: Lang,
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
        msg!(
            "indonesia-next-city",
            who = &self.names[seat],
            card = card.join(", "),
            areas = list_or_none(areas, self.lang)
        )
        .render(self.lang)
    }

    fn propose(&self, seat: Seat) -> String {
        let mergers = self.named(seat, |a| match a {
            Action::Propose { first, second, bid } => Some(
                msg!(
                    "indonesia-next-merger",
                    first = self.company(*first),
                    second = self.company(*second),
                    bid = *bid
                )
                .render(self.lang),
            ),
            _ => None,
        });
        msg!(
            "indonesia-next-propose",
            who = &self.names[seat],
            mergers = list_or_none(mergers, self.lang)
        )
        .render(self.lang)
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
        msg!(
            "indonesia-next-raise",
            first = self.company(first),
            second = self.company(second),
            leader = &self.names[leader],
            high = high,
            who = &self.names[seat],
            lowest = lowest,
            units = units
        )
        .render(self.lang)
    }

    fn remove(&self, seat: Seat, company: CompanyId, left: u32) -> String {
        let areas = self.named(seat, |a| match a {
            Action::Remove { area } => Some(area_name(self.map, *area)),
            _ => None,
        });
        msg!(
            "indonesia-next-remove",
            who = &self.names[seat],
            left = left,
            company = self.company(company),
            areas = list_or_none(areas, self.lang)
        )
        .render(self.lang)
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
        msg!(
            "indonesia-next-acquire",
            who = &self.names[seat],
            deeds = list_or_none(deeds, self.lang)
        )
        .render(self.lang)
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
        let own = list_or_none(own.into_iter().map(String::from).collect(), self.lang);
        let line = msg!(
            "indonesia-next-research",
            who = &self.names[seat],
            own = own
        );
        let mut line = line.render(self.lang);
        if others {
            line.push(' ');
            line.push_str(&msg!("indonesia-next-research-others").render(self.lang));
        }
        line
    }

    fn operate(&self, seat: Seat) -> String {
        let companies = self.named(seat, |a| match a {
            Action::Operate { company } => Some(self.company(*company)),
            _ => None,
        });
        msg!(
            "indonesia-next-operate",
            who = &self.names[seat],
            companies = list_or_none(companies, self.lang)
        )
        .render(self.lang)
    }

    fn place_ships(&self, seat: Seat, company: CompanyId, left: u32) -> String {
        let seas = self.named(seat, |a| match a {
            Action::PlaceShip { sea } => Some(sea_name(self.map, *sea)),
            _ => None,
        });
        msg!(
            "indonesia-next-ships",
            who = &self.names[seat],
            company = self.company(company),
            left = left,
            seas = list_or_none(seas, self.lang)
        )
        .render(self.lang)
    }

    fn ship(&self, seat: Seat, plan: &PlanView) -> String {
        let shipping: Vec<String> = self
            .view
            .companies
            .iter()
            .filter(|c| c.kind == CompanyKind::Shipping && !plan.prefer.contains(&c.id))
            .map(company_text)
            .collect();
        let last = plan.others.len() + 1;
        let mut line = msg!(
            "indonesia-next-ship",
            who = &self.names[seat],
            last = last,
            shipping = list_or_none(shipping, self.lang)
        )
        .render(self.lang);
        if !plan.prefer.is_empty() {
            let p: Vec<String> = plan.prefer.iter().map(|&id| self.company(id)).collect();
            let preferred = msg!("indonesia-next-preferred", companies = p.join(", "));
            line.push(' ');
            line.push_str(&preferred.render(self.lang));
        }
        line
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
            msg!("indonesia-next-expand-paid", price = price, left = left)
        } else {
            msg!("indonesia-next-expand-free", left = left)
        };
        msg!(
            "indonesia-next-expand",
            who = &self.names[seat],
            company = self.company(company),
            how = how,
            areas = list_or_none(areas, self.lang)
        )
        .render(self.lang)
    }
}

/// Whose turn it is, in a few words, for `/game board` and the picture, in `lang`.
pub fn short_prompt(names: &[&str], view: &PublicView, lang: Lang) -> String {
    let who = |s: &Seat| names.get(*s).copied().unwrap_or("?");
    let said = match &view.prompt {
        Prompt::PlaceCity { seat, .. } => msg!("indonesia-short-city", who = who(seat)),
        Prompt::Bid { seat } => msg!("indonesia-short-bid", who = who(seat)),
        Prompt::SealedBids { seats } => {
            let waiting: Vec<&str> = seats.iter().map(&who).collect();
            msg!("indonesia-short-sealed", waiting = waiting.join(", "))
        }
        Prompt::Propose { seat } => msg!("indonesia-short-propose", who = who(seat)),
        Prompt::Raise { seat, high, .. } => {
            msg!("indonesia-short-raise", who = who(seat), high = *high)
        }
        Prompt::Remove { seat, .. } => msg!("indonesia-short-remove", who = who(seat)),
        Prompt::Acquire { seat } => msg!("indonesia-short-acquire", who = who(seat)),
        Prompt::Research { seat } => msg!("indonesia-short-research", who = who(seat)),
        Prompt::Operate { seat } => msg!("indonesia-short-operate", who = who(seat)),
        Prompt::PlaceShips { seat, company, .. } => {
            msg!("indonesia-short-ships", who = who(seat), company = *company)
        }
        Prompt::Ship { seat, plan } => msg!(
            "indonesia-short-ship",
            who = who(seat),
            good = good_name(plan.good),
            company = plan.company
        ),
        Prompt::Expand { seat, company, .. } => {
            msg!(
                "indonesia-short-expand",
                who = who(seat),
                company = *company
            )
        }
        Prompt::Grow { seat, .. } => msg!("indonesia-short-grow", who = who(seat)),
        Prompt::Over { winners } => {
            let w: Vec<&str> = winners.iter().map(who).collect();
            msg!("indonesia-short-over", winners = w.join(", "))
        }
    };
    said.render(lang)
}

/// The longest list of areas, seas or deeds a channel line names in full.
const LISTED: usize = 14;

/// `items` joined, at most [`LISTED`] of them and how many more.
fn few(items: Vec<String>, lang: Lang) -> String {
    if items.len() <= LISTED {
        return list_or_none(items, lang);
    }
    msg!(
        "indonesia-few",
        listed = items[..LISTED].join(", "),
        more = items.len() - LISTED
    )
    .render(lang)
}

/// What the game waits for, in short sentences for the channel: who is awaited and what they
/// may choose. The buttons and menus carry the actions, so no command's syntax is given except
/// where no button offers the move. Built from the public view and [`Game::public_choices`]
/// only: it never depends on a secret.
pub fn channel_next(record: &GameRecord, game: &Game, view: &PublicView, lang: Lang) -> String {
    let ask = Asking {
        names: mentions(record),
        game,
        map: game.map(),
        view,
        lang,
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
            msg!(
                "indonesia-channel-city",
                who = who(seat),
                card = card.join(", "),
                areas = few(areas, lang)
            )
            .render(lang)
        }
        Prompt::Bid { seat } => msg!(
            "indonesia-channel-bid",
            who = who(seat),
            multiplier = view.players[*seat].values[0],
            closed = if closed { "yes" } else { "no" }
        )
        .render(lang),
        Prompt::SealedBids { seats } => {
            let waiting: Vec<&str> = seats.iter().map(who).collect();
            msg!("indonesia-channel-sealed", waiting = waiting.join(", ")).render(lang)
        }
        Prompt::Propose { seat } => {
            let mergers = ask.named(*seat, |a| match a {
                Action::Propose { first, second, bid } => Some(
                    msg!(
                        "indonesia-channel-merger",
                        first = *first,
                        second = *second,
                        bid = *bid
                    )
                    .render(lang),
                ),
                _ => None,
            });
            msg!(
                "indonesia-channel-propose",
                who = who(seat),
                mergers = few(mergers, lang)
            )
            .render(lang)
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
            msg!(
                "indonesia-channel-raise",
                leader = who(leader),
                high = *high,
                first = *first,
                second = *second,
                who = who(seat),
                lowest = lowest,
                units = (*units).max(1)
            )
            .render(lang)
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
            msg!(
                "indonesia-channel-remove",
                who = who(seat),
                left = *left,
                company = *company,
                areas = few(areas, lang)
            )
            .render(lang)
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
            msg!(
                "indonesia-channel-acquire",
                who = who(seat),
                deeds = few(deeds, lang)
            )
            .render(lang)
        }
        Prompt::Research { seat } => {
            msg!("indonesia-channel-research", who = who(seat)).render(lang)
        }
        Prompt::Operate { .. }
        | Prompt::PlaceShips { .. }
        | Prompt::Ship { .. }
        | Prompt::Expand { .. }
        | Prompt::Grow { .. } => operations_next(&ask, view),
        Prompt::Over { winners } => {
            let w: Vec<&str> = winners.iter().map(who).collect();
            msg!("indonesia-next-over", winners = w.join(", ")).render(lang)
        }
    }
}

/// [`channel_next`] for the operations phase: operating, placing ships, shipping, expanding and
/// growing cities.
fn operations_next(ask: &Asking, view: &PublicView) -> String {
    let who = |seat: &Seat| ask.names[*seat].as_str();
    let lang = ask.lang;
    match &view.prompt {
        Prompt::Operate { seat } => {
            let companies = ask.named(*seat, |a| match a {
                Action::Operate { company } => Some(format!("#{company}")),
                _ => None,
            });
            msg!(
                "indonesia-channel-operate",
                who = who(seat),
                companies = list_or_none(companies, lang)
            )
            .render(lang)
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
            msg!(
                "indonesia-channel-ships",
                who = who(seat),
                company = *company,
                left = *left,
                seas = few(seas, lang)
            )
            .render(lang)
        }
        Prompt::Ship { seat, plan } => {
            let shipping: Vec<String> = view
                .companies
                .iter()
                .filter(|c| c.kind == CompanyKind::Shipping && !plan.prefer.contains(&c.id))
                .map(|c| format!("#{} ({})", c.id, who(&c.owner)))
                .collect();
            let mut line = msg!(
                "indonesia-channel-ship",
                who = who(seat),
                shipping = list_or_none(shipping, lang)
            )
            .render(lang);
            if !plan.prefer.is_empty() {
                let p: Vec<String> = plan.prefer.iter().map(|id| format!("#{id}")).collect();
                let preferred = msg!("indonesia-channel-preferred", companies = p.join(", "));
                line.push('\n');
                line.push_str(&preferred.render(lang));
            }
            line
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
                msg!(
                    "indonesia-channel-expand-paid",
                    left = *left,
                    price = *price
                )
            } else {
                msg!("indonesia-channel-expand-free", left = *left)
            };
            msg!(
                "indonesia-channel-expand",
                who = who(seat),
                company = *company,
                how = how,
                areas = few(areas, lang)
            )
            .render(lang)
        }
        Prompt::Grow {
            seat,
            size,
            left,
            among,
        } => {
            let areas: Vec<String> = among.iter().map(|&a| area_name(ask.map, a)).collect();
            msg!(
                "indonesia-channel-grow",
                who = who(seat),
                left = *left,
                size = *size,
                cities = few(areas, lang)
            )
            .render(lang)
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
