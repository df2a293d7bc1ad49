//! Random play: seeded, deterministic games for 2 to 5 players.
//!
//! The policy is random but biased, so that games move through the eras and end: a pass is
//! chosen only one time in eight when something else is possible; merger auctions are left half
//! the time and paid expansions seven times in eight; turn order bids are 0 seven times in eight
//! (otherwise among the lowest); a merger is proposed at its lowest bid; an acquisition picks the
//! deed first, each deed equally likely; after year 3 it bids nothing and pays for no
//! expansion. (Without money and mergers a game can stall by the
//! rules: every slot full and the deeds on the map of several types.)
//!
//! Random actions, legal or not (anything at all, or a legal action with one field nudged, from
//! any seat), are fed in between: every legal action must be accepted, every refused one must
//! change nothing. After every action the invariants must hold; every game must end.

use nusantara::games::Rules;
use nusantara::games::Seat;
use nusantara::games::indonesia::*;
use nusantara::rng::Rng;
use std::sync::Arc;

fn random_action(rng: &mut Rng, map: &Map, players: usize) -> Action {
    let area = |rng: &mut Rng| rng.below(map.areas.len() + 2) as AreaId;
    let sea = |rng: &mut Rng| rng.below(map.seas.len() + 2) as SeaId;
    let company = |rng: &mut Rng| rng.below(40) as CompanyId;
    match rng.below(15) {
        0 => Action::PlaceCity { area: area(rng) },
        1 => Action::Bid {
            amount: rng.below(300) as u32,
        },
        2 => Action::Propose {
            first: company(rng),
            second: company(rng),
            bid: 10 * rng.below(40) as u32,
        },
        3 => Action::Raise {
            amount: 5 * rng.below(80) as u32,
        },
        4 => Action::Pass,
        5 => Action::Remove { area: area(rng) },
        6 => Action::Acquire {
            deed: rng.below(map.deeds.len() + 2) as DeedId,
            at: if rng.below(2) == 0 {
                Place::Area(area(rng))
            } else {
                Place::Sea(sea(rng))
            },
        },
        7 => Action::Research {
            track: Track::ALL[rng.below(5)],
            owner: rng.below(players + 1),
        },
        8 => Action::Operate {
            company: company(rng),
        },
        9 => Action::PlaceShip { sea: sea(rng) },
        10 => Action::Prefer {
            company: company(rng),
        },
        11 => Action::ClearPreferences,
        12 => Action::Ship,
        13 => Action::Expand { area: area(rng) },
        _ => Action::Grow { area: area(rng) },
    }
}

/// A legal action with one field changed a little (often still legal, often not).
fn nudge(rng: &mut Rng, action: Action) -> Action {
    let d = |rng: &mut Rng, x: u32| -> u32 { (x + rng.below(3) as u32).saturating_sub(1) };
    let d8 = |rng: &mut Rng, x: u8| -> u8 { (x + rng.below(3) as u8).saturating_sub(1) };
    match action {
        Action::PlaceCity { area } => Action::PlaceCity {
            area: d8(rng, area),
        },
        Action::Bid { amount } => Action::Bid {
            amount: d(rng, amount),
        },
        Action::Propose { first, second, bid } => match rng.below(3) {
            0 => Action::Propose {
                first: second,
                second: first,
                bid,
            },
            1 => Action::Propose {
                first,
                second: d(rng, second),
                bid,
            },
            _ => Action::Propose {
                first,
                second,
                bid: d(rng, bid),
            },
        },
        Action::Raise { amount } => Action::Raise {
            amount: d(rng, amount),
        },
        Action::Remove { area } => Action::Remove {
            area: d8(rng, area),
        },
        Action::Acquire { deed, at } => match (rng.below(2), at) {
            (0, _) => Action::Acquire {
                deed: d8(rng, deed),
                at,
            },
            (_, Place::Area(a)) => Action::Acquire {
                deed,
                at: Place::Area(d8(rng, a)),
            },
            (_, Place::Sea(s)) => Action::Acquire {
                deed,
                at: Place::Sea(d8(rng, s)),
            },
        },
        Action::Research { track, owner } => Action::Research {
            track,
            owner: (owner + rng.below(2)).saturating_sub(rng.below(2)),
        },
        Action::Operate { company } => Action::Operate {
            company: d(rng, company),
        },
        Action::PlaceShip { sea } => Action::PlaceShip { sea: d8(rng, sea) },
        Action::Prefer { company } => Action::Prefer {
            company: d(rng, company),
        },
        Action::Expand { area } => Action::Expand {
            area: d8(rng, area),
        },
        Action::Grow { area } => Action::Grow {
            area: d8(rng, area),
        },
        other => other,
    }
}

fn check_events(game: &Game, events: &[Event]) {
    for e in events {
        if let EventKind::Dealt { seat, .. } = e.kind {
            assert_eq!(e.audience, nusantara::games::Audience::Seat(seat));
        }
        if let EventKind::OwnSealedBid { .. } = e.kind {
            assert!(matches!(e.audience, nusantara::games::Audience::Seat(_)));
        }
        if let EventKind::Settled { seat, .. } = e.kind
            && game.options().money == Money::Closed
        {
            assert_eq!(e.audience, nusantara::games::Audience::Seat(seat));
        }
        let text = e.text(game.map(), &|s| format!("P{s}"));
        assert!(!text.is_empty());
    }
}

/// Plays one game to its end; returns it with the number of actions taken.
fn play(map: &Arc<Map>, players: usize, seed: u64, thorough: bool) -> (Game, usize) {
    let money = if seed.is_multiple_of(2) {
        Money::Closed
    } else {
        Money::Open
    };
    // Every third game bids sealed: several seats are awaited at once then.
    let bids = if seed.is_multiple_of(3) {
        Bids::Sealed
    } else {
        Bids::Open
    };
    let (mut game, events) =
        Game::new(map.clone(), Options { money, bids }, players, seed).expect("setup");
    check_events(&game, &events);
    game.check_invariants()
        .unwrap_or_else(|e| panic!("seed {seed}, at setup: {e}"));
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x1D0);
    for n in 0..20_000 {
        if game.is_over() {
            assert!(game.waiting_for().is_empty());
            assert!(matches!(game.prompt(), Prompt::Over { .. }));
            assert!(game.public_view().winners.is_some());
            return (game, n);
        }
        let waiting = game.waiting_for();
        if !matches!(game.prompt(), Prompt::SealedBids { .. }) {
            assert_eq!(waiting.len(), 1, "seed {seed}: one seat acts at a time");
        }
        assert!(!waiting.is_empty(), "seed {seed}: nobody is awaited");
        let legal: Vec<Vec<Action>> = (0..players).map(|s| game.legal(s)).collect();
        for (s, l) in legal.iter().enumerate() {
            assert_eq!(
                !l.is_empty(),
                waiting.contains(&s),
                "seed {seed}: seat {s}: legal actions exactly for the seat awaited ({:?})",
                game.prompt()
            );
        }

        // Noise: random actions are accepted exactly when legal, and change nothing when not.
        // Half are anything at all, half a legal action of the waiting seat with one field
        // nudged, sent by any seat.
        for k in 0..4 {
            let seat = rng.below(players + 1);
            let action = if k % 2 == 0 {
                random_action(&mut rng, map, players)
            } else {
                let own = &legal[waiting[rng.below(waiting.len())]];
                let pick = own[rng.below(own.len())].clone();
                nudge(&mut rng, pick)
            };
            let is_legal = seat < players && legal[seat].contains(&action);
            let before = game.clone();
            match game.apply(seat, &action) {
                Ok(events) => {
                    assert!(
                        is_legal,
                        "seed {seed}: seat {seat} was allowed {action:?}, not in legal()"
                    );
                    check_events(&game, &events);
                    game.check_invariants()
                        .unwrap_or_else(|e| panic!("seed {seed}, after {action:?}: {e}"));
                    game = before;
                }
                Err(e) => {
                    assert!(
                        !is_legal,
                        "seed {seed}: seat {seat}, legal {action:?} was refused: {e}"
                    );
                    assert!(!e.message.is_empty());
                    assert_eq!(
                        game, before,
                        "seed {seed}: a refused {action:?} changed the game"
                    );
                }
            }
        }

        let seat: Seat = waiting[rng.below(waiting.len())];
        if thorough {
            // The legal actions (all of them when few, else a sample): each accepted, each
            // keeping the invariants.
            let all = legal[seat].len() <= 40;
            let count = if all { legal[seat].len() } else { 6 };
            for k in 0..count {
                let action = &legal[seat][if all { k } else { rng.below(legal[seat].len()) }];
                let mut copy = game.clone();
                let result = copy.apply(seat, action);
                assert!(
                    result.is_ok(),
                    "seed {seed}: seat {seat}, legal {action:?} was refused: {result:?}"
                );
                copy.check_invariants()
                    .unwrap_or_else(|e| panic!("seed {seed}, after {action:?}: {e}"));
            }
        }

        let action = game.bot(seat, &legal[seat], &mut rng);
        // Actions are stored as JSON in the log: they must come back the same.
        let json = serde_json::to_string(&action).unwrap();
        assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
        let events = game.apply(seat, &action).unwrap_or_else(|e| {
            panic!("seed {seed}: seat {seat}, legal {action:?} was refused: {e}")
        });
        check_events(&game, &events);
        game.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed}, after {action:?}: {e}"));
    }
    let v = game.public_view();
    panic!(
        "seed {seed}: {players} players did not finish within 20,000 actions: year {} era {:?}, deeds {:?}, players {:?}, prompt {:?}, companies {:?}",
        v.year,
        v.era,
        v.deeds.iter().map(|d| d.name.clone()).collect::<Vec<_>>(),
        v.players
            .iter()
            .map(|p| (
                p.values,
                p.companies.len(),
                game.seat_view(p.seat).money.cash
            ))
            .collect::<Vec<_>>(),
        v.prompt,
        v.companies
            .iter()
            .map(|c| (c.owner, c.name.clone(), c.areas.len() + c.ships.len()))
            .collect::<Vec<_>>()
    );
}

fn many(players: usize, games: u64) {
    let map = Map::standard();
    let mut years = 0;
    for seed in 0..games {
        let (game, _) = play(&map, players, seed * 7 + players as u64, seed < 5);
        years += game.year();
        assert_eq!(game.era(), Era::C);
    }
    assert!(
        years > games as u32 * 4,
        "games end suspiciously early: {years} years in {games} games"
    );
}

#[test]
fn random_games_two_players() {
    many(2, 200);
}

#[test]
fn random_games_three_players() {
    many(3, 200);
}

#[test]
fn random_games_four_players() {
    many(4, 200);
}

#[test]
fn random_games_five_players() {
    many(5, 200);
}

#[test]
fn same_seed_same_game() {
    let map = Map::standard();
    let (a, n) = play(&map, 4, 99, false);
    let (b, m) = play(&map, 4, 99, false);
    assert_eq!(n, m);
    assert_eq!(a, b);
}

/// Random play reaches every kind of decision: mergers (and siap saji), paid and free
/// expansion, preferences, growth choices, IOUs.
#[test]
fn random_play_covers_the_rules() {
    use std::collections::BTreeMap;
    let map = Map::standard();
    let mut seen: BTreeMap<String, u32> = BTreeMap::new();
    for seed in 0..30u64 {
        let players = 2 + (seed % 4) as usize;
        let money = Money::Open;
        let (mut game, _) = Game::new(
            map.clone(),
            Options {
                money,
                ..Options::default()
            },
            players,
            seed,
        )
        .unwrap();
        let mut rng = Rng::new(seed ^ 0xC0FFEE);
        let mut steps = 0;
        while !game.is_over() {
            steps += 1;
            assert!(steps < 50_000, "seed {seed}: no end: {}", describe(&game));
            let seat = game.waiting_for()[0];
            let legal = game.legal(seat);
            let action = game.bot(seat, &legal, &mut rng);
            for e in game.apply(seat, &action).unwrap() {
                let key = serde_json::to_value(&e.kind).unwrap()["type"]
                    .as_str()
                    .unwrap()
                    .to_string();
                *seen.entry(key).or_default() += 1;
                if let EventKind::Settled { left, .. } = e.kind
                    && left > 0
                {
                    *seen.entry("iou_carried".into()).or_default() += 1;
                }
                if let EventKind::Expanded { paid, .. } = e.kind
                    && paid > 0
                {
                    *seen.entry("paid_expansion".into()).or_default() += 1;
                }
            }
        }
    }
    println!("{seen:#?}");
    for kind in [
        "merged",
        "removed",
        "siap_saji",
        "shipped",
        "expanded",
        "paid_expansion",
        "grew",
        "game_over",
        "plan_offered",
        "ship_placed",
        "city_placed",
    ] {
        assert!(
            seen.contains_key(kind),
            "random play never saw {kind}: {seen:?}"
        );
    }
}

fn describe(game: &Game) -> String {
    let v = game.public_view();
    format!(
        "year {} era {:?}, deeds {:?}, players {:?}, prompt {:?}, companies {:?}, cities {:?}",
        v.year,
        v.era,
        v.deeds.iter().map(|d| d.name.clone()).collect::<Vec<_>>(),
        v.players
            .iter()
            .map(|p| (
                p.values,
                p.companies.len(),
                game.seat_view(p.seat).money.cash
            ))
            .collect::<Vec<_>>(),
        v.prompt,
        v.companies
            .iter()
            .map(|c| (c.owner, c.name.clone(), c.areas.len() + c.ships.len()))
            .collect::<Vec<_>>(),
        v.cities.len()
    )
}

/// A longer run: `cargo test --release --test indonesia_random -- --ignored`.
#[test]
#[ignore]
fn many_more_random_games() {
    let map = Map::standard();
    for players in 2..=5 {
        for seed in 1000..2000u64 {
            play(&map, players, seed, false);
        }
    }
}
