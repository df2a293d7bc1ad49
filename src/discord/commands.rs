//! The slash commands: `/game ...` (what every game shares), `/festivals ...` (The Festivals'
//! actions) and `/indonesia ...` (Indonesia's actions). Each subcommand only turns its options
//! into an [`Invocation`] (users as `<@id>`, channels as `<#id>`, choices and numbers as text)
//! and hands it to the table; see [`super::run`].
//!
//! The option names are the table's own (src/table/lobby.rs, src/table/festivals.rs and
//! src/table/indonesia.rs). The script-only options `seed` and `setup` are never slash-command
//! options: a seed would reveal the deck.

use super::{Context, Error, run, suggest};
use poise::serenity_prelude as serenity;

fn user(u: Option<serenity::User>) -> Option<String> {
    u.map(|u| crate::table::mention_user(u.id.get() as i64))
}

/// The games a table can hold.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameKind {
    #[name = "festivals"]
    Festivals,
    #[name = "indonesia"]
    Indonesia,
}

/// Indonesia: whether players' cash is public.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Money {
    #[name = "open"]
    Open,
    #[name = "closed"]
    Closed,
}

/// Indonesia's research tracks, by the words the table reads.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ResearchTrack {
    #[name = "bid"]
    Bid,
    #[name = "slots"]
    Slots,
    #[name = "mergers"]
    Mergers,
    #[name = "expansion"]
    Expansion,
    #[name = "hull"]
    Hull,
}

/// Who moves a typhoon when several players tie for the lowest score.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TyphoonTies {
    #[name = "nobody"]
    Nobody,
    #[name = "airplane"]
    Airplane,
}

/// Where a resting traveller takes tickets from.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RestFrom {
    #[name = "island"]
    Island,
    #[name = "pool"]
    Pool,
    #[name = "nothing"]
    Nothing,
}

fn choice(c: impl poise::ChoiceParameter) -> String {
    c.name().to_string()
}

/// Board game tables: open one in this channel, take a seat, start, look at the board
#[poise::command(
    slash_command,
    subcommands(
        "game_new",
        "game_join",
        "game_leave",
        "game_start",
        "game_board",
        "game_status",
        "game_hand",
        "game_log",
        "game_abort"
    ),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a table for a game in this channel; you take the first seat
#[poise::command(slash_command, rename = "new")]
pub async fn game_new(
    ctx: Context<'_>,
    #[description = "The game to play"] game: GameKind,
    #[description = "Start by itself once this many are seated: 2 to 4 for The Festivals, 2 to 5 for Indonesia"]
    #[min = 2]
    #[max = 5]
    players: Option<u8>,
    #[description = "The Festivals only, advanced mode: how many typhoons block the sea (0 to 3; default 0)"]
    #[min = 0]
    #[max = 3]
    typhoons: Option<u8>,
    #[description = "The Festivals only, advanced mode: who moves a typhoon when the lowest score is tied"]
    typhoon_ties: Option<TyphoonTies>,
    #[description = "Indonesia: whether players' cash is public (default closed)"] money: Option<
        Money,
    >,
) -> Result<(), Error> {
    run(
        ctx,
        &["game", "new"],
        vec![
            ("game", Some(choice(game))),
            ("players", players.map(|n| n.to_string())),
            ("typhoons", typhoons.map(|n| n.to_string())),
            ("typhoon_ties", typhoon_ties.map(choice)),
            ("money", money.map(choice)),
        ],
    )
    .await
}

/// Take a seat at the table in this channel before the game starts
#[poise::command(slash_command, rename = "join")]
pub async fn game_join(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, &["game", "join"], vec![]).await
}

/// Give up your seat at the table in this channel before the game starts
#[poise::command(slash_command, rename = "leave")]
pub async fn game_leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, &["game", "leave"], vec![]).await
}

/// Start the game at this table (its creator, once at least 2 players are seated)
#[poise::command(slash_command, rename = "start")]
pub async fn game_start(
    ctx: Context<'_>,
    #[description = "The player who holds the airplane first (default: a random player)"]
    airplane: Option<serenity::User>,
) -> Result<(), Error> {
    run(ctx, &["game", "start"], vec![("airplane", user(airplane))]).await
}

/// Show the board picture and a short status of the game
#[poise::command(slash_command, rename = "board")]
pub async fn game_board(
    ctx: Context<'_>,
    #[description = "The game's channel, when you ask from a DM and sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(ctx, &["game", "board"], vec![("table", table)]).await
}

/// Show the round, festivals, scores, and who must act and how
#[poise::command(slash_command, rename = "status")]
pub async fn game_status(
    ctx: Context<'_>,
    #[description = "The game's channel, when you ask from a DM and sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(ctx, &["game", "status"], vec![("table", table)]).await
}

/// Show your own tickets and plan; only you see the answer
#[poise::command(slash_command, rename = "hand")]
pub async fn game_hand(
    ctx: Context<'_>,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(ctx, &["game", "hand"], vec![("table", table)]).await
}

/// Show the last public events of the game
#[poise::command(slash_command, rename = "log")]
pub async fn game_log(
    ctx: Context<'_>,
    #[description = "The game's channel, when you ask from a DM and sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(ctx, &["game", "log"], vec![("table", table)]).await
}

/// End the game in this channel for everyone (its creator only) and free the channel
#[poise::command(slash_command, rename = "abort")]
pub async fn game_abort(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, &["game", "abort"], vec![]).await
}

/// The Festivals: plan tickets in secret, travel the islands, reach the festival first
#[poise::command(
    slash_command,
    subcommands(
        "festivals_plan",
        "festivals_move",
        "festivals_rest",
        "festivals_order",
        "festivals_discard",
        "festivals_typhoon",
        "festivals_pick"
    ),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
pub async fn festivals(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Phase 1, secret: choose the tickets you show this round (only you see the answer)
#[poise::command(slash_command, rename = "plan")]
pub async fn festivals_plan(
    ctx: Context<'_>,
    #[description = "Ticket colours from your hand, e.g. \"yellow blue\", or none to rest"]
    #[autocomplete = "suggest"]
    tickets: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["festivals", "plan"],
        vec![("tickets", Some(tickets)), ("table", table)],
    )
    .await
}

/// Phase 2: travel one step, placing a shown ticket on a free space of its colour
#[poise::command(slash_command, rename = "move")]
pub async fn festivals_move(
    ctx: Context<'_>,
    #[description = "A neighbouring island you can reach now"]
    #[autocomplete = "suggest"]
    to: String,
    #[description = "The colour of the shown ticket to place: yellow, black or blue"]
    #[autocomplete = "suggest"]
    ticket: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["festivals", "move"],
        vec![("to", Some(to)), ("ticket", Some(ticket)), ("table", table)],
    )
    .await
}

/// Phase 2, when you showed nothing: rest and take tickets
#[poise::command(slash_command, rename = "rest")]
pub async fn festivals_rest(
    ctx: Context<'_>,
    #[description = "island: your island's centre; pool: its depicted tokens; or nothing"]
    from: RestFrom,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["festivals", "rest"],
        vec![("from", Some(choice(from))), ("table", table)],
    )
    .await
}

/// Airplane holder: settle a tie by naming every tied player, first to last
#[poise::command(slash_command, rename = "order")]
pub async fn festivals_order(
    ctx: Context<'_>,
    #[description = "Every tied player, first to last, e.g. \"@bob @alice\""]
    #[autocomplete = "suggest"]
    players: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["festivals", "order"],
        vec![("players", Some(players)), ("table", table)],
    )
    .await
}

/// Phase 3, airplane holder: return an island's surplus tickets to the pool
#[poise::command(slash_command, rename = "discard")]
pub async fn festivals_discard(
    ctx: Context<'_>,
    #[description = "The island holding more tickets than it keeps"]
    #[autocomplete = "suggest"]
    island: String,
    #[description = "The tickets to return, e.g. \"black blue\""]
    #[autocomplete = "suggest"]
    tickets: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["festivals", "discard"],
        vec![
            ("island", Some(island)),
            ("tickets", Some(tickets)),
            ("table", table),
        ],
    )
    .await
}

/// Phase 3, lowest score: move a typhoon (give no options to leave them where they are)
#[poise::command(slash_command, rename = "typhoon")]
pub async fn festivals_typhoon(
    ctx: Context<'_>,
    #[description = "Where a typhoon is now, e.g. Sumatera|Kalimantan"]
    #[autocomplete = "suggest"]
    from: Option<String>,
    #[description = "A free side between two islands, e.g. Bali|Nusa Tenggara"]
    #[autocomplete = "suggest"]
    to: Option<String>,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["festivals", "typhoon"],
        vec![("from", from), ("to", to), ("table", table)],
    )
    .await
}

/// Airplane holder: pick who moves a typhoon when the lowest score is tied
#[poise::command(slash_command, rename = "pick")]
pub async fn festivals_pick(
    ctx: Context<'_>,
    #[description = "The tied player who may move a typhoon"] player: serenity::User,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["festivals", "pick"],
        vec![("player", user(Some(player))), ("table", table)],
    )
    .await
}

/// Indonesia: found companies, merge them, ship goods across the archipelago
#[poise::command(
    slash_command,
    subcommands(
        "indonesia_city",
        "indonesia_bid",
        "indonesia_merge",
        "indonesia_raise",
        "indonesia_pass",
        "indonesia_remove",
        "indonesia_acquire",
        "indonesia_research",
        "indonesia_operate",
        "indonesia_expand",
        "indonesia_prefer",
        "indonesia_ship",
        "indonesia_grow"
    ),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
pub async fn indonesia(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// New Era: place a size 1 city from your city card in an empty coastal area
#[poise::command(slash_command, rename = "city")]
pub async fn indonesia_city(
    ctx: Context<'_>,
    #[description = "An empty coastal area of one of your card's provinces, e.g. Jabar3"]
    #[autocomplete = "suggest"]
    area: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "city"],
        vec![("area", Some(area)), ("table", table)],
    )
    .await
}

/// Turn Order Bid: bid cash for the turn order; it goes into your stash
#[poise::command(slash_command, rename = "bid")]
pub async fn indonesia_bid(
    ctx: Context<'_>,
    #[description = "Rupiah from your cash, 0 or more"]
    #[min = 0]
    amount: u32,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "bid"],
        vec![("amount", Some(amount.to_string())), ("table", table)],
    )
    .await
}

/// Mergers: propose merging two companies and make the first bid
#[poise::command(slash_command, rename = "merge")]
pub async fn indonesia_merge(
    ctx: Context<'_>,
    #[description = "A company, by its number like 3 or #3, or by its name"]
    #[autocomplete = "suggest"]
    first: String,
    #[description = "The company to merge it with, by number or name"]
    #[autocomplete = "suggest"]
    second: String,
    #[description = "Your first bid in rupiah: a multiple of the ships or areas"]
    #[min = 0]
    bid: u32,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "merge"],
        vec![
            ("first", Some(first)),
            ("second", Some(second)),
            ("bid", Some(bid.to_string())),
            ("table", table),
        ],
    )
    .await
}

/// Mergers: raise the bid in the merger auction
#[poise::command(slash_command, rename = "raise")]
pub async fn indonesia_raise(
    ctx: Context<'_>,
    #[description = "Your new bid in rupiah, above the highest so far"]
    #[min = 0]
    amount: u32,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "raise"],
        vec![("amount", Some(amount.to_string())), ("table", table)],
    )
    .await
}

/// Decline: no merger now, leave the auction, no more acquisitions, or stop expanding
#[poise::command(slash_command, rename = "pass")]
pub async fn indonesia_pass(
    ctx: Context<'_>,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(ctx, &["indonesia", "pass"], vec![("table", table)]).await
}

/// Siap saji creation: give up one of the merged company's rice or spice areas
#[poise::command(slash_command, rename = "remove")]
pub async fn indonesia_remove(
    ctx: Context<'_>,
    #[description = "A rice or spice area of the new company, e.g. Bali2"]
    #[autocomplete = "suggest"]
    area: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "remove"],
        vec![("area", Some(area)), ("table", table)],
    )
    .await
}

/// Acquisitions: take an unclaimed deed and place its first good or ship
#[poise::command(slash_command, rename = "acquire")]
pub async fn indonesia_acquire(
    ctx: Context<'_>,
    #[description = "An unclaimed deed, e.g. \"A rice Bali\""]
    #[autocomplete = "suggest"]
    deed: String,
    #[description = "A land area for its first good, or a sea for its first ship (e.g. S7)"]
    #[autocomplete = "suggest"]
    at: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "acquire"],
        vec![("deed", Some(deed)), ("at", Some(at)), ("table", table)],
    )
    .await
}

/// Research: advance one track a step (hull may be another player's)
#[poise::command(slash_command, rename = "research")]
pub async fn indonesia_research(
    ctx: Context<'_>,
    #[description = "The track to advance"] track: ResearchTrack,
    #[description = "Hull only: whose hull to advance (default: yours)"] player: Option<
        serenity::User,
    >,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "research"],
        vec![
            ("track", Some(choice(track))),
            ("player", user(player)),
            ("table", table),
        ],
    )
    .await
}

/// Operations: operate one of your companies
#[poise::command(slash_command, rename = "operate")]
pub async fn indonesia_operate(
    ctx: Context<'_>,
    #[description = "Your company not yet operated this year, by number like 3 or by name"]
    #[autocomplete = "suggest"]
    company: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "operate"],
        vec![("company", Some(company)), ("table", table)],
    )
    .await
}

/// Operations: expand the company operating, by a land area or a ship
#[poise::command(slash_command, rename = "expand")]
pub async fn indonesia_expand(
    ctx: Context<'_>,
    #[description = "A land area for a production company, a sea (e.g. S7) for a shipping company"]
    #[autocomplete = "suggest"]
    at: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "expand"],
        vec![("at", Some(at)), ("table", table)],
    )
    .await
}

/// Operations: ask for a shipping plan that uses this shipping company first
#[poise::command(slash_command, rename = "prefer")]
pub async fn indonesia_prefer(
    ctx: Context<'_>,
    #[description = "A shipping company by number or name, or none to forget the preferences"]
    #[autocomplete = "suggest"]
    company: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "prefer"],
        vec![("company", Some(company)), ("table", table)],
    )
    .await
}

/// Operations: ship the goods by the plan shown
#[poise::command(slash_command, rename = "ship")]
pub async fn indonesia_ship(
    ctx: Context<'_>,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(ctx, &["indonesia", "ship"], vec![("table", table)]).await
}

/// City Growth: pick a city to grow when the supply of bigger cities runs short
#[poise::command(slash_command, rename = "grow")]
pub async fn indonesia_grow(
    ctx: Context<'_>,
    #[description = "The city's area, e.g. Jatim4"]
    #[autocomplete = "suggest"]
    area: String,
    #[description = "The game's channel, when you sit at several tables"]
    #[autocomplete = "suggest"]
    table: Option<String>,
) -> Result<(), Error> {
    run(
        ctx,
        &["indonesia", "grow"],
        vec![("area", Some(area)), ("table", table)],
    )
    .await
}
