//! The table service's entry point, and every method of [`Table`]: an invocation in, posts
//! out. `/game` goes to the lobby (the players' records, time away and rematches to `records`);
//! a game's own group goes to that game, found through the registry.

use super::card::Layout;
use super::command::{Checked, Command, mention_channel, mention_user};
use super::controls::{Offer, Pressed, PressedKind, Pressing, Scope, pressing, rows};
use super::play::{BOT_PACE_SECONDS, Look};
use super::post::{Failure, Image, Invocation, Outcome, PictureAt, Place, Post, To};
use super::refusal::Refusal;
use super::registry::{self, GAMES};
use super::service::{Clock, ComponentCache, Drawings, Games, Locks, Table, Watch, watched};
use super::session::{Need, game_type_of, locate, open_commands};
use super::spec::{CommandSpec, OptionKind, OptionSpec};
use super::suggest::{self, Suggestion};
use super::{groups, help, lobby, records};
use crate::games::Refused;
use crate::lang::{Arg, Lang};
use crate::msg;
use crate::store::{Status, Store, WriteError};

/// How many times a command runs again after another process changed its game first.
const CONFLICT_RETRIES: usize = 5;

impl Table {
    pub fn new(store: Store) -> Table {
        Table {
            store,
            locks: Locks::default(),
            games: Games::default(),
            components: ComponentCache::default(),
            pictures: true,
            drawings: Drawings::default(),
            clock: Clock::default(),
        }
    }

    /// The same table drawing no pictures: for measuring the rest apart.
    pub fn without_pictures(mut self) -> Table {
        self.pictures = false;
        self
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The time now, in unix seconds, as this table counts it.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Sets the clock `seconds` ahead of the real time (scripts and tests).
    pub fn set_clock_ahead(&self, seconds: i64) {
        self.clock.set_ahead(seconds);
    }

    /// How many board pictures this table has drawn: none while a command runs; one for each
    /// state its delivered posts show.
    pub fn pictures_drawn(&self) -> u64 {
        self.drawings.drawn()
    }

    /// Handles one invocation. Never panics on bad input; an internal failure, or a panic in
    /// the command, becomes an apology to the user (and a log line), never its text. A command
    /// whose origin was seen before gets the posts it caused then, and changes nothing.
    pub async fn handle(&self, inv: &Invocation) -> Vec<Post> {
        self.run(inv, None)
            .await
            .unwrap_or_else(|e| apology(inv, &e))
    }

    /// [`Table::handle`], but a database that cannot take the command's write (a full or
    /// failing disk) is the error, naming its cause, rather than an apology: a front end that
    /// cannot go on without recording (the script runner) stops there.
    pub async fn handle_checked(&self, inv: &Invocation) -> anyhow::Result<Vec<Post>> {
        self.run(inv, None).await
    }

    /// Suggestions for the option `focused` of `inv.command`, whose value so far is the
    /// option's value in `inv` (or nothing). Only values the user could use now; matched
    /// against what was typed, ignoring case.
    pub async fn suggest(&self, inv: &Invocation, focused: &str) -> Vec<Suggestion> {
        suggest::suggest(self, inv, focused).await
    }

    /// [`Table::handle`], followed by `watch`: the front end learns when the command is
    /// accepted and drawing its picture, and holds the posting order of the channels it
    /// changed until it drops the watch (see [`Watch`]).
    pub async fn handle_watched(&self, inv: &Invocation, watch: Watch) -> Vec<Post> {
        self.run(inv, Some(watch))
            .await
            .unwrap_or_else(|e| apology(inv, &e))
    }

    /// The command's posts; an error when the database cannot take its write: its answer
    /// cannot be recorded, or the disk failed (see [`crate::store::disk_failure`]).
    async fn run(&self, inv: &Invocation, watch: Option<Watch>) -> anyhow::Result<Vec<Post>> {
        let reply_to = To::User(inv.user_id);
        let inv = match inv.bounded() {
            Ok(inv) => inv,
            Err(refusal) => {
                let lang = self.reader_language(inv).await;
                return Ok(vec![Post::refusal(inv.user_id, refusal, lang)]);
            }
        };
        // Another process may change the game between our read and our write; the write then
        // fails and changes nothing, so the command runs again on the new state.
        let mut attempts = 0;
        let failure = loop {
            // A task of its own, so that a panic inside the command is caught here.
            let (table, task_inv, watch) = (self.clone(), inv.clone(), watch.clone());
            let task = async move { watched(watch, table.dispatch(&task_inv)).await };
            match tokio::spawn(task).await {
                Ok(Ok(posts)) => return self.remember(&inv, posts).await,
                Ok(Err(Failure::Conflict)) if attempts < CONFLICT_RETRIES => attempts += 1,
                Ok(Err(failure)) => break Ok(failure),
                Err(panic) => break Err(panic),
            }
        };
        Ok(match failure {
            Ok(Failure::Refused(refusal)) => {
                let lang = self.reader_language(&inv).await;
                self.remember(&inv, vec![Post::refusal(inv.user_id, refusal, lang)])
                    .await?
            }
            Ok(Failure::Duplicate) => match self.first_answer(&inv).await {
                Ok(posts) => posts,
                Err(e) => {
                    tracing::error!(error = %format!("{e:#}"), "cannot read a repeated command's posts");
                    self.say(&inv, reply_to, msg!("table-apology")).await
                }
            },
            Ok(Failure::Conflict) => {
                self.say(&inv, reply_to, msg!("table-changing-too-fast"))
                    .await
            }
            Ok(Failure::Internal(e)) if crate::store::disk_failure(&e).is_some() => {
                return Err(stopped(format!("cannot store `{}`", inv.command.name()), e));
            }
            Ok(Failure::Internal(e)) => {
                // One line: the cause's chain, never a backtrace per command.
                tracing::error!(error = %format!("{e:#}"), command = %inv.command.name(), "command failed");
                self.say(&inv, reply_to, msg!("table-apology")).await
            }
            Err(e) => {
                tracing::error!(error = %e, command = %inv.command.name(), "command panicked");
                self.say(&inv, reply_to, msg!("table-apology")).await
            }
        })
    }

    /// A private answer to `inv`'s user in their language ([`Table::reader_language`]).
    async fn say(&self, inv: &Invocation, to: To, text: crate::lang::Msg) -> Vec<Post> {
        let lang = self.reader_language(inv).await;
        vec![Post::text(to, text.render(lang))]
    }

    /// The language of a private answer to `inv`'s user: their Discord locale when we have it,
    /// else the language of the table where they typed it (a DM: of their one open game),
    /// else English.
    pub(super) async fn reader_language(&self, inv: &Invocation) -> Lang {
        let table = match inv.place {
            Place::Channel(channel) => self.store.latest_game_in(channel).await,
            Place::Dm => self
                .store
                .open_games_of(inv.user_id)
                .await
                .map(|mut games| (games.len() == 1).then(|| games.remove(0))),
        };
        let table = match table {
            Ok(game) => game.map(|g| g.language),
            Err(e) => {
                tracing::warn!(error = %format!("{e:#}"), "cannot read a table's language");
                None
            }
        };
        Lang::for_reader(inv.locale.as_deref(), table.unwrap_or_default())
    }

    /// Records the answer of a command with an origin that stored nothing itself (a refusal, a
    /// look), so that the same origin again gets this answer, refused or not, and changes
    /// nothing. The answer waits in the outbox like any post (its ids on the posts), so that
    /// one killed before it is delivered is delivered by the next process; a form, which only
    /// the interaction can show, is kept as sent. When another process recorded the origin
    /// first (the same command applied there at once), its answer is given instead. An answer
    /// that cannot be recorded is not given: the error names why.
    async fn remember(&self, inv: &Invocation, mut posts: Vec<Post>) -> anyhow::Result<Vec<Post>> {
        let Some(origin) = inv.origin.as_deref() else {
            return Ok(posts);
        };
        if posts.iter().any(|p| p.outbox.is_some()) {
            return Ok(posts);
        }
        let stored: Vec<_> = posts.iter().map(Post::stored).collect();
        let only_the_interaction = posts.iter().all(|p| p.form.is_some());
        match self
            .store
            .remember(origin, &stored, only_the_interaction)
            .await
        {
            Ok(ids) => {
                if !only_the_interaction {
                    for (post, id) in posts.iter_mut().zip(ids) {
                        post.outbox = Some(id);
                    }
                }
                Ok(posts)
            }
            Err(WriteError::Duplicate) => self.first_answer(inv).await,
            Err(e) => Err(stopped(
                "cannot record a command's answer".into(),
                anyhow::Error::new(e),
            )),
        }
    }

    /// The posts a command from the same origin caused the first time (their pictures to draw
    /// again when delivered).
    async fn first_answer(&self, inv: &Invocation) -> anyhow::Result<Vec<Post>> {
        let origin = inv.origin.as_deref().unwrap_or_default();
        let rows = self.store.posts_of(origin).await?;
        Ok(rows.into_iter().map(Post::from_stored).collect())
    }

    /// Draws the board pictures the posts show and attaches them: what every front end does
    /// with a command's posts, or stored ones, before delivering them. The command itself never
    /// draws, so a slow picture holds up neither its answer nor the channel's next command. A
    /// picture that cannot be drawn is logged, and its post goes without it.
    pub async fn develop(&self, posts: &mut [Post]) {
        for post in posts {
            if let Some(at) = post.picture.take() {
                post.images.extend(self.picture(at).await);
            }
        }
    }

    /// The board picture of game `id` after `seq` actions (see [`Table::develop`]). One state
    /// is drawn once: later posts and looks showing it get the same picture, and those asking
    /// while it is drawn wait for that drawing.
    pub async fn picture(&self, (id, seq): PictureAt) -> Option<Image> {
        let drawn = async {
            let Some(record) = self.store.game(id).await? else {
                return Ok(None);
            };
            let names = record.seats.iter().map(|s| s.name.clone()).collect();
            let drawing = self.drawings.of((id, seq, names));
            let image = drawing
                .get_or_try_init(|| async {
                    game_type_of(&record)?.picture_at(self, &record, seq).await
                })
                .await?;
            anyhow::Ok(Some(image.clone()))
        };
        match drawn.await {
            Ok(image) => image,
            Err(e) => {
                tracing::error!(game = id, error = ?e, "cannot draw a board picture; its post goes without it");
                None
            }
        }
    }

    async fn dispatch(&self, inv: &Invocation) -> Outcome {
        let path: Vec<&str> = inv.command.path.iter().map(String::as_str).collect();
        // A game's own command changes nothing but in its commit, which records its origin and
        // is refused when the origin was seen (Duplicate), as the answer of a refusal or a look
        // is (`remember`): it needs no read of its own to be answered alike when repeated.
        // Others (`/game`, presses) may change things apart, so a repeat stops here first.
        let own = matches!(path.as_slice(), [top, _] if registry::find(top).is_some());
        if !own
            && let Some(origin) = &inv.origin
            && self.store.seen(origin).await?
        {
            return Err(Failure::Duplicate);
        }
        let (top, sub) = match path.as_slice() {
            ["press"] => return self.press(inv).await,
            [top, sub] if groups().iter().any(|g| g.name == *top) => (*top, *sub),
            [] => {
                let hint = open_commands();
                return Err(
                    Refusal::unknown_command(msg!("refused-empty-command", hint = hint)).into(),
                );
            }
            [top, ..] => {
                let groups: Vec<Arg> = std::iter::once("game")
                    .chain(GAMES.iter().map(|k| k.key()))
                    .map(|g| Arg::command(&[g]))
                    .collect();
                return Err(Refusal::unknown_command(msg!(
                    "refused-unknown-top",
                    top = *top,
                    groups = Arg::Or(groups)
                ))
                .into());
            }
        };
        let cmd = inv.command.check(spec_of(top, sub)?)?;
        match top {
            "game" if records::answers(sub) => records::command(self, inv, &cmd).await,
            "game" => lobby::game_command(self, inv, &cmd).await,
            "help" => help::answer(inv, sub, self.reader_language(inv).await).await,
            _ => {
                let game_type = registry::find(top).ok_or_else(|| unknown(top, sub))?;
                let record = locate(self, inv, Need::Active).await?;
                game_type.act(self, inv, record, &cmd).await
            }
        }
    }

    /// A pressed button or picked menu (`press id:<custom id> [values:"0 2"]`): the command it
    /// stands for, run as if typed, when the game still offers it and the presser holds the seat
    /// it is offered to.
    async fn press(&self, inv: &Invocation) -> Outcome {
        let text = |name, description| {
            OptionSpec::new(name, description, OptionKind::Text { suggest: false })
        };
        let spec = CommandSpec::new("press", "A pressed button or picked menu")
            .option(text("id", "the pressed component's custom id").required())
            .option(text(
                "values",
                "the picked values, or the number typed in a form",
            ));
        let cmd = inv.command.check(&spec)?;
        let id = cmd.text("id")?;
        let values: Vec<String> = cmd
            .optional("values", Checked::text)?
            .map(|v| v.split_whitespace().map(String::from).collect())
            .unwrap_or_default();
        let damaged = || Refusal::stale(msg!("refused-button-damaged"));
        let Some(pressed) = Pressed::parse(id) else {
            return Err(damaged().into());
        };
        if pressed.kind == PressedKind::Leaderboard {
            let Some(game_type) = registry::find(pressed.key()) else {
                return Err(damaged().into());
            };
            let pages =
                records::leaderboard(self, inv, game_type, pressed.place, To::User(inv.user_id))
                    .await;
            return pages.map(|posts| updating(posts, inv.user_id));
        }
        let Some(record) = self.store.game(pressed.game).await? else {
            return Err(Refusal::no_game(msg!("refused-button-game-gone")).into());
        };
        if pressed.kind == PressedKind::Rematch {
            return records::rematch(self, inv, Some(record.id), pressed.place == 1).await;
        }
        if pressed.kind == PressedKind::Log {
            let page = pressed.place.to_string();
            let log = Invocation {
                command: Command::new(
                    &["game", "log"],
                    &[
                        ("page", &page),
                        ("table", &mention_channel(record.channel_id)),
                    ],
                ),
                ..inv.clone()
            };
            let pages = Box::pin(self.dispatch(&log)).await;
            return pages.map(|posts| updating(posts, inv.user_id));
        }
        if record.status != Status::Active {
            return Err(Refusal::rule(
                Refused::NotNow,
                msg!(
                    "refused-buttons-game-over",
                    channel = mention_channel(record.channel_id)
                ),
            )
            .into());
        }
        let Some(seat) = record.seat_of(inv.user_id) else {
            return Err(Refusal::not_seated(msg!(
                "refused-buttons-spectator",
                channel = mention_channel(record.channel_id)
            ))
            .into());
        };
        let game_type = game_type_of(&record)?;
        let offers = game_type.offers(self, &record, pressed.scope, seat).await?;
        let Some(pressing) = pressing(
            record.id,
            &offers,
            &pressed,
            &values,
            Lang::for_reader(inv.locale.as_deref(), record.language),
        ) else {
            let state = game_type
                .look(self, inv, &record, Look::Status)
                .await?
                .into_iter()
                .next()
                .map(|p| p.text)
                .unwrap_or_default();
            return Err(Refusal::stale(msg!("refused-choice-gone", state = state)).into());
        };
        let mut command = match pressing {
            Pressing::NotANumber(why) => return Err(Refusal::bad_option(why).into()),
            other if other.seat() != Some(seat) => {
                let offered_to = other.seat().unwrap_or(seat);
                return self
                    .not_yours(&record, game_type, seat, offered_to, inv.locale.as_deref())
                    .await;
            }
            Pressing::Run(_, command) => command,
            Pressing::Show { text, rows, .. } => {
                let mut post = Post::text(To::User(inv.user_id), text);
                post.components = rows;
                post.layout = Layout::Panel;
                return Ok(vec![post]);
            }
            Pressing::Page { rows, .. } => {
                // A page of a card's choices opens a panel of the presser's own; a page of a
                // panel replaces it.
                let continued = msg!(
                    "controls-continued",
                    channel = mention_channel(record.channel_id)
                );
                let lang = Lang::for_reader(inv.locale.as_deref(), record.language);
                let mut post = Post::text(To::User(inv.user_id), continued.render(lang));
                post.components = rows;
                post.update = true;
                post.layout = Layout::Panel;
                return Ok(vec![post]);
            }
            Pressing::Ask { form, text, .. } => {
                let mut post = Post::text(To::User(inv.user_id), text);
                post.form = Some(form);
                return Ok(vec![post]);
            }
        };
        if command.option("table").is_none()
            && command.path.first().map(String::as_str) != Some("game")
        {
            command
                .options
                .push(("table".into(), mention_channel(record.channel_id)));
        }
        let typed = Invocation {
            command,
            ..inv.clone()
        };
        let mut posts = Box::pin(self.dispatch(&typed)).await?;
        if pressed.scope == Scope::Private {
            // Acting in a private panel updates that panel in place: the presser's own panel
            // among the answers replaces it.
            if let Some(panel) = posts
                .iter_mut()
                .find(|p| p.to == To::User(inv.user_id) && p.layout == Layout::Panel)
            {
                panel.update = true;
            }
        }
        Ok(posts)
    }

    /// The answer to a press of another seat's choice: whose it is, and the presser's own
    /// choices when the game awaits them too.
    async fn not_yours(
        &self,
        record: &crate::store::GameRecord,
        game_type: &'static dyn super::GameType,
        seat: crate::games::Seat,
        offered_to: crate::games::Seat,
        locale: Option<&str>,
    ) -> Outcome {
        let whose = super::seats::mention(record, offered_to);
        let offers: Vec<Offer> = game_type
            .offers(self, record, Scope::Public, seat)
            .await?
            .into_iter()
            .filter_map(|offer| match offer {
                Offer::Buttons(choices) => {
                    let own: Vec<_> = choices.into_iter().filter(|c| c.seat == seat).collect();
                    (!own.is_empty()).then_some(Offer::Buttons(own))
                }
                other => (other.seats() == [seat]).then_some(other),
            })
            .collect();
        let user = record.seats[seat].user_id;
        if offers.is_empty() {
            return Err(Refusal::rule(
                Refused::NotYourTurn,
                msg!("refused-button-not-your-turn", whose = whose),
            )
            .into());
        }
        let own = msg!("table-not-yours-own-choices", whose = whose);
        let lang = Lang::for_reader(locale, record.language);
        let mut post = Post::text(To::User(user), own.render(lang));
        post.components = rows(record.id, Scope::Public, &offers, record.language);
        post.layout = Layout::Panel;
        Ok(vec![post])
    }

    /// Runs what is due at `now` (unix seconds): the tables' deadlines (reminders, then the
    /// games' defaults or word to the host) and the bot moves ([`Table::play_bots`]). Front ends
    /// call it every few seconds; the posts it gives are stored, to deliver like any other.
    pub async fn tick(&self, now: i64) -> Vec<Post> {
        let mut posts = self.deadlines(now).await;
        posts.extend(self.play_bots(now).await);
        posts
    }

    /// One bot move in every game that awaits a bot seat and has been still for
    /// [`BOT_PACE_SECONDS`]: bots play at a pace a channel can read.
    pub async fn play_bots(&self, now: i64) -> Vec<Post> {
        let due = match self.store.bots_due(now - BOT_PACE_SECONDS).await {
            Ok(due) => due,
            Err(e) => {
                tracing::error!(error = ?e, "cannot read the tables whose bot is to move");
                return Vec::new();
            }
        };
        let mut posts = Vec::new();
        for record in due {
            let _guard = self.locks.lock(record.channel_id).await;
            let outcome = match game_type_of(&record) {
                Ok(game_type) => game_type.bots(self, record.id).await,
                Err(e) => Err(e.into()),
            };
            match outcome {
                Ok(more) => posts.extend(more),
                // Another process did it first.
                Err(Failure::Conflict | Failure::Duplicate) => {}
                Err(Failure::Refused(r)) => {
                    tracing::warn!(game = record.id, reason = %r, "a bot move was refused")
                }
                Err(Failure::Internal(e)) => {
                    tracing::error!(game = record.id, error = ?e, "a bot move failed")
                }
            }
        }
        posts
    }

    /// The tables' deadlines due at `now`.
    async fn deadlines(&self, now: i64) -> Vec<Post> {
        let due = match self.store.due(now).await {
            Ok(due) => due,
            Err(e) => {
                tracing::error!(error = ?e, "cannot read the tables whose deadline is due");
                return Vec::new();
            }
        };
        let mut posts = Vec::new();
        for record in due {
            let outcome = match game_type_of(&record) {
                Ok(game_type) => game_type.deadline(self, &record, now).await,
                Err(e) => Err(e.into()),
            };
            match outcome {
                Ok(more) => posts.extend(more),
                // Another process did it first.
                Err(Failure::Conflict | Failure::Duplicate) => {}
                Err(Failure::Refused(r)) => {
                    tracing::warn!(game = record.id, reason = %r, "a deadline did nothing")
                }
                Err(Failure::Internal(e)) => {
                    tracing::error!(game = record.id, error = ?e, "a deadline failed")
                }
            }
        }
        posts
    }

    /// A game's public view and every seat's private view, as JSON (the script runner's `--dump`).
    pub async fn dump(
        &self,
        record: &crate::store::GameRecord,
    ) -> anyhow::Result<serde_json::Value> {
        let mut dump = serde_json::json!({
            "game": record.id,
            "channel": mention_channel(record.channel_id),
            "kind": record.game,
            "status": record.status.as_str(),
            "seats": record.seats.iter().map(|s| mention_user(s.user_id)).collect::<Vec<_>>(),
        });
        if record.setup.is_some() {
            let (public, private) = game_type_of(record)?.views(self, record).await?;
            dump["public"] = public;
            dump["private"] = private;
        }
        Ok(dump)
    }
}

/// The spec of `/top sub`, or the refusal naming the commands of `/top`.
fn spec_of(top: &str, sub: &str) -> Result<&'static CommandSpec, Refusal> {
    super::command_spec(top, sub).ok_or_else(|| unknown(top, sub))
}

fn unknown(top: &str, sub: &str) -> Refusal {
    let names: Vec<Arg> = groups()
        .iter()
        .filter(|g| g.name == top)
        .flat_map(|g| g.commands.iter().map(|c| Arg::name(&[g.name, c.name])))
        .collect();
    Refusal::unknown_command(msg!(
        "refused-unknown-sub",
        top = Arg::command(&[top]),
        sub = sub,
        commands = Arg::And(names)
    ))
}

/// A page pressed for (of the log, of the leaderboard) replaces the message pressed: the
/// presser's own answer, when it is not a refusal.
fn updating(mut posts: Vec<Post>, user: i64) -> Vec<Post> {
    for post in &mut posts {
        post.update = post.to == To::User(user) && post.refused.is_none();
    }
    posts
}

/// What a user is told when the database could not take their command, and the one log line
/// naming why (the cause's chain, no backtrace).
fn apology(inv: &Invocation, e: &anyhow::Error) -> Vec<Post> {
    tracing::error!(error = %format!("{e:#}"), command = %inv.command.name(), "the database cannot take a write");
    // The table's language cannot be read from a database that failed: the user's own, else English.
    let lang = Lang::for_reader(inv.locale.as_deref(), Lang::En);
    vec![Post::text(
        To::User(inv.user_id),
        msg!("table-apology").render(lang),
    )]
}

/// Why `what` failed, in one line: the disk's own words when it failed, else the error's chain.
fn stopped(what: String, e: anyhow::Error) -> anyhow::Error {
    match crate::store::disk_failure(&e) {
        Some(why) => anyhow::anyhow!(
            "{what}: the database's disk cannot take a write ({why}); free space on it or check it"
        ),
        None => e.context(what),
    }
}
