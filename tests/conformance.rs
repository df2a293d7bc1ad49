//! One conformance harness over [`Rules`], run for every game with several player counts and
//! seeds. Each game is played to its end by its self-play policy, and at every step:
//!
//! - the seats awaited have legal actions, and a sample of every seat's legal actions is
//!   accepted (each on a copy), keeping the invariants;
//! - illegal actions are thrown at it: actions seen earlier in the game (other phases), legal
//!   actions of one seat sent by another (or by a seat that does not exist), and legal actions
//!   with one field changed or cut short. An action is accepted exactly when it is listed as
//!   legal (where the game lists every action it accepts), and a refused one changes nothing;
//! - two secret actions of a seat (a plan, a draft, a sealed bid) leave everyone else seeing the
//!   same game: the same public view, the same views of the other seats, the same texts of the
//!   events they are shown, the same legal actions and the same seats awaited, the same game as
//!   they know it (`redacted`) and the same decision from every policy;
//! - the game as a seat knows it lists the same legal actions for that seat as the real game,
//!   awaits the same seats, keeps the invariants, redacts to itself and takes the seat's move;
//! - every event reads as a sentence and goes to everyone or to a seat at the table;
//! - the invariants hold after every action (money, tickets and goods are conserved: each
//!   game's `check_invariants` accounts for them).
//!
//! Every game ends, with a score for each seat and its winners; after the end every action is
//! refused as not now; replaying the setup and the accepted actions gives the same game and the
//! same events; and over all the games random play reaches every kind of decision the game
//! lists. Two described positions differing only in what one seat cannot know (others' hands,
//! cash or cards, the deck's order, the dice) look the same to that seat's policies.

use nusantara::games::{
    Audience, Bots, Components, Described, EventOf, Refused, Rules, Seat, Viewer, decide,
    policy_named, table_bot,
};
use nusantara::rng::Rng;
use nusantara::selfplay::{MAX_ACTIONS, chooser};
use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt::Debug;

/// What the harness needs to know of a game beyond [`Rules`].
trait Subject: Bots {
    /// The player counts played, and the games played at each.
    const PLAYERS: &'static [usize];
    const GAMES: u64;
    /// Whether `legal` lists every action `apply` accepts (the East Indies also accepts larger
    /// orders than it lists).
    const LISTS_EVERY_ACTION: bool = true;
    /// Event kinds (their JSON `type`) that random play must reach over all the games.
    const REACHES: &'static [&'static str];

    /// The options of the game of `seed`.
    fn options(seed: u64) -> Self::Options;
    /// Whether `action` of `seat` is secret now: the others learn only that it was taken.
    fn secret(&self, seat: Seat, action: &Self::Action) -> bool;
    /// The event in words, as the table posts it.
    fn text(&self, event: &EventOf<Self>) -> String;
    /// Two described positions (files of tests/setups) that differ only in what the seat named
    /// cannot know.
    const TWINS: (&'static str, &'static str, Seat);
    /// The action played for `seat` (the table's bot unless the game mixes several policies).
    fn policy(&self, seat: Seat, _seed: u64, rng: &mut Rng) -> Option<Self::Action> {
        decide(self, seat, table_bot::<Self>(), rng)
    }
}

mod festivals {
    use super::*;
    use nusantara::games::festivals::{Action, Event, Game, Options, TyphoonTies};

    impl Subject for Game {
        const PLAYERS: &'static [usize] = &[2, 3, 4];
        const GAMES: u64 = 8;
        const REACHES: &'static [&'static str] = &[
            "plans_revealed",
            "ordered",
            "blocked",
            "scored",
            "rested",
            "discarded",
            "typhoon_mover_picked",
            "typhoon_moved",
            "game_over",
        ];

        fn options(seed: u64) -> Options {
            Options {
                typhoons: (seed % 4) as u8,
                typhoon_ties: if seed.is_multiple_of(2) {
                    TyphoonTies::Airplane
                } else {
                    TyphoonTies::Nobody
                },
                airplane: None,
            }
        }

        /// A plan stays behind the screen until the last seat has planned.
        fn secret(&self, seat: Seat, action: &Action) -> bool {
            matches!(action, Action::Plan { .. }) && self.waiting_for().iter().any(|&s| s != seat)
        }

        fn text(&self, event: &Event) -> String {
            event.text(
                self.board(),
                &|s| format!("P{s}"),
                nusantara::lang::Lang::En,
            )
        }

        const TWINS: (&'static str, &'static str, Seat) =
            ("festivals_twin_a.toml", "festivals_twin_b.toml", 0);

        /// Travellers play the table's bot or uniformly at random, so that both the bot's
        /// choices and the odd ones (blocked walks, empty rests) are reached.
        fn policy(&self, seat: Seat, seed: u64, rng: &mut Rng) -> Option<Action> {
            let name = ["planner", "random"][(seat as u64 + seed) as usize % 2];
            let policy = policy_named::<Game>(name).expect("the Festivals list the policy");
            decide(self, seat, policy, rng)
        }
    }
}

mod indonesia {
    use super::*;
    use nusantara::games::indonesia::{Action, Bids, Event, Game, Money, Options};

    impl Subject for Game {
        const PLAYERS: &'static [usize] = &[2, 3, 4, 5];
        const GAMES: u64 = 2;
        /// Standing orders (a merger bid with a maximum, several expansion steps in one action)
        /// are accepted beyond the single steps listed.
        const LISTS_EVERY_ACTION: bool = false;
        const REACHES: &'static [&'static str] = &[
            "city_placed",
            "bid_sealed",
            "merged",
            "acquired",
            "researched",
            "ship_placed",
            "plan_offered",
            "shipped",
            "expanded",
            "settled",
            "grew",
            "game_over",
        ];

        fn options(seed: u64) -> Options {
            Options {
                money: if seed.is_multiple_of(2) {
                    Money::Closed
                } else {
                    Money::Open
                },
                bids: if seed.is_multiple_of(3) {
                    Bids::Sealed
                } else {
                    Bids::Open
                },
            }
        }

        /// A sealed bid stays secret until the last one is in.
        fn secret(&self, seat: Seat, action: &Action) -> bool {
            self.options().bids == Bids::Sealed
                && matches!(action, Action::Bid { .. })
                && self.waiting_for().iter().any(|&s| s != seat)
        }

        fn text(&self, event: &Event) -> String {
            event.text(self.map(), &|s| format!("P{s}"), nusantara::lang::Lang::En)
        }

        const TWINS: (&'static str, &'static str, Seat) =
            ("indonesia_twin_a.toml", "indonesia_twin_b.toml", 0);
    }
}

mod indies {
    use super::*;
    use nusantara::games::indies::{Action, Event, Game, Options};

    impl Subject for Game {
        const PLAYERS: &'static [usize] = &[2, 3, 4, 5];
        const GAMES: u64 = 2;
        const LISTS_EVERY_ACTION: bool = false;
        const REACHES: &'static [&'static str] = &[
            "initiative",
            "orders_revealed",
            "skipped",
            "bought",
            "sailed",
            "commodity_drawn",
            "factory_attempt",
            "attrition",
            "prices",
            "shares",
            "loaded",
            "sold",
            "upkeep",
            "game_over",
        ];

        fn options(seed: u64) -> Options {
            Options {
                years: [8, 12][(seed % 2) as usize],
            }
        }

        /// A company's draft is its own until every company has sealed.
        fn secret(&self, _seat: Seat, action: &Action) -> bool {
            matches!(
                action,
                Action::Order { .. }
                    | Action::Replace { .. }
                    | Action::Withdraw { .. }
                    | Action::Clear
            )
        }

        fn text(&self, event: &Event) -> String {
            event.text(self.data(), &|s| format!("P{s}"), nusantara::lang::Lang::En)
        }

        const TWINS: (&'static str, &'static str, Seat) =
            ("indies_twin_a.toml", "indies_twin_b.toml", 0);

        /// Companies play the trading bot, random orders, the raider and the factory builder.
        fn policy(&self, seat: Seat, seed: u64, rng: &mut Rng) -> Option<Action> {
            let name =
                ["basic", "random-orders", "raider", "builder"][(seat as u64 + seed) as usize % 4];
            let policy = policy_named::<Game>(name).expect("the East Indies list the policy");
            decide(self, seat, policy, rng)
        }
    }
}

#[test]
fn the_festivals_conform() {
    conforms::<nusantara::games::festivals::Game>();
}

#[test]
fn indonesia_conforms() {
    conforms::<nusantara::games::indonesia::Game>();
}

#[test]
fn east_indies_conforms() {
    conforms::<nusantara::games::indies::Game>();
}

#[test]
fn the_festivals_redact_what_a_seat_cannot_know() {
    twins_look_alike::<nusantara::games::festivals::Game>();
}

#[test]
fn indonesia_redacts_what_a_seat_cannot_know() {
    twins_look_alike::<nusantara::games::indonesia::Game>();
}

#[test]
fn the_east_indies_redact_what_a_seat_cannot_know() {
    twins_look_alike::<nusantara::games::indies::Game>();
}

/// The game of a described position in tests/setups.
fn position<G: Rules>(file: &str) -> G {
    let path = format!("{}/tests/setups/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let described = G::Position::from_toml(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    G::from_position(G::Components::standard(), &described)
        .unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The twin positions differ, but not as their seat knows them, nor in what any policy plays.
fn twins_look_alike<G: Subject>() {
    let (a, b, seat) = G::TWINS;
    let (one, two) = (position::<G>(a), position::<G>(b));
    assert!(one != two, "{a} and {b} are the same game");
    assert!(
        one.redacted(seat) == two.redacted(seat),
        "{a} and {b} look different to seat {seat}"
    );
    same_decisions(&one, &two, seat, a);
}

/// Every policy plays the same for `seat` in both games, whatever its generator.
fn same_decisions<G: Bots>(one: &G, two: &G, seat: Seat, what: &str) {
    for policy in G::policies() {
        for k in 0..3 {
            assert_eq!(
                decide(one, seat, policy, &mut Rng::new(k)),
                decide(two, seat, policy, &mut Rng::new(k)),
                "{what}: {} decides differently for seat {seat}",
                policy.name()
            );
        }
    }
}

/// Plays every player count and seed of `G`, then checks that random play reached every kind of
/// decision the game lists.
fn conforms<G: Subject>() {
    let mut seen = BTreeSet::new();
    let mut tally = Tally::default();
    for &players in G::PLAYERS {
        for k in 0..G::GAMES {
            let seed = 100 * players as u64 + k;
            Run::<G>::new(players, seed).play(&mut seen, &mut tally);
        }
    }
    println!("{tally:?}");
    assert!(
        tally.refused > 0 && tally.secrets > 0,
        "the checks had nothing to check: {tally:?}"
    );
    for kind in G::REACHES {
        assert!(
            seen.contains(*kind),
            "random play never reached {kind}: {seen:?}"
        );
    }
}

/// How often each check found something to check, over all the games.
#[derive(Debug, Default)]
struct Tally {
    actions: usize,
    refused: usize,
    accepted_unlisted: usize,
    secrets: usize,
}

/// One game under test, with what the harness keeps of it.
struct Run<G: Subject> {
    game: G,
    players: usize,
    seed: u64,
    rng: Rng,
    /// The setup's events and every accepted action with its events, for the replay.
    setup: Vec<EventOf<G>>,
    log: Vec<(Seat, G::Action)>,
    events: Vec<EventOf<G>>,
    /// Legal actions seen so far, of every phase: thrown at the game again later.
    seen: Vec<G::Action>,
    tally: Tally,
}

impl<G: Subject> Run<G> {
    fn new(players: usize, seed: u64) -> Run<G> {
        let (game, setup) = G::setup(G::Components::standard(), &G::options(seed), players, seed)
            .unwrap_or_else(|e| panic!("{players} players, seed {seed}: setup refused: {e}"));
        let run = Run {
            game,
            players,
            seed,
            rng: chooser(seed),
            setup: Vec::new(),
            log: Vec::new(),
            events: Vec::new(),
            seen: Vec::new(),
            tally: Tally::default(),
        };
        run.holds(&run.game, "at setup");
        run.read(&run.game, &setup, "at setup");
        Run { setup, ..run }
    }

    fn at(&self, what: impl Debug) -> String {
        format!(
            "{} players, seed {}, action {}: {what:?}",
            self.players,
            self.seed,
            self.log.len()
        )
    }

    fn play(mut self, reached: &mut BTreeSet<String>, tally: &mut Tally) {
        for e in &self.setup {
            reached.insert(event_kind(e));
        }
        while !self.game.is_over() {
            assert!(
                (self.log.len() as u64) < MAX_ACTIONS,
                "{}",
                self.at("the game does not end")
            );
            let legal: Vec<Vec<G::Action>> =
                (0..self.players).map(|s| self.game.legal(s)).collect();
            let waiting = self.game.waiting_for();
            assert!(!waiting.is_empty(), "{}", self.at("nobody is awaited"));
            for &s in &waiting {
                assert!(
                    !legal[s].is_empty(),
                    "{}",
                    self.at(format!("seat {s} is awaited with nothing legal"))
                );
            }
            self.remember(&legal);
            self.accepts_legal(&legal);
            self.refuses_illegal(&legal, &waiting);
            self.keeps_secrets(&legal, &waiting);
            self.knows_only_its_own(&legal, &waiting);

            let seat = waiting[self.rng.below(waiting.len())];
            let action = self
                .game
                .policy(seat, self.seed, &mut self.rng)
                .unwrap_or_else(|| panic!("{}", self.at(format!("no decision for seat {seat}"))));
            assert!(
                !G::LISTS_EVERY_ACTION || legal[seat].contains(&action),
                "{}",
                self.at(format!("the policy played {action:?}, not legal"))
            );
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(
                serde_json::from_str::<G::Action>(&json).unwrap(),
                action,
                "{}",
                self.at("an action does not come back from the log")
            );
            let events = self
                .game
                .apply(seat, &action)
                .unwrap_or_else(|e| panic!("{}", self.at(format!("{action:?} refused: {e}"))));
            self.holds(&self.game, &action);
            self.read(&self.game, &events, &action);
            for e in &events {
                reached.insert(event_kind(e));
            }
            self.log.push((seat, action));
            self.events.extend(events);
        }
        self.ends();
        self.replays();
        tally.actions += self.log.len();
        tally.refused += self.tally.refused;
        tally.accepted_unlisted += self.tally.accepted_unlisted;
        tally.secrets += self.tally.secrets;
    }

    /// Keeps a few legal actions of every step, for throwing at later steps.
    fn remember(&mut self, legal: &[Vec<G::Action>]) {
        for actions in legal.iter().filter(|a| !a.is_empty()) {
            let a = actions[self.rng.below(actions.len())].clone();
            if self.seen.len() < 400 {
                self.seen.push(a);
            } else {
                let k = self.rng.below(self.seen.len());
                self.seen[k] = a;
            }
        }
    }

    /// A sample of every seat's legal actions is accepted, each keeping the invariants.
    fn accepts_legal(&mut self, legal: &[Vec<G::Action>]) {
        for (seat, actions) in legal.iter().enumerate() {
            for _ in 0..actions.len().min(2) {
                let action = &actions[self.rng.below(actions.len())];
                let mut copy = self.game.clone();
                let events = copy.apply(seat, action).unwrap_or_else(|e| {
                    panic!(
                        "{}",
                        self.at(format!("seat {seat}, legal {action:?} refused: {e}"))
                    )
                });
                self.holds(&copy, action);
                self.read(&copy, &events, action);
            }
        }
    }

    /// Actions of other phases, of other seats and with a field changed: accepted exactly when
    /// legal, and changing nothing when refused.
    fn refuses_illegal(&mut self, legal: &[Vec<G::Action>], waiting: &[Seat]) {
        for _ in 0..2 {
            let stale = self.seen[self.rng.below(self.seen.len())].clone();
            let seat = self.rng.below(self.players + 1);
            self.throw(seat, stale, legal);

            let awaited = waiting[self.rng.below(waiting.len())];
            let theirs = legal[awaited][self.rng.below(legal[awaited].len())].clone();
            let other = self.rng.below(self.players + 1);
            self.throw(other, theirs.clone(), legal);

            if let Some(changed) = mutate(&theirs, &mut self.rng) {
                self.throw(awaited, changed, legal);
            }
        }
    }

    fn throw(&mut self, seat: Seat, action: G::Action, legal: &[Vec<G::Action>]) {
        let listed = seat < self.players && legal[seat].contains(&action);
        let before = self.game.clone();
        match self.game.apply(seat, &action) {
            Ok(events) => {
                assert!(
                    listed || !G::LISTS_EVERY_ACTION,
                    "{}",
                    self.at(format!("seat {seat} was allowed {action:?}, not legal"))
                );
                self.holds(&self.game, &action);
                self.read(&self.game, &events, &action);
                self.game = before;
                if !listed {
                    self.tally.accepted_unlisted += 1;
                }
            }
            Err(e) => {
                assert!(
                    !listed,
                    "{}",
                    self.at(format!("seat {seat}, legal {action:?} refused: {e}"))
                );
                assert!(
                    self.game == before,
                    "{}",
                    self.at(format!(
                        "a refused {action:?} of seat {seat} changed the game"
                    ))
                );
                if seat >= self.players {
                    assert_eq!(e.kind, Refused::Unknown, "{}", self.at(&e));
                }
                self.tally.refused += 1;
            }
        }
    }

    /// Two different secret actions of an awaited seat look the same to everyone else.
    fn keeps_secrets(&mut self, legal: &[Vec<G::Action>], waiting: &[Seat]) {
        let seat = waiting[self.rng.below(waiting.len())];
        let secret: Vec<&G::Action> = legal[seat]
            .iter()
            .filter(|a| self.game.secret(seat, a))
            .collect();
        if secret.len() < 2 {
            return;
        }
        let a = secret[self.rng.below(secret.len())];
        let b = secret[self.rng.below(secret.len())];
        if a == b {
            return;
        }
        let (mut one, mut two) = (self.game.clone(), self.game.clone());
        let shown_one = one.apply(seat, a).map(|e| self.shown(&one, seat, &e));
        let shown_two = two.apply(seat, b).map(|e| self.shown(&two, seat, &e));
        let (Ok(shown_one), Ok(shown_two)) = (shown_one, shown_two) else {
            panic!(
                "{}",
                self.at(format!("seat {seat}'s secret {a:?} or {b:?} refused"))
            );
        };
        self.tally.secrets += 1;
        let what = format!("seat {seat}'s secret {a:?} and {b:?} look different");
        assert_eq!(shown_one, shown_two, "{}", self.at(&what));
        assert_eq!(one.waiting_for(), two.waiting_for(), "{}", self.at(&what));
        let mut viewers = vec![Viewer::Spectator];
        viewers.extend((0..self.players).filter(|&s| s != seat).map(Viewer::Seat));
        for viewer in viewers {
            assert_eq!(
                one.view(viewer),
                two.view(viewer),
                "{}",
                self.at((&what, viewer))
            );
            if let Viewer::Seat(s) = viewer {
                assert_eq!(one.legal(s), two.legal(s), "{}", self.at((&what, s)));
                assert!(
                    one.redacted(s) == two.redacted(s),
                    "{}",
                    self.at((&what, "redacted", s))
                );
            }
        }
        let other = waiting.iter().copied().find(|&s| s != seat);
        if let Some(other) = other {
            same_decisions(&one, &two, other, &self.at(&what));
        }
    }

    /// The game as each seat knows it: its legal actions and the seats awaited as in the real
    /// game, the invariants kept, redacted again it is itself, and an awaited seat's decision
    /// is taken on it.
    fn knows_only_its_own(&mut self, legal: &[Vec<G::Action>], waiting: &[Seat]) {
        for (seat, listed) in legal.iter().enumerate() {
            let known = self.game.redacted(seat);
            let at = |what: &str| self.at(format!("seat {seat}'s game {what}"));
            assert_eq!(&known.legal(seat), listed, "{}", at("lists other actions"));
            assert_eq!(known.waiting_for(), waiting, "{}", at("awaits others"));
            if let Err(e) = known.check_invariants() {
                panic!("{}", at(&format!("breaks an invariant: {e}")));
            }
            assert!(
                known.redacted(seat) == known,
                "{}",
                at("redacts to another")
            );
        }
        let seat = waiting[self.rng.below(waiting.len())];
        let mut known = self.game.redacted(seat);
        let action = decide(&known, seat, table_bot::<G>(), &mut self.rng.clone())
            .unwrap_or_else(|| panic!("{}", self.at(format!("no decision for seat {seat}"))));
        if let Err(e) = known.apply(seat, &action) {
            panic!(
                "{}",
                self.at(format!("seat {seat}'s game refuses {action:?}: {e}"))
            );
        }
    }

    /// The events others are shown, in words, with who is shown each.
    fn shown(&self, game: &G, seat: Seat, events: &[EventOf<G>]) -> Vec<(Audience, String)> {
        events
            .iter()
            .filter(|e| e.audience != Audience::Seat(seat))
            .map(|e| (e.audience, game.text(e)))
            .collect()
    }

    fn holds(&self, game: &G, after: impl Debug) {
        if let Err(e) = game.check_invariants() {
            panic!("{}", self.at(format!("after {after:?}: {e}")));
        }
    }

    /// Every event reads as a sentence and goes to everyone or to a seat at the table.
    fn read(&self, game: &G, events: &[EventOf<G>], after: impl Debug) {
        for e in events {
            if let Audience::Seat(s) = e.audience {
                assert!(s < self.players, "{}", self.at((&after, e)));
            }
            let text = game.text(e);
            assert!(
                !text.trim().is_empty() && !text.contains(['{', '}']),
                "{}",
                self.at(format!("after {after:?}, {e:?} reads {text:?}"))
            );
        }
    }

    /// The end: a score for every seat, winners at the table, nobody awaited, and every action
    /// refused as not now.
    fn ends(&mut self) {
        let finish = self
            .game
            .finish()
            .expect("a game that is over has finished");
        assert_eq!(finish.scores.len(), self.players, "{}", self.at(&finish));
        assert!(
            !finish.winners.is_empty() && finish.winners.iter().all(|&w| w < self.players),
            "{}",
            self.at(&finish)
        );
        assert_eq!(self.game.waiting_for(), Vec::<Seat>::new());
        let before = self.game.clone();
        for seat in 0..self.players {
            assert!(self.game.legal(seat).is_empty(), "{}", self.at(seat));
            let action = self.seen[self.rng.below(self.seen.len())].clone();
            let refused = self
                .game
                .apply(seat, &action)
                .expect_err("the game is over");
            assert_eq!(refused.kind, Refused::NotNow, "{}", self.at(&refused));
            assert!(
                self.game == before,
                "{}",
                self.at("a refusal changed the game")
            );
        }
    }

    /// The setup and the accepted actions, replayed, give the same game and the same events.
    fn replays(&self) {
        let (mut again, setup) = G::setup(
            G::Components::standard(),
            &G::options(self.seed),
            self.players,
            self.seed,
        )
        .expect("the setup was accepted before");
        assert!(
            setup == self.setup,
            "{}",
            self.at("the setup's events differ")
        );
        let mut events = Vec::new();
        for (seat, action) in &self.log {
            events.extend(again.apply(*seat, action).expect("accepted before"));
        }
        assert!(again == self.game, "{}", self.at("the replay differs"));
        assert!(
            events == self.events,
            "{}",
            self.at("the replay's events differ")
        );
    }
}

/// An event's kind as its JSON names it.
fn event_kind<K: serde::Serialize>(event: &nusantara::games::Event<K>) -> String {
    let value = serde_json::to_value(&event.kind).unwrap_or(Value::Null);
    value["type"].as_str().unwrap_or("?").to_string()
}

/// `action` with one number changed (by one, to 0 or out of range), one flag flipped or one
/// list cut short; None when it has none or the change does not make an action.
fn mutate<A: serde::Serialize + serde::de::DeserializeOwned>(
    action: &A,
    rng: &mut Rng,
) -> Option<A> {
    let mut value = serde_json::to_value(action).ok()?;
    let mut leaves = 0;
    visit(&mut value, &mut |_| leaves += 1);
    if leaves == 0 {
        return None;
    }
    let mut pick = rng.below(leaves);
    let choice = rng.below(5);
    visit(&mut value, &mut |leaf| {
        if pick == 0 {
            change(leaf, choice);
        }
        pick = pick.wrapping_sub(1);
    });
    serde_json::from_value(value).ok()
}

/// Calls `f` on every number, flag and list of `value`.
fn visit(value: &mut Value, f: &mut dyn FnMut(&mut Value)) {
    match value {
        Value::Number(_) | Value::Bool(_) => f(value),
        Value::Array(items) => {
            for item in items.iter_mut() {
                visit(item, f);
            }
            f(value);
        }
        Value::Object(fields) => {
            for (_, field) in fields.iter_mut() {
                visit(field, f);
            }
        }
        Value::Null | Value::String(_) => {}
    }
}

fn change(leaf: &mut Value, choice: usize) {
    match leaf {
        Value::Number(n) => {
            let v = n.as_u64().unwrap_or(0);
            *leaf = Value::from([v + 1, v.saturating_sub(1), 0, 255, v + 40][choice]);
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(items) => {
            items.pop();
        }
        _ => {}
    }
}
