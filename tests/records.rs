//! Players' records in the store (issue 26): a finished game's placings and the ratings they
//! give, games that do not count, and a rebuild that gives the ratings the finishes gave. On
//! SQLite, and on PostgreSQL when NUSANTARA_TEST_POSTGRES names a server.

mod common;

use nusantara::store::{
    Append, NewGame, Outgoing, Rating, SeatRecord, Seating, Status, Store, Unrated, placings, rate,
};

const NOTHING: Outgoing<'static> = Outgoing {
    origin: None,
    posts: &[],
};

const GUILD: i64 = 7;

/// Opens and starts a game (`key`: festivals, ...) in `channel` with the users seated in this
/// order.
async fn started(
    store: &Store,
    channel: i64,
    key: &str,
    users: &[i64],
    unrated: Option<Unrated>,
) -> (i64, i64) {
    started_at(store, GUILD, channel, key, users, unrated).await
}

/// [`started`] at the server `guild`.
async fn started_at(
    store: &Store,
    guild: i64,
    channel: i64,
    key: &str,
    users: &[i64],
    unrated: Option<Unrated>,
) -> (i64, i64) {
    let seat = |u: i64| SeatRecord {
        user_id: u,
        name: format!("player{u}"),
    };
    let new = NewGame {
        channel_id: channel,
        guild_id: Some(guild),
        deadline_minutes: None,
        channel_name: None,
        game: key.into(),
        creator: seat(users[0]),
        options: "{}".into(),
        seed: 1,
        wanted_seats: None,
        rules_version: 1,
        unrated,
        language: nusantara::lang::Lang::En,
    };
    let (game, _) = store.create_game(&new, &NOTHING).await.unwrap().unwrap();
    let seats: Vec<SeatRecord> = users.iter().map(|&u| seat(u)).collect();
    let started = Seating::Started {
        setup: "{}",
        awaited: &[0],
        card: None,
    };
    store
        .seat(game.id, game.version, &seats, started, None, &NOTHING)
        .await
        .unwrap();
    (game.id, game.version + 1)
}

/// Ends a started game with these scores and winners (by seat).
async fn finish(store: &Store, game: (i64, i64), scores: &[i64], winners: &[usize]) {
    let record = store.game(game.0).await.unwrap().unwrap();
    let users: Vec<i64> = record.seats.iter().map(|s| s.user_id).collect();
    let placed = placings(scores, winners, &users);
    let append = Append {
        game_id: game.0,
        version: game.1,
        seq: 1,
        seat: 0,
        action: "\"end\"",
        finished: Some(&placed),
        snapshot: None,
        awaited: &[],
        card: None,
    };
    store.append(&[append], &NOTHING).await.unwrap();
}

/// A game played to its end: opened, started and finished.
async fn played(store: &Store, channel: i64, users: &[i64], scores: &[i64], winners: &[usize]) {
    let game = started(store, channel, "festivals", users, None).await;
    finish(store, game, scores, winners).await;
}

/// The ratings of a server's game, best first.
async fn book(store: &Store, guild: i64, key: &str) -> Vec<(i64, Rating)> {
    store.ratings(Some(guild), key).await.unwrap()
}

fn rating_of(all: &[(i64, Rating)], user: i64) -> Rating {
    all.iter()
        .find(|(u, _)| *u == user)
        .map(|(_, r)| *r)
        .unwrap_or_else(|| panic!("no rating for {user} in {all:?}"))
}

#[tokio::test]
async fn a_four_player_game_with_a_tie_is_rated_by_its_finishing_order() {
    let store = common::db::store().await;
    // Seat 0 wins with 50; seats 1 and 2 tie on 30; seat 3 is last.
    played(&store, 1, &[11, 12, 13, 14], &[50, 30, 30, 10], &[0]).await;
    let all = book(&store, GUILD, "festivals").await;
    let order: Vec<i64> = all.iter().map(|(u, _)| *u).collect();
    assert_eq!(order[0], 11);
    assert_eq!(order[3], 14);
    let (first, second, third, last) = (
        rating_of(&all, 11),
        rating_of(&all, 12),
        rating_of(&all, 13),
        rating_of(&all, 14),
    );
    // The tied players share their place: the same rating, to the last bit.
    assert_eq!(second, third);
    assert!(first.rating > second.rating && second.rating > last.rating);
    // Exactly Weng-Lin's update of four newcomers placed 1, 2, 2, 4.
    let placed = placings(&[50, 30, 30, 10], &[0], &[11, 12, 13, 14]);
    assert_eq!(
        placed.iter().map(|p| p.place).collect::<Vec<_>>(),
        vec![1, 2, 2, 4]
    );
    let expected = rate(&[Rating::new(); 4], &placed);
    assert_eq!(vec![first, second, third, last], expected);
    // The figures themselves (pinned, so that a change of formula or settings shows): four
    // equal newcomers move symmetrically, the tied pair keeping the newcomer's 25.
    let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
    assert!(close(first.rating, 32.905_694_150_420_95), "{first:?}");
    assert!(close(second.rating, 25.0), "{second:?}");
    assert!(close(last.rating, 17.094_305_849_579_05), "{last:?}");
    for r in [first, second, third, last] {
        assert!(close(r.uncertainty, 7.501_219_069_396_4), "{r:?}");
    }
    assert!((first.rating - 25.0) > 2.0, "{first:?}");
    assert_eq!(first.games, 1);
    // Another server's book, and another game's, are empty.
    assert!(book(&store, 8, "festivals").await.is_empty());
    assert!(book(&store, GUILD, "indies").await.is_empty());
    // The record: played, won, best score, and the game listed.
    let standings = store.standings(Some(GUILD), 11, None).await.unwrap();
    assert_eq!(standings.len(), 1);
    assert_eq!(
        (standings[0].played, standings[0].won, standings[0].best),
        (1, 1, 50)
    );
    assert_eq!(standings[0].rating, Some(first));
    let past = store.past_games(Some(GUILD), 13, None, 5).await.unwrap();
    assert_eq!(past.len(), 1);
    assert_eq!(
        (past[0].place, past[0].score, past[0].players, past[0].rated),
        (2, 30, 4, true)
    );
    assert_eq!(past[0].channel_id, 1);
}

#[tokio::test]
async fn unrated_games_are_recorded_but_move_no_rating() {
    let store = common::db::store().await;
    // Opened with rated:no.
    let game = started(&store, 1, "festivals", &[11, 12], Some(Unrated::Chosen)).await;
    finish(&store, game, &[10, 5], &[0]).await;
    // A seat handed to the bot on the way.
    let game = started(&store, 2, "festivals", &[11, 12], None).await;
    let bot = SeatRecord {
        user_id: -2,
        name: "player12 (bot)".into(),
    };
    store
        .hand_seat(game.0, game.1, 1, &bot, Some(Unrated::Bot), &NOTHING)
        .await
        .unwrap();
    assert_eq!(
        store.game(game.0).await.unwrap().unwrap().unrated,
        Some(Unrated::Bot)
    );
    finish(&store, (game.0, game.1 + 1), &[10, 5], &[0]).await;
    // Aborted while running.
    let game = started(&store, 3, "festivals", &[11, 12], None).await;
    store
        .close(game.0, game.1, Status::Aborted, &NOTHING)
        .await
        .unwrap();
    assert!(book(&store, GUILD, "festivals").await.is_empty());
    let standings = store.standings(Some(GUILD), 11, None).await.unwrap();
    assert_eq!(
        (standings[0].played, standings[0].won, standings[0].rating),
        (2, 2, None)
    );
    let past = store
        .past_games(Some(GUILD), 11, Some("festivals"), 5)
        .await
        .unwrap();
    assert_eq!(past.iter().filter(|g| g.rated).count(), 0);
    assert_eq!(past.len(), 2);
    // A rebuild rates none of them either.
    assert_eq!(store.rebuild_ratings().await.unwrap(), 0);
    assert!(book(&store, GUILD, "festivals").await.is_empty());
}

#[tokio::test]
async fn a_rebuild_gives_the_ratings_the_finishes_gave() {
    let db = common::db::Db::new().await;
    let store = db.store().await;
    // Games finishing out of the order they were opened in, with players in several.
    let early = started(&store, 1, "festivals", &[11, 12, 13], None).await;
    played(&store, 2, &[12, 14], &[3, 9], &[1]).await;
    played(&store, 3, &[13, 11, 14, 12], &[20, 20, 20, 5], &[0, 1, 2]).await;
    finish(&store, early, &[1, 2, 3], &[2]).await;
    played(&store, 4, &[14, 11], &[8, 8], &[0, 1]).await;
    let game = started(&store, 5, "indies", &[11, 12], None).await;
    finish(&store, game, &[40, 60], &[1]).await;
    let festivals = book(&store, GUILD, "festivals").await;
    let indies = book(&store, GUILD, "indies").await;
    assert_eq!(festivals.len(), 4);
    assert_eq!(rating_of(&festivals, 11).games, 3);
    assert_eq!(indies.len(), 2);
    // The books damaged behind the store's back: one rating lost, the others reset.
    db.execute("DELETE FROM ratings WHERE user_id = 14").await;
    db.execute("UPDATE ratings SET rating = 1.0, uncertainty = 1.0, games = 9")
        .await;
    assert_eq!(book(&store, GUILD, "festivals").await.len(), 3);
    assert_eq!(store.rebuild_ratings().await.unwrap(), 5);
    assert_eq!(book(&store, GUILD, "festivals").await, festivals);
    assert_eq!(book(&store, GUILD, "indies").await, indies);
    // A game finished after the rebuild goes on from the rebuilt book, as it would have.
    played(&store, 6, &[11, 12], &[1, 0], &[0]).await;
    let after = book(&store, GUILD, "festivals").await;
    store.rebuild_ratings().await.unwrap();
    assert_eq!(book(&store, GUILD, "festivals").await, after);
    assert_eq!(rating_of(&after, 11).games, 4);
}

#[tokio::test]
async fn the_leaderboard_shows_ten_players_a_page() {
    let store = common::db::store().await;
    // Twelve players at the script runner's server, six games of two.
    let guild = nusantara::script::id_for("guild", "script");
    for k in 0..6 {
        let users = [100 + 2 * k, 101 + 2 * k];
        let game = started_at(&store, guild, 10 + k, "festivals", &users, None).await;
        finish(&store, game, &[10, 5], &[0]).await;
    }
    let mut play = common::Play::with_store(store.clone()).await;
    let posts = play
        .lines("@carol #t /game leaderboard game:festivals")
        .await;
    let page = |post: &common::Seen| -> Vec<String> {
        post.text
            .lines()
            .filter(|l| {
                l.split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
            })
            .map(|l| l.split_once(". ").unwrap().0.to_string())
            .collect()
    };
    let first = &posts[0];
    assert!(first.text.contains("(page 1 of 2;"), "{}", first.text);
    let numbers: Vec<String> = (1..=10).map(|n| n.to_string()).collect();
    assert_eq!(page(first), numbers);
    let ids: Vec<String> = first
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .map(|c| match c {
            nusantara::table::controls::Component::Button(b) => b.custom_id.clone(),
            nusantara::table::controls::Component::Menu(m) => m.custom_id.clone(),
        })
        .collect();
    assert_eq!(ids.len(), 1, "only a button to the lower ranks: {ids:?}");
    let posts = play.lines(&format!("@carol #t press id:{}", ids[0])).await;
    let second = posts.last().expect("the second page");
    assert!(second.text.contains("(page 2 of 2;"), "{}", second.text);
    assert_eq!(page(second), ["11", "12"]);
    let back = second
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .count();
    assert_eq!(back, 1, "only a button to the higher ranks");
}
