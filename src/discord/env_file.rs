//! The `.env` file `serve` reads its settings from, when there is one.
//!
//! dotenvy finds and reads it; when a line cannot be read, its error gives the offending
//! (logical) line and an index within that line, so the line's number in the file is counted
//! here. The line itself is never shown: it may hold the bot's token.

use std::path::{Path, PathBuf};

/// Fills in from the `.env` file (in the working directory or a folder above it, as dotenvy
/// looks) what the environment does not set. Gives the file read, or None when there is none;
/// or a sentence naming the file and the line that cannot be read.
pub fn load() -> Result<Option<PathBuf>, String> {
    match dotenvy::dotenv() {
        Ok(path) => Ok(Some(path)),
        Err(e) if e.not_found() => Ok(None),
        Err(dotenvy::Error::LineParse(line, index)) => {
            let path = find().unwrap_or_else(|| PathBuf::from(".env"));
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            Err(unreadable(&path, &text, &line, index))
        }
        Err(e) => Err(format!("cannot read the .env file: {e}")),
    }
}

/// The `.env` file dotenvy reads: the first one found from the working directory upwards.
fn find() -> Option<PathBuf> {
    let cwd = std::env::current_dir().ok()?;
    cwd.ancestors()
        .map(|dir| dir.join(".env"))
        .find(|candidate| candidate.is_file())
}

/// Names the line (1-based, as editors count) and column where the file `text` stops making
/// sense: at `index` within `part`, the piece of it dotenvy quotes (a whole line, or only its
/// value), with the variable's name when the line has one.
pub fn unreadable(path: &Path, text: &str, part: &str, index: usize) -> String {
    let at = text.find(part).unwrap_or(0) + floor_char_boundary(part, index);
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let number = text[..at].matches('\n').count() + 1;
    let column = text[line_start..at].chars().count() + 1;
    let line = text[line_start..].lines().next().unwrap_or("");
    let name = line
        .split_once('=')
        .map(|(key, _)| key.trim().trim_start_matches("export ").trim())
        .filter(|key| {
            !key.is_empty()
                && key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        });
    let what = match name {
        Some(key) => format!(" (setting {key})"),
        None => String::new(),
    };
    format!(
        "cannot read line {number} of {}{what}, at column {column}: write NAME=value, with quotes around a value that holds spaces or quotes",
        path.display()
    )
}

/// The largest char boundary of `s` at or before `i`.
fn floor_char_boundary(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_number_is_counted_in_the_file_not_within_the_line() {
        let text = "# settings\nRUST_LOG=info\n\nDISCORD_TOKEN=abc def\nDATABASE_URL=x\n";
        let said = unreadable(Path::new(".env"), text, "DISCORD_TOKEN=abc def\n", 18);
        assert!(said.contains("line 4 of .env"), "{said}");
        assert!(said.contains("column 19"), "{said}");
        assert!(said.contains("setting DISCORD_TOKEN"), "{said}");
        assert!(!said.contains("abc"), "the value is never shown: {said}");
    }

    #[test]
    fn a_value_quoted_alone_is_found_in_its_line() {
        let text = "A=1\nDISCORD_TOKEN=secret part\n";
        let said = unreadable(Path::new(".env"), text, "secret part", 7);
        assert!(
            said.contains("line 2 of .env (setting DISCORD_TOKEN)"),
            "{said}"
        );
        assert!(said.contains("column 22"), "{said}");
    }

    #[test]
    fn a_quoted_value_over_several_lines_counts_its_own_lines() {
        let text = "A=1\nB=\"one\ntwo\" x\n";
        let said = unreadable(Path::new(".env"), text, "B=\"one\ntwo\" x\n", 12);
        assert!(said.contains("line 3"), "{said}");
        assert!(said.contains("column 6"), "{said}");
    }
}
