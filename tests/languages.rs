//! Who reads what (issue 41): a table's public posts are in its language; a private answer in
//! the reader's Discord locale when we have it, else in the table's.

mod common;

use common::Play;
use common::lang::{english_words, indonesian_table, whole_game_in_indonesian};
use nusantara::lang::{Arg, Lang};

#[tokio::test]
async fn an_indonesian_player_at_an_english_table_is_answered_in_indonesian_in_private() {
    let mut play = Play::new().await;
    play.lines("@alice #meja /game new game:festivals").await;
    let joined = play.reply("locale:id @ayu #meja /game join", "#meja").await;
    assert_eq!(joined, "@ayu takes seat 2 (2 of 4 seated).");

    let (kind, text) = play.refusal("locale:id @ayu #meja /game join").await;
    assert_eq!(kind, "forbidden");
    assert_eq!(text, "Kamu sudah duduk di meja ini.");
    let (kind, text) = play.refusal("locale:id @ayu #meja /game start").await;
    assert_eq!(kind, "not_host");
    assert_eq!(text, "Hanya pembuka meja, @alice, yang bisa memulai game.");
    let (kind, text) = play.refusal("locale:id @ayu #meja /game frobnicate").await;
    assert_eq!(kind, "unknown_command");
    assert!(
        text.starts_with(
            "Perintah `/meja frobnicate` tidak dikenal. Perintah /meja yang ada: baru, gabung,"
        ),
        "{text}"
    );
    assert!(text.ends_with(", serahkan dan bot."), "{text}");
    let (_, text) = play.refusal("locale:id @alice #meja /game leave").await;
    assert_eq!(
        text,
        "Kamu yang membuka meja ini, jadi tidak bisa keluar: akhiri dengan `/meja hentikan`."
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
        "Belum ada meja di channel ini. Buka satu dengan `/meja baru game:festivals`, \
         `/meja baru game:indonesia` atau `/meja baru game:indies`."
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
    let store = indonesian_table("festivals").await;
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

    // The host's commands: the public post in the table's language, the motion within a
    // refusal in the reader's.
    play.lines("@bayu #meja /game join\n@citra #meja /game join")
        .await;
    let (_, text) = play
        .refusal("locale:en-US @bayu #meja /game kick player:@citra")
        .await;
    assert_eq!(
        text,
        "Before the game starts only the host, @alice, or someone who manages the server can \
         take @citra off the table; players who do not want to wait can leave with `/game leave`."
    );
    let (_, text) = play.refusal("@bayu #meja /game kick player:@citra").await;
    assert_eq!(
        text,
        "Sebelum game dimulai, hanya host, @alice, atau pengelola server yang bisa mengeluarkan \
         @citra dari meja; yang tidak mau menunggu bisa keluar dengan `/meja keluar`."
    );
    let kicked = play
        .reply("locale:en-US @alice #meja /game kick player:@bayu", "#meja")
        .await;
    assert_eq!(kicked, "@alice mengeluarkan @bayu dari meja (2 pemain).");
}

/// The lobby of an Indonesian table: a forming table's status in the channel, and `/game list`
/// in the reader's language.
#[tokio::test]
async fn the_lobby_of_an_indonesian_table_is_indonesian() {
    let store = indonesian_table("festivals").await;
    let mut play = Play::with_store(store).await;
    let status = play.reply("@alice #meja /game status", "#meja").await;
    assert_eq!(
        status,
        "The Festivals di #meja sedang mengisi kursi (2–4 pemain, tanpa topan): @alice. \
         @alice memulainya dengan `/meja mulai`."
    );
    let list = play
        .reply("locale:id @alice #meja /game list", "@alice")
        .await;
    assert!(
        list.starts_with("Mejamu (1):\n• The Festivals di #meja"),
        "{list}"
    );
    assert!(list.ends_with(": mengisi kursi (1 duduk)"), "{list}");
    let none = play
        .reply("locale:id @bayu #lain /game list", "@bayu")
        .await;
    assert!(
        none.starts_with("Kamu sedang tidak duduk di meja mana pun. Buka meja dengan `/meja baru"),
        "{none}"
    );
    assert!(none.contains("` atau `"), "{none}");
    // An English reader's list reads as it always did.
    let list = play.reply("@alice #meja /game list", "@alice").await;
    assert!(
        list.starts_with("Your tables (1):\n• The Festivals at #meja"),
        "{list}"
    );
}

/// The rules' refusals are told in the reader's language: the engine's sentence is a
/// catalogue message, its tickets in the reader's words.
#[tokio::test]
async fn a_festivals_rule_refusal_is_in_the_readers_language() {
    let mut play = Play::new().await;
    play.lines("@alice #meja /game new game:festivals players:2 seed:3\n@bob #meja /game join")
        .await;
    let plan = "dm /festivals plan tickets:\"yellow yellow yellow yellow yellow yellow yellow\"";
    let (kind, text) = play.refusal(&format!("locale:id @bob {plan}")).await;
    assert_eq!(kind, "forbidden");
    assert!(text.starts_with("Kamu memegang "), "{text}");
    assert!(
        text.ends_with("; kamu tidak bisa merencanakan 7 kuning."),
        "{text}"
    );
    let (_, text) = play.refusal(&format!("@bob {plan}")).await;
    assert!(text.ends_with("; you cannot plan 7 yellow."), "{text}");
}

#[tokio::test]
async fn the_bots_seated_read_as_before_in_english() {
    let mut play = Play::new().await;
    let one = play
        .lines("@alice #satu /game new game:festivals bots:1")
        .await;
    assert!(
        one.iter().any(|p| p.text
            == "Bot 1 sits at the table: the bot plays that seat, a move every few seconds."),
        "{one:#?}"
    );
    let two = play
        .lines("@alice #dua /game new game:festivals bots:2")
        .await;
    assert!(
        two.iter().any(|p| p.text
            == "Bot 1 and Bot 2 sit at the table: the bot plays those seats, a move every few seconds."),
        "{two:#?}"
    );
}

#[test]
fn plural_and_list_forms_in_indonesian() {
    let seated = |names: &[&str]| {
        nusantara::msg!(
            "lobby-bots-seated",
            bots = Arg::and_list(names),
            count = names.len()
        )
        .render(Lang::Id)
    };
    assert_eq!(
        seated(&["Bot 1"]),
        "Bot 1 duduk di meja: kursinya dimainkan bot, satu langkah tiap beberapa detik."
    );
    assert_eq!(
        seated(&["Bot 1", "Bot 2", "Bot 3"]),
        "Bot 1, Bot 2 dan Bot 3 duduk di meja: kursi mereka dimainkan bot, satu langkah tiap \
         beberapa detik."
    );
}

#[tokio::test]
async fn a_locale_prefix_needs_a_value() {
    let mut play = Play::new().await;
    let error = play.runner.play("locale: @ayu #meja /game status").await;
    assert!(error.is_err(), "{error:?}");
}

#[tokio::test]
async fn option_refusals_are_in_the_readers_language() {
    let mut play = Play::new().await;
    let (kind, text) = play
        .refusal("locale:id @ayu #meja /game new game:festivals players:9")
        .await;
    assert_eq!(kind, "bad_option");
    assert!(text.contains("tidak bisa"), "{text}");
    let (_, text) = play
        .refusal("locale:id @ayu #meja /game new game:festivals rated:mungkin")
        .await;
    assert!(
        text.starts_with("`peringkat:mungkin` tidak bisa: tulis `ya` atau `tidak`"),
        "{text}"
    );
    assert!(text.contains(" atau `"), "{text}");
    let (_, text) = play
        .refusal("locale:id @ayu #meja /game new game:festivals frob:1")
        .await;
    assert!(
        text.starts_with("`/meja baru` tidak punya opsi `frob`: opsinya `"),
        "{text}"
    );
    let (_, text) = play
        .refusal("locale:id @ayu #meja /game new game:festivals seed:1 seed:2")
        .await;
    assert_eq!(text, "Opsi `seed` ditulis dua kali di `/meja baru`.");

    // The same refusals in English read as they always did.
    let (_, text) = play
        .refusal("@bob #meja /game new game:festivals seed:1 seed:2")
        .await;
    assert_eq!(text, "The option `seed` is given twice in `/game new`.");
    let (_, text) = play
        .refusal("@bob #meja /game new game:festivals frob:1")
        .await;
    assert!(
        text.starts_with("`/game new` has no option `frob`: its options are `"),
        "{text}"
    );
}

#[tokio::test]
async fn the_apology_and_a_stale_choice_have_indonesian() {
    use nusantara::lang::Msg;
    assert!(
        Msg::new("table-apology")
            .render(Lang::Id)
            .starts_with("Maaf,")
    );
    let gone = nusantara::msg!("refused-choice-gone", state = "Giliran @ayu.");
    assert_eq!(
        gone.render(Lang::En),
        "That choice is no longer on offer: the game has moved on. Here it is now:\nGiliran @ayu."
    );
    assert!(gone.render(Lang::Id).ends_with("sekarang:\nGiliran @ayu."));
    // Durations, as the reminders and deadline notices say them.
    let day = nusantara::msg!("duration-days", days = 1);
    assert_eq!(day.render(Lang::En), "1 day");
    assert_eq!(day.render(Lang::Id), "1 hari");
    let days = nusantara::msg!("duration-days", days = 3);
    assert_eq!(days.render(Lang::En), "3 days");
    assert_eq!(days.render(Lang::Id), "3 hari");
    let waits = nusantara::msg!(
        "pace-deadline-default",
        deadline = nusantara::msg!("duration-hours", hours = 24),
        who = Arg::and_list(&["@ayu", "@bayu"])
    );
    assert_eq!(
        waits.render(Lang::Id),
        "⏰ Tenggat 24 jam sudah lewat untuk @ayu dan @bayu: langkah bawaan game dijalankan untuk mereka."
    );
}

#[tokio::test]
async fn playing_at_an_indonesian_table_undo_and_log_answer_in_indonesian() {
    let mut play = Play::with_store(indonesian_table("indonesia").await).await;
    play.lines("@bayu #meja /game join\n@citra #meja /game join\n@alice #meja /game start")
        .await;
    let (kind, text) = play.refusal("@bayu #meja /game undo").await;
    assert_eq!(kind, "not_now");
    assert_eq!(
        text,
        "Belum ada yang jalan: tidak ada yang bisa dibatalkan."
    );
    let (_, text) = play.refusal("locale:en-GB @bayu #meja /game undo").await;
    assert_eq!(text, "Nobody has acted yet: there is nothing to undo.");
    let (_, text) = play.refusal("@dewi #meja /game undo").await;
    assert!(
        text.starts_with("Kamu tidak punya kursi di game di "),
        "{text}"
    );

    let log = play.reply("@bayu #meja /game log page:9", "@bayu").await;
    assert!(
        log.starts_with("Hanya ada satu halaman, bukan 9. Kejadian "),
        "{log}"
    );
    let log = play
        .reply("locale:en-US @bayu #meja /game log page:9", "@bayu")
        .await;
    assert!(
        log.starts_with("There is only one page, not 9. Events "),
        "{log}"
    );
}

#[tokio::test]
async fn away_back_and_rematch_answer_in_the_readers_language() {
    let mut play = Play::new().await;
    let (kind, text) = play.refusal("locale:id @ayu #meja /game back").await;
    assert_eq!(kind, "not_now");
    assert_eq!(
        text,
        "Kamu tidak sedang pergi. `/meja cuti hari:N` memberi tahu meja-mejamu bahwa kamu pergi."
    );
    let (_, text) = play.refusal("locale:id @ayu #meja /game rematch").await;
    assert_eq!(text, "Belum pernah ada game di channel ini.");
    let away = play
        .reply("locale:id @ayu #meja /game away days:2", "@ayu")
        .await;
    assert!(away.starts_with("Kamu pergi sampai "), "{away}");
    assert!(
        away.ends_with("`/meja kembali` untuk mengakhirinya."),
        "{away}"
    );
    let back = play.reply("locale:id @ayu #meja /game back", "@ayu").await;
    assert_eq!(
        back,
        "Selamat datang kembali: tenggat giliranmu dihitung mulai sekarang."
    );
    let (_, text) = play.refusal("@bob #meja /game back").await;
    assert_eq!(
        text,
        "You are not away. `/game away days:N` tells your tables you are away."
    );
}

#[tokio::test]
async fn stats_and_leaderboard_answer_in_the_readers_language() {
    let mut play = Play::new().await;
    let stats = play.reply("locale:id @ayu #meja /game stats", "@ayu").await;
    assert_eq!(
        stats,
        "@ayu belum menyelesaikan game apa pun di server ini."
    );
    let board = play
        .reply(
            "locale:id @ayu #meja /game leaderboard game:festivals",
            "@ayu",
        )
        .await;
    assert!(
        board.starts_with("Belum ada yang punya rating The Festivals di server ini"),
        "{board}"
    );
    let stats = play.reply("@bob #meja /game stats", "@bob").await;
    assert_eq!(stats, "@bob has finished no game at this server yet.");
    let rated = |games: i64| nusantara::msg!("rated-games", games = games);
    assert_eq!(rated(1).render(Lang::En), "1 rated game");
    assert_eq!(rated(2).render(Lang::En), "2 rated games");
    assert_eq!(rated(2).render(Lang::Id), "2 game ber-rating");
}

#[tokio::test]
async fn help_is_framed_in_the_readers_language() {
    let mut play = Play::new().await;
    let help = play
        .reply("locale:id @ayu #meja /help festivals", "@ayu")
        .await;
    assert!(
        help.starts_with(
            "The Festivals, 2 sampai 4 pemain. Buka meja dengan `/meja baru game:festivals`; lalu:"
        ),
        "{help}"
    );
    assert!(
        help.contains("di repositori bot.") || help.contains(": http"),
        "{help}"
    );
    // Its commands by their Indonesian names, options and choice words.
    for line in [
        "• `/festival rencana tiket:<…>`: Fase 1",
        "• `/festival istirahat dari:pulau|cadangan|tidak ada`: Fase 2",
    ] {
        assert!(help.contains(line), "{line} in:\n{help}");
    }
    assert!(english_words(&help).is_empty(), "{help}");
    let (_, text) = play.refusal("locale:id @ayu #meja /help catur").await;
    assert_eq!(
        text,
        "Perintah `/bantuan catur` tidak dikenal. Perintah /bantuan yang ada: meja, festival, indonesia dan hindia."
    );
    let help = play.reply("@bob #meja /help game", "@bob").await;
    assert!(help.starts_with("The commands every game shares"), "{help}");
}

#[test]
fn the_english_word_check_finds_english() {
    assert_eq!(
        english_words("@ayu moves Jawa → Bali (yellow). Type `/festivals rest from:pool`."),
        ["moves", "festivals", "rest"]
    );
    // A command in its Indonesian names, or one whose name is the same in both, is no English.
    assert!(
        english_words("Ketik `/festival istirahat dari:pool` atau `/indonesia kota`.").is_empty()
    );
    assert!(english_words("@ayu bergerak Jawa → Bali (kuning). The Festivals #meja").is_empty());
}

/// Issue 41: a whole game of The Festivals at an Indonesian table, every player's Discord in
/// Indonesian, prints no English sentence: not in the channel's posts, not in a private answer,
/// not in the picture's captions or its description.
#[tokio::test]
async fn a_whole_festivals_game_at_an_indonesian_table_is_indonesian() {
    use nusantara::games::festivals::{Game, Options};
    use nusantara::games::{Components, Rules};
    use nusantara::table::Pictures;
    use nusantara::table::festivals::{Festivals, picture};

    let names = ["alice", "bob", "carol"];
    let seed = 7;
    let script = nusantara::tools::example::script::<Festivals>(&names, &Options::default(), seed)
        .expect("a script");
    let (mut english, shown) =
        whole_game_in_indonesian("festivals", &script, &["@bob #meja /game hand"]).await;
    // The buttons' and menus' words: the Festivals' own (the plan's menu, the whole routes, a
    // step, a rest, a return, a tie's order), the menus' placeholders (from the commands'
    // descriptions) and the table's "choose in private" are Indonesian.
    for own in [
        "Istirahat: tidak menunjukkan tiket",
        "Rencana: tiket yang kamu tunjukkan ronde ini",
        "Seluruh rute: 2 tiket sekaligus",
    ] {
        assert!(
            shown.iter().any(|s| s == own),
            "{own:?} not among {shown:#?}"
        );
    }
    for own in ["Ke ", "Istirahat: ambil dari ", "Kembalikan "] {
        assert!(
            shown.iter().any(|s| s.starts_with(own)),
            "no {own:?} among {shown:#?}"
        );
    }
    for own in [
        "Rest: show nothing",
        "Plan: the tickets",
        "Whole route",
        "Move to ",
        "Rest from ",
        "Discard island ",
    ] {
        assert!(!shown.iter().any(|s| s.starts_with(own)), "{own:?} shown");
    }
    // Every caption.
    let english_captions: Vec<(&String, Vec<String>)> = shown
        .iter()
        .map(|s| (s, english_words(s)))
        .filter(|(_, w)| !w.is_empty())
        .collect();
    assert!(english_captions.is_empty(), "{english_captions:#?}");
    // The picture's captions and its description.
    let (start, _) = Game::setup(Components::standard(), &Options::default(), 3, seed).unwrap();
    {
        let game = &start;
        let drawn = picture(&names, game.board(), &game.public_view(), Lang::Id);
        // The captions' values, without the field names of their debug form.
        let words = format!("{:?}", drawn.words);
        let values: Vec<&str> = words.split('"').skip(1).step_by(2).collect();
        let captions = format!("{} {} {}", drawn.title, drawn.status, values.join(" | "));
        english.push((captions.clone(), english_words(&captions)));
        let words = Festivals::board_words(&names, game, Lang::Id);
        english.push((words.clone(), english_words(&words)));
    }
    english.retain(|(_, words)| !words.is_empty());
    assert!(english.is_empty(), "English left: {english:#?}");
}

/// Help lists each command with its description in the reader's language, and typed values
/// are read in Indonesian too (`ya`, `kuning`).
#[tokio::test]
async fn help_describes_commands_in_indonesian_and_typed_values_read_in_indonesian() {
    let mut play = Play::new().await;
    play.lines("locale:id @ayu #meja /help festivals").await;
    let help = &play.posts.last().expect("help").text;
    assert!(help.contains("Fase 2: jalan"), "{help}");
    assert!(!help.contains("Phase 2: travel"), "{help}");

    let mut play = Play::with_store(indonesian_table("festivals").await).await;
    play.lines(
        "locale:id @bob #meja /game join\nlocale:id @alice #meja /game start\n\
         locale:id @alice dm /festivals plan tickets:\"tidak ada\" table:#meja\n\
         locale:id @bob #meja /game stats public:ya",
    )
    .await;
    let refused: Vec<&common::Seen> = play.posts.iter().filter(|p| p.refused.is_some()).collect();
    assert!(refused.is_empty(), "{refused:#?}");
}

/// The replay's line at an Indonesian table, its decimal written with a comma.
#[tokio::test]
async fn the_replay_at_an_indonesian_table_is_indonesian() {
    let mut play = Play::with_store(indonesian_table("festivals").await).await;
    play.lines("@bob #meja /game join\n@alice #meja /game start")
        .await;
    let replay = play.reply("@alice #meja /game replay", "#meja").await;
    assert!(
        replay.starts_with("The Festivals sejauh ini: 1 gambar papan, ")
            && replay.ends_with(" detik per perubahan.")
            && replay.contains(','),
        "{replay}"
    );
}

/// A table's language: `language:` when given, else the server's locale when we have it, else
/// English; its posts follow it whatever the opener's own locale.
#[tokio::test]
async fn a_table_speaks_the_language_chosen_else_the_servers() {
    let mut play = Play::new().await;
    let opened = play
        .reply(
            "guild_locale:id @ayu #meja /game new game:festivals",
            "#meja",
        )
        .await;
    assert!(
        opened.starts_with("@ayu membuka meja The Festivals"),
        "{opened}"
    );

    let opened = play
        .reply(
            "guild_locale:id @ayu #lain /game new game:festivals language:en",
            "#lain",
        )
        .await;
    assert!(
        opened.starts_with("@ayu opened a table for The Festivals"),
        "{opened}"
    );

    let opened = play
        .reply(
            "guild_locale:fr locale:en-US @bob #tiga /game new game:indonesia language:id",
            "#tiga",
        )
        .await;
    assert!(
        opened.starts_with("@bob membuka meja Indonesia"),
        "{opened}"
    );

    let opened = play
        .reply(
            "guild_locale:fr @bob #empat /game new game:indies",
            "#empat",
        )
        .await;
    assert!(
        opened.starts_with("@bob opened a table for East Indies"),
        "{opened}"
    );
}

/// Every game is wholly written in both languages (issue 41): a table of each opens in either,
/// chosen or by an Indonesian server's default. (The refusal of a language a game lacks is
/// tested on the choice itself: lobby's `a_table_opens_only_in_a_language_its_game_is_written_in`.)
#[tokio::test]
async fn every_game_opens_in_both_languages() {
    use nusantara::table::registry::GAMES;
    let mut play = Play::new().await;
    assert_eq!(GAMES.len(), 3, "every game is listed here");
    for game in GAMES {
        assert_eq!(game.languages(), &Lang::ALL, "{}", game.title());
        let (key, title) = (game.key(), game.title());
        let chosen = play
            .reply(
                &format!("@ayu #{key}-id /game new game:{key} language:id"),
                &format!("#{key}-id"),
            )
            .await;
        assert!(
            chosen.starts_with(&format!("@ayu membuka meja {title}")),
            "{chosen}"
        );
        let default = play
            .reply(
                &format!("guild_locale:id @ayu #{key}-server /game new game:{key}"),
                &format!("#{key}-server"),
            )
            .await;
        assert!(
            default.starts_with(&format!("@ayu membuka meja {title}")),
            "{default}"
        );
        let english = play
            .reply(
                &format!("guild_locale:id @ayu #{key}-en /game new game:{key} language:en"),
                &format!("#{key}-en"),
            )
            .await;
        assert!(
            english.starts_with(&format!("@ayu opened a table for {title}")),
            "{english}"
        );
    }
}
