import { describe, expect, it } from 'vitest';
import {
  clusterLayout,
  overlaps,
  type Box,
} from '../../../src/renderer/src/features/vpn/vpn-diagram-layout';

const inside = (box: Box, width: number, height: number) =>
  box.x - box.width / 2 >= 0 &&
  box.y - box.height / 2 >= 0 &&
  box.x + box.width / 2 <= width &&
  box.y + box.height / 2 <= height;

describe('the cluster diagram layout', () => {
  it('puts the master alone in the middle when it has no members', () => {
    const layout = clusterLayout(0);
    expect(layout.members).toEqual([]);
    expect(layout.master.x).toBe(layout.width / 2);
    expect(layout.master.y).toBe(layout.height / 2);
    expect(inside(layout.master, layout.width, layout.height)).toBe(true);
  });

  it('puts one or two members beside the master, on its line', () => {
    const one = clusterLayout(1);
    expect(one.members[0]?.x).toBeLessThan(one.master.x);
    const two = clusterLayout(2);
    expect(two.members.map((m) => m.y)).toEqual([two.master.y, two.master.y]);
    expect(two.members[0]?.x).toBeLessThan(two.master.x);
    expect(two.members[1]?.x).toBeGreaterThan(two.master.x);
  });

  it('keeps every box inside the picture and apart from every other, up to 40 members', () => {
    for (let count = 0; count <= 40; count++) {
      const layout = clusterLayout(count);
      const boxes = [layout.master, ...layout.members];
      expect(boxes).toHaveLength(count + 1);
      for (const [i, a] of boxes.entries()) {
        expect(inside(a, layout.width, layout.height), `${count}: box ${i} inside`).toBe(true);
        for (const b of boxes.slice(i + 1))
          expect(overlaps(a, b), `${count}: ${JSON.stringify([a, b])}`).toBe(false);
      }
    }
  });

  it('tells touching boxes from separate ones', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(overlaps(a, { ...a, x: 10 })).toBe(true);
    expect(overlaps(a, { ...a, x: 10.5 })).toBe(false);
    expect(overlaps(a, { ...a, x: 5, y: 11 })).toBe(false);
  });
});
