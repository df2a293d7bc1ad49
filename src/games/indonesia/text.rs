//! Events as sentences for a chat channel, in the reader's language (assets/locales/<lang>/
//! indonesia.ftl). Public events only ever describe what the whole table may know: never a
//! closed-money player's cash. Private ones speak to "you". Names players type (areas, seas,
//! deeds, goods, companies' numbers) stay as they are typed in every language.

use super::map::{AreaId, DeedId, DeedKind, Map, ProvinceId, SeaId};
use super::{
    CompanyKind, CompanyLabel, Delivery, Ended, Event, EventKind, NoCity, OtherPlan, PhaseName,
    Place, PlanView, Stopped, Track, good_name,
};
use crate::games::Seat;
use crate::lang::{Arg, Lang, Msg};
use crate::msg;

/// "A rice Bali".
pub(crate) fn deed_name(map: &Map, deed: DeedId) -> String {
    let Some(d) = map.deeds.get(usize::from(deed)) else {
        return format!("deed {deed}");
    };
    let kind = match d.kind {
        DeedKind::Shipping => "shipping",
        DeedKind::Production(g) => good_name(g),
    };
    let province = map
        .provinces
        .get(usize::from(d.province))
        .map_or("?", |p| p.short.as_str());
    format!("{} {kind} {province}", d.era)
}

/// "#3 A rice Bali", or for a merged company "#7 rice (A rice Bali + B rice Aceh)": the number
/// players type to name it, then its deeds.
pub(crate) fn company_name(map: &Map, label: &CompanyLabel) -> String {
    let deeds: Vec<String> = label.deeds.iter().map(|&d| deed_name(map, d)).collect();
    if deeds.len() == 1 && label.kind != CompanyKind::Production(super::Good::SiapSaji) {
        format!("#{} {}", label.id, deeds[0])
    } else {
        format!(
            "#{} {} ({})",
            label.id,
            label.kind.name(),
            deeds.join(" + ")
        )
    }
}

fn area(map: &Map, a: AreaId) -> String {
    map.areas
        .get(usize::from(a))
        .map_or(format!("area {a}"), |x| x.short.clone())
}

fn sea(map: &Map, s: SeaId) -> String {
    map.seas
        .get(usize::from(s))
        .map_or(format!("sea {s}"), |x| x.short.clone())
}

fn provinces(map: &Map, card: &[ProvinceId; 3]) -> String {
    card.iter()
        .map(|&p| {
            map.provinces
                .get(usize::from(p))
                .map_or("?".to_string(), |x| x.name.clone())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// "120 rupiah", as an argument of a message.
pub(crate) fn rupiah(n: impl Into<i64>) -> Arg {
    msg!("indonesia-rupiah", amount = n.into()).into()
}

/// A research track's name in prose ("turn order bid", "tawaran urutan giliran"), as an
/// argument told in the reader's words.
pub fn track_said(track: Track) -> Arg {
    let key = match track {
        Track::BidMultiplier => "bid",
        Track::Slots => "slots",
        Track::Mergers => "mergers",
        Track::Expansion => "expansion",
        Track::Hull => "hull",
    };
    msg!("indonesia-track", track = key).into()
}

/// A phase's title ("Mergers", "Merger") as an argument; `key` is the catalogue's selector
/// (`new-era`, `bid`, ..., `over`).
pub fn phase_said(key: &str) -> Arg {
    msg!("indonesia-phase", phase = key).into()
}

impl PhaseName {
    /// The phase's selector in `indonesia-phase`.
    pub fn key(self) -> &'static str {
        match self {
            PhaseName::NewEra => "new-era",
            PhaseName::Bid => "bid",
            PhaseName::Mergers => "mergers",
            PhaseName::Acquisitions => "acquisitions",
            PhaseName::Research => "research",
            PhaseName::Operations => "operations",
            PhaseName::Growth => "growth",
        }
    }
}

/// A company as events name it: "#3 A rice Bali", or for a merged company its number and kind,
/// "#7 rice" (its deeds are in `/game status`).
pub(crate) fn short_company(map: &Map, label: &CompanyLabel) -> String {
    match label.deeds.as_slice() {
        [deed] if label.kind != CompanyKind::Production(super::Good::SiapSaji) => {
            format!("#{} {}", label.id, deed_name(map, *deed))
        }
        _ => format!("#{} {}", label.id, label.kind.name()),
    }
}

/// Goods counted per city they were delivered to.
type Counted = Vec<(AreaId, u32)>;

/// Deliveries counted by city, one line per shipping company in the order they first ship:
/// "3 × Jateng1, 2 × Jatim3 via #18 (@bob)". The region a good comes from is the operating
/// company's, so it is not named.
fn deliveries_text(
    map: &Map,
    deliveries: &[Delivery],
    name: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    let mut fleets: Vec<(u32, Seat, Counted)> = Vec::new();
    for d in deliveries {
        let at = match fleets.iter().position(|(c, _, _)| *c == d.company) {
            Some(at) => at,
            None => {
                fleets.push((d.company, d.owner, Vec::new()));
                fleets.len() - 1
            }
        };
        let cities = &mut fleets[at].2;
        match cities.iter_mut().find(|(c, _)| *c == d.city) {
            Some((_, n)) => *n += 1,
            None => cities.push((d.city, 1)),
        }
    }
    fleets
        .iter()
        .map(|(company, owner, cities)| {
            let to: Vec<String> = cities
                .iter()
                .map(|(c, n)| format!("{n} × {}", area(map, *c)))
                .collect();
            format!("{} via #{company} ({})", to.join(", "), name(*owner))
        })
        .collect()
}

/// "@bob 100, @dewi 60": what each seat's ships earn, those earning nothing left out.
fn earnings_text(earnings: &[u32], name: &dyn Fn(Seat) -> String) -> Option<String> {
    let paid: Vec<String> = earnings
        .iter()
        .enumerate()
        .filter(|(_, e)| **e > 0)
        .map(|(s, e)| format!("{} {e}", name(s)))
        .collect();
    (!paid.is_empty()).then(|| paid.join(", "))
}

/// Names joined by commas, or "none" in the reader's words: an argument of a refusal.
pub(crate) fn list_said(items: Vec<String>) -> Arg {
    match items.is_empty() {
        true => msg!("indonesia-none").into(),
        false => items.join(", ").into(),
    }
}

fn cubes(n: u32) -> Arg {
    msg!("indonesia-cubes", count = n).into()
}

/// Unclaimed deeds, a line per kind: "rice: Aceh, Bali (era B)".
fn deeds_by_kind(map: &Map, deeds: &[DeedId]) -> Vec<String> {
    let mut kinds: Vec<(String, Vec<String>)> = Vec::new();
    for &d in deeds {
        let Some(deed) = map.deeds.get(usize::from(d)) else {
            continue;
        };
        let kind = match deed.kind {
            DeedKind::Shipping => "shipping",
            DeedKind::Production(g) => good_name(g),
        };
        let province = map
            .provinces
            .get(usize::from(deed.province))
            .map_or("?".to_string(), |p| format!("{} {}", deed.era, p.short));
        match kinds.iter_mut().find(|(k, _)| k == kind) {
            Some((_, list)) => list.push(province),
            None => kinds.push((kind.to_string(), vec![province])),
        }
    }
    kinds
        .into_iter()
        .map(|(kind, list)| format!("{kind}: {}", list.join(", ")))
        .collect()
}

/// What was shipped, in short lines: "@carol ships 9 siap saji with #12 for 315 rupiah (32
/// cargo cubes):", where they went on whose ships, who earned what.
fn shipped_text(
    map: &Map,
    seat: Seat,
    plan: &PlanView,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> String {
    let good = good_name(plan.good);
    if plan.deliveries.is_empty() {
        return msg!(
            "indonesia-shipped-none",
            who = name(seat),
            good = good,
            company = plan.company
        )
        .render(lang);
    }
    let mut lines = vec![
        msg!(
            "indonesia-shipped",
            who = name(seat),
            count = plan.deliveries.len(),
            good = good,
            company = plan.company,
            income = rupiah(plan.income),
            cubes = cubes(plan.cubes)
        )
        .render(lang),
    ];
    lines.extend(deliveries_text(map, &plan.deliveries, name));
    if let Some(paid) = earnings_text(&plan.earnings, name) {
        lines.push(msg!("indonesia-owners-earn", paid = paid).render(lang));
    }
    lines.join("\n")
}

/// The plan in short lines: how many goods, the sales, where they go on whose ships, who is
/// paid, then the other plans the operator may pick, a line each.
pub(crate) fn plan_text(
    map: &Map,
    plan: &PlanView,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> String {
    let good = good_name(plan.good);
    if plan.deliveries.is_empty() {
        return msg!("indonesia-plan-none", good = good, goods = plan.goods).render(lang);
    }
    let first = msg!(
        "indonesia-plan",
        count = plan.deliveries.len(),
        goods = plan.goods,
        good = good,
        income = rupiah(plan.income),
        cubes = cubes(plan.cubes)
    );
    let first = match plan.others.is_empty() {
        true => first.render(lang),
        false => msg!("indonesia-plan-numbered", number = 1, plan = first).render(lang),
    };
    let mut lines = vec![first];
    lines.extend(deliveries_text(map, &plan.deliveries, name));
    if let Some(paid) = earnings_text(&plan.earnings, name) {
        lines.push(msg!("indonesia-owners-earn", paid = paid).render(lang));
    }
    for (i, o) in plan.others.iter().enumerate() {
        let other = other_plan_text(map, o, name);
        lines.push(msg!("indonesia-plan-numbered", number = i + 2, plan = other).render(lang));
    }
    lines.join("\n")
}

/// Another plan in one line: its cubes, who earns what, where the goods go.
fn other_plan_text(map: &Map, o: &OtherPlan, name: &dyn Fn(Seat) -> String) -> Msg {
    let mut cities: Vec<(AreaId, u32)> = Vec::new();
    for d in &o.deliveries {
        match cities.iter_mut().find(|(c, _)| *c == d.city) {
            Some((_, n)) => *n += 1,
            None => cities.push((d.city, 1)),
        }
    }
    let to: Vec<String> = cities
        .iter()
        .map(|(c, n)| format!("{n} × {}", area(map, *c)))
        .collect();
    let earning = match earnings_text(&o.earnings, name) {
        Some(paid) => msg!("indonesia-other-plan-earning", paid = paid),
        None => msg!("indonesia-other-plan-no-earning"),
    };
    msg!(
        "indonesia-other-plan",
        cubes = cubes(o.cubes),
        earning = earning,
        to = to.join(", ")
    )
}

impl Ended {
    /// Why a standing order ended, as an argument told in the reader's words.
    fn said(&self) -> Arg {
        match self {
            Ended::BidCash => msg!("indonesia-ended-bid"),
            Ended::Proposals => msg!("indonesia-ended-proposals"),
            Ended::MoreSlots => msg!("indonesia-ended-more-slots"),
            Ended::NewDeed => msg!("indonesia-ended-new-deed"),
            Ended::LastSlot => msg!("indonesia-ended-last-slot"),
            Ended::TrackDone(track) => {
                msg!("indonesia-ended-track-done", track = track_said(*track))
            }
        }
        .into()
    }
}

impl Event {
    /// One sentence (or a few lines) for this event in `lang`, naming seats with `name`.
    pub fn text(&self, map: &Map, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let say = Say { map, name, lang };
        match &self.kind {
            kind @ (EventKind::Dealt { .. }
            | EventKind::TurnOrder { .. }
            | EventKind::PhaseStarted { .. }
            | EventKind::NewEra { .. }
            | EventKind::CityCards { .. }
            | EventKind::CityPlaced { .. }
            | EventKind::NoCityPlaced { .. }
            | EventKind::DeedDiscarded { .. }
            | EventKind::Bid { .. }
            | EventKind::BidSealed { .. }
            | EventKind::OwnSealedBid { .. }
            | EventKind::BidsRevealed) => say.year(kind),
            kind @ (EventKind::Proposed { .. }
            | EventKind::NoProposal { .. }
            | EventKind::Raised { .. }
            | EventKind::MaximumSet { .. }
            | EventKind::PassingRest
            | EventKind::Orders { .. }
            | EventKind::StepsStopped { .. }
            | EventKind::LeftAuction { .. }
            | EventKind::Merged { .. }
            | EventKind::Removed { .. }
            | EventKind::SiapSaji { .. }
            | EventKind::MergersOver
            | EventKind::Acquired { .. }
            | EventKind::NoAcquisition { .. }
            | EventKind::Researched { .. }
            | EventKind::NoResearch { .. }) => say.mergers(kind),
            kind @ (EventKind::Operating { .. }
            | EventKind::ShipPlaced { .. }
            | EventKind::PlanOffered { .. }
            | EventKind::Shipped { .. }
            | EventKind::Expanded { .. }
            | EventKind::ExpansionOver { .. }
            | EventKind::Settled { .. }
            | EventKind::RevenueSettled
            | EventKind::Grew { .. }
            | EventKind::NoGrowth { .. }
            | EventKind::GoodsCleared
            | EventKind::GameOver { .. }) => say.operations(kind),
        }
    }
}

/// Writes events as sentences: the map, how players are named, and the language.
struct Say<'a> {
    map: &'a Map,
    name: &'a dyn Fn(Seat) -> String,
    lang: Lang,
}

impl Say<'_> {
    /// The deal, the turn order, the phases, a new era and its city cards, the bids.
    fn year(&self, kind: &EventKind) -> String {
        let map = self.map;
        let name = self.name;
        let lang = self.lang;
        let said = match kind {
            EventKind::Dealt { cards, .. } => {
                let eras: Vec<String> = ["A", "B", "C"]
                    .iter()
                    .zip(cards.iter())
                    .map(|(e, list)| {
                        let c: Vec<String> = list.iter().map(|c| provinces(map, c)).collect();
                        msg!("indonesia-era-cards", era = *e, cards = c.join(" / ")).render(lang)
                    })
                    .collect();
                msg!("indonesia-dealt", eras = eras.join("; "))
            }
            EventKind::TurnOrder { order } => {
                let order: Vec<String> = order.iter().map(|&s| name(s)).collect();
                msg!("indonesia-turn-order", order = order.join(", "))
            }
            EventKind::PhaseStarted { year, phase } => {
                msg!(
                    "indonesia-phase-started",
                    year = *year,
                    phase = phase_said(phase.key())
                )
            }
            EventKind::NewEra {
                era,
                deeds,
                discarded,
            } => {
                let mut s = msg!("indonesia-new-era", era = era.to_string()).render(lang);
                for line in deeds_by_kind(map, deeds) {
                    s.push('\n');
                    s.push_str(&line);
                }
                if !discarded.is_empty() {
                    let gone: Vec<String> = discarded.iter().map(|&d| deed_name(map, d)).collect();
                    s.push('\n');
                    s.push_str(&msg!("indonesia-discarded", deeds = gone.join(", ")).render(lang));
                }
                return s;
            }
            EventKind::CityCards { era, cards } => {
                let list: Vec<String> = cards
                    .iter()
                    .map(|(s, c)| format!("{}: {}", name(*s), provinces(map, c)))
                    .collect();
                let head = msg!("indonesia-city-cards", era = era.to_string()).render(lang);
                return format!("{head}\n{}", list.join("\n"));
            }
            EventKind::CityPlaced { seat, area: a } => {
                msg!(
                    "indonesia-city-placed",
                    who = name(*seat),
                    area = area(map, *a)
                )
            }
            EventKind::NoCityPlaced {
                seat,
                provinces: p,
                why,
            } => match why {
                NoCity::Supply => msg!("indonesia-no-city-supply", who = name(*seat)),
                NoCity::NoRoom => msg!(
                    "indonesia-no-city-room",
                    who = name(*seat),
                    provinces = provinces(map, p)
                ),
            },
            EventKind::DeedDiscarded { deed } => {
                msg!("indonesia-deed-discarded", deed = deed_name(map, *deed))
            }
            EventKind::Bid {
                seat,
                amount,
                value,
            } => msg!(
                "indonesia-bid",
                who = name(*seat),
                amount = rupiah(*amount),
                value = *value
            ),
            EventKind::BidSealed { seat } => msg!("indonesia-bid-sealed", who = name(*seat)),
            EventKind::OwnSealedBid { amount, value } => msg!(
                "indonesia-own-sealed-bid",
                amount = rupiah(*amount),
                value = *value
            ),
            EventKind::BidsRevealed => msg!("indonesia-bids-revealed"),
            // The kinds of the other sections.
            _ => return String::new(),
        };
        said.render(lang)
    }

    /// A seat's standing orders, told to it alone: each kind on a line.
    fn orders(&self, kind: &EventKind) -> String {
        let EventKind::Orders {
            seat,
            proposals,
            deeds,
            research,
            bid,
            lead,
            ended,
        } = kind
        else {
            return String::new();
        };
        let name = self.name;
        let mut lines = Vec::new();
        if let Some(why) = ended {
            lines.push(msg!("indonesia-orders-ended", why = why.said()));
        }
        lines.push(match proposals {
            true => msg!("indonesia-orders-proposals-pass"),
            false => msg!("indonesia-orders-proposals-asked"),
        });
        lines.push(match deeds {
            true => msg!("indonesia-orders-deeds-pass"),
            false => msg!("indonesia-orders-deeds-asked"),
        });
        lines.push(match bid {
            Some(most) if *lead => msg!("indonesia-orders-bid-lead", most = *most),
            Some(amount) => msg!("indonesia-orders-bid", amount = *amount),
            None => msg!("indonesia-orders-bid-asked"),
        });
        lines.push(match research {
            Some((track, owner)) if owner == seat => {
                msg!("indonesia-orders-research-own", track = track_said(*track))
            }
            Some((track, owner)) => msg!(
                "indonesia-orders-research",
                owner = name(*owner),
                track = track_said(*track)
            ),
            None => msg!("indonesia-orders-research-asked"),
        });
        let lines: Vec<String> = lines.iter().map(|m| m.render(self.lang)).collect();
        lines.join("\n")
    }

    /// Mergers and siap saji creation, acquisitions and research.
    fn mergers(&self, kind: &EventKind) -> String {
        let map = self.map;
        let name = self.name;
        let lang = self.lang;
        let company = |l: &CompanyLabel| short_company(map, l);
        let said = match kind {
            EventKind::Proposed {
                seat,
                first,
                second,
                bid,
                siap_saji,
            } => msg!(
                "indonesia-proposed",
                who = name(*seat),
                first = company(first),
                second = company(second),
                siap_saji = if *siap_saji { "yes" } else { "no" },
                bid = rupiah(*bid)
            ),
            EventKind::NoProposal { seat } => msg!("indonesia-no-proposal", who = name(*seat)),
            EventKind::Raised { seat, amount, .. } => {
                msg!(
                    "indonesia-raised",
                    who = name(*seat),
                    amount = rupiah(*amount)
                )
            }
            EventKind::MaximumSet { up_to: Some(up_to) } => {
                msg!("indonesia-maximum-set", up_to = rupiah(*up_to))
            }
            EventKind::MaximumSet { up_to: None } => msg!("indonesia-maximum-cleared"),
            EventKind::PassingRest => msg!("indonesia-passing-rest"),
            EventKind::Orders { .. } => return self.orders(kind),
            EventKind::StepsStopped { done, asked, why } => msg!(
                "indonesia-steps-stopped",
                step = done + 1,
                asked = *asked,
                done = *done,
                why = why.render(lang)
            ),
            EventKind::LeftAuction { seat } => msg!("indonesia-left-auction", who = name(*seat)),
            EventKind::Merged {
                seat,
                price,
                company: c,
                payments,
            } => {
                // One line per owner: a player who owned both companies is paid once.
                let mut by_seat: Vec<(Seat, u32)> = Vec::new();
                for &(s, p) in payments {
                    match by_seat.iter_mut().find(|(seat, _)| *seat == s) {
                        Some((_, total)) => *total += p,
                        None => by_seat.push((s, p)),
                    }
                }
                // The winner pays the previous owners; what would go to themselves stays theirs.
                let paid: Vec<String> = by_seat
                    .iter()
                    .map(|(s, p)| {
                        if s == seat {
                            msg!("indonesia-merged-keeps", who = name(*s), amount = *p)
                        } else {
                            msg!(
                                "indonesia-merged-pays",
                                who = name(*seat),
                                to = name(*s),
                                amount = *p
                            )
                        }
                        .render(lang)
                    })
                    .collect();
                msg!(
                    "indonesia-merged",
                    who = name(*seat),
                    price = rupiah(*price),
                    company = company(c),
                    paid = paid.join(", ")
                )
            }
            EventKind::Removed {
                company: c,
                area: a,
            } => msg!(
                "indonesia-removed",
                company = company(c),
                area = area(map, *a)
            ),
            EventKind::SiapSaji { company: c } => {
                msg!("indonesia-siap-saji", company = company(c))
            }
            EventKind::MergersOver => msg!("indonesia-mergers-over"),
            EventKind::Acquired {
                seat,
                company: c,
                at,
            } => {
                let place = match at {
                    Place::Area(a) => area(map, *a),
                    Place::Sea(s) => sea(map, *s),
                };
                msg!(
                    "indonesia-acquired",
                    who = name(*seat),
                    company = company(c),
                    place = place
                )
            }
            EventKind::NoAcquisition { seat } => {
                msg!("indonesia-no-acquisition", who = name(*seat))
            }
            EventKind::Researched {
                seat,
                track,
                owner,
                step,
            } => {
                if seat == owner {
                    msg!(
                        "indonesia-researched-own",
                        who = name(*seat),
                        track = track_said(*track),
                        step = *step
                    )
                } else {
                    msg!(
                        "indonesia-researched",
                        who = name(*seat),
                        owner = name(*owner),
                        track = track_said(*track),
                        step = *step
                    )
                }
            }
            EventKind::NoResearch { seat } => msg!("indonesia-no-research", who = name(*seat)),
            // The kinds of the other sections.
            _ => return String::new(),
        };
        said.render(lang)
    }

    /// Operations, city growth and the end of the game.
    fn operations(&self, kind: &EventKind) -> String {
        let map = self.map;
        let name = self.name;
        let lang = self.lang;
        let company = |l: &CompanyLabel| short_company(map, l);
        let said = match kind {
            EventKind::Operating { seat, company: c } => {
                msg!(
                    "indonesia-operating",
                    who = name(*seat),
                    company = company(c)
                )
            }
            EventKind::ShipPlaced { company: c, sea: s } => {
                msg!(
                    "indonesia-ship-placed",
                    company = company(c),
                    sea = sea(map, *s)
                )
            }
            EventKind::PlanOffered { seat, plan } => {
                let head = msg!(
                    "indonesia-plan-offered",
                    who = name(*seat),
                    company = plan.company
                )
                .render(lang);
                return format!("{head}\n{}", plan_text(map, plan, name, lang));
            }
            EventKind::Shipped { seat, plan } => return shipped_text(map, *seat, plan, name, lang),
            EventKind::Expanded {
                company: c,
                area: a,
                paid,
            } => {
                if *paid == 0 {
                    msg!(
                        "indonesia-expanded",
                        company = company(c),
                        area = area(map, *a)
                    )
                } else {
                    msg!(
                        "indonesia-expanded-paid",
                        company = company(c),
                        area = area(map, *a),
                        paid = rupiah(*paid)
                    )
                }
            }
            EventKind::ExpansionOver { company: c, why } => match why {
                Stopped::Passed => msg!("indonesia-expansion-passed", company = company(c)),
                Stopped::NoRoom => msg!("indonesia-expansion-no-room", company = company(c)),
                Stopped::Limit => msg!("indonesia-expansion-limit", company = company(c)),
            },
            EventKind::Settled {
                seat,
                to_cash,
                repaid,
                left,
            } => {
                let who = name(*seat);
                if *repaid == 0 && *left == 0 {
                    msg!("indonesia-settled", who = who, amount = rupiah(*to_cash))
                } else if *left == 0 {
                    msg!(
                        "indonesia-settled-repaid",
                        who = who,
                        repaid = rupiah(*repaid)
                    )
                } else {
                    msg!(
                        "indonesia-settled-left",
                        who = who,
                        repaid = rupiah(*repaid),
                        left = rupiah(*left)
                    )
                }
            }
            EventKind::RevenueSettled => msg!("indonesia-revenue-settled"),
            EventKind::Grew { area: a, size } => {
                msg!("indonesia-grew", area = area(map, *a), size = *size)
            }
            EventKind::NoGrowth { area: a, size } => {
                msg!("indonesia-no-growth", area = area(map, *a), size = *size)
            }
            EventKind::GoodsCleared => msg!("indonesia-goods-cleared"),
            EventKind::GameOver { scores, winners } => {
                let parts: Vec<String> = scores
                    .iter()
                    .map(|s| {
                        msg!(
                            "indonesia-final-score",
                            who = name(s.seat),
                            total = s.total,
                            cash = s.cash,
                            stash = s.stash,
                            revenue = s.revenue
                        )
                        .render(lang)
                    })
                    .collect();
                let w: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                let head = msg!("indonesia-game-over", winners = w.join(", ")).render(lang);
                return format!("{head}\n{}", parts.join("\n"));
            }

            // The kinds of the other sections.
            _ => return String::new(),
        };
        said.render(lang)
    }
}
