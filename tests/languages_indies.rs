//! East Indies at an Indonesian table (issue 41): a whole game, every player reading in
//! Indonesian, prints no English word outside names and commands.

mod common;

use common::lang::{english_words, whole_game_in_indonesian};

/// Every post, private answer and caption of the table's buttons and menus of a whole game is
/// Indonesian. (The picture's captions and its description in words: see
/// tests/languages_indies_picture.rs.)
#[tokio::test]
async fn a_whole_indies_game_at_an_indonesian_table_is_indonesian() {
    use nusantara::games::indies::Options;
    use nusantara::table::indies::Indies;

    let names = ["alice", "bob", "carol"];
    let script = nusantara::tools::example::script::<Indies>(&names, &Options::default(), 7)
        .expect("a script");
    let (mut english, shown) = whole_game_in_indonesian(
        "indies",
        &script,
        &["@bob #meja /game hand", "@carol #meja /game status"],
    )
    .await;
    assert!(
        shown.iter().any(|s| s.starts_with("Segel")),
        "the game's own buttons are shown: {shown:#?}"
    );
    for caption in &shown {
        english.push((caption.clone(), english_words(caption)));
    }
    english.retain(|(_, words)| !words.is_empty());
    assert!(english.is_empty(), "English left: {english:#?}");
}

/// The engine's refusals of an order, and the draft's own, reach a player in Indonesian: an
/// order too dear, an order of the other round, a draft with no such order, a withdrawal that
/// would break a later order (the order named in the reader's words).
#[tokio::test]
async fn the_engines_refusals_are_indonesian() {
    use common::Play;
    use common::lang::indonesian_table;

    let mut play = Play::with_store(indonesian_table("indies").await).await;
    play.lines("@bob #meja /game join\n@alice #meja /game start")
        .await;
    let order = |command: &str| format!("locale:id @alice dm /indies {command} table:#meja");
    for (command, said) in [
        (
            "buy fleet:A unit:galleon count:9",
            "9 galiung seharga 270 florin, padahal kasmu saat itu tinggal 120.",
        ),
        (
            "cargo order:load fleet:A site:Bantam marker:pepper",
            "Muat termasuk ronde perintah 2 (muat, bongkar, penggabungan, garnisun dan pelayaran \
             pulang); sekarang ronde perintah 1 (pembelian, gerakan, patroli, serangan, invasi, \
             loji dan benteng).",
        ),
        ("withdraw number:1", "Drafmu kosong."),
    ] {
        let (_, text) = play.refusal(&order(command)).await;
        assert_eq!(text, said, "{command}");
    }
    play.lines(&format!(
        "{}\n{}",
        order("buy fleet:A unit:carrack"),
        order("move order:voyage fleet:A to:Java")
    ))
    .await;
    let (_, text) = play.refusal(&order("withdraw number:1")).await;
    assert_eq!(
        text,
        "Perintah 1 tidak bisa ditarik: tanpanya, perintah 2 (armada A berlayar ke Java) tidak \
         bisa dijalankan: Kamu tidak punya armada A: kamu belum punya armada (beli unit untuk \
         armada baru di Eropa)."
    );
    assert_eq!(english_words(&text), Vec::<String>::new());
}
