//! The board picture off the command's path (issue 25): a command checks, applies, stores and
//! answers; its posts carry the picture to draw, which `Table::develop` draws when they are
//! delivered: once for every post and look that shows the same state, with the bytes that the
//! game's drawing of that state gives.

use nusantara::games::festivals::{Game, Options};
use nusantara::games::{Components, Rules};
use nusantara::store::Store;
use nusantara::table::festivals::Festivals;
use nusantara::table::{Command, Invocation, Pictures, Place, Post, Table, To};

const CHANNEL: i64 = 10;

fn inv(user: i64, name: &str, path: &[&str], options: &[(&str, &str)]) -> Invocation {
    Invocation {
        user_id: user,
        user_name: name.into(),
        place: Place::Channel(CHANNEL),
        guild: None,
        manages_server: false,
        channel_name: Some("t".into()),
        command: Command::new(path, options),
        origin: None,
    }
}

/// The one post among a command's posts that shows the board: to the channel.
fn board_post(posts: &mut [Post]) -> &mut Post {
    let mut showing = posts
        .iter_mut()
        .filter(|p| p.picture.is_some() || !p.images.is_empty());
    let post = showing.next().expect("a post showing the board");
    assert!(showing.next().is_none(), "one post shows the board");
    assert_eq!(post.to, To::Channel(CHANNEL));
    post
}

#[tokio::test]
async fn a_command_answers_before_its_picture_is_drawn_and_a_state_is_drawn_once() {
    let table = Table::new(Store::open_memory().await.unwrap());
    let new = [("game", "festivals"), ("players", "2"), ("seed", "5")];
    table.handle(&inv(1, "alice", &["game", "new"], &new)).await;
    // The last seat taken starts the game: its channel post shows the board.
    let mut started = table.handle(&inv(2, "bob", &["game", "join"], &[])).await;
    let mut looked = table.handle(&inv(3, "eve", &["game", "board"], &[])).await;
    assert_eq!(table.pictures_drawn(), 0, "answered without drawing");
    let game = table
        .store()
        .open_game_in(CHANNEL)
        .await
        .unwrap()
        .expect("the game");
    let start = board_post(&mut started);
    assert_eq!(start.picture, Some((game.id, 0)), "the picture to draw");
    assert!(start.images.is_empty());
    assert_eq!(
        looked[0].picture,
        Some((game.id, 0)),
        "the same state: {looked:?}"
    );

    table.develop(&mut started).await;
    assert_eq!(table.pictures_drawn(), 1);
    table.develop(&mut looked).await;
    assert_eq!(
        table.pictures_drawn(),
        1,
        "two posts of one state: one drawing"
    );

    let start = board_post(&mut started).clone();
    assert_eq!(start.picture, None, "drawn");
    assert_eq!(start.images.len(), 1);
    assert_eq!(looked[0].images, start.images);
    let (fresh, _) =
        Game::setup(Components::standard(), &Options::default(), 2, 5).expect("a fresh game");
    assert_eq!(
        start.images[0].png,
        Festivals::picture(&["alice", "bob"], &fresh),
        "the bytes the game's drawing of that state gives"
    );
    let name = &start.images[0].name;
    let prefix = format!("festivals-{}-0001-", game.id);
    assert!(
        name.starts_with(&prefix) && name.ends_with(".png") && name.len() == prefix.len() + 12,
        "the game, its round and a hash, never a count of actions: {name}"
    );
}

#[tokio::test]
async fn a_table_without_pictures_posts_none_to_draw() {
    let table = Table::new(Store::open_memory().await.unwrap()).without_pictures();
    let new = [("game", "festivals"), ("players", "2"), ("seed", "5")];
    table.handle(&inv(1, "alice", &["game", "new"], &new)).await;
    let mut started = table.handle(&inv(2, "bob", &["game", "join"], &[])).await;
    assert!(started.iter().all(|p| p.picture.is_none()));
    table.develop(&mut started).await;
    assert!(started.iter().all(|p| p.images.is_empty()));
    assert_eq!(table.pictures_drawn(), 0);
}
