//! The store on real SQLite files: one open game per channel, the action log's guard against a
//! step written twice, reopening, and commands arriving at once.

mod common;

use common::Play;
use nusantara::store::{NewGame, SeatRecord, Status, Store, WriteError};

fn new_game(channel: i64) -> NewGame {
    NewGame {
        channel_id: channel,
        channel_name: Some("t".into()),
        kind: "festivals".into(),
        creator: SeatRecord {
            user_id: 1,
            name: "alice".into(),
        },
        options: "{}".into(),
        seed: u64::MAX - 3,
        wanted_seats: Some(2),
        rules_version: 1,
    }
}

#[tokio::test]
async fn one_open_game_per_channel_and_a_step_is_written_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("store.db");
    let store = Store::open(&path.to_string_lossy()).await.unwrap();
    let game = store.create_game(&new_game(10)).await.unwrap().unwrap();
    assert_eq!(
        game.seed,
        u64::MAX - 3,
        "a seed above i64::MAX survives the round trip"
    );
    assert_eq!(game.status, Status::Forming);
    assert!(
        store.create_game(&new_game(10)).await.unwrap().is_none(),
        "a second open game in one channel"
    );
    assert!(store.create_game(&new_game(11)).await.unwrap().is_some());

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
    store.set_seats(game.id, &seats).await.unwrap();
    // Actions only go to an active game.
    assert!(matches!(
        store.append_action(game.id, 1, 0, "{}", false).await,
        Err(WriteError::Conflict)
    ));
    store.start(game.id, "{\"setup\":1}").await.unwrap();
    assert!(
        matches!(store.start(game.id, "{}").await, Err(WriteError::Conflict)),
        "started twice"
    );
    store
        .append_action(game.id, 1, 0, "{\"a\":1}", false)
        .await
        .unwrap();
    // A second writer of the same step fails and changes nothing.
    assert!(matches!(
        store.append_action(game.id, 1, 1, "{\"b\":2}", false).await,
        Err(WriteError::Conflict)
    ));
    store
        .append_action(game.id, 2, 1, "{\"c\":3}", true)
        .await
        .unwrap();
    assert!(
        matches!(
            store.append_action(game.id, 3, 0, "{}", false).await,
            Err(WriteError::Conflict)
        ),
        "game over"
    );
    drop(store);

    // Everything is there after reopening the file.
    let store = Store::open(&path.to_string_lossy()).await.unwrap();
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
    assert!(store.create_game(&new_game(10)).await.unwrap().is_some());
    assert_eq!(store.open_games_of(1).await.unwrap().len(), 2);
}

#[tokio::test]
async fn commands_arriving_at_once_are_each_applied_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("busy.db");
    let store = Store::open(&path.to_string_lossy()).await.unwrap();
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
                channel_name: None,
                command: nusantara::table::Command::new(
                    &["festivals", "plan"],
                    &[("tickets", "none")],
                ),
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
