//! The `nusantara` command line: the Discord bot, the script runner, random self-play and the
//! benchmarks.

use clap::{Parser, Subcommand};
use nusantara::script::{ScriptOptions, run_with};
use nusantara::store::{Access, Store};
use nusantara::tools::{self, load};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tokio::runtime::Runtime;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "nusantara",
    version,
    about = "Play-by-chat board games: The Festivals, Indonesia and an East Indies trade game"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the Discord bot until SIGINT or SIGTERM. Reads DISCORD_TOKEN (required),
    /// DATABASE_URL (default: the SQLite file nusantara.db), RUST_LOG and DISCORD_API_PROXY
    /// (optional: an HTTP proxy for Discord's REST API), from the environment or a .env file
    /// in the working directory.
    Serve {
        /// The log level when RUST_LOG is not set, e.g. info, debug or nusantara=debug.
        #[arg(long, default_value = "info")]
        log_level: String,
        /// The range of Discord's shards this process serves, e.g. 0-3 (with --total-shards);
        /// also NUSANTARA_SHARDS. Several processes share one token and one database.
        #[arg(long, env = "NUSANTARA_SHARDS")]
        shards: Option<String>,
        /// How many shards the bot has in all; also NUSANTARA_TOTAL_SHARDS.
        #[arg(long, env = "NUSANTARA_TOTAL_SHARDS")]
        total_shards: Option<u32>,
    },
    /// Print the slash-command tree as JSON, exactly as it is registered with Discord (on
    /// stdout), and each command's size in Discord's count of characters (on stderr).
    Commands,
    /// Play a file of command lines through the table service and print every post as JSON.
    Script {
        /// The script file, or `-` for standard input.
        file: String,
        /// Keep the games in this database: a SQLite file path, or a `postgres://` URL (default:
        /// in memory, gone after the run).
        #[arg(long)]
        db: Option<String>,
        /// Write the board pictures into this folder.
        #[arg(long)]
        images: Option<PathBuf>,
        /// After the posts, print each game's public view and every seat's private view.
        #[arg(long)]
        dump: bool,
    },
    /// Play seeded games with the game's table bot in every seat (or, with --versus, named
    /// policies against each other), checking the rules' invariants after every action; prints
    /// one JSON line.
    Selfplay {
        /// The game, as in `/game new game:<key>`.
        game: String,
        /// The game's options as in `/game new`, e.g. `money:open` or `typhoons:2`.
        #[arg(value_name = "GAME_OPTION")]
        options: Vec<String>,
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// Seats per game.
        #[arg(long, default_value_t = 3)]
        players: usize,
        /// Game i is played with seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Instead of the report, print one game (the seed's) as a script for
        /// `nusantara script`.
        #[arg(long)]
        script: bool,
        /// Instead of the report, play the seed's game and write the game's pictures of it into
        /// this folder (Indonesia: one per era; others: the final board).
        #[arg(long, value_name = "DIR")]
        pictures: Option<std::path::PathBuf>,
        /// A tournament between the game's policies, one per seat (so as many players as
        /// names), every policy in every seat in turn, e.g. `--versus planner,random`; prints
        /// each policy's wins, mean margin and decision times.
        #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
        versus: Vec<String>,
        /// With `--versus`: print the results as one JSON line instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// The East Indies balance tournament: 3-company games between the scripted trader, raider
    /// and builder plans, every plan in every seat in turn; prints each plan's wins,
    /// bankruptcies and mean score, and fails when a plan wins under 20 % or over 50 % of the
    /// games or ends bankrupt in more than 10 %.
    Balance {
        /// How many games.
        #[arg(long, default_value_t = 300)]
        games: u32,
        /// Game i is played with seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play with this component data file instead of the shipped assets/indies/data.toml
        /// (to try numbers before changing them).
        #[arg(long, value_name = "FILE")]
        data: Option<PathBuf>,
    },
    /// Write a consistent copy of the live database (SQLite) into a new file, while the bot
    /// runs. For PostgreSQL use pg_dump.
    Backup {
        /// The new file.
        file: String,
        /// The database (default: DATABASE_URL, else nusantara.db).
        #[arg(long)]
        db: Option<String>,
    },
    /// Print the players' ratings, per server and game (tab-separated: server, game, user,
    /// rating, uncertainty, rated games), best first.
    Ratings {
        /// First recompute them all from the stored results of finished games, in the order
        /// the games finished (after a change of formula, say); games that ended before results
        /// were kept are read from their logs.
        #[arg(long)]
        rebuild: bool,
        /// The database (default: DATABASE_URL, else nusantara.db).
        #[arg(long)]
        db: Option<String>,
    },
    /// One process of the load test (started by `bench --load`); prints its report as JSON.
    #[command(hide = true)]
    LoadWorker {
        #[arg(long)]
        db: String,
        #[arg(long)]
        game: String,
        #[arg(long)]
        games: usize,
        #[arg(long)]
        seconds: u64,
        #[arg(long)]
        players: usize,
        #[arg(long)]
        id: usize,
    },
    /// Copy every game of one database into another, empty one: a SQLite file into PostgreSQL
    /// when a deployment grows past one process. Stop the bot first.
    MigrateDb {
        /// The database to read (a SQLite path or URL, or a `postgres://` URL).
        #[arg(long)]
        from: String,
        /// The database to fill; it is created (SQLite) or migrated (PostgreSQL) first and must
        /// hold no game.
        #[arg(long)]
        to: String,
    },
    /// Measure the speed targets (run a release build); exits non-zero when one is missed.
    Bench {
        /// Instead of the figures, run the load test: several processes of the table service
        /// on one database (see the options below), then check that nothing was lost or doubled
        /// and that every game replays to its stored state.
        #[arg(long)]
        load: bool,
        /// Load test: the database, a PostgreSQL server URL (a fresh database is made on it) or
        /// a new SQLite file.
        #[arg(long, default_value = "nusantara-load.db")]
        db: String,
        /// Load test: how many processes, e.g. 4, or several runs, e.g. 1,2,4.
        #[arg(long, default_value = "4")]
        processes: String,
        /// Load test: how many games.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Load test: how long each run sends commands.
        #[arg(long, default_value_t = 20)]
        seconds: u64,
        /// Load test: simulated players in each process (each sends its next command when the
        /// last is answered).
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// Load test: the game played.
        #[arg(long, default_value = "festivals")]
        game: String,
        /// Samples per figure. The shipping solver figures time ten times as many solves (the
        /// one on random games over at least this many era-C positions), the status figures
        /// five times as many (at most 500) at each length; the Indonesia replay takes at most
        /// 100.
        #[arg(long, default_value_t = 300)]
        samples: usize,
        /// Figures: only those of this game (`festivals`, `indonesia`, `indies`), for a quicker
        /// look at one game while working on it.
        #[arg(long)]
        only: Option<String>,
    },
}

fn main() -> ExitCode {
    // For `serve`, a .env file, when present, fills in what the environment does not set (read
    // before the options, some of which come from the environment).
    if std::env::args().nth(1).as_deref() == Some("serve")
        && let Err(e) = nusantara::discord::env_file::load()
    {
        eprintln!("nusantara: {e}");
        return ExitCode::from(2);
    }
    let cli = Cli::parse();
    let default_level = match &cli.command {
        Cmd::Serve { log_level, .. } => log_level.clone(),
        _ => "warn".to_string(),
    };
    // The bot's token never reaches the logs, at any level.
    nusantara::discord::logs::init(
        &default_level,
        std::env::var("DISCORD_TOKEN").ok().as_deref(),
    );
    match real_main(cli) {
        Ok(code) => code,
        Err(e) if e.is::<nusantara::discord::connection::TokenRefused>() => {
            eprintln!("nusantara: {e}");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("nusantara: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// `nusantara ratings`: every book's ratings, after a rebuild when asked (its count on stderr).
async fn ratings(rebuild: bool, db: Option<String>) -> anyhow::Result<ExitCode> {
    let url = db
        .or_else(|| std::env::var("DATABASE_URL").ok())
        .unwrap_or_else(|| "nusantara.db".to_string());
    Store::must_exist(&url)?;
    let store = Store::open(&url).await?;
    if rebuild {
        let rated =
            nusantara::table::rebuild_ratings(&nusantara::table::Table::new(store.clone())).await?;
        eprintln!("{rated} rated games counted");
    }
    for (guild, game) in store.books().await? {
        for (user, r) in store.ratings(Some(guild), &game).await? {
            println!(
                "{guild}\t{game}\t{user}\t{}\t{}\t{}",
                r.rating, r.uncertainty, r.games
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `key:value` words (as typed after `/game new`) as the options of a command.
fn option_words(words: &[String]) -> anyhow::Result<nusantara::table::Command> {
    let mut command = nusantara::table::Command::new(&["game", "new"], &[]);
    for word in words {
        let Some((key, value)) = word.split_once(':') else {
            anyhow::bail!("`{word}` is not an option: write key:value, e.g. money:open");
        };
        command.options.push((key.to_string(), value.to_string()));
    }
    Ok(command)
}

fn real_main(cli: Cli) -> anyhow::Result<ExitCode> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    match cli.command {
        Cmd::Serve {
            shards,
            total_shards,
            ..
        } => serve(runtime, shards, total_shards),
        Cmd::Commands => commands(),
        Cmd::Script {
            file,
            db,
            images,
            dump,
        } => script(&runtime, &file, db, images, dump),
        Cmd::Selfplay {
            game,
            options,
            games,
            players,
            seed,
            script,
            pictures,
            versus,
            json,
        } => {
            let Some(tools) = tools::find(&game) else {
                anyhow::bail!(
                    "there is no game called {game}; games: {}",
                    nusantara::table::registry::keys().join(", ")
                );
            };
            let options = option_words(&options)?;
            if script {
                print!(
                    "{}",
                    tools
                        .example(&options, players, seed)
                        .map_err(anyhow::Error::msg)?
                );
                Ok(ExitCode::SUCCESS)
            } else if let Some(dir) = pictures {
                showcase(tools, &options, players, seed, &dir)
            } else if !versus.is_empty() {
                let t = tools
                    .tournament(&options, &versus, games, seed)
                    .map_err(anyhow::Error::msg)?;
                if json {
                    println!("{}", serde_json::to_string(&t)?);
                } else {
                    print!("{t}");
                }
                Ok(ExitCode::SUCCESS)
            } else {
                let report = tools
                    .selfplay(&options, games, players, seed)
                    .map_err(anyhow::Error::msg)?;
                println!("{}", serde_json::to_string(&report)?);
                Ok(success(report.ok()))
            }
        }
        Cmd::Balance { games, seed, data } => balance(games, seed, data),
        Cmd::Backup { file, db } => {
            let url = db
                .or_else(|| std::env::var("DATABASE_URL").ok())
                .unwrap_or_else(|| "nusantara.db".to_string());
            runtime.block_on(async {
                let store = Store::open_for(&url, Access::Existing).await?;
                store.backup(&file).await
            })?;
            println!("{file}");
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Ratings { rebuild, db } => runtime.block_on(ratings(rebuild, db)),
        Cmd::MigrateDb { from, to } => {
            let counts = runtime.block_on(async {
                Store::must_exist(&from)?;
                let source = Store::open(&from).await?;
                let target = Store::open(&to).await?;
                source.copy_into(&target).await
            })?;
            for (table, rows) in counts {
                println!("{table}: {rows} rows");
            }
            Ok(ExitCode::SUCCESS)
        }
        Cmd::LoadWorker {
            db,
            game,
            games,
            seconds,
            players,
            id,
        } => {
            let report = runtime.block_on(load::worker(&db, &game, games, seconds, players, id))?;
            println!("{}", serde_json::to_string(&report)?);
            Ok(ExitCode::SUCCESS)
        }
        Cmd::Bench {
            load: true,
            db,
            processes,
            games,
            seconds,
            players,
            game,
            ..
        } => {
            let runs = load_runs(&db, &processes).map(|run| {
                run.map(|(db, processes)| load::LoadOptions {
                    db,
                    game: game.clone(),
                    processes,
                    games,
                    seconds,
                    players,
                })
            });
            load_test(&runtime, runs)
        }
        Cmd::Bench { samples, only, .. } => bench(&runtime, samples, only.as_deref()),
    }
}

/// The exit code of a run that holds its targets, or not.
fn success(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `nusantara serve`: the Discord bot, until a signal stops it.
fn serve(
    runtime: Runtime,
    shards: Option<String>,
    total_shards: Option<u32>,
) -> anyhow::Result<ExitCode> {
    let token = std::env::var("DISCORD_TOKEN").unwrap_or_default();
    if token.trim().is_empty() {
        eprintln!(
            "nusantara: set DISCORD_TOKEN to the bot's token (in the environment or a .env file) to run the bot"
        );
        return Ok(ExitCode::from(2));
    }
    let database_url = std::env::var("DATABASE_URL").unwrap_or_else(|_| "nusantara.db".to_string());
    let mut config = nusantara::discord::ServeConfig::new(token.trim(), database_url);
    config.shards = match (shards, total_shards) {
        (None, None) => None,
        (Some(range), Some(total)) => {
            Some(nusantara::discord::Shards::parse(&range, total).map_err(anyhow::Error::msg)?)
        }
        _ => anyhow::bail!(
            "--shards and --total-shards go together, e.g. --shards 0-3 --total-shards 8"
        ),
    };
    config.api_proxy = std::env::var("DISCORD_API_PROXY")
        .ok()
        .filter(|p| !p.trim().is_empty());
    let served = runtime.block_on(nusantara::discord::serve(
        config,
        nusantara::discord::shutdown_signal(),
    ));
    // serenity's own tasks (a shard still trying to connect) end with the runtime.
    runtime.shutdown_timeout(std::time::Duration::from_secs(2));
    served?;
    Ok(ExitCode::SUCCESS)
}

/// `nusantara commands`: the slash-command tree as registered, with each command's size.
fn commands() -> anyhow::Result<ExitCode> {
    use nusantara::discord::limits;
    let tree = nusantara::discord::command_tree_json();
    println!("{}", serde_json::to_string_pretty(&tree)?);
    for (name, size) in nusantara::discord::command_sizes() {
        eprintln!("{name}: {size} of {} characters", limits::MAX_COMMAND_CHARS);
    }
    let problems = limits::problems(&tree);
    for p in &problems {
        eprintln!("breaks Discord's rules: {p}");
    }
    Ok(success(problems.is_empty()))
}

/// `nusantara script`: a file (or standard input) of command lines through the table.
fn script(
    runtime: &Runtime,
    file: &str,
    db: Option<String>,
    images: Option<PathBuf>,
    dump: bool,
) -> anyhow::Result<ExitCode> {
    let (text, base_dir) = if file == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text)?;
        (text, PathBuf::from("."))
    } else {
        let path = PathBuf::from(file);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| anyhow::anyhow!("cannot read the script {file}: {e}"))?;
        let base = path
            .parent()
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("."));
        (text, base)
    };
    let options = ScriptOptions {
        db,
        images,
        dump,
        base_dir,
    };
    // Each line is printed (and its posts marked delivered) as soon as it is made.
    let mut out = std::io::stdout().lock();
    let malformed = runtime.block_on(run_with(&text, &options, &mut |line| {
        use std::io::Write;
        match writeln!(out, "{line}").and_then(|()| out.flush()) {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
            _ => Ok(()),
        }
    }))?;
    Ok(if malformed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

/// `nusantara selfplay --pictures DIR`: the seed's game's pictures, written into `dir`.
fn showcase(
    tools: &dyn tools::Tools,
    options: &nusantara::table::Command,
    players: usize,
    seed: u64,
    dir: &Path,
) -> anyhow::Result<ExitCode> {
    let pictures = tools
        .showcase(options, players, seed)
        .map_err(anyhow::Error::msg)?;
    std::fs::create_dir_all(dir)
        .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    for (name, png) in pictures {
        let path = dir.join(name);
        std::fs::write(&path, png)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
        println!("{}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// `nusantara balance`: the East Indies tournament, on the shipped data or a file of it.
fn balance(games: u32, seed: u64, data: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    use nusantara::games::Components;
    use nusantara::games::indies::{Data, tournament};
    let data = match data {
        None => Data::standard(),
        Some(path) => {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
            std::sync::Arc::new(Data::parse(&text).map_err(anyhow::Error::msg)?)
        }
    };
    let t = tournament(data, games, seed).map_err(anyhow::Error::msg)?;
    println!("{t}");
    Ok(success(t.balanced()))
}

/// The load test's runs: one per count of `--processes` (e.g. `1,2,4`), each on a database of
/// its own (on SQLite, a file named after the run), as the database and the count.
fn load_runs<'a>(
    db: &'a str,
    processes: &'a str,
) -> impl Iterator<Item = anyhow::Result<(String, usize)>> + 'a {
    processes.split(',').enumerate().map(move |(run, count)| {
        let count: usize = count
            .trim()
            .parse()
            .map_err(|_| anyhow::anyhow!("--processes takes numbers like 4 or 1,2,4"))?;
        let db = if nusantara::store::is_postgres(db) || run == 0 {
            db.to_string()
        } else {
            format!("{db}.{run}")
        };
        Ok((db, count))
    })
}

/// `nusantara bench --load`: each run's report as a JSON line.
fn load_test(
    runtime: &Runtime,
    runs: impl Iterator<Item = anyhow::Result<load::LoadOptions>>,
) -> anyhow::Result<ExitCode> {
    let mut ok = true;
    for options in runs {
        let report = runtime.block_on(load::run(&options?))?;
        ok &= report.ok();
        println!("{}", serde_json::to_string(&report)?);
    }
    Ok(success(ok))
}

/// `nusantara bench`: every game's figures, then the table service's for each.
fn bench(runtime: &Runtime, samples: usize, only: Option<&str>) -> anyhow::Result<ExitCode> {
    let samples = samples.max(10);
    let games: Vec<_> = match only {
        Some(key) => vec![tools::find(key).ok_or_else(|| {
            anyhow::anyhow!("no game called {key}: the games are festivals, indonesia and indies")
        })?],
        None => tools::GAMES.to_vec(),
    };
    let mut figures = Vec::new();
    for game in games {
        figures.extend(game.figures(samples)?);
        figures.extend(runtime.block_on(game.table_figures(samples))?);
    }
    if cfg!(debug_assertions) {
        println!("note: this is a debug build; measure with `cargo run --release -- bench`");
    }
    for f in &figures {
        println!("{}", f.line());
    }
    Ok(success(figures.iter().all(|f| f.met())))
}
