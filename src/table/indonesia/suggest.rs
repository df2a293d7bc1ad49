//! Autocomplete for `/indonesia`: values a player could use now, from their own legal actions
//! (the answer goes to that player alone).

use super::Indonesia;
use super::names::{area_name, company_by_id, sea_name};
use crate::games::indonesia::{self as engine, Action, Game, Place};
use crate::games::{Rules, Seat};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::game::Suggestions;

impl Suggestions for Indonesia {
    /// Option values `seat` could use now in `/indonesia <sub>` for the option `focused`
    /// (autocomplete), as (what the user sees, the value). From the seat's own legal actions: the
    /// answer goes to that player alone.
    fn suggest(
        record: &GameRecord,
        game: &Game,
        seat: Seat,
        cmd: &Command,
        sub: &str,
        focused: &str,
    ) -> Vec<(String, String)> {
        let map = game.map();
        let view = game.public_view();
        let legal = game.legal(seat);
        let mut out: Vec<(String, String)> = Vec::new();
        let mut push = |name: String, value: String| {
            if !out.iter().any(|(_, v)| *v == value) {
                out.push((name, value));
            }
        };
        let company = |id: engine::CompanyId| (company_by_id(&view, id), id.to_string());
        for action in &legal {
            match (sub, focused, action) {
                ("city", "area", Action::PlaceCity { area })
                | ("remove", "area", Action::Remove { area })
                | ("grow", "area", Action::Grow { area })
                | ("expand", "at", Action::Expand { area }) => {
                    let name = area_name(map, *area);
                    push(name.clone(), name);
                }
                ("expand", "at", Action::PlaceShip { sea }) => {
                    push(
                        format!("{:#}", map.seas[usize::from(*sea)]),
                        sea_name(map, *sea),
                    );
                }
                ("merge", "first", Action::Propose { first, .. }) => {
                    let (n, v) = company(*first);
                    push(n, v);
                }
                ("merge", "second", Action::Propose { first, second, .. }) => {
                    let chosen = cmd
                        .option("first")
                        .map(|v| v.trim().trim_start_matches('#'));
                    if chosen.is_none_or(|c| c == first.to_string()) {
                        let (n, v) = company(*second);
                        push(n, v);
                    }
                }
                ("merge", "bid", Action::Propose { bid, .. })
                | ("raise", "amount", Action::Raise { amount: bid }) => {
                    push(bid.to_string(), bid.to_string());
                }
                ("acquire", "deed", Action::Acquire { deed, .. }) => {
                    let name = map.deed_short_name(*deed);
                    push(name.clone(), name);
                }
                ("acquire", "at", Action::Acquire { deed, at }) => {
                    let chosen = cmd.option("deed").and_then(|v| map.deed_named(v));
                    if chosen.is_none_or(|c| c == *deed) {
                        let name = match at {
                            Place::Area(a) => area_name(map, *a),
                            Place::Sea(s) => sea_name(map, *s),
                        };
                        push(name.clone(), name);
                    }
                }
                ("operate", "company", Action::Operate { company: id })
                | ("prefer", "company", Action::Prefer { company: id }) => {
                    let (n, v) = company(*id);
                    push(n, v);
                }
                ("prefer", "company", Action::ClearPreferences) => {
                    let shown = msg!("indonesia-suggest-prefer-none").render(record.language);
                    push(shown, "none".into());
                }
                _ => {}
            }
        }
        out
    }
}
