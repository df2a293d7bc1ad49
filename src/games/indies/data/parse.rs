//! Reading the data file: TOML into raw tables (with the span of every value), then validation
//! into [`Data`]. Every error names the line of the file it is about.

use super::{
    Area, AreaId, Band, Combat, Data, FactoryData, FortData, Interception, Movement, Outcome,
    Prices, Site, SiteId, Unit, UnitData, normalise,
};
use crate::games::{Components, SetupError, line_of};
use serde::Deserialize;
use std::collections::BTreeSet;
use toml::Spanned;

/// How errors name the data file.
const FILE: &str = "data.toml";

type S<T> = Spanned<T>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    start_year: S<u32>,
    start_treasury: S<i64>,
    nations: S<Vec<S<String>>>,
    commodities: S<Vec<S<String>>>,
    map: RawMap,
    area: Vec<RawArea>,
    unit: Vec<RawUnit>,
    movement: RawMovement,
    attrition: Vec<RawBand>,
    combat: RawCombat,
    prices: RawPrices,
    factory: RawFactory,
    fort: RawFort,
    interception: RawInterception,
    treasury: RawTreasury,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMap {
    europe: S<String>,
    csb: S<String>,
    adjacent: Vec<S<Vec<S<String>>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArea {
    name: S<String>,
    sites: S<Vec<S<String>>>,
    europe: S<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawUnit {
    name: S<String>,
    plural: S<String>,
    cost: S<u32>,
    cargo: S<u32>,
    strength: S<u32>,
    upkeep: S<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMovement {
    step_bounds: S<u32>,
    steps_per_round: S<u32>,
    csb_bounds: S<u32>,
    bound_price: S<u32>,
    combat_bounds: S<u32>,
    invasion_bounds: S<u32>,
    marker_cargo: S<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBand {
    from: S<u32>,
    lost_on: S<Vec<u8>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCombat {
    columns: Vec<S<String>>,
    results: Vec<S<Vec<S<String>>>>,
    leader_shift: S<u8>,
    leader_die: S<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPrices {
    ladder: S<Vec<u32>>,
    start: S<u32>,
    die: S<Vec<i32>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFactory {
    succeeds_on: S<u32>,
    always_fails: S<u32>,
    max_bribe: S<u32>,
    defence: S<u32>,
    upkeep: S<u32>,
    points: S<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFort {
    cost: S<u32>,
    defence: S<u32>,
    upkeep: S<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInterception {
    succeeds_on: S<u32>,
    leader_bonus: S<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTreasury {
    subsidy_per_pip: S<u32>,
}

/// Builds errors that name a line of `text`.
struct Lines<'a> {
    text: &'a str,
}

impl Lines<'_> {
    fn err<T, V>(&self, value: &S<V>, message: impl std::fmt::Display) -> Result<T, SetupError> {
        Err(SetupError::line(
            FILE,
            line_of(self.text, value.span().start),
            message.to_string(),
        ))
    }

    /// A number within `range`, or an error at its line.
    fn within(
        &self,
        value: &S<u32>,
        what: &str,
        range: std::ops::RangeInclusive<u32>,
    ) -> Result<u32, SetupError> {
        let v = *value.get_ref();
        if range.contains(&v) {
            Ok(v)
        } else {
            self.err(
                value,
                format!(
                    "{what} = {v} must be between {} and {}",
                    range.start(),
                    range.end()
                ),
            )
        }
    }

    /// Names with letters, none repeated.
    fn names(&self, list: &[S<String>], what: &str) -> Result<Vec<String>, SetupError> {
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        for n in list {
            let key = normalise(n.get_ref());
            if key.is_empty() {
                return self.err(
                    n,
                    format!("{what} `{}` needs a name with letters", n.get_ref()),
                );
            }
            if !seen.insert(key) {
                return self.err(n, format!("{what} `{}` is named twice", n.get_ref()));
            }
            out.push(n.get_ref().clone());
        }
        Ok(out)
    }
}

impl Components for Data {
    const SHIPPED: &'static str = include_str!("../../../../assets/indies/data.toml");

    /// Reads and validates a data file; an error names the line of what is wrong.
    fn parse(text: &str) -> Result<Data, SetupError> {
        let at = Lines { text };
        let raw: Raw = toml::from_str(text).map_err(|e| SetupError::toml(FILE, text, &e))?;

        at.within(&raw.start_year, "start_year", 1..=9999)?;
        if *raw.start_treasury.get_ref() < 0 {
            return at.err(&raw.start_treasury, "start_treasury cannot be negative");
        }
        let nations = at.names(raw.nations.get_ref(), "nation")?;
        if nations.len() < 5 {
            return at.err(
                &raw.nations,
                "nations must name at least 5 companies (up to 5 players)",
            );
        }
        let commodities = at.names(raw.commodities.get_ref(), "commodity")?;
        if commodities.len() != 6 {
            return at.err(
                &raw.commodities,
                "commodities must list exactly 6, one for each face of the draw die",
            );
        }

        let (areas, sites) = map(&at, &raw)?;
        let units = units(&at, &raw)?;
        let m = &raw.movement;
        let movement = Movement {
            step_bounds: at.within(&m.step_bounds, "step_bounds", 1..=99)?,
            steps_per_round: at.within(&m.steps_per_round, "steps_per_round", 1..=12)?,
            csb_bounds: at.within(&m.csb_bounds, "csb_bounds", 0..=99)?,
            bound_price: at.within(&m.bound_price, "bound_price", 0..=99)?,
            combat_bounds: at.within(&m.combat_bounds, "combat_bounds", 0..=99)?,
            invasion_bounds: at.within(&m.invasion_bounds, "invasion_bounds", 0..=99)?,
            marker_cargo: at.within(&m.marker_cargo, "marker_cargo", 1..=99)?,
        };
        for r in &raw.unit {
            let Some(u) = Unit::SHIPS
                .into_iter()
                .find(|u| u.key() == normalise(r.name.get_ref()))
            else {
                continue;
            };
            let cargo = units[u.index()].cargo;
            if cargo % movement.marker_cargo != 0 {
                return at.err(
                    &r.cargo,
                    format!(
                        "a {} carries {cargo} cargo points, not a whole number of markers ({} each)",
                        u.key(),
                        movement.marker_cargo
                    ),
                );
            }
        }
        let attrition = attrition(&at, &raw.attrition)?;
        let combat = combat(&at, &raw.combat)?;
        let prices = prices(&at, &raw.prices)?;
        let f = &raw.factory;
        let factory = FactoryData {
            succeeds_on: at.within(&f.succeeds_on, "succeeds_on", 1..=6)?,
            always_fails: at.within(&f.always_fails, "always_fails", 0..=5)?,
            max_bribe: at.within(&f.max_bribe, "max_bribe", 0..=999)?,
            defence: at.within(&f.defence, "defence", 0..=99)?,
            upkeep: at.within(&f.upkeep, "upkeep", 0..=99)?,
            points: at.within(&f.points, "points", 0..=999)?,
        };
        let fort = FortData {
            cost: at.within(&raw.fort.cost, "cost", 0..=999)?,
            defence: at.within(&raw.fort.defence, "defence", 0..=99)?,
            upkeep: at.within(&raw.fort.upkeep, "upkeep", 0..=99)?,
        };
        let interception = Interception {
            succeeds_on: at.within(&raw.interception.succeeds_on, "succeeds_on", 1..=7)?,
            leader_bonus: at.within(&raw.interception.leader_bonus, "leader_bonus", 0..=6)?,
        };
        let subsidy_per_pip =
            at.within(&raw.treasury.subsidy_per_pip, "subsidy_per_pip", 0..=999)?;

        Ok(Data {
            start_year: *raw.start_year.get_ref(),
            start_treasury: *raw.start_treasury.get_ref(),
            nations,
            commodities,
            europe: raw.map.europe.get_ref().clone(),
            csb: raw.map.csb.get_ref().clone(),
            areas,
            sites,
            units,
            movement,
            attrition,
            combat,
            prices,
            factory,
            fort,
            interception,
            subsidy_per_pip,
            source: text.to_string(),
        })
    }

    /// The text this data was parsed from.
    fn source(&self) -> &str {
        &self.source
    }
}

fn map(at: &Lines, raw: &Raw) -> Result<(Vec<Area>, Vec<Site>), SetupError> {
    if raw.area.is_empty() || raw.area.len() > 64 {
        return Err(SetupError::file(
            FILE,
            "the map needs between 1 and 64 [[area]] tables",
        ));
    }
    let names: Vec<S<String>> = raw.area.iter().map(|a| a.name.clone()).collect();
    let area_names = at.names(&names, "area")?;
    for special in [&raw.map.europe, &raw.map.csb] {
        if area_names
            .iter()
            .any(|a| normalise(a) == normalise(special.get_ref()))
            || normalise(special.get_ref()).is_empty()
        {
            return at.err(
                special,
                format!("`{}` must be a name of its own", special.get_ref()),
            );
        }
    }
    let all_sites: Vec<S<String>> = raw
        .area
        .iter()
        .flat_map(|a| a.sites.get_ref().iter().cloned())
        .collect();
    at.names(&all_sites, "site")?;
    if all_sites.len() > 250 {
        return at.err(&raw.area[0].name, "the map has more than 250 sites");
    }
    let mut areas = Vec::new();
    let mut sites = Vec::new();
    for (a, r) in raw.area.iter().enumerate() {
        if r.sites.get_ref().is_empty() {
            return at.err(
                &r.sites,
                format!("{} needs at least one site", r.name.get_ref()),
            );
        }
        let europe = at.within(&r.europe, "europe", 1..=99)?;
        let mut ids = Vec::new();
        for s in r.sites.get_ref() {
            ids.push(SiteId(sites.len() as u8));
            sites.push(Site {
                name: s.get_ref().clone(),
                area: AreaId(a as u8),
            });
        }
        areas.push(Area {
            name: r.name.get_ref().clone(),
            sites: ids,
            europe,
            adjacent: Vec::new(),
        });
    }
    let find = |n: &S<String>| {
        area_names
            .iter()
            .position(|a| normalise(a) == normalise(n.get_ref()))
    };
    for pair in &raw.map.adjacent {
        let [a, b] = pair.get_ref().as_slice() else {
            return at.err(
                pair,
                "an adjacency is a pair of areas, like [\"Java\", \"Borneo\"]",
            );
        };
        let (Some(x), Some(y)) = (find(a), find(b)) else {
            let bad = if find(a).is_none() { a } else { b };
            return at.err(bad, format!("`{}` is not an [[area]]", bad.get_ref()));
        };
        if x == y || areas[x].adjacent.contains(&AreaId(y as u8)) {
            return at.err(
                pair,
                format!(
                    "{} and {} are listed twice or joined to itself",
                    a.get_ref(),
                    b.get_ref()
                ),
            );
        }
        areas[x].adjacent.push(AreaId(y as u8));
        areas[y].adjacent.push(AreaId(x as u8));
    }
    for a in &mut areas {
        a.adjacent.sort();
    }
    Ok((areas, sites))
}

fn units(at: &Lines, raw: &Raw) -> Result<Vec<UnitData>, SetupError> {
    let mut units: Vec<Option<UnitData>> = vec![None; Unit::ALL.len()];
    for r in &raw.unit {
        let key = normalise(r.name.get_ref());
        let Some(u) = Unit::ALL.into_iter().find(|u| u.key() == key) else {
            return at.err(
                &r.name,
                format!(
                    "unit `{}`: the units are caravel, carrack, galleon, soldier, leader and explorer",
                    r.name.get_ref()
                ),
            );
        };
        if units[u.index()].is_some() {
            return at.err(
                &r.name,
                format!("unit `{}` is listed twice", r.name.get_ref()),
            );
        }
        if normalise(r.plural.get_ref()).is_empty() {
            return at.err(&r.plural, "a unit needs a plural name");
        }
        let strength = at.within(&r.strength, "strength", 0..=99)?;
        if (u.is_ship() || u == Unit::Soldier) && strength == 0 {
            return at.err(
                &r.strength,
                format!("a {} needs a strength of at least 1", u.key()),
            );
        }
        let cargo = at.within(&r.cargo, "cargo", 0..=99)?;
        if u.is_ship() && cargo == 0 {
            return at.err(&r.cargo, format!("a {} must carry cargo", u.key()));
        }
        units[u.index()] = Some(UnitData {
            name: r.name.get_ref().clone(),
            plural: r.plural.get_ref().clone(),
            cost: at.within(&r.cost, "cost", 1..=999)?,
            cargo,
            strength,
            upkeep: at.within(&r.upkeep, "upkeep", 0..=99)?,
        });
    }
    if let Some(u) = Unit::ALL.into_iter().find(|u| units[u.index()].is_none()) {
        return Err(SetupError::file(
            FILE,
            format!("no [[unit]] named `{}`", u.key()),
        ));
    }
    Ok(units.into_iter().flatten().collect())
}

fn attrition(at: &Lines, raw: &[RawBand]) -> Result<Vec<Band>, SetupError> {
    let mut bands: Vec<Band> = Vec::new();
    for r in raw {
        let from = *r.from.get_ref();
        match bands.last() {
            None if from != 0 => {
                return at.err(&r.from, "the first [[attrition]] band starts at 0");
            }
            Some(last) if from <= last.from => {
                return at.err(&r.from, "[[attrition]] bands must start at rising bounds");
            }
            _ => {}
        }
        let mut faces = r.lost_on.get_ref().clone();
        faces.sort_unstable();
        faces.dedup();
        if faces.iter().any(|f| !(1..=6).contains(f)) {
            return at.err(&r.lost_on, "lost_on lists faces of a d6, 1 to 6");
        }
        bands.push(Band {
            from,
            lost_on: faces,
        });
    }
    if bands.is_empty() {
        return Err(SetupError::file(FILE, "the [[attrition]] table is missing"));
    }
    Ok(bands)
}

fn combat(at: &Lines, raw: &RawCombat) -> Result<Combat, SetupError> {
    let mut columns: Vec<(u32, u32)> = Vec::new();
    for c in &raw.columns {
        let odds = c
            .get_ref()
            .split_once(':')
            .and_then(|(a, d)| Some((a.trim().parse().ok()?, d.trim().parse().ok()?)))
            .filter(|&(a, d): &(u32, u32)| a > 0 && d > 0);
        let Some((a, d)) = odds else {
            return at.err(
                c,
                format!("column `{}` must be odds like \"2:1\"", c.get_ref()),
            );
        };
        if let Some(&(pa, pd)) = columns.last()
            && u64::from(a) * u64::from(pd) <= u64::from(pa) * u64::from(d)
        {
            return at.err(c, "columns must rise in odds from left to right");
        }
        columns.push((a, d));
    }
    if columns.is_empty() || columns.len() > 20 {
        return Err(SetupError::file(
            FILE,
            "[combat] needs between 1 and 20 columns",
        ));
    }
    if raw.results.len() != 6 {
        return Err(SetupError::file(
            FILE,
            format!(
                "[combat] results has {} rows; it needs one for each face of a d6",
                raw.results.len()
            ),
        ));
    }
    let mut results = Vec::new();
    for row in &raw.results {
        if row.get_ref().len() != columns.len() {
            return at.err(
                row,
                format!(
                    "a results row needs {} entries, one per column",
                    columns.len()
                ),
            );
        }
        let mut line = Vec::new();
        for cell in row.get_ref() {
            let text = cell.get_ref().trim().to_uppercase();
            let outcome = match text.as_str() {
                "-" | "" => Some(Outcome::Nothing),
                "DE" => Some(Outcome::Eliminated),
                t => match (t.get(..1), t.get(1..).and_then(|n| n.parse::<u8>().ok())) {
                    (Some("A"), Some(n)) if n > 0 => Some(Outcome::Attacker(n)),
                    (Some("D"), Some(n)) if n > 0 => Some(Outcome::Defender(n)),
                    _ => None,
                },
            };
            let Some(outcome) = outcome else {
                return at.err(
                    cell,
                    format!("`{}` is not a result (A1, D2, DE or -)", cell.get_ref()),
                );
            };
            line.push(outcome);
        }
        results.push(line);
    }
    let shift = *raw.leader_shift.get_ref();
    if usize::from(shift) >= columns.len() {
        return at.err(
            &raw.leader_shift,
            "leader_shift must be less than the number of columns",
        );
    }
    if *raw.leader_die.get_ref() > 5 {
        return at.err(&raw.leader_die, "leader_die must be between 0 and 5");
    }
    Ok(Combat {
        columns,
        results,
        leader_shift: shift,
        leader_die: *raw.leader_die.get_ref(),
    })
}

fn prices(at: &Lines, raw: &RawPrices) -> Result<Prices, SetupError> {
    let ladder = raw.ladder.get_ref().clone();
    if ladder.is_empty() || ladder.windows(2).any(|w| w[0] >= w[1]) || ladder[0] == 0 {
        return at.err(&raw.ladder, "the ladder lists rising prices above 0");
    }
    let Some(start) = ladder.iter().position(|p| p == raw.start.get_ref()) else {
        return at.err(
            &raw.start,
            format!("start = {} is not on the ladder", raw.start.get_ref()),
        );
    };
    let die = raw.die.get_ref().clone();
    if die.len() != 6
        || die
            .iter()
            .any(|d| d.abs() >= ladder.len() as i32 && *d != 0)
    {
        return at.err(
            &raw.die,
            "die lists 6 moves (one per face), each smaller than the ladder",
        );
    }
    Ok(Prices { ladder, start, die })
}
