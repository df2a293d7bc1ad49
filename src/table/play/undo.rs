//! `/game undo`: one's own last move taken back, while nobody has acted since, it revealed
//! nothing and it was no secret choice (a sealed choice is final until its reveal).

use super::*;

/// `/game undo`: the user's own last action taken back, while it is the game's last (nobody
/// acted since), the game's rules allow undoing, and it revealed nothing: no die or shuffle was
/// drawn and nothing was told to another player alone; and it was no secret choice (a sealed
/// bid), which is final until its reveal.
pub async fn undo<T: Playable>(table: &Table, inv: &Invocation, located: &GameRecord) -> Outcome {
    if let Some(why) = T::no_undo() {
        return Err(Refusal::rule(Refused::Forbidden, why).into());
    }
    let _guard = table.locks.lock(located.channel_id).await;
    let Some(record) = table.store.game(located.id).await? else {
        return Err(anyhow::anyhow!("game {} vanished", located.id).into());
    };
    let Some(seat) = record.seat_of(inv.user_id) else {
        return Err(Refusal::not_seated(msg!(
            "refused-undo-no-seat",
            channel = mention_channel(record.channel_id)
        ))
        .into());
    };
    if record.status != Status::Active {
        return Err(Refusal::rule(Refused::NotNow, msg!("refused-undo-over")).into());
    }
    let log = table.store.actions(record.id).await?;
    let Some(last) = log.last() else {
        return Err(Refusal::rule(Refused::NotNow, msg!("refused-undo-nothing")).into());
    };
    if last.seat != seat {
        return Err(Refusal::rule(
            Refused::Forbidden,
            msg!(
                "refused-undo-not-yours",
                whose = &mentions(&record)[last.seat]
            ),
        )
        .into());
    }
    let setup = setup_of::<T>(&record)?;
    let components = components_of::<T>(table, &setup).await?;
    let (mut before, _) = build::<T>(components, &setup, record.seed)?;
    replay(&mut before, &record, &log[..log.len() - 1], None)?;
    let action: <T::Rules as Rules>::Action = serde_json::from_str(&last.action)?;
    let mut after = before.clone();
    let events = after
        .apply(seat, &action)
        .map_err(|e| anyhow::anyhow!("the last action no longer applies: {e}"))?;
    if after.rng() != before.rng() {
        return Err(Refusal::rule(Refused::Forbidden, msg!("refused-undo-drew")).into());
    }
    if events.iter().any(T::Rules::reveals) {
        return Err(Refusal::rule(Refused::Forbidden, msg!("refused-undo-revealed")).into());
    }
    if secret::<T>(&record, &before, seat, &action) {
        return Err(Refusal::rule(Refused::Forbidden, msg!("refused-undo-secret")).into());
    }
    if events
        .iter()
        .any(|e| matches!(e.audience, Audience::Seat(s) if s != seat))
    {
        return Err(Refusal::rule(Refused::Forbidden, msg!("refused-undo-told")).into());
    }
    let names = mentions(&record);
    let undone: Vec<String> = events
        .iter()
        .filter(|e| e.audience == Audience::Public)
        .map(|e| T::describe(&after, e, &|s| names[s].clone(), record.language))
        .collect();
    let took_back = if undone.is_empty() {
        msg!("undo-took-back", who = &names[seat])
    } else {
        msg!(
            "undo-took-back-events",
            who = &names[seat],
            events = undone.join(" ")
        )
    };
    let mut text = took_back.render(record.language);
    text.push('\n');
    text.push_str(&T::prompt_text(&record, &before, record.language));
    let mut post = board_post(
        table,
        &record,
        last.seq - 1,
        To::Channel(record.channel_id),
        text,
    );
    offer::<T>(&record, &before, &mut post);
    let mut posts = vec![post];
    let stored = outgoing(&posts);
    let ids = table
        .store
        .take_back(
            record.id,
            record.version,
            last.seq,
            &serde_json::to_string(&before)?,
            &before.waiting_for(),
            &Outgoing::new(inv.origin.as_deref(), &stored),
        )
        .await?;
    table.drawings.forget(record.id);
    receipts(&mut posts, &ids);
    Ok(posts)
}
