//! The slash commands, built at run time from the table's own description of them
//! ([`crate::table::groups`]): one top-level command per group (`/game`, then one per game in
//! the registry), each with its subcommands and their options. Nothing here names a game: a
//! game added to the registry gets its slash commands without a change in this layer.
//!
//! Two views of the same specs, made here and nowhere else:
//!
//! - [`commands`]: poise's commands, which route an interaction to [`slash_action`] (every
//!   subcommand shares it) and an autocomplete request to [`autocomplete`]. Each subcommand
//!   carries its spec in `custom_data`, so the action knows which command ran.
//! - [`registration`]: the JSON Discord receives (serenity's builders), with what poise's
//!   parameters cannot express: an integer's bounds, a choice's words. `nusantara commands`
//!   prints exactly this, and `serve` registers exactly this.
//!
//! Option values reach the table as text: a user as `<@id>`, a number in decimal, a choice by
//! its word. Options the table marks `script_only` (a seed would reveal the deck) are never
//! registered.

use super::answer::answer_invocation;
use super::caller::Caller;
use super::options::resolved;
use super::permissions;
use super::respond::{self, Target};
use super::{Data, Error};
use crate::lang::{self, Lang};
use crate::table::Command;
use crate::table::{CommandSpec, Group, OptionKind, OptionSpec, choice_label};
use poise::serenity_prelude as serenity;
use std::sync::atomic::Ordering;

/// Every slash group, in the order registered: `/game`, then each game's own.
pub fn groups() -> &'static [Group] {
    crate::table::groups()
}

/// What a subcommand stands for, kept in its poise command's `custom_data`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Leaf {
    pub group: &'static Group,
    pub spec: &'static CommandSpec,
}

impl Leaf {
    /// The command's path as the table reads it, e.g. `["game", "new"]`.
    pub fn path(&self) -> Vec<String> {
        vec![self.group.name.to_string(), self.spec.name.to_string()]
    }

    /// The spec of an option this command registers (not a script-only one).
    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.spec
            .options
            .iter()
            .find(|o| o.name == name && !o.script_only)
    }
}

/// The subcommand at `path` (`["game", "hand"]`), if there is one.
pub fn spec(path: &[String]) -> Option<&'static CommandSpec> {
    let [group, name] = path else {
        return None;
    };
    groups()
        .iter()
        .find(|g| g.name == group)?
        .commands
        .iter()
        .find(|c| c.name == name)
}

/// Whether the command's answers hold secrets (a plan, a hand): always answered privately.
pub fn is_secret(path: &[String]) -> bool {
    spec(path).is_some_and(|c| c.secret)
}

/// Whether this invocation must be answered privately: a secret command, or one given with a
/// secret option (a maximum bid), whose value Discord would otherwise show the channel.
pub fn is_secret_invocation(command: &Command) -> bool {
    spec(&command.path).is_some_and(|c| {
        c.secret
            || command
                .options
                .iter()
                .any(|(name, _)| c.option_named(name).is_some_and(|o| o.secret))
    })
}

/// Every secret command, as typed (`/game hand`), those of the first group (the one every game
/// shares) first.
pub fn secret_commands() -> Vec<String> {
    groups()
        .iter()
        .flat_map(|g| {
            g.commands
                .iter()
                .filter(|c| c.secret)
                .map(move |c| lang::mention(&[g.name, c.name], Lang::En))
        })
        .collect()
}

/// The options Discord is told about, in the order it requires: the required ones first (the
/// table reads options by name, so their order does not matter to it). Script-only options
/// are left out.
pub fn registered_options(spec: &CommandSpec) -> Vec<&OptionSpec> {
    let (required, optional): (Vec<_>, Vec<_>) = spec
        .options
        .iter()
        .filter(|o| !o.script_only)
        .partition(|o| o.required);
    required.into_iter().chain(optional).collect()
}

/// The poise commands: one per group, each with its subcommands.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    groups().iter().map(group_command).collect()
}

fn group_command(group: &'static Group) -> poise::Command<Data, Error> {
    poise::Command {
        name: group.name.into(),
        qualified_name: group.name.into(),
        identifying_name: group.name.into(),
        source_code_name: group.name.into(),
        description: Some(group.description.render(Lang::En).into()),
        // poise finds a subcommand only through a parent that has a slash action; Discord never
        // invokes the parent alone (its subcommand is required), and this action ignores it.
        slash_action: Some(slash_action),
        subcommands: group
            .commands
            .iter()
            .map(|spec| sub_command(Leaf { group, spec }))
            .collect(),
        subcommand_required: true,
        install_context: Some(vec![serenity::InstallationContext::Guild]),
        interaction_context: Some(vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
        ]),
        ..Default::default()
    }
}

fn sub_command(leaf: Leaf) -> poise::Command<Data, Error> {
    let qualified = format!("{} {}", leaf.group.name, leaf.spec.name);
    poise::Command {
        name: leaf.spec.name.into(),
        qualified_name: qualified.clone().into(),
        identifying_name: qualified.clone().into(),
        source_code_name: qualified.into(),
        description: Some(leaf.spec.description.render(Lang::En).into()),
        slash_action: Some(slash_action),
        parameters: registered_options(leaf.spec)
            .into_iter()
            .map(parameter)
            .collect(),
        custom_data: Box::new(leaf),
        ..Default::default()
    }
}

/// An option as poise sees it: enough to route autocomplete. Its `type_setter` stays empty on
/// purpose: poise cannot express the specs' bounds and choice words, so registering through
/// poise's own builders would drop this command; [`registration`] is the only way to register.
fn parameter(option: &OptionSpec) -> poise::CommandParameter<Data, Error> {
    poise::CommandParameter {
        name: option.name.into(),
        name_localizations: Default::default(),
        description: Some(option.description.render(Lang::En).into()),
        description_localizations: Default::default(),
        required: option.required,
        channel_types: None,
        choices: Default::default(),
        type_setter: None,
        autocomplete_callback: match option.kind {
            OptionKind::Text { suggest: true } => Some(autocomplete),
            _ => None,
        },
        __non_exhaustive: (),
    }
}

/// The command tree as Discord receives it when the bot registers its commands: in English,
/// with every name, description and choice also in each other language we have (Discord shows
/// a user the one of their locale, and still sends the English names back).
pub fn registration() -> Vec<serenity::CreateCommand> {
    groups()
        .iter()
        .map(|group| {
            let mut command = serenity::CreateCommand::new(group.name)
                .description(group.description.render(Lang::En))
                .integration_types(vec![serenity::InstallationContext::Guild])
                .contexts(vec![
                    serenity::InteractionContext::Guild,
                    serenity::InteractionContext::BotDm,
                ]);
            for (locale, lang) in localized() {
                command = command
                    .name_localized(locale, lang::command_name(&[group.name], lang))
                    .description_localized(locale, group.description.render(lang));
            }
            for spec in &group.commands {
                let mut sub = serenity::CreateCommandOption::new(
                    serenity::CommandOptionType::SubCommand,
                    spec.name,
                    spec.description.render(Lang::En),
                );
                for (locale, lang) in localized() {
                    sub = sub
                        .name_localized(locale, lang::command_name(&[group.name, spec.name], lang))
                        .description_localized(locale, spec.description.render(lang));
                }
                for option in registered_options(spec) {
                    sub = sub.add_sub_option(option_builder(option));
                }
                command = command.add_option(sub);
            }
            command
        })
        .collect()
}

/// The languages other than English, by the Discord locale they are registered for.
fn localized() -> impl Iterator<Item = (&'static str, Lang)> {
    Lang::ALL
        .into_iter()
        .filter(|l| *l != Lang::En)
        .map(|l| (l.code(), l))
}

fn option_builder(option: &OptionSpec) -> serenity::CreateCommandOption {
    use serenity::CommandOptionType as T;
    let kind = match option.kind {
        OptionKind::Text { .. } | OptionKind::Choice(_) => T::String,
        OptionKind::Number { .. } => T::Integer,
        OptionKind::User => T::User,
    };
    let mut builder =
        serenity::CreateCommandOption::new(kind, option.name, option.description.render(Lang::En))
            .required(option.required);
    for (locale, lang) in localized() {
        builder = builder
            .name_localized(locale, lang::option_name(option.name, lang))
            .description_localized(locale, option.description.render(lang));
    }
    match &option.kind {
        OptionKind::Text { suggest } => builder = builder.set_autocomplete(*suggest),
        OptionKind::Number { min, max } => {
            if let Some(min) = *min {
                builder = match u64::try_from(min) {
                    Ok(n) => builder.min_int_value(n),
                    // serenity's integer bounds are unsigned; Discord reads a negative bound
                    // written as a number just as well.
                    Err(_) => builder.min_number_value(min as f64),
                };
            }
            if let Some(max) = *max {
                builder = match u64::try_from(max) {
                    Ok(n) => builder.max_int_value(n),
                    Err(_) => builder.max_number_value(max as f64),
                };
            }
        }
        OptionKind::Choice(words) => {
            for word in words {
                builder = builder.add_string_choice_localized(
                    choice_label(word, Lang::En),
                    *word,
                    localized().map(|(locale, lang)| (locale, choice_label(word, lang))),
                );
            }
        }
        OptionKind::User => {}
    }
    builder
}

/// The action of every subcommand: reads the options and hands the command to the table.
fn slash_action(
    ctx: poise::ApplicationContext<'_, Data, Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    Box::pin(async move {
        let Some(leaf) = ctx.command().custom_data.downcast_ref::<Leaf>().copied() else {
            // A group without its subcommand: Discord does not send one.
            tracing::warn!(command = %ctx.command().qualified_name, "a command without a subcommand");
            return Ok(());
        };
        run(ctx, leaf)
            .await
            .map_err(|e| poise::FrameworkError::new_command(ctx.into(), e))
    })
}

/// The autocomplete of every option that has it: the table suggests what fits now.
fn autocomplete<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
    _partial: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(async move {
        match ctx.command().custom_data.downcast_ref::<Leaf>().copied() {
            Some(leaf) => suggest(ctx, leaf).await,
            None => serenity::CreateAutocompleteResponse::new(),
        }
    })
}

/// The options of a (sub)command interaction as the table reads them (those the command
/// registers), and the option being typed (in an autocomplete interaction).
fn options_of(
    leaf: &Leaf,
    args: &[serenity::ResolvedOption<'_>],
) -> (Vec<(String, String)>, Option<String>) {
    let (all, focused) = resolved(args);
    let options = all
        .into_iter()
        .filter(|(name, _)| {
            let known = leaf.option(name).is_some();
            if !known {
                tracing::warn!(option = %name, command = %leaf.path().join(" "), "an option the command does not register");
            }
            known
        })
        .collect();
    (options, focused)
}

/// Runs one slash command: the table validates and applies it, then the posts go out.
async fn run(actx: poise::ApplicationContext<'_, Data, Error>, leaf: Leaf) -> Result<(), Error> {
    let data = actx.data();
    let _in_flight = data.in_flight.read().await;
    let (options, _) = options_of(&leaf, actx.args);
    let interaction = actx.interaction;
    let caller = Caller::of_command(interaction);
    let inv = caller.invocation(Command {
        path: leaf.path(),
        options,
    });
    tracing::debug!(user = inv.user_id, command = %inv.command.name(), "command");
    // From here on this function answers (poise's error handler then sends follow-ups).
    actx.has_sent_initial_response.store(true, Ordering::SeqCst);
    let target = Target {
        id: interaction.id,
        token: &interaction.token,
        pressed: None,
    };
    if leaf.path() == ["game", "new"]
        && let Some(text) = permissions::lacking(interaction)
    {
        if let Err(e) = respond::say_privately(data.outbox.rest(), target, &text, false).await {
            tracing::warn!(error = %e, "could not say which permissions are missing");
        }
        return Ok(());
    }
    let secret = is_secret_invocation(&inv.command);
    answer_invocation(data, target, inv, secret).await;
    Ok(())
}

/// Autocomplete for every option that has it: the table suggests what fits now.
async fn suggest(
    actx: poise::ApplicationContext<'_, Data, Error>,
    leaf: Leaf,
) -> serenity::CreateAutocompleteResponse {
    let empty = serenity::CreateAutocompleteResponse::new();
    let (options, focused) = options_of(&leaf, actx.args);
    let Some(focused) = focused else {
        return empty;
    };
    let inv = Caller::of_command(actx.interaction).invocation(Command {
        path: leaf.path(),
        options,
    });
    let suggestions = actx.data().table.suggest(&inv, &focused).await;
    empty.set_choices(
        suggestions
            .into_iter()
            .map(|s| serenity::AutocompleteChoice::new(s.name, s.value))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(words: &[&str]) -> Vec<String> {
        words.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn secret_commands_are_the_specs_secret_ones() {
        assert!(is_secret(&path(&["game", "hand"])));
        assert!(!is_secret(&path(&["game", "board"])));
        assert!(!is_secret(&path(&["nothing", "here"])));
        for group in groups() {
            for spec in &group.commands {
                assert_eq!(
                    is_secret(&path(&[group.name, spec.name])),
                    spec.secret,
                    "/{} {}",
                    group.name,
                    spec.name
                );
            }
        }
        assert_eq!(secret_commands()[0], "/game hand");
    }

    /// A command carrying a maximum is answered privately: Discord would show the channel a
    /// public answer's options.
    #[test]
    fn a_command_given_a_secret_option_is_secret() {
        let raise = |options: &[(&str, &str)]| Command::new(&["indonesia", "raise"], options);
        assert!(is_secret_invocation(&raise(&[("up_to", "200")])));
        assert!(is_secret_invocation(&raise(&[
            ("amount", "105"),
            ("up_to", "none")
        ])));
        assert!(!is_secret_invocation(&raise(&[("amount", "105")])));
        let merge = Command::new(
            &["indonesia", "merge"],
            &[
                ("first", "1"),
                ("second", "2"),
                ("bid", "100"),
                ("up_to", "300"),
            ],
        );
        assert!(is_secret_invocation(&merge));
        assert!(is_secret_invocation(&Command::new(&["game", "hand"], &[])));
        assert!(!is_secret_invocation(&Command::new(
            &["game", "board"],
            &[]
        )));
    }

    #[test]
    fn every_subcommand_knows_its_spec_and_no_script_only_option_is_a_parameter() {
        let commands = commands();
        assert_eq!(commands.len(), groups().len());
        for (command, group) in commands.iter().zip(groups()) {
            assert_eq!(command.name, group.name);
            assert!(command.slash_action.is_some());
            assert_eq!(command.subcommands.len(), group.commands.len());
            for (sub, spec) in command.subcommands.iter().zip(&group.commands) {
                let leaf = sub.custom_data.downcast_ref::<Leaf>().expect("a leaf");
                assert_eq!(leaf.path(), path(&[group.name, spec.name]));
                assert!(sub.slash_action.is_some());
                for p in &sub.parameters {
                    let option = leaf.option(&p.name).expect("a registered option");
                    assert!(!option.script_only);
                    assert_eq!(
                        p.autocomplete_callback.is_some(),
                        option.kind == OptionKind::Text { suggest: true }
                    );
                }
                let registered = spec.options.iter().filter(|o| !o.script_only).count();
                assert_eq!(sub.parameters.len(), registered);
            }
        }
    }
}
