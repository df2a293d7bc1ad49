//! The table service's state: the store, the per-channel locks, and caches that spare a command
//! the replay of a game it has just seen (each entry is checked against the game's version in
//! the store, so a change by another process is never missed).

use crate::store::Store;
use std::any::Any;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

/// How many games' states a process keeps in memory.
const CACHED_GAMES: usize = 256;

/// A game's state as of a version of its row.
#[derive(Clone)]
pub(super) struct Cached {
    pub version: i64,
    /// Actions in the log.
    pub seq: i64,
    pub game: Arc<dyn Any + Send + Sync>,
}

#[derive(Default)]
struct Games {
    by_id: HashMap<i64, Cached>,
    /// Least recently stored first.
    order: VecDeque<i64>,
}

/// The table service. Cheap to clone; clones share the store, the locks and the caches.
#[derive(Clone)]
pub struct Table {
    pub(super) store: Store,
    /// Commands for one channel's game run one at a time; each channel has its own lock.
    locks: Arc<Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>>,
    games: Arc<Mutex<Games>>,
    /// Parsed component data by the hash of its text.
    components: Arc<Mutex<HashMap<String, Arc<dyn Any + Send + Sync>>>>,
    /// Whether posts carry the board picture (the load test measures the table without them).
    pictures: bool,
    /// Seconds added to the clock: scripts try deadlines and silences without waiting.
    clock: Arc<std::sync::atomic::AtomicI64>,
}

impl Table {
    pub fn new(store: Store) -> Table {
        Table {
            store,
            locks: Arc::default(),
            games: Arc::default(),
            components: Arc::default(),
            pictures: true,
            clock: Arc::default(),
        }
    }

    /// The time now, in unix seconds, as this table counts it.
    pub fn now(&self) -> i64 {
        crate::store::now() + self.clock.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Sets the clock `seconds` ahead of the real time (scripts and tests).
    pub fn set_clock_ahead(&self, seconds: i64) {
        self.clock
            .store(seconds, std::sync::atomic::Ordering::Relaxed);
    }

    /// The same table drawing no pictures: for measuring the rest apart.
    pub fn without_pictures(mut self) -> Table {
        self.pictures = false;
        self
    }

    pub(super) fn pictures(&self) -> bool {
        self.pictures
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

    /// The cached state of game `id` at `version`, if this process has it.
    pub(super) fn cached(&self, id: i64, version: i64) -> Option<Cached> {
        let games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        games
            .by_id
            .get(&id)
            .filter(|c| c.version == version)
            .cloned()
    }

    pub(super) fn cache(&self, id: i64, entry: Cached) {
        let mut games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        if games.by_id.insert(id, entry).is_none() {
            games.order.push_back(id);
            while games.order.len() > CACHED_GAMES {
                if let Some(old) = games.order.pop_front() {
                    games.by_id.remove(&old);
                }
            }
        }
    }

    /// Parsed component data by the hash of its text, when this process has it.
    pub(super) fn cached_components<C: Send + Sync + 'static>(&self, hash: &str) -> Option<Arc<C>> {
        self.components
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(hash)
            .and_then(|c| c.clone().downcast::<C>().ok())
    }

    pub(super) fn cache_components<C: Send + Sync + 'static>(&self, hash: &str, parsed: Arc<C>) {
        self.components
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(hash.to_string(), parsed);
    }
}
