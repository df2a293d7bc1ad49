//! The gateway events poise leaves to us: pressed buttons, picked menus and submitted forms,
//! each pressed back to the table as `press id:<custom id> values:"..."`.

use super::answer::answer_invocation;
use super::caller::Caller;
use super::errors::apology;
use super::respond::{Target, say_privately};
use super::{Data, Error};
use crate::table::Command;
use crate::table::controls::Pressed;
use poise::serenity_prelude as serenity;

/// Every gateway event poise does not handle itself: here, the buttons and menus.
pub(super) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    if let serenity::Interaction::Modal(modal) = interaction {
        let data = framework.user_data.clone();
        let modal = modal.clone();
        let submitted = tokio::spawn(async move { submit(&data, &modal).await });
        if let Err(e) = submitted.await {
            tracing::error!(error = %e, "a form's answer panicked");
        }
        return Ok(());
    }
    let serenity::Interaction::Component(component) = interaction else {
        return Ok(());
    };
    let data = framework.user_data.clone();
    let press_component = component.clone();
    // A task of its own, so that a panic here reaches the user as an apology.
    let pressed = tokio::spawn({
        let data = data.clone();
        async move { press(&data, &press_component).await }
    });
    if let Err(e) = pressed.await {
        tracing::error!(error = %e, "a button press panicked");
        let target = Target {
            id: component.id,
            token: &component.token,
            pressed: None,
        };
        let lang = crate::lang::Lang::for_reader(Some(&component.locale), crate::lang::Lang::En);
        let sorry = apology().render(lang);
        if let Err(e) = say_privately(data.outbox.rest(), target, &sorry, false).await {
            tracing::warn!(error = %e, "could not apologise for a failed press");
        }
    }
    Ok(())
}

/// A pressed button or picked menu: the table runs the command it stands for (`press`), as if
/// typed, when the game still offers it and the presser holds its seat; else it says whose
/// turn it is, or shows the game as it is now, privately. A private offer's answers are
/// secret, like the commands it stands for.
async fn press(data: &Data, component: &serenity::ComponentInteraction) {
    let _in_flight = data.in_flight.read().await;
    let custom_id = &component.data.custom_id;
    let values: Vec<String> = match &component.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let target = Target {
        id: component.id,
        token: &component.token,
        pressed: Some(pressed_flags(&component.message)),
    };
    let caller = Caller::of_component(component);
    press_back(data, target, caller, custom_id, &values.join(" ")).await;
}

/// Runs a press (`press id:<custom id> values:"..."`) as the caller's invocation and answers
/// it; a private offer's answers are secret, like the commands it stands for.
async fn press_back(
    data: &Data,
    target: Target<'_>,
    caller: Caller<'_>,
    custom_id: &str,
    values: &str,
) {
    let mut options = vec![("id".to_string(), custom_id.to_string())];
    if !values.trim().is_empty() {
        options.push(("values".to_string(), values.trim().to_string()));
    }
    let inv = caller.invocation(Command {
        path: vec!["press".to_string()],
        options,
    });
    tracing::debug!(user = inv.user_id, id = %custom_id, "press");
    let secret = Pressed::parse(custom_id).is_some_and(|p| p.answered_privately());
    answer_invocation(data, target, inv, secret).await;
}

/// The flags of the message a component was pressed on, as Discord sent them. serenity 0.12
/// keeps only the flags it knows (not Components V2's) and only top-level action rows; a
/// pressed message has a component, so one without such rows is a V2 message (its rows are
/// in its container).
fn pressed_flags(message: &serenity::Message) -> u64 {
    let flags = message.flags.map_or(0, |f| f.bits());
    match message.components.is_empty() {
        true => flags | crate::table::card::IS_COMPONENTS_V2,
        false => flags,
    }
}

/// A submitted number form ("Another amount…"): pressed back to the table with the number
/// typed, as `press id:<the form's id> values:<number>`.
async fn submit(data: &Data, modal: &serenity::ModalInteraction) {
    let _in_flight = data.in_flight.read().await;
    let custom_id = &modal.data.custom_id;
    let typed: String = modal
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .find_map(|c| match c {
            serenity::ActionRowComponent::InputText(input) => input.value.clone(),
            _ => None,
        })
        .unwrap_or_default();
    let target = Target {
        id: modal.id,
        token: &modal.token,
        pressed: modal.message.as_deref().map(pressed_flags),
    };
    press_back(data, target, Caller::of_modal(modal), custom_id, &typed).await;
}
