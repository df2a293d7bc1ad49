//! The `/indies` commands, all secret (a DM with the bot, or the channel where only the player
//! sees the answer). An order goes into the company's private draft (with `replace:<n>`, in
//! place of draft order n); `withdraw`, `clear` and `seal` work on the draft. Orders that take
//! the same options share a subcommand and are told apart by `order:` (`/indies move
//! order:voyage fleet:A to:Java`), which keeps `/indies` well within Discord's 4,000 characters
//! a command. Every order is described once, in [`super::orders::COMMANDS`].

use super::Indies;
use super::orders::{COMMANDS, OrderCommand, OrderKind, Reading, written};
use crate::games::Seat;
use crate::games::indies::{Action, Game};
use crate::lang::{Arg, Lang, Msg};
use crate::msg;
use crate::store::GameRecord;
use crate::table::command::{Checked, Command};
use crate::table::game::{Commands, TableGame};
use crate::table::refusal::Refusal;
use crate::table::spec::{CommandSpec, OptionSpec};
use crate::table::subcommand::{command, unknown};

/// An order subcommand as Discord shows it: `order:` when it gives several orders (described by
/// what each does), then every option its orders read (required when all of them need it),
/// `replace` and `table`.
fn order_command(command: &OrderCommand) -> CommandSpec {
    let kinds = command.orders;
    let mut spec = CommandSpec::new(command.name, command.about.clone());
    if let Some(about) = &command.kinds {
        let words: Vec<&'static str> = kinds.iter().map(|k| k.word).collect();
        spec = spec.option(OptionSpec::choice("order", about.clone(), &words).required());
    }
    let mut options = Vec::new();
    for o in kinds.iter().flat_map(OrderKind::options) {
        if !options.contains(&o) {
            options.push(o);
        }
    }
    for o in options {
        let option = o.spec();
        spec = spec.option(if kinds.iter().all(|k| k.needs.contains(&o)) {
            option.required()
        } else {
            option
        });
    }
    spec.option(OptionSpec::number(
        "replace",
        msg!("cmd-indies-replace"),
        Some(1),
        None,
    ))
    .at_table()
    .secret()
}

/// The kind of order a typed command gives, with its options checked: none it does not read.
fn order_kind(cmd: &Checked) -> Result<&'static OrderKind, Refusal> {
    let sub = cmd.sub();
    let Some(command) = COMMANDS.iter().find(|c| c.name == sub) else {
        return Err(unknown(Indies::KEY, sub));
    };
    let (kind, named) = match command.orders {
        [one] => (one, Arg::command(&[Indies::KEY, sub])),
        several => {
            let word = cmd.choice("order")?;
            let kind = several.iter().find(|k| k.word == word).ok_or_else(|| {
                let words: Vec<&str> = several.iter().map(|k| k.word).collect();
                Refusal::bad_option(msg!(
                    "indies-refused-not-an-order",
                    word = word,
                    command = Arg::command(&[Indies::KEY, sub]),
                    words = Arg::or_list(&words)
                ))
            })?;
            (
                kind,
                Command::new(&[Indies::KEY, sub], &[("order", word)]).typed_without(|_, _| false),
            )
        }
    };
    let extra = cmd
        .given()
        .find(|key| !matches!(*key, "order" | "replace" | "table") && !kind.uses(key));
    if let Some(key) = extra {
        let takes: Vec<Arg> = kind.options().map(|o| Arg::option_key(o.name())).collect();
        return Err(Refusal::bad_option(msg!(
            "indies-refused-unused-option",
            named = named,
            key = Arg::option(key),
            takes = Arg::And(takes)
        )));
    }
    Ok(kind)
}

/// An order's or a subcommand's name as a button says it ("Voyage", "Withdraw").
fn order_name(word: &str) -> Option<Msg> {
    Some(match word {
        "buy" => msg!("indies-label-buy"),
        "voyage" => msg!("indies-label-voyage"),
        "sail" => msg!("indies-label-sail"),
        "csb" => msg!("indies-label-csb"),
        "leave" => msg!("indies-label-leave"),
        "attack" => msg!("indies-label-attack"),
        "invade" => msg!("indies-label-invade"),
        "patrol" => msg!("indies-label-patrol"),
        "attempt" => msg!("indies-label-attempt"),
        "fort" => msg!("indies-label-fort"),
        "load" => msg!("indies-label-load"),
        "unload" => msg!("indies-label-unload"),
        "garrison" => msg!("indies-label-garrison"),
        "embark" => msg!("indies-label-embark"),
        "changeup" => msg!("indies-label-changeup"),
        "maintenance" => msg!("indies-label-maintenance"),
        "withdraw" => msg!("indies-label-withdraw"),
        "clear" => msg!("indies-label-clear"),
        "seal" => msg!("indies-label-seal"),
        _ => return None,
    })
}

/// An option's name as a button says it before its value ("fleet A", "armada A").
fn option_name(key: &str) -> Option<Msg> {
    Some(match key {
        "fleet" => msg!("indies-label-fleet"),
        "unit" => msg!("indies-label-unit"),
        "count" => msg!("indies-label-count"),
        "to" => msg!("indies-label-to"),
        "company" => msg!("indies-label-company"),
        "target" => msg!("indies-label-target"),
        "site" => msg!("indies-label-site"),
        "odds" => msg!("indies-label-odds"),
        "laden" => msg!("indies-label-laden"),
        "bribe" => msg!("indies-label-bribe"),
        "marker" => msg!("indies-label-marker"),
        "at" => msg!("indies-label-at"),
        "commodity" => msg!("indies-label-commodity"),
        "shares" => msg!("indies-label-shares"),
        "first" => msg!("indies-label-first"),
        "number" => msg!("indies-label-number"),
        "replace" => msg!("indies-label-replace"),
        _ => return None,
    })
}

impl Commands for Indies {
    /// An order by its own name ("Voyage fleet A, to Europe"), not its command's
    /// ("Move order voyage, …"), and every other subcommand by its name ("Withdraw number 1"),
    /// each option by its name and value, in the table's words; the English reads as the
    /// command's own words always did. None (the command's words) for a name we do not know.
    fn label(command: &Command, lang: Lang) -> Option<String> {
        let sub = command.path.get(1)?;
        let word = command.option("order").unwrap_or(sub);
        let mut label = order_name(word)?.render(lang);
        let mut rest = Vec::new();
        for (key, value) in &command.options {
            if key == "order" || key == "table" {
                continue;
            }
            let value = match (key.as_str(), value.as_str()) {
                ("laden", "yes") => msg!("choice-yes").render(lang),
                ("laden", "no") => msg!("choice-no").render(lang),
                ("company", "any") => msg!("indies-label-any").render(lang),
                ("first", "none") => msg!("indies-label-none").render(lang),
                _ => value.clone(),
            };
            rest.push(format!("{} {value}", option_name(key)?.render(lang)));
        }
        if !rest.is_empty() {
            label.push(' ');
            label.push_str(&rest.join(", "));
        }
        Some(label)
    }

    fn commands() -> Vec<CommandSpec> {
        let mut commands: Vec<CommandSpec> = COMMANDS.iter().map(order_command).collect();
        commands.extend([
            CommandSpec::new("withdraw", msg!("cmd-indies-withdraw"))
                .option(
                    OptionSpec::number("number", msg!("cmd-indies-withdraw-number"), Some(1), None)
                        .required(),
                )
                .at_table()
                .secret(),
            CommandSpec::new("clear", msg!("cmd-indies-clear"))
                .at_table()
                .secret(),
            CommandSpec::new("seal", msg!("cmd-indies-seal"))
                .at_table()
                .secret(),
        ]);
        commands
    }

    fn parse_action(
        record: &GameRecord,
        game: &Game,
        _seat: Seat,
        cmd: &Checked,
    ) -> Result<Action, Refusal> {
        match cmd.sub() {
            // Orders are numbered from 1, as `/game hand` lists the draft.
            "withdraw" => {
                let number: usize = cmd.number("number")?;
                return Ok(Action::Withdraw { index: number - 1 });
            }
            "clear" => return Ok(Action::Clear),
            "seal" => return Ok(Action::Seal),
            _ => {}
        }
        let kind = order_kind(cmd)?;
        let order = (kind.read)(&Reading { record, game }, cmd)?;
        Ok(match cmd.optional("replace", Checked::number::<usize>)? {
            None => Action::Order { order },
            Some(number) => Action::Replace {
                index: number - 1,
                order,
            },
        })
    }

    fn command_for(_record: &GameRecord, game: &Game, _seat: Seat, action: &Action) -> Command {
        let data = game.data();
        let (sub, mut options) = match action {
            Action::Order { order } | Action::Replace { order, .. } => {
                match written(data, order) {
                    Some((command, kind, words)) => {
                        let mut all = Vec::new();
                        if command.orders.len() > 1 {
                            all.push(("order", kind.word.to_string()));
                        }
                        all.extend(words);
                        (command.name, all)
                    }
                    // Every order is in the table; were one not, sealing is the nearest.
                    None => ("seal", Vec::new()),
                }
            }
            Action::Withdraw { index } => ("withdraw", vec![("number", (index + 1).to_string())]),
            Action::Clear => ("clear", Vec::new()),
            // A lapse is the table's, never typed: sealing is the nearest a player can do.
            Action::Seal | Action::Lapse => ("seal", Vec::new()),
        };
        if let Action::Replace { index, .. } = action {
            options.push(("replace", (index + 1).to_string()));
        }
        command(Self::KEY, sub, options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::indies::{Data, FleetId, Holder, Marker, Options, Order, Place, Upkept};
    use crate::games::{Components, Rules};
    use crate::table::example::record;
    use crate::table::refusal::{RefusalKind, TableRefused};

    fn game() -> (GameRecord, Game) {
        let data = Data::standard();
        let (game, _) = Game::setup(data, &Options::default(), 3, 1).expect("a game");
        (record::<Indies>(&["alice", "bob", "carol"], 1), game)
    }

    /// One order of every kind.
    fn orders(data: &Data) -> Vec<Order> {
        let fleet = FleetId::named("A").unwrap();
        let area = |n: &str| data.area_named(n).unwrap();
        let site = data.site_named("Bantam").unwrap();
        let marker = Marker::named(data, "cloves 1/3").unwrap();
        vec![
            Order::Buy {
                fleet,
                unit: data.unit_named("carrack").unwrap(),
                count: 2,
            },
            Order::Voyage {
                fleet,
                to: Place::Europe,
            },
            Order::Sail {
                fleet,
                path: vec![area("Java"), area("China Coast")],
            },
            Order::EnterCsb { fleet },
            Order::LeaveCsb {
                fleet,
                to: area("Malacca"),
            },
            Order::Attack {
                fleet,
                company: 1,
                target: FleetId::named("B").unwrap(),
            },
            Order::Invade { fleet, site },
            Order::Patrol {
                fleet,
                company: Some(2),
                odds: data.column_named("1:1").unwrap(),
                laden: true,
            },
            Order::Attempt {
                fleet,
                site,
                bribe: 5,
            },
            Order::Fort { fleet, site },
            Order::Load {
                fleet,
                site,
                marker,
                count: 2,
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
                soldiers: 3,
            },
            Order::Embark {
                fleet,
                site,
                soldiers: 1,
            },
            Order::ChangeUp {
                at: Holder::Factory(site),
                commodity: data.commodity_named("cloves").unwrap(),
                shares: vec![3, 3, 3],
            },
            Order::Maintenance {
                order: vec![
                    Upkept::named(data, "soldier").unwrap(),
                    Upkept::named(data, "fort").unwrap(),
                ],
            },
        ]
    }

    /// Every order written as a command reads back as the same order, through a subcommand
    /// and options of the specs; every kind of [`COMMANDS`] is written by one of them.
    #[test]
    fn every_order_reads_back_from_the_command_that_writes_it() {
        let (record, game) = game();
        let specs = Indies::commands();
        let mut words = Vec::new();
        let mut actions: Vec<Action> = orders(game.data())
            .into_iter()
            .map(|order| Action::Order { order })
            .collect();
        actions.push(Action::Replace {
            index: 1,
            order: Order::EnterCsb {
                fleet: FleetId::named("C").unwrap(),
            },
        });
        actions.extend([Action::Withdraw { index: 2 }, Action::Clear, Action::Seal]);
        for action in actions {
            let cmd = Indies::command_for(&record, &game, 0, &action);
            let sub = cmd.path[1].clone();
            let spec = specs.iter().find(|s| s.name == sub).expect("a subcommand");
            let checked = cmd.check(spec).unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
            if let Some(word) = cmd.option("order") {
                words.push(word.to_string());
            } else {
                words.push(sub.clone());
            }
            let read = Indies::parse_action(&record, &game, 0, &checked);
            assert_eq!(read.as_ref().ok(), Some(&action), "{cmd:?}: {read:?}");
        }
        for kind in COMMANDS.iter().flat_map(|c| c.orders) {
            assert!(words.iter().any(|w| w == kind.word), "{}", kind.word);
        }
    }

    /// Every button and menu option has a label in each language; the English is the
    /// command's own words as before (an order by its word), the Indonesian the table's.
    #[test]
    fn every_label_is_in_the_tables_language_and_the_english_as_it_was() {
        let (record, game) = game();
        let mut actions: Vec<Action> = orders(game.data())
            .into_iter()
            .map(|order| Action::Order { order })
            .collect();
        actions.extend([Action::Withdraw { index: 0 }, Action::Clear, Action::Seal]);
        actions.push(Action::Replace {
            index: 1,
            order: Order::EnterCsb {
                fleet: FleetId::named("C").unwrap(),
            },
        });
        for action in &actions {
            let cmd = Indies::command_for(&record, &game, 0, action);
            let word = cmd.option("order").unwrap_or(&cmd.path[1]);
            let mut was: String = word[..1].to_uppercase() + &word[1..];
            let rest: Vec<String> = cmd
                .options
                .iter()
                .filter(|(k, _)| k != "order" && k != "table")
                .map(|(k, v)| format!("{k} {v}"))
                .collect();
            if !rest.is_empty() {
                was = format!("{was} {}", rest.join(", "));
            }
            assert_eq!(Indies::label(&cmd, Lang::En), Some(was), "{cmd:?}");
            let id = Indies::label(&cmd, Lang::Id).expect("an Indonesian label");
            assert!(!id.contains("indies-label"), "{id}");
        }
        let said = |action: &Action| {
            Indies::label(&Indies::command_for(&record, &game, 0, action), Lang::Id).unwrap()
        };
        let all = orders(game.data());
        assert_eq!(
            said(&Action::Order {
                order: all[1].clone()
            }),
            "Pelayaran armada A, ke Europe"
        );
        assert_eq!(
            said(&Action::Order {
                order: all[7].clone()
            }),
            "Patroli armada A, peluang 1:1, perusahaan England, bermuatan ya"
        );
        assert_eq!(said(&Action::Withdraw { index: 2 }), "Tarik nomor 3");
        assert_eq!(said(&Action::Seal), "Segel");
    }

    /// `/indies move`'s `order:` says what each order does, alike ones together.
    #[test]
    fn the_order_option_describes_every_order_of_its_subcommand() {
        let specs = Indies::commands();
        let about = |sub: &str| {
            let spec = specs.iter().find(|s| s.name == sub).expect("a subcommand");
            spec.option_named("order")
                .map(|o| o.description.render(crate::lang::Lang::En))
        };
        assert_eq!(
            about("move").as_deref(),
            Some(
                "voyage: Europe to the Indies or back; sail: through areas; csb: into the box; leave: out"
            )
        );
        assert_eq!(
            about("cargo").as_deref(),
            Some("load, unload: markers; garrison: soldiers ashore; embark: soldiers aboard")
        );
        assert_eq!(about("buy"), None);
    }

    fn refused(options: &[(&str, &str)]) -> Refusal {
        let (record, game) = game();
        let spec = Indies::commands()
            .into_iter()
            .find(|s| s.name == "move")
            .expect("/indies move");
        let checked = Command::new(&["indies", "move"], options).check(&spec);
        let refusal = checked
            .and_then(|cmd| Indies::parse_action(&record, &game, 0, &cmd))
            .unwrap_err();
        assert_eq!(
            refusal.kind,
            RefusalKind::Table(TableRefused::BadOption),
            "{refusal}"
        );
        refusal
    }

    /// A value that names nothing is refused in the reader's words, with the names to use.
    #[test]
    fn a_value_that_names_nothing_is_refused_in_either_language() {
        let both = |options: &[(&str, &str)]| {
            let refusal = refused(options);
            (refusal.to_string(), refusal.message.render(Lang::Id))
        };
        let (en, id) = both(&[("order", "leave"), ("fleet", "A"), ("to", "Jav")]);
        assert!(
            en.starts_with("`to:Jav` is not an Indies area. Did you mean Java? The areas: "),
            "{en}"
        );
        assert!(
            id.starts_with("`ke:Jav` bukan area Hindia. Maksudmu Java? Areanya: "),
            "{id}"
        );
        let (en, id) = both(&[("order", "csb"), ("fleet", "AB")]);
        assert_eq!(
            en,
            "`fleet:AB` is not a fleet: fleets are named by one letter, A to Z."
        );
        assert_eq!(
            id,
            "`armada:AB` bukan armada: armada dinamai dengan satu huruf, A sampai Z."
        );
        let (en, id) = both(&[("order", "sail"), ("fleet", "A"), ("to", "Java Mars")]);
        assert!(
            en.starts_with("`to:Java Mars`: \"Mars\" is not an Indies area."),
            "{en}"
        );
        assert!(
            id.starts_with("`ke:Java Mars`: \"Mars\" bukan area Hindia."),
            "{id}"
        );
    }

    #[test]
    fn an_option_the_order_does_not_read_is_refused_by_name() {
        assert_eq!(
            refused(&[("order", "csb"), ("fleet", "A"), ("to", "Java")]).to_string(),
            "`/indies move order:csb` does not use `to:`; it takes `fleet:`."
        );
        assert_eq!(
            refused(&[("order", "csb"), ("fleet", "A"), ("to", "Java")])
                .message
                .render(crate::lang::Lang::Id),
            "`/hindia gerak perintah:csb` tidak memakai `ke:`; yang dipakai `armada:`."
        );
        assert_eq!(
            refused(&[("fleet", "A"), ("to", "Java")]).to_string(),
            "`/indies move` needs the option `order:` (voyage: Europe to the Indies or back; sail: through areas; csb: into the box; leave: out; write `voyage`, `sail`, `csb` or `leave`)."
        );
        assert_eq!(
            refused(&[("order", "fly"), ("fleet", "A")]).to_string(),
            "`order:fly` is not allowed: write `voyage`, `sail`, `csb` or `leave` — voyage: Europe to the Indies or back; sail: through areas; csb: into the box; leave: out."
        );
        assert_eq!(
            refused(&[("order", "sail"), ("fleet", "A")]).to_string(),
            "`/indies move` needs the option `to:` (Europe or an Indies area; to sail, the areas in order)."
        );
    }
}
