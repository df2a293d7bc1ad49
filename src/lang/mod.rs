//! The languages the bot writes in and its message catalogues (Project Fluent, one file per
//! area under assets/locales/<lang>/), compiled into the binary so the bot needs no files at
//! run time. A text is asked for by id with its arguments ([`msg!`]); tests/catalogues.rs
//! checks that every id the code asks for exists in every language, with the same variables.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::fmt;
use std::sync::OnceLock;

/// A language we have a catalogue for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    #[default]
    En,
    /// Bahasa Indonesia.
    Id,
}

/// The catalogue files: the language, the file's name in its folder, its text.
pub const FILES: &[(Lang, &str, &str)] = &[
    (
        Lang::En,
        "table.ftl",
        include_str!("../../assets/locales/en/table.ftl"),
    ),
    (
        Lang::Id,
        "table.ftl",
        include_str!("../../assets/locales/id/table.ftl"),
    ),
    (
        Lang::En,
        "festivals.ftl",
        include_str!("../../assets/locales/en/festivals.ftl"),
    ),
    (
        Lang::Id,
        "festivals.ftl",
        include_str!("../../assets/locales/id/festivals.ftl"),
    ),
    (
        Lang::En,
        "commands.ftl",
        include_str!("../../assets/locales/en/commands.ftl"),
    ),
    (
        Lang::Id,
        "commands.ftl",
        include_str!("../../assets/locales/id/commands.ftl"),
    ),
    (
        Lang::En,
        "indonesia.ftl",
        include_str!("../../assets/locales/en/indonesia.ftl"),
    ),
    (
        Lang::Id,
        "indonesia.ftl",
        include_str!("../../assets/locales/id/indonesia.ftl"),
    ),
    (
        Lang::En,
        "indies.ftl",
        include_str!("../../assets/locales/en/indies.ftl"),
    ),
    (
        Lang::Id,
        "indies.ftl",
        include_str!("../../assets/locales/id/indies.ftl"),
    ),
];

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Id];

    /// The code it is stored as, and its folder under assets/locales.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
        }
    }

    /// The language of a stored code (`en`, `id`).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language of a Discord locale (`id`, `en-US`, `en-GB`), when we have one; a locale
    /// we have no catalogue for is none, so the caller falls back to the table's language.
    pub fn from_discord(locale: &str) -> Option<Lang> {
        match locale {
            "id" => Some(Lang::Id),
            "en-US" | "en-GB" => Some(Lang::En),
            _ => None,
        }
    }

    /// The language of a private answer: the reader's own Discord locale when we have it,
    /// else the table's (issue 41: "who reads what").
    pub fn for_reader(locale: Option<&str>, table: Lang) -> Lang {
        locale.and_then(Lang::from_discord).unwrap_or(table)
    }

    /// `value` with `digits` decimals as the language writes it: "27.4" in English, "27,4" in
    /// Indonesian.
    pub fn decimal(self, value: f64, digits: usize) -> String {
        let text = format!("{value:.digits$}");
        match self {
            Lang::En => text,
            Lang::Id => text.replace('.', ","),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// An argument of a message: text, a number (which plural forms select on), or a list joined
/// in the reader's language ("a, b or c", "a, b atau c").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Or(Vec<Arg>),
    And(Vec<Arg>),
    /// A slash command as the reader types it (`/meja gabung`, `/game join`), with options
    /// (`game:festivals`): names from the catalogue ([`mention`]), values as given (a choice's
    /// as an [`Arg::Choice`], in the reader's word: `tiap:ya`), in quotes when of several words.
    Command(Vec<String>, Vec<(String, Arg)>),
    /// An option's name as the reader types it (`tiket`, `tickets`).
    Option(String),
    /// A command's or subcommand's own name as the reader types it (`gabung` of `["game",
    /// "join"]`).
    Name(Vec<String>),
    /// Parts rendered one after the other, in the same language ("`", an option, ":`").
    Parts(Vec<Arg>),
    /// A choice's word as the reader types it (`ya` for `yes`; either is read): in English the
    /// word itself.
    Choice(String),
    /// A message within a message ("can { $motion }"), in the same language.
    Msg(Box<Msg>),
    /// Parts joined by commas, each in the same language ("2 kuning, biru").
    Commas(Vec<Arg>),
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

/// A text within a message: a catalogue message rendered in the same language.
impl From<&Text> for Arg {
    fn from(t: &Text) -> Arg {
        match t {
            Text::Msg(m) => Arg::Msg(Box::new(m.clone())),
            Text::Plain(s) => Arg::Text(s.clone()),
        }
    }
}

impl Arg {
    /// The argument as text in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Arg::Text(s) => s.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::Or(items) => joined(lang, items, false),
            Arg::And(items) => joined(lang, items, true),
            Arg::Msg(m) => m.render(lang),
            Arg::Commas(parts) => {
                let parts: Vec<String> = parts.iter().map(|p| p.render(lang)).collect();
                parts.join(", ")
            }
            Arg::Command(path, options) => {
                let mut text = mention(path, lang);
                for (key, value) in options {
                    // A value of several words is typed in quotes (`dari:"tidak ada"`).
                    let value = match value.render(lang) {
                        v if v.contains(' ') && !v.starts_with('"') => format!("\"{v}\""),
                        v => v,
                    };
                    text.push_str(&format!(" {}:{value}", option_name(key, lang)));
                }
                text
            }
            Arg::Option(name) => option_name(name, lang),
            Arg::Name(path) => command_name(path, lang),
            Arg::Parts(parts) => parts.iter().map(|p| p.render(lang)).collect(),
            // English writes the word itself, which is what is typed (`en`, not `English`).
            Arg::Choice(word) if lang == Lang::En => word.clone(),
            Arg::Choice(word) => lookup(&format!("choice-{word}"), lang).unwrap_or(word.clone()),
        }
    }

    /// "a, b or c" in the reader's language.
    pub fn or_list<S: AsRef<str>>(items: &[S]) -> Arg {
        Arg::Or(items.iter().map(|s| Arg::from(s.as_ref())).collect())
    }

    /// "a, b and c" in the reader's language.
    pub fn and_list<S: AsRef<str>>(items: &[S]) -> Arg {
        Arg::And(items.iter().map(|s| Arg::from(s.as_ref())).collect())
    }

    /// The command at `path` (`["game", "join"]`) as the reader types it: `/meja gabung`.
    pub fn command<S: AsRef<str>>(path: &[S]) -> Arg {
        Arg::Command(
            path.iter().map(|s| s.as_ref().to_string()).collect(),
            Vec::new(),
        )
    }

    /// The command at `path` with `options` (`game:festivals`), as the reader types it.
    pub fn command_with(path: &[&str], options: &[(&str, &str)]) -> Arg {
        Arg::Command(
            path.iter().map(|s| s.to_string()).collect(),
            options
                .iter()
                .map(|(k, v)| (k.to_string(), Arg::Text(v.to_string())))
                .collect(),
        )
    }

    /// The option `name` as the reader types it.
    pub fn option(name: &str) -> Arg {
        Arg::Option(name.to_string())
    }

    /// The option `name` as typed before its value, in backticks: "`tiket:`".
    pub fn option_key(name: &str) -> Arg {
        Arg::Parts(vec!["`".into(), Arg::option(name), ":`".into()])
    }

    /// The name of the command or subcommand at `path` alone (`gabung`).
    pub fn name<S: AsRef<str>>(path: &[S]) -> Arg {
        Arg::Name(path.iter().map(|s| s.as_ref().to_string()).collect())
    }
}

/// The name of the command, or subcommand, at `path` (`["game"]`, `["game", "join"]`) in
/// `lang`, from the catalogue (`name-game-join`); its English word where the catalogue has none.
/// Discord registers these as the names' localizations, and every text names commands by them.
pub fn command_name<S: AsRef<str>>(path: &[S], lang: Lang) -> String {
    let words: Vec<&str> = path.iter().map(|s| s.as_ref()).collect();
    lookup(&format!("name-{}", words.join("-")), lang)
        .unwrap_or_else(|| words.last().copied().unwrap_or_default().to_string())
}

/// An option's name in `lang` (`option-tickets`): the same in every command that has it.
pub fn option_name(option: &str, lang: Lang) -> String {
    lookup(&format!("option-{option}"), lang).unwrap_or_else(|| option.to_string())
}

/// A slash command as a reader of `lang` types it: `/meja gabung` in Indonesian, `/game join`
/// in English. Discord shows each user the names of their own locale, so a text names them
/// in the language it is written in.
pub fn mention<S: AsRef<str>>(path: &[S], lang: Lang) -> String {
    let names: Vec<String> = (1..=path.len())
        .map(|n| command_name(&path[..n], lang))
        .collect();
    format!("/{}", names.join(" "))
}

/// `items` joined with commas and, before the last, the language's word for "or" or "and".
fn joined(lang: Lang, items: &[Arg], and: bool) -> String {
    let items: Vec<String> = items.iter().map(|a| a.render(lang)).collect();
    match items.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let rest = rest.join(", ");
            let list = if and {
                crate::msg!("list-and", rest = rest, last = last)
            } else {
                crate::msg!("list-or", rest = rest, last = last)
            };
            list.render(lang)
        }
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(i64, i32, u32, u8, usize, u64);

/// One catalogue message with its arguments, rendered once the reader's language is known
/// (a refusal is made deep in a command; who reads it is known where it is posted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// A message of the catalogue: `msg!("lobby-joined", who = mention, seats = 3)`. The id and
/// the argument names are literal so that tests/catalogues.rs can read every call from the
/// source and check it against the catalogues.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::lang::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}

impl Msg {
    pub const fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message with its argument `name` given `value` instead, when it has one: the engine
    /// says "another player" (it knows seats), the table puts in who that is.
    pub fn with(mut self, name: &str, value: impl Into<Arg>) -> Msg {
        if let Some((_, arg)) = self.args.iter_mut().find(|(n, _)| *n == name) {
            *arg = value.into();
        }
        self
    }

    /// The value given to the argument `name`, if any.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The message in `lang`; in English when `lang`'s catalogue lacks it (logged), and its id
    /// when no catalogue has it: never a panic in front of a player.
    pub fn render(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            match value {
                Arg::Text(s) => args.set(*name, FluentValue::from(s.as_str())),
                Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
                other => args.set(*name, FluentValue::from(other.render(lang))),
            }
        }
        for lang in [lang, Lang::En] {
            let bundle = &bundles()[lang.index()];
            let Some(pattern) = bundle.get_message(self.id).and_then(|m| m.value()) else {
                tracing::warn!(id = self.id, %lang, "a message missing from the catalogue");
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            if !errors.is_empty() {
                tracing::warn!(id = self.id, %lang, ?errors, "a message formatted with errors");
            }
            return text.into_owned();
        }
        tracing::error!(id = self.id, "a message in no catalogue");
        self.id.to_string()
    }
}

/// The English text, for logs and tests.
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// A text for a user: a catalogue message, or a sentence still written in English in the code
/// (the strings issue 41 has not yet moved into the catalogues).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Text {
    Msg(Msg),
    Plain(String),
}

impl Text {
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Text::Msg(m) => m.render(lang),
            Text::Plain(s) => s.clone(),
        }
    }
}

impl From<Msg> for Text {
    fn from(m: Msg) -> Text {
        Text::Msg(m)
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::Plain(s)
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::Plain(s.to_string())
    }
}

/// The English text.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// The message `id`, which has no arguments, in `lang` alone: `None` when that catalogue lacks
/// it. For texts keyed by data rather than code (a choice's word as Discord shows it); their
/// own test walks the data and checks every key in every language.
pub fn lookup(id: &str, lang: Lang) -> Option<String> {
    let bundle = &bundles()[lang.index()];
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Whether a typed value means "none" in either language (`none`, `tidak ada`), ignoring case.
pub fn means_none(typed: &str) -> bool {
    ["none", "tidak ada"]
        .iter()
        .any(|n| typed.trim().eq_ignore_ascii_case(n))
}

/// Whether `lang`'s catalogue has the message `id`.
pub fn has(id: &str, lang: Lang) -> bool {
    bundles()[lang.index()].has_message(id)
}

/// The bundles, one per language in [`Lang::ALL`]'s order, parsed once per process.
fn bundles() -> &'static [FluentBundle<FluentResource>] {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.into_iter().map(bundle).collect())
}

/// One language's bundle from its files. A file that does not parse, or an id given twice,
/// is logged and the rest kept (the catalogue test fails on either).
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang
        .code()
        .parse()
        .expect("the language codes are valid identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows the text as is: the bidi isolation marks around each argument would be
    // stray characters in a mention or a command a player copies.
    bundle.set_use_isolating(false);
    for (_, name, text) in FILES.iter().filter(|(l, _, _)| *l == lang) {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                tracing::error!(%lang, file = name, ?errors, "a catalogue that does not parse");
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(%lang, file = name, ?errors, "a catalogue with an id twice");
        }
    }
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_read_as_our_languages() {
        assert_eq!(Lang::from_discord("id"), Some(Lang::Id));
        assert_eq!(Lang::from_discord("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_discord("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_discord("fr"), None);
        assert_eq!(Lang::for_reader(Some("id"), Lang::En), Lang::Id);
        assert_eq!(Lang::for_reader(Some("de"), Lang::Id), Lang::Id);
        assert_eq!(Lang::for_reader(None, Lang::En), Lang::En);
        assert_eq!(Lang::from_code("id"), Some(Lang::Id));
        assert_eq!(Lang::from_code("xx"), None);
    }

    #[test]
    fn none_is_typed_in_either_language() {
        assert!(means_none("none") && means_none(" Tidak ada ") && means_none("NONE"));
        assert!(!means_none("tidak") && !means_none("no"));
    }

    #[test]
    fn decimals_are_written_in_the_languages_way() {
        assert_eq!(Lang::En.decimal(27.44, 1), "27.4");
        assert_eq!(Lang::Id.decimal(27.44, 1), "27,4");
        assert_eq!(Lang::Id.decimal(0.8, 1), "0,8");
    }

    #[test]
    fn arguments_carry_no_isolation_marks() {
        let text = msg!("refused-not-host", host = "<@7>").render(Lang::En);
        assert!(text.contains("<@7>"), "{text}");
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
    }

    #[test]
    fn lists_are_joined_in_the_readers_language() {
        let hint = msg!(
            "refused-no-table",
            hint = Arg::or_list(&["`a`", "`b`", "`c`"])
        );
        assert_eq!(
            hint.render(Lang::En),
            "There is no table in this channel. Open one with `a`, `b` or `c`."
        );
        assert!(hint.render(Lang::Id).ends_with("`a`, `b` atau `c`."));
    }

    #[test]
    fn a_missing_id_falls_back_without_panicking() {
        assert_eq!(
            Msg::new("no-such-message").render(Lang::Id),
            "no-such-message"
        );
    }
}
