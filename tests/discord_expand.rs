//! An expansion by several areas from the card: a multi-select of the areas legal for the
//! first step, whose picks are played in the order picked, as `/indonesia expand at:"A B"`.

mod discord_mock;

use discord_mock::*;
use serde_json::{Value, json};
use std::time::Duration;

/// A SQLite file holding a 2-player Indonesia table where alice's #1 must expand by 3 areas
/// (free), Jatim5 and NTB1 legal first.
async fn expanding(dir: &tempfile::TempDir) -> String {
    stored_table(
        dir,
        &[
            "@alice #t /game new game:indonesia setup:setups/indonesia_chained.toml",
            "@bob #t /game join",
            "@alice #t /game start",
            "@alice #t /indonesia operate company:1",
            "@alice #t /indonesia ship",
        ],
    )
    .await
}

fn player(name: &'static str) -> Who {
    Who::in_channel(name, "t")
}

fn menus(body: &Value) -> Vec<Value> {
    rows_of(body)
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 3)
        .collect()
}

#[tokio::test]
async fn two_areas_picked_in_one_menu_are_both_placed_in_one_post() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let db = expanding(&dir).await;
        let bot = start_bot_with(
            async |_| {},
            |config| {
                config.database_url = db;
                config.defer_after = Duration::from_secs(60);
            },
        )
        .await;
        let alice = player("alice");
        let channel = alice.channel.unwrap();
        let (_, card) = data(&bot.ask(&alice, "game", "board", json!([])).await);
        let many = menus(&card)
            .into_iter()
            .find(|m| m["max_values"].as_u64().is_some_and(|n| n > 1))
            .unwrap_or_else(|| panic!("a menu of several areas: {card}"));
        assert!(
            many["placeholder"]
                .as_str()
                .is_some_and(|p| p.contains("in the order you pick")),
            "{many}"
        );
        let value = |area: &str| {
            many["options"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["label"] == area)
                .unwrap_or_else(|| panic!("{area} offered: {many}"))["value"]
                .as_str()
                .unwrap()
                .to_string()
        };
        // Picked NTB1 first: played in that order.
        let picked = vec![value("NTB1"), value("Jatim5")];
        let before = bot.channel_posts(channel).await.len();
        let id = many["custom_id"].as_str().unwrap().to_string();
        let pressed = bot.gateway.press(&alice, &id, Some(picked));
        let (_, d) = data(&bot.response(&pressed).await);
        assert!(!is_ephemeral(&d), "the expansion is public: {d}");
        let said = text_of(&d);
        let (first, second) = (
            said.find("expands into NTB1").expect(&said),
            said.find("expands into Jatim5").expect(&said),
        );
        assert!(first < second, "in the order picked: {said}");
        assert!(said.contains("1 more area"), "one step left: {said}");
        // One post: the answer; nothing else in the channel.
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(bot.channel_posts(channel).await.len(), before, "one post");
        bot.stop().await;
    })
    .await;
}
