//! East Indies in the channel: short public lines in 5-company games played through the script
//! runner, a `/game status` of short lines late in a game, and every refusal a sentence.

use nusantara::games::indies::{
    Action, AreaId, Data, FleetId, Game, Marker, Order, Place, SiteId, Unit,
};
use nusantara::games::{Components, Rules, decide, table_bot};
use nusantara::rng::Rng;
use nusantara::script::{ScriptOptions, run};
use nusantara::table::Command;
use std::path::PathBuf;

/// Orders near `order`: each of its parts changed in turn (another fleet, site, area, more
/// units or markers, a larger bribe), most of them refused in some way.
fn near(data: &Data, order: &Order, rng: &mut Rng) -> Vec<Order> {
    let fleet = FleetId(rng.below(4) as u8);
    let site = SiteId(rng.below(data.site_ids().count()) as u8);
    let area = AreaId(rng.below(data.area_ids().count()) as u8);
    let many = 1 + rng.below(40) as u32;
    let unit = Unit::ALL[rng.below(Unit::ALL.len())];
    let marker = Marker::named(data, ["pepper", "cloves 1/3", "tea 1/2"][rng.below(3)]).unwrap();
    let mut out = vec![
        Order::Voyage {
            fleet,
            to: Place::Area(area),
        },
        Order::Voyage {
            fleet,
            to: Place::Europe,
        },
        Order::Sail {
            fleet,
            path: vec![area],
        },
        Order::EnterCsb { fleet },
        Order::LeaveCsb { fleet, to: area },
        Order::Attack {
            fleet,
            company: rng.below(5),
            target: FleetId(rng.below(3) as u8),
        },
        Order::Invade { fleet, site },
        Order::Attempt {
            fleet,
            site,
            bribe: rng.below(40) as u32,
        },
        Order::Fort { fleet, site },
        Order::Buy {
            fleet,
            unit,
            count: many,
        },
        Order::Load {
            fleet,
            site,
            marker,
            count: many,
        },
        Order::Unload {
            fleet,
            site,
            marker,
            count: 1,
        },
        Order::Garrison {
            fleet,
            site,
            soldiers: many,
        },
        Order::Embark {
            fleet,
            site,
            soldiers: many,
        },
    ];
    out.push(match order.clone() {
        Order::Buy { fleet, unit, .. } => Order::Buy {
            fleet,
            unit,
            count: many * 5,
        },
        Order::Attempt { fleet, site, .. } => Order::Attempt {
            fleet,
            site,
            bribe: 31 + many,
        },
        Order::Load {
            fleet,
            site,
            marker,
            ..
        } => Order::Load {
            fleet,
            site,
            marker,
            count: many + 5,
        },
        Order::Sail { fleet, mut path } => {
            path.push(area);
            Order::Sail { fleet, path }
        }
        other => other,
    });
    out
}

/// Every refusal of the engine in a random-play game ends with a full stop (a message ending in
/// a bracket, "(E 2.2.1)", once went without one).
#[test]
fn every_refusal_of_a_random_game_is_a_sentence() {
    let mut refusals = 0;
    for seed in [4, 9] {
        let (mut game, _) = Game::setup(Data::standard(), &Default::default(), 4, seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        while !game.is_over() && steps < 1500 {
            let seat = game.waiting_for()[0];
            let mut tries: Vec<Action> = Vec::new();
            for action in game.legal(seat) {
                if let Action::Order { order } = &action
                    && rng.below(4) == 0
                {
                    tries.extend(
                        near(game.data(), order, &mut rng)
                            .into_iter()
                            .map(|order| Action::Order { order }),
                    );
                }
            }
            let draft = game.draft(seat).len();
            tries.push(Action::Withdraw { index: draft + 1 });
            tries.push(Action::Withdraw {
                index: rng.below(draft + 1),
            });
            for action in tries {
                if let Err(e) = game.clone().apply(seat, &action) {
                    refusals += 1;
                    assert!(
                        e.message.ends_with(['.', '!', '?']),
                        "{action:?}: {:?}",
                        e.message
                    );
                    let first = e.message.chars().next().unwrap();
                    assert!(!first.is_lowercase(), "{:?}", e.message);
                }
            }
            let action = decide(&game, seat, table_bot::<Game>(), &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            steps += 1;
        }
    }
    assert!(refusals > 500, "{refusals}");
}

/// Every post of `script`: its line, whether it went to the channel, and its text.
async fn all_posts(script: &str) -> Vec<(u64, bool, String)> {
    let options = ScriptOptions {
        db: None,
        images: None,
        dump: false,
        base_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests"),
    };
    let result = run(script, &options).await.unwrap();
    assert!(!result.malformed);
    result
        .output
        .iter()
        .filter_map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).ok()?;
            let to = value["to"].as_str()?;
            Some((
                value["line"].as_u64().unwrap_or(0),
                to.starts_with('#'),
                value["text"].as_str().unwrap_or("").to_string(),
            ))
        })
        .collect()
}

/// 5-company games played through the script runner: no public line over 300 characters, and
/// the last `/game status` (a late game's) in lines of at most 300. (A round's report can still
/// run past 2,000 characters: the events of a round are told one a line.)
#[tokio::test]
async fn five_company_games_post_no_line_over_300() {
    for seed in [3, 11] {
        let script =
            nusantara::script::example("indies", &Command::new(&["game", "new"], &[]), 5, seed)
                .unwrap();
        let posts = all_posts(&script).await;
        let status_line = script.lines().count() as u64;
        // A status too long for one channel message is answered to the asker privately.
        let status = posts
            .iter()
            .rev()
            .find(|(line, _, _)| *line == status_line)
            .map(|(_, _, text)| text.clone())
            .expect("the last line's status");
        let posts: Vec<(u64, String)> = posts
            .into_iter()
            .filter(|(_, public, _)| *public)
            .map(|(line, _, text)| (line, text))
            .collect();
        assert!(status.starts_with("East Indies at"), "{status}");
        for line in status.lines() {
            assert!(line.chars().count() <= 300, "seed {seed}: {line}");
        }
        for (line, text) in &posts {
            for l in text.lines() {
                assert!(
                    l.chars().count() <= 300,
                    "seed {seed}, script line {line}: a line of {} characters: {l}",
                    l.chars().count()
                );
            }
        }
    }
}

mod common;

/// Every refusal the table gives to random East Indies commands (options misspelt, orders of
/// the wrong round, names that do not exist) ends with a full stop.
#[tokio::test]
async fn every_refusal_of_random_commands_is_a_sentence() {
    let mut play = common::Play::new().await;
    play.lines(
        "@alice #t /game new game:indies seed:7 years:8
         @bob #t /game join
         @alice #t /game start",
    )
    .await;
    let commands: &[(&str, &[&str])] = &[
        ("/indies buy", &["fleet", "unit", "count", "replace"]),
        ("/indies move order:voyage", &["fleet", "to"]),
        ("/indies move order:sail", &["fleet", "to"]),
        ("/indies move order:leave", &["fleet", "to"]),
        ("/indies fight order:patrol", &["fleet", "odds", "company"]),
        (
            "/indies fight order:attack",
            &["fleet", "company", "target"],
        ),
        ("/indies factory order:attempt", &["fleet", "site", "bribe"]),
        ("/indies cargo order:load", &["fleet", "site", "marker"]),
        ("/indies changeup", &["at", "commodity", "shares"]),
        ("/indies maintenance", &["first"]),
        ("/indies withdraw", &["number"]),
    ];
    let values = [
        "A", "Z", "AA", "Java", "Europe", "CSB", "Bantam", "carrack", "soldier", "pepper", "9:9",
        "England", "Spain", "1", "0", "3", "\"3 3\"", "fort", "none", "x",
    ];
    let mut rng = nusantara::rng::Rng::new(36);
    let mut refusals = 0;
    for _ in 0..300 {
        let (command, options) = commands[rng.below(commands.len())];
        let user = ["@alice", "@bob"][rng.below(2)];
        let mut line = format!("{user} dm {command}");
        for option in options.iter() {
            if rng.below(4) > 0 {
                line.push_str(&format!(" {option}:{}", values[rng.below(values.len())]));
            }
        }
        for post in play.lines(&line).await {
            if post.refused.is_some() {
                refusals += 1;
                assert!(
                    post.text.trim_end().ends_with(['.', '!', '?']),
                    "{line}: {:?}",
                    post.text
                );
            }
        }
    }
    assert!(refusals > 100, "{refusals}");
}

/// Every post of a seeded 5-company game played through the script runner, as the table made
/// it (mentions as `<@id>`, which is what Discord counts), with its script line.
async fn raw_posts(seed: u64) -> Vec<(usize, nusantara::table::Post)> {
    let script =
        nusantara::script::example("indies", &Command::new(&["game", "new"], &[]), 5, seed)
            .unwrap();
    let base = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let table = nusantara::table::Table::new(common::db::store().await).without_pictures();
    let mut runner = nusantara::script::Runner::new(table, base);
    let mut all = Vec::new();
    for (n, line) in script.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let posts = runner.play(t).await.unwrap();
        all.extend(posts.into_iter().map(|p| (n + 1, p)));
    }
    all
}

/// A round's report fits in one message without the cut: the reveal of a round carries out
/// every company's orders, and its events one a line once ran past 1,800 characters in half
/// the rounds of a 5-company game, cut with "… and N more: `/game log`", which at the end of a
/// game dropped the final scores and the winner. Now each stage is told in a line or a few,
/// every public post fits, no line is over 300 characters, every ping is named in its text, and
/// the last report names the winner and every company's final score.
#[tokio::test]
async fn five_company_rounds_fit_one_message_and_the_end_names_the_winner() {
    use nusantara::table::{To, mention_user};
    for seed in [11, 13] {
        let posts = raw_posts(seed).await;
        let channel: Vec<&(usize, nusantara::table::Post)> = posts
            .iter()
            .filter(|(_, p)| matches!(p.to, To::Channel(_)))
            .collect();
        assert!(channel.len() > 40, "seed {seed}: {} posts", channel.len());
        for (line, post) in &posts {
            for &user in &post.pings {
                assert!(
                    post.text.contains(&mention_user(user)),
                    "seed {seed}, line {line}: pings {user} unnamed: {}",
                    post.text
                );
            }
        }
        let cut: Vec<usize> = channel
            .iter()
            .filter(|(_, p)| p.text.contains("more: `/game log`"))
            .map(|(line, _)| *line)
            .collect();
        assert!(cut.is_empty(), "seed {seed}: reports cut at lines {cut:?}");
        for (line, post) in &channel {
            let text = &post.text;
            assert!(
                text.chars().count() <= 2000,
                "seed {seed}, line {line}: {} characters:\n{text}",
                text.chars().count()
            );
            for l in text.lines() {
                assert!(l.chars().count() <= 300, "seed {seed}, line {line}: {l}");
            }
        }
        // The last seal's post ends the game; the script's last line asks for the status,
        // which says who won.
        let (last_line, status) = posts.last().unwrap();
        let winner = status
            .text
            .lines()
            .find_map(|l| l.strip_prefix("Game over: ")?.strip_suffix(" won."))
            .unwrap_or_else(|| panic!("seed {seed}: no winner in {}", status.text))
            .to_string();
        let end = channel
            .iter()
            .rev()
            .find(|(line, _)| line < last_line)
            .map(|(_, p)| p.text.clone())
            .unwrap();
        let over = end
            .lines()
            .find(|l| l.starts_with("Game over: "))
            .unwrap_or_else(|| panic!("seed {seed}: the end is not told:\n{end}"));
        assert!(
            over.contains(&format!("({winner}) wins with a score of ")),
            "seed {seed}: {winner} won:\n{end}"
        );
        let scores: Vec<&str> = end
            .lines()
            .skip_while(|l| *l != "Final scores:")
            .skip(1)
            .take(5)
            .collect();
        assert_eq!(scores.len(), 5, "seed {seed}:\n{end}");
        assert!(scores[0].contains(&format!("({winner}) ")), "{end}");
        for score in scores {
            // "England (<@id>) 281 (191 florins, 9 factories)"
            let (_, rest) = score.split_once(") ").unwrap();
            let points = rest.split(' ').next().unwrap();
            assert!(points.parse::<i64>().is_ok(), "seed {seed}: {score}");
            assert!(rest.contains("florins"), "seed {seed}: {score}");
        }
    }
}
