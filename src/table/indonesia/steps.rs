//! Several steps in one command: a company's whole operation, `/indonesia operate company:3
//! ship:1 expand:"Jabar4 Jabar5 stop"` (operate, ship by plan 1, expand, stop expanding), and a
//! siap saji creation's removals, `/indonesia remove area:"Bali1 Bali2"`. Each stands for its
//! steps, read and played as if typed alone (the table's `Commands::steps`: a refused step
//! stops there, the steps before it stand); the bots type their operations so
//! (`Commands::join`).

use crate::table::command::{Checked, Command};
use crate::table::refusal::Refusal;

/// The word that ends `expand:` to stop expanding (a pass).
const STOP: &str = "stop";

/// A typed command's subcommand ("operate").
pub(super) fn sub(command: &Command) -> &str {
    command.path.get(1).map_or("", String::as_str)
}

fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect()
}

fn table_option(cmd: &Checked) -> Result<Option<&str>, Refusal> {
    cmd.optional("table", Checked::text)
}

/// One step as typed alone, at the same table as the whole command.
fn step(sub: &str, options: &[(&str, &str)], table: Option<&str>) -> Command {
    let mut options = options.to_vec();
    options.extend(table.map(|t| ("table", t)));
    Command::new(&["indonesia", sub], &options)
}

/// `/indonesia operate` with `ship:` or `expand:`, and `/indonesia remove` naming several
/// areas, as their steps; None for one step (or another command).
pub(super) fn steps(cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
    match cmd.sub() {
        "operate" => operation(cmd),
        "remove" => removals(cmd),
        _ => Ok(None),
    }
}

fn operation(cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
    let ship = cmd.optional("ship", Checked::number)?;
    let expand = cmd.optional("expand", Checked::text)?;
    if ship.is_none() && expand.is_none() {
        return Ok(None);
    }
    let table = table_option(cmd)?;
    let company = cmd.text("company")?;
    let mut out = vec![step("operate", &[("company", company)], table)];
    match ship {
        None => {}
        Some(1) => out.push(step("ship", &[], table)),
        Some(plan) => out.push(step("ship", &[("plan", &plan.to_string())], table)),
    }
    if let Some(expand) = expand {
        let mut places = words(expand);
        let stop = places.last().is_some_and(|w| w.eq_ignore_ascii_case(STOP));
        if stop {
            places.pop();
        }
        if places.iter().any(|w| w.eq_ignore_ascii_case(STOP)) || (places.is_empty() && !stop) {
            return Err(Refusal::bad_option(crate::msg!(
                "indonesia-refused-expand-stop",
                typed = format!("expand:{expand}")
            )));
        }
        if !places.is_empty() {
            out.push(step("expand", &[("at", &places.join(" "))], table));
        }
        if stop {
            out.push(step("pass", &[], table));
        }
    }
    Ok(Some(out))
}

fn removals(cmd: &Checked) -> Result<Option<Vec<Command>>, Refusal> {
    let areas = words(cmd.text("area")?);
    if areas.len() <= 1 {
        return Ok(None);
    }
    let table = table_option(cmd)?;
    Ok(Some(
        areas
            .iter()
            .map(|area| step("remove", &[("area", area)], table))
            .collect(),
    ))
}

/// Steps typed one by one as one command: an operation (`operate`, then maybe `ship`, then
/// maybe one `expand`, then maybe a `pass` that stops expanding), or removals (each `remove`).
pub(super) fn join(steps: &[Command]) -> Option<Command> {
    let first = steps.first()?;
    let table = first.option("table");
    if steps.len() < 2
        || steps
            .iter()
            .any(|s| s.path.first().is_none_or(|k| k != "indonesia") || s.option("table") != table)
    {
        return None;
    }
    // Only the options each step may carry, so a joined command loses nothing.
    let plain = |s: &Command, allowed: &[&str]| {
        s.options
            .iter()
            .all(|(k, _)| k == "table" || allowed.contains(&k.as_str()))
    };
    match sub(first) {
        "remove" => {
            let mut areas = Vec::new();
            for s in steps {
                if sub(s) != "remove" || !plain(s, &["area"]) {
                    return None;
                }
                areas.push(s.option("area")?);
            }
            Some(step("remove", &[("area", &areas.join(" "))], table))
        }
        "operate" if plain(first, &["company"]) => {
            let mut options = vec![("company", first.option("company")?.to_string())];
            let mut rest = steps[1..].iter().peekable();
            if let Some(s) = rest.next_if(|s| sub(s) == "ship" && plain(s, &["plan"])) {
                options.push(("ship", s.option("plan").unwrap_or("1").to_string()));
            }
            let mut expand = Vec::new();
            if let Some(s) = rest.next_if(|s| sub(s) == "expand" && plain(s, &["at"])) {
                expand.push(s.option("at")?.to_string());
            }
            if rest
                .next_if(|s| sub(s) == "pass" && plain(s, &[]))
                .is_some()
            {
                expand.push(STOP.to_string());
            }
            if rest.next().is_some() {
                return None;
            }
            if !expand.is_empty() {
                options.push(("expand", expand.join(" ")));
            }
            let options: Vec<(&str, &str)> =
                options.iter().map(|(k, v)| (*k, v.as_str())).collect();
            Some(step("operate", &options, table))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::game::Commands;
    use crate::table::indonesia::Indonesia;

    fn checked(command: &Command) -> Checked {
        let spec = Indonesia::commands()
            .into_iter()
            .find(|s| command.path.get(1).is_some_and(|sub| sub == s.name))
            .expect("an indonesia command");
        command.check(&spec).expect("a well-formed command")
    }

    /// Whole operations and removals, joined, read back as the steps they join.
    #[test]
    fn joined_steps_read_back_as_the_same_steps() {
        let t = Some("<#5>");
        let runs = [
            vec![
                step("operate", &[("company", "3")], None),
                step("ship", &[], None),
                step("expand", &[("at", "Jabar4 Jabar5")], None),
                step("pass", &[], None),
            ],
            vec![
                step("operate", &[("company", "3")], t),
                step("ship", &[("plan", "2")], t),
            ],
            vec![
                step("operate", &[("company", "1")], None),
                step("expand", &[("at", "S7 Laut Jawa")], None),
            ],
            vec![
                step("operate", &[("company", "1")], None),
                step("pass", &[], None),
            ],
            vec![
                step("remove", &[("area", "Bali2")], None),
                step("remove", &[("area", "Jatim3")], None),
            ],
        ];
        for run in runs {
            let joined = join(&run).expect("joined");
            assert_eq!(steps(&checked(&joined)).expect("read"), Some(run));
        }
        // Out of order, twice the same step, or another command: not one command.
        let op = step("operate", &[("company", "3")], None);
        let ship = step("ship", &[], None);
        let pass = step("pass", &[], None);
        assert_eq!(join(&[op.clone(), pass.clone(), ship.clone()]), None);
        assert_eq!(join(&[op.clone(), ship.clone(), ship.clone()]), None);
        assert_eq!(join(&[op.clone(), op.clone()]), None);
        assert_eq!(join(&[ship, pass]), None);
        // One step is the command itself.
        assert_eq!(steps(&checked(&op)).expect("read"), None);
    }
}
