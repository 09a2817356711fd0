/**
 * Where the cluster diagram puts its boxes: the master in the middle, its members around it on an
 * ellipse (one or two beside it, left and right), far enough apart that no two boxes touch. Pure
 * geometry in SVG units, so the diagram scales to its column and the layout can be tested.
 */

export interface Box {
  /** Centre. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ClusterLayout {
  width: number;
  height: number;
  master: Box;
  members: Box[];
}

export const MEMBER_BOX = { width: 184, height: 84 } as const;
export const MASTER_BOX = { width: 204, height: 64 } as const;
const PAD = 12;
const GAP = 24;

/** Radii of the ellipse the members sit on, growing with their number so boxes never overlap. */
function radii(count: number): { rx: number; ry: number } {
  if (count <= 2) return { rx: (MASTER_BOX.width + MEMBER_BOX.width) / 2 + 3 * GAP, ry: 0 };
  // Neighbours are about radius x (2 pi / count) apart along the ellipse: across near its top
  // and bottom, up and down near its sides, and only ~0.7 of each on the diagonals, where both
  // must fall short for two boxes to meet; hence the margin of 1.5.
  const step = (1.5 * count) / (2 * Math.PI);
  const rx = Math.max(260, step * (MEMBER_BOX.width + GAP));
  const ry = Math.max(
    (MASTER_BOX.height + MEMBER_BOX.height) / 2 + GAP,
    step * (MEMBER_BOX.height + GAP),
  );
  return { rx, ry };
}

/** The angle of member `index` of `count`: beside the master for two, from the top otherwise. */
function angle(index: number, count: number): number {
  if (count === 1) return Math.PI;
  if (count === 2) return index === 0 ? Math.PI : 0;
  return -Math.PI / 2 + (2 * Math.PI * index) / count;
}

export function clusterLayout(count: number): ClusterLayout {
  const { rx, ry } = count === 0 ? { rx: 0, ry: 0 } : radii(count);
  const spanX = count === 0 ? MASTER_BOX.width : 2 * rx + MEMBER_BOX.width;
  const spanY = count === 0 ? MASTER_BOX.height : 2 * ry + MEMBER_BOX.height;
  const width = Math.ceil(spanX + 2 * PAD);
  const height = Math.ceil(Math.max(spanY, MASTER_BOX.height) + 2 * PAD);
  const cx = width / 2;
  const cy = height / 2;
  const members = Array.from({ length: count }, (_, index) => {
    const a = angle(index, count);
    return {
      x: Math.round(cx + rx * Math.cos(a)),
      y: Math.round(cy + ry * Math.sin(a)),
      ...MEMBER_BOX,
    };
  });
  return { width, height, master: { x: cx, y: cy, ...MASTER_BOX }, members };
}

/** True when two boxes overlap (or touch). */
export function overlaps(a: Box, b: Box): boolean {
  return (
    Math.abs(a.x - b.x) * 2 <= a.width + b.width && Math.abs(a.y - b.y) * 2 <= a.height + b.height
  );
}
