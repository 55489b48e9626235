"""Glyph centre lines as pen strokes, for the drawing recognizer's data.

A glyph is rendered with one named font (no fallback: a font that lacks
the character gives nothing), thinned to a one-pixel skeleton
(Zhang-Suen), cut into edges between junctions and ends, short spurs
pruned, and edges that meet at a junction joined where they run on in a
straight line, as a pen would draw them. Strokes come out in a 0-1000
box (y down), ordered and directed as people mostly write: top to
bottom, left to right.

Used by make-draw-templates.py; needs python3-gi, python3-gi-cairo and
python3-numpy (Debian), and the fonts named there.
"""

import math

import cairo
import gi
import numpy as np

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

SIZE = 112  # pixels per em: enough for a clean skeleton of a thin glyph


def render(char, family):
    """The glyph as a boolean ink mask, or None when the font lacks it."""
    surface = cairo.ImageSurface(cairo.FORMAT_A8, SIZE * 2, SIZE * 2)
    context = cairo.Context(surface)
    layout = PangoCairo.create_layout(context)
    description = Pango.FontDescription.from_string(family)
    description.set_absolute_size(SIZE * Pango.SCALE)
    layout.set_font_description(description)
    layout.set_text(char, -1)
    if layout.get_unknown_glyphs_count() > 0:
        return None
    run = layout.get_iter().get_run_readonly()
    if run is None:
        return None
    used = run.item.analysis.font.describe().get_family()
    if used.lower() != description.get_family().lower():
        return None
    context.move_to(SIZE // 3, SIZE // 4)
    PangoCairo.show_layout(context, layout)
    surface.flush()
    stride = surface.get_stride()
    data = np.frombuffer(surface.get_data(), dtype=np.uint8).reshape(SIZE * 2, stride)
    mask = data[:, : SIZE * 2] >= 128
    if mask.sum() < 4:
        return None
    return mask


def thin(mask):
    """Zhang-Suen thinning to a skeleton one pixel wide."""
    image = np.pad(mask.astype(np.uint8), 1)
    changed = True
    while changed:
        changed = False
        for step in (0, 1):
            p = image
            n = [
                np.roll(np.roll(p, dy, 0), dx, 1)
                for dy, dx in ((1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1))
            ]
            # n[0]=P2 (north) ... clockwise, as in the paper.
            count = sum(n)
            ring = n + [n[0]]
            transitions = sum(((ring[i] == 0) & (ring[i + 1] == 1)).astype(np.uint8) for i in range(8))
            if step == 0:
                a = n[0] * n[2] * n[4]
                b = n[2] * n[4] * n[6]
            else:
                a = n[0] * n[2] * n[6]
                b = n[0] * n[4] * n[6]
            remove = (p == 1) & (count >= 3) & (count <= 6) & (transitions == 1) & (a == 0) & (b == 0)
            if remove.any():
                image = image.copy()
                image[remove] = 0
                changed = True
    return unstaired(image[1:-1, 1:-1].astype(bool))


def unstaired(skeleton):
    """Drop the corner pixel of each staircase step, so a line's inner pixels have two neighbours.

    Zhang-Suen leaves 4-connected steps; their corner pixels have three
    neighbours and would read as junctions. A pixel goes when it has exactly
    two 4-neighbours at a right angle and its other neighbours stay connected
    without it.
    """
    image = np.pad(skeleton, 1).copy()
    ring = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))
    for y, x in zip(*np.nonzero(image)):
        around = [(dy, dx) for dy, dx in ring if image[y + dy, x + dx]]
        fours = [(dy, dx) for dy, dx in around if dy == 0 or dx == 0]
        if len(fours) != 2 or fours[0][0] == -fours[1][0] and fours[0][1] == -fours[1][1]:
            continue
        component = {around[0]}
        grown = True
        while grown:
            grown = False
            for q in around:
                if q not in component and any(abs(q[0] - c[0]) <= 1 and abs(q[1] - c[1]) <= 1 for c in component):
                    component.add(q)
                    grown = True
        if len(component) == len(around):
            image[y, x] = False
    return image[1:-1, 1:-1]


NEIGHBOURS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def neighbours(pixels, point):
    y, x = point
    return [(y + dy, x + dx) for dy, dx in NEIGHBOURS if (y + dy, x + dx) in pixels]


def edges_of(pixels):
    """Edges (pixel lists) between nodes: ends, junction pixels, or a lone loop."""
    degree = {p: len(neighbours(pixels, p)) for p in pixels}
    nodes = {p for p, d in degree.items() if d != 2}
    edges = []
    seen = set()
    for node in nodes:
        for first in neighbours(pixels, node):
            if (node, first) in seen:
                continue
            path = [node, first]
            seen.add((node, first))
            previous, current = node, first
            while current not in nodes:
                options = [q for q in neighbours(pixels, current) if q != previous and q not in path[-3:]]
                if not options:
                    break
                # Prefer a 4-neighbour step: the diagonal shortcut skips a pixel.
                options.sort(key=lambda q: abs(q[0] - current[0]) + abs(q[1] - current[1]))
                previous, current = current, options[0]
                path.append(current)
                if current == node:
                    break
            seen.add((path[-1], path[-2]))
            edges.append(path)
    covered = {p for e in edges for p in e}
    for start in sorted(pixels - covered):
        if start in covered:
            continue
        path = [start]
        covered.add(start)
        current = start
        while True:
            options = [q for q in neighbours(pixels, current) if q not in covered]
            if not options:
                break
            current = options[0]
            covered.add(current)
            path.append(current)
        path.append(start)
        edges.append(path)
    return edges


def length(path):
    return sum(math.dist(path[i], path[i + 1]) for i in range(len(path) - 1))


def direction(path, reach=7):
    """Unit vector leaving the path's first point, looking a few pixels on."""
    far = path[min(reach, len(path) - 1)]
    dy, dx = far[0] - path[0][0], far[1] - path[0][1]
    norm = math.hypot(dx, dy) or 1.0
    return dy / norm, dx / norm


def merge_junction_clusters(edges):
    """Edges of junction pixels that touch each other join into one node."""
    ends = {}
    for index, edge in enumerate(edges):
        ends.setdefault(edge[0], []).append((index, 0))
        ends.setdefault(edge[-1], []).append((index, -1))
    return ends


def strokes_of(mask, spur=0.09):
    skeleton = thin(mask)
    pixels = {(int(y), int(x)) for y, x in zip(*np.nonzero(skeleton))}
    if not pixels:
        return []
    edges = [e for e in edges_of(pixels) if len(e) > 1]
    # Junction pixels that are neighbours act as one node.
    for _ in range(3):
        degree_end = {}
        for edge in edges:
            for end in (edge[0], edge[-1]):
                degree_end[end] = degree_end.get(end, 0) + 1
        kept = []
        for edge in edges:
            a, b = edge[0], edge[-1]
            lone_a = degree_end[a] == 1 and len(neighbours(pixels, a)) <= 1
            lone_b = degree_end[b] == 1 and len(neighbours(pixels, b)) <= 1
            tiny = length(edge) < 3
            spur_edge = (lone_a != lone_b) and length(edge) < spur * SIZE
            if tiny and not (lone_a and lone_b) and a != b:
                # A step between two neighbouring junction pixels.
                continue
            if spur_edge:
                continue
            kept.append(edge)
        if len(kept) == len(edges):
            break
        edges = kept
        pixels = {p for e in edges for p in e}
        edges = [e for e in edges_of(pixels) if len(e) > 1]
    edges = [e for e in edges if length(e) >= 2]
    return join(edges)


def join(edges):
    """Edges meeting at a node continue into one another where they run straight on."""

    def cluster_key(point):
        return point

    # Group edge ends by node, with neighbouring node pixels taken as one.
    ends = []
    for index, edge in enumerate(edges):
        ends.append((index, 0, edge[0], direction(edge)))
        ends.append((index, 1, edge[-1], direction(edge[::-1])))
    groups = []
    for end in ends:
        for group in groups:
            if any(max(abs(end[2][0] - g[2][0]), abs(end[2][1] - g[2][1])) <= 4 for g in group):
                group.append(end)
                break
        else:
            groups.append([end])
    partner = {}
    for group in groups:
        if len(group) < 2:
            continue
        pairs = []
        for i in range(len(group)):
            for j in range(i + 1, len(group)):
                a, b = group[i], group[j]
                if a[0] == b[0]:
                    continue
                dot = a[3][0] * b[3][0] + a[3][1] * b[3][1]
                pairs.append((dot, i, j))
        pairs.sort()
        used = set()
        for dot, i, j in pairs:
            if dot > -0.55 or i in used or j in used:
                continue
            used.update((i, j))
            a, b = group[i], group[j]
            partner[(a[0], a[1])] = (b[0], b[1])
            partner[(b[0], b[1])] = (a[0], a[1])
    strokes = []
    done = set()
    for index in range(len(edges)):
        if index in done:
            continue
        # Walk back to a free end (or around a loop) and then forward.
        start_index, start_side = index, 0
        seen = {index}
        while (start_index, start_side) in partner:
            other, side = partner[(start_index, start_side)]
            if other in seen:
                break
            seen.add(other)
            start_index, start_side = other, 1 - side
        points = []
        current, entry = start_index, start_side
        while current not in done:
            done.add(current)
            edge = edges[current] if entry == 0 else edges[current][::-1]
            points.extend(edge if not points else edge[1:])
            exit_side = 1 - entry
            if (current, exit_side) not in partner:
                break
            current, entry = partner[(current, exit_side)]
        strokes.append([(x, y) for y, x in points])
    return strokes


def simplify(points, epsilon=0.8):
    """Ramer-Douglas-Peucker."""
    if len(points) < 3:
        return list(points)
    (x1, y1), (x2, y2) = points[0], points[-1]
    dx, dy = x2 - x1, y2 - y1
    norm = math.hypot(dx, dy)
    worst, index = -1.0, 0
    for i in range(1, len(points) - 1):
        x, y = points[i]
        if norm == 0:
            d = math.hypot(x - x1, y - y1)
        else:
            d = abs(dy * (x - x1) - dx * (y - y1)) / norm
        if d > worst:
            worst, index = d, i
    if worst <= epsilon:
        return [points[0], points[-1]]
    return simplify(points[: index + 1], epsilon)[:-1] + simplify(points[index:], epsilon)


def smooth(points):
    """One pass of a 1-2-1 filter: the pixel staircase off, corners kept mostly."""
    if len(points) < 3:
        return points
    out = [points[0]]
    for i in range(1, len(points) - 1):
        out.append(
            (
                (points[i - 1][0] + 2 * points[i][0] + points[i + 1][0]) / 4,
                (points[i - 1][1] + 2 * points[i][1] + points[i + 1][1]) / 4,
            )
        )
    out.append(points[-1])
    return out


def normalised(strokes):
    """Into a 0-1000 box keeping the aspect; ordered and directed as people write."""
    xs = [x for s in strokes for x, _ in s]
    ys = [y for s in strokes for _, y in s]
    left, top = min(xs), min(ys)
    extent = max(max(xs) - left, max(ys) - top, 1e-9)
    out = []
    for stroke in strokes:
        points = [(round((x - left) / extent * 1000), round((y - top) / extent * 1000)) for x, y in stroke]
        (x1, y1), (x2, y2) = points[0], points[-1]
        if abs(x2 - x1) >= abs(y2 - y1) * 0.6:
            backwards = x2 < x1
        else:
            backwards = y2 < y1
        if backwards:
            points.reverse()
        out.append(points)
    out.sort(key=lambda s: (min(y for _, y in s) // 200, min(x for x, _ in s)))
    return out


def glyph_strokes(char, family):
    mask = render(char, family)
    if mask is None:
        return None
    hull = _filled_outline(mask)
    if hull is not None:
        return normalised([hull])
    strokes = [simplify(smooth(s)) for s in strokes_of(mask) if len(s) >= 2]
    # A dot (i's tittle, ·) thins to a pixel or two: keep it as a point.
    dots = [
        [(float(x), float(y))]
        for y, x in _dots(mask, strokes)
    ]
    strokes = [s for s in strokes if len(s) >= 2] + dots
    if not strokes:
        return None
    return normalised(strokes)


def _blobs(mask):
    """The 8-connected pieces of ink, each a list of (y, x) pixels."""
    from collections import deque

    seen = np.zeros_like(mask, dtype=bool)
    blobs = []
    height, width = mask.shape
    for y, x in zip(*np.nonzero(mask)):
        if seen[y, x]:
            continue
        queue = deque([(y, x)])
        seen[y, x] = True
        blob = []
        while queue:
            cy, cx = queue.popleft()
            blob.append((cy, cx))
            for dy, dx in NEIGHBOURS:
                ny, nx = cy + dy, cx + dx
                if 0 <= ny < height and 0 <= nx < width and mask[ny, nx] and not seen[ny, nx]:
                    seen[ny, nx] = True
                    queue.append((ny, nx))
        blobs.append(blob)
    return blobs


def _dots(mask, strokes):
    """Blobs of ink the skeleton left no stroke in (a round dot thins to one pixel)."""
    covered = set()
    for stroke in strokes:
        for x, y in stroke:
            covered.add((round(y), round(x)))
    dots = []
    for blob in _blobs(mask):
        near = any(
            any(abs(p[0] - cy) <= 3 and abs(p[1] - cx) <= 3 for cy, cx in blob[:: max(1, len(blob) // 40)])
            for p in covered
        )
        if not near:
            ys = [p[0] for p in blob]
            xs = [p[1] for p in blob]
            dots.append((sum(ys) / len(ys), sum(xs) / len(xs)))
    return dots


def _filled_outline(mask):
    """A large filled shape (∎) is drawn by its outline: its skeleton would be a dot.

    Thick means more than a fifth of an em of ink for each pixel of
    skeleton; large means wider and taller than a quarter of an em.
    """
    ys, xs = np.nonzero(mask)
    if xs.max() - xs.min() < SIZE / 4 or ys.max() - ys.min() < SIZE / 4:
        return None
    if mask.sum() / max(thin(mask).sum(), 1) < SIZE / 5:
        return None
    if len(_blobs(mask)) > 1:
        return None  # dots apart (⋱, ∴), each thinning to a point: not one shape
    points = sorted(set(zip(xs.tolist(), ys.tolist())))

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in points:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(points):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    ring = lower[:-1] + upper[:-1]
    return ring + [ring[0]]
