//! Autocomplete for `/indies`: the company's own fleets, the areas and sites, units, markers,
//! odds and companies, from the public view and the company's own position.

use super::Indies;
use crate::games::indies::{Column, Game, Place, Unit};
use crate::games::{Rules, Seat};
use crate::store::GameRecord;
use crate::table::command::Command;
use crate::table::game::Suggestions;

impl Suggestions for Indies {
    fn suggest(
        _record: &GameRecord,
        game: &Game,
        seat: Seat,
        cmd: &Command,
        sub: &str,
        focused: &str,
    ) -> Vec<(String, String)> {
        let data = game.data();
        let view = game.public_view();
        let own = view.companies.iter().find(|c| c.seat == seat);
        let mut values: Vec<String> = match focused {
            "fleet" | "at" => {
                let mut v: Vec<String> = own
                    .map(|c| c.fleets.iter().map(|f| f.letter.to_string()).collect())
                    .unwrap_or_default();
                if sub == "buy" {
                    // The next free letter makes a new fleet in Europe.
                    let next = (b'A'..=b'Z')
                        .map(char::from)
                        .find(|l| !v.iter().any(|f| f.starts_with(*l)));
                    v.extend(next.map(String::from));
                }
                if focused == "at" {
                    v.extend(
                        view.areas
                            .iter()
                            .flat_map(|a| &a.sites)
                            .filter(|s| s.factory.as_ref().is_some_and(|f| f.owner == seat))
                            .map(|s| s.name.clone()),
                    );
                }
                v
            }
            "to" => {
                let mut v: Vec<String> = view.areas.iter().map(|a| a.name.clone()).collect();
                // Europe is a voyage's only (`order:` may not be chosen yet).
                if !matches!(cmd.option("order"), Some("sail" | "leave")) {
                    v.insert(0, Place::Europe.name(data).to_string());
                }
                v
            }
            "site" => view
                .areas
                .iter()
                .flat_map(|a| a.sites.iter().map(|s| s.name.clone()))
                .collect(),
            "unit" => Unit::ALL
                .iter()
                .map(|&u| data.unit(u).name.clone())
                .collect(),
            "commodity" => data
                .commodity_ids()
                .map(|c| data.commodity(c).to_string())
                .collect(),
            "marker" => {
                let mut v: Vec<String> = Vec::new();
                let held = own
                    .into_iter()
                    .flat_map(|c| c.fleets.iter().flat_map(|f| f.cargo.iter()))
                    .chain(view.areas.iter().flat_map(|a| {
                        a.sites
                            .iter()
                            .filter_map(|s| s.factory.as_ref())
                            .flat_map(move |f| f.markers.iter().filter(move |_| f.owner == seat))
                    }));
                for m in held {
                    let t = m.text(data);
                    if !v.contains(&t) {
                        v.push(t);
                    }
                }
                v
            }
            "odds" => (0..data.combat.columns.len())
                .map(|c| data.column_text(Column(c as u8)))
                .collect(),
            "company" => (0..game.seats())
                .filter(|&s| s != seat)
                .map(|s| data.nation(s).to_string())
                .collect(),
            "first" => vec!["soldier fort".into(), "none".into()],
            "shares" => vec!["2 2".into(), "3 3 3".into(), "4 4 4 4".into()],
            _ => Vec::new(),
        };
        values.dedup();
        values.into_iter().map(|v| (v.clone(), v)).collect()
    }
}
