//! Indonesia's things as players read and type them: areas, seas, companies, tracks, phases.
//! Shared by the texts, the prompts, the commands, the suggestions and the picture.

use crate::games::indonesia::{
    self as engine, AreaId, CompanyView, Map, PhaseView, PublicView, SeaId, Track,
};
use crate::games::write_joined;
use crate::lang::Lang;
use crate::msg;

/// "#3 A rice Bali" (the view's name carries the number players type).
pub fn company_text(c: &CompanyView) -> String {
    c.name.clone()
}

pub fn company_by_id(view: &PublicView, id: engine::CompanyId) -> String {
    view.companies
        .iter()
        .find(|c| c.id == id)
        .map_or(format!("#{id}"), company_text)
}

pub fn area_name(map: &Map, a: AreaId) -> String {
    map.areas[usize::from(a)].short.clone()
}

pub fn sea_name(map: &Map, s: SeaId) -> String {
    map.seas[usize::from(s)].short.clone()
}

/// The items joined by commas, or "none" in `lang`.
pub fn list_or_none(items: Vec<String>, lang: Lang) -> String {
    if items.is_empty() {
        msg!("indonesia-none").render(lang)
    } else {
        items.join(", ")
    }
}

/// [`list_or_none`] written onto `out`, each item by `one`: no string of its own for each.
pub fn write_list<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    lang: Lang,
    one: impl FnMut(&mut String, T),
) {
    if !write_joined(out, "", ", ", items, one) {
        out.push_str(&msg!("indonesia-none").render(lang));
    }
}

/// The phase's title in `lang` ("Mergers", "Merger").
pub fn phase_title(phase: PhaseView, lang: Lang) -> String {
    let key = match phase {
        PhaseView::NewEra => "new-era",
        PhaseView::Bid => "bid",
        PhaseView::Mergers => "mergers",
        PhaseView::Acquisitions => "acquisitions",
        PhaseView::Research => "research",
        PhaseView::Operations => "operations",
        PhaseView::Growth => "growth",
        PhaseView::Over => "over",
    };
    engine::phase_said(key).render(lang)
}

/// The word players type for a track.
pub fn track_key(track: Track) -> &'static str {
    match track {
        Track::BidMultiplier => "bid",
        Track::Slots => "slots",
        Track::Mergers => "mergers",
        Track::Expansion => "expansion",
        Track::Hull => "hull",
    }
}
