//! Room for deeds: the rules let an era last for ever when every slot is full, nobody can merge
//! and unclaimed deeds of two or more types stay on the map (a 2-player game against `random`,
//! seed 10177, went round Bid, Mergers and Operations for thousands of years). The `expert`
//! policy never fills its last slot (by a deed or by winning a merger) without a way to make
//! room again, so that it can always take a deed or merge, and so end the era itself.

use super::super::map::{Era, Good, RESEARCH_STEPS, Track};
use super::super::{CompanyKind, DeedView, Game, PublicView};
use crate::games::Seat;

/// The fewest deeds in a merger of two of the seat's companies that the rules allow in this era
/// (kinds alike, or rice and spice from era B on); None when no two could merge.
pub(super) fn fewest_merged_deeds(known: &Game, view: &PublicView, seat: Seat) -> Option<usize> {
    let mine: Vec<(CompanyKind, usize)> = view
        .companies
        .iter()
        .filter(|c| c.owner == seat)
        .map(|c| (c.kind, c.deeds.len()))
        .collect();
    let siap_saji = known.era() != Era::A;
    let merge = |a: CompanyKind, b: CompanyKind| {
        let mixed = [a, b].contains(&CompanyKind::Production(Good::Rice))
            && [a, b].contains(&CompanyKind::Production(Good::Spice));
        a == b || (mixed && siap_saji)
    };
    let mut fewest = None;
    for (i, &(a, da)) in mine.iter().enumerate() {
        for &(b, db) in &mine[i + 1..] {
            if merge(a, b) {
                fewest = Some(fewest.map_or(da + db, |f: usize| f.min(da + db)));
            }
        }
    }
    fewest
}

/// Whether the seat, on this board (after a deed taken or a merger won), could still make room
/// for a deed: a slot free or still to research, two of its companies that could merge within
/// the top of the Mergers track, or, in era C, no second type of deed on the map (so the game
/// ends).
pub(super) fn has_room(game: &Game, view: &PublicView, seat: Seat) -> bool {
    let map = game.map();
    let me = &view.players[seat];
    if me.values[Track::Slots as usize] as usize > me.companies.len()
        || usize::from(me.research[Track::Slots as usize]) < RESEARCH_STEPS
    {
        return true;
    }
    // Ending era A or B brings new deeds to take: only the end of the game needs no room.
    let kind_of = |d: &DeedView| map.deeds[usize::from(d.id)].kind;
    let game_ends = game.era() == Era::C
        && view
            .deeds
            .first()
            .is_none_or(|first| view.deeds.iter().all(|d| kind_of(d) == kind_of(first)));
    let top = map.research.value(Track::Mergers, RESEARCH_STEPS as u8) as usize;
    game_ends || fewest_merged_deeds(game, view, seat).is_some_and(|n| n <= top)
}
