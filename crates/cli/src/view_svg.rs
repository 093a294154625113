//! The picture of `statepoint view`: for each function, two panels side by
//! side, its control-flow graph before and after the pipeline, each laid out
//! by [`crate::view_layout`] and written as plain SVG text.
//!
//! A block is a box titled with its name; below, one line per statepoint (the
//! function it wraps), its live set one `base → derived` pair per line, one
//! line per call, polls marked `poll`, and the count of other instructions.
//! Blocks inside loops are tinted (darker with depth), loop headers framed
//! thicker and titled with their depth; CFG edges are arrows, back edges
//! dashed.
//!
//! Invariants, which the tests read: each function is a `<g class="function"
//! data-function="...">` holding two `<g class="panel" data-stage="before|after">`;
//! each block is one `<g class="block" data-block="...">`; each CFG edge is one
//! `<path class="edge">` (`class="edge back-edge"` for back edges); statepoint,
//! live pair, poll, call and loop-header lines are `<text>` of classes
//! `statepoint`, `live-pair`, `poll`, `call`, `loop-header`. Every text from
//! the module is XML-escaped.

use crate::gc_report_svg::escape_xml;
use crate::view_layout::{layered_layout, BoxSize, GraphLayout};
use crate::view_model::{BlockEvent, BlockPicture, FunctionPicture};
use std::fmt::Write;

const FONT_SIZE: f64 = 12.0;
/// The advance of one character of the monospace font at [`FONT_SIZE`].
const CHARACTER_WIDTH: f64 = 7.3;
/// The same for the bold 16-pixel title.
const TITLE_CHARACTER_WIDTH: f64 = 9.9;
const LINE_HEIGHT: f64 = 16.0;
const BOX_PADDING: f64 = 8.0;
const PANEL_MARGIN: f64 = 24.0;
/// Room above a panel's graph for its title.
const PANEL_TITLE_HEIGHT: f64 = 34.0;
/// Room above a function's panels for its name.
const FUNCTION_TITLE_HEIGHT: f64 = 34.0;
const HEADER_HEIGHT: f64 = 64.0;
const MINIMUM_PANEL_WIDTH: f64 = 260.0;

/// One function before and after (`None`: not in the result).
pub struct FunctionStages {
    pub before: FunctionPicture,
    pub after: Option<FunctionPicture>,
}

/// The SVG document for `functions` of the module `input_name`, after the
/// pipeline described by `pipeline`.
pub fn render_view_svg(input_name: &str, pipeline: &str, functions: &[FunctionStages]) -> String {
    let rows: Vec<[Option<Panel>; 2]> = functions
        .iter()
        .map(|stages| {
            [
                Some(Panel::new(&stages.before)),
                stages.after.as_ref().map(Panel::new),
            ]
        })
        .collect();
    let panel_width = |panel: &Option<Panel>| {
        panel.as_ref().map_or(MINIMUM_PANEL_WIDTH, |p| {
            p.layout.width.max(MINIMUM_PANEL_WIDTH)
        }) + 2.0 * PANEL_MARGIN
    };
    let row_height = |row: &[Option<Panel>; 2]| {
        let graph = row
            .iter()
            .flatten()
            .map(|p| p.layout.height)
            .fold(0.0, f64::max);
        FUNCTION_TITLE_HEIGHT + PANEL_TITLE_HEIGHT + graph + PANEL_MARGIN
    };
    let columns = [0, 1].map(|c| {
        rows.iter()
            .map(|row| panel_width(&row[c]))
            .fold(0.0, f64::max)
    });
    let title = format!("{}: control flow before and after {}", input_name, pipeline);
    let title_width = 2.0 * PANEL_MARGIN + title.chars().count() as f64 * TITLE_CHARACTER_WIDTH;
    let width = (columns[0] + columns[1]).max(640.0).max(title_width);
    let height = HEADER_HEIGHT + rows.iter().map(row_height).sum::<f64>();

    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"monospace\" font-size=\"{FONT_SIZE}\">\n\
         <defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" \
         markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#555\"/></marker>\
         <marker id=\"back-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" \
         markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#d35400\"/></marker></defs>\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    let _ = writeln!(
        svg,
        "<text x=\"{PANEL_MARGIN}\" y=\"26\" font-size=\"16\" font-weight=\"bold\">{}</text>",
        escape_xml(&title)
    );
    let _ = writeln!(
        svg,
        "<text x=\"{PANEL_MARGIN}\" y=\"48\" fill=\"#444\">statepoint (its live set: base \u{2192} derived), \
         <tspan fill=\"#c0392b\">poll</tspan>, call; tinted: inside a loop; dashed: back edge</text>"
    );
    let mut top = HEADER_HEIGHT;
    for (stages, row) in functions.iter().zip(&rows) {
        let name = escape_xml(&stages.before.name);
        let _ = writeln!(
            svg,
            "<g class=\"function\" data-function=\"{name}\">\n<text x=\"{PANEL_MARGIN}\" y=\"{:.1}\" font-size=\"14\" font-weight=\"bold\">@{name}</text>",
            top + 20.0
        );
        let mut left = 0.0;
        for (column, stage) in ["before", "after"].into_iter().enumerate() {
            let origin = (left + PANEL_MARGIN, top + FUNCTION_TITLE_HEIGHT);
            match &row[column] {
                Some(panel) => panel.write(&mut svg, stage, origin),
                None => {
                    let _ = writeln!(
                        svg,
                        "<g class=\"panel\" data-stage=\"{stage}\"><text x=\"{:.1}\" y=\"{:.1}\" fill=\"#444\">{stage}: not in the result</text></g>",
                        origin.0,
                        origin.1 + 16.0
                    );
                }
            }
            left += columns[column];
        }
        svg += "</g>\n";
        top += row_height(row);
    }
    svg += "</svg>\n";
    svg
}

/// One function's graph, its boxes' text and their layout.
struct Panel<'a> {
    picture: &'a FunctionPicture,
    lines: Vec<Vec<BoxLine>>,
    layout: GraphLayout,
}

/// A line of text in a block's box.
struct BoxLine {
    text: String,
    class: &'static str,
    colour: &'static str,
}

impl<'a> Panel<'a> {
    fn new(picture: &'a FunctionPicture) -> Panel<'a> {
        let lines: Vec<Vec<BoxLine>> = picture.blocks.iter().map(box_lines).collect();
        let sizes: Vec<BoxSize> = lines
            .iter()
            .map(|lines| {
                let widest = lines
                    .iter()
                    .map(|line| line.text.chars().count())
                    .max()
                    .unwrap_or(0);
                BoxSize {
                    width: widest as f64 * CHARACTER_WIDTH + 2.0 * BOX_PADDING,
                    height: lines.len() as f64 * LINE_HEIGHT + BOX_PADDING,
                }
            })
            .collect();
        let edges: Vec<(usize, usize)> = picture.edges.iter().map(|e| (e.from, e.to)).collect();
        let layout = layered_layout(&sizes, &edges);
        Panel {
            picture,
            lines,
            layout,
        }
    }

    fn write(&self, svg: &mut String, stage: &str, (left, top): (f64, f64)) {
        let statepoints: usize = self
            .picture
            .blocks
            .iter()
            .flat_map(|b| &b.events)
            .filter(|e| matches!(e, BlockEvent::Statepoint { .. }))
            .count();
        let _ = writeln!(
            svg,
            "<g class=\"panel\" data-stage=\"{stage}\">\n<text x=\"{left:.1}\" y=\"{:.1}\" font-weight=\"bold\">{stage}: {} blocks, {} edges, {statepoints} statepoints</text>",
            top + 16.0,
            self.picture.blocks.len(),
            self.picture.edges.len()
        );
        let (dx, dy) = (left, top + PANEL_TITLE_HEIGHT);
        for (edge, route) in self.picture.edges.iter().zip(&self.layout.routes) {
            let path: Vec<String> = route
                .iter()
                .map(|(x, y)| format!("{:.1} {:.1}", x + dx, y + dy))
                .collect();
            let (class, style) = if edge.is_back_edge {
                (
                    "edge back-edge",
                    "stroke=\"#d35400\" stroke-dasharray=\"5 3\" marker-end=\"url(#back-arrow)\"",
                )
            } else {
                ("edge", "stroke=\"#555\" marker-end=\"url(#arrow)\"")
            };
            let _ = writeln!(
                svg,
                "<path class=\"{class}\" d=\"M {}\" fill=\"none\" {style}/>",
                path.join(" L ")
            );
        }
        for ((block, lines), placed) in self
            .picture
            .blocks
            .iter()
            .zip(&self.lines)
            .zip(&self.layout.boxes)
        {
            let fill = match block.loop_depth {
                0 => "#ffffff",
                1 => "#fff4d6",
                2 => "#ffe6a8",
                _ => "#ffd77a",
            };
            let stroke_width = if block.is_loop_header { 2.5 } else { 1.0 };
            let _ = writeln!(
                svg,
                "<g class=\"block\" data-block=\"{}\"><rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"4\" fill=\"{fill}\" stroke=\"#333\" stroke-width=\"{stroke_width}\"/>",
                escape_xml(&block.name),
                placed.x + dx,
                placed.y + dy,
                placed.width,
                placed.height
            );
            for (index, line) in lines.iter().enumerate() {
                let weight = if index == 0 {
                    " font-weight=\"bold\""
                } else {
                    ""
                };
                let _ = writeln!(
                    svg,
                    "<text class=\"{}\" x=\"{:.1}\" y=\"{:.1}\" fill=\"{}\"{weight} xml:space=\"preserve\">{}</text>",
                    line.class,
                    placed.x + dx + BOX_PADDING,
                    placed.y + dy + BOX_PADDING / 2.0 + (index as f64 + 0.75) * LINE_HEIGHT,
                    line.colour,
                    escape_xml(&line.text)
                );
            }
            svg.push_str("</g>\n");
        }
        svg.push_str("</g>\n");
    }
}

/// The text lines of a block's box: title, events, other instructions.
fn box_lines(block: &BlockPicture) -> Vec<BoxLine> {
    let line = |text: String, class: &'static str, colour: &'static str| BoxLine {
        text,
        class,
        colour,
    };
    let mut lines = vec![line(block.name.clone(), "block-name", "#000")];
    if block.is_loop_header {
        lines.push(line(
            format!("loop header (depth {})", block.loop_depth),
            "loop-header",
            "#a04000",
        ));
    }
    for event in &block.events {
        match event {
            BlockEvent::Statepoint {
                target,
                is_poll,
                live_pairs,
            } => {
                if *is_poll {
                    lines.push(line(
                        format!("poll: statepoint {target}"),
                        "poll",
                        "#c0392b",
                    ));
                } else {
                    lines.push(line(
                        format!("statepoint {target}"),
                        "statepoint",
                        "#1f4e9c",
                    ));
                }
                for (base, derived) in live_pairs {
                    lines.push(line(
                        format!("  {base} \u{2192} {derived}"),
                        "live-pair",
                        "#1e7b34",
                    ));
                }
            }
            BlockEvent::Call { callee, is_poll } => {
                if *is_poll {
                    lines.push(line(format!("poll: call {callee}"), "poll", "#c0392b"));
                } else {
                    lines.push(line(format!("call {callee}"), "call", "#333"));
                }
            }
        }
    }
    if block.other_instructions > 0 {
        let plural = if block.other_instructions == 1 {
            ""
        } else {
            "s"
        };
        lines.push(line(
            format!("+{} other instruction{plural}", block.other_instructions),
            "other",
            "#777",
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::EdgePicture;

    fn block(name: &str, depth: u32, events: Vec<BlockEvent>) -> BlockPicture {
        BlockPicture {
            name: name.to_string(),
            loop_depth: depth,
            is_loop_header: depth > 0 && name == "%loop",
            events,
            other_instructions: 2,
        }
    }

    #[test]
    fn panels_hold_one_group_per_block_and_one_path_per_edge() {
        let before = FunctionPicture {
            name: "f<1>".to_string(),
            blocks: vec![
                block("%entry", 0, vec![]),
                block(
                    "%loop",
                    1,
                    vec![BlockEvent::Call {
                        callee: "@g".into(),
                        is_poll: false,
                    }],
                ),
                block("%exit", 0, vec![]),
            ],
            edges: vec![
                EdgePicture {
                    from: 0,
                    to: 1,
                    is_back_edge: false,
                },
                EdgePicture {
                    from: 1,
                    to: 1,
                    is_back_edge: true,
                },
                EdgePicture {
                    from: 1,
                    to: 2,
                    is_back_edge: false,
                },
            ],
        };
        let mut after = before.clone();
        after.blocks[1].events = vec![
            BlockEvent::Statepoint {
                target: "@g".into(),
                is_poll: false,
                live_pairs: vec![("%a".into(), "%a.field".into())],
            },
            BlockEvent::Statepoint {
                target: "@gc_safepoint".into(),
                is_poll: true,
                live_pairs: vec![],
            },
        ];
        let svg = render_view_svg(
            "a&b.ll",
            "place-safepoints",
            &[FunctionStages {
                before,
                after: Some(after),
            }],
        );
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>\n"));
        assert!(svg.contains("a&amp;b.ll: control flow before and after place-safepoints"));
        assert!(svg.contains("data-function=\"f&lt;1&gt;\""));
        assert_eq!(svg.matches("<g class=\"panel\"").count(), 2);
        assert_eq!(svg.matches("<g class=\"block\"").count(), 6);
        assert_eq!(svg.matches("<path class=\"edge").count(), 6);
        assert_eq!(svg.matches("<path class=\"edge back-edge\"").count(), 2);
        assert!(svg.contains(">  %a \u{2192} %a.field</text>"));
        assert_eq!(svg.matches("class=\"poll\"").count(), 1);
        assert_eq!(svg.matches("class=\"loop-header\"").count(), 2);
        assert!(svg.contains(">after: 3 blocks, 3 edges, 2 statepoints</text>"));
    }
}
