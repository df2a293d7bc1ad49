use super::*;
use crate::games::Seat;
use crate::lang::Lang;
use crate::table::command::Command;

fn choice(label: &str, seat: Seat, sub: &str, options: &[(&str, &str)]) -> Choice {
    Choice {
        label: label.into(),
        seat,
        command: Command::new(&["festivals", sub], options),
    }
}

fn id(rows: &[Row], row: usize, at: usize) -> String {
    match &rows[row].components[at] {
        Component::Button(b) => b.custom_id.clone(),
        Component::Menu(m) => m.custom_id.clone(),
    }
}

fn menu(rows: &[Row], row: usize) -> Menu {
    match &rows[row].components[0] {
        Component::Menu(m) => m.clone(),
        Component::Button(_) => panic!("row {row} holds buttons"),
    }
}

fn run(offers: &[Offer], id: &str, values: &[&str]) -> Option<Pressing> {
    let values: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    pressing(7, offers, &Pressed::parse(id).expect(id), &values, Lang::En)
}

#[test]
fn ids_round_trip_and_presses_find_their_command() {
    let offers = vec![
        Offer::Buttons(vec![
            choice("Rest", 1, "rest", &[]),
            choice("Pass", 1, "pass", &[]),
        ]),
        Offer::Menu {
            placeholder: "Move".into(),
            choices: vec![
                choice("Bali", 1, "move", &[("to", "Bali")]),
                choice("Jawa", 1, "move", &[("to", "Jawa")]),
            ],
        },
    ];
    let rows = rows(7, Scope::Public, &offers, Lang::En);
    assert_eq!(rows.len(), 2);
    let json = serde_json::to_value(&rows).unwrap();
    assert_eq!(json[0]["type"], 1);
    let pass = id(&rows, 0, 1);
    assert!(pass.starts_with("g7:p0.1:"), "{pass}");
    assert_eq!(
        run(&offers, &pass, &[]),
        Some(Pressing::Run(1, Command::new(&["festivals", "pass"], &[])))
    );
    let move_id = id(&rows, 1, 0);
    let jawa = menu(&rows, 1).options[1].value.clone();
    assert_eq!(
        run(&offers, &move_id, &[&jawa]),
        Some(Pressing::Run(
            1,
            Command::new(&["festivals", "move"], &[("to", "Jawa")])
        ))
    );
    assert_eq!(run(&offers, &move_id, &["c0000000000000000"]), None);
    assert!(Pressed::parse("g7:p0").is_none());
    assert!(Pressed::parse("x:y:z").is_none());
}

#[test]
fn a_choice_still_offered_elsewhere_is_not_outdated() {
    let alice = choice("Alice: choose in private", 0, "hand", &[]);
    let bob = choice("Bob: choose in private", 1, "hand", &[("who", "bob")]);
    let before = vec![Offer::Buttons(vec![alice.clone(), bob.clone()])];
    let bob_id = id(&rows(7, Scope::Public, &before, Lang::En), 0, 1);
    // Alice planned: her button went, Bob's moved to the front.
    let after = vec![Offer::Buttons(vec![bob.clone()])];
    assert_eq!(
        run(&after, &bob_id, &[]),
        Some(Pressing::Run(1, bob.command.clone()))
    );
    assert_eq!(run(&[], &bob_id, &[]), None, "no longer on offer");
}

#[test]
fn rows_beyond_a_cards_room_are_behind_a_button() {
    let offers: Vec<Offer> = (0..30)
        .map(|i| Offer::Menu {
            placeholder: format!("Menu {i}"),
            choices: (0..2)
                .map(|j| {
                    choice(
                        &format!("{i}.{j}"),
                        0,
                        "move",
                        &[("to", &format!("{i}{j}"))],
                    )
                })
                .collect(),
        })
        .collect();
    let shown = rows(7, Scope::Private, &offers, Lang::En);
    // 17 menus (two components each) and the row of "More choices…" fill the room of 37.
    assert_eq!(shown.len(), 18);
    let count = |rows: &[Row]| rows.iter().map(|r| 1 + r.components.len()).sum::<usize>();
    assert!(count(&shown) <= ROOM, "{}", count(&shown));
    let more = id(&shown, 17, 0);
    let Some(Pressing::Page { rows: next, .. }) = run(&offers, &more, &[]) else {
        panic!("More shows the rest, in place of the first");
    };
    assert_eq!(next.len(), 14, "offers 17 to 29, and the way back");
    let back = id(&next, 13, 0);
    let Some(Pressing::Page { rows: first, .. }) = run(&offers, &back, &[]) else {
        panic!("First choices shows the first again");
    };
    assert_eq!(first, shown, "the first message's rows, as they were");
    let last = menu(&next, 12);
    let value = last.options[1].value.clone();
    assert_eq!(
        run(&offers, &last.custom_id, &[&value]),
        Some(Pressing::Run(
            0,
            Command::new(&["festivals", "move"], &[("to", "291")])
        ))
    );
}

#[test]
fn a_long_amount_menu_offers_common_values_and_a_form() {
    let choices: Vec<Choice> = (0..=140)
        .map(|a| {
            let a = a.to_string();
            choice(
                &format!("Bid {a}"),
                2,
                "bid",
                &[("amount", &a), ("table", "<#1>")],
            )
        })
        .collect();
    let offers = vec![Offer::Menu {
        placeholder: "Bid".into(),
        choices,
    }];
    let shown = rows(7, Scope::Public, &offers, Lang::En);
    let m = menu(&shown, 0);
    assert_eq!(m.options.len(), MAX_OPTIONS);
    assert!(
        m.options.iter().any(|o| o.label == "Bid 140"),
        "the highest is shown"
    );
    assert_eq!(m.options.last().unwrap().value, "ask");
    let Some(Pressing::Ask { seat: 2, form, .. }) = run(&offers, &m.custom_id, &["ask"]) else {
        panic!("ask opens the form");
    };
    assert!(form.title.chars().count() <= MAX_FORM_TITLE);
    assert_eq!(
        run(&offers, &form.custom_id, &["57"]),
        Some(Pressing::Run(
            2,
            Command::new(
                &["festivals", "bid"],
                &[("amount", "57"), ("table", "<#1>")]
            )
        ))
    );
    assert!(matches!(
        run(&offers, &form.custom_id, &["lots"]),
        Some(Pressing::NotANumber(_))
    ));
}

#[test]
fn a_long_menu_of_pairs_and_bids_is_grouped_and_paged() {
    // 60 pairs of companies, each with 10 bids.
    let mut choices = Vec::new();
    for pair in 0..60 {
        for bid in 0..10 {
            let (p, b) = (pair.to_string(), (50 + 5 * bid).to_string());
            choices.push(choice(
                &format!("Merge {p}, bid {b}"),
                0,
                "merge",
                &[("pair", &p), ("bid", &b)],
            ));
        }
    }
    let offers = vec![Offer::Menu {
        placeholder: "Merge".into(),
        choices,
    }];
    let mut page = menu(&rows(7, Scope::Public, &offers, Lang::En), 0);
    let mut seen = 0;
    loop {
        seen += page
            .options
            .iter()
            .filter(|o| o.value.starts_with('g'))
            .count();
        let Some(more) = page.options.iter().find(|o| o.value.starts_with('p')) else {
            break;
        };
        let Some(Pressing::Page { rows, .. }) = run(&offers, &page.custom_id, &[&more.value])
        else {
            panic!("the next page, in place of this one");
        };
        page = menu(&rows, 0);
    }
    assert_eq!(seen, 60, "every pair is reachable");
    let last = page.options.last().unwrap();
    assert!(last.label.starts_with("Merge 59"), "{}", last.label);
    let Some(Pressing::Show { rows, .. }) = run(&offers, &page.custom_id, &[&last.value]) else {
        panic!("a group opens its bids");
    };
    let bids = menu(&rows, 0);
    let top = bids.options.last().unwrap();
    assert_eq!(top.label, "Merge 59, bid 95");
    assert_eq!(
        run(&offers, &bids.custom_id, &[&top.value]),
        Some(Pressing::Run(
            0,
            Command::new(&["festivals", "merge"], &[("pair", "59"), ("bid", "95")])
        ))
    );
}

#[test]
fn labels_are_cut_by_characters() {
    let long = "é".repeat(200);
    assert_eq!(shorten(&long, 80).chars().count(), 80);
    assert_eq!(shorten("short", 80), "short");
}

#[test]
fn a_typed_offer_opens_a_form_whose_value_completes_the_command() {
    let typed = |secret| Offer::Typed {
        choice: choice("Raise up to…", 2, "raise", &[]),
        option: "up_to",
        title: "Your maximum".into(),
        field: "Maximum in rupiah".into(),
        hint: "105 or more".into(),
        secret,
    };
    let offers = vec![
        Offer::Buttons(vec![choice(
            "Raise to 105",
            2,
            "raise",
            &[("amount", "105")],
        )]),
        typed(true),
    ];
    let rows = rows(7, Scope::Public, &offers, Lang::En);
    // Beside the button before it, in one row.
    assert_eq!(rows.len(), 1, "{rows:?}");
    let button = id(&rows, 0, 1);
    assert!(button.starts_with("g7:p1:"), "{button}");
    let Some(Pressing::Ask { seat: 2, form, .. }) = run(&offers, &button, &[]) else {
        panic!("a form");
    };
    // Its answer is secret: the id says so, and holds nothing typed.
    assert_eq!(form.custom_id, format!("{button}:own"));
    let submitted = Pressed::parse(&form.custom_id).unwrap();
    assert!(submitted.answered_privately());
    assert!(!Pressed::parse(&button).unwrap().answered_privately());
    assert_eq!(
        run(&offers, &form.custom_id, &[" 163 "]),
        Some(Pressing::Run(
            2,
            Command::new(&["festivals", "raise"], &[("up_to", "163")])
        ))
    );
    // A form whose command is no secret is answered as the card's choices are.
    let open = vec![typed(false)];
    let button = id(&rows_of(&open), 0, 0);
    let Some(Pressing::Ask { form, .. }) = run(&open, &button, &[]) else {
        panic!("a form");
    };
    assert!(form.custom_id.ends_with(":ask"), "{}", form.custom_id);
    assert!(
        !Pressed::parse(&form.custom_id)
            .unwrap()
            .answered_privately()
    );
}

fn rows_of(offers: &[Offer]) -> Vec<Row> {
    rows(7, Scope::Public, offers, Lang::En)
}

#[test]
fn a_long_menu_of_several_picks_is_paged() {
    let words: Vec<(String, String)> = (1..=30)
        .map(|n| (format!("Area {n}"), format!("A{n}")))
        .collect();
    let offers = vec![Offer::Many {
        placeholder: "Expand, in the order you pick".into(),
        seat: 0,
        command: Command::new(&["indonesia", "expand"], &[]),
        option: "at",
        words,
        min: 1,
    }];
    let rows = rows_of(&offers);
    let first = menu(&rows, 0);
    assert_eq!(first.options.len(), MAX_OPTIONS);
    assert_eq!(first.max_values as usize, MAX_OPTIONS);
    let more = first.options.last().unwrap();
    assert!(more.label.starts_with("More…"), "{more:?}");
    let Some(Pressing::Page { rows: next, .. }) = run(&offers, &first.custom_id, &[&more.value])
    else {
        panic!("the next page");
    };
    let second = menu(&next, 0);
    assert_eq!(second.options.len(), 6, "{second:?}");
    // Picks of the second page, in the order picked.
    let (a, b) = (&second.options[5].value, &second.options[0].value);
    assert_eq!(
        run(&offers, &second.custom_id, &[a, b]),
        Some(Pressing::Run(
            0,
            Command::new(&["indonesia", "expand"], &[("at", "A30 A25")])
        ))
    );
}

/// The words the table adds to a game's menus are in the language asked for.
#[test]
fn a_long_menus_more_reads_in_the_tables_language() {
    let list: Vec<(String, String)> = (0..30).map(|i| (i.to_string(), i.to_string())).collect();
    let english = super::paging::page(list.clone(), 0, Lang::En);
    assert_eq!(english[24].0, "More… (25 to 30 of 30)");
    let indonesian = super::paging::page(list, 0, Lang::Id);
    assert_eq!(indonesian[24].0, "Lainnya… (25 sampai 30 dari 30)");
}
