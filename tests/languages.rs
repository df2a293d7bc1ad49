//! Who reads what (issue 41): a table's public posts are in its language; a private answer in
//! the reader's Discord locale when we have it, else in the table's.

mod common;

use common::Play;
use nusantara::lang::Lang;
use nusantara::script::id_for;
use nusantara::store::{NewGame, Outgoing, SeatRecord};

#[tokio::test]
async fn an_indonesian_player_at_an_english_table_is_answered_in_indonesian_in_private() {
    let mut play = Play::new().await;
    play.lines("@alice #meja /game new game:festivals").await;
    let joined = play
        .reply("locale:id @ayu #meja /game join", "#meja")
        .await;
    assert_eq!(joined, "@ayu takes seat 2 (2 of 4 seated).");

    let (kind, text) = play.refusal("locale:id @ayu #meja /game join").await;
    assert_eq!(kind, "forbidden");
    assert_eq!(text, "Kamu sudah duduk di meja ini.");
    let (kind, text) = play.refusal("locale:id @ayu #meja /game start").await;
    assert_eq!(kind, "not_host");
    assert_eq!(text, "Hanya pembuka meja, @alice, yang bisa memulai game.");
    let (_, text) = play.refusal("locale:id @alice #meja /game leave").await;
    assert_eq!(
        text,
        "Kamu yang membuka meja ini, jadi tidak bisa keluar: akhiri dengan `/game abort`."
    );

    // Another player's locale, or none, at the same table: English.
    let (_, text) = play.refusal("locale:en-GB @bob #meja /game leave").await;
    assert_eq!(text, "You have no seat at this table.");
    let (_, text) = play.refusal("locale:fr @bob #meja /game leave").await;
    assert_eq!(text, "You have no seat at this table.");

    // Where there is no table, the list of commands is joined in the reader's language.
    let (_, text) = play.refusal("locale:id @ayu #kosong /game join").await;
    assert_eq!(
        text,
        "Belum ada meja di channel ini. Buka satu dengan `/game new game:festivals`, \
         `/game new game:indonesia` atau `/game new game:indies`."
    );

    let left = play
        .reply("locale:id @ayu #meja /game leave", "#meja")
        .await;
    assert_eq!(left, "@ayu leaves the table (1 seated).");
    for post in play.public() {
        assert!(!post.text.contains("meja ini"), "{post:?}");
    }
}

#[tokio::test]
async fn an_indonesian_table_posts_in_indonesian_and_answers_in_its_language() {
    let store = common::db::store().await;
    let new = NewGame {
        channel_id: id_for("channel", "meja"),
        guild_id: None,
        deadline_minutes: None,
        channel_name: Some("meja".into()),
        game: "festivals".into(),
        creator: SeatRecord {
            user_id: id_for("user", "alice"),
            name: "alice".into(),
        },
        options: "{}".into(),
        seed: 7,
        wanted_seats: None,
        rules_version: 1,
        unrated: None,
        language: Lang::Id,
    };
    let (game, _) = store
        .create_game(&new, &Outgoing::new(None, &[]))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(store.game(game.id).await.unwrap().unwrap().language, Lang::Id);

    let mut play = Play::with_store(store).await;
    play.lines("@alice #meja /game board").await;
    let joined = play.reply("@bayu #meja /game join", "#meja").await;
    assert_eq!(joined, "@bayu duduk di kursi 2 (2 dari 4 pemain).");
    // No locale (a script line without one): the table's language.
    let (_, text) = play.refusal("@bayu #meja /game join").await;
    assert_eq!(text, "Kamu sudah duduk di meja ini.");
    // An English reader at the Indonesian table reads English in private.
    let (_, text) = play.refusal("locale:en-US @bayu #meja /game join").await;
    assert_eq!(text, "You already have a seat at this table.");
    let left = play
        .reply("locale:en-US @bayu #meja /game leave", "#meja")
        .await;
    assert_eq!(left, "@bayu meninggalkan meja (1 pemain).");
}

#[tokio::test]
async fn a_locale_prefix_needs_a_value() {
    let mut play = Play::new().await;
    let error = play.runner.play("locale: @ayu #meja /game status").await;
    assert!(error.is_err(), "{error:?}");
}
