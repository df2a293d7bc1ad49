//! The store on real SQLite files: one open game per channel, the action log's guard against a
//! step written twice, reopening, and commands arriving at once.

mod common;

use common::Play;
use nusantara::store::{
    Append, Card, GameRecord, NewGame, Outgoing, SeatRecord, Seating, Status, Store, WriteError,
};

fn new_game(channel: i64) -> NewGame {
    NewGame {
        channel_id: channel,
        guild_id: None,
        deadline_minutes: None,
        channel_name: Some("t".into()),
        game: "festivals".into(),
        creator: SeatRecord {
            user_id: 1,
            name: "alice".into(),
        },
        options: "{}".into(),
        seed: u64::MAX - 3,
        wanted_seats: Some(2),
        rules_version: 1,
        unrated: None,
        language: nusantara::lang::Lang::En,
    }
}

fn append<'a>(
    game_id: i64,
    version: i64,
    seq: i64,
    seat: usize,
    action: &'a str,
    finished: bool,
) -> Append<'a> {
    Append {
        game_id,
        version,
        seq,
        seat,
        action,
        // A finish without placings: these tests are about the log, not the records.
        finished: finished.then_some(&[]),
        snapshot: None,
        awaited: &[],
        card: None,
    }
}

const NOTHING: Outgoing<'static> = Outgoing {
    origin: None,
    posts: &[],
};

/// A fresh database holding one new game in `channel`: the database (kept while the test
/// runs), its store and the game.
async fn fresh_game(channel: i64) -> (common::db::Db, Store, GameRecord) {
    let db = common::db::Db::new().await;
    let store = db.store().await;
    let (game, _) = store
        .create_game(&new_game(channel), &NOTHING)
        .await
        .unwrap()
        .unwrap();
    (db, store, game)
}

#[tokio::test]
async fn one_open_game_per_channel_and_a_step_is_written_once() {
    let (db, store, game) = fresh_game(10).await;
    assert_eq!(
        game.seed,
        u64::MAX - 3,
        "a seed above i64::MAX survives the round trip"
    );
    assert_eq!(game.status, Status::Forming);
    assert!(
        store
            .create_game(&new_game(10), &NOTHING)
            .await
            .unwrap()
            .is_none(),
        "a second open game in one channel"
    );
    assert!(
        store
            .create_game(&new_game(11), &NOTHING)
            .await
            .unwrap()
            .is_some()
    );

    let seats = vec![
        SeatRecord {
            user_id: 1,
            name: "alice".into(),
        },
        SeatRecord {
            user_id: 2,
            name: "bob".into(),
        },
    ];
    let v = game.version;
    store
        .seat(game.id, v, &seats, Seating::Forming, None, &NOTHING)
        .await
        .unwrap();
    // A write from a stale read changes nothing.
    assert!(matches!(
        store
            .seat(game.id, v, &seats[..1], Seating::Forming, None, &NOTHING)
            .await,
        Err(WriteError::Conflict)
    ));
    // Actions only go to an active game.
    assert!(matches!(
        store
            .append(&[append(game.id, v + 1, 1, 0, "{}", false)], &NOTHING)
            .await,
        Err(WriteError::Conflict)
    ));
    let started = Seating::Started {
        setup: "{\"setup\":1}",
        awaited: &[1],
        card: None,
    };
    store
        .seat(game.id, v + 1, &seats, started, None, &NOTHING)
        .await
        .unwrap();
    let again = Seating::Started {
        setup: "{}",
        awaited: &[],
        card: None,
    };
    assert!(
        matches!(
            store
                .seat(game.id, v + 2, &seats, again, None, &NOTHING)
                .await,
            Err(WriteError::Conflict)
        ),
        "started twice"
    );
    assert_eq!(store.game(game.id).await.unwrap().unwrap().awaited, vec![1]);
    store
        .append(
            &[append(game.id, v + 2, 1, 0, "{\"a\":1}", false)],
            &NOTHING,
        )
        .await
        .unwrap();
    // A second writer of the same step fails and changes nothing.
    assert!(matches!(
        store
            .append(
                &[append(game.id, v + 3, 1, 1, "{\"b\":2}", false)],
                &NOTHING
            )
            .await,
        Err(WriteError::Conflict)
    ));
    store
        .append(&[append(game.id, v + 3, 2, 1, "{\"c\":3}", true)], &NOTHING)
        .await
        .unwrap();
    assert!(
        matches!(
            store
                .append(&[append(game.id, v + 4, 3, 0, "{}", false)], &NOTHING)
                .await,
            Err(WriteError::Conflict)
        ),
        "game over"
    );
    drop(store);

    // Everything is there after reopening the file.
    let store = db.store().await;
    let game = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(game.status, Status::Finished);
    assert_eq!(game.seats, seats);
    assert_eq!(game.setup.as_deref(), Some("{\"setup\":1}"));
    let log = store.actions(game.id).await.unwrap();
    assert_eq!(
        log.iter()
            .map(|a| (a.seq, a.seat, a.action.as_str()))
            .collect::<Vec<_>>(),
        vec![(1, 0, "{\"a\":1}"), (2, 1, "{\"c\":3}")]
    );
    // The finished game frees the channel.
    assert!(
        store
            .create_game(&new_game(10), &NOTHING)
            .await
            .unwrap()
            .is_some()
    );
    assert_eq!(store.open_games_of(1).await.unwrap().len(), 2);
}

#[tokio::test]
async fn commands_arriving_at_once_are_each_applied_exactly_once() {
    let db = common::db::Db::new().await;
    let store = db.store().await;
    let mut play = Play::with_store(store.clone()).await;
    play.lines(
        "@alice #t /game new game:festivals players:4 seed:8
         @bob #t /game join
         @carol #t /game join
         @dewi #t /game join",
    )
    .await;
    // Four plans sent at the same moment through clones of one table.
    let table = play.runner.table().clone();
    let mut tasks = Vec::new();
    for name in ["alice", "bob", "carol", "dewi"] {
        let table = table.clone();
        tasks.push(tokio::spawn(async move {
            let inv = nusantara::table::Invocation {
                user_id: nusantara::script::id_for("user", name),
                user_name: name.into(),
                place: nusantara::table::Place::Dm,
                guild: None,
                manages_server: false,
                channel_name: None,
                command: nusantara::table::Command::new(
                    &["festivals", "plan"],
                    &[("tickets", "none")],
                ),
                origin: None,
                locale: None,
                guild_locale: None,
            };
            table.handle(&inv).await
        }));
    }
    for task in tasks {
        let posts = task.await.unwrap();
        assert!(!posts.is_empty());
    }
    let game = store
        .open_game_in(nusantara::script::id_for("channel", "t"))
        .await
        .unwrap()
        .unwrap();
    let log = store.actions(game.id).await.unwrap();
    assert_eq!(log.len(), 4, "each plan exactly once: {log:?}");
    let mut seats: Vec<usize> = log.iter().map(|a| a.seat).collect();
    seats.sort();
    assert_eq!(seats, vec![0, 1, 2, 3]);
    assert_eq!(
        log.iter().map(|a| a.seq).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
}

/// A database moves whole: a game half played into a SQLite file, copied into another database
/// (PostgreSQL when the tests have one), goes on there as it would have at home.
#[tokio::test]
async fn a_database_moves_whole_and_its_games_go_on() {
    let none = nusantara::table::Command::new(&["game", "new"], &[]);
    let script = nusantara::script::example("festivals", &none, 3, 4).unwrap();
    let lines: Vec<&str> = script.lines().collect();
    let (first, second) = lines.split_at(lines.len() / 2);
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home.db").to_string_lossy().into_owned();
    let options = |db: &str| nusantara::script::ScriptOptions {
        db: Some(db.to_string()),
        images: None,
        dump: true,
        base_dir: std::path::PathBuf::from("."),
    };
    nusantara::script::run(&first.join("\n"), &options(&home))
        .await
        .unwrap();
    let away = common::db::Db::new().await;
    let source = nusantara::store::Store::open(&home).await.unwrap();
    let counts = source.copy_into(&away.store().await).await.unwrap();
    assert!(
        counts.iter().any(|(t, n)| *t == "actions" && *n > 0),
        "{counts:?}"
    );
    assert!(
        source.copy_into(&away.store().await).await.is_err(),
        "a target holding games is refused"
    );
    let at_home = nusantara::script::run(&second.join("\n"), &options(&home))
        .await
        .unwrap();
    let moved = nusantara::script::run(&second.join("\n"), &options(&away.url))
        .await
        .unwrap();
    assert_eq!(at_home.output, moved.output);
    // New games after the move get new ids.
    let store = away.store().await;
    let (game, _) = store
        .create_game(&new_game(99), &NOTHING)
        .await
        .unwrap()
        .unwrap();
    assert!(game.id > 1);
}

/// `backup` writes a consistent copy of a live SQLite database: everything committed, the
/// write-ahead log included, in one file that opens as a store of its own.
#[tokio::test]
async fn a_backup_of_a_live_database_holds_every_game() {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join("live.db").to_string_lossy().into_owned();
    let store = nusantara::store::Store::open(&live).await.unwrap();
    for channel in 0..5 {
        store
            .create_game(&new_game(channel), &NOTHING)
            .await
            .unwrap()
            .unwrap();
    }
    let copy = dir.path().join("copy.db").to_string_lossy().into_owned();
    store.backup(&copy).await.unwrap();
    assert!(
        store.backup(&copy).await.is_err(),
        "an existing file is never overwritten"
    );
    // The copy alone, without the live file's write-ahead log, has every game.
    let restored = nusantara::store::Store::open(&copy).await.unwrap();
    assert_eq!(restored.all_games().await.unwrap().len(), 5);
}

/// Counts the statements sqlx sends for the work done inside a span named `counted` (sqlx logs
/// each request under the span of its caller, on SQLite from the connection's own thread).
mod requests {
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use tracing::Subscriber;
    use tracing_subscriber::layer::{Context, SubscriberExt};
    use tracing_subscriber::registry::LookupSpan;

    static COUNT: AtomicUsize = AtomicUsize::new(0);

    struct Counter;

    impl<S: Subscriber + for<'a> LookupSpan<'a>> tracing_subscriber::Layer<S> for Counter {
        fn on_event(&self, event: &tracing::Event<'_>, ctx: Context<'_, S>) {
            let counted = ctx
                .event_scope(event)
                .is_some_and(|mut spans| spans.any(|s| s.name() == "counted"));
            if counted && event.metadata().target().starts_with("sqlx::query") {
                let mut summary = Summary(String::new());
                event.record(&mut summary);
                // A connection the pool opens meanwhile is set up with PRAGMAs: not the work's.
                if !summary.0.trim_start_matches('"').starts_with("PRAGMA") {
                    COUNT.fetch_add(1, Ordering::SeqCst);
                }
            }
        }
    }

    /// A logged statement's summary (its first words).
    struct Summary(String);

    impl tracing::field::Visit for Summary {
        fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
            if field.name() == "summary" {
                self.0 = value.to_string();
            }
        }

        fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
            if field.name() == "summary" {
                self.0 = format!("{value:?}");
            }
        }
    }

    /// The statements sent while `work` runs, but for the set-up of a connection the pool
    /// happens to open meanwhile (when the one given back last is still being checked).
    pub async fn during<F: std::future::Future>(work: F) -> (F::Output, usize) {
        static INSTALLED: OnceLock<()> = OnceLock::new();
        INSTALLED.get_or_init(|| {
            let subscriber = tracing_subscriber::registry().with(Counter);
            tracing::subscriber::set_global_default(subscriber).expect("one subscriber");
        });
        use tracing::Instrument;
        let before = COUNT.load(Ordering::SeqCst);
        let out = work.instrument(tracing::info_span!("counted")).await;
        (out, COUNT.load(Ordering::SeqCst) - before)
    }
}

/// `game` started with alice and bob seated, alice awaited: as the store holds it now.
async fn started(store: &Store, game: GameRecord) -> GameRecord {
    let seats = [(1, "alice"), (2, "bob")].map(|(user_id, name)| SeatRecord {
        user_id,
        name: name.into(),
    });
    let seating = Seating::Started {
        setup: "{}",
        awaited: &[0],
        card: None,
    };
    store
        .seat(game.id, game.version, &seats, seating, None, &NOTHING)
        .await
        .unwrap();
    store.game(game.id).await.unwrap().unwrap()
}

/// Issue 42: an action is committed with everything it changes (the game's version and awaited
/// seats, the log, the state, the command's origin, its posts) in one request to the database,
/// not one per statement; and the request keeps every guarantee: a stale version or a step
/// written already is a Conflict, an origin seen before a Duplicate, each changing nothing.
#[tokio::test]
async fn an_action_is_committed_in_one_request() {
    use nusantara::store::{OutPost, Target};
    let (_db, store, game) = fresh_game(20).await;
    let game = started(&store, game).await;
    let posts = [
        OutPost {
            target: Target::User(1),
            body: "You moved.".into(),
            image: None,
            extra: None,
        },
        OutPost {
            target: Target::Channel(20),
            body: "alice moved; bob is next.".into(),
            image: None,
            extra: Some("{\"pings\":[2]}".into()),
        },
    ];
    let step = |version, seq, awaited: &'static [usize]| Append {
        snapshot: Some("{\"state\":1}"),
        awaited,
        card: Some("alice moved."),
        ..append(game.id, version, seq, 0, "{\"a\":1}", false)
    };
    let out = Outgoing::new(Some("one"), &posts);
    let (ids, requests) =
        requests::during(store.append(&[step(game.version, 1, &[1])], &out)).await;
    let ids = ids.unwrap();
    assert_eq!(requests, 1, "the commit's statements were sent one by one");
    let stored: Vec<String> = store
        .posts_of("one")
        .await
        .unwrap()
        .into_iter()
        .map(|p| {
            assert!(ids.contains(&p.id));
            p.post.body
        })
        .collect();
    assert_eq!(stored, ["You moved.", "alice moved; bob is next."]);
    assert!(ids[0] < ids[1], "the posts are delivered in their order");
    let after = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(after.version, game.version + 1);
    assert_eq!(after.awaited, vec![1], "bob is awaited now");
    assert_eq!(after.reminded, 0);
    assert!(after.awaited_since.is_some());
    assert_eq!(
        after.card,
        Some(Card {
            seq: 1,
            head: "alice moved.".into()
        }),
        "its channel post is the game's turn card, kept by the same request"
    );
    assert_eq!(
        store.snapshot(game.id).await.unwrap(),
        Some((1, "{\"state\":1}".into()))
    );
    assert!(store.seen("one").await.unwrap());

    // The same origin again: Duplicate, nothing written.
    let again = store
        .append(
            &[step(after.version, 2, &[0])],
            &Outgoing::new(Some("one"), &posts),
        )
        .await;
    assert!(matches!(again, Err(WriteError::Duplicate)), "{again:?}");
    // A stale version, or a step logged already: Conflict, nothing written.
    for (version, seq) in [(game.version, 2), (after.version, 1)] {
        let stale = store
            .append(
                &[step(version, seq, &[0])],
                &Outgoing::new(Some("two"), &posts),
            )
            .await;
        assert!(matches!(stale, Err(WriteError::Conflict)), "{stale:?}");
    }
    assert!(!store.seen("two").await.unwrap());
    assert_eq!(store.actions(game.id).await.unwrap().len(), 1);
    assert_eq!(store.game(game.id).await.unwrap().unwrap(), after);
    assert_eq!(store.pending_posts().await.unwrap(), 2);

    // A command of several steps is all or nothing: its second step stale, its first step is
    // not written either.
    let broken = [step(after.version, 2, &[0]), step(after.version, 3, &[1])];
    let out = Outgoing::new(Some("three"), &posts);
    let refused = store.append(&broken, &out).await;
    assert!(matches!(refused, Err(WriteError::Conflict)), "{refused:?}");
    assert!(!store.seen("three").await.unwrap());
    assert_eq!(store.actions(game.id).await.unwrap().len(), 1);
    assert_eq!(store.game(game.id).await.unwrap().unwrap(), after);
    // Whole, both steps are logged, the posts with the last.
    let route = [
        step(after.version, 2, &[0]),
        step(after.version + 1, 3, &[1]),
    ];
    let ids = store.append(&route, &out).await.unwrap();
    assert_eq!(ids.len(), 2);
    assert_eq!(store.actions(game.id).await.unwrap().len(), 3);
    assert_eq!(
        store.game(game.id).await.unwrap().unwrap().version,
        after.version + 2
    );
    assert!(store.seen("three").await.unwrap());
}

/// Issue 37: the Discord message of a game's turn card is kept only while it is the game's
/// card; a new card forgets it, and a card taken back by an undo is no card to edit.
#[tokio::test]
async fn a_cards_message_is_kept_while_it_is_the_games_card() {
    let (_db, store, game) = fresh_game(21).await;
    let seats = [1, 2].map(|user_id| SeatRecord {
        user_id,
        name: format!("p{user_id}"),
    });
    let started = Seating::Started {
        setup: "{}",
        awaited: &[0, 1],
        card: Some("The game begins."),
    };
    store
        .seat(game.id, game.version, &seats, started, None, &NOTHING)
        .await
        .unwrap();
    let record = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(record.card.as_ref().map(|c| c.seq), Some(0));
    assert_eq!(store.card_message(game.id, 0).await.unwrap(), None);
    store.card_shown(game.id, 0, 555).await.unwrap();
    // A delivery of another card (not the game's now) records nothing.
    store.card_shown(game.id, 3, 666).await.unwrap();
    assert_eq!(store.card_message(game.id, 0).await.unwrap(), Some(555));
    assert_eq!(store.card_message(game.id, 3).await.unwrap(), None);
    // Progress edits the card: an action without a card of its own keeps it.
    let quiet = append(game.id, record.version, 1, 0, "{}", false);
    store.append(&[quiet], &NOTHING).await.unwrap();
    assert_eq!(store.card_message(game.id, 0).await.unwrap(), Some(555));
    // A turn that opens makes a new card: the old message is no longer it.
    let opens = Append {
        card: Some("Round 2."),
        ..append(game.id, record.version + 1, 2, 1, "{}", false)
    };
    store.append(&[opens], &NOTHING).await.unwrap();
    assert_eq!(store.card_message(game.id, 0).await.unwrap(), None);
    let record = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(
        record.card,
        Some(Card {
            seq: 2,
            head: "Round 2.".into()
        })
    );
    store.card_shown(game.id, 2, 777).await.unwrap();
    assert_eq!(store.card_message(game.id, 2).await.unwrap(), Some(777));
    store
        .take_back(game.id, record.version, 2, "{}", &[1], &NOTHING)
        .await
        .unwrap();
    let record = store.game(game.id).await.unwrap().unwrap();
    assert_eq!(record.card, None, "an undo leaves no card to edit");
    assert_eq!(store.card_message(game.id, 2).await.unwrap(), None);
}

/// A SQLite file (in its folder, kept while the test runs) with a game started in each of
/// `channels`: where appends are committed in groups.
async fn started_on_a_file(
    channels: std::ops::Range<i64>,
) -> (tempfile::TempDir, Store, Vec<GameRecord>) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("group.db").to_string_lossy())
        .await
        .unwrap();
    let mut games = Vec::new();
    for channel in channels {
        let (game, _) = store
            .create_game(&new_game(channel), &NOTHING)
            .await
            .unwrap()
            .unwrap();
        games.push(started(&store, game).await);
    }
    (dir, store, games)
}

/// Issue 42: on a SQLite file the appends that arrive while the writer is busy are committed
/// together, one transaction and one wait for the disk for all, each in its own savepoint: a
/// refused one (a stale version, an origin seen before, even one seen earlier in the same
/// group) changes nothing, and the others are written as they would be alone.
#[tokio::test]
async fn appends_arriving_together_are_committed_together() {
    let (_dir, store, games) = started_on_a_file(31..35).await;
    let before = store
        .group_commits()
        .expect("a SQLite store groups its commits");
    let step =
        |game: &GameRecord, stale: i64| append(game.id, game.version - stale, 1, 0, "{}", false);
    let steps: Vec<Append> = [0, 0, 1, 0]
        .iter()
        .zip(&games)
        .map(|(&stale, game)| step(game, stale))
        .collect();
    let outs = ["a", "b", "c", "a"].map(|origin| Outgoing::new(Some(origin), &[]));
    let (a, b, c, d) = tokio::join!(
        store.append(&steps[0..=0], &outs[0]),
        store.append(&steps[1..=1], &outs[1]),
        store.append(&steps[2..=2], &outs[2]),
        store.append(&steps[3..=3], &outs[3]),
    );
    let after = store.group_commits().unwrap();
    assert_eq!(
        (after.0 - before.0, after.1 - before.1),
        (1, 4),
        "the four appends were one commit"
    );
    assert!(a.is_ok() && b.is_ok(), "{a:?} {b:?}");
    assert!(matches!(c, Err(WriteError::Conflict)), "{c:?}");
    assert!(matches!(d, Err(WriteError::Duplicate)), "{d:?}");
    let logged: Vec<usize> = {
        let mut n = Vec::new();
        for game in &games {
            n.push(store.actions(game.id).await.unwrap().len());
        }
        n
    };
    assert_eq!(
        logged,
        [1, 1, 0, 0],
        "only the accepted appends are written"
    );
    for (game, moved) in games.iter().zip([true, true, false, false]) {
        let now = store.game(game.id).await.unwrap().unwrap();
        assert_eq!(now.version, game.version + i64::from(moved));
    }
    assert!(store.seen("a").await.unwrap() && store.seen("b").await.unwrap());
    assert!(!store.seen("c").await.unwrap());
}

/// Issue 42: a group commit whose appends are all accepted is one request to SQLite, its
/// `BEGIN` and `COMMIT` included, and each append is answered with the ids of its own posts,
/// a command of two steps too.
#[tokio::test]
async fn a_group_of_accepted_appends_is_one_request() {
    use nusantara::store::{OutPost, Target};
    let (_dir, store, games) = started_on_a_file(41..44).await;
    let posts = |origin: &str, n: usize| -> Vec<OutPost> {
        (0..n)
            .map(|i| OutPost {
                target: Target::Channel(40),
                body: format!("{origin} {i}"),
                image: None,
                extra: None,
            })
            .collect()
    };
    let posts = [posts("a", 1), posts("b", 2), posts("c", 3)];
    let outs: Vec<Outgoing> = ["a", "b", "c"]
        .iter()
        .zip(&posts)
        .map(|(origin, posts)| Outgoing::new(Some(origin), posts))
        .collect();
    let one = |g: &GameRecord| [append(g.id, g.version, 1, 0, "{}", false)];
    let (a, c) = (one(&games[0]), one(&games[2]));
    let b = [
        append(games[1].id, games[1].version, 1, 0, "{}", false),
        append(games[1].id, games[1].version + 1, 2, 1, "{}", false),
    ];
    let before = store.group_commits().unwrap();
    let ((a, b, c), requests) = requests::during(async {
        tokio::join!(
            store.append(&a, &outs[0]),
            store.append(&b, &outs[1]),
            store.append(&c, &outs[2]),
        )
    })
    .await;
    let after = store.group_commits().unwrap();
    assert_eq!((after.0 - before.0, after.1 - before.1), (1, 3));
    assert_eq!(requests, 1, "the group's transaction went as one request");
    for (origin, (ids, (game, steps))) in ["a", "b", "c"]
        .iter()
        .zip([a, b, c].into_iter().zip(games.iter().zip([1, 2, 1])))
    {
        let stored: Vec<i64> = store
            .posts_of(origin)
            .await
            .unwrap()
            .iter()
            .map(|p| p.id)
            .collect();
        assert_eq!(ids.unwrap(), stored, "{origin}'s own posts, in order");
        assert_eq!(store.actions(game.id).await.unwrap().len(), steps);
        let now = store.game(game.id).await.unwrap().unwrap();
        assert_eq!(now.version, game.version + steps as i64);
    }
}
