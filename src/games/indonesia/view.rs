//! What a viewer may know. `PublicView` is all a spectator or a channel post ever sees. With
//! closed money its `money` is `MoneyView::Closed`, which holds nothing: no field of the public
//! view can carry a player's cash or revenue, so nothing built from it can leak them.

use super::map::{AreaId, DeedId, Era, ProvinceId, SeaId};
use super::{CompanyId, CompanyKind, Prompt, Score};
use crate::games::Seat;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub year: u32,
    pub era: Era,
    pub phase: PhaseView,
    /// Seats first to last.
    pub order: Vec<Seat>,
    pub players: Vec<PlayerView>,
    pub money: MoneyView,
    pub companies: Vec<CompanyView>,
    pub cities: Vec<CityView>,
    /// Unclaimed deeds on the map.
    pub deeds: Vec<DeedView>,
    /// Size 1, 2 and 3 cities still in the supply.
    pub city_supply: [u8; 3],
    /// What the game waits for (never names anyone's cash).
    pub prompt: Prompt,
    /// Set once the game has ended.
    pub winners: Option<Vec<Seat>>,
    pub scores: Option<Vec<Score>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// Steps 1 to 5: bid multiplier, slots, mergers, expansion, hull.
    pub research: [u8; 5],
    /// The values those steps give.
    pub values: [u32; 5],
    /// The turn-order bid stash (the sum of the player's public bids).
    pub stash: u32,
    pub companies: Vec<CompanyId>,
    /// City cards of this and earlier eras (later eras' cards are secret).
    pub cards: Vec<(Era, [ProvinceId; 3])>,
}

/// Players' cash and operating revenue: open to all, or to nobody in the public view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "type", content = "players")]
pub enum MoneyView {
    Open(Vec<PlayerMoney>),
    Closed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlayerMoney {
    pub seat: Seat,
    pub cash: u32,
    /// Operating revenue; negative means IOUs.
    pub revenue: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompanyView {
    pub id: CompanyId,
    pub owner: Seat,
    pub kind: CompanyKind,
    pub deeds: Vec<DeedId>,
    /// The name players see: its deeds.
    pub name: String,
    pub areas: Vec<AreaId>,
    pub ships: Vec<SeaId>,
    /// Ships allowed in this era (shipping companies).
    pub ship_limit: u32,
    /// Flipped: operated this year.
    pub operated: bool,
    /// Flipped: made by a merger this Mergers phase.
    pub merged: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CityView {
    pub area: AreaId,
    pub size: u8,
    /// Goods received this Operations phase: rice, spice, rubber, siap saji, oil.
    pub delivered: [u8; 5],
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeedView {
    pub id: DeedId,
    pub name: String,
    pub province: ProvinceId,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseView {
    NewEra,
    Bid,
    Mergers,
    Acquisitions,
    Research,
    Operations,
    Growth,
    Over,
}

/// One seat's private view: the public view plus its own money and city cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub money: PlayerMoney,
    /// All its city cards, by era.
    pub cards: [Vec<[ProvinceId; 3]>; 3],
    pub public: PublicView,
}
