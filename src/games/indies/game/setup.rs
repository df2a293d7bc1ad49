//! The pieces of a setup: the options checked, an empty world, and the companies of a described
//! position, each checked. `Rules::setup` and `Rules::from_position` (in game.rs) put them
//! together.

use super::Game;
use crate::games::SetupError;
use crate::games::indies::Options;
use crate::games::indies::data::{Data, Unit};
use crate::games::indies::position::CompanyPosition;
use crate::games::indies::world::{
    Books, Company, Factory, Fleet, FleetId, Marker, MarkerBook, Patrol, Place, Tally, Upkept,
    World,
};

pub(super) fn fail<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError::new(message))
}

pub(super) fn check_options(
    data: &Data,
    options: &Options,
    seats: usize,
) -> Result<(), SetupError> {
    if ![8, 12, 16].contains(&options.years) {
        return fail(format!(
            "A game lasts 8, 12 or 16 years, not {}.",
            options.years
        ));
    }
    if !(2..=5).contains(&seats) || seats > data.nations.len() {
        return fail(format!("East Indies seats 2 to 5 companies, not {seats}."));
    }
    Ok(())
}

pub(super) fn empty_world(data: &Data, seats: usize) -> World {
    World {
        companies: (0..seats)
            .map(|_| Company {
                treasury: data.start_treasury,
                fleets: Vec::new(),
                maintenance: Vec::new(),
                last_factory_area: None,
            })
            .collect(),
        factories: vec![None; data.sites.len()],
        output: vec![None; data.areas.len()],
        prices: vec![data.prices.start; data.commodities.len()],
        initiative: (0..seats).collect(),
        books: (0..seats)
            .map(|_| Books {
                start: data.start_treasury,
                ..Books::default()
            })
            .collect(),
        tally: vec![Tally::default(); seats],
        markers: MarkerBook::default(),
    }
}

impl Game {}

/// A marker of a share of 1 to 5 companies.
fn marker(data: &Data, text: &str, whose: &str) -> Result<Marker, SetupError> {
    match Marker::named(data, text) {
        Some(m) if (1..=5).contains(&m.share) => Ok(m),
        _ => Err(SetupError::at(
            whose,
            format!("`{text}` is not a marker like \"cloves 1/3\""),
        )),
    }
}

pub(super) fn place_company(
    data: &Data,
    world: &mut World,
    seat: usize,
    c: &CompanyPosition,
) -> Result<(), SetupError> {
    let nation = data.nation(seat).to_string();
    let treasury = c.treasury.unwrap_or(data.start_treasury);
    if treasury < 0 {
        return Err(SetupError::at(&nation, "a treasury cannot be negative"));
    }
    world.companies[seat].treasury = treasury;
    world.books[seat].start = treasury;
    for name in &c.maintenance {
        let u = Upkept::named(data, name).ok_or_else(|| {
            SetupError::at(
                &nation,
                format!("maintenance: `{name}` is not a unit, fort or factory"),
            )
        })?;
        if world.companies[seat].maintenance.contains(&u) {
            return Err(SetupError::at(
                &nation,
                format!("maintenance names `{name}` twice"),
            ));
        }
        world.companies[seat].maintenance.push(u);
    }
    for fp in &c.fleets {
        let whose = format!("{nation} fleet {}", fp.fleet);
        let id = FleetId::named(&fp.fleet)
            .ok_or_else(|| SetupError::at(&whose, "fleets are lettered A to Z"))?;
        if world.fleet(seat, id).is_some() {
            return fail(format!("{whose} is described twice"));
        }
        let at = Place::named(data, &fp.at).ok_or_else(|| {
            SetupError::at(
                &whose,
                format!("`{}` is not Europe, the CSB or an area", fp.at),
            )
        })?;
        let mut fleet = Fleet::new(id, at);
        for (name, &n) in &fp.units {
            let u = data
                .unit_named(name)
                .ok_or_else(|| SetupError::at(&whose, format!("`{name}` is not a unit")))?;
            fleet.units[u.index()] += n;
        }
        for m in &fp.cargo {
            fleet.cargo.push(marker(data, m, &whose)?);
        }
        fleet.cargo.sort();
        if let Some(pp) = &fp.patrol {
            if at != Place::Csb {
                return Err(SetupError::at(&whose, "only a squadron in the CSB patrols"));
            }
            let company = match &pp.company {
                None => None,
                Some(n) => match data.nation_named(n) {
                    Some(s) if s < world.companies.len() && s != seat => Some(s),
                    _ => {
                        return Err(SetupError::at(
                            &whose,
                            format!("patrol: `{n}` is not another company of this game"),
                        ));
                    }
                },
            };
            let odds = data.column_named(&pp.odds).ok_or_else(|| {
                SetupError::at(
                    &whose,
                    format!("patrol: `{}` is not a column of the combat table", pp.odds),
                )
            })?;
            fleet.patrol = Some(Patrol {
                company,
                odds,
                laden: pp.laden,
            });
        }
        if fleet.is_empty() {
            return fail(format!("{whose} holds nothing"));
        }
        if at != Place::Europe && fleet.ships() == 0 {
            return fail(format!("{whose} is at sea without ships"));
        }
        if fleet.used(data) > fleet.capacity(data) {
            return fail(format!(
                "{whose} carries {} cargo points in {} points of holds",
                fleet.used(data),
                fleet.capacity(data)
            ));
        }
        if at == Place::Csb && (fleet.used(data) > 0) {
            return Err(SetupError::at(&whose, "ships in the CSB carry no cargo"));
        }
        for u in Unit::ALL {
            world.gained(seat, Upkept::Unit(u), fleet.count(u));
        }
        add_markers_made(world, &fleet.cargo);
        world.add_fleet(seat, fleet);
    }
    for fp in &c.factories {
        let site = data
            .site_named(&fp.site)
            .ok_or_else(|| SetupError::at(&nation, format!("`{}` is not a site", fp.site)))?;
        if world.factory(site).is_some() {
            return fail(format!("{} has two factories", fp.site));
        }
        let whose = format!("{nation} factory at {}", fp.site);
        let mut markers = Vec::new();
        for m in &fp.markers {
            markers.push(marker(data, m, &whose)?);
        }
        markers.sort();
        add_markers_made(world, &markers);
        world.gained(seat, Upkept::Factory, 1);
        world.gained(seat, Upkept::Fort, fp.forts);
        world.gained(seat, Upkept::Unit(Unit::Soldier), fp.soldiers);
        world.factories[usize::from(site.0)] = Some(Factory {
            owner: seat,
            forts: fp.forts,
            soldiers: fp.soldiers,
            markers,
        });
    }
    Ok(())
}

fn add_markers_made(world: &mut World, markers: &[Marker]) {
    world.markers.made += markers.len() as u32;
    world.markers.made_60 += markers.iter().map(|m| m.sixtieths()).sum::<u32>();
}
