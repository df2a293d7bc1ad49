//! The shipped data and the validation of data files: every error names its line.

use super::*;
use crate::games::Components;

fn standard_text() -> String {
    Data::standard().source().to_string()
}

/// The 1-based line of the first occurrence of `needle` in the shipped file.
fn line_of(needle: &str) -> usize {
    let text = standard_text();
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("`{needle}` is not in the file"));
    text[..at].matches('\n').count() + 1
}

/// Parses `text`, which must fail with `words` at the given line.
fn rejects(text: &str, line: usize, words: &str) {
    let e = Data::parse(text)
        .expect_err("should be rejected")
        .to_string();
    assert!(
        e.starts_with(&format!("data.toml line {line}:")),
        "`{e}` should name line {line}"
    );
    assert!(e.contains(words), "`{e}` should mention `{words}`");
}

#[test]
fn the_shipped_values_are_the_designs() {
    let d = Data::standard();
    assert_eq!(d.start_year, 1600);
    assert_eq!(d.start_treasury, 120);
    assert_eq!(
        d.nations,
        ["Portugal", "Netherlands", "England", "France", "Denmark"]
    );
    assert_eq!(d.areas.len(), 12);
    assert_eq!(d.sites.len(), 31);
    let europe: Vec<u32> = d.areas.iter().map(|a| a.europe).collect();
    assert_eq!(europe, [7, 7, 8, 9, 9, 8, 8, 10, 10, 11, 11, 12]);
    let pairs: usize = d.areas.iter().map(|a| a.adjacent.len()).sum();
    assert_eq!(pairs, 2 * 18, "18 adjacencies, both ways");
    let java = d.area_named("Java").unwrap();
    let names: Vec<&str> = d
        .area(java)
        .sites
        .iter()
        .map(|&s| d.site(s).name.as_str())
        .collect();
    assert_eq!(names, ["Bantam", "Jayakarta", "Japara"]);
    let table: Vec<(u32, u32, u32, u32)> = Unit::ALL
        .iter()
        .map(|&u| {
            let x = d.unit(u);
            (x.cost, x.cargo, x.strength, x.upkeep)
        })
        .collect();
    assert_eq!(
        table,
        [
            (10, 2, 1, 1),
            (20, 6, 2, 2),
            (30, 4, 4, 3),
            (10, 1, 1, 1),
            (10, 0, 0, 2),
            (10, 0, 0, 1)
        ]
    );
    assert_eq!((d.fort.cost, d.fort.defence, d.fort.upkeep), (15, 3, 1));
    assert_eq!(
        (d.factory.defence, d.factory.upkeep, d.factory.points),
        (2, 3, 10)
    );
    assert_eq!((d.factory.succeeds_on, d.factory.always_fails), (6, 1));
    let m = &d.movement;
    assert_eq!(
        (
            m.step_bounds,
            m.steps_per_round,
            m.csb_bounds,
            m.bound_price,
            m.combat_bounds,
            m.invasion_bounds,
            m.marker_cargo
        ),
        (2, 4, 1, 1, 3, 6, 2)
    );
    assert_eq!(d.prices.ladder, [24, 36, 48]);
    assert_eq!(d.price_at(d.prices.start), 36);
    assert_eq!(d.prices.die, [-1, -1, 0, 0, 1, 1]);
    assert_eq!(
        d.commodities,
        ["pepper", "cinnamon", "cloves", "nutmeg", "silk", "tea"]
    );
    assert_eq!(d.subsidy_per_pip, 6);
    assert_eq!(
        (d.interception.succeeds_on, d.interception.leader_bonus),
        (4, 1)
    );
    assert_eq!(Data::parse(d.source()).unwrap(), *d);
}

#[test]
fn adjacency_is_the_designs_and_symmetric() {
    let d = Data::standard();
    let a = |n: &str| d.area_named(n).unwrap_or_else(|| panic!("{n}"));
    for (x, y) in [
        ("Malabar", "Ceylon"),
        ("Ceylon", "Sumatra"),
        ("Malacca", "China Coast"),
        ("Moluccas", "Banda"),
        ("Borneo", "China Coast"),
    ] {
        assert!(d.adjacent(a(x), a(y)) && d.adjacent(a(y), a(x)), "{x}-{y}");
    }
    assert!(!d.adjacent(a("Malabar"), a("Java")));
    assert!(!d.adjacent(a("Java"), a("Java")));
}

#[test]
fn names_are_looked_up_ignoring_case_and_spaces() {
    let d = Data::standard();
    assert_eq!(d.area_named("china coast"), d.area_named("China_Coast"));
    assert!(d.area_named("CHINACOAST").is_some());
    assert_eq!(d.area_named("Atlantis"), None);
    // Malacca is both an area and a site; each lookup finds its own.
    assert!(d.area_named("malacca").is_some() && d.site_named("MALACCA").is_some());
    assert_eq!(d.site_named("bantam"), Some(SiteId(16)));
    assert_eq!(d.unit_named("Carracks"), Some(Unit::Carrack));
    assert_eq!(d.unit_named("soldier"), Some(Unit::Soldier));
    assert_eq!(d.unit_named("frigate"), None);
    assert_eq!(d.nation_named("the netherlands"), None);
    assert_eq!(d.nation_named("NETHERLANDS"), Some(1));
    assert_eq!(d.commodity_named("Tea"), Some(CommodityId(5)));
    assert_eq!(d.column_named(" 2 : 1 "), Some(Column(2)));
    assert_eq!(d.column_named("5:1"), None);
    use crate::games::indies::{FleetId, Marker, Place, Upkept};
    assert_eq!(FleetId::named("b"), Some(FleetId(1)));
    assert_eq!(FleetId::named("fleet C"), Some(FleetId(2)));
    assert_eq!(FleetId::named("BB"), None);
    assert_eq!(FleetId(25).letter(), 'Z');
    assert_eq!(Place::named(&d, "europe"), Some(Place::Europe));
    assert_eq!(Place::named(&d, "csb"), Some(Place::Csb));
    assert_eq!(Place::named(&d, "Command of the Seas"), Some(Place::Csb));
    assert_eq!(
        Place::named(&d, "java"),
        d.area_named("Java").map(Place::Area)
    );
    let cloves = d.commodity_named("cloves").unwrap();
    assert_eq!(
        Marker::named(&d, "Cloves 1/3"),
        Some(Marker {
            commodity: cloves,
            share: 3
        })
    );
    assert_eq!(
        Marker::named(&d, "cloves"),
        Some(Marker {
            commodity: cloves,
            share: 1
        })
    );
    assert_eq!(Marker::named(&d, "cloves 2/3"), None);
    assert_eq!(Upkept::named(&d, "Factories"), Some(Upkept::Factory));
    assert_eq!(
        Upkept::named(&d, "soldiers"),
        Some(Upkept::Unit(Unit::Soldier))
    );
}

#[test]
fn errors_name_the_line() {
    let text = standard_text();
    rejects(
        &text.replacen("start_treasury = 120", "start_treasury = -5", 1),
        line_of("start_treasury = 120"),
        "negative",
    );
    rejects(
        &text.replacen("[\"Java\", \"Borneo\"]", "[\"Java\", \"Atlantis\"]", 1),
        line_of("[\"Java\", \"Borneo\"]"),
        "`Atlantis` is not an [[area]]",
    );
    rejects(
        &text.replacen(
            "sites = [\"Hugli\", \"Chittagong\"]",
            "sites = [\"Hugli\", \"Goa\"]",
            1,
        ),
        line_of("sites = [\"Hugli\", \"Chittagong\"]"),
        "site `Goa` is named twice",
    );
    rejects(
        &text.replacen("name = \"Borneo\"", "name = \"Java\"", 1),
        line_of("name = \"Borneo\""),
        "area `Java` is named twice",
    );
    rejects(
        &text.replacen("name = \"galleon\"", "name = \"frigate\"", 1),
        line_of("name = \"galleon\""),
        "frigate",
    );
    rejects(
        &text.replacen("cargo = 6", "cargo = 5", 1),
        line_of("cargo = 6"),
        "not a whole number of markers",
    );
    rejects(
        &text.replacen(
            "[\"A2\", \"A1\", \"A1\", \"-\", \"D1\"]",
            "[\"A2\", \"A1\", \"X1\", \"-\", \"D1\"]",
            1,
        ),
        line_of("[\"A2\", \"A1\", \"A1\", \"-\", \"D1\"]"),
        "`X1` is not a result",
    );
    rejects(
        &text.replacen(
            "[\"A2\", \"A1\", \"A1\", \"-\", \"D1\"]",
            "[\"A2\", \"A1\", \"A1\", \"-\"]",
            1,
        ),
        line_of("[\"A2\", \"A1\", \"A1\", \"-\", \"D1\"]"),
        "needs 5 entries",
    );
    rejects(
        &text.replacen(
            "columns = [\"1:2\", \"1:1\"",
            "columns = [\"1:1\", \"1:2\"",
            1,
        ),
        line_of("columns = [\"1:2\""),
        "rise in odds",
    );
    rejects(
        &text.replacen("start = 36", "start = 40", 1),
        line_of("start = 36"),
        "not on the ladder",
    );
    rejects(
        &text.replacen("from = 5\n", "from = 0\n", 1),
        line_of("from = 5\n"),
        "rising bounds",
    );
    rejects(
        &text.replacen("lost_on = [6]", "lost_on = [7]", 1),
        line_of("lost_on = [6]"),
        "faces of a d6",
    );
    rejects(
        &text.replacen("succeeds_on = 6", "succeeds_on = 9", 1),
        line_of("succeeds_on = 6"),
        "between 1 and 6",
    );
    rejects(
        &text.replacen(
            "[\"pepper\", \"cinnamon\", \"cloves\", \"nutmeg\", \"silk\", \"tea\"]",
            "[\"pepper\", \"tea\"]",
            1,
        ),
        line_of("commodities = "),
        "exactly 6",
    );
    // Syntax errors and unknown keys name their line too.
    rejects(
        &text.replacen("step_bounds = 2", "step_bounds = = 2", 1),
        line_of("step_bounds = 2"),
        "",
    );
    rejects(
        &text.replacen("csb_bounds = 1", "csb_bounds = 1\nwarp = 9", 1),
        line_of("csb_bounds = 1") + 1,
        "warp",
    );
}

#[test]
fn tables_read_as_written() {
    let d = Data::standard();
    let row = |die: u8| -> Vec<Outcome> { (0..5).map(|c| d.outcome(Column(c), die)).collect() };
    use Outcome::*;
    assert_eq!(
        row(1),
        [Attacker(2), Attacker(1), Attacker(1), Nothing, Defender(1)]
    );
    assert_eq!(
        row(2),
        [Attacker(1), Attacker(1), Nothing, Defender(1), Defender(1)]
    );
    assert_eq!(
        row(3),
        [Attacker(1), Nothing, Defender(1), Defender(1), Defender(2)]
    );
    assert_eq!(
        row(4),
        [Nothing, Defender(1), Defender(1), Defender(2), Defender(2)]
    );
    assert_eq!(
        row(5),
        [
            Defender(1),
            Defender(1),
            Defender(2),
            Defender(2),
            Eliminated
        ]
    );
    assert_eq!(
        row(6),
        [
            Defender(1),
            Defender(2),
            Defender(2),
            Eliminated,
            Eliminated
        ]
    );
    assert_eq!(d.lost_on(0), &[] as &[u8]);
    assert_eq!(d.lost_on(4), &[] as &[u8]);
    assert_eq!(d.lost_on(5), &[6]);
    assert_eq!(d.lost_on(8), &[6]);
    assert_eq!(d.lost_on(9), &[5, 6]);
    assert_eq!(d.lost_on(12), &[5, 6]);
    assert_eq!(d.lost_on(13), &[4, 5, 6]);
    assert_eq!(d.lost_on(40), &[4, 5, 6]);
    assert_eq!(d.sale(36, 5), 7);
    assert_eq!(d.sale(48, 3), 16);
    assert_eq!(d.sale(24, 1), 24);
}

#[test]
fn odds_round_in_the_defenders_favour() {
    let d = Data::standard();
    let col = |a, b| d.column(a, b).map(|c| d.column_text(c));
    assert_eq!(col(1, 3), None, "below 1:2: no attack");
    assert_eq!(col(2, 5), None);
    assert_eq!(col(1, 2).as_deref(), Some("1:2"));
    assert_eq!(col(3, 4).as_deref(), Some("1:2"), "3:4 rounds down to 1:2");
    assert_eq!(col(2, 2).as_deref(), Some("1:1"));
    assert_eq!(col(5, 3).as_deref(), Some("1:1"), "5:3 rounds down to 1:1");
    assert_eq!(col(11, 4).as_deref(), Some("2:1"));
    assert_eq!(col(12, 4).as_deref(), Some("3:1"));
    assert_eq!(col(8, 2).as_deref(), Some("4:1"));
    assert_eq!(col(40, 1).as_deref(), Some("4:1"), "above 4:1 uses 4:1");
    assert_eq!(d.shifted(Column(4), 1), Column(4));
    assert_eq!(d.shifted(Column(0), -1), Column(0));
    assert_eq!(d.shifted(Column(2), -1), Column(1));
}
