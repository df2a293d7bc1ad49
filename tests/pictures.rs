//! The board picture off the command's path (issue 25): a command checks, applies, stores and
//! answers; its posts carry the picture to draw, which `Table::develop` draws when they are
//! delivered: once for every post and look that shows the same state, with the bytes that the
//! game's drawing of that state gives.

use nusantara::games::festivals::{Game, Options};
use nusantara::games::{Components, Rules};
use nusantara::script::{ScriptOptions, run};
use nusantara::store::Store;
use nusantara::table::festivals::Festivals;
use nusantara::table::{Command, Invocation, Pictures, Place, Post, Table, To};
use sha2::{Digest, Sha256};

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
        locale: None,
        guild_locale: None,
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
        Festivals::picture(&["alice", "bob"], &fresh, nusantara::lang::Lang::En),
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

/// The example games whose pictures are recorded, and where their pixels are recorded.
const EXAMPLES: [&str; 3] = [
    "examples/festivals-game.txt",
    "examples/indonesia-game.txt",
    "examples/indies-game.txt",
];
const RECORDED: &str = "tests/data/example-pictures.txt";

/// Every picture an example game posts, as `<script> <number> <width>x<height> <hash of the
/// decoded pixels>` lines in play order.
async fn example_pixels(script: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let options = ScriptOptions {
        db: None,
        images: Some(dir.path().to_path_buf()),
        dump: false,
        base_dir: ".".into(),
    };
    let text = std::fs::read_to_string(script).unwrap();
    let run = run(&text, &options).await.unwrap();
    assert!(!run.malformed, "{script} runs");
    let mut files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let name = script.trim_start_matches("examples/");
    files
        .iter()
        .enumerate()
        .map(|(i, file)| {
            let img = image::open(file).expect("a picture decodes").to_rgb8();
            let hash = Sha256::digest(img.as_raw());
            let hex: String = hash[..8].iter().map(|b| format!("{b:02x}")).collect();
            let (w, h) = img.dimensions();
            format!("{name} {:04} {w}x{h} {hex}", i + 1)
        })
        .collect()
}

/// The pictures of the example games decode to the pixels recorded in [`RECORDED`]: how a
/// picture is encoded (its palette, filters, compression) must not change a pixel. A change to
/// what a picture shows (a drawing, a text in it, an example game) changes them on purpose:
/// `RECORD_PIXELS=1 cargo test --test pictures` records the new ones, to be looked at and
/// committed with the change.
#[tokio::test]
async fn the_example_games_pictures_decode_to_the_recorded_pixels() {
    let mut lines = Vec::new();
    for script in EXAMPLES {
        let pixels = example_pixels(script).await;
        assert!(pixels.len() > 10, "{script} posts pictures: {pixels:?}");
        lines.extend(pixels);
    }
    let now = lines.join("\n") + "\n";
    if std::env::var_os("RECORD_PIXELS").is_some() {
        std::fs::create_dir_all("tests/data").unwrap();
        std::fs::write(RECORDED, &now).unwrap();
        return;
    }
    let recorded = std::fs::read_to_string(RECORDED).expect("the recorded pixels");
    let recorded: Vec<&str> = recorded.lines().collect();
    let differ: Vec<String> = recorded
        .iter()
        .zip(&lines)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("recorded {a}, now {b}"))
        .collect();
    assert!(
        differ.is_empty() && recorded.len() == lines.len(),
        "{} of {} pictures differ (now {} pictures); the first: {:?}\n\
         If what the pictures show was meant to change, record them with RECORD_PIXELS=1",
        differ.len(),
        recorded.len(),
        lines.len(),
        differ.first()
    );
}
