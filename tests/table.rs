//! The table service through script lines: seating, starting, a round of play, and every kind
//! of bad input getting a specific answer that changes nothing.

mod common;

use common::{Play, random_commands};

const OPEN_THREE: &str = "
@alice #t /game new game:festivals setup:setups/three.toml
@bob #t /game join
@carol #t /game join
";

/// The public state, to check that a refused command changed nothing.
async fn board(play: &mut Play) -> String {
    play.reply("@dave #t /game status", "#t").await
}

#[tokio::test]
async fn opening_joining_and_starting() {
    let mut play = Play::new().await;
    let text = play
        .reply("@alice #t /game new game:festivals typhoons:1", "#t")
        .await;
    assert!(
        text.contains("@alice opened a table for The Festivals"),
        "{text}"
    );
    assert!(text.contains("1 typhoon"), "{text}");
    // Too few players to start.
    let (kind, text) = play.refusal("@alice #t /game start").await;
    assert_eq!(kind, "not_now");
    assert!(text.contains("at least 2 players"), "{text}");
    // Only the creator starts; a second join is refused; leaving works before the start.
    play.reply("@bob #t /game join", "#t").await;
    assert_eq!(play.refused("@bob #t /game join").await, "forbidden");
    let (kind, text) = play.refusal("@bob #t /game start").await;
    assert_eq!(kind, "not_host");
    assert!(text.contains("Only the table's creator, @alice"), "{text}");
    let (kind, text) = play.refusal("@alice #t /game leave").await;
    assert_eq!(kind, "forbidden");
    assert!(text.contains("/game abort"), "{text}");
    play.reply("@carol #t /game join", "#t").await;
    assert!(
        play.reply("@carol #t /game leave", "#t")
            .await
            .contains("@carol leaves the table (2 seated)")
    );
    // A second game in the same channel is refused.
    let (kind, text) = play.refusal("@carol #t /game new game:festivals").await;
    assert_eq!(kind, "not_now");
    assert!(text.contains("already has a table"), "{text}");
    // The airplane must be a seated player.
    let (kind, text) = play.refusal("@alice #t /game start airplane:@carol").await;
    assert_eq!(kind, "bad_option");
    assert_eq!(
        text,
        "`airplane:@carol` is not a seated player. Seated: @alice, @bob."
    );
    let posts = play.lines("@alice #t /game start airplane:@bob").await;
    let public: Vec<_> = posts.iter().filter(|p| p.public).collect();
    assert_eq!(public.len(), 1);
    assert!(
        public[0].text.contains("@bob holds the airplane"),
        "{}",
        public[0].text
    );
    assert_eq!(public[0].images.len(), 1, "the start posts the board");
    // Each player is told privately what they were dealt and how to plan.
    for user in ["@alice", "@bob"] {
        let dm: Vec<_> = posts.iter().filter(|p| p.to == user).collect();
        assert_eq!(dm.len(), 1, "{posts:#?}");
        assert!(dm[0].text.contains("/festivals plan"), "{}", dm[0].text);
    }
    // Seats are fixed once started.
    let (kind, text) = play.refusal("@carol #t /game join").await;
    assert_eq!(kind, "not_now");
    assert!(text.contains("already started"), "{text}");
}

#[tokio::test]
async fn a_table_with_players_option_starts_itself() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals players:2")
        .await;
    let posts = play.lines("@bob #t /game join").await;
    assert!(
        posts
            .iter()
            .any(|p| p.public && p.text.contains("The Festivals begins")),
        "{posts:#?}"
    );
    assert_eq!(play.refused("@carol #t /game join").await, "not_now");
}

/// Each bad option of `/game new` is refused as one, naming the option and what it takes.
#[tokio::test]
async fn bad_new_options_are_named() {
    let mut play = Play::new().await;
    let cases = [
        (
            "@a #t /game new",
            "`/game new` needs the option `game:` (The game to play; write `festivals`, `indonesia` or `indies`).",
        ),
        (
            "@a #t /game new game:chess",
            "`game:chess` is not allowed: write `festivals`, `indonesia` or `indies` — The game to play.",
        ),
        (
            "@a #t /game new game:festivals players:5",
            "`players:5` is not allowed: The Festivals seats 2 to 4 players.",
        ),
        (
            "@a #t /game new game:festivals typhoons:4",
            "`typhoons:4` is not allowed: write a whole number from 0 to 3.",
        ),
        (
            "@a #t /game new game:festivals typhoon_ties:maybe",
            "`typhoon_ties:maybe` is not allowed: write `nobody` or `airplane` — The Festivals, advanced: who moves a typhoon on a tied lowest score.",
        ),
        (
            "@a #t /game new game:festivals colour:red",
            "`/game new` has no option `colour`: its options are `game`, `players`, `bots`, `typhoons`, `typhoon_ties`, `money`, `bids`, `years`, `deadline`, `rated`, `language`, `seed`, `setup`.",
        ),
        (
            "@a #t /game new game:festivals rated:maybe",
            "`rated:maybe` is not allowed: write `yes` or `no` — no: not in the ratings.",
        ),
    ];
    for (line, expected) in cases {
        assert_eq!(
            play.refusal(line).await,
            ("bad_option".to_string(), expected.to_string()),
            "{line}"
        );
    }
    assert_eq!(
        play.refusal("@a dm /game new game:festivals").await,
        (
            "wrong_place".to_string(),
            "`/game new` works in the game's channel, not in a DM.".to_string()
        )
    );
    assert_eq!(play.refused("@a #t /game board").await, "no_game");
}

#[tokio::test]
async fn a_round_with_bad_input_on_the_way() {
    let mut play = Play::new().await;
    play.lines(OPEN_THREE).await;
    let before = board(&mut play).await;
    let refusals = [
        (
            "@dave #t /festivals plan tickets:y",
            "not_seated",
            "no seat",
        ),
        (
            "@alice #t /festivals plan tickets:red",
            "bad_option",
            "`red` is not a ticket colour",
        ),
        (
            "@alice dm /festivals plan tickets:\"k k\"",
            "forbidden",
            "black",
        ),
        (
            "@alice #t /festivals move to:Bali ticket:black",
            "not_now",
            "plan",
        ),
        (
            "@alice #t /festivals move to:Atlantis ticket:black",
            "bad_option",
            "not an island",
        ),
        (
            "@alice #t /festivals jump",
            "unknown_command",
            "Unknown command `/festivals jump`",
        ),
        (
            "@zed dm /festivals plan tickets:y",
            "no_game",
            "no game waiting for you",
        ),
    ];
    for (line, kind, expected) in refusals {
        let (refused, text) = play.refusal(line).await;
        assert_eq!(refused, kind, "{line}: {text}");
        assert!(text.contains(expected), "{line}: {text}");
    }
    assert_eq!(
        board(&mut play).await,
        before,
        "refused commands changed the game"
    );

    // Plans are private; the channel learns only who planned.
    let posts = play
        .lines("@alice dm /festivals plan tickets:\"yellow black\"")
        .await;
    let private: Vec<_> = posts.iter().filter(|p| p.to == "@alice").collect();
    let public: Vec<_> = posts.iter().filter(|p| p.public).collect();
    assert_eq!((private.len(), public.len()), (1, 1), "{posts:#?}");
    assert!(
        private[0].text.contains("yellow") && private[0].text.contains("black"),
        "{}",
        private[0].text
    );
    assert!(
        public[0].text.contains("@alice has planned"),
        "{}",
        public[0].text
    );
    for word in ["yellow", "black", "blue"] {
        assert!(
            !public[0].text.to_lowercase().contains(word),
            "the plan leaked: {}",
            public[0].text
        );
    }
    play.lines("@bob dm /festivals plan tickets:\"y y\"").await;
    // The last plan reveals all: alice and bob both show 2 tickets, a tie for the airplane (alice).
    let text = play
        .reply("@carol #t /festivals plan tickets:none", "#t")
        .await;
    assert!(text.contains("@alice") && text.contains("order"), "{text}");
    let (kind, text) = play
        .refusal("@bob #t /festivals order players:\"@bob @alice\"")
        .await;
    assert_eq!(kind, "not_your_turn");
    assert!(
        text.contains("Only the airplane holder settles ties"),
        "{text}"
    );
    let text = play
        .reply(
            "@alice #t /festivals order players:\"@bob @carol\"",
            "@alice",
        )
        .await;
    assert!(
        text.contains("Name exactly the 2 players who showed the same number of tickets"),
        "{text}"
    );
    play.reply("@alice #t /festivals order players:\"@bob @alice\"", "#t")
        .await;
    // bob moves first: a non-adjacent island and another player's turn are refused.
    let text = play
        .reply("@bob #t /festivals move to:Papua ticket:yellow", "@bob")
        .await;
    assert!(text.contains("Papua"), "{text}");
    let text = play
        .reply("@bob #t /festivals move to:Kalimantn ticket:yellow", "@bob")
        .await;
    assert!(text.contains("Did you mean Kalimantan?"), "{text}");
    let (kind, text) = play
        .refusal("@alice #t /festivals move to:Bali ticket:black")
        .await;
    assert_eq!(kind, "not_your_turn");
    assert!(text.contains("@bob is moving first"), "{text}");
    play.reply("@bob #t /festivals move to:Kalimantan ticket:yellow", "#t")
        .await;
    play.reply("@bob #t /festivals move to:Sulawesi ticket:yellow", "#t")
        .await;
    // Kalimantan's one yellow space is now taken.
    let text = play
        .reply(
            "@alice #t /festivals move to:Kalimantan ticket:yellow",
            "@alice",
        )
        .await;
    assert!(
        text.contains("Kalimantan") && text.contains("yellow"),
        "{text}"
    );
    play.reply("@alice #t /festivals move to:Bali ticket:yellow", "#t")
        .await;
    play.reply(
        "@alice #t /festivals move to:Nusa_Tenggara ticket:black",
        "#t",
    )
    .await;
    // carol rests on Jawa: its centre is empty, so she must use the pool (or take nothing).
    let text = play
        .reply("@carol #t /festivals rest from:island", "@carol")
        .await;
    assert!(text.to_lowercase().contains("pool"), "{text}");
    let text = play
        .reply("@carol #t /festivals rest from:pool", "#t")
        .await;
    assert!(text.contains("@carol"), "{text}");
    // Round 2 begins: everyone with tickets is asked to plan.
    let status = board(&mut play).await;
    assert!(status.contains("round 2"), "{status}");
}

#[tokio::test]
async fn dm_commands_find_the_one_game_waiting() {
    let mut play = Play::new().await;
    play.lines(
        "
        @alice #t1 /game new game:festivals players:2 seed:1
        @bob #t1 /game join
        @alice #t2 /game new game:festivals players:2 seed:2
        @carol #t2 /game join
        ",
    )
    .await;
    // alice must plan in both games: she has to say which.
    let (kind, text) = play.refusal("@alice dm /game hand").await;
    assert_eq!(kind, "bad_option");
    assert!(
        text.contains("table:") && text.contains("#t1") && text.contains("#t2"),
        "{text}"
    );
    let text = play.reply("@alice dm /game hand table:#t2", "@alice").await;
    assert!(text.contains("At #t2: you hold"), "{text}");
    let text = play
        .reply("@alice dm /festivals plan tickets:none table:#t1", "@alice")
        .await;
    assert!(text.to_lowercase().contains("plan"), "{text}");
    // Now only #t2 waits for her.
    let text = play.reply("@alice dm /game hand", "@alice").await;
    assert!(text.contains("At #t2"), "{text}");
    // bob has one game only.
    assert!(
        play.reply("@bob dm /game hand", "@bob")
            .await
            .contains("At #t1")
    );
    assert_eq!(
        play.refusal("@alice dm /game hand table:#nowhere").await,
        (
            "no_game".to_string(),
            "There is no game of yours or of this server at #nowhere.".to_string()
        )
    );
}

#[tokio::test]
async fn abort_frees_the_channel() {
    let mut play = Play::new().await;
    play.lines("@alice #t /game new game:festivals players:2\n@bob #t /game join")
        .await;
    let (kind, text) = play.refusal("@bob #t /game abort").await;
    assert_eq!(kind, "not_host");
    assert!(text.contains("Only the host, @alice"), "{text}");
    assert!(
        play.reply("@alice #t /game abort", "#t")
            .await
            .contains("ended the game")
    );
    assert!(
        play.reply("@bob #t /game new game:festivals", "#t")
            .await
            .contains("@bob opened a table")
    );
}

#[tokio::test]
async fn log_shows_public_events_only() {
    let mut play = Play::new().await;
    play.lines(OPEN_THREE).await;
    play.lines("@alice dm /festivals plan tickets:\"yellow black\"")
        .await;
    let log = play.reply("@dave #t /game log", "@dave").await;
    assert!(log.contains("@alice has planned"), "{log}");
    assert!(
        !log.to_lowercase().contains("yellow"),
        "the log leaked a plan: {log}"
    );
}

/// Random commands, sensible or not, from seated players, spectators and DMs: every one gets an
/// answer, and none is an internal failure (a panic or an error would give the apology).
#[tokio::test]
async fn random_commands_never_break_the_table() {
    let mut play = Play::new().await;
    play.lines(OPEN_THREE).await;
    let users = ["@alice", "@bob", "@carol", "@dave"];
    let places = ["#t", "dm", "#elsewhere"];
    let commands: &[(&str, &[&str])] = &[
        ("/festivals plan", &["tickets"]),
        ("/festivals move", &["to", "ticket"]),
        ("/festivals rest", &["from"]),
        ("/festivals order", &["players"]),
        ("/festivals discard", &["island", "tickets"]),
        ("/festivals typhoon", &["from", "to"]),
        ("/festivals pick", &["player"]),
        ("/game board", &["table"]),
        ("/game status", &[]),
        ("/game hand", &["table"]),
        ("/game log", &[]),
        ("/game join", &[]),
        ("/game leave", &[]),
        ("/game start", &["airplane"]),
        ("/game new", &["game", "players", "typhoons"]),
        ("/festivals fly", &["to"]),
    ];
    let values = [
        "yellow",
        "k",
        "\"blue blue\"",
        "none",
        "red",
        "Kalimantan",
        "bali",
        "\"Nusa Tenggara\"",
        "Atlantis",
        "island",
        "pool",
        "nothing",
        "\"@alice @bob\"",
        "@carol",
        "@zed",
        "Sumatera|Kalimantan",
        "\"Bali|Nusa Tenggara\"",
        "Jawa|Papua",
        "#t",
        "festivals",
        "3",
        "-1",
        "99999999999999999999",
        "\"\"",
    ];
    random_commands(&mut play, 77, 600, &users, &places, commands, &values).await;
}

/// `table:` reaches a game of the same server, or, from anywhere, a game one sits at; a game of
/// another server is answered as if there were none.
#[tokio::test]
async fn table_reaches_only_this_servers_games_or_ones_own() {
    use nusantara::table::{Command, Invocation, Place, Table, mention_channel};
    let table = Table::new(common::db::store().await);
    let inv =
        |user: i64, place: Place, guild: Option<i64>, path: &[&str], options: &[(&str, &str)]| {
            Invocation {
                user_id: user,
                user_name: format!("u{user}"),
                place,
                guild,
                manages_server: false,
                channel_name: None,
                command: Command::new(path, options),
                origin: None,
                locale: None,
                guild_locale: None,
            }
        };
    let (alice, bob, eve) = (1, 2, 3);
    let (home, away) = (Some(100), Some(200));
    table
        .handle(&inv(
            alice,
            Place::Channel(10),
            home,
            &["game", "new"],
            &[("game", "festivals"), ("players", "2"), ("seed", "1")],
        ))
        .await;
    table
        .handle(&inv(bob, Place::Channel(10), home, &["game", "join"], &[]))
        .await;
    let at = mention_channel(10);
    let look = |user, place, guild| inv(user, place, guild, &["game", "status"], &[("table", &at)]);
    let seen = |posts: Vec<nusantara::table::Post>| posts[0].text.clone();
    // Same server: a spectator may look.
    assert!(seen(table.handle(&look(eve, Place::Channel(11), home)).await).contains("round 1"));
    // Another server: not there.
    let other = seen(table.handle(&look(eve, Place::Channel(21), away)).await);
    assert!(
        other.contains("no game of yours or of this server"),
        "{other}"
    );
    assert!(!other.contains("round"), "{other}");
    // From a DM: one's own game only.
    assert!(seen(table.handle(&look(alice, Place::Dm, None)).await).contains("round 1"));
    let stranger = seen(table.handle(&look(eve, Place::Dm, None)).await);
    assert!(stranger.contains("no game of yours"), "{stranger}");
}
