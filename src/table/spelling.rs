//! Mistyped names: the nearest name a player may have meant ("Kalimantn": did you mean
//! Kalimantan?), for the refusals of the options that name islands, areas, colours and such.

/// How names are compared: case, spaces and punctuation do not matter.
fn letters(name: &str) -> Vec<char> {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The number of single-letter insertions, deletions, substitutions and swaps of neighbours
/// between `a` and `b` (the optimal string alignment distance).
fn distance(a: &[char], b: &[char]) -> usize {
    let mut d = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// The name nearest to `typed`, when it is near enough to be a slip of the keyboard: at most
/// one edit in three letters (one in a short name). None for a tie, which would be a guess.
pub fn nearest<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = letters(typed);
    if typed.is_empty() {
        return None;
    }
    let mut best: Option<(usize, &str)> = None;
    let mut tied = false;
    for name in names {
        let d = distance(&typed, &letters(name));
        match best {
            Some((b, _)) if d > b => {}
            Some((b, other)) if d == b => tied |= !other.eq_ignore_ascii_case(name),
            _ => {
                best = Some((d, name));
                tied = false;
            }
        }
    }
    let (d, name) = best?;
    let allowed = (typed.len() / 3).max(1);
    (d > 0 && d <= allowed && !tied).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ISLANDS: &[&str] = &[
        "Sumatera",
        "Jawa",
        "Kalimantan",
        "Sulawesi",
        "Bali",
        "Papua",
    ];

    #[test]
    fn a_slip_of_the_keyboard_finds_the_name() {
        assert_eq!(
            nearest("Kalimantn", ISLANDS.iter().copied()),
            Some("Kalimantan")
        );
        assert_eq!(
            nearest("sulawsi", ISLANDS.iter().copied()),
            Some("Sulawesi")
        );
        assert_eq!(nearest("Jwa", ISLANDS.iter().copied()), Some("Jawa"));
        assert_eq!(nearest("Papau", ISLANDS.iter().copied()), Some("Papua"));
    }

    #[test]
    fn a_different_word_or_a_tie_suggests_nothing() {
        assert_eq!(nearest("Tokyo", ISLANDS.iter().copied()), None);
        assert_eq!(nearest("", ISLANDS.iter().copied()), None);
        assert_eq!(nearest("Bal", ["Bali", "Bale"]), None, "a tie");
        assert_eq!(
            nearest("Kalimantan", ISLANDS.iter().copied()),
            None,
            "the name itself"
        );
    }

    #[test]
    fn distance_counts_single_edits() {
        let d = |a: &str, b: &str| distance(&letters(a), &letters(b));
        assert_eq!(d("kitten", "sitting"), 3);
        assert_eq!(d("papau", "papua"), 1, "a swap of neighbours is one slip");
        assert_eq!(d("", "abc"), 3);
        assert_eq!(d("Nusa Tenggara", "nusatenggara"), 0);
    }
}
