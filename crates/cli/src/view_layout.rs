//! A layered (Sugiyama-style) layout of a directed graph of boxes, for
//! `statepoint view`'s control-flow graphs: small, deterministic, in process.
//!
//! Steps:
//! 1. **Cycles**: a depth-first search from node 0 (the entry), then from any
//!    node not reached yet, marks the edges that close a cycle (to a node on
//!    the search's stack, self-loops included) as *upward*; the others form
//!    an acyclic graph.
//! 2. **Layers**: each node's layer is the longest path to it over the
//!    acyclic edges, so every such edge points to a later layer; an edge
//!    spanning several layers gets a point-sized *dummy* node on each layer in
//!    between (its bends).
//! 3. **Order** within layers: depth-first discovery order first, then
//!    alternating downward and upward sweeps sorting each layer by the mean
//!    position of its neighbours in the layer before (barycenters); the order
//!    with the fewest edge crossings seen is kept.
//! 4. **Coordinates**: layers stacked top to bottom, `LAYER_GAP` apart; in a
//!    layer, nodes keep their order at least `NODE_GAP` apart and are pulled,
//!    over a few rounds, toward the mean centre of their neighbours (each
//!    round places a layer twice, packed from the left and from the right,
//!    and averages the two, which keeps the order and the gaps).
//! 5. **Routes**: a downward edge runs from the bottom of its source down
//!    through its dummies (straight across each dummy's layer) to the top of
//!    its target, out-edges spread along the source's bottom side and in-edges
//!    along the target's top, in the order of where they come from or go; an upward edge
//!    leaves the source's right side, climbs on the right of every box of the
//!    layers it passes, and enters the target's right side.
//!
//! Invariants: boxes do not overlap; every input edge has a route of at least
//! two points; the result depends only on the input.

/// A box to place: its width and height.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct BoxSize {
    pub width: f64,
    pub height: f64,
}

/// A placed box: top-left corner and size.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct PlacedBox {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

/// The layout of a graph.
#[derive(Clone, PartialEq, Debug)]
pub struct GraphLayout {
    /// One per input box, in input order.
    pub boxes: Vec<PlacedBox>,
    /// One polyline per input edge, in input order, from source to target.
    pub routes: Vec<Vec<(f64, f64)>>,
    /// Per input edge: whether it was drawn upward (it closes a cycle).
    pub upward: Vec<bool>,
    pub width: f64,
    pub height: f64,
}

const LAYER_GAP: f64 = 46.0;
const NODE_GAP: f64 = 28.0;
const DUMMY_GAP: f64 = 16.0;
/// Horizontal distance between the lanes of upward edges.
const LANE_GAP: f64 = 9.0;
const ORDER_SWEEPS: usize = 8;
const PLACEMENT_ROUNDS: usize = 8;

/// A node of the layered graph: an input box or a bend of a long edge.
struct LayerNode {
    width: f64,
    height: f64,
    layer: usize,
}

/// Lays out `sizes` connected by `edges` (`(from, to)` indices into `sizes`).
pub fn layered_layout(sizes: &[BoxSize], edges: &[(usize, usize)]) -> GraphLayout {
    let count = sizes.len();
    let (upward, discovery) = upward_edges(count, edges);
    let layer = longest_path_layers(count, edges, &upward);

    let mut nodes: Vec<LayerNode> = (0..count)
        .map(|v| LayerNode {
            width: sizes[v].width,
            height: sizes[v].height,
            layer: layer[v],
        })
        .collect();
    // The chain of layered-graph nodes each downward edge passes through.
    let mut chains: Vec<Vec<usize>> = Vec::with_capacity(edges.len());
    for (index, &(from, to)) in edges.iter().enumerate() {
        if upward[index] {
            chains.push(Vec::new());
            continue;
        }
        let mut chain = vec![from];
        for between in layer[from] + 1..layer[to] {
            nodes.push(LayerNode {
                width: 0.0,
                height: 0.0,
                layer: between,
            });
            chain.push(nodes.len() - 1);
        }
        chain.push(to);
        chains.push(chain);
    }
    let mut successors = vec![Vec::new(); nodes.len()];
    let mut predecessors = vec![Vec::new(); nodes.len()];
    for chain in &chains {
        for pair in chain.windows(2) {
            successors[pair[0]].push(pair[1]);
            predecessors[pair[1]].push(pair[0]);
        }
    }

    let layers = ordered_layers(&nodes, &discovery, &successors, &predecessors);
    let (x, y, layer_spans) = coordinates(&nodes, &layers, &successors, &predecessors);
    let boxes: Vec<PlacedBox> = (0..count)
        .map(|v| PlacedBox {
            x: x[v] - nodes[v].width / 2.0,
            y: y[v],
            width: nodes[v].width,
            height: nodes[v].height,
        })
        .collect();

    let mut routes = downward_routes(edges, &chains, &boxes, &x, |d| layer_spans[nodes[d].layer]);
    let mut width = boxes.iter().map(|b| b.x + b.width).fold(0.0, f64::max);
    let mut lane = 0.0;
    for (index, &(from, to)) in edges.iter().enumerate() {
        if upward[index] {
            let (top, bottom) = (layer[to].min(layer[from]), layer[to].max(layer[from]));
            let right_of_passed_boxes = boxes
                .iter()
                .enumerate()
                .filter(|(v, _)| (top..=bottom).contains(&layer[*v]))
                .map(|(_, b)| b.x + b.width)
                .fold(0.0, f64::max);
            lane += LANE_GAP;
            let lane_x = right_of_passed_boxes + lane;
            width = width.max(lane_x);
            let (source, target) = (boxes[from], boxes[to]);
            let leave_y = source.y + source.height * 0.6;
            let enter_y = target.y + target.height * 0.3;
            routes[index] = vec![
                (source.x + source.width, leave_y),
                (lane_x, leave_y),
                (lane_x, enter_y),
                (target.x + target.width, enter_y),
            ];
        }
    }
    let height = boxes.iter().map(|b| b.y + b.height).fold(0.0, f64::max);
    GraphLayout {
        boxes,
        routes,
        upward,
        width,
        height,
    }
}

/// Step 1: which edges close a cycle, and the depth-first discovery rank of each node.
fn upward_edges(count: usize, edges: &[(usize, usize)]) -> (Vec<bool>, Vec<usize>) {
    let mut out_edges = vec![Vec::new(); count];
    for (index, &(from, _)) in edges.iter().enumerate() {
        out_edges[from].push(index);
    }
    #[derive(Copy, Clone, PartialEq)]
    enum State {
        New,
        OnStack,
        Done,
    }
    let mut state = vec![State::New; count];
    let mut upward = vec![false; edges.len()];
    let mut discovery = vec![0; count];
    let mut discovered = 0;
    for root in 0..count {
        if state[root] != State::New {
            continue;
        }
        // (node, next out-edge to look at)
        let mut stack = vec![(root, 0)];
        state[root] = State::OnStack;
        discovery[root] = discovered;
        discovered += 1;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            let Some(&edge) = out_edges[node].get(*next) else {
                state[node] = State::Done;
                stack.pop();
                continue;
            };
            *next += 1;
            let target = edges[edge].1;
            match state[target] {
                State::OnStack => upward[edge] = true,
                State::Done => {}
                State::New => {
                    state[target] = State::OnStack;
                    discovery[target] = discovered;
                    discovered += 1;
                    stack.push((target, 0));
                }
            }
        }
    }
    (upward, discovery)
}

/// Step 2: each node's layer, the longest path to it over the downward edges.
fn longest_path_layers(count: usize, edges: &[(usize, usize)], upward: &[bool]) -> Vec<usize> {
    let mut incoming = vec![0usize; count];
    let mut out_edges = vec![Vec::new(); count];
    for (index, &(from, to)) in edges.iter().enumerate() {
        if !upward[index] {
            incoming[to] += 1;
            out_edges[from].push(to);
        }
    }
    let mut layer = vec![0; count];
    let mut ready: Vec<usize> = (0..count).filter(|&v| incoming[v] == 0).collect();
    while let Some(node) = ready.pop() {
        for &to in &out_edges[node] {
            layer[to] = layer[to].max(layer[node] + 1);
            incoming[to] -= 1;
            if incoming[to] == 0 {
                ready.push(to);
            }
        }
    }
    layer
}

/// Step 3: the nodes of each layer, left to right.
fn ordered_layers(
    nodes: &[LayerNode],
    discovery: &[usize],
    successors: &[Vec<usize>],
    predecessors: &[Vec<usize>],
) -> Vec<Vec<usize>> {
    let layer_count = nodes.iter().map(|n| n.layer + 1).max().unwrap_or(0);
    let mut layers = vec![Vec::new(); layer_count];
    // Dummies follow the discovery rank of the node their chain starts from.
    let mut rank: Vec<f64> = (0..nodes.len())
        .map(|v| discovery.get(v).map_or(0.0, |&d| d as f64))
        .collect();
    for v in discovery.len()..nodes.len() {
        rank[v] = predecessors[v].first().map_or(0.0, |&p| rank[p]) + 0.5;
    }
    for (v, node) in nodes.iter().enumerate() {
        layers[node.layer].push(v);
    }
    for layer in &mut layers {
        layer.sort_by(|&a, &b| rank[a].total_cmp(&rank[b]));
    }
    let mut best = layers.clone();
    let mut best_crossings = crossings(&layers, successors, nodes.len());
    for sweep in 0..ORDER_SWEEPS {
        let downward = sweep % 2 == 0;
        let indices: Vec<usize> = if downward {
            (1..layer_count).collect()
        } else {
            (0..layer_count.saturating_sub(1)).rev().collect()
        };
        for l in indices {
            let (fixed, neighbours) = if downward {
                (l - 1, predecessors)
            } else {
                (l + 1, successors)
            };
            let mut position = vec![0.0; nodes.len()];
            for (p, &v) in layers[fixed].iter().enumerate() {
                position[v] = p as f64;
            }
            let current: Vec<usize> = layers[l].clone();
            let key: Vec<f64> = current
                .iter()
                .enumerate()
                .map(|(p, &v)| {
                    let around = &neighbours[v];
                    if around.is_empty() {
                        p as f64
                    } else {
                        around.iter().map(|&u| position[u]).sum::<f64>() / around.len() as f64
                    }
                })
                .collect();
            let mut order: Vec<usize> = (0..current.len()).collect();
            order.sort_by(|&a, &b| key[a].total_cmp(&key[b]));
            layers[l] = order.into_iter().map(|i| current[i]).collect();
        }
        let now = crossings(&layers, successors, nodes.len());
        if now < best_crossings {
            best_crossings = now;
            best = layers.clone();
        }
    }
    best
}

/// How many pairs of edges between adjacent layers cross.
fn crossings(layers: &[Vec<usize>], successors: &[Vec<usize>], node_count: usize) -> usize {
    let mut position = vec![0usize; node_count];
    for layer in layers {
        for (p, &v) in layer.iter().enumerate() {
            position[v] = p;
        }
    }
    let mut total = 0;
    for layer in layers {
        let segments: Vec<(usize, usize)> = layer
            .iter()
            .flat_map(|&v| successors[v].iter().map(move |&w| (v, w)))
            .map(|(v, w)| (position[v], position[w]))
            .collect();
        for (i, a) in segments.iter().enumerate() {
            for b in &segments[i + 1..] {
                if (a.0 < b.0 && a.1 > b.1) || (a.0 > b.0 && a.1 < b.1) {
                    total += 1;
                }
            }
        }
    }
    total
}

/// The top and bottom y of a layer.
type LayerSpan = (f64, f64);

/// Step 4: the centre x and top y of every layered-graph node, and each
/// layer's span.
fn coordinates(
    nodes: &[LayerNode],
    layers: &[Vec<usize>],
    successors: &[Vec<usize>],
    predecessors: &[Vec<usize>],
) -> (Vec<f64>, Vec<f64>, Vec<LayerSpan>) {
    let mut y = vec![0.0; nodes.len()];
    let mut spans = Vec::with_capacity(layers.len());
    let mut top = 0.0;
    for layer in layers {
        let height = layer.iter().map(|&v| nodes[v].height).fold(0.0, f64::max);
        for &v in layer {
            y[v] = top + (height - nodes[v].height) / 2.0;
        }
        spans.push((top, top + height));
        top += height + LAYER_GAP;
    }
    let gap = |a: usize, b: usize| {
        let spacing = if nodes[a].width == 0.0 || nodes[b].width == 0.0 {
            DUMMY_GAP
        } else {
            NODE_GAP
        };
        nodes[a].width / 2.0 + spacing + nodes[b].width / 2.0
    };
    let mut x = vec![0.0; nodes.len()];
    for layer in layers {
        let mut at = 0.0;
        for (p, &v) in layer.iter().enumerate() {
            if p > 0 {
                at += gap(layer[p - 1], v);
            }
            x[v] = at;
        }
    }
    for round in 0..PLACEMENT_ROUNDS {
        let downward = round % 2 == 0;
        for layer in layers {
            let wanted: Vec<f64> = layer
                .iter()
                .map(|&v| {
                    let around = if downward {
                        &predecessors[v]
                    } else {
                        &successors[v]
                    };
                    if around.is_empty() {
                        x[v]
                    } else {
                        around.iter().map(|&u| x[u]).sum::<f64>() / around.len() as f64
                    }
                })
                .collect();
            let mut from_left = wanted.clone();
            for p in 1..layer.len() {
                from_left[p] = from_left[p].max(from_left[p - 1] + gap(layer[p - 1], layer[p]));
            }
            let mut from_right = wanted;
            for p in (0..layer.len().saturating_sub(1)).rev() {
                from_right[p] = from_right[p].min(from_right[p + 1] - gap(layer[p], layer[p + 1]));
            }
            for (p, &v) in layer.iter().enumerate() {
                x[v] = (from_left[p] + from_right[p]) / 2.0;
            }
        }
    }
    let left = (0..nodes.len())
        .map(|v| x[v] - nodes[v].width / 2.0)
        .fold(f64::INFINITY, f64::min);
    if left.is_finite() {
        for value in &mut x {
            *value -= left;
        }
    }
    (x, y, spans)
}

/// Step 5 for downward edges (upward ones get an empty route here): a
/// dummy is passed vertically, across its layer's whole span, so the edge
/// stays clear of the layer's boxes; the out-edges of a box leave it in the
/// left-to-right order of where they go next, and in-edges enter likewise.
fn downward_routes(
    edges: &[(usize, usize)],
    chains: &[Vec<usize>],
    boxes: &[PlacedBox],
    x: &[f64],
    span_of_dummy: impl Fn(usize) -> LayerSpan,
) -> Vec<Vec<(f64, f64)>> {
    let mut out_slots = vec![Vec::new(); boxes.len()];
    let mut in_slots = vec![Vec::new(); boxes.len()];
    for (index, chain) in chains.iter().enumerate() {
        if chain.len() >= 2 {
            out_slots[edges[index].0].push((x[chain[1]], index));
            in_slots[edges[index].1].push((x[chain[chain.len() - 2]], index));
        }
    }
    for slots in out_slots.iter_mut().chain(in_slots.iter_mut()) {
        slots.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    }
    let spread = |b: &PlacedBox, slots: &[(f64, usize)], index: usize| {
        let slot = slots.iter().position(|&(_, i)| i == index).unwrap_or(0);
        b.x + b.width * (slot as f64 + 1.0) / (slots.len() as f64 + 1.0)
    };
    chains
        .iter()
        .enumerate()
        .map(|(index, chain)| {
            if chain.is_empty() {
                return Vec::new();
            }
            let (from, to) = edges[index];
            let (source, target) = (boxes[from], boxes[to]);
            let mut route = vec![(
                spread(&source, &out_slots[from], index),
                source.y + source.height,
            )];
            for &dummy in &chain[1..chain.len() - 1] {
                let (top, bottom) = span_of_dummy(dummy);
                route.push((x[dummy], top));
                route.push((x[dummy], bottom));
            }
            route.push((spread(&target, &in_slots[to], index), target.y));
            route
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(width: f64) -> BoxSize {
        BoxSize {
            width,
            height: 30.0,
        }
    }

    fn overlaps(a: &PlacedBox, b: &PlacedBox) -> bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    #[test]
    fn a_loop_nest_is_layered_top_down_with_its_back_edges_upward() {
        // entry -> outer -> inner -> inner (self loop), inner -> latch -> outer, latch -> exit,
        // entry -> exit (a long edge over three layers).
        let sizes = [size(80.0), size(60.0), size(120.0), size(60.0), size(40.0)];
        let edges = [(0, 1), (1, 2), (2, 2), (2, 3), (3, 1), (3, 4), (0, 4)];
        let layout = layered_layout(&sizes, &edges);
        assert_eq!(
            layout.upward,
            [false, false, true, false, true, false, false]
        );
        let ys: Vec<f64> = layout.boxes.iter().map(|b| b.y).collect();
        assert!(
            ys[0] < ys[1] && ys[1] < ys[2] && ys[2] < ys[3] && ys[3] < ys[4],
            "{ys:?}"
        );
        for (i, a) in layout.boxes.iter().enumerate() {
            assert_eq!(a.width, sizes[i].width);
            for b in &layout.boxes[i + 1..] {
                assert!(!overlaps(a, b), "{a:?} {b:?}");
            }
        }
        // The long edge passes each layer between its ends vertically.
        assert_eq!(layout.routes[6].len(), 2 + 2 * 3);
        for (route, &(from, to)) in layout.routes.iter().zip(&edges) {
            assert!(route.len() >= 2);
            let (source, target) = (layout.boxes[from], layout.boxes[to]);
            let (first, last) = (route[0], route[route.len() - 1]);
            assert!(first.0 >= source.x - 0.01 && first.0 <= source.x + source.width + 0.01);
            assert!(last.0 >= target.x - 0.01 && last.0 <= target.x + target.width + 0.01);
            assert!(last.0 <= layout.width + 0.01 && first.1 <= layout.height + 0.01);
        }
        // Upward edges climb right of the boxes they pass.
        let climb = layout.routes[4][1].0;
        assert!(layout.boxes[1..=3].iter().all(|b| climb > b.x + b.width));
    }

    #[test]
    fn sweeps_untangle_a_crossing() {
        // 0 -> {1, 2}; 1 -> 4, 2 -> 3: discovery order puts 3 before 4 crossing the edges.
        let sizes = [size(40.0); 5];
        let edges = [(0, 2), (0, 1), (1, 4), (2, 3)];
        let layout = layered_layout(&sizes, &edges);
        let left_of = |a: usize, b: usize| layout.boxes[a].x < layout.boxes[b].x;
        assert_eq!(left_of(1, 2), left_of(4, 3));
        assert_eq!(layered_layout(&sizes, &edges), layout, "deterministic");
    }

    #[test]
    fn empty_and_unconnected_graphs_lay_out() {
        let empty = layered_layout(&[], &[]);
        assert!(empty.boxes.is_empty() && empty.width == 0.0);
        let apart = layered_layout(&[size(10.0), size(20.0)], &[]);
        assert!(!overlaps(&apart.boxes[0], &apart.boxes[1]));
    }
}
