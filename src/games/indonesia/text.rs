//! Events as sentences for a chat channel. Public events only ever describe what the whole
//! table may know: never a closed-money player's cash. Private ones speak to "you".

use super::map::{AreaId, DeedId, DeedKind, Map, ProvinceId, SeaId};
use super::{
    CompanyKind, CompanyLabel, Delivery, Event, EventKind, NoCity, OtherPlan, PhaseName, Place,
    PlanView, Stopped, good_name,
};
use crate::games::Seat;

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

fn rupiah(n: impl std::fmt::Display) -> String {
    format!("{n} rupiah")
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

fn cubes(n: u32) -> String {
    format!("{n} cargo cube{}", if n == 1 { "" } else { "s" })
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
fn shipped_text(map: &Map, seat: Seat, plan: &PlanView, name: &dyn Fn(Seat) -> String) -> String {
    let good = good_name(plan.good);
    if plan.deliveries.is_empty() {
        return format!("{} ships no {good} with #{}.", name(seat), plan.company);
    }
    let mut lines = vec![format!(
        "{} ships {} {good} with #{} for {} ({}):",
        name(seat),
        plan.deliveries.len(),
        plan.company,
        rupiah(plan.income),
        cubes(plan.cubes)
    )];
    lines.extend(deliveries_text(map, &plan.deliveries, name));
    if let Some(paid) = earnings_text(&plan.earnings, name) {
        lines.push(format!("Ship owners earn: {paid}."));
    }
    lines.join("\n")
}

/// The plan in short lines: how many goods, the sales, where they go on whose ships, who is
/// paid, then the other plans the operator may pick, a line each.
pub(crate) fn plan_text(map: &Map, plan: &PlanView, name: &dyn Fn(Seat) -> String) -> String {
    let good = good_name(plan.good);
    if plan.deliveries.is_empty() {
        return format!("No {good} can be shipped ({} produced).", plan.goods);
    }
    let mut lines = vec![format!(
        "{}{} of {} {good} shipped for {}, {}:",
        if plan.others.is_empty() {
            ""
        } else {
            "Plan 1: "
        },
        plan.deliveries.len(),
        plan.goods,
        rupiah(plan.income),
        cubes(plan.cubes),
    )];
    lines.extend(deliveries_text(map, &plan.deliveries, name));
    if let Some(paid) = earnings_text(&plan.earnings, name) {
        lines.push(format!("Ship owners earn: {paid}."));
    }
    for (i, o) in plan.others.iter().enumerate() {
        lines.push(format!("Plan {}: {}", i + 2, other_plan_text(map, o, name)));
    }
    lines.join("\n")
}

/// Another plan in one line: its cubes, who earns what, where the goods go.
fn other_plan_text(map: &Map, o: &OtherPlan, name: &dyn Fn(Seat) -> String) -> String {
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
    format!(
        "{}, {}; {}.",
        cubes(o.cubes),
        earnings_text(&o.earnings, name).map_or("no ship owner earns".to_string(), |p| format!(
            "earning {p}"
        )),
        to.join(", ")
    )
}

impl Event {
    /// One English sentence (or a few lines) for this event, naming seats with `name`.
    pub fn text(&self, map: &Map, name: &dyn Fn(Seat) -> String) -> String {
        let say = Say { map, name };
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

/// Writes events as sentences: the map, and how players are named.
struct Say<'a> {
    map: &'a Map,
    name: &'a dyn Fn(Seat) -> String,
}

impl Say<'_> {
    /// The deal, the turn order, the phases, a new era and its city cards, the bids.
    fn year(&self, kind: &EventKind) -> String {
        let map = self.map;
        let name = self.name;
        match kind {
            EventKind::Dealt { cards, .. } => {
                let eras: Vec<String> = ["A", "B", "C"]
                    .iter()
                    .zip(cards.iter())
                    .map(|(e, list)| {
                        let c: Vec<String> = list.iter().map(|c| provinces(map, c)).collect();
                        format!("era {e}: {}", c.join(" / "))
                    })
                    .collect();
                format!("Your city cards: {}.", eras.join("; "))
            }
            EventKind::TurnOrder { order } => format!(
                "Turn order: {}.",
                order
                    .iter()
                    .map(|&s| name(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            EventKind::PhaseStarted { year, phase } => match phase {
                PhaseName::NewEra => format!("Year {year}: New Era."),
                p => format!("Year {year}: {}.", p.title()),
            },
            EventKind::NewEra {
                era,
                deeds,
                discarded,
            } => {
                let mut s = format!("Era {era} begins. Deeds on the map:");
                for line in deeds_by_kind(map, deeds) {
                    s.push('\n');
                    s.push_str(&line);
                }
                if !discarded.is_empty() {
                    let gone: Vec<String> = discarded.iter().map(|&d| deed_name(map, d)).collect();
                    s.push_str(&format!("\nDiscarded: {}.", gone.join(", ")));
                }
                s
            }
            EventKind::CityCards { era, cards } => {
                let list: Vec<String> = cards
                    .iter()
                    .map(|(s, c)| format!("{}: {}", name(*s), provinces(map, c)))
                    .collect();
                format!("City cards for era {era}:\n{}", list.join("\n"))
            }
            EventKind::CityPlaced { seat, area: a } => {
                format!("{} places a size 1 city in {}.", name(*seat), area(map, *a))
            }
            EventKind::NoCityPlaced {
                seat,
                provinces: p,
                why,
            } => match why {
                NoCity::Supply => format!(
                    "{} places no city: all size 1 cities are on the map.",
                    name(*seat)
                ),
                NoCity::NoRoom => format!(
                    "{} places no city: {} have no empty coastal area in a province without a city.",
                    name(*seat),
                    provinces(map, p)
                ),
            },
            EventKind::DeedDiscarded { deed } => format!(
                "{} is discarded: it has no valid starting area left.",
                deed_name(map, *deed)
            ),
            EventKind::Bid {
                seat,
                amount,
                value,
            } => format!(
                "{} bids {} for turn order (bid value {value}).",
                name(*seat),
                rupiah(amount)
            ),
            EventKind::BidSealed { seat } => {
                format!("{} has sealed a turn order bid.", name(*seat))
            }
            EventKind::OwnSealedBid { amount, value } => format!(
                "Your sealed turn order bid: {} (bid value {value}). It is final, and revealed with the others when every player has sealed.",
                rupiah(amount)
            ),
            EventKind::BidsRevealed => {
                "Every turn order bid is sealed; the bids, in turn order:".to_string()
            }
            // The kinds of the other sections.
            _ => String::new(),
        }
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
            lines.push(format!("A standing order of yours ended: {why}."));
        }
        lines.push(match proposals {
            true => "Merger proposals: you pass every year (asked again when you could \
                     propose a new merger)."
                .to_string(),
            false => "Merger proposals: you are asked.".to_string(),
        });
        lines.push(match deeds {
            true => "Acquisitions: you pass every year (asked again when a new deed is \
                     on the map or you have more free slots)."
                .to_string(),
            false => "Acquisitions: you are asked.".to_string(),
        });
        lines.push(match bid {
            Some(most) if *lead => format!(
                "Turn order: each year you bid the least that puts you first, at most {most} \
                 (asked again when a new deed or free slot comes)."
            ),
            Some(amount) => format!(
                "Turn order: you bid {amount} each year (asked again when you lack the \
                 cash, or a new deed or free slot comes)."
            ),
            None => "Turn order: you are asked.".to_string(),
        });
        lines.push(match research {
            Some((track, owner)) if owner == seat => {
                format!(
                    "Research: your {} track each year.",
                    super::track_name(*track)
                )
            }
            Some((track, owner)) => format!(
                "Research: {}'s {} track each year.",
                name(*owner),
                super::track_name(*track)
            ),
            None => "Research: you are asked.".to_string(),
        });
        lines.join("\n")
    }

    /// Mergers and siap saji creation, acquisitions and research.
    fn mergers(&self, kind: &EventKind) -> String {
        let map = self.map;
        let name = self.name;
        let company = |l: &CompanyLabel| short_company(map, l);
        match kind {
            EventKind::Proposed {
                seat,
                first,
                second,
                bid,
                siap_saji,
            } => format!(
                "{} proposes merging {} with {}{} and bids {}.",
                name(*seat),
                company(first),
                company(second),
                if *siap_saji { " into siap saji" } else { "" },
                rupiah(bid)
            ),
            EventKind::NoProposal { seat } => format!("{} proposes no merger.", name(*seat)),
            EventKind::Raised { seat, amount, .. } => {
                format!("{} bids {}.", name(*seat), rupiah(amount))
            }
            EventKind::MaximumSet { up_to: Some(up_to) } => format!(
                "Your maximum in this auction is {}: whenever it comes back to you, the table \
                 raises for you to the smallest legal bid up to it, else passes for you. Only \
                 you know it; change it with `/indonesia raise up_to:<rupiah>`, clear it with \
                 `up_to:none`.",
                rupiah(up_to)
            ),
            EventKind::MaximumSet { up_to: None } => {
                "Your maximum is cleared: the auction waits for you again when your turn comes."
                    .to_string()
            }
            EventKind::PassingRest => "You pass on mergers for the rest of this year: the table \
                 passes for you whenever you are asked, until the Mergers phase ends."
                .to_string(),
            EventKind::Orders { .. } => self.orders(kind),
            EventKind::StepsStopped { done, asked, why } => format!(
                "Step {} of {asked} was refused, so the command stopped there{}: {why}",
                done + 1,
                match done {
                    0 => String::new(),
                    1 => " (the first step stands)".to_string(),
                    n => format!(" (the first {n} steps stand)"),
                }
            ),
            EventKind::LeftAuction { seat } => format!("{} passes.", name(*seat)),
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
                            format!("{} keeps {p} for their own company", name(*s))
                        } else {
                            format!("{} pays {} {p}", name(*seat), name(*s))
                        }
                    })
                    .collect();
                format!(
                    "{} wins the merger for {} and takes {}; {}.",
                    name(*seat),
                    rupiah(price),
                    company(c),
                    paid.join(", ")
                )
            }
            EventKind::Removed {
                company: c,
                area: a,
            } => {
                format!(
                    "Siap saji creation: {} gives up {}.",
                    company(c),
                    area(map, *a)
                )
            }
            EventKind::SiapSaji { company: c } => format!(
                "The remaining rice and spice of {} become siap saji.",
                company(c)
            ),
            EventKind::MergersOver => "No more mergers this year.".to_string(),
            EventKind::Acquired {
                seat,
                company: c,
                at,
            } => {
                let place = match at {
                    Place::Area(a) => area(map, *a),
                    Place::Sea(s) => sea(map, *s),
                };
                format!(
                    "{} acquires {} and starts it in {place}.",
                    name(*seat),
                    company(c)
                )
            }
            EventKind::NoAcquisition { seat } => {
                format!("{} makes no further acquisitions this year.", name(*seat))
            }
            EventKind::Researched {
                seat,
                track,
                owner,
                step,
            } => {
                if seat == owner {
                    format!(
                        "{} advances {} research to step {step}.",
                        name(*seat),
                        super::track_name(*track)
                    )
                } else {
                    format!(
                        "{} advances {}'s {} research to step {step}.",
                        name(*seat),
                        name(*owner),
                        super::track_name(*track)
                    )
                }
            }
            EventKind::NoResearch { seat } => {
                format!("{} has no research step left to take.", name(*seat))
            }
            // The kinds of the other sections.
            _ => String::new(),
        }
    }

    /// Operations, city growth and the end of the game.
    fn operations(&self, kind: &EventKind) -> String {
        let map = self.map;
        let name = self.name;
        let company = |l: &CompanyLabel| short_company(map, l);
        match kind {
            EventKind::Operating { seat, company: c } => {
                format!("{} operates {}.", name(*seat), company(c))
            }
            EventKind::ShipPlaced { company: c, sea: s } => {
                format!("{} places a ship in {}.", company(c), sea(map, *s))
            }
            EventKind::PlanOffered { seat, plan } => format!(
                "Shipping plan for {} (#{}):\n{}",
                name(*seat),
                plan.company,
                plan_text(map, plan, name)
            ),
            EventKind::Shipped { seat, plan } => shipped_text(map, *seat, plan, name),
            EventKind::Expanded {
                company: c,
                area: a,
                paid,
            } => {
                if *paid == 0 {
                    format!("{} expands into {}.", company(c), area(map, *a))
                } else {
                    format!(
                        "{} expands into {} for {}.",
                        company(c),
                        area(map, *a),
                        rupiah(paid)
                    )
                }
            }
            EventKind::ExpansionOver { company: c, why } => match why {
                Stopped::Passed => format!("{} stops expanding.", company(c)),
                Stopped::NoRoom => format!("{} has no room left to expand.", company(c)),
                Stopped::Limit => format!("{} has expanded as far as it may.", company(c)),
            },
            EventKind::Settled {
                seat,
                to_cash,
                repaid,
                left,
            } => {
                let who = name(*seat);
                if *repaid == 0 && *left == 0 {
                    format!(
                        "{who}: operating revenue of {} goes to cash.",
                        rupiah(to_cash)
                    )
                } else if *left == 0 {
                    format!("{who}: IOUs of {} repaid from cash.", rupiah(repaid))
                } else {
                    format!(
                        "{who}: IOUs of {} repaid from cash; {} stay as IOUs against next year's revenue.",
                        rupiah(repaid),
                        rupiah(left)
                    )
                }
            }
            EventKind::RevenueSettled => {
                "Operating revenue goes to each player's cash (IOUs are repaid from cash)."
                    .to_string()
            }
            EventKind::Grew { area: a, size } => {
                format!("The city in {} grows to size {size}.", area(map, *a))
            }
            EventKind::NoGrowth { area: a, size } => format!(
                "The city in {} would grow, but no size {size} city is left in the supply.",
                area(map, *a)
            ),
            EventKind::GoodsCleared => "The goods delivered to cities are removed.".to_string(),
            EventKind::GameOver { scores, winners } => {
                let parts: Vec<String> = scores
                    .iter()
                    .map(|s| {
                        format!(
                            "{} {} (cash {}, stash {}, revenue {} ×2)",
                            name(s.seat),
                            s.total,
                            s.cash,
                            s.stash,
                            s.revenue
                        )
                    })
                    .collect();
                let w: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                format!("Game over. Winner: {}.\n{}", w.join(", "), parts.join("\n"))
            }

            // The kinds of the other sections.
            _ => String::new(),
        }
    }
}
