//! The table service's state: the store and the per-channel locks. Every command of every game
//! goes through one [`Table`].

use crate::store::Store;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The table service. Cheap to clone; clones share the store and the per-channel locks.
#[derive(Clone)]
pub struct Table {
    pub(super) store: Store,
    /// Commands for one channel's game run one at a time; each channel has its own lock.
    locks: Arc<Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>>,
}

impl Table {
    pub fn new(store: Store) -> Table {
        Table {
            store,
            locks: Arc::default(),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Holding the lock of `channel_id`'s game.
    pub(super) async fn lock(&self, channel_id: i64) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self
                .locks
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            locks.entry(channel_id).or_default().clone()
        };
        lock.lock_owned().await
    }
}
