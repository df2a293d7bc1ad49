//! Names: how they are compared, registered uniquely while a board file is read, and looked
//! up.

use super::{AreaId, DeedId, Map, ProvinceId, SeaId, err};
use crate::games::SetupError;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Named {
    Province(ProvinceId),
    Area(AreaId),
    Sea(SeaId),
    Deed(DeedId),
}

/// How names are compared: case, spaces and punctuation do not matter ("Jawa Barat 3",
/// "jabar3", "JAWA_BARAT-3").
pub fn normalise(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Names registered so far, checked for uniqueness across every kind of thing.
pub(super) struct Names {
    pub(super) map: BTreeMap<String, Named>,
    pub(super) labels: BTreeMap<String, String>,
}

impl Names {
    /// Registers a short name: it must be new.
    pub(super) fn short(
        &mut self,
        short: &str,
        what: Named,
        label: &str,
    ) -> Result<(), SetupError> {
        let key = normalise(short);
        if key.is_empty() {
            return err(format!("{label} needs a short name with letters or digits"));
        }
        if self.map.contains_key(&key) {
            return err(format!(
                "duplicate short name `{short}`: {label} and {}",
                self.labels[&key]
            ));
        }
        self.map.insert(key.clone(), what);
        self.labels.insert(key, label.to_string());
        Ok(())
    }

    /// Registers another name of a thing: it may repeat that thing's own names only.
    pub(super) fn alias(&mut self, name: &str, what: Named, label: &str) -> Result<(), SetupError> {
        let key = normalise(name);
        if key.is_empty() {
            return err(format!("{label} needs a name with letters or digits"));
        }
        match self.map.get(&key) {
            Some(&other) if other != what => err(format!(
                "the name `{name}` of {label} is already a name of {}",
                self.labels[&key]
            )),
            Some(_) => Ok(()),
            None => {
                self.map.insert(key.clone(), what);
                self.labels.insert(key, label.to_string());
                Ok(())
            }
        }
    }

    pub(super) fn get(&self, name: &str) -> Option<Named> {
        self.map.get(&normalise(name)).copied()
    }
}

pub(super) fn province_ref(
    names: &Names,
    name: &str,
    what: &str,
) -> Result<ProvinceId, SetupError> {
    match names.get(name) {
        Some(Named::Province(p)) => Ok(p),
        _ => err(format!("{what}: province `{name}` is not on the map")),
    }
}

pub(super) fn area_ref(names: &Names, name: &str, what: &str) -> Result<AreaId, SetupError> {
    match names.get(name) {
        Some(Named::Area(a)) => Ok(a),
        _ => err(format!("{what}: land area `{name}` is not on the map")),
    }
}

pub(super) fn sea_ref(names: &Names, name: &str, what: &str) -> Result<SeaId, SetupError> {
    match names.get(name) {
        Some(Named::Sea(s)) => Ok(s),
        _ => err(format!("{what}: sea `{name}` is not on the map")),
    }
}

impl Map {
    fn named(&self, name: &str) -> Option<Named> {
        self.names.get(&normalise(name)).copied()
    }

    /// "Jabar3", "jawa barat 3", "JAWA_BARAT-3".
    pub fn area_named(&self, name: &str) -> Option<AreaId> {
        match self.named(name)? {
            Named::Area(a) => Some(a),
            _ => None,
        }
    }

    /// "S7", "s7", "7", "Sea 7" or the sea's name ("Laut Jawa", "laut-jawa").
    pub fn sea_named(&self, name: &str) -> Option<SeaId> {
        match self.named(name)? {
            Named::Sea(s) => Some(s),
            _ => None,
        }
    }

    /// "Jabar", "Jawa Barat".
    pub fn province_named(&self, name: &str) -> Option<ProvinceId> {
        match self.named(name)? {
            Named::Province(p) => Some(p),
            _ => None,
        }
    }

    /// "A rice Bali", "B shipping Jawa Barat", "b shipping jabar": era, kind and province.
    pub fn deed_named(&self, name: &str) -> Option<DeedId> {
        match self.named(name)? {
            Named::Deed(d) => Some(d),
            _ => None,
        }
    }
}
