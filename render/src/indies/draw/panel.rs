//! The panel under the map: companies with their treasuries and fleets, the price chart, the key.

use super::*;

pub(super) const PANEL_X: i32 = 14;
pub(super) const COMPANIES_W: i32 = 1072;
pub(in crate::indies) const ROW_TOP: i32 = PANEL_Y + 36;
pub(in crate::indies) const ROW_H: i32 = 64;
pub(super) const ROW_GAP: i32 = 4;
pub(in crate::indies) const CHART_X: i32 = PANEL_X + COMPANIES_W + 20;
pub(super) const CHART_RIGHT: i32 = WIDTH - 16;
pub(super) const CHART_LABEL_W: i32 = 118;
pub(super) const CHART_ROW_TOP: i32 = PANEL_Y + 44;
pub(super) const CHART_ROW_H: i32 = 25;
pub(in crate::indies) const KEY_TOP: i32 = CHART_ROW_TOP + 6 * CHART_ROW_H + 10;

pub(super) fn panel_ground(img: &mut Canvas, w: &Words) {
    paint::fill_rect(img, Rect::new(0, PANEL_Y, WIDTH, PANEL_H), colour::PANEL);
    paint::fill_rect(img, Rect::new(0, PANEL_Y, WIDTH, 2), colour::EDGE);
    let head = Style::bold(17.0, colour::INK);
    let end = paint::text(img, head, CHART_X, PANEL_Y + 24, &w.prices);
    // The note at its column (2 px after "Prices"), or 8 px after a longer heading.
    let column = CHART_X + 62;
    let x = if end + 2 > column { end + 8 } else { column };
    let label = Style::regular(14.0, colour::MUTED);
    paint::text(
        img,
        label,
        x,
        PANEL_Y + 24,
        &paint::fit(label, &w.prices_note, CHART_RIGHT - x),
    );
    for (i, c) in Commodity::ALL.into_iter().enumerate() {
        let y = CHART_ROW_TOP + i as i32 * CHART_ROW_H;
        commodity_chip(img, Rect::new(CHART_X, y, 28, 21), c, c.abbrev());
        paint::text(
            img,
            Style::regular(15.0, colour::INK),
            CHART_X + 35,
            y + 16,
            c.name(),
        );
    }
    draw_key(img, w);
}

/// The companies in initiative order: treasury, factories, whether orders are sealed, the score
/// at the end, and each fleet with what it carries.
pub(super) fn draw_companies(img: &mut Canvas, p: &Picture) {
    let mut order: Vec<&Company> = Vec::new();
    for &s in &p.initiative {
        if let Some(c) = p.companies.iter().find(|c| c.seat == s)
            && !order.iter().any(|o| o.seat == s)
        {
            order.push(c);
        }
    }
    let ranked = order.len();
    let mut rest: Vec<&Company> = p
        .companies
        .iter()
        .filter(|c| !order.iter().any(|o| o.seat == c.seat))
        .collect();
    rest.sort_by_key(|c| c.seat);
    order.extend(rest);
    let head = if ranked > 0 {
        &p.words.companies_in_order
    } else {
        &p.words.companies
    };
    paint::text(
        img,
        Style::bold(17.0, colour::INK),
        PANEL_X + 4,
        PANEL_Y + 24,
        head,
    );
    for (k, c) in order.iter().take(5).enumerate() {
        let row = Rect::new(
            PANEL_X,
            ROW_TOP + k as i32 * (ROW_H + ROW_GAP),
            COMPANIES_W,
            ROW_H,
        );
        company_row(img, row, p, c, (k < ranked).then_some(k + 1));
    }
}

pub(super) fn company_row(
    img: &mut Canvas,
    row: Rect,
    p: &Picture,
    c: &Company,
    rank: Option<usize>,
) {
    paint::stroke_round_rect(img, row, 8.0, 1.0, colour::RULE);
    let base = row.y + 22;
    let muted = Style::regular(15.0, colour::MUTED);
    if let Some(n) = rank {
        paint::text(img, muted, row.x + 8, base, &format!("{n}."));
    }
    seat_token(
        img,
        (row.x + 42) as f32,
        (base - 6) as f32,
        c.seat,
        c.initial(),
    );
    let nation = Style::bold(17.0, colour::INK);
    let x = paint::text(
        img,
        nation,
        row.x + 60,
        base,
        &paint::fit(nation, &c.nation, 140),
    );
    paint::text(
        img,
        muted,
        x + 8,
        base,
        &paint::fit(muted, &c.player, row.x + 330 - x - 8),
    );
    let w = &p.words;
    let x = paint::text(img, muted, row.x + 340, base, &w.treasury);
    let money = Style::bold(17.0, colour::INK);
    let fl = format!("{} {}", c.treasury, w.fl);
    paint::text(img, money, x + 7, base, &fl);
    let factories = p
        .areas
        .iter()
        .flat_map(|a| &a.sites)
        .filter(|s| s.factory.as_ref().is_some_and(|f| f.owner == c.seat))
        .count();
    let plural = if factories == 1 {
        &w.factory
    } else {
        &w.factories
    };
    paint::text(
        img,
        Style::regular(15.0, colour::INK),
        row.x + 560,
        base,
        &format!("{factories} {plural}"),
    );
    match c.sealed {
        Some(true) => {
            let st = Style::bold(16.0, colour::SEALED);
            paint::text(img, st, row.x + 700, base, &w.orders_sealed);
        }
        Some(false) => {
            paint::text(img, muted, row.x + 700, base, &w.drafting);
        }
        None => {}
    }
    if let Some(score) = c.score {
        let st = Style::bold(17.0, colour::INK);
        let score = format!("{} {score}", w.score);
        paint::text_right(img, st, row.right() - 10, base, &score);
    }
    fleet_lines(img, row, p, c.seat);
}

/// A company's token in the panel: its colour with the nation's initial, as on its counters.
pub(super) fn seat_token(img: &mut Canvas, cx: f32, cy: f32, seat: usize, initial: char) {
    paint::fill_circle(img, cx, cy, 13.0, colour::INK);
    paint::fill_circle(img, cx, cy, 11.5, company_colour(seat));
    paint::fill_circle(img, cx, cy, 8.0, colour::WHITE);
    paint::text_centred(
        img,
        Style::bold(12.0, colour::INK),
        cx,
        cy,
        &initial.to_string(),
    );
}

/// "Java: 2 carracks, 1 galleon; 4 soldiers, 1 leader, 1 explorer; cargo Cl 1/3, Pe 1/1".
pub(super) fn fleet_text(p: &Picture, f: &Fleet) -> String {
    let w = &p.words;
    let at = match f.at {
        Place::Europe => w.europe.as_str(),
        Place::Csb => w.csb.as_str(),
        Place::Area(i) => p.areas.get(i).map_or("?", |a| a.name.as_str()),
    };
    let count = |n: u32, [one, many]: &[String; 2]| match n {
        0 => None,
        1 => Some(format!("1 {one}")),
        n => Some(format!("{n} {many}")),
    };
    let [caravel, carrack, galleon, soldier, leader, explorer] = &w.units;
    let ships: Vec<String> = [
        count(f.ships.caravels, caravel),
        count(f.ships.carracks, carrack),
        count(f.ships.galleons, galleon),
    ]
    .into_iter()
    .flatten()
    .collect();
    let mut s = format!("{at}: {}", ships.join(", "));
    let aboard: Vec<String> = [
        count(f.soldiers, soldier),
        count(f.leaders, leader),
        count(f.explorers, explorer),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !aboard.is_empty() {
        s += "; ";
        s += &aboard.join(", ");
    }
    if !f.cargo.is_empty() {
        let cargo: Vec<String> = group(&f.cargo)
            .into_iter()
            .map(|(m, n)| marker_text(m, n))
            .collect();
        s += &format!("; {} ", w.cargo);
        s += &cargo.join(", ");
    }
    s
}

/// The company's fleets on two lines under its name; those that do not fit are counted.
pub(super) fn fleet_lines(img: &mut Canvas, row: Rect, p: &Picture, seat: usize) {
    let mut fleets: Vec<&Fleet> = p.fleets.iter().filter(|f| f.owner == seat).collect();
    fleets.sort_by(|a, b| a.letter.cmp(&b.letter));
    let st = Style::regular(14.0, colour::INK);
    let more = Style::bold(14.0, colour::MUTED);
    let left = row.x + 60;
    let right = row.right() - 10;
    let lines = [row.y + 41, row.y + 59];
    if fleets.is_empty() {
        paint::text(
            img,
            Style::regular(14.0, colour::MUTED),
            left,
            lines[0],
            &p.words.no_fleets,
        );
        return;
    }
    let more_w = paint::text_width(more, &format!("+99 {}", p.words.more_fleets));
    let (mut line, mut x) = (0, left);
    for (k, f) in fleets.iter().enumerate() {
        let text = fleet_text(p, f);
        let w = 22 + paint::text_width(st, &text);
        loop {
            let last = line == lines.len() - 1;
            let reserve = if last && k + 1 < fleets.len() {
                more_w + 12
            } else {
                0
            };
            let room = right - reserve - x;
            if w <= room || x == left {
                fleet_item(
                    img,
                    x,
                    lines[line],
                    seat,
                    &f.letter,
                    &paint::fit(st, &text, room - 22),
                );
                x += w.min(room) + 18;
                break;
            }
            if last {
                let n = fleets.len() - k;
                let more_fleets = format!("+{n} {}", p.words.more_fleets);
                paint::text(img, more, x, lines[line], &more_fleets);
                return;
            }
            line += 1;
            x = left;
        }
    }
}

/// A fleet in the panel: its letter on the company's colour, then what it is and carries.
pub(super) fn fleet_item(
    img: &mut Canvas,
    x: i32,
    base: i32,
    seat: usize,
    letter: &str,
    text: &str,
) {
    let chip = Rect::new(x, base - 13, 18, 17);
    let st = Style::bold(12.5, colour::INK);
    paint::fill_round_rect(img, chip, 4.0, colour::INK);
    paint::fill_round_rect(img, chip.inset(1), 3.0, company_colour(seat));
    paint::text_centred(img, st, chip.cx(), chip.cy(), &paint::fit(st, letter, 16));
    paint::text(img, Style::regular(14.0, colour::INK), x + 22, base, text);
}

/// The price chart: a row per commodity, a column per step of the ladder, the current price
/// filled in the commodity's colour.
pub(super) fn draw_prices(img: &mut Canvas, p: &Picture) {
    let cols = p.ladder.len().max(1) as i32;
    let x0 = CHART_X + CHART_LABEL_W;
    let col_w = (CHART_RIGHT - x0) / cols;
    for (i, c) in Commodity::ALL.into_iter().enumerate() {
        let y = CHART_ROW_TOP + i as i32 * CHART_ROW_H;
        let price = p.prices.iter().find(|(pc, _)| *pc == c).map(|&(_, v)| v);
        for (j, &step) in p.ladder.iter().enumerate() {
            let cell = Rect::new(x0 + j as i32 * col_w, y, col_w - 8, 21);
            if price == Some(step) {
                let (fill, ink) = commodity_colours(c);
                paint::fill_round_rect(img, cell, 4.0, colour::INK);
                paint::fill_round_rect(img, cell.inset(2), 3.0, fill);
                paint::text_centred(
                    img,
                    Style::bold(15.0, ink),
                    cell.cx(),
                    cell.cy(),
                    &step.to_string(),
                );
            } else {
                paint::stroke_round_rect(img, cell, 4.0, 1.0, colour::RULE);
                paint::text_centred(
                    img,
                    Style::regular(13.0, colour::MUTED),
                    cell.cx(),
                    cell.cy(),
                    &step.to_string(),
                );
            }
        }
        // A price off the ladder is written after the name.
        if let Some(v) = price
            && !p.ladder.contains(&v)
        {
            paint::text_right(
                img,
                Style::bold(15.0, colour::INK),
                x0 - 6,
                y + 16,
                &v.to_string(),
            );
        }
    }
}

/// The key, under the price chart.
pub(super) fn draw_key(img: &mut Canvas, w: &Words) {
    let x0 = CHART_X;
    let st = Style::regular(13.0, colour::INK);
    paint::text(
        img,
        Style::bold(15.0, colour::INK),
        x0,
        KEY_TOP + 14,
        &w.key,
    );
    // Fleets.
    let y = KEY_TOP + 22;
    counter_face(
        img,
        Rect::new(x0, y, 70, 30),
        colour::KEY_COMPANY,
        'N',
        "A",
        3,
        true,
    );
    paint::text(img, st, x0 + 78, y + 13, &w.key_fleet);
    paint::text(img, st, x0 + 78, y + 28, &w.key_ships);
    // Factories.
    let y = y + 38;
    flag(img, Rect::new(x0, y, 24, 20), colour::KEY_COMPANY, 'E');
    let x = paint::text(img, st, x0 + 28, y + 14, &w.key_factory);
    tower(img, x + 10, y + 14);
    let x = paint::text(img, st, x + 24, y + 14, &w.forts);
    soldier(img, x as f32 + 15.0, (y + 14) as f32);
    paint::text(img, st, x + 24, y + 14, &w.soldiers);
    // Markers and distances.
    let y = y + 26;
    commodity_chip(
        img,
        Rect::new(x0, y - 1, 50, 18),
        Commodity::Cloves,
        "Cl 1/3",
    );
    let x = paint::text(img, st, x0 + 56, y + 13, &w.key_share);
    europe_badge(img, Rect::new(x + 16, y - 2, 52, 20), &w.eur, 8);
    paint::text(img, st, x + 74, y + 13, &w.key_bounds);
    let y = y + 26;
    paint::line(
        img,
        (x0 as f32, y as f32 + 8.0),
        (x0 as f32 + 40.0, y as f32 + 8.0),
        5.0,
        colour::LINK,
    );
    paint::text(img, st, x0 + 48, y + 13, &w.key_adjacent);
}
