//! Autocomplete's source: `Table::suggest` offers only values the user can use now. The
//! suggestions of a game in progress need the Festivals engine.

use nusantara::games::{Components, Rules};
use nusantara::store::Store;
use nusantara::table::{Command, Invocation, Place, Post, Table, To};

const ALICE: i64 = 11;
const BOB: i64 = 22;
const CHANNEL: i64 = 500;
const OTHER_CHANNEL: i64 = 501;

fn inv(user: i64, place: Place, path: &[&str], options: &[(&str, &str)]) -> Invocation {
    Invocation {
        user_id: user,
        user_name: if user == ALICE { "alice" } else { "bob" }.into(),
        place,
        guild: None,
        manages_server: false,
        channel_name: None,
        command: Command::new(path, options),
        origin: None,
        locale: None,
        guild_locale: None,
    }
}

async fn run(table: &Table, i: Invocation) -> Vec<Post> {
    table.handle(&i).await
}

/// A command was accepted when it posted something public (a refusal is one private post).
fn accepted(posts: &[Post]) -> bool {
    posts.iter().any(|p| matches!(p.to, To::Channel(_)))
}

async fn values(table: &Table, i: Invocation, focused: &str) -> Vec<String> {
    table
        .suggest(&i, focused)
        .await
        .into_iter()
        .map(|s| s.value)
        .collect()
}

async fn two_player_game(table: &Table) {
    let ch = Place::Channel(CHANNEL);
    assert!(accepted(
        &run(
            table,
            inv(
                ALICE,
                ch,
                &["game", "new"],
                &[("game", "festivals"), ("seed", "7")]
            )
        )
        .await
    ));
    assert!(accepted(
        &run(table, inv(BOB, ch, &["game", "join"], &[])).await
    ));
}

#[tokio::test]
async fn the_tables_a_user_sits_at() {
    let table = Table::new(Store::open_memory().await.unwrap());
    two_player_game(&table).await;
    let other = Place::Channel(OTHER_CHANNEL);
    assert!(accepted(
        &run(
            &table,
            inv(BOB, other, &["game", "new"], &[("game", "festivals")])
        )
        .await
    ));
    let bob = values(
        &table,
        inv(BOB, Place::Dm, &["game", "board"], &[]),
        "table",
    )
    .await;
    assert_eq!(
        bob,
        vec![format!("<#{CHANNEL}>"), format!("<#{OTHER_CHANNEL}>")]
    );
    let alice = values(
        &table,
        inv(ALICE, Place::Dm, &["game", "board"], &[]),
        "table",
    )
    .await;
    assert_eq!(alice, vec![format!("<#{CHANNEL}>")]);
    // What was typed filters the list.
    let typed = values(
        &table,
        inv(BOB, Place::Dm, &["game", "board"], &[("table", "501")]),
        "table",
    )
    .await;
    assert_eq!(typed, vec![format!("<#{OTHER_CHANNEL}>")]);
    // Nobody is suggested someone else's game, and a stranger gets nothing.
    assert!(
        values(&table, inv(99, Place::Dm, &["game", "board"], &[]), "table")
            .await
            .is_empty()
    );
}

#[tokio::test]
async fn plans_come_from_the_hand_and_moves_from_the_rules() {
    let table = Table::new(Store::open_memory().await.unwrap());
    two_player_game(&table).await;
    let ch = Place::Channel(CHANNEL);
    assert!(accepted(
        &run(&table, inv(ALICE, ch, &["game", "start"], &[])).await
    ));

    // Planning: every suggestion is a plan the table accepts; "none" is always there.
    for user in [ALICE, BOB] {
        let plans = values(
            &table,
            inv(user, Place::Dm, &["festivals", "plan"], &[]),
            "tickets",
        )
        .await;
        assert!(plans.contains(&"none".to_string()), "{plans:?}");
        assert!(plans.len() <= 25);
        assert_eq!(plans[0], "none", "resting is offered first");
        let biggest = plans
            .iter()
            .max_by_key(|p| p.split_whitespace().count())
            .unwrap()
            .clone();
        let posts = run(
            &table,
            inv(
                user,
                Place::Dm,
                &["festivals", "plan"],
                &[("tickets", biggest.as_str())],
            ),
        )
        .await;
        assert!(accepted(&posts), "plan {biggest:?} refused: {posts:?}");
    }

    // Both showed everything: someone moves, after the airplane settles a tie if there is
    // one (its holder is offered every order of the tied players; nobody else is).
    let mut orderers = 0;
    for user in [ALICE, BOB] {
        let orders = values(
            &table,
            inv(user, ch, &["festivals", "order"], &[]),
            "players",
        )
        .await;
        if let Some(first) = orders.first() {
            orderers += 1;
            assert!(first.starts_with("<@"), "{first}");
            let posts = run(
                &table,
                inv(
                    user,
                    ch,
                    &["festivals", "order"],
                    &[("players", first.as_str())],
                ),
            )
            .await;
            assert!(accepted(&posts), "order {first} refused: {posts:?}");
        }
    }
    assert!(orderers <= 1);
    let mut offers = Vec::new();
    for user in [ALICE, BOB] {
        let islands = values(&table, inv(user, ch, &["festivals", "move"], &[]), "to").await;
        if !islands.is_empty() {
            offers.push((user, islands));
        }
    }
    assert_eq!(
        offers.len(),
        1,
        "exactly one traveller moves at a time: {offers:?}"
    );
    let (user, islands) = offers.remove(0);
    let to = islands[0].clone();
    let colours = values(
        &table,
        inv(user, ch, &["festivals", "move"], &[("to", to.as_str())]),
        "ticket",
    )
    .await;
    assert!(
        !colours.is_empty(),
        "a reachable island has a colour that fits"
    );
    let posts = run(
        &table,
        inv(
            user,
            ch,
            &["festivals", "move"],
            &[("to", to.as_str()), ("ticket", colours[0].as_str())],
        ),
    )
    .await;
    assert!(
        accepted(&posts),
        "move to {to} with {} refused: {posts:?}",
        colours[0]
    );
}

/// Indonesia: the areas offered for a city are exactly the engine's legal ones for the player
/// to act, and nothing for the player who waits.
#[tokio::test]
async fn indonesia_city_areas_are_the_legal_ones() {
    use nusantara::games::indonesia::{Action, Game, Map, Options};
    let table = Table::new(Store::open_memory().await.unwrap());
    let ch = Place::Channel(CHANNEL);
    assert!(accepted(
        &run(
            &table,
            inv(
                ALICE,
                ch,
                &["game", "new"],
                &[("game", "indonesia"), ("players", "2"), ("seed", "7")]
            )
        )
        .await
    ));
    assert!(accepted(
        &run(&table, inv(BOB, ch, &["game", "join"], &[])).await
    ));
    let (game, _) = Game::setup(Map::standard(), &Options::default(), 2, 7).unwrap();
    let seat = game.waiting_for()[0];
    let (actor, waiter) = if seat == 0 {
        (ALICE, BOB)
    } else {
        (BOB, ALICE)
    };
    let expected: Vec<String> = game
        .legal(seat)
        .iter()
        .filter_map(|a| match a {
            Action::PlaceCity { area } => Some(game.map().areas[usize::from(*area)].short.clone()),
            _ => None,
        })
        .collect();
    assert!(!expected.is_empty());
    let offered = values(&table, inv(actor, ch, &["indonesia", "city"], &[]), "area").await;
    assert_eq!(offered, expected);
    let typed = values(
        &table,
        inv(actor, ch, &["indonesia", "city"], &[("area", &expected[0])]),
        "area",
    )
    .await;
    assert!(typed.contains(&expected[0]));
    let none = values(&table, inv(waiter, ch, &["indonesia", "city"], &[]), "area").await;
    assert!(none.is_empty(), "{none:?}");
}
