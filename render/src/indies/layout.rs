//! Where everything sits on the East Indies picture. The boxes' places on the map and the links
//! come from `assets/indies/layout.toml`, parsed once per process; everything inside a box (its
//! name, the row of each site, the slots for fleet counters) follows from the constants here, so
//! every label has a fixed rectangle and a test can check that none overlaps another.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::paint::{Rect, Style, rgb};

/// The picture's size, and its three bands: the title band, the map and the panel below it.
pub const WIDTH: i32 = 1600;
pub const BAND_H: i32 = 78;
pub const MAP_H: i32 = 914;
pub const PANEL_H: i32 = 384;
pub const HEIGHT: i32 = BAND_H + MAP_H + PANEL_H;
pub const PANEL_Y: i32 = BAND_H + MAP_H;

/// An area box: its width, the header (name, Europe distance, commodity), a row per site and the
/// tray of fleet counters at the bottom.
pub const BOX_W: i32 = 240;
const HEAD_H: i32 = 58;
const SITE_H: i32 = 42;
/// Fleet counters, and the tray's rows and columns of them.
pub const COUNTER_W: i32 = 70;
pub const COUNTER_H: i32 = 30;
const SLOT_GAP: i32 = 5;
const TRAY_COLS: i32 = 3;
const TRAY_PAD: i32 = 6;
const AREA_TRAY_ROWS: i32 = 2;
const EUROPE_TRAY_ROWS: i32 = 4;
const CSB_TRAY_ROWS: i32 = 2;
/// The header of the Europe and CSB boxes: a title and a line under it.
const HOLDING_HEAD_H: i32 = 50;

/// Text styles of the static labels; the drawing uses the same ones.
pub const AREA_NAME: Style = Style::bold(19.0, rgb(0x1A1A1A));
pub const SITE_NAME: Style = Style::bold(16.0, rgb(0x1A1A1A));
pub const HOLDING_TITLE: Style = Style::bold(19.0, rgb(0x1A1A1A));
pub const HOLDING_NOTE: Style = Style::regular(13.0, rgb(0x1A1A1A));

#[derive(Deserialize)]
struct LayoutFile {
    links: Vec<[String; 2]>,
    europe: Pos,
    csb: Pos,
    areas: Vec<AreaFile>,
}

#[derive(Deserialize)]
struct Pos {
    x: i32,
    y: i32,
}

#[derive(Deserialize)]
struct AreaFile {
    name: String,
    sites: Vec<String>,
    x: i32,
    y: i32,
}

/// An Indies area's box.
pub struct AreaBox {
    pub name: String,
    /// The site names, in the order of their rows.
    pub sites: Vec<String>,
    /// The box on the picture.
    pub rect: Rect,
}

/// The Europe box or the Command of the Seas box: a title, a note (both in the picture's
/// words) and a tray of counters.
pub struct Holding {
    pub rect: Rect,
    rows: i32,
}

/// The whole layout, parsed once.
pub struct Layout {
    pub areas: Vec<AreaBox>,
    pub europe: Holding,
    pub csb: Holding,
    /// Adjacent areas, as indices into `areas`.
    pub links: Vec<(usize, usize)>,
    index: BTreeMap<String, usize>,
}

/// The tray height for `rows` rows of counters.
const fn tray_h(rows: i32) -> i32 {
    rows * COUNTER_H + (rows - 1) * SLOT_GAP + 2 * TRAY_PAD
}

/// Counter slots of a tray whose top-left corner is `(x, y)`, row by row.
fn slots(x: i32, y: i32, rows: i32) -> Vec<Rect> {
    let mut v = Vec::with_capacity((rows * TRAY_COLS) as usize);
    for r in 0..rows {
        for c in 0..TRAY_COLS {
            v.push(Rect::new(
                x + TRAY_PAD + c * (COUNTER_W + SLOT_GAP),
                y + TRAY_PAD + r * (COUNTER_H + SLOT_GAP),
                COUNTER_W,
                COUNTER_H,
            ));
        }
    }
    v
}

/// The tray's width: three counters and their gaps.
const TRAY_W: i32 = TRAY_COLS * COUNTER_W + (TRAY_COLS - 1) * SLOT_GAP + 2 * TRAY_PAD;

impl AreaBox {
    fn new(name: String, sites: Vec<String>, x: i32, y: i32) -> AreaBox {
        let h = HEAD_H + sites.len() as i32 * SITE_H + 4 + tray_h(AREA_TRAY_ROWS) + 8;
        AreaBox {
            name,
            sites,
            rect: Rect::new(x, y + BAND_H, BOX_W, h),
        }
    }

    /// Baseline start of the area's name.
    pub fn name_at(&self) -> (i32, i32) {
        (self.rect.x + 10, self.rect.y + 24)
    }

    /// The badge with the distance to Europe, at the top right.
    pub fn europe_badge(&self) -> Rect {
        Rect::new(self.rect.right() - 8 - 60, self.rect.y + 8, 60, 22)
    }

    /// The commodity's chip and name, under the area's name.
    pub fn commodity(&self) -> Rect {
        Rect::new(self.rect.x + 10, self.rect.y + 33, BOX_W - 20, 20)
    }

    /// The row of site `i`.
    pub fn site_row(&self, i: usize) -> Rect {
        Rect::new(
            self.rect.x,
            self.rect.y + HEAD_H + i as i32 * SITE_H,
            BOX_W,
            SITE_H,
        )
    }

    /// Where a factory's flag goes, left of the site's name.
    pub fn flag(&self, i: usize) -> Rect {
        let r = self.site_row(i);
        Rect::new(r.x + 8, r.y + 1, 24, 20)
    }

    /// Baseline start of the site's name.
    pub fn site_name_at(&self, i: usize) -> (i32, i32) {
        let r = self.site_row(i);
        (r.x + 36, r.y + 16)
    }

    /// Where a factory's forts and soldiers are counted, right of the site's name.
    pub fn garrison(&self, i: usize) -> Rect {
        let r = self.site_row(i);
        Rect::new(r.right() - 8 - 66, r.y + 2, 66, 18)
    }

    /// The line of a factory's stored markers, under its flag and the site's name.
    pub fn markers(&self, i: usize) -> Rect {
        let r = self.site_row(i);
        Rect::new(r.x + 10, r.y + 21, BOX_W - 10 - 8, 18)
    }

    /// The tray of fleet counters: the area's waters.
    pub fn tray(&self) -> Rect {
        let y = self.rect.y + HEAD_H + self.sites.len() as i32 * SITE_H + 4;
        Rect::new(
            self.rect.x + (BOX_W - TRAY_W) / 2,
            y,
            TRAY_W,
            tray_h(AREA_TRAY_ROWS),
        )
    }

    /// The counter slots, row by row.
    pub fn slots(&self) -> Vec<Rect> {
        let t = self.tray();
        slots(t.x, t.y, AREA_TRAY_ROWS)
    }
}

impl Holding {
    fn new(x: i32, y: i32, rows: i32) -> Holding {
        let h = HOLDING_HEAD_H + tray_h(rows) + 8;
        Holding {
            rect: Rect::new(x, y + BAND_H, BOX_W, h),
            rows,
        }
    }

    pub fn title_at(&self) -> (i32, i32) {
        (self.rect.x + 10, self.rect.y + 24)
    }

    pub fn note_at(&self) -> (i32, i32) {
        (self.rect.x + 10, self.rect.y + 43)
    }

    pub fn tray(&self) -> Rect {
        Rect::new(
            self.rect.x + (BOX_W - TRAY_W) / 2,
            self.rect.y + HOLDING_HEAD_H,
            TRAY_W,
            tray_h(self.rows),
        )
    }

    pub fn slots(&self) -> Vec<Rect> {
        let t = self.tray();
        slots(t.x, t.y, self.rows)
    }
}

impl Layout {
    fn load() -> Layout {
        let f: LayoutFile = toml::from_str(include_str!("../../../assets/indies/layout.toml"))
            .expect("the embedded East Indies layout parses");
        let areas: Vec<AreaBox> = f
            .areas
            .into_iter()
            .map(|a| AreaBox::new(a.name, a.sites, a.x, a.y))
            .collect();
        let index: BTreeMap<String, usize> = areas
            .iter()
            .enumerate()
            .map(|(i, a)| (a.name.clone(), i))
            .collect();
        let links = f
            .links
            .iter()
            .map(|[a, b]| {
                let find = |n: &String| *index.get(n).expect("a link names an area of the layout");
                (find(a), find(b))
            })
            .collect();
        Layout {
            areas,
            europe: Holding::new(f.europe.x, f.europe.y, EUROPE_TRAY_ROWS),
            csb: Holding::new(f.csb.x, f.csb.y, CSB_TRAY_ROWS),
            links,
            index,
        }
    }

    /// The box of the area named `name`, if the map has it.
    pub fn area(&self, name: &str) -> Option<&AreaBox> {
        self.index.get(name).map(|&i| &self.areas[i])
    }

    /// Every label and slot with the rectangle it may fill, for the overlap tests: box titles
    /// and notes in `words`, area and site names (as wide as their text), badges, commodity
    /// lines, flags, garrisons, marker lines and counter slots.
    #[cfg(test)]
    pub fn labels(&self, words: &super::Words) -> Vec<(String, Rect)> {
        let text_box = |style: Style, (x, baseline): (i32, i32), s: &str| {
            let top = baseline - style.cap_height().ceil() as i32 - 1;
            let descent = (style.size * 0.24).ceil() as i32;
            Rect::new(
                x,
                top,
                crate::paint::text_width(style, s),
                baseline + descent - top,
            )
        };
        let mut v = Vec::new();
        for (name, h, title, note) in [
            ("Europe", &self.europe, &words.europe, &words.europe_note),
            ("CSB", &self.csb, &words.csb, &words.csb_note),
        ] {
            v.push((
                format!("{name} title"),
                text_box(HOLDING_TITLE, h.title_at(), title),
            ));
            v.push((
                format!("{name} note"),
                text_box(HOLDING_NOTE, h.note_at(), note),
            ));
            for (k, s) in h.slots().into_iter().enumerate() {
                v.push((format!("{name} slot {k}"), s));
            }
        }
        for a in &self.areas {
            let n = &a.name;
            v.push((format!("{n} name"), text_box(AREA_NAME, a.name_at(), n)));
            v.push((format!("{n} Europe badge"), a.europe_badge()));
            v.push((format!("{n} commodity"), a.commodity()));
            for (i, s) in a.sites.iter().enumerate() {
                v.push((
                    format!("{s} name"),
                    text_box(SITE_NAME, a.site_name_at(i), s),
                ));
                v.push((format!("{s} flag"), a.flag(i)));
                v.push((format!("{s} garrison"), a.garrison(i)));
                v.push((format!("{s} markers"), a.markers(i)));
            }
            for (k, s) in a.slots().into_iter().enumerate() {
                v.push((format!("{n} slot {k}"), s));
            }
        }
        v
    }
}

/// The layout, parsed on first use.
pub fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(Layout::load)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn overlap(a: Rect, b: Rect) -> bool {
        a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
    }

    fn inside(inner: Rect, outer: Rect) -> bool {
        inner.x >= outer.x
            && inner.y >= outer.y
            && inner.right() <= outer.right()
            && inner.bottom() <= outer.bottom()
    }

    fn boxes(lay: &Layout) -> Vec<(String, Rect)> {
        let mut v: Vec<(String, Rect)> =
            lay.areas.iter().map(|a| (a.name.clone(), a.rect)).collect();
        v.push(("Europe".into(), lay.europe.rect));
        v.push(("CSB".into(), lay.csb.rect));
        v
    }

    #[test]
    fn the_map_has_the_twelve_areas_and_their_sites() {
        let lay = layout();
        let expected: [(&str, &[&str]); 12] = [
            ("Malabar", &["Goa", "Calicut", "Cochin"]),
            ("Ceylon", &["Colombo", "Galle", "Jaffna"]),
            ("Coromandel", &["Pulicat", "Masulipatnam", "Nagapattinam"]),
            ("Bengal", &["Hugli", "Chittagong"]),
            ("Malacca", &["Malacca", "Johor"]),
            ("Sumatra", &["Aceh", "Palembang", "Jambi"]),
            ("Java", &["Bantam", "Jayakarta", "Japara"]),
            ("Borneo", &["Banjarmasin", "Brunei"]),
            ("Celebes", &["Makassar", "Manado"]),
            ("Moluccas", &["Ternate", "Tidore", "Ambon"]),
            ("Banda", &["Neira", "Run"]),
            ("China Coast", &["Macau", "Canton", "Amoy"]),
        ];
        assert_eq!(lay.areas.len(), expected.len());
        for (name, sites) in expected {
            let a = lay.area(name).unwrap_or_else(|| panic!("{name} missing"));
            assert_eq!(a.sites, sites, "sites of {name}");
        }
        assert_eq!(lay.links.len(), 18);
    }

    #[test]
    fn boxes_lie_on_the_map_apart_from_each_other() {
        let lay = layout();
        let map = Rect::new(0, BAND_H, WIDTH, MAP_H);
        let all = boxes(lay);
        for (i, (a, ra)) in all.iter().enumerate() {
            assert!(inside(*ra, map.inset(4)), "{a} {ra:?} leaves the map");
            for (b, rb) in &all[i + 1..] {
                // At least 16 px of sea between two boxes.
                assert!(!overlap(ra.inset(-8), rb.inset(-8)), "{a} and {b} touch");
            }
        }
    }

    #[test]
    fn no_two_labels_overlap_and_each_stays_in_its_box() {
        let lay = layout();
        let labels = lay.labels(&super::super::Words::default());
        let all = boxes(lay);
        for (name, r) in &labels {
            assert!(
                all.iter().any(|(_, b)| inside(*r, b.inset(2))),
                "{name} {r:?} is not inside a box"
            );
        }
        for (i, (a, ra)) in labels.iter().enumerate() {
            for (b, rb) in &labels[i + 1..] {
                assert!(!overlap(*ra, *rb), "{a} {ra:?} overlaps {b} {rb:?}");
            }
        }
    }

    /// Whether the segment from `a` to `b` passes through `r`.
    fn crosses(a: (f32, f32), b: (f32, f32), r: Rect) -> bool {
        (0..=200).any(|k| {
            let t = k as f32 / 200.0;
            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            x >= r.x as f32 && x <= r.right() as f32 && y >= r.y as f32 && y <= r.bottom() as f32
        })
    }

    #[test]
    fn links_cross_no_third_box() {
        let lay = layout();
        for &(a, b) in &lay.links {
            let (ra, rb) = (lay.areas[a].rect, lay.areas[b].rect);
            let (pa, pb) = ((ra.cx(), ra.cy()), (rb.cx(), rb.cy()));
            for (name, r) in boxes(lay) {
                if r == ra || r == rb {
                    continue;
                }
                assert!(
                    !crosses(pa, pb, r.inset(-6)),
                    "the link {} to {} crosses {name}",
                    lay.areas[a].name,
                    lay.areas[b].name
                );
            }
        }
    }
}
