//! Events as sentences for a chat channel.

use super::{Board, Event};
use crate::games::Seat;

impl Event {
    pub fn text(&self, _board: &Board, _name: &dyn Fn(Seat) -> String) -> String {
        unimplemented!()
    }
}
