//! Bad Indonesia board files are refused with messages that say what is wrong.

use nusantara::games::Components;
use nusantara::games::indonesia::map::Map;

fn standard_text() -> String {
    Map::standard().source().to_string()
}

/// The standard file with `from` replaced (which must occur) by `to`.
fn edit(from: &str, to: &str) -> String {
    let text = standard_text();
    assert!(text.contains(from), "the file has no `{from}`");
    text.replacen(from, to, 1)
}

fn rejects(text: &str, words: &[&str]) {
    let e = Map::parse(text)
        .expect_err("should be rejected")
        .to_string();
    for w in words {
        assert!(e.contains(w), "`{e}` should mention `{w}`");
    }
}

#[test]
fn bad_files_are_refused_with_what_is_wrong() {
    // Asymmetric land adjacency: Aceh 3 lists Aceh 1, Aceh 1 no longer lists Aceh 3.
    rejects(
        &edit(
            r#"short = "Aceh1", province = "Aceh", coastal = true, land = ["Aceh2", "Aceh3"]"#,
            r#"short = "Aceh1", province = "Aceh", coastal = true, land = ["Aceh2"]"#,
        ),
        &["not symmetric", "Aceh 3", "Aceh 1"],
    );
    // Asymmetric sea adjacency.
    rejects(
        &edit(
            r#"name = "Selat Madura", centre = [-5.6, 112.0], seas = ["S7", "S9", "S13", "S14"]"#,
            r#"name = "Selat Madura", centre = [-5.6, 112.0], seas = ["S7", "S9", "S13", "S14", "S11"]"#,
        ),
        &["not symmetric", "S10", "S11"],
    );
    // A deed in a province that is not on the map.
    rejects(
        &edit(
            r#"{ era = "A", kind = "rice", province = "Bali" }"#,
            r#"{ era = "A", kind = "rice", province = "Timor" }"#,
        ),
        &["deed 5", "province `Timor` is not on the map"],
    );
    // Duplicate short names: two areas, and across kinds.
    rejects(
        &edit(r#"short = "Bali2""#, r#"short = "Bali1""#),
        &["duplicate short name `Bali1`", "Bali 1", "Bali 2"],
    );
    rejects(
        &edit(r#"short = "S7""#, r#"short = "jabar""#),
        &["duplicate short name `jabar`", "Jawa Barat"],
    );
    // A full name that is another thing's name.
    rejects(
        &edit(r#"name = "Laut Jawa""#, r#"name = "Jawa Barat""#),
        &["`Jawa Barat`", "already a name of province Jawa Barat"],
    );
    // Coastal exactly when bordering a sea.
    rejects(
        &edit(
            r#"short = "Jambi1", province = "Jambi", coastal = false"#,
            r#"short = "Jambi1", province = "Jambi", coastal = true"#,
        ),
        &["Jambi 1 is marked coastal but borders no sea"],
    );
    rejects(
        &edit(
            r#"short = "Bali2", province = "Bali", coastal = true"#,
            r#"short = "Bali2", province = "Bali", coastal = false"#,
        ),
        &["Bali 2 borders sea S14 but is not marked coastal"],
    );
    // Unknown references in the adjacency lists.
    rejects(
        &edit(r#"land = ["Bali1", "NTB1"]"#, r#"land = ["Bali1", "NTB9"]"#),
        &["area Bali 2", "land area `NTB9` is not on the map"],
    );
    rejects(
        &edit(
            r#"land = ["Bali1", "NTB1"], seas = ["S14"]"#,
            r#"land = ["Bali1", "NTB1"], seas = ["S22"]"#,
        ),
        &["area Bali 2", "sea `S22` is not on the map"],
    );
    // Counts.
    rejects(
        &edit(
            "    { name = \"Aceh\", short = \"Aceh\", centre = [4.5, 96.5] },\n",
            "",
        ),
        &["26 provinces, the file lists 25"],
    );
    // City cards: an unknown province, and a card too few in an era.
    rejects(
        &edit(
            r#"["Jambi", "Sulteng", "NTT"],"#,
            r#"["Jambi", "Sulteng", "Timor"],"#,
        ),
        &["city card 1 of era C", "`Timor` is not on the map"],
    );
    rejects(
        &edit("    [\"Jambi\", \"Sulteng\", \"NTT\"],\n", ""),
        &["era C has 4 city cards"],
    );
    rejects(
        &edit(
            r#"["Jambi", "Sulteng", "NTT"],"#,
            r#"["Jambi", "Jambi", "NTT"],"#,
        ),
        &["city card 1 of era C names a province twice"],
    );
    // Deeds.
    rejects(
        &edit(
            r#"kind = "rice", province = "Bali""#,
            r#"kind = "siap_saji", province = "Bali""#,
        ),
        &["deeds are never siap saji"],
    );
    rejects(
        &edit(
            r#"{ era = "A", kind = "rice", province = "Jabar" }"#,
            r#"{ era = "A", kind = "rice", province = "Bali" }"#,
        ),
        &["two deeds are both A rice Bali"],
    );
    rejects(
        &edit(
            r#"province = "Halmahera", ships = [3, 4, 5]"#,
            r#"province = "Halmahera""#,
        ),
        &["a shipping deed needs ships"],
    );
    rejects(
        &edit(
            r#"province = "Halmahera", ships = [3, 4, 5]"#,
            r#"province = "Halmahera", ships = [0, 4, 5]"#,
        ),
        &["at least one ship from its own era"],
    );
    // Numbers.
    rejects(
        &edit("hull = [1, 2, 3, 4, 5]", "hull = [1, 2, 3, 4]"),
        &["research track hull has 4 steps"],
    );
    rejects(
        &edit("city_supply = [12, 8, 3]", "city_supply = [12, 8]"),
        &["city_supply lists 2 sizes"],
    );
    rejects(
        &edit("min_players = 2", "min_players = 6"),
        &["min_players 6"],
    );
    rejects(&edit("oil = 40\n\n", "\n"), &["missing field `oil`"]);
    rejects("this is = = not toml", &["Indonesia board file"]);
}
