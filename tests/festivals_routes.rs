//! A mover's whole route in one command (`/festivals move to:"Kalimantan Sulawesi"
//! ticket:"yellow blue"`): played step by step, each step checked as if typed alone, stored as
//! the steps typed one by one would be; a refused step stops the route there, the steps before
//! it standing. The channel offers whole routes once the plans are revealed, never before.

mod common;

use common::{Play, Seen};
use nusantara::table::controls::{Component, Row};

/// A game of tests/setups/festivals_route.toml at #`channel`, alice having planned `shown`.
async fn planned(channel: &str, shown: &str) -> Play {
    let mut play = Play::new().await;
    play.lines(&format!(
        "@alice #{channel} /game new game:festivals setup:setups/festivals_route.toml
         @bob #{channel} /game join
         @carol #{channel} /game join
         @alice dm /festivals plan tickets:\"{shown}\""
    ))
    .await;
    play
}

/// A game at #a where alice moved Kalimantan then Sulawesi, one command a step.
async fn moved_step_by_step() -> Play {
    let mut play = planned("a", "yellow blue").await;
    play.lines(
        "@alice #a /festivals move to:Kalimantan ticket:yellow
         @alice #a /festivals move to:Sulawesi ticket:blue",
    )
    .await;
    play
}

/// The actions stored for the game at #`channel`, as JSON, in order.
async fn stored(play: &Play, channel: &str) -> Vec<(usize, String)> {
    let store = play.runner.table().store();
    let id = nusantara::script::id_for("channel", channel);
    let game = store
        .latest_game_in(id)
        .await
        .unwrap()
        .expect("a game in the channel");
    store
        .actions_after(game.id, 0)
        .await
        .unwrap()
        .into_iter()
        .map(|a| (a.seat, a.action))
        .collect()
}

fn texts(posts: &[Seen]) -> String {
    posts
        .iter()
        .map(|p| format!("{}: {}", p.to, p.text))
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test]
async fn a_route_in_one_command_stores_the_steps_typed_one_by_one() {
    let mut by_steps = moved_step_by_step().await;
    let mut routed = planned("b", "yellow blue").await;
    let posts = routed
        .lines("@alice #b /festivals move to:\"Kalimantan Sulawesi\" ticket:\"yellow blue\"")
        .await;
    assert!(posts.iter().all(|p| p.refused.is_none()), "{posts:#?}");
    let steps = stored(&by_steps, "a").await;
    assert_eq!(stored(&routed, "b").await, steps);
    // The plan and both moves (the resters' order and rests follow, or wait for alice).
    assert!(steps.len() >= 3, "{steps:?}");
    // One channel post tells the whole route, in one line.
    let channel: Vec<&Seen> = posts.iter().filter(|p| p.public).collect();
    assert_eq!(channel.len(), 1, "{}", texts(&posts));
    let text = &channel[0].text;
    assert!(
        text.contains("@alice moves Jawa → Kalimantan (yellow) → Sulawesi (blue)."),
        "{text}"
    );
    // The same state as after the steps typed apart.
    let a = by_steps.lines("@carol #a /game status").await;
    let b = routed.lines("@carol #b /game status").await;
    assert_eq!(texts(&a).replace("#a", "#b"), texts(&b));
}

#[tokio::test]
async fn a_refused_step_stops_the_route_and_keeps_the_steps_before_it() {
    let mut play = planned("c", "yellow blue").await;
    let posts = play
        .lines("@alice #c /festivals move to:\"Kalimantan Papua\" ticket:\"yellow blue\"")
        .await;
    // The first step stands: alice is on Kalimantan with blue left.
    let channel: Vec<&Seen> = posts.iter().filter(|p| p.public).collect();
    assert_eq!(channel.len(), 1, "{}", texts(&posts));
    assert!(
        channel[0].text.contains("Jawa → Kalimantan (yellow)"),
        "{}",
        channel[0].text
    );
    assert!(
        channel[0].text.contains("with blue left"),
        "{}",
        channel[0].text
    );
    // alice is told privately why the second was not played.
    let told: Vec<&Seen> = posts.iter().filter(|p| p.to == "@alice").collect();
    let note = told
        .iter()
        .find(|p| p.text.contains("stopped at step 2 of 2"))
        .unwrap_or_else(|| panic!("no note to alice: {}", texts(&posts)));
    assert!(
        note.text.contains("`/festivals move to:Papua ticket:blue`")
            && note.text.contains("Papua is not next to Kalimantan"),
        "{}",
        note.text
    );
    assert_eq!(stored(&play, "c").await.len(), 2, "the plan and one step");
    // She goes on from there with the step left.
    let next = play
        .lines("@alice #c /festivals move to:Sulawesi ticket:blue")
        .await;
    assert!(next.iter().all(|p| p.refused.is_none()), "{}", texts(&next));
}

#[tokio::test]
async fn a_route_refused_at_its_first_step_or_malformed_changes_nothing() {
    let mut play = planned("d", "yellow blue").await;
    let (kind, text) = play
        .refusal("@alice #d /festivals move to:\"Papua Kalimantan\" ticket:\"yellow blue\"")
        .await;
    assert_eq!(kind, "forbidden", "{text}");
    let (kind, text) = play
        .refusal("@alice #d /festivals move to:\"Kalimantan Sulawesi\" ticket:yellow")
        .await;
    assert_eq!(kind, "bad_option");
    assert!(text.contains("one ticket per island"), "{text}");
    let (_, text) = play
        .refusal("@alice #d /festivals move to:\"Kalimantan Sulawsi\" ticket:\"yellow blue\"")
        .await;
    assert!(text.contains("Sulawesi"), "did you mean: {text}");
    assert_eq!(stored(&play, "d").await.len(), 1, "only the plan");
}

/// The labels of the menu options under a post.
fn menu_labels(rows: &[Row]) -> Vec<String> {
    let mut labels = Vec::new();
    for row in rows {
        for component in &row.components {
            if let Component::Menu(menu) = component {
                labels.extend(menu.options.iter().map(|o| o.label.clone()));
            }
        }
    }
    labels
}

#[tokio::test]
async fn whole_routes_are_offered_once_the_plans_are_revealed_and_not_before() {
    let mut play = Play::new().await;
    let opened = play
        .lines(
            "@alice #e /game new game:festivals setup:setups/festivals_route.toml
             @bob #e /game join
             @carol #e /game join",
        )
        .await;
    // While alice plans in secret nothing public offers a route or names a ticket.
    for post in opened.iter().filter(|p| p.public) {
        let labels = menu_labels(&post.components);
        assert!(labels.iter().all(|l| !l.contains('→')), "{labels:?}");
    }
    let revealed = play
        .lines("@alice dm /festivals plan tickets:\"yellow blue\"")
        .await;
    let card = revealed
        .iter()
        .rev()
        .find(|p| p.public)
        .expect("the reveal's card");
    let labels = menu_labels(&card.components);
    assert!(
        labels.contains(&"Kalimantan (yellow) → Sulawesi (blue)".to_string()),
        "{labels:?}"
    );
    assert!(labels.len() <= 25 + 25, "{labels:?}");
    assert!(labels.iter().all(|l| l.chars().count() <= 100));
}

/// "If a step is blocked, the rules decide as for a single step": the move ends where the block
/// is, the ticket left goes to that island's centre, and the rest of the route is refused.
#[tokio::test]
async fn a_block_on_the_route_ends_the_move_as_for_a_single_step() {
    let mut play = Play::new().await;
    play.lines(
        "@alice #f /game new game:festivals setup:setups/festivals_route_blocked.toml
         @bob #f /game join
         @carol #f /game join
         @alice dm /festivals plan tickets:\"yellow yellow\"",
    )
    .await;
    let posts = play
        .lines("@alice #f /festivals move to:\"Kalimantan Sumatera\" ticket:\"yellow yellow\"")
        .await;
    let channel: Vec<&Seen> = posts.iter().filter(|p| p.public).collect();
    assert_eq!(channel.len(), 1, "{}", texts(&posts));
    assert!(
        channel[0]
            .text
            .contains("@alice moves Jawa → Kalimantan (yellow).")
            && channel[0].text.contains("@alice is blocked on Kalimantan"),
        "{}",
        channel[0].text
    );
    assert!(
        posts
            .iter()
            .any(|p| p.to == "@alice" && p.text.contains("stopped at step 2 of 2")),
        "{}",
        texts(&posts)
    );
    let steps = stored(&play, "f").await;
    assert_eq!(steps.len(), 2, "the plan and the one step: {steps:?}");
}

/// A route's steps are stored together, under its one origin: delivered again (a retry after
/// a crash, the same origin), the whole command is a duplicate and nothing changes.
#[tokio::test]
async fn a_route_delivered_twice_is_played_once() {
    let by_steps = moved_step_by_step().await;
    let mut twice = planned("c", "yellow blue").await;
    let command =
        "id:r7 @alice #c /festivals move to:\"Kalimantan Sulawesi\" ticket:\"yellow blue\"";
    let posts = twice.lines(command).await;
    assert!(
        posts.iter().all(|p| p.refused.is_none()),
        "{}",
        texts(&posts)
    );
    assert_eq!(stored(&twice, "c").await, stored(&by_steps, "a").await);
    twice.lines(command).await;
    assert_eq!(stored(&twice, "c").await, stored(&by_steps, "a").await);
}
