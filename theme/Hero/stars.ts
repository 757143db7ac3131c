/**
 * The hero's star field. Positions come from a seeded generator, computed once per module, so
 * the server and the browser draw the same sky and hydration matches.
 */

export const STAR_COUNT = 35;
/** Pointer distance (px) under which a star leans toward the pointer. */
export const STAR_REACH = 100;
/** Share of the distance a star covers when the pointer is right next to it. */
export const STAR_PULL = 0.3;

export interface Star {
  /** Percent of the hero's width / height, top-left corner of the star. */
  left: number;
  top: number;
  /** Pixels. */
  size: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Star i is i / 20 + 3 px wide. */
export function starSize(i: number): number {
  return i / 20 + 3;
}

/** Mulberry32: a tiny deterministic generator in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeStars(count = STAR_COUNT, seed = 20240711): Star[] {
  const next = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    left: Math.round(next() * 9600) / 100 + 1,
    top: Math.round(next() * 9200) / 100 + 2,
    size: starSize(i),
  }));
}

export const STARS: readonly Star[] = makeStars();

/**
 * How far a star centred at `star` moves when the pointer is at `pointer`: toward the pointer,
 * more the closer it is, and not at all from `reach` px away.
 */
export function starOffset(star: Point, pointer: Point, reach = STAR_REACH, pull = STAR_PULL): Point {
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= reach) return { x: 0, y: 0 };
  const k = pull * (1 - distance / reach);
  return { x: dx * k, y: dy * k };
}

/** The centre of a star in viewport coordinates, given the hero's bounding box. */
export function starCentre(star: Star, box: { left: number; top: number; width: number; height: number }): Point {
  return {
    x: box.left + (star.left / 100) * box.width + star.size / 2,
    y: box.top + (star.top / 100) * box.height + star.size / 2,
  };
}
