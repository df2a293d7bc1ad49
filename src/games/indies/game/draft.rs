//! Sealed orders: each company builds a private draft, every order checked at once against the
//! company's own position as it would stand after its earlier orders; then it seals. Nothing
//! here reaches a public event except "has sealed".

use super::{Action, Event, EventKind, Game, Order, Phase};
use crate::games::{Refused, RuleError, Seat, forbidden, private, public, unknown};
use crate::msg;

/// The longest draft a company may write in one round.
pub const MAX_DRAFT: usize = 60;

impl Game {
    fn open_round(&self) -> u8 {
        match self.phase {
            Phase::Orders(r) => r,
            Phase::Over => 0,
        }
    }

    /// The draft's orders in the order they would be carried out: by step, then as written.
    pub(crate) fn carry_out_order(draft: &[Order]) -> Vec<usize> {
        let mut idx: Vec<usize> = (0..draft.len()).collect();
        idx.sort_by_key(|&i| draft[i].step());
        idx
    }

    /// Plays a draft against a copy of the company's position, without dice: the first order
    /// that could not be carried out, with why.
    pub(crate) fn check_draft(
        &self,
        seat: Seat,
        draft: &[Order],
    ) -> Result<(), (usize, RuleError)> {
        let round = self.open_round();
        let mut world = self.world.clone();
        let mut sink = Vec::new();
        for i in Self::carry_out_order(draft) {
            let order = &draft[i];
            if let Some(r) = order.round()
                && r != round
            {
                return Err((
                    i,
                    RuleError::new(
                        Refused::NotNow,
                        msg!(
                            "indies-refused-other-round",
                            kind = order.kind_key(),
                            round = r,
                            open = round
                        ),
                    ),
                ));
            }
            world
                .carry_out(&self.data, seat, order, None, &mut sink)
                .map_err(|why| (i, why))?;
        }
        Ok(())
    }

    /// Checks `draft` as the seat's new draft, refusing with the reason; `changed` is the
    /// index of the order being added or replaced, `withdrawn` the one taken out (the refusal
    /// numbers orders as the draft the player sees numbers them).
    pub(super) fn accept(
        &self,
        seat: Seat,
        draft: &[Order],
        changed: Option<usize>,
        withdrawn: Option<usize>,
    ) -> Result<(), RuleError> {
        match self.check_draft(seat, draft) {
            Ok(()) => Ok(()),
            Err((i, why)) if Some(i) == changed => Err(why),
            Err((i, why)) => {
                let name = |s: Seat| self.data.nation(s).to_string();
                let shown = match withdrawn {
                    Some(w) if i >= w => i + 2,
                    _ => i + 1,
                };
                let order = draft[i].said(&self.data, &name);
                let said = match withdrawn {
                    Some(w) => msg!(
                        "indies-refused-withdraw-breaks",
                        withdrawn = w + 1,
                        number = shown,
                        order = order,
                        why = &why.said
                    ),
                    None => msg!(
                        "indies-refused-then",
                        number = shown,
                        order = order,
                        why = &why.said
                    ),
                };
                Err(RuleError::new(why.kind, said))
            }
        }
    }

    /// The seat's draft as an order, a replacement or a withdrawal would leave it, with the
    /// index of the order changed (or taken out).
    pub(super) fn drafted(
        &self,
        seat: Seat,
        action: &Action,
    ) -> Result<(Vec<Order>, usize), RuleError> {
        let mut draft = self.drafts[seat].clone();
        let index = match action {
            Action::Order { order } => {
                if draft.len() >= MAX_DRAFT {
                    return forbidden(msg!("indies-refused-draft-full", max = MAX_DRAFT));
                }
                draft.push(order.clone());
                draft.len() - 1
            }
            Action::Replace { index, order } => {
                let Some(slot) = draft.get_mut(*index) else {
                    return self.no_such_order(seat, *index);
                };
                *slot = order.clone();
                *index
            }
            Action::Withdraw { index } => {
                if *index >= draft.len() {
                    return self.no_such_order(seat, *index);
                }
                draft.remove(*index);
                *index
            }
            Action::Clear | Action::Seal | Action::Lapse => draft.len(),
        };
        Ok((draft, index))
    }

    /// Puts an order in, in place of another, or takes one out, as checked.
    pub(super) fn redraft(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (draft, index) = self.drafted(seat, action)?;
        let kind = match action {
            Action::Order { order } => EventKind::OrderAdded {
                seat,
                index,
                order: order.clone(),
            },
            Action::Replace { order, .. } => EventKind::OrderReplaced {
                seat,
                index,
                order: order.clone(),
            },
            Action::Withdraw { .. } => EventKind::OrderWithdrawn {
                seat,
                index,
                order: self.drafts[seat][index].clone(),
            },
            Action::Clear | Action::Seal | Action::Lapse => return Ok(()),
        };
        self.drafts[seat] = draft;
        events.push(private(seat, kind));
        Ok(())
    }

    fn no_such_order<T>(&self, seat: Seat, index: usize) -> Result<T, RuleError> {
        let n = self.drafts[seat].len();
        if n == 0 {
            return unknown(msg!("indies-refused-draft-empty"));
        }
        unknown(msg!(
            "indies-refused-no-order",
            orders = n,
            number = index + 1
        ))
    }

    pub(super) fn clear(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.drafts[seat].clear();
        events.push(private(seat, EventKind::DraftCleared { seat }));
    }

    pub(super) fn seal(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.sealed[seat] = true;
        let sealed = self.sealed.iter().filter(|&&s| s).count();
        events.push(public(EventKind::Sealed {
            seat,
            sealed,
            of: self.players,
        }));
    }

    /// The deadline passed: the unsealed draft is dropped and the company plays the default
    /// orders (stay put, buy nothing; its standing orders stand).
    pub(super) fn lapse(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.drafts[seat].clear();
        self.sealed[seat] = true;
        events.push(public(EventKind::Lapsed { seat }));
    }
}

impl Game {
    /// The world as the seat's draft would leave it, without dice (its own position as it plans).
    pub(crate) fn projection(
        &self,
        seat: Seat,
        draft: &[Order],
    ) -> crate::games::indies::world::World {
        let mut world = self.world.clone();
        let mut sink = Vec::new();
        for i in Self::carry_out_order(draft) {
            let _ = world.carry_out(&self.data, seat, &draft[i], None, &mut sink);
        }
        world
    }
}
