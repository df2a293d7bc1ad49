//! Rebuilding a stored game: its setup and components, the actions of its log, the process's
//! cache and the snapshots; and what is read from it without acting (pictures, views, who is
//! awaited).

use super::*;

pub(super) type ComponentsOf<T> = <<T as TableGame>::Rules as Rules>::Components;

/// The component data a setup names.
pub(super) async fn components_of<T: Playable>(
    table: &Table,
    setup: &Setup<OptionsOf<T>>,
) -> Result<Arc<ComponentsOf<T>>> {
    let parse = |text: &str| {
        ComponentsOf::<T>::recorded(text)
            .map_err(|e| anyhow::anyhow!("the stored component data does not load: {e}"))
    };
    if let Some(text) = &setup.board {
        return parse(text);
    }
    let hash = setup
        .components
        .as_deref()
        .context("a setup without its component data")?;
    if let Some(found) = table.components.cached::<ComponentsOf<T>>(hash) {
        return Ok(found);
    }
    let text = table
        .store
        .components(hash)
        .await?
        .with_context(|| format!("component data {hash} is missing from the store"))?;
    let parsed = parse(&text)?;
    table.components.cache(hash, parsed.clone());
    Ok(parsed)
}

pub(super) fn build<T: Playable>(
    components: Arc<ComponentsOf<T>>,
    setup: &Setup<OptionsOf<T>>,
    seed: u64,
) -> Result<(T::Rules, Vec<EventOf<T>>)> {
    match &setup.position {
        Some(text) => {
            let position =
                PositionOf::<T>::from_toml(text).context("the stored position does not load")?;
            let game = T::Rules::from_position(components, &position)
                .context("the stored position is invalid")?;
            Ok((game, Vec::new()))
        }
        None => T::Rules::setup(components, &setup.options, setup.players, seed)
            .context("the stored setup is invalid"),
    }
}

/// A stored game rebuilt from its setup and log.
pub struct Loaded<R: Rules> {
    pub game: R,
    /// Actions in the log.
    pub seq: i64,
    /// Every event so far, when asked for (the log command).
    pub events: Vec<crate::games::EventOf<R>>,
}

/// The setup of a started game, refused (never replayed) when the game was stored by other
/// rules than this program's: replaying its log by these rules could give another game.
pub(super) fn setup_of<T: Playable>(record: &GameRecord) -> Result<Setup<OptionsOf<T>>> {
    if record.rules_version != T::RULES_VERSION {
        return Err(anyhow::Error::new(Refusal::rule(
            Refused::Forbidden,
            other_rules::<T>(record),
        )));
    }
    let mut value: serde_json::Value = serde_json::from_str(
        record
            .setup
            .as_deref()
            .context("an active game without a setup")?,
    )
    .context("the stored setup does not parse")?;
    T::upgrade_setup(&mut value);
    serde_json::from_value(value).context("the stored setup does not parse")
}

/// A started game as it was set up, and every action since: what its replay is drawn from.
pub(super) async fn history<T: Playable>(
    table: &Table,
    record: &GameRecord,
) -> Result<(T::Rules, Vec<(Seat, <T::Rules as Rules>::Action)>)> {
    let setup = setup_of::<T>(record)?;
    let components = components_of::<T>(table, &setup).await?;
    let (start, _) = build::<T>(components, &setup, record.seed)?;
    let log = table.store.actions(record.id).await?;
    let mut actions = Vec::with_capacity(log.len());
    for entry in &log {
        let action = serde_json::from_str(&entry.action).with_context(|| {
            format!("action {} of game {} does not parse", entry.seq, record.id)
        })?;
        actions.push((entry.seat, action));
    }
    Ok((start, actions))
}

/// Applies logged actions to a game, collecting their events when asked.
pub(super) fn replay<R: Rules>(
    game: &mut R,
    record: &GameRecord,
    log: &[ActionRecord],
    events: Option<&mut Vec<crate::games::EventOf<R>>>,
) -> Result<()> {
    let mut events = events;
    for entry in log {
        let action: R::Action = serde_json::from_str(&entry.action).with_context(|| {
            format!("action {} of game {} does not parse", entry.seq, record.id)
        })?;
        let more = game.apply(entry.seat, &action).map_err(|e| {
            anyhow::anyhow!(
                "action {} of game {} no longer applies: {e}",
                entry.seq,
                record.id
            )
        })?;
        if let Some(events) = events.as_deref_mut() {
            events.extend(more);
        }
    }
    Ok(())
}

/// Rebuilds a started game at the version of `record`: from this process's cache when it holds
/// that version, else from the latest snapshot and the actions after it. With `keep_events`,
/// from the setup and the whole log, keeping every event (`/game log`).
pub async fn load<T: Playable>(
    table: &Table,
    record: &GameRecord,
    keep_events: bool,
) -> Result<Loaded<T::Rules>> {
    if !keep_events
        && let Some(cached) = table.games.cached(record.id, record.version)
        && let Some(game) = cached.game.downcast_ref::<T::Rules>()
    {
        return Ok(Loaded {
            game: game.clone(),
            seq: cached.seq,
            events: Vec::new(),
        });
    }
    let loaded = rebuild::<T>(table, record, keep_events, None).await?;
    table.games.cache(
        record.id,
        Cached {
            version: record.version,
            seq: loaded.seq,
            game: Arc::new(loaded.game.clone()),
        },
    );
    Ok(loaded)
}

/// Rebuilds a stored game after its first `upto` actions (None: all of them) from the latest
/// snapshot within them and the actions after it, or with `keep_events` from the setup,
/// keeping every event.
async fn rebuild<T: Playable>(
    table: &Table,
    record: &GameRecord,
    keep_events: bool,
    upto: Option<i64>,
) -> Result<Loaded<T::Rules>> {
    let setup = setup_of::<T>(record)?;
    let components = components_of::<T>(table, &setup).await?;
    let snapshot = if keep_events {
        None
    } else {
        let latest = table.store.snapshot(record.id).await?;
        latest.filter(|(seq, _)| upto.is_none_or(|upto| *seq <= upto))
    };
    let (mut game, mut events, after) = match snapshot {
        Some((seq, state)) => {
            let mut game: T::Rules = serde_json::from_str(&state)
                .with_context(|| format!("the snapshot of game {} does not parse", record.id))?;
            game.attach(components);
            (game, Vec::new(), seq)
        }
        None => {
            let (game, events) = build::<T>(components, &setup, record.seed)?;
            (game, if keep_events { events } else { Vec::new() }, 0)
        }
    };
    let mut log = table.store.actions_after(record.id, after).await?;
    if let Some(upto) = upto {
        log.truncate(usize::try_from(upto - after).unwrap_or(0));
    }
    replay(&mut game, record, &log, keep_events.then_some(&mut events))?;
    let seq = after + log.len() as i64;
    Ok(Loaded { game, seq, events })
}

/// The board picture of a stored game after `seq` actions, from the public view and the seats'
/// names, with its file name: the game, its chapter (round or year) and a hash of the picture,
/// never a count of actions (hidden moves, a draft or a plan, must not show in it). Drawn from
/// this process's cached state when that is the state, else rebuilt from the store; drawn and
/// encoded off the async workers.
pub async fn picture_at<T: Playable>(
    table: &Table,
    record: &GameRecord,
    seq: i64,
) -> Result<Image> {
    let cached = table
        .games
        .cached(record.id, record.version)
        .filter(|c| c.seq == seq)
        .and_then(|c| c.game.downcast::<T::Rules>().ok());
    let game = match cached {
        Some(game) => game,
        None => Arc::new(rebuild::<T>(table, record, false, Some(seq)).await?.game),
    };
    let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
    let id = record.id;
    let language = record.language;
    let image = tokio::task::spawn_blocking(move || {
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let png = T::picture(&names, &game, language);
        let (chapter, _, _) = T::chapter(&game);
        let name = format!("{}-{id}-{chapter:04}-{:08x}.png", T::KEY, fnv(&png) as u32);
        Image { name, png }
    })
    .await
    .context("drawing the board stopped")?;
    table.drawings.count();
    Ok(image)
}

/// FNV-1a: a short, stable name for a picture's bytes.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Whether the stored game (snapshot and the actions after it) is the game its whole log
/// replays to.
pub async fn replays_to_its_state<T: Playable>(table: &Table, record: &GameRecord) -> Result<bool> {
    let stored = load::<T>(table, record, false).await?.game;
    let replayed = load::<T>(table, record, true).await?.game;
    Ok(stored == replayed)
}

/// The seats an active game waits for now.
pub async fn waiting<T: Playable>(table: &Table, record: &GameRecord) -> Result<Vec<Seat>> {
    Ok(load::<T>(table, record, false).await?.game.waiting_for())
}

/// How each seat placed in a stored game that is over, from its log; None while it goes on.
pub async fn finished<T: Playable>(
    table: &Table,
    record: &GameRecord,
) -> Result<Option<Vec<Placing>>> {
    let game = load::<T>(table, record, false).await?.game;
    Ok(game.finish().map(|f| placings(&f, record)))
}

/// The public view and each seat's private view, as JSON (the script runner's `--dump`).
pub async fn views<T: Playable>(
    table: &Table,
    record: &GameRecord,
) -> Result<(serde_json::Value, serde_json::Value)> {
    let game = load::<T>(table, record, false).await?.game;
    let private: Vec<serde_json::Value> = (0..record.seats.len())
        .map(|s| {
            Ok(serde_json::json!({
                "seat": s,
                "user": mention_user(record.seats[s].user_id),
                "view": serde_json::to_value(game.seat_view(s))?,
            }))
        })
        .collect::<Result<_>>()?;
    Ok((
        serde_json::to_value(game.public_view())?,
        serde_json::Value::Array(private),
    ))
}

/// Autocomplete values for `seat` (see [`crate::table::game::Suggestions`]).
pub async fn suggest<T: Playable>(
    table: &Table,
    record: &GameRecord,
    seat: Seat,
    cmd: &Command,
    sub: &str,
    focused: &str,
) -> Result<Vec<(String, String)>> {
    let game = load::<T>(table, record, false).await?.game;
    Ok(T::suggest(record, &game, seat, cmd, sub, focused))
}

/// Why a game stored by other rules is not played here (the versions as text: they are no
/// quantities to format).
pub fn other_rules<T: Playable>(record: &GameRecord) -> crate::lang::Msg {
    msg!(
        "refused-other-rules",
        channel = mention_channel(record.channel_id),
        stored = record.rules_version.to_string(),
        game = T::TITLE,
        ours = T::RULES_VERSION.to_string()
    )
}
