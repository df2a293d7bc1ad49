//! Buttons and menus through the table: every turn notice offers the awaited seats their moves,
//! a press runs the command it stands for, only the awaited seat's presses are taken, a press on
//! an older state is refused with the state as it is now, secret choices open privately, and
//! every component stays within Discord's limits. Whole games are played by presses alone.

mod common;

use common::{Play, Seen};
use nusantara::table::controls::{Component, Row};
use serde_json::Value;

/// The JSON rows of the last post to `to` (none when it has none).
fn last_rows(play: &Play, to: &str) -> Vec<Value> {
    play.posts
        .iter()
        .rev()
        .find(|p| p.to == to)
        .map(|p| serde_json::to_value(&p.components).unwrap())
        .and_then(|v| v.as_array().cloned())
        .unwrap_or_default()
}

/// (custom id, option values) of every component in `rows`.
fn controls(rows: &[Value]) -> Vec<(String, Vec<String>, String)> {
    let mut out = Vec::new();
    for row in rows {
        for c in row["components"].as_array().unwrap() {
            let id = c["custom_id"].as_str().unwrap().to_string();
            match c["type"].as_u64().unwrap() {
                2 => out.push((id, Vec::new(), c["label"].as_str().unwrap().to_string())),
                3 => {
                    let values = c["options"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|o| o["value"].as_str().unwrap().to_string())
                        .collect();
                    out.push((id, values, c["placeholder"].as_str().unwrap().to_string()))
                }
                other => panic!("component type {other}"),
            }
        }
    }
    out
}

/// Discord's limits on every post's components.
fn within_limits(seen: &[Seen]) {
    for post in seen {
        assert!(post.components.len() <= 5, "{} rows", post.components.len());
        for Row { kind, components } in &post.components {
            assert_eq!(*kind, 1);
            let buttons = components
                .iter()
                .filter(|c| matches!(c, Component::Button(_)))
                .count();
            let menus = components.len() - buttons;
            assert!(buttons <= 5 && (menus == 0 || components.len() == 1));
            for c in components {
                match c {
                    Component::Button(b) => {
                        assert!(b.label.chars().count() <= 80, "{}", b.label);
                        assert!(b.custom_id.len() <= 100);
                    }
                    Component::Menu(m) => {
                        assert!(!m.options.is_empty() && m.options.len() <= 25);
                        assert!(m.custom_id.len() <= 100);
                        assert!(m.placeholder.chars().count() <= 150);
                        assert!(usize::from(m.max_values) <= m.options.len());
                        for o in &m.options {
                            assert!(o.label.chars().count() <= 100 && o.value.len() <= 100);
                        }
                    }
                }
            }
        }
    }
}

const OPEN: &str = "
@alice #t /game new game:festivals players:2 seed:3
@bob #t /game join
";

#[tokio::test]
async fn a_secret_plan_is_made_by_presses_and_others_presses_are_refused() {
    let mut play = Play::new().await;
    play.lines(OPEN).await;
    let rows = last_rows(&play, "#t");
    let buttons = controls(&rows);
    assert_eq!(buttons.len(), 2, "{buttons:?}");
    // Only the awaited seats are pinged; each has a button that opens its own choice.
    let board = play.posts.iter().rev().find(|p| p.to == "#t").unwrap();
    assert_eq!(board.pings.len(), 2);
    let (alices, _, label) = &buttons[0];
    assert!(label.starts_with("alice"), "{label}");
    let refused = play
        .reply(&format!("@bob #t press id:{alices}"), "@bob")
        .await;
    assert!(refused.contains("That button is @alice's"), "{refused}");
    // Bob is awaited too: he is offered his own button instead.
    let own = controls(&last_rows(&play, "@bob"));
    assert_eq!(own.len(), 1, "{own:?}");
    assert!(own[0].2.starts_with("bob"), "{own:?}");
    // Alice's press answers privately, with her tickets as a menu.
    let private = play.lines(&format!("@alice #t press id:{alices}")).await;
    assert!(private.iter().all(|p| p.to == "@alice"), "{private:?}");
    let menu = controls(&last_rows(&play, "@alice"));
    let (plan, values, _) = menu.iter().find(|(_, v, _)| !v.is_empty()).unwrap();
    let picked = format!("{} {}", values[0], values[2]);
    let text = play
        .reply(
            &format!("@alice dm press id:{plan} values:\"{picked}\""),
            "@alice",
        )
        .await;
    assert!(text.contains("Your plan"), "{text}");
    let hand = play.reply("@alice dm /game hand", "@alice").await;
    assert!(hand.contains("Your plan: yellow, black"), "{hand}");
    within_limits(&play.posts);
}

#[tokio::test]
async fn a_press_on_an_older_state_is_refused_with_the_state_now() {
    let mut play = Play::new().await;
    play.lines(OPEN).await;
    play.lines("@alice dm /festivals plan tickets:yellow\n@bob dm /festivals plan tickets:none")
        .await;
    // Alice moves now: her move menu.
    let old = controls(&last_rows(&play, "#t"));
    let (id, values, _) = old.iter().find(|(_, v, _)| !v.is_empty()).unwrap().clone();
    let first = play
        .lines(&format!("@alice #t press id:{id} values:{}", values[0]))
        .await;
    assert!(
        first.iter().any(|p| p.to == "#t"),
        "the move is applied: {first:?}"
    );
    let (kind, again) = play
        .refusal(&format!("@alice #t press id:{id} values:{}", values[0]))
        .await;
    assert_eq!(kind, "stale");
    assert!(again.contains("round 1"), "the state now is shown: {again}");
}

/// Presses alone play a whole game: each step the awaited player picks at random among the
/// latest post's options (opening private menus when the choice is secret).
#[tokio::test]
async fn a_festivals_game_is_played_to_its_end_by_presses_alone() {
    let mut play = Play::new().await;
    play.lines(OPEN).await;
    let mut rng = nusantara::rng::Rng::new(9);
    for step in 0..2000 {
        let rows = last_rows(&play, "#t");
        // The last post offers only the Rematch.
        let ended = controls(&rows)
            .iter()
            .all(|(id, _, _)| id.contains(":prematch:"));
        if ended {
            let status = play.reply("@alice #t /game status", "#t").await;
            assert!(status.contains("Game over"), "step {step}: {status}");
            within_limits(&play.posts);
            return;
        }
        let options = controls(&rows);
        let (id, values, label) = &options[rng.below(options.len())];
        // Try as each player: the wrong one is refused, the right one acts.
        for who in ["alice", "bob"] {
            let line = if values.is_empty() {
                format!("@{who} #t press id:{id}")
            } else {
                format!(
                    "@{who} #t press id:{id} values:{}",
                    values[rng.below(values.len())]
                )
            };
            let posts = play.lines(&line).await;
            if posts.iter().any(|p| p.text.contains("That button is")) {
                continue;
            }
            // A private menu (a plan): pick from it.
            if label.contains("choose in private") {
                let menu = controls(&last_rows(&play, &format!("@{who}")));
                let (pid, pvalues, _) = &menu[rng.below(menu.len())];
                let line = if pvalues.is_empty() {
                    format!("@{who} dm press id:{pid}")
                } else {
                    format!(
                        "@{who} dm press id:{pid} values:{}",
                        pvalues[rng.below(pvalues.len())]
                    )
                };
                play.lines(&line).await;
            }
            break;
        }
    }
    let last: Vec<String> = play
        .posts
        .iter()
        .rev()
        .take(6)
        .map(|p| format!("{} {}", p.to, p.text))
        .collect();
    panic!("the game did not end by presses: {last:#?}");
}

/// A whole Indonesia game (the example) gets components within Discord's limits on every post,
/// and each channel post pings only the seats it waits for.
#[tokio::test]
async fn indonesia_posts_keep_within_discords_limits() {
    let script = std::fs::read_to_string(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/indonesia-game.txt"),
    )
    .unwrap();
    let mut play = Play::new().await;
    play.lines(&script).await;
    within_limits(&play.posts);
    let offered = play
        .posts
        .iter()
        .filter(|p| !p.components.is_empty())
        .count();
    assert!(offered > 100, "{offered} posts with components");
    for post in play.posts.iter().filter(|p| p.public) {
        assert!(
            post.pings.len() <= 1,
            "one player at a time in Indonesia: {:?}",
            post.pings
        );
    }
}

/// The menu of the latest post to `to` whose placeholder starts with `what`.
fn menu_of(play: &Play, to: &str, what: &str) -> nusantara::table::controls::Menu {
    let post = play.posts.iter().rev().find(|p| p.to == to).unwrap();
    post.components
        .iter()
        .flat_map(|r| &r.components)
        .find_map(|c| match c {
            Component::Menu(m) if m.placeholder.starts_with(what) => Some(m.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {what} menu in {post:#?}"))
}

/// Presses `who`'s "choose in private" button on the latest channel post (closed money keeps
/// the amounts a player can pay off the channel) and gives the menu of the private answer
/// whose placeholder starts with `what`.
async fn private_menu(play: &mut Play, who: &str, what: &str) -> nusantara::table::controls::Menu {
    let post = play.posts.iter().rev().find(|p| p.to == "#t").unwrap();
    let label = format!("{who}: choose in private");
    let id = post
        .components
        .iter()
        .flat_map(|r| &r.components)
        .find_map(|c| match c {
            Component::Button(b) if b.label == label => Some(b.custom_id.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no private button for {who} in {post:#?}"));
    play.lines(&format!("@{who} #t press id:{id}")).await;
    menu_of(play, &format!("@{who}"), what)
}

/// The highest of 61 merger proposals (more than a menu holds) is offered, and a bid not
/// shown is made through the number form: every choice can be made by pressing.
#[tokio::test]
async fn every_merger_proposal_and_any_bid_can_be_pressed() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #t /game new game:indonesia setup:setups/indonesia_merger_rich.toml
         @bob #t /game join
         @carol #t /game join",
    )
    .await;
    // 122 proposals (either company first): a menu of the two pairs, each opening its bids.
    let pairs = private_menu(&mut play, "alice", "Merge").await;
    let labels: Vec<&str> = pairs.options.iter().map(|o| o.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Merge #1 and #2 (bid 100 to 400)…",
            "Merge #2 and #1 (bid 100 to 400)…"
        ]
    );
    let bids = play
        .lines(&format!(
            "@alice #t press id:{} values:{}",
            pairs.custom_id, pairs.options[0].value
        ))
        .await;
    assert!(bids.iter().all(|p| p.to == "@alice"), "{bids:#?}");
    let merge = menu_of(&play, "@alice", "Merge #1 and #2");
    within_limits(&play.posts);
    assert_eq!(merge.options.len(), 25, "{merge:?}");
    let labels: Vec<&str> = merge.options.iter().map(|o| o.label.as_str()).collect();
    assert!(labels.contains(&"Merge #1 and #2, bid 100"), "{labels:?}");
    assert!(
        labels.contains(&"Merge #1 and #2, bid 400"),
        "the last: {labels:?}"
    );
    assert_eq!(labels[24], "Another bid…");
    // A bid not in the list: the form, then the number typed.
    let ask = play
        .lines(&format!(
            "@alice #t press id:{} values:ask",
            merge.custom_id
        ))
        .await;
    assert_eq!(ask.len(), 1, "{ask:#?}");
    assert_eq!(ask[0].to, "@alice", "a form is private");
    let form = ask[0].form.clone().expect("the press opens a form");
    assert!(form.label.contains("100 to 400"), "{form:?}");
    let (kind, refused) = play
        .refusal(&format!("@alice #t press id:{} values:ten", form.custom_id))
        .await;
    assert_eq!(kind, "bad_option");
    assert!(refused.contains("not a whole number"), "{refused}");
    let odd = play
        .reply(
            &format!("@alice #t press id:{} values:333", form.custom_id),
            "@alice",
        )
        .await;
    assert!(
        odd.contains("multiple"),
        "the rules answer a bid they forbid: {odd}"
    );
    let text = play
        .reply(
            &format!("@alice #t press id:{} values:335", form.custom_id),
            "#t",
        )
        .await;
    assert!(
        text.contains(
            "@alice proposes merging #1 A rice Bali with #2 A rice Jabar and bids 335 rupiah."
        ),
        "{text}"
    );
}

/// A turn order bid above 25 is made by presses alone: the number form.
#[tokio::test]
async fn a_bid_above_25_is_made_by_pressing() {
    let mut play = Play::at_the_indonesia_bid().await;
    // Carol bids first.
    let bid = private_menu(&mut play, "carol", "Turn Order Bid").await;
    assert!(bid.options.len() <= 25);
    let ask = play
        .lines(&format!("@carol #t press id:{} values:ask", bid.custom_id))
        .await;
    let form = ask[0].form.clone().expect("the press opens a form");
    let text = play
        .reply(
            &format!("@carol #t press id:{} values:40", form.custom_id),
            "#t",
        )
        .await;
    assert!(text.contains("@carol bids 40"), "{text}");
}
