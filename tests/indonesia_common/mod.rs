//! Helpers shared by the Indonesia map tests: things on the standard board found by name.

#![allow(dead_code)]

use nusantara::games::indonesia::map::{AreaId, Map, ProvinceId, SeaId};

pub fn area(map: &Map, name: &str) -> AreaId {
    map.area_named(name)
        .unwrap_or_else(|| panic!("no area {name}"))
}

pub fn sea(map: &Map, name: &str) -> SeaId {
    map.sea_named(name)
        .unwrap_or_else(|| panic!("no sea {name}"))
}

pub fn province(map: &Map, name: &str) -> ProvinceId {
    map.province_named(name)
        .unwrap_or_else(|| panic!("no province {name}"))
}

pub fn area_names(map: &Map, ids: impl IntoIterator<Item = AreaId>) -> Vec<String> {
    ids.into_iter()
        .map(|a| map.areas[usize::from(a)].name.clone())
        .collect()
}

pub fn sea_numbers(map: &Map, ids: &[SeaId]) -> Vec<u8> {
    ids.iter()
        .map(|&s| map.seas[usize::from(s)].number)
        .collect()
}
