//! Several steps in one command: a mover's whole route, `/festivals move to:"Kalimantan
//! Sulawesi" ticket:"yellow blue"`, and the airplane holder's returns for several islands,
//! `/festivals discard island:"Jawa Sumatera" tickets:"black blue; yellow"`, each stand for
//! their steps, read and played as if typed alone (the table's `Commands::steps`); the bots
//! type their moves so (`Commands::join`), and the channel offers a menu of whole routes when
//! the mover has several tickets left. Routes are public: shown tickets are revealed before
//! anyone moves.

use crate::games::Rules;
use crate::games::Seat;
use crate::games::festivals::{Action, Board, Colour, Game, Prompt};
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::table::command::{Checked, Command};
use crate::table::controls::{Choice, MAX_OPTION_TEXT, MAX_OPTIONS, Offer};
use crate::table::refusal::Refusal;
use crate::table::spelling::nearest;

/// Words of `to:` and `ticket:` are split at spaces and commas.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
}

/// The islands named in `to:`, in order, each by its board name: a name of two words ("Nusa
/// Tenggara") is read before its first word alone.
pub(super) fn islands(board: &Board, text: &str) -> Result<Vec<String>, Refusal> {
    let words: Vec<&str> = words(text).collect();
    let mut islands = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let two = (i + 1 < words.len())
            .then(|| board.island_named(&format!("{} {}", words[i], words[i + 1])))
            .flatten();
        let (island, used) = match two {
            Some(island) => (island, 2),
            None => match board.island_named(words[i]) {
                Some(island) => (island, 1),
                None => {
                    let names: Vec<&str> = board.islands.iter().map(|i| i.name.as_str()).collect();
                    return Err(Refusal::bad_option(msg!(
                        "festivals-refused-route-island",
                        word = words[i],
                        text = text,
                        guess = guess(words[i], &names),
                        islands = names.join(", ")
                    )));
                }
            },
        };
        islands.push(board.islands[island].name.clone());
        i += used;
    }
    Ok(islands)
}

/// `/festivals move` naming several islands and as many tickets, or `/festivals discard`
/// naming several islands and as many groups of tickets, as its steps; None for one step (or
/// another command).
pub(super) fn steps(game: &Game, cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
    match cmd.sub() {
        "move" => route(game, cmd),
        "discard" => discards(game, cmd),
        _ => Ok(None),
    }
}

/// The airplane holder's returns for several islands, `island:"Jawa Sumatera" tickets:"black
/// blue; yellow"`: one group of tickets per island, the groups split at semicolons.
fn discards(game: &Game, cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
    let islands = islands(game.board(), cmd.text("island")?)?;
    let groups: Vec<&str> = cmd.text("tickets")?.split(';').map(str::trim).collect();
    if islands.len() <= 1 && groups.len() <= 1 {
        return Ok(None);
    }
    if islands.len() != groups.len() {
        return Err(Refusal::bad_option(msg!(
            "festivals-refused-returns",
            islands = islands.len(),
            groups = groups.len()
        )));
    }
    let table = cmd.optional("table", Checked::text)?;
    Ok(Some(
        islands
            .iter()
            .zip(groups)
            .map(|(island, tickets)| discard(island, tickets, table))
            .collect(),
    ))
}

/// One island's return as typed alone.
fn discard(island: &str, tickets: &str, table: Option<&str>) -> Command {
    let mut options = vec![("island", island), ("tickets", tickets)];
    options.extend(table.map(|t| ("table", t)));
    Command::new(&["festivals", "discard"], &options)
}

/// A mover's whole route, `to:"Kalimantan Sulawesi" ticket:"yellow blue"`.
fn route(game: &Game, cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
    let (to, ticket) = (cmd.text("to")?, cmd.text("ticket")?);
    let islands = islands(game.board(), to)?;
    let tickets: Vec<&str> = words(ticket).collect();
    if islands.len() <= 1 && tickets.len() <= 1 {
        return Ok(None);
    }
    if islands.len() != tickets.len() {
        return Err(Refusal::bad_option(msg!(
            "festivals-refused-route",
            islands = islands.len(),
            tickets = tickets.len()
        )));
    }
    let table = cmd.optional("table", Checked::text)?;
    Ok(Some(
        islands
            .iter()
            .zip(tickets)
            .map(|(island, ticket)| step(island, ticket, table))
            .collect(),
    ))
}

/// " Did you mean Bali?" after a word that names nothing, when one name is nearest.
pub(super) fn guess(typed: &str, names: &[&str]) -> Arg {
    match nearest(typed, names.iter().copied()) {
        Some(name) => msg!("festivals-did-you-mean", name = name).into(),
        None => Arg::Text(String::new()),
    }
}

/// One step as typed alone.
fn step(island: &str, ticket: &str, table: Option<&str>) -> Command {
    let mut options = vec![("to", island), ("ticket", ticket)];
    options.extend(table.map(|t| ("table", t)));
    Command::new(&["festivals", "move"], &options)
}

/// Steps typed one by one as one command: every step a `/festivals move` (a route), or every
/// step a `/festivals discard` (returns for several islands), at the same table.
pub(super) fn join(steps: &[Command]) -> Option<Command> {
    let first = steps.first()?;
    let table = first.option("table");
    let sub = first.path.get(1)?.as_str();
    let (place, what, separator) = match sub {
        "move" => ("to", "ticket", " "),
        "discard" => ("island", "tickets", "; "),
        _ => return None,
    };
    let mut islands = Vec::new();
    let mut tickets = Vec::new();
    for step in steps {
        if step.path != ["festivals", sub] || step.option("table") != table {
            return None;
        }
        islands.push(step.option(place)?);
        tickets.push(step.option(what)?);
    }
    let (islands, tickets) = (islands.join(" "), tickets.join(separator));
    Some(match sub {
        "move" => step(&islands, &tickets, table),
        _ => discard(&islands, &tickets, table),
    })
}

/// The most route choices a menu offers: what one Discord menu holds, so none is paged away.
const MOST_ROUTES: usize = MAX_OPTIONS;

/// Moves tried in looking for routes, so a mover with many tickets costs a bounded time.
const SEARCH_BUDGET: usize = 2_000;

/// A whole route: its steps, island and ticket colour each.
type Route = Vec<(usize, Colour)>;

/// The menu of `seat`'s whole routes when it moves with two tickets or more left: each a way
/// to use them all (or to go as far as the rules let it before it is blocked), one per
/// sequence of islands, those ending on the festival's island first, then one per last island
/// in turn; at most [`MOST_ROUTES`], each label within Discord's 100 characters.
pub(super) fn offers(game: &Game, seat: Seat, lang: Lang) -> Vec<Offer> {
    let Prompt::Move { remaining, .. } = game.prompt() else {
        return Vec::new();
    };
    let board = game.board();
    let choices: Vec<Choice> = whole(game, seat)
        .into_iter()
        .filter_map(|route| {
            let (islands, tickets) = words_of(board, &route);
            Some(Choice {
                label: label(board, &route, lang)?,
                seat,
                command: step(&islands, &tickets, None),
            })
        })
        .collect();
    match choices.len() {
        0 => Vec::new(),
        _ => vec![Offer::Menu {
            placeholder: msg!("festivals-label-route", tickets = remaining.total()).render(lang),
            choices,
        }],
    }
}

/// `seat`'s whole routes now, as the menu orders them (none unless it moves with two tickets
/// or more left).
fn whole(game: &Game, seat: Seat) -> Vec<Route> {
    let Prompt::Move {
        seat: mover,
        remaining,
    } = game.prompt()
    else {
        return Vec::new();
    };
    if mover != seat || remaining.total() < 2 {
        return Vec::new();
    }
    let mut routes = Vec::new();
    let mut budget = SEARCH_BUDGET;
    search(game, seat, &mut Vec::new(), &mut routes, &mut budget);
    let mut chosen = order(routes, game.public_view().active.map(|f| f.island));
    chosen.truncate(MOST_ROUTES);
    chosen
}

/// A route's `to:` and `ticket:` values.
fn words_of(board: &Board, route: &Route) -> (String, String) {
    let islands: Vec<&str> = route
        .iter()
        .map(|(i, _)| board.islands[*i].name.as_str())
        .collect();
    let tickets: Vec<&str> = route.iter().map(|(_, c)| c.name()).collect();
    (islands.join(" "), tickets.join(" "))
}

/// Autocomplete of a route: `seat`'s whole routes as `to:` values, and, once `to:` names one,
/// the tickets of the routes through those islands as `ticket:` values.
pub(super) fn suggested(game: &Game, seat: Seat, to: Option<&str>) -> Vec<String> {
    let board = game.board();
    let routes = whole(game, seat).into_iter().map(|r| words_of(board, &r));
    match to {
        None => routes.map(|(islands, _)| islands).collect(),
        Some(to) => {
            let Ok(named) = islands(board, to) else {
                return Vec::new();
            };
            let named = named.join(" ");
            routes
                .filter(|(islands, _)| *islands == named)
                .map(|(_, tickets)| tickets)
                .collect()
        }
    }
}

/// Every route from here, one per sequence of islands (the first colours found for it), depth
/// first within the budget of moves tried.
fn search(game: &Game, seat: Seat, path: &mut Route, found: &mut Vec<Route>, budget: &mut usize) {
    let moving = matches!(game.prompt(), Prompt::Move { seat: s, .. } if s == seat);
    if !moving {
        if !path.is_empty() && !found.iter().any(|r| same_islands(r, path)) {
            found.push(path.clone());
        }
        return;
    }
    for action in game.legal(seat) {
        let Action::Move { to, ticket } = action else {
            continue;
        };
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        let mut next = game.clone();
        if next.apply(seat, &action).is_err() {
            continue;
        }
        path.push((to, ticket));
        search(&next, seat, path, found, budget);
        path.pop();
    }
}

fn same_islands(a: &[(usize, Colour)], b: &[(usize, Colour)]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.0 == y.0)
}

/// Routes ending on the festival's island first, then the others; within each, one per last
/// island in turn, so a short menu still shows every place the mover can end.
fn order(routes: Vec<Route>, festival: Option<usize>) -> Vec<Route> {
    let end = |r: &Route| r.last().map(|s| s.0);
    let (mut first, rest): (Vec<Route>, Vec<Route>) =
        routes.into_iter().partition(|r| end(r) == festival);
    let mut ends: Vec<usize> = rest.iter().filter_map(end).collect();
    ends.sort_unstable();
    ends.dedup();
    let mut by_end: Vec<Vec<Route>> = ends
        .iter()
        .map(|&e| rest.iter().filter(|r| end(r) == Some(e)).cloned().collect())
        .collect();
    let mut round = 0;
    loop {
        let mut any = false;
        for group in &mut by_end {
            if round < group.len() {
                first.push(std::mem::take(&mut group[round]));
                any = true;
            }
        }
        if !any {
            return first;
        }
        round += 1;
    }
}

/// "Kalimantan (yellow) → Sulawesi (blue)", shortened to "Kalimantan Y → Sulawesi B" when that
/// is too long for a menu; None when even that is.
fn label(board: &Board, route: &Route, lang: Lang) -> Option<String> {
    let long: Vec<String> = route
        .iter()
        .map(|(i, c)| format!("{} ({})", board.islands[*i].name, c.word(lang)))
        .collect();
    let long = long.join(" → ");
    if long.chars().count() <= MAX_OPTION_TEXT {
        return Some(long);
    }
    let short: Vec<String> = route
        .iter()
        .map(|(i, c)| format!("{} {}", board.islands[*i].name, c.letter()))
        .collect();
    let short = short.join(" → ");
    (short.chars().count() <= MAX_OPTION_TEXT).then_some(short)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::festivals::{Options, Position};
    use crate::games::{Components, Described};
    use crate::rng::Rng;
    use crate::table::festivals::Festivals;
    use crate::table::game::Commands;
    use crate::table::play::bot_steps;

    fn checked(command: &Command) -> Checked {
        let spec = Festivals::commands()
            .into_iter()
            .find(|s| command.path.get(1).is_some_and(|sub| sub == s.name))
            .expect("a festivals command");
        command.check(&spec).expect("a well-formed command")
    }

    /// A route and several islands' returns, joined, read back as the steps they join; a
    /// two-word island is one island.
    #[test]
    fn joined_steps_read_back_as_the_same_steps() {
        let game = Game::setup(Board::standard(), &Options::default(), 3, 1)
            .expect("a game")
            .0;
        let moves = vec![
            step("Bali", "black", None),
            step("Nusa Tenggara", "blue", None),
            step("Papua", "yellow", None),
        ];
        let discards = vec![
            discard("Nusa Tenggara", "black blue", Some("<#5>")),
            discard("Jawa", "yellow", Some("<#5>")),
        ];
        for steps in [moves, discards] {
            let joined = join(&steps).expect("joined");
            let read = Festivals::steps(&game, &checked(&joined)).expect("read");
            assert_eq!(read, Some(steps));
        }
        // A move and a discard are two commands; one step is the command itself.
        assert_eq!(
            join(&[step("Bali", "black", None), discard("Jawa", "yellow", None)]),
            None
        );
        let one = step("Nusa Tenggara", "blue", None);
        assert_eq!(Festivals::steps(&game, &checked(&one)).expect("read"), None);
    }

    /// Autocomplete offers whole routes for `to:`, then the tickets of the route named.
    #[test]
    fn routes_are_suggested_and_then_their_tickets() {
        let position = Position::from_toml(
            "seed = 7\nairplane = 0\nactive = \"Tabuik\"\n[[player]]\nhand = \"Y K B\"\n[[player]]\n[[player]]\n",
        )
        .expect("a position");
        let mut game = Game::from_position(Board::standard(), &position).expect("a game");
        assert!(
            suggested(&game, 0, None).is_empty(),
            "nothing before the plans"
        );
        let tickets = crate::games::festivals::Tickets::parse("yellow blue").expect("tickets");
        game.apply(0, &Action::Plan { tickets }).expect("a plan");
        let routes = suggested(&game, 0, None);
        assert!(
            routes.contains(&"Kalimantan Sulawesi".to_string()),
            "{routes:?}"
        );
        assert!(routes.len() <= MOST_ROUTES);
        assert_eq!(
            suggested(&game, 0, Some("kalimantan, sulawesi")),
            vec!["yellow blue".to_string()]
        );
        assert!(suggested(&game, 1, None).is_empty(), "only the mover's");
    }

    /// The table's bot types a mover's whole route as one command: every shown ticket placed,
    /// the steps those it would have typed one by one.
    #[test]
    fn the_bot_moves_its_whole_route_in_one_command() {
        let position = Position::from_toml(
            "seed = 7\nairplane = 0\nactive = \"Tabuik\"\n[[player]]\nhand = \"Y K B\"\n[[player]]\n[[player]]\n",
        )
        .expect("a position");
        let mut game = Game::from_position(Board::standard(), &position).expect("a game");
        game.apply(
            0,
            &Action::Plan {
                tickets: crate::games::festivals::Tickets::parse("yellow black blue")
                    .expect("tickets"),
            },
        )
        .expect("a plan");
        let record = crate::table::example::record::<Festivals>(&["alice", "bob", "carol"], 7);
        let steps = bot_steps::<Festivals>(&record, &game, 0, &mut Rng::new(3));
        assert!(steps.len() >= 2, "{steps:?}");
        let mut after = game.clone();
        for (action, command) in &steps {
            assert!(matches!(action, Action::Move { .. }), "{action:?}");
            assert_eq!(
                Festivals::parse_action(&record, &after, 0, &checked(command)).ok(),
                Some(action.clone())
            );
            after.apply(0, action).expect("a legal step");
        }
        assert!(
            !matches!(after.prompt(), Prompt::Move { seat: 0, .. }),
            "the route ends the move"
        );
        let commands: Vec<Command> = steps.into_iter().map(|(_, c)| c).collect();
        assert!(join(&commands).is_some());
    }
}
