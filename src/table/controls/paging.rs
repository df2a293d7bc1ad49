//! Long menus within Discord's 25 options: common amounts and "Another amount…", groups of the
//! choices that differ only in an amount, and pages of 24 with "More…".

use super::MAX_OPTIONS;
use super::hash::{choice_hash, menu_hash};
use super::offer::Choice;
use crate::games::Seat;
use crate::lang::Lang;
use crate::msg;
use crate::table::command::Command;
use std::collections::HashMap;
use std::collections::hash_map::Entry;

/// The one option whose whole-number value sets the choices of a menu apart (a bid), when all
/// its choices are one command of one seat that differ in nothing else.
pub(super) fn amount_key(choices: &[Choice]) -> Option<String> {
    let first = choices.first()?;
    let varying: Vec<&String> = first
        .command
        .options
        .iter()
        .map(|(k, _)| k)
        .filter(|k| {
            choices
                .iter()
                .any(|c| c.command.option(k) != first.command.option(k))
        })
        .collect();
    let [key] = varying.as_slice() else {
        return None;
    };
    let same_shape = choices.iter().all(|c| {
        c.seat == first.seat
            && c.command.path == first.command.path
            && c.command.options.len() == first.command.options.len()
            && c.command
                .option(key)
                .is_some_and(|v| v.parse::<i64>().is_ok())
    });
    same_shape.then(|| key.to_string())
}

/// The choices of a long menu that differ only in an amount (the last option that is a whole
/// number), grouped (a merger's pair of
/// companies, with every bid for it), when that makes the menu shorter.
pub(super) fn groups(choices: &[Choice]) -> Option<Vec<Vec<Choice>>> {
    let first = choices.first()?;
    // The amount comes last in a command (`merge first second bid`).
    let keys: Vec<&String> = first.command.options.iter().map(|(k, _)| k).collect();
    for key in keys.into_iter().rev() {
        let numeric = choices.iter().all(|c| {
            c.command
                .option(key)
                .is_some_and(|v| v.parse::<i64>().is_ok())
        });
        if !numeric {
            continue;
        }
        // Each group found by what its choices share (seat and command, the amount left out),
        // in the order of their first choices.
        let mut groups: Vec<Vec<Choice>> = Vec::new();
        let mut found: HashMap<(Seat, Command), usize> = HashMap::new();
        for choice in choices {
            let mut rest = choice.command.clone();
            rest.options.retain(|(k, _)| k != key);
            match found.entry((choice.seat, rest)) {
                Entry::Occupied(at) => groups[*at.get()].push(choice.clone()),
                Entry::Vacant(at) => {
                    at.insert(groups.len());
                    groups.push(vec![choice.clone()]);
                }
            }
        }
        if groups.len() < choices.len() {
            return Some(groups);
        }
    }
    None
}

/// The label of a group: what its choices share, and the range of the amount.
pub(super) fn group_label(group: &[Choice], lang: Lang) -> String {
    let Some(key) = amount_key(group) else {
        return group[0].label.clone();
    };
    let amounts: Vec<i64> = group
        .iter()
        .filter_map(|c| c.command.option(&key)?.parse().ok())
        .collect();
    let (low, high) = (
        amounts.iter().min().copied().unwrap_or(0),
        amounts.iter().max().copied().unwrap_or(0),
    );
    let base = strip_amount(
        &group[0].label,
        &key,
        group[0].command.option(&key).unwrap_or(""),
    );
    msg!(
        "controls-group",
        base = base,
        key = key.as_str(),
        low = low,
        high = high
    )
    .render(lang)
}

/// A choice's label without its amount ("Merge #1 and #3, bid 50" without ", bid 50").
pub(super) fn strip_amount(label: &str, key: &str, value: &str) -> String {
    for cut in [
        format!(", {key} {value}"),
        format!(" {key} {value}"),
        format!(" {value}"),
    ] {
        if let Some(stripped) = label.strip_suffix(cut.as_str()) {
            return stripped.to_string();
        }
    }
    label.to_string()
}

/// A spread of amounts to show: the lowest few, then steps up to the highest.
fn common_amounts(amounts: &[i64], room: usize) -> Vec<i64> {
    let mut sorted = amounts.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() <= room {
        return sorted;
    }
    let low = room / 3;
    let mut picked: Vec<i64> = sorted[..low].to_vec();
    let rest = &sorted[low..];
    let steps = room - low;
    for i in 0..steps {
        let at = i * (rest.len() - 1) / (steps - 1).max(1);
        picked.push(rest[at]);
    }
    picked.dedup();
    picked
}

/// What a menu lists, as (label, value): its choices, or for a long menu common amounts and
/// "Another amount…", or its groups.
pub(super) fn entries(choices: &[Choice], lang: Lang) -> Vec<(String, String)> {
    let plain = |cs: &[Choice]| {
        cs.iter()
            .map(|c| {
                (
                    c.label.clone(),
                    format!("c{}", choice_hash(c.seat, &c.command)),
                )
            })
            .collect::<Vec<_>>()
    };
    if choices.len() <= MAX_OPTIONS {
        return plain(choices);
    }
    if let Some(key) = amount_key(choices) {
        let amounts: Vec<i64> = choices
            .iter()
            .filter_map(|c| c.command.option(&key)?.parse().ok())
            .collect();
        let shown = common_amounts(&amounts, MAX_OPTIONS - 1);
        let mut list: Vec<(String, String)> = choices
            .iter()
            .filter(|c| {
                c.command
                    .option(&key)
                    .and_then(|v| v.parse().ok())
                    .is_some_and(|a: i64| shown.contains(&a))
            })
            .map(|c| {
                (
                    c.label.clone(),
                    format!("c{}", choice_hash(c.seat, &c.command)),
                )
            })
            .collect();
        list.truncate(MAX_OPTIONS - 1);
        list.push((
            msg!("controls-another", key = key.as_str()).render(lang),
            "ask".to_string(),
        ));
        return list;
    }
    if let Some(groups) = groups(choices) {
        return groups
            .iter()
            .map(|g| match g.as_slice() {
                [one] => (
                    one.label.clone(),
                    format!("c{}", choice_hash(one.seat, &one.command)),
                ),
                _ => (group_label(g, lang), format!("g{}", menu_hash(g))),
            })
            .collect();
    }
    plain(choices)
}

/// Page `page` of a menu's entries: 24 a page and "More…" while more follow.
pub(super) fn page(list: Vec<(String, String)>, page: usize, lang: Lang) -> Vec<(String, String)> {
    if list.len() <= MAX_OPTIONS {
        return list;
    }
    let size = MAX_OPTIONS - 1;
    let pages = list.len().div_ceil(size);
    let page = page.min(pages - 1);
    let start = page * size;
    let end = (start + size).min(list.len());
    let mut shown = list[start..end].to_vec();
    if end < list.len() {
        shown.push((
            msg!(
                "controls-more-options",
                first = end + 1,
                last = (end + size).min(list.len()),
                all = list.len()
            )
            .render(lang),
            format!("p{}", page + 1),
        ));
    }
    shown
}
