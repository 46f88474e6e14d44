import etag from 'etag';
import { LRUCache } from 'lru-cache';
import type { Availability, AvailabilityBoard } from './availability';

/** Marks a hole while the answer is serialised: JSON.stringify writes it as `\u0001<n>\u0001`. */
const MARK = '\u0001';
const HOLE = /"\\u0001(\d+)\\u0001"/g;

interface Hole {
  documentId: string;
  field: keyof Availability;
  /** The value the kept answer had: used while the board has not seen the product. */
  kept: number | boolean;
}

/** An answer ready to go out: its bytes and their weak ETag (as `global::catalogue-cache` would make it). */
export interface FilledAnswer {
  body: Buffer;
  etag: string;
}

/** A kept answer cut at every product's `available` and `outofstock` (no holes: it shows no product). */
interface Template {
  source: string;
  parts: string[];
  holes: Hole[];
  /** The last render and the board's version it was made at. */
  rendered: FilledAnswer | null;
  renderedAt: number;
}

const ready = (text: string): FilledAnswer => {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: etag(body, { weak: true }) };
};

const isProduct = (value: Record<string, unknown>) =>
  typeof value.documentId === 'string' && typeof value.available === 'number' && typeof value.outofstock === 'boolean';

/** Replaces every product's availability in `value` by a numbered mark, collecting the holes. */
function markHoles(value: unknown, holes: Hole[]): void {
  if (Array.isArray(value)) {
    for (const item of value) markHoles(item, holes);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const entity = value as Record<string, unknown>;
  if (isProduct(entity)) {
    for (const field of ['available', 'outofstock'] as const) {
      holes.push({ documentId: entity.documentId as string, field, kept: entity[field] as number | boolean });
      entity[field] = `${MARK}${holes.length - 1}${MARK}`;
    }
  }
  for (const nested of Object.values(entity)) if (nested && typeof nested === 'object') markHoles(nested, holes);
}

/** Cuts a JSON answer at its products' availability (no holes when it shows none, or is not JSON). */
function cut(source: string): Template {
  const whole: Template = { source, parts: [source], holes: [], rendered: null, renderedAt: -1 };
  if (!source.includes('"outofstock":')) return whole;
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return whole;
  }
  const marked: Hole[] = [];
  markHoles(parsed, marked);
  if (marked.length === 0) return whole;
  const pieces = JSON.stringify(parsed).split(HOLE);
  // split() with a capture group interleaves the hole numbers with the text between them. The holes
  // are taken in the order the text has them, which is each product's key order: Strapi's own find
  // writes `outofstock` before `available`, the listing read model after it.
  return {
    ...whole,
    parts: pieces.filter((_, index) => index % 2 === 0),
    holes: pieces.filter((_, index) => index % 2 === 1).map((number) => marked[Number(number)] as Hole),
  };
}

function render(template: Template, board: AvailabilityBoard): string {
  if (template.holes.length === 0) return template.source;
  const out: string[] = [template.parts[0] as string];
  template.holes.forEach((hole, index) => {
    const now = board.get(hole.documentId);
    out.push(String(now ? now[hole.field] : hole.kept), template.parts[index + 1] as string);
  });
  return out.join('');
}

/**
 * Fills kept catalogue answers with the products' availability as it is now (docs/decisions/085):
 * the answer a read gets is the kept one with every product's `available` and `outofstock` taken
 * from the {@link AvailabilityBoard}. Each kept answer is cut once (parsed, its availability marked)
 * and rendered again only when the board has moved; an answer that shows no product passes as it is.
 * The render is kept as bytes with its ETag: a read sends them without encoding or hashing the
 * 50–70 KB of JSON again.
 */
export class AvailabilityOverlay {
  private readonly templates = new LRUCache<string, Template>({ max: 500 });
  private readonly board: AvailabilityBoard;

  constructor(board: AvailabilityBoard) {
    this.board = board;
  }

  /** `body` (the kept answer of `key`, JSON text) with its products' availability as it is now. */
  fill(key: string, body: string): FilledAnswer {
    let template = this.templates.get(key);
    if (!template || template.source !== body) {
      template = cut(body);
      this.templates.set(key, template);
    }
    const isCurrent = template.holes.length === 0 || template.renderedAt === this.board.version;
    if (!template.rendered || !isCurrent) {
      template.rendered = ready(render(template, this.board));
      template.renderedAt = this.board.version;
    }
    return template.rendered;
  }
}
