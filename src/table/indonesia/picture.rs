//! Indonesia's board picture, filled from the public view and the seats' names only: cash
//! appears only when the view carries it (open money).

use super::Indonesia;
use super::names::{area_name, phase_title, sea_name};
use super::prompt::short_prompt;
use crate::games::indonesia::{
    self as engine, CompanyKind, Game, Good, Map, MoneyView, PlanView, Prompt, PublicView,
};
use crate::games::{Rules, Seat};
use crate::lang::Lang;
use crate::msg;
use crate::table::game::Pictures;
use nusantara_render::indonesia as pic;

fn pic_good(good: Good) -> pic::Good {
    match good {
        Good::Rice => pic::Good::Rice,
        Good::Spice => pic::Good::Spice,
        Good::Rubber => pic::Good::Rubber,
        Good::SiapSaji => pic::Good::SiapSaji,
        Good::Oil => pic::Good::Oil,
    }
}

fn pic_kind(kind: CompanyKind) -> pic::Kind {
    match kind {
        CompanyKind::Shipping => pic::Kind::Shipping,
        CompanyKind::Production(g) => pic::Kind::Production(pic_good(g)),
    }
}

fn pic_era(era: engine::Era) -> pic::Era {
    match era {
        engine::Era::A => pic::Era::A,
        engine::Era::B => pic::Era::B,
        engine::Era::C => pic::Era::C,
    }
}

/// The routes of a shipping plan, identical journeys counted together.
fn routes(
    map: &Map,
    plan: &PlanView,
    index: &dyn Fn(engine::CompanyId) -> usize,
) -> Vec<pic::Route> {
    let mut out: Vec<pic::Route> = Vec::new();
    for d in &plan.deliveries {
        let Some(&from) = d.from.first() else {
            continue;
        };
        let route = pic::Route {
            good: pic_good(plan.good),
            producer: index(plan.company),
            shipper: index(d.company),
            from: area_name(map, from),
            seas: d.ships.iter().map(|&s| sea_name(map, s)).collect(),
            to: area_name(map, d.city),
            cubes: 1,
        };
        match out.iter_mut().find(|r| {
            r.from == route.from
                && r.to == route.to
                && r.seas == route.seas
                && r.shipper == route.shipper
        }) {
            Some(r) => r.cubes += 1,
            None => out.push(route),
        }
    }
    out
}

/// The picture of a public view, with the seats' names. Takes nothing else, so it cannot show
/// a secret; cash is drawn only when the view carries it (open money).
pub fn picture(names: &[&str], map: &Map, view: &PublicView, lang: Lang) -> pic::Picture {
    let index_of = |id: engine::CompanyId| {
        view.companies
            .iter()
            .position(|c| c.id == id)
            .unwrap_or(usize::MAX)
    };
    let cash = |seat: Seat| match &view.money {
        MoneyView::Open(list) => list.iter().find(|m| m.seat == seat).map(|m| m.cash),
        MoneyView::Closed => None,
    };
    let acting = view.prompt.seat();
    let companies: Vec<pic::Company> = view
        .companies
        .iter()
        .map(|c| pic::Company {
            number: c.id,
            owner: c.owner,
            kind: pic_kind(c.kind),
            home: c
                .deeds
                .first()
                .map(|&d| {
                    let province = map.deeds[usize::from(d)].province;
                    map.provinces[usize::from(province)].short.clone()
                })
                .unwrap_or_default(),
        })
        .collect();
    let mut goods = Vec::new();
    let mut ships = Vec::new();
    for (i, c) in view.companies.iter().enumerate() {
        goods.extend(c.areas.iter().map(|&a| pic::Goods {
            area: area_name(map, a),
            company: i,
        }));
        ships.extend(c.ships.iter().map(|&s| pic::Ship {
            sea: sea_name(map, s),
            company: i,
        }));
    }
    let plan = match &view.prompt {
        Prompt::Ship { plan, .. } => routes(map, plan, &index_of),
        _ => Vec::new(),
    };
    pic::Picture {
        title: msg!(
            "indonesia-picture-title",
            year = view.year,
            players = view.players.len()
        )
        .render(lang),
        status: short_prompt(names, view, lang),
        era: pic_era(view.era),
        phase: phase_title(view.phase, lang),
        players: view
            .order
            .iter()
            .map(|&seat| pic::Player {
                seat,
                name: names.get(seat).copied().unwrap_or("?").to_string(),
                cash: cash(seat),
                research: view.players[seat].research,
            })
            .collect(),
        turn: acting.and_then(|s| view.order.iter().position(|&o| o == s)),
        companies,
        goods,
        cities: view
            .cities
            .iter()
            .map(|c| pic::City {
                area: area_name(map, c.area),
                size: c.size,
            })
            .collect(),
        ships,
        deeds: view
            .deeds
            .iter()
            .map(|d| {
                let deed = &map.deeds[usize::from(d.id)];
                pic::Deed {
                    era: pic_era(deed.era),
                    kind: match deed.kind {
                        engine::DeedKind::Shipping => pic::Kind::Shipping,
                        engine::DeedKind::Production(g) => pic::Kind::Production(pic_good(g)),
                    },
                    province: map.provinces[usize::from(d.province)].short.clone(),
                }
            })
            .collect(),
        plan,
        words: words(lang),
    }
}

/// The picture's captions in `lang` (English: render's own default, the same words).
fn words(lang: Lang) -> pic::Words {
    let say = |m: crate::lang::Msg| m.render(lang);
    pic::Words {
        era: say(msg!("indonesia-picture-era")),
        turn: say(msg!("indonesia-picture-turn")),
        tracks: [
            say(msg!("indonesia-picture-track", track = "bid")),
            say(msg!("indonesia-picture-track", track = "slots")),
            say(msg!("indonesia-picture-track", track = "mergers")),
            say(msg!("indonesia-picture-track", track = "expansion")),
            say(msg!("indonesia-picture-track", track = "hull")),
        ],
        owns: say(msg!("indonesia-picture-owns")),
        no_companies: say(msg!("indonesia-picture-no-companies")),
        unclaimed_deeds: say(msg!("indonesia-picture-unclaimed-deeds")),
        and: say(msg!("indonesia-picture-and")),
        more: say(msg!("indonesia-picture-more")),
        key: say(msg!("indonesia-picture-key")),
        company_good: say(msg!("indonesia-picture-company-good")),
        company_ship: say(msg!("indonesia-picture-company-ship")),
        city_size: say(msg!("indonesia-picture-city-size")),
        land_link: say(msg!("indonesia-picture-land-link")),
        sea_link: say(msg!("indonesia-picture-sea-link")),
        planned_cargo: say(msg!("indonesia-picture-planned-cargo")),
    }
}

impl Pictures for Indonesia {
    fn scene(names: &[&str], game: &Game) -> Option<String> {
        let mut picture = picture(names, game.map(), &game.public_view(), Lang::En);
        picture.status.clear();
        picture.turn = None;
        Some(format!("{picture:?}"))
    }

    fn image(names: &[&str], game: &Game, lang: Lang) -> nusantara_render::RgbImage {
        let picture = picture(names, game.map(), &game.public_view(), lang);
        nusantara_render::indonesia::draw(&picture)
    }

    fn picture(names: &[&str], game: &Game, lang: Lang) -> Vec<u8> {
        let picture = picture(names, game.map(), &game.public_view(), lang);
        nusantara_render::indonesia::png(&picture)
    }

    /// The colour of the seat's token, row and the outlines of its companies' pieces.
    fn seat_colour(game: &Game, seat: Seat) -> Option<u32> {
        (seat < game.seats()).then(|| pic::player_colour(seat))
    }

    fn board_words(names: &[&str], game: &Game, lang: Lang) -> String {
        super::words::words(&picture(names, game.map(), &game.public_view(), lang), lang)
    }
}
