//! Indonesia at an Indonesian table (issue 41): a whole game, every player reading in
//! Indonesian, prints no English word outside names and commands.

mod common;

use common::Play;
use common::lang::{english_words, indonesian_table, whole_game_in_indonesian};
use nusantara::lang::Lang;

/// A caption without the table's range of a menu grouping amounts ("Merger #2 dan #8, tawar
/// (bid 200 to 400)…" is the game's "Merger #2 dan #8, tawar"): that range is the table's.
fn the_games_part(caption: &str) -> String {
    match caption.strip_suffix(")…").and_then(|c| c.rsplit_once(" (")) {
        Some((game, range))
            if range
                .split(' ')
                .filter(|w| w.parse::<u32>().is_ok())
                .count()
                == 2 =>
        {
            game.to_string()
        }
        _ => caption.to_string(),
    }
}

#[tokio::test]
async fn a_whole_indonesia_game_at_an_indonesian_table_is_indonesian() {
    use nusantara::games::indonesia::{Game, Map, Options};
    use nusantara::games::{Components, Rules};
    use nusantara::table::Pictures;
    use nusantara::table::indonesia::{Indonesia, picture};

    let names = ["alice", "bob", "carol"];
    let seed = 7;
    let script = nusantara::tools::example::script::<Indonesia>(&names, &Options::default(), seed)
        .expect("a script");
    let (mut english, shown) = whole_game_in_indonesian(
        "indonesia",
        &script,
        &["@bob #meja /game hand", "@carol #meja /game board"],
    )
    .await;
    assert!(
        shown.iter().any(|s| s.starts_with("Kota di ")),
        "the city buttons are the game's own: {shown:#?}"
    );
    for caption in &shown {
        english.push((caption.clone(), english_words(&the_games_part(caption))));
    }
    // The picture's captions and its description, at the start and at the end.
    let (start, _) = Game::setup(Map::standard(), &Options::default(), 3, seed).unwrap();
    {
        let game = &start;
        let drawn = picture(&names, game.map(), &game.public_view(), Lang::Id);
        // The captions' values, without the field names of their debug form.
        let words = format!("{:?}", drawn.words);
        let values: Vec<&str> = words.split('"').skip(1).step_by(2).collect();
        let captions = format!(
            "{} {} {} {}",
            drawn.title,
            drawn.status,
            drawn.phase,
            values.join(" | ")
        );
        english.push((captions.clone(), english_words(&captions)));
        let words = Indonesia::board_words(&names, game, Lang::Id);
        english.push((words.clone(), english_words(&words)));
        // The words reach the pixels: the Indonesian picture is not the English one.
        assert_ne!(
            Indonesia::picture(&names, game, Lang::Id),
            Indonesia::picture(&names, game, Lang::En),
            "the picture's captions are drawn in the table's language"
        );
    }
    english.retain(|(_, words)| !words.is_empty());
    assert!(english.is_empty(), "English left: {english:#?}");
}

/// `tidak ada` reads as `none` where a value may be none: a merger's secret maximum cleared
/// is read (the game then says it is not the time for it), where a word that is no amount
/// is refused as such.
#[tokio::test]
async fn none_is_typed_in_indonesian() {
    let mut play = Play::with_store(indonesian_table("indonesia").await).await;
    play.lines("@bob #meja /game join\n@alice #meja /game start")
        .await;
    let typed =
        |value: &str| format!("locale:id @alice dm /indonesia raise up_to:\"{value}\" table:#meja");
    let pisang = play.reply(&typed("pisang"), "@alice").await;
    assert!(pisang.contains("bukan jumlah"), "{pisang}");
    let none = play.reply(&typed("tidak ada"), "@alice").await;
    assert!(!none.contains("bukan jumlah"), "{none}");
}
