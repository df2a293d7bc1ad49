//! The script runner: plays a file of command lines through the table service, exactly as
//! Discord invocations would arrive, and prints every post as one JSON line.
//!
//! ```text
//! # a comment
//! @alice #table /game new game:festivals seed:7
//! @bob #table /game join
//! @alice dm /festivals plan tickets:"yellow blue"
//! ```
//!
//! `@alice #t press id:<custom id>` presses a button of an earlier post (its custom id as the
//! JSON shows it), `press id:<custom id> values:"0 2"` picks options of a menu (their values),
//! through the same code as a click in Discord. A press that opens a form (Discord's modal,
//! "Another amount…") prints it as `form`; `press id:<the form's custom id> values:57` answers it.
//! A press that pages prints `"update":true`: in Discord its answer replaces the message pressed.
//!
//! A public message is printed with its number in the run (`"message":3`). Progress that
//! notifies nobody ("@bob has planned") edits the game's turn card: it is printed as its own
//! line naming the card's message (`"edit":3`, no number of its own) with the card's whole new
//! text, flags, components and pictures.
//!
//! `@alice*` acts as a user who may manage the server (Discord's Manage Server permission).
//!
//! `tick +25h` sets the table's clock 25 hours ahead of the real time for the rest of the run and
//! runs the deadlines then due (reminders, defaults): a table opened with `deadline:24h`, or a
//! host's silence, can be tried without waiting. It also plays the bot seats' moves then due
//! (one per game, once the game has been still for 3 seconds of that clock): the clock counts
//! from the real time, so each further bot move takes a tick further ahead (`tick +4s`,
//! `tick +8s`, ...).
//!
//! Users and channels get ids derived from their names, the same in every run, so a game stored
//! with `--db` by one run is continued by the next; there a line without `id:` has an implicit
//! origin (the script's text and the line's number), so the same script run again resumes after
//! the lines it applied. A line may start with `id:<origin>`: the same line sent twice (with the
//! same id) is applied once and answered the same way. Option values written `@name` or `#name`
//! reach the table as Discord mentions, and mentions in posts are printed back as names.

use crate::store::Store;
use crate::table::{
    Command, Invocation, Place, Post, RefusalKind, Table, To, mention_channel, mention_user,
};
use anyhow::{Context, Result};
use serde::Serialize;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

pub struct ScriptOptions {
    /// The database to keep the games in (a SQLite file path or URL, or a `postgres://` URL);
    /// in memory when None.
    pub db: Option<String>,
    /// Where to write the pictures.
    pub images: Option<PathBuf>,
    /// Print each game's views at the end.
    pub dump: bool,
    /// Where `setup:FILE` paths are looked up.
    pub base_dir: PathBuf,
}

/// What a run printed, line by line, and whether any script line was malformed.
pub struct ScriptRun {
    pub output: Vec<String>,
    pub malformed: bool,
}

#[derive(Serialize)]
struct PostLine<'a> {
    line: usize,
    to: String,
    /// A public message's number in this run (an edit names the message it changes by it).
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<u64>,
    /// An edit of the earlier message of this number (the game's turn card), with its whole
    /// new body: in Discord it replaces that message and notifies nobody.
    #[serde(skip_serializing_if = "Option::is_none")]
    edit: Option<u64>,
    /// The kind of refusal, when the post is one (`"not_your_turn"`, `"bad_option"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    refused: Option<RefusalKind>,
    /// The words of the post (a card's or panel's text displays, joined).
    text: String,
    images: Vec<&'a str>,
    /// The message's flags as sent to Discord (Components V2, for a card or a panel).
    #[serde(skip_serializing_if = "Option::is_none")]
    flags: Option<u64>,
    /// The post's components exactly as sent to Discord: its action rows, or a card's or
    /// panel's container (mentions written back as names, as in `text`).
    #[serde(skip_serializing_if = "is_empty")]
    components: serde_json::Value,
    /// A form the press opened (its answer: `press id:<custom id> values:<number>`).
    #[serde(skip_serializing_if = "Option::is_none")]
    form: Option<&'a crate::table::controls::Form>,
    /// The answer to a press that pages: in Discord it replaces the message pressed.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    update: bool,
}

fn is_empty(components: &serde_json::Value) -> bool {
    components.as_array().is_none_or(Vec::is_empty)
}

#[derive(Serialize)]
struct ErrorLine {
    line: usize,
    error: String,
}

/// A stable id for a user or channel name (FNV-1a), positive like a Discord snowflake.
pub fn id_for(kind: &str, name: &str) -> i64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in kind.bytes().chain([b':']).chain(name.bytes()) {
        hash ^= byte as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash >> 1) as i64
}

/// Names seen in the script, to print mentions back as names.
#[derive(Default)]
pub struct Names {
    users: HashMap<i64, String>,
    channels: HashMap<i64, String>,
}

impl Names {
    /// The id of a user name (`alice` without the `@`), remembered for printing.
    pub fn user(&mut self, name: &str) -> i64 {
        let id = id_for("user", name);
        self.users.insert(id, name.to_string());
        id
    }

    fn channel(&mut self, name: &str) -> i64 {
        let id = id_for("channel", name);
        self.channels.insert(id, name.to_string());
        id
    }

    /// `<@id>` to `@name` and `<#id>` to `#name`, in one pass over the text; mentions of
    /// unknown ids stay as they are.
    pub fn humanise(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find('<') {
            out.push_str(&rest[..at]);
            rest = &rest[at..];
            let named = (|| {
                let (sigil, map) = match rest.as_bytes().get(1)? {
                    b'@' => ('@', &self.users),
                    b'#' => ('#', &self.channels),
                    _ => return None,
                };
                let end = rest.find('>')?;
                let id: i64 = rest[2..end].trim_start_matches('!').parse().ok()?;
                Some((format!("{sigil}{}", map.get(&id)?), end + 1))
            })();
            match named {
                Some((name, len)) => {
                    out.push_str(&name);
                    rest = &rest[len..];
                }
                None => {
                    out.push('<');
                    rest = &rest[1..];
                }
            }
        }
        out.push_str(rest);
        out
    }

    fn to(&self, to: To) -> String {
        match to {
            To::Channel(id) => format!(
                "#{}",
                self.channels
                    .get(&id)
                    .cloned()
                    .unwrap_or_else(|| id.to_string())
            ),
            To::User(id) => format!(
                "@{}",
                self.users
                    .get(&id)
                    .cloned()
                    .unwrap_or_else(|| id.to_string())
            ),
        }
    }
}

/// Splits a line into words; double quotes group words (`tickets:"yellow blue"`).
fn words(line: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut any = false;
    for ch in line.chars() {
        match ch {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut current));
                    any = false;
                }
            }
            c => {
                current.push(c);
                any = true;
            }
        }
    }
    if quoted {
        return Err("a double quote is not closed".into());
    }
    if any {
        out.push(current);
    }
    Ok(out)
}

/// One script line as an invocation.
fn parse_line(line: &str, names: &mut Names, base_dir: &Path) -> Result<Invocation, String> {
    let words = words(line)?;
    let mut it = words.iter().peekable();
    // `id:<origin>` first: the command's origin, so that the line sent twice applies once.
    let origin = match it.peek().and_then(|w| w.strip_prefix("id:")) {
        Some(id) if !id.is_empty() => {
            it.next();
            Some(format!("script:{id}"))
        }
        Some(_) => return Err("`id:` needs a value, e.g. `id:42`".into()),
        None => None,
    };
    // `locale:id` and `guild_locale:id`: the languages Discord sends with an interaction (the
    // user's and the server's), so a game in another language plays offline.
    let (mut locale, mut guild_locale) = (None, None);
    while let Some((key, value)) = it.peek().and_then(|w| w.split_once(':')) {
        let slot = match key {
            "locale" => &mut locale,
            "guild_locale" => &mut guild_locale,
            _ => break,
        };
        if value.is_empty() {
            return Err(format!("`{key}:` needs a Discord locale, e.g. `{key}:id`"));
        }
        *slot = Some(value.to_string());
        it.next();
    }
    let user = it
        .next()
        .and_then(|w| w.strip_prefix('@'))
        .filter(|n| !n.is_empty())
        .ok_or("a line starts with the acting user, e.g. `@alice`")?;
    // `@alice*`: alice may manage the server (Discord's Manage Server).
    let (user, manages_server) = match user.strip_suffix('*') {
        Some(name) if !name.is_empty() => (name, true),
        _ => (user, false),
    };
    let mut channel_name = None;
    let place = match it.next().map(String::as_str) {
        Some("dm") => Place::Dm,
        Some(w) if w.starts_with('#') && w.len() > 1 => {
            channel_name = Some(w[1..].to_string());
            Place::Channel(names.channel(&w[1..]))
        }
        _ => return Err("after the user comes `#channel` or `dm`".into()),
    };
    // A slash command, or `press`: a button or menu of an earlier post.
    let first = it
        .next()
        .and_then(|w| match w.as_str() {
            "press" => Some(w.as_str()),
            _ => w.strip_prefix('/'),
        })
        .filter(|w| !w.is_empty())
        .ok_or("then comes the slash command, e.g. `/game join`, or `press id:<custom id>`")?;
    let mut command = Command {
        path: vec![first.to_ascii_lowercase()],
        options: Vec::new(),
    };
    for word in it {
        match word.split_once(':') {
            None if command.options.is_empty() => command.path.push(word.to_ascii_lowercase()),
            None => return Err(format!("`{word}` is not an `option:value` pair")),
            Some((key, value)) => {
                let key = key.to_ascii_lowercase();
                let value = if key == "setup" {
                    let path = base_dir.join(value);
                    std::fs::read_to_string(&path).map_err(|e| {
                        format!("cannot read the setup file {}: {e}", path.display())
                    })?
                } else {
                    mentions_in(value, names)
                };
                command.options.push((key, value));
            }
        }
    }
    let user_id = names.user(user);
    Ok(Invocation {
        user_id,
        user_name: user.to_string(),
        // A script's channels are all in one pretend server.
        guild: match place {
            Place::Channel(_) => Some(id_for("guild", "script")),
            Place::Dm => None,
        },
        manages_server,
        place,
        channel_name,
        command,
        origin,
        locale,
        guild_locale,
    })
}

/// `@bob` and `#table` inside an option value become Discord mentions; `#3` (a number, as
/// companies are named) stays as typed.
fn mentions_in(value: &str, names: &mut Names) -> String {
    value
        .split(' ')
        .map(|w| match (w.strip_prefix('@'), w.strip_prefix('#')) {
            (Some(n), _) if !n.is_empty() => mention_user(names.user(n)),
            (_, Some(n)) if !n.is_empty() && !n.chars().all(|c| c.is_ascii_digit()) => {
                mention_channel(names.channel(n))
            }
            _ => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A script in progress: the table, and the names seen so far. Tests drive it line by line to
/// look at the raw posts (pictures included).
pub struct Runner {
    table: Table,
    names: Names,
    base_dir: PathBuf,
    /// The number of the last picture named: picture files are numbered in the order they were
    /// posted, so that listing them shows the game in play order.
    pictures: u64,
    /// The number of the last public message printed.
    messages: u64,
    /// The number of the message showing each turn card printed (by its game and count of
    /// actions), which the card's edits name.
    cards: HashMap<crate::table::CardAt, u64>,
}

impl Runner {
    pub fn new(table: Table, base_dir: PathBuf) -> Runner {
        Runner {
            table,
            names: Names::default(),
            base_dir,
            pictures: 0,
            messages: 0,
            cards: HashMap::new(),
        }
    }

    /// Learns from the store the names behind mentions this run has not seen (players and
    /// channels of games stored by an earlier run), so that posts print names, not ids. Only
    /// the ids in `posts` are looked up: nothing is read per stored game.
    pub async fn learn_names(&mut self, posts: &[Post]) -> Result<()> {
        for post in posts {
            let (users, channels) = mentioned(&post.text);
            let recipient = match post.to {
                To::User(u) => (Some(u), None),
                To::Channel(c) => (None, Some(c)),
            };
            for id in users.into_iter().chain(recipient.0) {
                if !self.names.users.contains_key(&id)
                    && let Some(name) = self.table.store().user_name(id).await?
                {
                    self.names.users.insert(id, name);
                }
            }
            for id in channels.into_iter().chain(recipient.1) {
                if !self.names.channels.contains_key(&id)
                    && let Some(name) = self.table.store().channel_name(id).await?
                {
                    self.names.channels.insert(id, name);
                }
            }
        }
        Ok(())
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Plays one script line (not a comment): its posts, their pictures drawn, or what is
    /// malformed about it (or why the database could not take it).
    pub async fn play(&mut self, line: &str) -> Result<Vec<Post>, String> {
        match self.play_from(line, None).await {
            Ok(posts) => posts,
            Err(stopped) => Err(format!("{stopped:#}")),
        }
    }

    /// [`Runner::play`], with `implicit` as the origin of a line without `id:`; such a line
    /// whose origin was seen before was applied by an earlier run: it is skipped, giving nothing.
    /// The error: the database cannot take the line's write, and the run stops.
    pub async fn play_from(
        &mut self,
        line: &str,
        implicit: Option<String>,
    ) -> Result<Result<Vec<Post>, String>> {
        let mut posts = match self.posts_of(line, implicit).await? {
            Ok(posts) => posts,
            Err(malformed) => return Ok(Err(malformed)),
        };
        self.table.develop(&mut posts).await;
        Ok(Ok(posts))
    }

    /// The posts of one script line, as the table answers them, or what is malformed about it.
    async fn posts_of(
        &mut self,
        line: &str,
        implicit: Option<String>,
    ) -> Result<Result<Vec<Post>, String>> {
        if let Some(offset) = line.trim().strip_prefix("tick") {
            let seconds = match parse_offset(offset.trim()) {
                Ok(seconds) => seconds,
                Err(malformed) => return Ok(Err(malformed)),
            };
            self.table.set_clock_ahead(seconds);
            return Ok(Ok(self.table.tick(self.table.now()).await));
        }
        let mut inv = match parse_line(line.trim(), &mut self.names, &self.base_dir) {
            Ok(inv) => inv,
            Err(malformed) => return Ok(Err(malformed)),
        };
        if inv.origin.is_none()
            && let Some(origin) = implicit
        {
            if self
                .table
                .store()
                .seen(&origin)
                .await
                .context("cannot read the database")?
            {
                return Ok(Ok(Vec::new()));
            }
            inv.origin = Some(origin);
        }
        Ok(Ok(self.table.handle_checked(&inv).await?))
    }

    /// Marks posts delivered (printed): they are not delivered again.
    pub async fn delivered(&self, posts: &[Post]) -> Result<()> {
        let ids: Vec<i64> = posts.iter().filter_map(|p| p.outbox).collect();
        self.table.store().mark_sent(&ids).await
    }

    /// The posts an earlier run stored but did not deliver (it was stopped in between), their
    /// pictures drawn.
    pub async fn undelivered(&self) -> Result<Vec<Post>> {
        let rows = self.table.store().claim_pending(100_000).await?;
        let mut posts: Vec<Post> = rows.into_iter().map(Post::from_stored).collect();
        self.table.develop(&mut posts).await;
        Ok(posts)
    }

    /// A post as the runner prints it: `{"line", "to", "text", "images"}` (and `refused`, the
    /// kind of a refusal), with the file names its pictures were given, and the flags and
    /// components of the message that carries its rows, as the Discord layer sends it. A
    /// public message is numbered; an edit of a turn card names the card's message instead
    /// (`"edit"`), or is a new message, as in Discord, when that card was not printed (an
    /// earlier run's).
    fn print(&mut self, line: usize, post: &Post, files: &[String]) -> String {
        let edit = post.edits.and_then(|at| self.cards.get(&at).copied());
        let message = (matches!(post.to, To::Channel(_)) && edit.is_none()).then(|| {
            self.messages += 1;
            self.messages
        });
        if let (Some(n), Some(at)) = (message, post.card.or(post.edits)) {
            self.cards.insert(at, n);
        }
        let sent = crate::discord::outbox::messages(post, "script");
        let body = sent.last().map(|m| m.body.clone()).unwrap_or_default();
        serde_json::to_string(&PostLine {
            line,
            to: self.names.to(post.to),
            message,
            edit,
            refused: post.refused,
            text: self.names.humanise(&post.text),
            images: files.iter().map(String::as_str).collect(),
            flags: body["flags"].as_u64(),
            components: self.humanise_json(body["components"].clone()),
            form: post.form.as_ref(),
            update: post.update,
        })
        .expect("a post serialises")
    }

    /// Mentions in a text written back as `@name` and `#name`.
    pub fn humanise(&self, text: &str) -> String {
        self.names.humanise(text)
    }

    /// Every string in a JSON value humanised (the value stays valid JSON whatever names hold).
    pub fn humanise_json(&self, value: serde_json::Value) -> serde_json::Value {
        use serde_json::Value;
        match value {
            Value::String(s) => Value::String(self.humanise(&s)),
            Value::Array(items) => {
                Value::Array(items.into_iter().map(|v| self.humanise_json(v)).collect())
            }
            Value::Object(map) => Value::Object(
                map.into_iter()
                    .map(|(k, v)| (k, self.humanise_json(v)))
                    .collect(),
            ),
            other => other,
        }
    }

    /// `#name` or `@name` for a post's recipient.
    pub fn recipient(&self, to: To) -> String {
        self.names.to(to)
    }
}

/// Runs a whole script.
pub async fn run(script: &str, options: &ScriptOptions) -> Result<ScriptRun> {
    let mut output = Vec::new();
    let malformed = run_with(script, options, &mut |line| {
        output.push(line);
        Ok(())
    })
    .await?;
    Ok(ScriptRun { output, malformed })
}

/// Runs a whole script, handing each output line to `emit` as soon as it is made (a post is
/// marked delivered once emitted). First come the posts an earlier run on the same database
/// stored but did not deliver, as line 0. Gives whether any line was malformed.
pub async fn run_with(
    script: &str,
    options: &ScriptOptions,
    emit: &mut dyn FnMut(String) -> Result<()>,
) -> Result<bool> {
    let store = match &options.db {
        Some(url) => Store::open(url).await?,
        None => Store::open_memory().await?,
    };
    for line in crate::table::registry::other_rules(&store).await? {
        eprintln!("nusantara: {line}");
    }
    let mut runner = Runner::new(Table::new(store), options.base_dir.clone());
    if let Some(dir) = &options.images {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        runner.pictures = last_picture_number(dir);
    }
    let mut malformed = false;
    let undelivered = runner.undelivered().await?;
    runner.emit(0, &undelivered, options, emit).await?;
    let mut beat = std::time::Instant::now();
    for (index, raw) in script.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        // A long run keeps its claim on the posts it writes.
        if beat.elapsed() > std::time::Duration::from_secs(5) {
            runner.table.store().heartbeat().await?;
            beat = std::time::Instant::now();
        }
        // With a database, a line without `id:` gets one from the script's text and its line
        // number: a run of the same script again resumes after the lines applied before.
        let implicit = options
            .db
            .as_ref()
            .map(|_| format!("script:{:x}:{line}", id_for("script", script)));
        // A line the database cannot take stops the run, naming the cause and the line.
        let played = runner
            .play_from(trimmed, implicit)
            .await
            .with_context(|| format!("line {line}"))?;
        match played {
            Ok(posts) => runner.emit(line, &posts, options, emit).await?,
            Err(error) => {
                malformed = true;
                emit(serde_json::to_string(&ErrorLine { line, error })?)?;
            }
        }
    }
    if options.dump {
        for game in runner.table.store().all_games().await? {
            let dump = runner.table.dump(&game).await?;
            for seat in &game.seats {
                runner
                    .names
                    .users
                    .entry(seat.user_id)
                    .or_insert(seat.name.clone());
            }
            if let Some(name) = &game.channel_name {
                runner
                    .names
                    .channels
                    .entry(game.channel_id)
                    .or_insert(name.clone());
            }
            let dump = runner.humanise_json(serde_json::json!({ "dump": dump }));
            emit(serde_json::to_string(&dump)?)?;
        }
    }
    Ok(malformed)
}

impl Runner {
    /// Prints a line's posts (writing their pictures), marking each delivered once printed: a
    /// run killed while printing one delivers it, and only the ones after it, next time.
    async fn emit(
        &mut self,
        line: usize,
        posts: &[Post],
        options: &ScriptOptions,
        emit: &mut dyn FnMut(String) -> Result<()>,
    ) -> Result<()> {
        self.learn_names(posts).await?;
        for post in posts {
            let mut files = Vec::new();
            for image in &post.images {
                self.pictures += 1;
                let file = picture_file(self.pictures, &image.name);
                if let Some(dir) = &options.images {
                    let path = dir.join(&file);
                    std::fs::write(&path, &image.png)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                }
                files.push(file);
            }
            emit(self.print(line, post, &files))?;
            self.delivered(std::slice::from_ref(post))
                .await
                .context("cannot record that a post was printed")?;
        }
        Ok(())
    }
}

/// A picture's file name: the number of the post it came with in this folder (its place in the
/// order the channels saw the posts, never a count of actions, some of which are hidden), then
/// the name the table gave it (the game, its id, round and a hash of the picture).
fn picture_file(number: u64, name: &str) -> String {
    format!("{number:06}-{name}")
}

/// The highest number of a picture already in `dir` (an earlier run writing to the same
/// folder), so that the next ones sort after it.
fn last_picture_number(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let (number, _) = name.split_once('-')?;
            number.parse::<u64>().ok()
        })
        .max()
        .unwrap_or(0)
}

/// `+25h`, `+90m`, `+2d`: a time from now, in seconds (for `tick` lines).
fn parse_offset(text: &str) -> Result<i64, String> {
    let bad = || {
        format!("`tick {text}`: write a time from now, e.g. `tick +25h`, `tick +90m` or `tick +2d`")
    };
    let t = text.strip_prefix('+').ok_or_else(bad)?;
    let (number, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?);
    let n: i64 = number.parse().map_err(|_| bad())?;
    let unit = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return Err(bad()),
    };
    Ok(n * unit)
}

/// The user and channel ids mentioned in a text.
fn mentioned(text: &str) -> (Vec<i64>, Vec<i64>) {
    let (mut users, mut channels) = (Vec::new(), Vec::new());
    let mut rest = text;
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        let Some(end) = rest.find('>') else { break };
        let inner = &rest[..end];
        if let Some(id) = inner.strip_prefix('@') {
            if let Ok(id) = id.trim_start_matches('!').parse() {
                users.push(id);
            }
        } else if let Some(id) = inner.strip_prefix('#')
            && let Ok(id) = id.parse()
        {
            channels.push(id);
        }
    }
    (users, channels)
}

/// A complete seeded game of `key` as a script (see [`crate::tools::Tools::example`]).
pub fn example(key: &str, options: &Command, players: usize, seed: u64) -> Result<String, String> {
    let game = crate::tools::find(key).ok_or_else(|| format!("no game called {key}"))?;
    game.example(options, players, seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stable_and_distinct() {
        assert_eq!(id_for("user", "alice"), id_for("user", "alice"));
        assert_ne!(id_for("user", "alice"), id_for("channel", "alice"));
        assert!(id_for("user", "bob") > 0);
    }

    #[test]
    fn lines_parse_with_quotes_and_mentions() {
        let mut names = Names::default();
        let inv = parse_line(
            r#"@alice #table /festivals order players:"@bob @alice""#,
            &mut names,
            Path::new("."),
        )
        .unwrap();
        assert_eq!(inv.command.path, vec!["festivals", "order"]);
        assert_eq!(inv.place, Place::Channel(id_for("channel", "table")));
        let value = inv.command.option("players").unwrap();
        assert_eq!(
            value,
            format!(
                "<@{}> <@{}>",
                id_for("user", "bob"),
                id_for("user", "alice")
            )
        );
        assert_eq!(names.humanise(value), "@bob @alice");
    }

    #[test]
    fn a_number_after_a_hash_is_a_company_not_a_channel() {
        let mut names = Names::default();
        let inv = parse_line(
            "@alice #t /indonesia merge first:#3 second:#12 bid:40",
            &mut names,
            Path::new("."),
        )
        .unwrap();
        assert_eq!(inv.command.option("first"), Some("#3"));
        assert_eq!(inv.command.option("second"), Some("#12"));
        let inv = parse_line(
            "@alice #t /game status table:#t",
            &mut names,
            Path::new("."),
        )
        .unwrap();
        assert!(inv.command.option("table").unwrap().starts_with("<#"));
    }

    /// A refusal is printed with its kind; every other post exactly as before, without one.
    #[tokio::test]
    async fn a_refusal_is_printed_with_its_kind() {
        let options = ScriptOptions {
            db: None,
            images: None,
            dump: false,
            base_dir: PathBuf::from("."),
        };
        let script = "@alice #t /game new game:festivals players:2\n@alice #t /game join\n@bob #t /game undo table:t";
        let run = run(script, &options).await.unwrap();
        let lines: Vec<serde_json::Value> = run
            .output
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 3, "{:?}", run.output);
        assert!(lines[0].get("refused").is_none(), "{}", lines[0]);
        assert_eq!(lines[1]["refused"], "forbidden");
        assert_eq!(lines[1]["text"], "You already have a seat at this table.");
        assert_eq!(lines[2]["refused"], "bad_option");
        assert!(
            run.output[1].starts_with(r#"{"line":2,"to":"@alice","refused":"forbidden","text":"#),
            "{}",
            run.output[1]
        );
    }

    #[test]
    fn malformed_lines_say_what_is_wrong() {
        let mut names = Names::default();
        assert!(
            parse_line("alice #t /game join", &mut names, Path::new("."))
                .unwrap_err()
                .contains("@alice")
        );
        assert!(
            parse_line("@alice table /game join", &mut names, Path::new("."))
                .unwrap_err()
                .contains("#channel")
        );
        assert!(
            parse_line("@alice dm game join", &mut names, Path::new("."))
                .unwrap_err()
                .contains("slash")
        );
        assert!(
            parse_line(r#"@alice dm /x a:"b"#, &mut names, Path::new("."))
                .unwrap_err()
                .contains("quote")
        );
    }
}
