//! `/game undo`: one's own last move taken back, while nobody has acted since, it revealed
//! nothing and it was no secret choice (a sealed choice is final until its reveal).

use super::*;

/// `/game undo`: the user's own last action taken back, while it is the game's last (nobody
/// acted since), the game's rules allow undoing, and it revealed nothing: no die or shuffle was
/// drawn and nothing was told to another player alone; and it was no secret choice (a sealed
/// bid), which is final until its reveal.
pub async fn undo<T: Playable>(table: &Table, inv: &Invocation, located: &GameRecord) -> Outcome {
    if let Some(why) = T::NO_UNDO {
        return Err(Refusal::rule(Refused::Forbidden, why).into());
    }
    let _guard = table.locks.lock(located.channel_id).await;
    let Some(record) = table.store.game(located.id).await? else {
        return Err(anyhow::anyhow!("game {} vanished", located.id).into());
    };
    let Some(seat) = record.seat_of(inv.user_id) else {
        return Err(Refusal::not_seated(format!(
            "You have no seat at the game at {}, so you have nothing to undo.",
            mention_channel(record.channel_id)
        ))
        .into());
    };
    if record.status != Status::Active {
        return Err(
            Refusal::rule(Refused::NotNow, "The game is over: its last move stands.").into(),
        );
    }
    let log = table.store.actions(record.id).await?;
    let Some(last) = log.last() else {
        return Err(Refusal::rule(
            Refused::NotNow,
            "Nobody has acted yet: there is nothing to undo.",
        )
        .into());
    };
    if last.seat != seat {
        return Err(Refusal::rule(
            Refused::Forbidden,
            format!(
                "Only the last move of the game can be undone, and it was {}'s, not yours.",
                mentions(&record)[last.seat]
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
        return Err(Refusal::rule(
            Refused::Forbidden,
            "Your last move drew from the game's dice or cards, so it cannot be undone: what it revealed stays revealed.",
        )
        .into());
    }
    if events.iter().any(T::Rules::reveals) {
        return Err(Refusal::rule(
            Refused::Forbidden,
            "Your last move revealed what the players had sealed, so it cannot be undone: what it showed stays seen.",
        )
        .into());
    }
    if secret::<T>(&record, &before, seat, &action) {
        return Err(Refusal::rule(
            Refused::Forbidden,
            "Your last move was a secret choice, sealed until its reveal: it is final and cannot be undone.",
        )
        .into());
    }
    if events
        .iter()
        .any(|e| matches!(e.audience, Audience::Seat(s) if s != seat))
    {
        return Err(Refusal::rule(
            Refused::Forbidden,
            "Your last move told another player something in private, so it cannot be undone.",
        )
        .into());
    }
    let names = mentions(&record);
    let undone: Vec<String> = events
        .iter()
        .filter(|e| e.audience == Audience::Public)
        .map(|e| T::describe(&after, e, &|s| names[s].clone()))
        .collect();
    let mut text = format!("{} took back their last move", names[seat]);
    if !undone.is_empty() {
        text.push_str(&format!(" ({})", undone.join(" ")));
    }
    text.push_str(".\n");
    text.push_str(&T::prompt_text(&record, &before));
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
