//! The posts that tell everyone what happened: looking at a game, the log's pages, the board
//! with its buttons, and the posts of a committed move.

use super::*;
use crate::table::card::Layout;
use crate::table::controls::{Button, Component, Row};

/// What a player looks at: `/game board`, `/game status`, `/game hand`, `/game log` (a page of
/// it, 1 the latest) or `/game replay`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    Board,
    Status,
    Hand,
    Log { page: usize },
    Replay,
}

/// A look at a started game.
pub async fn look<T: Playable>(
    table: &Table,
    inv: &Invocation,
    record: &GameRecord,
    look: Look,
) -> Outcome {
    let to = reply_place(inv, record);
    // In the game's channel the table's language; answered privately, the reader's.
    let lang = match to {
        To::Channel(_) => record.language,
        _ => Lang::for_reader(inv.locale.as_deref(), record.language),
    };
    let post = match look {
        Look::Replay => replay_post::<T>(table, record, to).await?,
        Look::Log { page } => {
            let loaded = load::<T>(table, record, true).await?;
            let lang = Lang::for_reader(inv.locale.as_deref(), record.language);
            log_post::<T>(record, &loaded, To::User(inv.user_id), page, lang)
        }
        Look::Board => {
            let loaded = load::<T>(table, record, false).await?;
            let line = T::status_line(record, &loaded.game, lang);
            let mut post = board_post(table, record, loaded.seq, to, line);
            offer::<T>(record, &loaded.game, &mut post);
            post
        }
        Look::Status => {
            let game = load::<T>(table, record, false).await?.game;
            let mut text = T::status_text(record, &game, lang);
            let seats: Vec<Seat> = (0..record.seats.len()).collect();
            if let Some(away) = away_line(table, record, &seats) {
                text = format!("{text}\n{away}");
            }
            Post::text(to, text)
        }
        Look::Hand => {
            let Some(seat) = record.seat_of(inv.user_id) else {
                return Err(Refusal::not_seated(T::no_hand()).into());
            };
            let game = load::<T>(table, record, false).await?.game;
            let lang = Lang::for_reader(inv.locale.as_deref(), record.language);
            let hand = Post::text(
                To::User(inv.user_id),
                T::hand_text(record, &game, seat, lang),
            );
            panel::<T>(record, &game, hand, seat)
        }
    };
    Ok(vec![within_a_message(post, inv.user_id)])
}

/// The most a channel post holds: Discord's 2,000 characters a message, less room for the
/// line naming the players it pings.
const CHANNEL_POST_CHARS: usize = 1_800;

/// A look asked for in the channel that does not fit in one message goes to the asker alone
/// (where it may take several): a public post is never several messages.
fn within_a_message(mut post: Post, asker: i64) -> Post {
    if matches!(post.to, To::Channel(_)) && post.text.chars().count() > CHANNEL_POST_CHARS {
        post.to = To::User(asker);
        post.pings.clear();
    }
    post
}

/// A channel post's lines within [`CHANNEL_POST_CHARS`]: the first `lines` that fit, a line
/// saying how many more `/game log` shows, and `last` (the end of the game, what happens next)
/// whole. The last guard: a game's report is written to fit without it.
fn fit_lines(lines: &[String], last: &str, lang: Lang) -> String {
    let whole: usize = lines.iter().map(|l| l.chars().count() + 1).sum();
    let last_chars = last.chars().count();
    // Room for the line of the cut only when there is a cut.
    let room = match whole + last_chars <= CHANNEL_POST_CHARS {
        true => whole,
        false => CHANNEL_POST_CHARS.saturating_sub(last_chars + 60),
    };
    let mut kept: Vec<&str> = Vec::new();
    let mut length = 0;
    for line in lines {
        let more = line.chars().count() + 1;
        if length + more > room {
            break;
        }
        kept.push(line);
        length += more;
    }
    let left = lines.len() - kept.len();
    let mut text = kept.join("\n");
    if left > 0 {
        text.push('\n');
        text.push_str(&msg!("post-more-in-log", left = left).render(lang));
    }
    if !last.is_empty() {
        text.push('\n');
        text.push_str(last);
    }
    text.trim_start().to_string()
}

/// `/game replay`: the game so far as an animated picture.
async fn replay_post<T: Playable>(table: &Table, record: &GameRecord, to: To) -> Result<Post> {
    let (start, actions) = history::<T>(table, record).await?;
    let pictures = table.pictures;
    if pictures {
        crate::table::service::drawing(to);
    }
    // Drawing a whole game takes seconds: off the async workers.
    let record = record.clone();
    tokio::task::spawn_blocking(move || {
        crate::table::replay::post::<T>(&record, start, &actions, to, pictures)
    })
    .await
    .context("drawing the replay stopped")?
}

/// How many characters of events one page of `/game log` holds (a message holds 2,000).
pub(super) const LOG_PAGE_CHARS: usize = 1_700;

/// The log's pages, latest first: each a range of `lines` within [`LOG_PAGE_CHARS`].
fn log_pages(lines: &[String]) -> Vec<std::ops::Range<usize>> {
    let mut pages = Vec::new();
    let mut end = lines.len();
    while end > 0 {
        let mut start = end;
        let mut size = 0;
        while start > 0 {
            let more = lines[start - 1].chars().count() + 1;
            if size + more > LOG_PAGE_CHARS && start < end {
                break;
            }
            size += more;
            start -= 1;
        }
        pages.push(start..end);
        end = start;
    }
    if pages.is_empty() {
        pages.push(0..0);
    }
    pages
}

/// `/game log`: a page of the public events, to the asker alone, with buttons to the older and
/// newer pages.
pub(super) fn log_post<T: Playable>(
    record: &GameRecord,
    loaded: &Loaded<T::Rules>,
    to: To,
    page: usize,
    lang: Lang,
) -> Post {
    let names = mentions(record);
    let lines: Vec<String> = loaded
        .events
        .iter()
        .filter(|e| e.audience == Audience::Public)
        .map(|e| {
            crate::table::controls::shorten(
                &T::describe(&loaded.game, e, &|s| names[s].clone(), lang),
                LOG_PAGE_CHARS,
            )
        })
        .collect();
    let ranges = log_pages(&lines);
    let pages = ranges.len();
    // A page past the last is answered with the last, saying so.
    let past = (page > pages).then(|| msg!("log-past-last", pages = pages, page = page));
    let page = page.clamp(1, pages);
    let range = ranges[page - 1].clone();
    let heading = msg!(
        "log-heading",
        from = (range.start + 1).min(range.end),
        to = range.end,
        events = lines.len(),
        channel = mention_channel(record.channel_id),
        page = page,
        pages = pages
    );
    let mut text = match past {
        Some(past) => format!("{} {}", past.render(lang), heading.render(lang)),
        None => heading.render(lang),
    };
    text.push('\n');
    text.push_str(&lines[range].join("\n"));
    let mut post = Post::text(to, text);
    let button = |label: &str, to: usize| {
        Component::Button(Button {
            kind: 2,
            style: 2,
            label: label.to_string(),
            custom_id: format!("g{}:slog:{to}", record.id),
        })
    };
    let mut buttons = Vec::new();
    if page < pages {
        buttons.push(button(&msg!("button-log-older").render(lang), page + 1));
    }
    if page > 1 {
        buttons.push(button(&msg!("button-log-newer").render(lang), page - 1));
    }
    if !buttons.is_empty() {
        post.components = vec![Row {
            kind: 1,
            components: buttons,
        }];
    }
    post
}

/// A post showing the board after `seq` actions: the picture is drawn when the post is
/// delivered ([`crate::table::Table::develop`]), never on the command's path.
pub(super) fn board_post(
    table: &Table,
    record: &GameRecord,
    seq: i64,
    to: To,
    text: String,
) -> Post {
    let mut post = Post::text(to, text);
    if table.pictures {
        crate::table::service::drawing(to);
        post.picture = Some((record.id, seq));
    }
    post
}

/// A channel post's buttons and menus for the awaited seats, and its pings (the people among
/// those seats alone: [`Post::ping`] leaves out the bot seats): a turn card, in the awaited
/// player's colour, its picture told in words.
pub(super) fn offer<T: Playable>(record: &GameRecord, game: &T::Rules, post: &mut Post) {
    post.layout = Layout::Card;
    if post.picture.is_some() {
        let names: Vec<&str> = record.seats.iter().map(|s| s.name.as_str()).collect();
        post.alt = T::board_words(&names, game, record.language);
    }
    if game.is_over() {
        post.components = rematch_buttons(record, false);
        return;
    }
    post.accent = match game.waiting_for()[..] {
        [seat] => T::seat_colour(game, seat),
        _ => None,
    };
    post.components = rows(
        record.id,
        Scope::Public,
        &offers::public::<T>(record, game),
        record.language,
    );
    post.ping(
        game.waiting_for()
            .iter()
            .map(|&s| record.seats[s].user_id)
            .collect(),
        record.language,
    );
}

/// The offers of a game as it is now, for a press: the channel's, or `seat`'s own.
pub async fn offers<T: Playable>(
    table: &Table,
    record: &GameRecord,
    scope: Scope,
    seat: Seat,
) -> Result<Vec<Offer>> {
    let game = load::<T>(table, record, false).await?.game;
    Ok(match scope {
        Scope::Public => offers::public::<T>(record, &game),
        Scope::Private => offers::private::<T>(record, &game, seat),
    })
}

/// What changed the state, for the posts that tell of it.
pub(super) enum Change<'a> {
    /// The game has just begun: `intro` is the channel post's first line.
    Start { intro: String },
    /// An action was applied, by `actor` when a player typed it (not a bot's move or a
    /// deadline's default); `board_changed`: whether the board picture shows something new
    /// (else the channel post goes without one); `edits`: the game's turn card, when the
    /// action notifies nobody (see [`Change::quiet`]) and its channel post is that card again.
    Action {
        actor: Option<&'a Invocation>,
        board_changed: bool,
        edits: Option<&'a Card>,
    },
}

impl Change<'_> {
    /// Whether an action that left the game awaiting `after`, where it awaited `before`,
    /// notifies nobody: the game goes on, awaiting fewer of the same seats ("@bob has
    /// planned"). Discord notifies no one of an edit, so only such progress edits the card;
    /// a turn that opens for someone, the reveal and the end are new messages.
    pub(super) fn quiet(before: &[Seat], after: &[Seat], over: bool) -> bool {
        !over && after.len() < before.len() && after.iter().all(|s| before.contains(s))
    }
}

/// The posts of a change, and the report lines of its channel post when that post is the
/// game's new turn card (kept with the game, for the edits that follow).
pub(super) struct Told {
    pub posts: Vec<Post>,
    pub card: Option<String>,
}

/// The posts after a change of state, `seq` actions into the game: the actor's own private
/// lines first (the answer to their command), then one public post with the public events,
/// what happens next and the picture (none when nothing public happened, such as a replaced
/// secret plan), then the other private lines and notices, one post per seat. The public post
/// is the game's new turn card, or, for progress that notifies nobody, the current card
/// edited: its opening lines, this action's lines and what happens next, with the board now.
pub(super) fn posts_for<T: Playable>(
    table: &Table,
    record: &GameRecord,
    game: &T::Rules,
    seq: i64,
    events: &[EventOf<T>],
    change: Change,
) -> Told {
    let (intro, actor, started, picture, edits) = match change {
        Change::Start { intro } => (Some(intro), None, true, true, None),
        Change::Action {
            actor,
            board_changed,
            edits,
        } => (None, actor, false, board_changed, edits),
    };
    let names = mentions(record);
    let name = |s: Seat| names[s].clone();
    let mut told = Vec::new();
    let mut private: BTreeMap<Seat, Vec<String>> = BTreeMap::new();
    for event in events {
        match event.audience {
            Audience::Public => told.push(event),
            Audience::Seat(s) => {
                private
                    .entry(s)
                    .or_default()
                    .push(T::describe(game, event, &name, record.language))
            }
        }
    }
    let report = T::report(game, &told, &name, record.language);
    let mut public: Vec<String> = intro.into_iter().collect();
    public.extend(report.lines);
    let private_post = |seat: Seat, lines: Vec<String>| {
        Post::text(To::User(record.seats[seat].user_id), lines.join("\n"))
    };
    let mut posts = Vec::new();
    let mut card = None;
    if let Some(seat) = actor.and_then(|inv| record.seat_of(inv.user_id))
        && let Some(lines) = private.remove(&seat)
    {
        // A secret choice's answer comes with the seat's menus as they are now (an order
        // added, the next one to draft), so an earlier private menu is never needed.
        posts.push(panel::<T>(record, game, private_post(seat, lines), seat));
    }
    if !public.is_empty() || !report.end.is_empty() {
        // The final scores are already among the events, in the report's end.
        let next = if game.is_over() {
            rated_note(record, T::TITLE)
        } else {
            T::prompt_text(record, game, record.language)
        };
        let mut last = report.end;
        last.push(next);
        last.retain(|line| !line.is_empty());
        let channel = To::Channel(record.channel_id);
        let mut post = match edits {
            Some(shown) => {
                // The card's opening lines give way first: this progress and what happens
                // next are kept whole.
                let head: Vec<String> = shown.head.lines().map(str::to_string).collect();
                public.extend(last);
                let mut post = Post::text(
                    channel,
                    fit_lines(&head, &public.join("\n"), record.language),
                );
                // An edit is never a command's public answer: the front end is not told it
                // draws (that decides a deferral's visibility), but the card shows the board
                // as it is now.
                if table.pictures {
                    post.picture = Some((record.id, seq));
                }
                post.edits = Some((record.id, shown.seq));
                post
            }
            None => {
                let text = fit_lines(&public, &last.join("\n"), record.language);
                let mut post = if picture {
                    board_post(table, record, seq, channel, text)
                } else {
                    Post::text(channel, text)
                };
                if !game.is_over() {
                    post.card = Some((record.id, seq));
                    card = Some(fit_lines(&public, "", record.language));
                }
                post
            }
        };
        offer::<T>(record, game, &mut post);
        posts.push(post);
    }
    for (seat, line) in T::notices(record, game, events, started, record.language) {
        private.entry(seat).or_default().push(line);
    }
    // A bot seat has no one to read its notices: they are not built, and no DM is tried.
    // A seat's notice is its panel: its own choices come with it.
    posts.extend(
        private
            .into_iter()
            .filter(|(seat, _)| !is_bot(record.seats[*seat].user_id))
            .map(|(seat, lines)| panel::<T>(record, game, private_post(seat, lines), seat)),
    );
    Told { posts, card }
}

/// A private post to `seat` as its panel: with the seat's own choices now, when it has any.
fn panel<T: Playable>(record: &GameRecord, game: &T::Rules, mut post: Post, seat: Seat) -> Post {
    if !game.is_over() {
        post.components = rows(
            record.id,
            Scope::Private,
            &offers::private::<T>(record, game, seat),
            record.language,
        );
    }
    if !post.components.is_empty() {
        post.layout = Layout::Panel;
    }
    post
}

/// The command the game's bot would type now for one of the awaited seats (the load test's
/// simulated players): the seat's user and the command, or None when nobody is awaited.
pub async fn bot_command<T: Playable>(
    table: &Table,
    record: &GameRecord,
    rng: &mut crate::rng::Rng,
) -> Result<Option<(i64, Command)>> {
    let game = load::<T>(table, record, false).await?.game;
    let waiting = game.waiting_for();
    if waiting.is_empty() {
        return Ok(None);
    }
    let seat = waiting[rng.below(waiting.len())];
    let mut commands: Vec<Command> = bot_steps::<T>(record, &game, seat, rng)
        .into_iter()
        .map(|(_, command)| command)
        .collect();
    let command = match commands.len() {
        0 => return Ok(None),
        1 => commands.remove(0),
        _ => match T::join(&commands) {
            Some(joined) => joined,
            None => commands.remove(0),
        },
    };
    Ok(Some((record.seats[seat].user_id, command)))
}
