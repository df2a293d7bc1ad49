//! Factory attempts (E 3.2), forts, and the CSB rule of E 6.1.

use super::*;
use crate::games::Rules;
use crate::games::indies::Place;
use crate::games::indies::game::factory::founds;

const AT_JAVA: &str = r#"
seed = 1
[output]
Java = "cloves"
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, leader = 1, explorer = 1 }
[[company.fleet]]
fleet = "B"
at = "Java"
units = { carrack = 1, explorer = 1 }
[[company]]
treasury = 100
"#;

#[test]
fn a_six_succeeds_a_bribe_adds_and_a_natural_one_fails() {
    let d = data();
    assert!(founds(&d, 6, 0));
    assert!(!founds(&d, 5, 0));
    assert!(founds(&d, 4, 2));
    assert!(!founds(&d, 3, 2));
    assert!(founds(&d, 2, 4));
    assert!(!founds(&d, 1, 10), "a natural 1 always fails");
}

#[test]
fn the_bribe_is_paid_whatever_the_result() {
    let d = data();
    let g = game(AT_JAVA);
    for (die, bribe, success) in [(1, 3, false), (4, 2, true), (3, 2, false), (6, 0, true)] {
        let mut w = g.world.clone();
        let mut out = Vec::new();
        w.attempt(
            &d,
            0,
            A,
            site("Bantam"),
            bribe,
            Some(&mut rolling(&[die])),
            &mut out,
        )
        .unwrap();
        assert_eq!(w.companies[0].treasury, 100 - i64::from(bribe));
        assert_eq!(w.books[0].bribes, i64::from(bribe));
        assert_eq!(
            w.factory(site("Bantam")).is_some(),
            success,
            "die {die} bribe {bribe}"
        );
        assert!(matches!(
            out[..],
            [EventKind::FactoryAttempt { success: s, die: dd, .. }] if s == success && dd == die
        ));
    }
}

#[test]
fn the_attempt_is_reported_with_its_die() {
    let d = data();
    let g = game(AT_JAVA);
    let mut w = g.world.clone();
    let mut out = Vec::new();
    w.attempt(
        &d,
        0,
        A,
        site("Bantam"),
        2,
        Some(&mut rolling(&[4])),
        &mut out,
    )
    .unwrap();
    let e = Event {
        audience: crate::games::Audience::Public,
        kind: out[0].clone(),
    };
    let text = e.text(&d, &|s| d.nation(s).to_string(), crate::lang::Lang::En);
    assert_eq!(text, "Bantam: 4 + bribe 2 = 6, Portugal founds a factory.");
}

#[test]
fn an_attempt_needs_a_leader_an_explorer_and_a_free_site() {
    let mut g = game(AT_JAVA);
    let attempt = |fleet, name: &str| Action::Order {
        order: Order::Attempt {
            fleet,
            site: site(name),
            bribe: 0,
        },
    };
    assert_eq!(
        refused(&mut g, 0, attempt(B, "Bantam")),
        "Fleet B has no leader to attempt a factory at Bantam."
    );
    assert!(refused(&mut g, 0, attempt(A, "Goa")).contains("not in Malabar where Goa lies"));
    // One attempt per leader per year.
    ok(&mut g, 0, attempt(A, "Bantam"));
    assert!(refused(&mut g, 0, attempt(A, "Japara")).contains("one attempt per leader"));
    let mut g = game(&AT_JAVA.replace("leader = 1, explorer = 1 }", "leader = 2, explorer = 1 }"));
    ok(&mut g, 0, attempt(A, "Bantam"));
    ok(&mut g, 0, attempt(A, "Japara"));
    // No explorer, no landfall.
    let mut g = game(&AT_JAVA.replace("leader = 1, explorer = 1 }", "leader = 1 }"));
    assert!(refused(&mut g, 0, attempt(A, "Bantam")).contains("no explorer"));
    // One factory per site.
    let taken = format!("{AT_JAVA}[[company.factory]]\nsite = \"Bantam\"\n");
    let mut g = game(&taken);
    assert_eq!(
        refused(&mut g, 0, attempt(A, "Bantam")),
        "Bantam already has a factory of Netherlands: one factory per site."
    );
    // The bribe must be affordable: all orders of the draft count.
    let mut g = game(&AT_JAVA.replace(
        "treasury = 100\n[[company.fleet]]",
        "treasury = 4\n[[company.fleet]]",
    ));
    let big = Action::Order {
        order: Order::Attempt {
            fleet: A,
            site: site("Bantam"),
            bribe: 5,
        },
    };
    let e = g.apply(0, &big).unwrap_err();
    assert_eq!(e.kind, crate::games::Refused::CannotAfford);
}

#[test]
fn a_site_taken_first_in_initiative_order_is_not_attempted_and_costs_nothing() {
    let text = r#"
seed = 1
initiative = ["Netherlands", "Portugal"]
[output]
Java = "cloves"
[[company]]
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, leader = 1, explorer = 1 }
[[company]]
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, leader = 1, explorer = 1 }
"#;
    // The Netherlands roll first: a 6 founds Bantam; Portugal's order is then not carried out.
    let text = text.replace("seed = 1", &format!("seed = {}", seed_rolling(&[6])));
    let mut g = game(&text);
    for seat in [0, 1] {
        order(
            &mut g,
            seat,
            Order::Attempt {
                fleet: A,
                site: site("Bantam"),
                bribe: 3,
            },
        );
    }
    let events = kinds(&seal_all(&mut g));
    assert!(events.iter().any(|e| matches!(
        e,
        EventKind::FactoryAttempt {
            seat: 1,
            success: true,
            ..
        }
    )));
    assert!(events.iter().any(|e| matches!(e, EventKind::Skipped { seat: 0, reason, .. } if reason.to_string().contains("one factory per site"))));
    assert_eq!(g.treasury(0), 120, "no attempt, no bribe");
    assert_eq!(g.treasury(1), 117);
}

const WITH_FACTORY: &str = r#"
seed = 1
[output]
Java = "cloves"
[[company]]
treasury = 100
[[company.fleet]]
fleet = "A"
at = "Java"
units = { carrack = 1, leader = 1, explorer = 1 }
[[company.fleet]]
fleet = "B"
at = "Java"
units = { carrack = 1 }
cargo = ["cloves"]
[[company.factory]]
site = "Bantam"
[[company]]
treasury = 100
[[company.factory]]
site = "Japara"
"#;

#[test]
fn forts_are_built_at_own_factories() {
    let mut g = game(WITH_FACTORY);
    let fort = |site_name: &str| Action::Order {
        order: Order::Fort {
            fleet: A,
            site: site(site_name),
        },
    };
    assert!(refused(&mut g, 0, fort("Japara")).contains("not your factory"));
    assert!(refused(&mut g, 0, fort("Jayakarta")).contains("not your factory"));
    ok(&mut g, 0, fort("Bantam"));
    let events = kinds(&seal_all(&mut g));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, EventKind::FortBuilt { cost: 15, .. }))
    );
    let bantam = g.world.factory(site("Bantam")).unwrap();
    assert_eq!(bantam.forts, 1);
    assert_eq!(bantam.defence(&data()), 2 + 3);
    assert_eq!(g.treasury(0), 85);
}

#[test]
fn only_a_company_with_a_factory_enters_the_csb() {
    let mut g = game(AT_JAVA);
    let enter = |fleet| Action::Order {
        order: Order::EnterCsb { fleet },
    };
    assert!(refused(&mut g, 0, enter(A)).contains("nly a company with a factory"));
    let mut g = game(WITH_FACTORY);
    ok(&mut g, 0, enter(A));
    // Ships in the CSB carry no cargo.
    assert!(refused(&mut g, 0, enter(B)).contains("carry no cargo"));
    seal_all(&mut g);
    assert_eq!(g.world.fleet(0, A).unwrap().at, Place::Csb);
}

#[test]
fn a_bribe_above_what_can_change_the_roll_says_what_it_still_changes() {
    let d = data();
    let mut g = game(AT_JAVA);
    let text = |events: Vec<Event>| {
        events[0].text(&d, &|s| d.nation(s).to_string(), crate::lang::Lang::En)
    };
    let attempt = |bribe| Order::Attempt {
        fleet: A,
        site: site("Bantam"),
        bribe,
    };
    assert_eq!(
        text(order(&mut g, 0, attempt(4))),
        "Order 1 added: fleet A attempts a factory at Bantam with a bribe of 4 florins."
    );
    let replaced = ok(
        &mut g,
        0,
        Action::Replace {
            index: 0,
            order: attempt(5),
        },
    );
    assert_eq!(
        text(replaced),
        "Order 1 is now: fleet A attempts a factory at Bantam with a bribe of 5 florins. A bribe \
         of 4 florins already makes every roll but a natural 1 succeed: the rest changes nothing, \
         and the bribe is paid whatever the result."
    );
}
