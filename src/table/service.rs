//! The table service's state: the store, the per-channel locks, and caches that spare a command
//! the replay of a game it has just seen (each entry is checked against the game's version in
//! the store, so a change by another process is never missed), and the board pictures drawn
//! lately, so that each state is drawn once.

use super::post::{Image, To};
use crate::store::Store;
use std::any::Any;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// How many games' states a process keeps in memory.
const CACHED_GAMES: usize = 256;

/// How many board pictures a process keeps (a few hundred KB each): the latest states of the
/// games in play, each shown by its channel post and by the looks at it.
const CACHED_PICTURES: usize = 32;

/// What a board picture shows: the game's id, its count of actions, and the seats' names drawn
/// on it (a seat handed over is drawn anew).
pub(super) type Shown = (i64, i64, Vec<String>);

/// A board picture: drawn once, by the first to ask; the others wait for that drawing.
pub(super) type Drawing = Arc<tokio::sync::OnceCell<Image>>;

/// A game's state as of a version of its row.
#[derive(Clone)]
pub(super) struct Cached {
    pub version: i64,
    /// Actions in the log.
    pub seq: i64,
    pub game: Arc<dyn Any + Send + Sync>,
}

/// The table service. Cheap to clone; clones share the store, the locks and the caches.
///
/// Its methods, what the front ends call, are all in one block in `dispatch`, the table's top
/// layer (they route to every other module). The table's other modules take it as an argument
/// and use its parts here, each with methods of its own; they never call up into `dispatch`.
#[derive(Clone)]
pub struct Table {
    pub(super) store: Store,
    pub(super) locks: Locks,
    pub(super) games: Games,
    pub(super) components: ComponentCache,
    /// Whether posts carry the board picture (the load test measures the table without them).
    pub(super) pictures: bool,
    pub(super) drawings: Drawings,
    pub(super) clock: Clock,
}

tokio::task_local! {
    /// The watch of the command this task runs, when its front end follows it.
    static WATCH: Watch;
}

/// What a front end follows while a command runs ([`Table::handle_watched`]) and holds after:
///
/// - when the command is accepted and its answer shows the board (a picture to draw before it
///   is sent), and where that post goes: a front end that must answer quickly can then say
///   "working on it" with the right visibility, having waited for the command's checks;
/// - the posting order of every channel whose game the command changed: a later command of
///   that channel waits, after its own checks and before its posts, until this watch is
///   dropped. Dropping it once the posts are sent keeps each channel's posts in the order of
///   its commands.
#[derive(Clone)]
pub struct Watch {
    inner: Arc<WatchInner>,
}

struct WatchInner {
    drawing: tokio::sync::watch::Sender<Option<To>>,
    held: Mutex<Vec<(i64, tokio::sync::OwnedMutexGuard<()>)>>,
}

impl Default for Watch {
    fn default() -> Watch {
        Watch::new()
    }
}

impl Watch {
    pub fn new() -> Watch {
        Watch {
            inner: Arc::new(WatchInner {
                drawing: tokio::sync::watch::Sender::new(None),
                held: Mutex::default(),
            }),
        }
    }

    /// Becomes `Some(to)` when the command has been accepted and its post to `to` shows the
    /// board.
    pub fn drawing(&self) -> tokio::sync::watch::Receiver<Option<To>> {
        self.inner.drawing.subscribe()
    }

    /// The channels whose posting order this watch holds.
    pub fn holds(&self) -> Vec<i64> {
        self.lock_held().iter().map(|(c, _)| *c).collect()
    }

    fn lock_held(&self) -> std::sync::MutexGuard<'_, Vec<(i64, tokio::sync::OwnedMutexGuard<()>)>> {
        self.inner
            .held
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Tells the watching front end, if any, that the post to `to` shows the board.
pub(super) fn drawing(to: To) {
    let _ = WATCH.try_with(|w| {
        w.inner.drawing.send_if_modified(|now| {
            let first = now.is_none();
            if first {
                *now = Some(to);
            }
            first
        })
    });
}

/// Runs `task` with `watch` followed (when given).
pub(super) async fn watched<F: std::future::Future>(watch: Option<Watch>, task: F) -> F::Output {
    match watch {
        Some(w) => WATCH.scope(w, task).await,
        None => task.await,
    }
}

/// Each channel's lock and posting order.
#[derive(Clone, Default)]
pub(super) struct Locks {
    /// Commands for one channel's game run one at a time; each channel has its own lock.
    running: Arc<Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>>,
    /// Each channel's posting order: taken under the channel's lock by a watched command and
    /// held by its front end until its posts are out ([`Watch`]).
    posting: Arc<Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>>,
}

impl Locks {
    /// Holding the lock of `channel_id`'s game.
    pub(super) async fn lock(&self, channel_id: i64) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = {
            let mut locks = self
                .running
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            locks.entry(channel_id).or_default().clone()
        };
        let guard = lock.lock_owned().await;
        // A watched command also takes the channel's posting order (once), so that the posts
        // of a later command wait for this one's.
        if let Ok(watch) = WATCH.try_with(Watch::clone)
            && !watch.holds().contains(&channel_id)
        {
            let order = {
                let mut order = self.posting.lock().unwrap_or_else(|p| p.into_inner());
                order.entry(channel_id).or_default().clone()
            };
            let held = order.lock_owned().await;
            watch.lock_held().push((channel_id, held));
        }
        guard
    }
}

/// The games' states this process keeps, the least recently stored forgotten beyond
/// [`CACHED_GAMES`].
#[derive(Clone, Default)]
pub(super) struct Games(Arc<Mutex<Kept>>);

#[derive(Default)]
struct Kept {
    by_id: HashMap<i64, Cached>,
    /// Least recently stored first.
    order: VecDeque<i64>,
}

impl Games {
    /// The cached state of game `id` at `version`, if this process has it.
    pub(super) fn cached(&self, id: i64, version: i64) -> Option<Cached> {
        let games = self.0.lock().unwrap_or_else(|p| p.into_inner());
        games
            .by_id
            .get(&id)
            .filter(|c| c.version == version)
            .cloned()
    }

    /// Whether this process has stored game `id` at a version after `version`.
    pub(super) fn changed_since(&self, id: i64, version: i64) -> bool {
        let games = self.0.lock().unwrap_or_else(|p| p.into_inner());
        games.by_id.get(&id).is_some_and(|c| c.version > version)
    }

    /// Keeps `entry` as game `id`'s state, unless a later version is kept already.
    pub(super) fn cache(&self, id: i64, entry: Cached) {
        let mut games = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if games
            .by_id
            .get(&id)
            .is_some_and(|c| c.version > entry.version)
        {
            return;
        }
        if games.by_id.insert(id, entry).is_none() {
            games.order.push_back(id);
            while games.order.len() > CACHED_GAMES {
                if let Some(old) = games.order.pop_front() {
                    games.by_id.remove(&old);
                }
            }
        }
    }
}

/// Parsed component data by the hash of its text.
#[derive(Clone, Default)]
pub(super) struct ComponentCache(Arc<Mutex<HashMap<String, Arc<dyn Any + Send + Sync>>>>);

impl ComponentCache {
    /// The parsed data of `hash`, when this process has it.
    pub(super) fn cached<C: Send + Sync + 'static>(&self, hash: &str) -> Option<Arc<C>> {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(hash)
            .and_then(|c| c.clone().downcast::<C>().ok())
    }

    pub(super) fn cache<C: Send + Sync + 'static>(&self, hash: &str, parsed: Arc<C>) {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(hash.to_string(), parsed);
    }
}

/// The board pictures drawn lately, and how many this table has drawn.
#[derive(Clone, Default)]
pub(super) struct Drawings {
    lately: Arc<Mutex<Lately>>,
    drawn: Arc<AtomicU64>,
}

#[derive(Default)]
struct Lately {
    by_shown: HashMap<Shown, Drawing>,
    /// Least recently asked for first.
    order: VecDeque<Shown>,
}

impl Drawings {
    /// The drawing of the board picture that shows `shown`: the one already made or under way,
    /// else a new one (the least recently asked for is forgotten beyond [`CACHED_PICTURES`]).
    pub(super) fn of(&self, shown: Shown) -> Drawing {
        let mut pictures = self.lately.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(at) = pictures.order.iter().position(|s| *s == shown) {
            pictures.order.remove(at);
        }
        pictures.order.push_back(shown.clone());
        while pictures.order.len() > CACHED_PICTURES {
            if let Some(old) = pictures.order.pop_front() {
                pictures.by_shown.remove(&old);
            }
        }
        pictures.by_shown.entry(shown).or_default().clone()
    }

    /// Forgets the pictures of game `id`: its last action was taken back, so a count of actions
    /// may come to show another state.
    pub(super) fn forget(&self, id: i64) {
        let mut pictures = self.lately.lock().unwrap_or_else(|p| p.into_inner());
        pictures.order.retain(|(game, _, _)| *game != id);
        pictures.by_shown.retain(|(game, _, _), _| *game != id);
    }

    /// Counts one picture drawn.
    pub(super) fn count(&self) {
        self.drawn.fetch_add(1, Ordering::Relaxed);
    }

    /// How many pictures have been drawn.
    pub(super) fn drawn(&self) -> u64 {
        self.drawn.load(Ordering::Relaxed)
    }
}

/// The time as the table counts it: the real time, or ahead of it (scripts try deadlines and
/// silences without waiting).
#[derive(Clone, Default)]
pub(super) struct Clock {
    /// Seconds added to the real time.
    ahead: Arc<AtomicI64>,
}

impl Clock {
    /// The time now, in unix seconds.
    pub(super) fn now(&self) -> i64 {
        crate::store::now() + self.ahead.load(Ordering::Relaxed)
    }

    pub(super) fn set_ahead(&self, seconds: i64) {
        self.ahead.store(seconds, Ordering::Relaxed);
    }
}
