/**
 * Generates the site's sample artwork: SVG composed in code from the brand palette, rendered
 * with sharp. Everything is seeded from file names, so a rerun writes identical bytes.
 * All of it is placeholder art for Kilele Partners to replace with photography.
 *
 *   npx tsx scripts/generate-images.ts
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { loadSampleArticles } from '../lib/articles/sample-feed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The palette of app/globals.css, plus a few tints mixed from it. */
const brand = {
  green: '#0f4c3a',
  greenDeep: '#0a3629',
  greenMid: '#1d6b52',
  greenLight: '#3f8a6e',
  sage: '#9fc3b2',
  greenSoft: '#e4efe9',
  gold: '#c8a24a',
  goldLight: '#e2c679',
  goldSoft: '#f7efd9',
  paper: '#f6f4ef',
  paperDeep: '#e9e3d5',
  ink: '#17212b',
  inkMuted: '#4a5663',
  line: '#d5d9de',
  white: '#ffffff',
} as const;

const SANS = "'DejaVu Sans', sans-serif";
const SERIF = "'DejaVu Serif', Georgia, serif";

// ---------------------------------------------------------------------------------------------
// Determinism: a small seeded generator instead of Math.random.

function hashSeed(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function createRng(seedText: string) {
  let state = hashSeed(seedText);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number): number => min + (max - min) * next(),
    int: (min: number, max: number): number => Math.floor(min + (max - min + 1) * next()),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
  };
}
type Rng = ReturnType<typeof createRng>;

// ---------------------------------------------------------------------------------------------
// SVG building blocks.

type Attrs = Record<string, string | number | undefined>;
type Stop = readonly [offset: number, color: string, opacity?: number];
type Point = readonly [number, number];

/** One decimal place keeps the markup short; the renderer anti-aliases the rest. */
function fmt(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function el(tag: string, attributes: Attrs = {}, children?: string): string {
  const rendered = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? fmt(value) : escapeXml(value)}"`)
    .join('');
  return children === undefined ? `<${tag}${rendered}/>` : `<${tag}${rendered}>${children}</${tag}>`;
}

function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
}

function polygon(list: readonly Point[], attributes: Attrs): string {
  return el('polygon', { points: points(list), ...attributes });
}

function text(content: string, attributes: Attrs): string {
  return el('text', attributes, escapeXml(content));
}

function group(children: string[], attributes: Attrs = {}): string {
  return el('g', attributes, children.join(''));
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two hex colours; `amount` 0 gives `from`, 1 gives `to`. */
function mix(from: string, to: string, amount: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  const channel = (index: 0 | 1 | 2) => Math.round(a[index] + (b[index] - a[index]) * amount);
  return `#${[channel(0), channel(1), channel(2)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

class Canvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private counter = 0;
  private shadowId: string | undefined;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(...parts: string[]): this {
    this.parts.push(...parts);
    return this;
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(list: readonly Stop[]): string {
    return list
      .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
      .join('');
  }

  /** A gradient across the bounding box of the shape it fills, from `from` to `to` (0..1). */
  linear(list: readonly Stop[], from: Point = [0, 0], to: Point = [0, 1]): string {
    const id = this.id('l');
    this.defs.push(el('linearGradient', { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1] }, this.stops(list)));
    return `url(#${id})`;
  }

  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.defs.push(el('radialGradient', { id, cx, cy, r }, this.stops(list)));
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }

  /** A tiling pattern of `size` user units. */
  pattern(size: number, content: string, transform?: string): string {
    const id = this.id('p');
    this.defs.push(
      el('pattern', { id, width: size, height: size, patternUnits: 'userSpaceOnUse', patternTransform: transform }, content),
    );
    return `url(#${id})`;
  }

  /** A soft drop shadow, shared by every card on the canvas. */
  shadow(): string {
    if (!this.shadowId) {
      this.shadowId = this.id('s');
      this.defs.push(
        el(
          'filter',
          { id: this.shadowId, x: '-20%', y: '-20%', width: '140%', height: '150%' },
          [
            el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 10 }),
            el('feOffset', { dy: 8, result: 'blur' }),
            el('feFlood', { 'flood-color': brand.greenDeep, 'flood-opacity': 0.28 }),
            el('feComposite', { in2: 'blur', operator: 'in' }),
            el('feMerge', {}, el('feMergeNode') + el('feMergeNode', { in: 'SourceGraphic' })),
          ].join(''),
        ),
      );
    }
    return `url(#${this.shadowId})`;
  }

  /** The document; `outputWidth` renders the same drawing at another size. */
  toString(outputWidth = this.width): string {
    const outputHeight = Math.round((outputWidth * this.height) / this.width);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Backdrops.

type BackdropOptions = { glow?: Point; glowColor?: string; texture?: 'ledger' | 'diagonal' | 'dots' | 'none' };

function darkBackdrop(c: Canvas, options: BackdropOptions = {}): void {
  const { glow = [0.8, 0.2], glowColor = brand.gold, texture = 'diagonal' } = options;
  c.add(el('rect', { width: c.width, height: c.height, fill: c.linear([[0, brand.green], [1, brand.greenDeep]], [0, 0], [1, 1]) }));
  c.add(
    el('ellipse', {
      cx: c.width * glow[0],
      cy: c.height * glow[1],
      rx: c.width * 0.5,
      ry: c.height * 0.6,
      fill: c.radial([[0, glowColor, 0.3], [0.6, glowColor, 0.06], [1, glowColor, 0]]),
    }),
  );
  addTexture(c, texture, brand.white, 0.05);
}

function lightBackdrop(c: Canvas, options: BackdropOptions = {}): void {
  const { glow = [0.2, 0.1], glowColor = brand.greenSoft, texture = 'ledger' } = options;
  c.add(el('rect', { width: c.width, height: c.height, fill: c.linear([[0, brand.paper], [1, brand.paperDeep]], [0, 0], [0.4, 1]) }));
  c.add(
    el('ellipse', {
      cx: c.width * glow[0],
      cy: c.height * glow[1],
      rx: c.width * 0.55,
      ry: c.height * 0.65,
      fill: c.radial([[0, glowColor, 0.9], [1, glowColor, 0]]),
    }),
  );
  addTexture(c, texture, brand.green, 0.06);
}

function addTexture(c: Canvas, texture: BackdropOptions['texture'], color: string, opacity: number): void {
  if (texture === 'none' || texture === undefined) return;
  let fill: string;
  if (texture === 'ledger') {
    fill = c.pattern(36, el('rect', { y: 35, width: 36, height: 1, fill: color }));
  } else if (texture === 'dots') {
    fill = c.pattern(28, el('circle', { cx: 14, cy: 14, r: 1.4, fill: color }));
  } else {
    fill = c.pattern(30, el('rect', { width: 1, height: 30, fill: color }), 'rotate(35)');
  }
  c.add(el('rect', { width: c.width, height: c.height, fill, opacity }));
}

// ---------------------------------------------------------------------------------------------
// Architecture and landscape.

type SkylineOptions = {
  x0: number;
  x1: number;
  baseY: number;
  minH: number;
  maxH: number;
  fill: string;
  windowFill: string;
  windowOpacity?: number;
  litFill?: string;
  landmark?: boolean;
};

/** A row of towers with window bands; `landmark` adds a round tower with a saucer roof. */
function skyline(rng: Rng, o: SkylineOptions): string {
  const parts: string[] = [];
  const windows: string[] = [];
  const landmarkIndex = o.landmark ? rng.int(2, 3) : -1;
  let x = o.x0;
  let index = 0;
  while (x < o.x1) {
    if (index === landmarkIndex) {
      const h = o.maxH * 1.08;
      const w = 54;
      const cx = x + w / 2;
      const top = o.baseY - h;
      parts.push(
        el('rect', { x, y: top + 34, width: w, height: h - 34, rx: 22, fill: o.fill }),
        polygon([[cx - 20, top + 40], [cx, top + 6], [cx + 20, top + 40]], { fill: o.fill }),
        el('ellipse', { cx, cy: top + 30, rx: 38, ry: 7, fill: o.fill }),
        el('rect', { x: cx - 1.5, y: top - 14, width: 3, height: 22, fill: o.fill }),
      );
      for (let y = top + 52; y < o.baseY - 8; y += 14) {
        windows.push(el('rect', { x: x + 8, y, width: w - 16, height: 3, rx: 1.5 }));
      }
      x += w + rng.range(8, 16);
      index += 1;
      continue;
    }
    const w = rng.range(44, 104);
    const h = rng.range(o.minH, o.maxH);
    const top = o.baseY - h;
    const kind = rng.pick(['block', 'stepped', 'spire', 'slant', 'block'] as const);
    if (kind === 'stepped') {
      parts.push(
        el('rect', { x, y: top + h * 0.16, width: w, height: h * 0.84, fill: o.fill }),
        el('rect', { x: x + w * 0.18, y: top, width: w * 0.64, height: h * 0.17, fill: o.fill }),
      );
    } else if (kind === 'spire') {
      parts.push(
        el('rect', { x, y: top, width: w, height: h, fill: o.fill }),
        polygon([[x + w * 0.25, top], [x + w / 2, top - h * 0.14], [x + w * 0.75, top]], { fill: o.fill }),
        el('rect', { x: x + w / 2 - 1, y: top - h * 0.22, width: 2, height: h * 0.1, fill: o.fill }),
      );
    } else if (kind === 'slant') {
      parts.push(polygon([[x, top + h * 0.14], [x + w, top], [x + w, o.baseY], [x, o.baseY]], { fill: o.fill }));
    } else {
      parts.push(el('rect', { x, y: top, width: w, height: h, fill: o.fill }));
    }
    const firstBand = kind === 'slant' || kind === 'stepped' ? top + h * 0.2 : top + 14;
    for (let y = firstBand; y < o.baseY - 8; y += 15) {
      windows.push(el('rect', { x: x + 6, y, width: w - 12, height: 3.5, rx: 1.5 }));
    }
    if (o.litFill) {
      const lit = rng.int(1, 4);
      for (let i = 0; i < lit; i += 1) {
        const band = Math.floor(rng.range(0, Math.max(1, (o.baseY - 8 - firstBand) / 15)));
        parts.push(
          el('rect', {
            x: x + 6 + rng.range(0, Math.max(0, w - 30)),
            y: firstBand + band * 15,
            width: 16,
            height: 3.5,
            rx: 1.5,
            fill: o.litFill,
            opacity: 0.85,
          }),
        );
      }
    }
    x += w + rng.range(3, 12);
    index += 1;
  }
  return group(parts) + group(windows, { fill: o.windowFill, opacity: o.windowOpacity ?? 0.22 });
}

/** The Kilele peak: a mountain with a gold-lit snow cap and a shaded east face. */
function peak(o: { cx: number; baseY: number; w: number; h: number; fill: string; cap: string; shade?: number; capRatio?: number }): string {
  const top: Point = [o.cx, o.baseY - o.h];
  const left: Point = [o.cx - o.w / 2, o.baseY];
  const right: Point = [o.cx + o.w / 2, o.baseY];
  const r = o.capRatio ?? 0.3;
  const capY = top[1] + o.h * r;
  const capW = (o.w / 2) * r;
  return group([
    polygon([left, top, right], { fill: o.fill }),
    polygon([top, right, [o.cx + o.w * 0.04, o.baseY]], { fill: '#000', opacity: o.shade ?? 0.16 }),
    polygon(
      [
        top,
        [o.cx - capW, capY],
        [o.cx - capW * 0.45, capY - o.h * 0.05],
        [o.cx - capW * 0.05, capY + o.h * 0.03],
        [o.cx + capW * 0.4, capY - o.h * 0.06],
        [o.cx + capW, capY],
      ],
      { fill: o.cap },
    ),
  ]);
}

function acacia(o: { x: number; baseY: number; s: number; fill: string }): string {
  const { x, baseY, s } = o;
  return group(
    [
      el('path', {
        d: `M${fmt(x - 4 * s)} ${fmt(baseY)} L${fmt(x - 2 * s)} ${fmt(baseY - 50 * s)} L${fmt(x - 28 * s)} ${fmt(baseY - 82 * s)} L${fmt(x - 24 * s)} ${fmt(baseY - 86 * s)} L${fmt(x)} ${fmt(baseY - 58 * s)} L${fmt(x + 26 * s)} ${fmt(baseY - 88 * s)} L${fmt(x + 30 * s)} ${fmt(baseY - 84 * s)} L${fmt(x + 4 * s)} ${fmt(baseY - 50 * s)} L${fmt(x + 5 * s)} ${fmt(baseY)} Z`,
      }),
      el('ellipse', { cx: x, cy: baseY - 92 * s, rx: 78 * s, ry: 16 * s }),
      el('ellipse', { cx: x - 30 * s, cy: baseY - 100 * s, rx: 40 * s, ry: 11 * s }),
      el('ellipse', { cx: x + 32 * s, cy: baseY - 99 * s, rx: 38 * s, ry: 10 * s }),
    ],
    { fill: o.fill },
  );
}

function sapling(x: number, baseY: number, s: number, stem: string, leaf: string): string {
  return group([
    el('rect', { x: x - 1.5 * s, y: baseY - 30 * s, width: 3 * s, height: 30 * s, fill: stem }),
    el('ellipse', { cx: x - 9 * s, cy: baseY - 30 * s, rx: 10 * s, ry: 5 * s, fill: leaf, transform: `rotate(-25 ${fmt(x - 9 * s)} ${fmt(baseY - 30 * s)})` }),
    el('ellipse', { cx: x + 9 * s, cy: baseY - 36 * s, rx: 10 * s, ry: 5 * s, fill: leaf, transform: `rotate(25 ${fmt(x + 9 * s)} ${fmt(baseY - 36 * s)})` }),
    el('ellipse', { cx: x, cy: baseY + 2 * s, rx: 14 * s, ry: 4 * s, fill: stem, opacity: 0.35 }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Charts.

function barChart(o: {
  x: number;
  y: number;
  w: number;
  h: number;
  values: readonly number[];
  fill: string;
  accent?: { index: number; fill: string };
  gap?: number;
}): string {
  const gap = o.gap ?? 0.35;
  const step = o.w / o.values.length;
  const barW = step * (1 - gap);
  return group(
    o.values.map((value, index) =>
      el('rect', {
        x: o.x + index * step + (step - barW) / 2,
        y: o.y + o.h * (1 - value),
        width: barW,
        height: o.h * value,
        rx: Math.min(6, barW / 4),
        fill: o.accent && o.accent.index === index ? o.accent.fill : undefined,
      }),
    ),
    { fill: o.fill },
  );
}

function lineChart(
  c: Canvas,
  o: { x: number; y: number; w: number; h: number; values: readonly number[]; stroke: string; area?: string; width?: number; dots?: string },
): string {
  const coords: Point[] = o.values.map((value, index) => [o.x + (o.w * index) / (o.values.length - 1), o.y + o.h * (1 - value)]);
  const line = coords.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join(' ');
  const parts: string[] = [];
  if (o.area) {
    parts.push(
      el('path', {
        d: `${line} L${fmt(o.x + o.w)} ${fmt(o.y + o.h)} L${fmt(o.x)} ${fmt(o.y + o.h)} Z`,
        fill: c.linear([[0, o.area, 0.45], [1, o.area, 0]]),
      }),
    );
  }
  parts.push(el('path', { d: line, fill: 'none', stroke: o.stroke, 'stroke-width': o.width ?? 5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }));
  if (o.dots) {
    for (const [x, y] of coords) parts.push(el('circle', { cx: x, cy: y, r: (o.width ?? 5) * 1.3, fill: o.dots, stroke: o.stroke, 'stroke-width': 3 }));
  }
  return group(parts);
}

/** A filled arrowhead at `to`, pointing along the segment from `from`. */
function arrowHead(from: Point, to: Point, size: number, fill: string): string {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const tip: Point = [to[0] + Math.cos(angle) * size, to[1] + Math.sin(angle) * size];
  const side = (turn: number): Point => [to[0] + Math.cos(angle + turn) * size * 0.6, to[1] + Math.sin(angle + turn) * size * 0.6];
  return polygon([tip, side(Math.PI / 2), side(-Math.PI / 2)], { fill });
}

/** A magnifying glass whose lens shows a small bar chart, for audit and review themes. */
function lensOverChart(c: Canvas, o: { cx: number; cy: number; r: number; stroke: string; values: readonly number[] }): string {
  const lens = c.clip(el('circle', { cx: o.cx, cy: o.cy, r: o.r }));
  const box = { x: o.cx - o.r * 0.8, y: o.cy - o.r * 0.6, w: o.r * 1.6, h: o.r * 1.25 };
  return group([
    el('circle', { cx: o.cx, cy: o.cy, r: o.r, fill: brand.white, opacity: 0.96 }),
    group(
      [
        gridLines({ ...box, rows: 4, stroke: brand.line, opacity: 1 }),
        barChart({ ...box, values: o.values, fill: brand.greenLight, accent: { index: o.values.length - 1, fill: brand.gold } }),
      ],
      { 'clip-path': lens },
    ),
    magnifier({ cx: o.cx, cy: o.cy, r: o.r, stroke: o.stroke, angle: 40, glass: brand.white }),
  ]);
}

function gridLines(o: { x: number; y: number; w: number; h: number; rows: number; stroke: string; opacity: number }): string {
  const lines: string[] = [];
  for (let i = 0; i <= o.rows; i += 1) {
    lines.push(el('rect', { x: o.x, y: o.y + (o.h * i) / o.rows, width: o.w, height: 1.5 }));
  }
  return group(lines, { fill: o.stroke, opacity: o.opacity });
}

function donut(o: { cx: number; cy: number; r: number; width: number; parts: readonly (readonly [number, string])[]; track?: string }): string {
  const circumference = 2 * Math.PI * o.r;
  let offset = 0;
  const arcs = o.parts.map(([fraction, color]) => {
    const arc = el('circle', {
      cx: o.cx,
      cy: o.cy,
      r: o.r,
      fill: 'none',
      stroke: color,
      'stroke-width': o.width,
      'stroke-dasharray': `${fmt(circumference * fraction)} ${fmt(circumference)}`,
      'stroke-dashoffset': fmt(-offset),
      transform: `rotate(-90 ${fmt(o.cx)} ${fmt(o.cy)})`,
    });
    offset += circumference * fraction;
    return arc;
  });
  const track = o.track ? el('circle', { cx: o.cx, cy: o.cy, r: o.r, fill: 'none', stroke: o.track, 'stroke-width': o.width }) : '';
  return track + arcs.join('');
}

function trend(rng: Rng, count: number, start: number, end: number, wobble: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const base = start + ((end - start) * index) / (count - 1);
    return Math.min(0.98, Math.max(0.05, base + rng.range(-wobble, wobble)));
  });
}

// ---------------------------------------------------------------------------------------------
// Paper, tools and symbols.

type CardOptions = { x: number; y: number; w: number; h: number; rotate?: number; fill?: string };

function rotateAbout(o: CardOptions): string | undefined {
  return o.rotate ? `rotate(${fmt(o.rotate)} ${fmt(o.x + o.w / 2)} ${fmt(o.y + o.h / 2)})` : undefined;
}

/** A sheet of paper with a header bar and lines of placeholder text. */
function documentCard(c: Canvas, rng: Rng, o: CardOptions & { header?: string; lines?: number; checks?: boolean }): string {
  const parts = [el('rect', { x: o.x, y: o.y, width: o.w, height: o.h, rx: 10, fill: o.fill ?? brand.white })];
  const pad = o.w * 0.1;
  parts.push(el('rect', { x: o.x + pad, y: o.y + pad, width: o.w * 0.45, height: 12, rx: 6, fill: o.header ?? brand.green }));
  const count = o.lines ?? 7;
  const spacing = (o.h - pad * 2 - 40) / count;
  for (let i = 0; i < count; i += 1) {
    const y = o.y + pad + 40 + i * spacing;
    const indent = o.checks ? 30 : 0;
    if (o.checks) {
      parts.push(el('circle', { cx: o.x + pad + 9, cy: y + 4, r: 9, fill: brand.greenSoft }));
      parts.push(el('path', { d: `M${fmt(o.x + pad + 4)} ${fmt(y + 4)} l4 4 l7 -8`, fill: 'none', stroke: brand.green, 'stroke-width': 2.5, 'stroke-linecap': 'round' }));
    }
    parts.push(el('rect', { x: o.x + pad + indent, y, width: (o.w - pad * 2 - indent) * rng.range(0.55, 1), height: 8, rx: 4, fill: brand.line }));
  }
  return group(parts, { transform: rotateAbout(o), filter: c.shadow() });
}

/** A ledger page: ruled lines, a gold margin and right-aligned figures in two columns. */
function ledgerSheet(c: Canvas, rng: Rng, o: CardOptions & { rows?: number }): string {
  const rows = o.rows ?? 12;
  const top = o.y + 58;
  const rowH = (o.h - 78) / rows;
  const parts = [
    el('rect', { x: o.x, y: o.y, width: o.w, height: o.h, rx: 8, fill: o.fill ?? brand.white }),
    el('rect', { x: o.x, y: o.y, width: o.w, height: 42, rx: 8, fill: brand.green }),
    el('rect', { x: o.x, y: o.y + 30, width: o.w, height: 12, fill: brand.green }),
    el('rect', { x: o.x + 20, y: o.y + 16, width: o.w * 0.3, height: 10, rx: 5, fill: brand.goldLight }),
    el('rect', { x: o.x + o.w * 0.16, y: o.y + 42, width: 2, height: o.h - 50, fill: brand.gold, opacity: 0.8 }),
    el('rect', { x: o.x + o.w * 0.62, y: o.y + 42, width: 1.5, height: o.h - 50, fill: brand.line }),
  ];
  for (let i = 0; i < rows; i += 1) {
    const y = top + i * rowH;
    parts.push(el('rect', { x: o.x + 10, y: y + rowH - 2, width: o.w - 20, height: 1.5, fill: brand.line }));
    parts.push(el('rect', { x: o.x + 16, y: y + rowH / 2 - 4, width: o.w * 0.08, height: 7, rx: 3.5, fill: brand.sage }));
    parts.push(el('rect', { x: o.x + o.w * 0.2, y: y + rowH / 2 - 4, width: o.w * rng.range(0.16, 0.36), height: 7, rx: 3.5, fill: brand.line }));
    const first = o.w * rng.range(0.1, 0.2);
    parts.push(el('rect', { x: o.x + o.w * 0.59 - first, y: y + rowH / 2 - 4, width: first, height: 7, rx: 3.5, fill: brand.inkMuted, opacity: 0.55 }));
    if (rng.next() > 0.35) {
      const second = o.w * rng.range(0.1, 0.22);
      parts.push(el('rect', { x: o.x + o.w - 18 - second, y: y + rowH / 2 - 4, width: second, height: 7, rx: 3.5, fill: brand.ink, opacity: 0.6 }));
    }
  }
  parts.push(el('rect', { x: o.x + o.w * 0.64, y: o.y + o.h - 26, width: o.w * 0.32, height: 3, fill: brand.ink, opacity: 0.7 }));
  return group(parts, { transform: rotateAbout(o), filter: c.shadow() });
}

function magnifier(o: { cx: number; cy: number; r: number; stroke: string; angle?: number; glass?: string }): string {
  const angle = o.angle ?? 45;
  return group(
    [
      el('circle', { cx: o.cx, cy: o.cy, r: o.r, fill: o.glass ?? brand.white, 'fill-opacity': 0.16, stroke: o.stroke, 'stroke-width': o.r * 0.14 }),
      el('rect', { x: o.cx + o.r * 1.02, y: o.cy - o.r * 0.13, width: o.r * 0.95, height: o.r * 0.26, rx: o.r * 0.13, fill: o.stroke }),
      el('path', { d: `M${fmt(o.cx - o.r * 0.55)} ${fmt(o.cy - o.r * 0.3)} A${fmt(o.r * 0.65)} ${fmt(o.r * 0.65)} 0 0 1 ${fmt(o.cx - o.r * 0.1)} ${fmt(o.cy - o.r * 0.62)}`, fill: 'none', stroke: brand.white, 'stroke-width': o.r * 0.07, 'stroke-linecap': 'round', opacity: 0.7 }),
    ],
    { transform: `rotate(${angle} ${fmt(o.cx)} ${fmt(o.cy)})` },
  );
}

function checkBadge(o: { cx: number; cy: number; r: number; fill: string; mark: string }): string {
  const { cx, cy, r } = o;
  return group([
    el('circle', { cx, cy, r, fill: o.fill }),
    el('path', {
      d: `M${fmt(cx - r * 0.42)} ${fmt(cy + r * 0.02)} L${fmt(cx - r * 0.1)} ${fmt(cy + r * 0.34)} L${fmt(cx + r * 0.45)} ${fmt(cy - r * 0.32)}`,
      fill: 'none',
      stroke: o.mark,
      'stroke-width': r * 0.2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ]);
}

function percentSign(o: { cx: number; cy: number; size: number; fill: string }): string {
  const { cx, cy, size: s } = o;
  return group(
    [
      el('circle', { cx: cx - s * 0.27, cy: cy - s * 0.27, r: s * 0.17, fill: 'none', stroke: o.fill, 'stroke-width': s * 0.1 }),
      el('circle', { cx: cx + s * 0.27, cy: cy + s * 0.27, r: s * 0.17, fill: 'none', stroke: o.fill, 'stroke-width': s * 0.1 }),
      el('rect', { x: cx - s * 0.05, y: cy - s * 0.58, width: s * 0.1, height: s * 1.16, rx: s * 0.05, fill: o.fill, transform: `rotate(40 ${fmt(cx)} ${fmt(cy)})` }),
    ],
  );
}

function coinStack(o: { x: number; baseY: number; count: number; r: number; fill: string; edge: string }): string {
  const parts: string[] = [];
  const t = o.r * 0.22;
  for (let i = 0; i < o.count; i += 1) {
    const y = o.baseY - i * t;
    parts.push(
      el('rect', { x: o.x - o.r, y: y - t, width: o.r * 2, height: t, fill: o.edge }),
      el('ellipse', { cx: o.x, cy: y, rx: o.r, ry: o.r * 0.32, fill: o.edge }),
      el('ellipse', { cx: o.x, cy: y - t, rx: o.r, ry: o.r * 0.32, fill: o.fill }),
    );
  }
  const topY = o.baseY - o.count * t;
  parts.push(el('ellipse', { cx: o.x, cy: topY, rx: o.r * 0.68, ry: o.r * 0.2, fill: 'none', stroke: o.edge, 'stroke-width': 2, opacity: 0.6 }));
  return group(parts);
}

function calendar(c: Canvas, o: CardOptions & { highlights: readonly number[]; accent: string }): string {
  const parts = [
    el('rect', { x: o.x, y: o.y, width: o.w, height: o.h, rx: 14, fill: o.fill ?? brand.white }),
    el('path', { d: `M${fmt(o.x)} ${fmt(o.y + 14)} a14 14 0 0 1 14 -14 h${fmt(o.w - 28)} a14 14 0 0 1 14 14 v${fmt(o.h * 0.16)} h${fmt(-o.w)} Z`, fill: brand.green }),
  ];
  for (const fraction of [0.25, 0.75]) {
    parts.push(el('rect', { x: o.x + o.w * fraction - 5, y: o.y - 14, width: 10, height: 30, rx: 5, fill: brand.ink, opacity: 0.8 }));
  }
  const cols = 7;
  const rows = 5;
  const gridTop = o.y + o.h * 0.24;
  const cellW = (o.w - 40) / cols;
  const cellH = (o.h * 0.72) / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const day = row * cols + col;
      const highlighted = o.highlights.includes(day);
      parts.push(
        el('rect', {
          x: o.x + 20 + col * cellW + 4,
          y: gridTop + row * cellH + 4,
          width: cellW - 8,
          height: cellH - 8,
          rx: 5,
          fill: highlighted ? o.accent : brand.greenSoft,
          opacity: highlighted ? 1 : 0.9,
        }),
      );
    }
  }
  return group(parts, { transform: rotateAbout(o), filter: c.shadow() });
}

function calculator(c: Canvas, o: CardOptions): string {
  const parts = [
    el('rect', { x: o.x, y: o.y, width: o.w, height: o.h, rx: 18, fill: brand.ink }),
    el('rect', { x: o.x + 16, y: o.y + 18, width: o.w - 32, height: o.h * 0.2, rx: 8, fill: brand.greenSoft }),
    el('rect', { x: o.x + o.w * 0.45, y: o.y + 18 + o.h * 0.07, width: o.w * 0.4, height: o.h * 0.07, rx: 4, fill: brand.green, opacity: 0.75 }),
  ];
  const cols = 4;
  const rows = 5;
  const top = o.y + 30 + o.h * 0.2;
  const cellW = (o.w - 32) / cols;
  const cellH = (o.h - (top - o.y) - 16) / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const accent = col === cols - 1;
      parts.push(
        el('rect', {
          x: o.x + 16 + col * cellW + 4,
          y: top + row * cellH + 4,
          width: cellW - 8,
          height: cellH - 8,
          rx: 6,
          fill: accent ? brand.gold : brand.inkMuted,
        }),
      );
    }
  }
  return group(parts, { transform: rotateAbout(o), filter: c.shadow() });
}

function shield(o: { cx: number; cy: number; s: number; fill: string; mark: 'lock' | 'check' | 'mail'; markFill: string }): string {
  const { cx, cy, s } = o;
  const body = el('path', {
    d: `M${fmt(cx)} ${fmt(cy - s)} L${fmt(cx + s * 0.82)} ${fmt(cy - s * 0.68)} L${fmt(cx + s * 0.78)} ${fmt(cy + s * 0.1)} C${fmt(cx + s * 0.7)} ${fmt(cy + s * 0.6)} ${fmt(cx + s * 0.35)} ${fmt(cy + s * 0.9)} ${fmt(cx)} ${fmt(cy + s * 1.08)} C${fmt(cx - s * 0.35)} ${fmt(cy + s * 0.9)} ${fmt(cx - s * 0.7)} ${fmt(cy + s * 0.6)} ${fmt(cx - s * 0.78)} ${fmt(cy + s * 0.1)} L${fmt(cx - s * 0.82)} ${fmt(cy - s * 0.68)} Z`,
    fill: o.fill,
  });
  const inner = el('path', {
    d: `M${fmt(cx)} ${fmt(cy - s)} L${fmt(cx + s * 0.82)} ${fmt(cy - s * 0.68)} L${fmt(cx + s * 0.78)} ${fmt(cy + s * 0.1)} C${fmt(cx + s * 0.7)} ${fmt(cy + s * 0.6)} ${fmt(cx + s * 0.35)} ${fmt(cy + s * 0.9)} ${fmt(cx)} ${fmt(cy + s * 1.08)} Z`,
    fill: '#000',
    opacity: 0.12,
  });
  let mark: string;
  if (o.mark === 'lock') {
    mark = group([
      el('rect', { x: cx - s * 0.3, y: cy - s * 0.05, width: s * 0.6, height: s * 0.48, rx: s * 0.07, fill: o.markFill }),
      el('path', { d: `M${fmt(cx - s * 0.19)} ${fmt(cy - s * 0.05)} v${fmt(-s * 0.14)} a${fmt(s * 0.19)} ${fmt(s * 0.19)} 0 0 1 ${fmt(s * 0.38)} 0 v${fmt(s * 0.14)}`, fill: 'none', stroke: o.markFill, 'stroke-width': s * 0.09 }),
      el('circle', { cx, cy: cy + s * 0.16, r: s * 0.06, fill: o.fill }),
    ]);
  } else if (o.mark === 'mail') {
    mark = group([
      el('rect', { x: cx - s * 0.38, y: cy - s * 0.22, width: s * 0.76, height: s * 0.52, rx: s * 0.06, fill: o.markFill }),
      el('path', { d: `M${fmt(cx - s * 0.34)} ${fmt(cy - s * 0.17)} L${fmt(cx)} ${fmt(cy + s * 0.08)} L${fmt(cx + s * 0.34)} ${fmt(cy - s * 0.17)}`, fill: 'none', stroke: o.fill, 'stroke-width': s * 0.06, 'stroke-linejoin': 'round' }),
    ]);
  } else {
    mark = checkBadge({ cx, cy: cy + s * 0.05, r: s * 0.38, fill: 'none', mark: o.markFill });
  }
  return group([body, inner, mark]);
}

/** Nodes joined to their nearest neighbours, like a network diagram. */
function network(rng: Rng, o: { x: number; y: number; w: number; h: number; count: number; stroke: string; node: string; accent: string }): string {
  const nodes: Point[] = Array.from({ length: o.count }, () => [o.x + rng.range(0, o.w), o.y + rng.range(0, o.h)]);
  const lines: string[] = [];
  nodes.forEach(([x, y], index) => {
    const nearest = nodes
      .map((other, otherIndex) => ({ otherIndex, distance: Math.hypot(other[0] - x, other[1] - y) }))
      .filter(({ otherIndex }) => otherIndex !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2);
    for (const { otherIndex } of nearest) {
      if (otherIndex < index) continue;
      const other = nodes[otherIndex];
      if (other) lines.push(el('line', { x1: x, y1: y, x2: other[0], y2: other[1] }));
    }
  });
  const dots = nodes.map(([x, y], index) =>
    el('circle', { cx: x, cy: y, r: index % 5 === 0 ? 9 : 5, fill: index % 5 === 0 ? o.accent : o.node }),
  );
  return group(lines, { stroke: o.stroke, 'stroke-width': 1.5, opacity: 0.7 }) + group(dots);
}

function monitor(c: Canvas, rng: Rng, o: CardOptions): string {
  const screenH = o.h * 0.78;
  const parts = [
    el('rect', { x: o.x, y: o.y, width: o.w, height: screenH, rx: 14, fill: brand.ink }),
    el('rect', { x: o.x + 14, y: o.y + 14, width: o.w - 28, height: screenH - 28, rx: 6, fill: brand.paper }),
    el('rect', { x: o.x + o.w / 2 - o.w * 0.06, y: o.y + screenH, width: o.w * 0.12, height: o.h * 0.14, fill: brand.inkMuted }),
    el('rect', { x: o.x + o.w / 2 - o.w * 0.2, y: o.y + o.h * 0.92, width: o.w * 0.4, height: o.h * 0.08, rx: 6, fill: brand.inkMuted }),
    el('rect', { x: o.x + 14, y: o.y + 14, width: o.w * 0.2, height: screenH - 28, fill: brand.green }),
  ];
  const innerX = o.x + 14 + o.w * 0.2 + 20;
  const innerW = o.w - 28 - o.w * 0.2 - 40;
  parts.push(
    barChart({ x: innerX, y: o.y + 40, w: innerW * 0.5, h: screenH * 0.45, values: trend(rng, 6, 0.3, 0.9, 0.12), fill: brand.greenLight, accent: { index: 5, fill: brand.gold } }),
    donut({ cx: innerX + innerW * 0.8, cy: o.y + 40 + screenH * 0.22, r: screenH * 0.15, width: screenH * 0.07, parts: [[0.55, brand.green], [0.25, brand.gold], [0.2, brand.sage]] }),
    lineChart(c, { x: innerX, y: o.y + screenH * 0.66, w: innerW, h: screenH * 0.16, values: trend(rng, 8, 0.2, 0.8, 0.15), stroke: brand.gold, width: 3 }),
  );
  for (let i = 0; i < 4; i += 1) {
    parts.push(el('rect', { x: o.x + 28, y: o.y + 44 + i * 30, width: o.w * 0.12, height: 7, rx: 3.5, fill: brand.sage, opacity: 0.8 }));
  }
  return group(parts, { filter: c.shadow() });
}

function cloud(o: { cx: number; cy: number; s: number; fill: string }): string {
  const { cx, cy, s } = o;
  return group(
    [
      el('circle', { cx: cx - s * 0.35, cy: cy + s * 0.05, r: s * 0.32 }),
      el('circle', { cx: cx + s * 0.05, cy: cy - s * 0.15, r: s * 0.45 }),
      el('circle', { cx: cx + s * 0.45, cy: cy + s * 0.08, r: s * 0.3 }),
      el('rect', { x: cx - s * 0.67, y: cy + s * 0.05, width: s * 1.42, height: s * 0.33, rx: s * 0.16 }),
    ],
    { fill: o.fill },
  );
}

function gear(o: { cx: number; cy: number; r: number; teeth: number; fill: string; hole: string }): string {
  const list: Point[] = [];
  const steps = o.teeth * 4;
  for (let i = 0; i < steps; i += 1) {
    const angle = (i / steps) * Math.PI * 2;
    const radius = i % 4 < 2 ? o.r : o.r * 0.8;
    list.push([o.cx + Math.cos(angle) * radius, o.cy + Math.sin(angle) * radius]);
  }
  return polygon(list, { fill: o.fill }) + el('circle', { cx: o.cx, cy: o.cy, r: o.r * 0.35, fill: o.hole });
}

/** A company seal: a scalloped rosette with ribbons. */
function seal(o: { cx: number; cy: number; r: number; fill: string; ring: string }): string {
  const scallops: Point[] = [];
  for (let i = 0; i < 48; i += 1) {
    const angle = (i / 48) * Math.PI * 2;
    const radius = i % 2 === 0 ? o.r : o.r * 0.9;
    scallops.push([o.cx + Math.cos(angle) * radius, o.cy + Math.sin(angle) * radius]);
  }
  const { cx, cy, r } = o;
  return group([
    polygon([[cx - r * 0.5, cy + r * 0.5], [cx - r * 0.75, cy + r * 1.55], [cx - r * 0.42, cy + r * 1.32], [cx - r * 0.2, cy + r * 1.6], [cx - r * 0.05, cy + r * 0.6]], { fill: o.ring }),
    polygon([[cx + r * 0.5, cy + r * 0.5], [cx + r * 0.75, cy + r * 1.55], [cx + r * 0.42, cy + r * 1.32], [cx + r * 0.2, cy + r * 1.6], [cx + r * 0.05, cy + r * 0.6]], { fill: o.ring }),
    polygon(scallops, { fill: o.fill }),
    el('circle', { cx, cy, r: r * 0.7, fill: 'none', stroke: o.ring, 'stroke-width': r * 0.06 }),
    el('circle', { cx, cy, r: r * 0.55, fill: 'none', stroke: o.ring, 'stroke-width': r * 0.02, 'stroke-dasharray': `${fmt(r * 0.06)} ${fmt(r * 0.05)}` }),
    peak({ cx, baseY: cy + r * 0.3, w: r * 0.8, h: r * 0.62, fill: o.ring, cap: o.fill, shade: 0.1 }),
  ]);
}

function pen(o: { x: number; y: number; length: number; angle: number; body: string; trim: string }): string {
  const { x, y, length: l } = o;
  const w = l * 0.09;
  return group(
    [
      el('rect', { x, y: y - w / 2, width: l * 0.78, height: w, rx: w / 2, fill: o.body }),
      el('rect', { x: x + l * 0.12, y: y - w / 2, width: l * 0.04, height: w, fill: o.trim }),
      el('rect', { x: x + l * 0.55, y: y - w / 2 - 2, width: l * 0.06, height: w + 4, rx: 2, fill: o.trim }),
      polygon([[x + l * 0.78, y - w / 2], [x + l, y], [x + l * 0.78, y + w / 2]], { fill: o.trim }),
      el('rect', { x: x + l * 0.84, y: y - 0.75, width: l * 0.12, height: 1.5, fill: o.body }),
      el('rect', { x: x + l * 0.05, y: y - w / 2 - 3, width: l * 0.35, height: 3, rx: 1.5, fill: o.trim }),
    ],
    { transform: `rotate(${fmt(o.angle)} ${fmt(x)} ${fmt(y)})` },
  );
}

/** A stylised person for groups and audiences: head and rounded shoulders. */
function person(o: { cx: number; baseY: number; s: number; skin: string; body: string }): string {
  const { cx, baseY, s } = o;
  return group([
    el('path', {
      d: `M${fmt(cx - 34 * s)} ${fmt(baseY)} C${fmt(cx - 34 * s)} ${fmt(baseY - 44 * s)} ${fmt(cx - 22 * s)} ${fmt(baseY - 56 * s)} ${fmt(cx)} ${fmt(baseY - 56 * s)} C${fmt(cx + 22 * s)} ${fmt(baseY - 56 * s)} ${fmt(cx + 34 * s)} ${fmt(baseY - 44 * s)} ${fmt(cx + 34 * s)} ${fmt(baseY)} Z`,
      fill: o.body,
    }),
    el('circle', { cx, cy: baseY - 76 * s, r: 17 * s, fill: o.skin }),
  ]);
}

const SKIN_TONES = ['#4e2f1d', '#5f3a24', '#6b4328', '#7a4b2e', '#8d5a36', '#9a6a48'] as const;
const CLOTHING = [brand.green, brand.gold, brand.inkMuted, brand.greenLight, '#22304a', '#5c2733', brand.sage] as const;

// ---------------------------------------------------------------------------------------------
// Service images (1200x800).

function serviceAudit(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  darkBackdrop(c, { glow: [0.72, 0.3] });
  c.add(skyline(rng, { x0: -20, x1: 1220, baseY: 800, minH: 80, maxH: 190, fill: brand.greenDeep, windowFill: brand.sage, windowOpacity: 0.12 }));
  c.add(documentCard(c, rng, { x: 250, y: 150, w: 360, h: 470, rotate: -8, fill: brand.paper }));
  c.add(documentCard(c, rng, { x: 330, y: 130, w: 360, h: 470, rotate: 3, checks: true }));
  c.add(
    lensOverChart(c, { cx: 770, cy: 360, r: 150, stroke: brand.gold, values: [0.4, 0.55, 0.48, 0.7, 0.86] }),
    checkBadge({ cx: 930, cy: 200, r: 46, fill: brand.gold, mark: brand.greenDeep }),
  );
  return c;
}

function serviceOutsourcedAccounting(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  lightBackdrop(c, { glow: [0.25, 0.2] });
  c.add(ledgerSheet(c, rng, { x: 150, y: 110, w: 520, h: 600, rotate: -3, rows: 14 }));
  c.add(calculator(c, { x: 760, y: 300, w: 250, h: 380, rotate: 6 }));
  c.add(
    group(
      [
        el('rect', { x: 730, y: 90, width: 330, height: 170, rx: 16, fill: brand.white }),
        donut({ cx: 815, cy: 175, r: 50, width: 22, parts: [[0.5, brand.green], [0.3, brand.gold], [0.2, brand.sage]] }),
        el('rect', { x: 895, y: 140, width: 130, height: 10, rx: 5, fill: brand.green }),
        el('rect', { x: 895, y: 168, width: 100, height: 10, rx: 5, fill: brand.gold }),
        el('rect', { x: 895, y: 196, width: 115, height: 10, rx: 5, fill: brand.sage }),
      ],
      { filter: c.shadow() },
    ),
  );
  return c;
}

function serviceTax(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  darkBackdrop(c, { glow: [0.3, 0.25], texture: 'dots' });
  c.add(calendar(c, { x: 170, y: 170, w: 420, h: 400, rotate: -4, highlights: [19, 26], accent: brand.gold }));
  c.add(documentCard(c, rng, { x: 560, y: 220, w: 300, h: 400, rotate: 6, lines: 8 }));
  c.add(
    el('circle', { cx: 900, cy: 250, r: 120, fill: brand.gold }),
    percentSign({ cx: 900, cy: 250, size: 150, fill: brand.greenDeep }),
  );
  c.add(
    coinStack({ x: 890, baseY: 690, count: 7, r: 62, fill: brand.goldLight, edge: '#a8863a' }),
    coinStack({ x: 1030, baseY: 700, count: 4, r: 62, fill: brand.goldLight, edge: '#a8863a' }),
    coinStack({ x: 760, baseY: 720, count: 3, r: 50, fill: brand.goldLight, edge: '#a8863a' }),
  );
  return c;
}

function serviceBusinessAdvisory(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  darkBackdrop(c, { glow: [0.78, 0.18], texture: 'none' });
  c.add(peak({ cx: 880, baseY: 800, w: 1100, h: 620, fill: brand.greenMid, cap: brand.goldSoft, shade: 0.2, capRatio: 0.2 }));
  c.add(gridLines({ x: 80, y: 140, w: 1040, h: 400, rows: 5, stroke: brand.white, opacity: 0.08 }));
  const advisoryValues = [0.12, 0.2, 0.18, 0.34, 0.3, 0.47, 0.55, 0.52, 0.7, 0.88];
  c.add(lineChart(c, { x: 90, y: 150, w: 980, h: 400, values: advisoryValues, stroke: brand.gold, width: 6, dots: brand.green }));
  c.add(arrowHead([90 + (980 * 8) / 9, 150 + 400 * (1 - 0.7)], [1070, 150 + 400 * (1 - 0.88)], 34, brand.gold));
  c.add(skyline(rng, { x0: -10, x1: 1210, baseY: 800, minH: 110, maxH: 280, fill: brand.greenDeep, windowFill: brand.sage, windowOpacity: 0.16, litFill: brand.goldLight, landmark: true }));
  return c;
}

function serviceIt(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  c.add(el('rect', { width: 1200, height: 800, fill: c.linear([[0, '#12303a'], [1, brand.ink]], [0, 0], [1, 1]) }));
  c.add(el('ellipse', { cx: 600, cy: 380, rx: 620, ry: 420, fill: c.radial([[0, brand.greenLight, 0.35], [1, brand.greenLight, 0]]) }));
  c.add(network(rng, { x: 40, y: 40, w: 1120, h: 720, count: 34, stroke: brand.sage, node: brand.sage, accent: brand.gold }));
  c.add(monitor(c, rng, { x: 300, y: 200, w: 560, h: 420 }));
  c.add(shield({ cx: 930, cy: 260, s: 110, fill: brand.gold, mark: 'lock', markFill: brand.greenDeep }));
  c.add(cloud({ cx: 230, cy: 200, s: 120, fill: brand.greenSoft }));
  c.add(gear({ cx: 950, cy: 600, r: 70, teeth: 10, fill: brand.sage, hole: brand.ink }));
  return c;
}

function serviceTraining(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  lightBackdrop(c, { glow: [0.5, 0.3], glowColor: brand.goldSoft, texture: 'none' });
  c.add(el('rect', { y: 560, width: 1200, height: 240, fill: brand.paperDeep }));
  c.add(
    group(
      [
        el('rect', { x: 300, y: 110, width: 600, height: 360, rx: 12, fill: brand.white }),
        el('rect', { x: 300, y: 110, width: 600, height: 54, rx: 12, fill: brand.green }),
        el('rect', { x: 300, y: 150, width: 600, height: 14, fill: brand.green }),
        el('rect', { x: 330, y: 130, width: 180, height: 14, rx: 7, fill: brand.goldLight }),
        gridLines({ x: 340, y: 200, w: 300, h: 230, rows: 4, stroke: brand.line, opacity: 1 }),
        barChart({ x: 350, y: 210, w: 280, h: 220, values: trend(rng, 5, 0.35, 0.9, 0.08), fill: brand.greenLight, accent: { index: 4, fill: brand.gold } }),
        donut({ cx: 770, cy: 290, r: 70, width: 30, parts: [[0.45, brand.green], [0.35, brand.gold], [0.2, brand.sage]] }),
        el('rect', { x: 690, y: 395, width: 160, height: 10, rx: 5, fill: brand.line }),
        el('rect', { x: 690, y: 420, width: 120, height: 10, rx: 5, fill: brand.line }),
      ],
      { filter: c.shadow() },
    ),
    el('rect', { x: 590, y: 470, width: 20, height: 100, fill: brand.inkMuted }),
    polygon([[930, 560], [1050, 560], [1030, 420], [950, 420]], { fill: brand.green }),
    el('rect', { x: 935, y: 405, width: 110, height: 22, rx: 4, fill: brand.greenDeep }),
    person({ cx: 990, baseY: 420, s: 1.3, skin: SKIN_TONES[2], body: brand.ink }),
  );
  const rows = [
    { baseY: 700, s: 1.25, count: 8 },
    { baseY: 800, s: 1.6, count: 6 },
  ];
  for (const row of rows) {
    const step = 1200 / row.count;
    for (let i = 0; i < row.count; i += 1) {
      c.add(person({ cx: step * (i + 0.5) + rng.range(-10, 10), baseY: row.baseY + 40 * row.s, s: row.s, skin: rng.pick(SKIN_TONES), body: rng.pick(CLOTHING) }));
    }
  }
  return c;
}

function serviceSecretarial(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  lightBackdrop(c, { glow: [0.7, 0.2], texture: 'dots' });
  const table = { x: 120, y: 200, w: 520, h: 400 };
  const chairs: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const x = table.x + 60 + i * 115;
    chairs.push(el('rect', { x, y: table.y - 52, width: 80, height: 60, rx: 18 }), el('rect', { x, y: table.y + table.h - 8, width: 80, height: 60, rx: 18 }));
  }
  chairs.push(el('rect', { x: table.x - 52, y: table.y + 160, width: 60, height: 80, rx: 18 }), el('rect', { x: table.x + table.w - 8, y: table.y + 160, width: 60, height: 80, rx: 18 }));
  c.add(group(chairs, { fill: brand.green, opacity: 0.85 }));
  c.add(el('rect', { ...table, width: table.w, height: table.h, rx: 40, fill: c.linear([[0, '#7a5a3a'], [1, '#5e442b']], [0, 0], [1, 1]), filter: c.shadow() }));
  for (let i = 0; i < 4; i += 1) {
    const x = table.x + 75 + i * 115;
    c.add(el('rect', { x, y: table.y + 30, width: 50, height: 64, rx: 4, fill: brand.paper, transform: `rotate(${fmt(rng.range(-6, 6))} ${fmt(x + 25)} ${fmt(table.y + 62)})` }));
    c.add(el('rect', { x, y: table.y + table.h - 100, width: 50, height: 64, rx: 4, fill: brand.paper, transform: `rotate(${fmt(rng.range(-6, 6))} ${fmt(x + 25)} ${fmt(table.y + table.h - 68)})` }));
  }
  c.add(el('ellipse', { cx: table.x + table.w / 2, cy: table.y + table.h / 2, rx: 60, ry: 36, fill: brand.gold, opacity: 0.9 }));
  c.add(documentCard(c, rng, { x: 720, y: 140, w: 360, h: 480, rotate: 4, lines: 9 }));
  c.add(seal({ cx: 980, cy: 520, r: 70, fill: brand.gold, ring: brand.green }));
  c.add(pen({ x: 720, y: 660, length: 300, angle: -18, body: brand.ink, trim: brand.gold }));
  return c;
}

function serviceHr(rng: Rng): Canvas {
  const c = new Canvas(1200, 800);
  darkBackdrop(c, { glow: [0.5, 0.1], texture: 'dots' });
  const cardW = 200;
  const cardH = 150;
  const levels: { y: number; xs: number[] }[] = [
    { y: 90, xs: [500] },
    { y: 330, xs: [200, 500, 800] },
    { y: 570, xs: [80, 320, 680, 920] },
  ];
  const connectors: string[] = [];
  const cx = (x: number) => x + cardW / 2;
  connectors.push(`M${cx(500)} ${90 + cardH} V290 M${cx(200)} 290 H${cx(800)} M${cx(200)} 290 V330 M${cx(500)} 290 V330 M${cx(800)} 290 V330`);
  connectors.push(`M${cx(200)} ${330 + cardH} V530 M${cx(80)} 530 H${cx(320)} M${cx(80)} 530 V570 M${cx(320)} 530 V570`);
  connectors.push(`M${cx(800)} ${330 + cardH} V530 M${cx(680)} 530 H${cx(920)} M${cx(680)} 530 V570 M${cx(920)} 530 V570`);
  c.add(el('path', { d: connectors.join(' '), fill: 'none', stroke: brand.sage, 'stroke-width': 3, opacity: 0.6 }));
  let highlight: Point = [0, 0];
  levels.forEach((level, levelIndex) => {
    level.xs.forEach((x, index) => {
      const focus = levelIndex === 2 && index === 2;
      if (focus) highlight = [x + cardW / 2, level.y + cardH / 2];
      c.add(
        group(
          [
            el('rect', { x, y: level.y, width: cardW, height: cardH, rx: 14, fill: focus ? brand.goldSoft : brand.white }),
            el('circle', { cx: x + 50, cy: level.y + 75, r: 34, fill: levelIndex === 0 ? brand.gold : brand.greenSoft }),
            person({ cx: x + 50, baseY: level.y + 109, s: 0.52, skin: rng.pick(SKIN_TONES), body: rng.pick([brand.green, '#22304a', brand.inkMuted]) }),
            el('rect', { x: x + 96, y: level.y + 52, width: 80, height: 10, rx: 5, fill: brand.green }),
            el('rect', { x: x + 96, y: level.y + 74, width: 64, height: 8, rx: 4, fill: brand.line }),
            el('rect', { x: x + 96, y: level.y + 92, width: 72, height: 8, rx: 4, fill: brand.line }),
          ],
          { filter: c.shadow() },
        ),
      );
    });
  });
  c.add(magnifier({ cx: highlight[0] + 30, cy: highlight[1] - 10, r: 110, stroke: brand.gold, angle: 45, glass: brand.goldLight }));
  return c;
}

// ---------------------------------------------------------------------------------------------
// Team portraits (600x750): faceless head-and-shoulders silhouettes, clearly placeholder art.

type HairStyle = 'short' | 'receding' | 'afro' | 'bun' | 'braids' | 'bob' | 'wrap';
type PortraitSpec = {
  slug: string;
  skin: string;
  hair: string;
  style: HairStyle;
  jacket: string;
  shirt: string;
  tie?: string;
  neckline: 'collar' | 'round';
  background: readonly [string, string];
  necklace?: boolean;
  beard?: boolean;
};

const portraits: readonly PortraitSpec[] = [
  { slug: 'joseph-mwangi-kariuki', skin: '#6b4328', hair: '#8a8782', style: 'receding', jacket: '#1f2a44', shirt: '#ffffff', tie: '#a8863a', neckline: 'collar', background: ['#1d6b52', '#0a3629'] },
  { slug: 'grace-achieng-otieno', skin: '#5a3522', hair: '#1b1512', style: 'afro', jacket: '#0f4c3a', shirt: '#f3ead7', neckline: 'round', background: ['#efe6d2', '#d6c8aa'], necklace: true },
  { slug: 'david-kiprono-langat', skin: '#7a4b2e', hair: '#1a1410', style: 'short', jacket: '#2b2f36', shirt: '#dbe7f3', tie: '#1d6b52', neckline: 'collar', background: ['#5d6d7e', '#2f3b48'] },
  { slug: 'mercy-wanjiku-njoroge', skin: '#8d5a36', hair: '#1e1713', style: 'bun', jacket: '#5c2733', shirt: '#ffffff', neckline: 'round', background: ['#e4efe9', '#b4cfc1'] },
  { slug: 'peter-omondi-ouma', skin: '#4e2f1d', hair: '#141010', style: 'short', jacket: '#4a5560', shirt: '#ffffff', tie: '#6b2a36', neckline: 'collar', background: ['#d8c7a5', '#a8916a'] },
  { slug: 'faith-nduta-kamau', skin: '#7a4a2c', hair: '#1b1411', style: 'braids', jacket: '#22304a', shirt: '#f7efd9', neckline: 'round', background: ['#2f7a5f', '#0f4c3a'] },
  { slug: 'brian-mutua-musyoka', skin: '#6e4429', hair: '#17120f', style: 'short', jacket: '#123d31', shirt: '#ffffff', neckline: 'collar', background: ['#f6f4ef', '#ddd6c5'] },
  { slug: 'esther-chebet-rotich', skin: '#8a5838', hair: '#231a15', style: 'bob', jacket: '#8a6a44', shirt: '#ffffff', neckline: 'round', background: ['#6f8296', '#3d4d60'], necklace: true },
  { slug: 'ibrahim-hassan-abdi', skin: '#9a6a48', hair: '#1a1512', style: 'short', jacket: '#1c2638', shirt: '#ffffff', tie: '#51647a', neckline: 'collar', background: ['#ecdfb9', '#c8a24a'], beard: true },
  { slug: 'lucy-wairimu-gitau', skin: '#5f3a24', hair: '#c8a24a', style: 'wrap', jacket: '#17212b', shirt: '#e4efe9', neckline: 'round', background: ['#a9cabb', '#5c8f7a'] },
];

function portrait(spec: PortraitSpec): Canvas {
  const rng = createRng(spec.slug);
  const c = new Canvas(600, 750);
  const [light, dark] = spec.background;
  c.add(el('rect', { width: 600, height: 750, fill: c.linear([[0, light], [1, dark]], [0.2, 0], [0.8, 1]) }));
  // A suggestion of an office behind the sitter: window mullions and soft out-of-focus lights.
  const mullions: string[] = [];
  for (let x = rng.range(20, 60); x < 600; x += rng.range(90, 130)) mullions.push(el('rect', { x, y: 0, width: 6, height: 750 }));
  c.add(group(mullions, { fill: brand.white, opacity: 0.06 }));
  for (let i = 0; i < 5; i += 1) {
    c.add(el('circle', { cx: rng.range(0, 600), cy: rng.range(40, 420), r: rng.range(30, 80), fill: brand.white, opacity: 0.06 }));
  }
  const skinLight = mix(spec.skin, '#ffffff', 0.12);
  const skinShade = mix(spec.skin, '#000000', 0.25);
  const headFill = c.radial([[0, skinLight], [0.7, spec.skin], [1, skinShade]], 0.4, 0.38, 0.65);
  const jacketShade = mix(spec.jacket, '#000000', 0.3);

  const behind: string[] = [];
  const over: string[] = [];
  if (spec.style === 'afro') {
    behind.push(el('ellipse', { cx: 300, cy: 270, rx: 132, ry: 128, fill: spec.hair }));
  } else if (spec.style === 'braids') {
    behind.push(el('path', { d: 'M208 250 C200 360 196 470 214 560 L386 560 C404 470 400 360 392 250 Z', fill: spec.hair }));
    const strands: string[] = [];
    for (let x = 216; x <= 384; x += 14) strands.push(el('rect', { x, y: 380, width: 2, height: 175 }));
    behind.push(group(strands, { fill: brand.white, opacity: 0.08 }));
  } else if (spec.style === 'bob') {
    behind.push(el('path', { d: 'M206 300 C196 200 250 176 300 176 C350 176 404 200 394 300 L400 420 C380 430 360 424 350 404 L250 404 C240 424 220 430 200 420 Z', fill: spec.hair }));
  }
  if (spec.style === 'short' || spec.style === 'bun' || spec.style === 'braids' || spec.style === 'bob') {
    over.push(el('path', { d: 'M220 300 C214 214 256 188 300 188 C344 188 386 214 380 300 C372 254 346 236 300 234 C254 236 228 254 220 300 Z', fill: spec.hair }));
  }
  if (spec.style === 'receding') {
    over.push(el('path', { d: 'M222 300 C218 236 240 212 262 204 C250 232 238 262 236 300 Z M378 300 C382 236 360 212 338 204 C350 232 362 262 364 300 Z', fill: spec.hair }));
    over.push(el('path', { d: 'M262 204 C285 196 315 196 338 204 C322 212 278 212 262 204 Z', fill: spec.hair, opacity: 0.7 }));
  }
  if (spec.style === 'bun') over.push(el('circle', { cx: 300, cy: 176, r: 42, fill: spec.hair }));
  if (spec.style === 'wrap') {
    const fabric = spec.hair;
    over.push(el('path', { d: 'M214 292 C196 170 250 134 312 134 C384 134 410 196 386 292 C364 250 336 238 300 238 C262 238 236 254 214 292 Z', fill: fabric }));
    over.push(el('path', { d: 'M236 204 C280 168 340 164 382 206', fill: 'none', stroke: mix(fabric, '#000000', 0.25), 'stroke-width': 8, 'stroke-linecap': 'round' }));
    over.push(el('path', { d: 'M230 248 C270 214 340 210 380 244', fill: 'none', stroke: brand.green, 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.8 }));
    over.push(el('ellipse', { cx: 360, cy: 150, rx: 44, ry: 30, fill: fabric, transform: 'rotate(-20 360 150)' }));
  }
  if (spec.beard) {
    over.push(el('path', { d: 'M226 318 C232 380 262 404 300 406 C338 404 368 380 374 318 C362 360 340 376 300 378 C260 376 238 360 226 318 Z', fill: spec.hair }));
  }

  const body: string[] = [
    el('path', { d: 'M40 750 C46 590 120 520 238 486 L362 486 C480 520 554 590 560 750 Z', fill: spec.jacket }),
    el('path', { d: 'M300 486 L362 486 C480 520 554 590 560 750 L420 750 Z', fill: '#000', opacity: 0.1 }),
  ];
  if (spec.neckline === 'collar') {
    body.push(
      polygon([[246, 484], [354, 484], [300, 620]], { fill: spec.shirt }),
      polygon([[252, 470], [300, 520], [286, 540], [238, 492]], { fill: mix(spec.shirt, '#000000', 0.06) }),
      polygon([[348, 470], [300, 520], [314, 540], [362, 492]], { fill: mix(spec.shirt, '#000000', 0.1) }),
    );
    if (spec.tie) {
      body.push(
        polygon([[288, 520], [312, 520], [308, 544], [292, 544]], { fill: mix(spec.tie, '#000000', 0.15) }),
        polygon([[292, 544], [308, 544], [320, 650], [300, 676], [280, 650]], { fill: spec.tie }),
      );
    }
    body.push(
      polygon([[238, 486], [300, 640], [270, 660], [206, 520]], { fill: jacketShade }),
      polygon([[362, 486], [300, 640], [330, 660], [394, 520]], { fill: jacketShade }),
    );
  } else {
    body.push(
      el('path', { d: 'M236 486 L364 486 C356 560 330 600 300 606 C270 600 244 560 236 486 Z', fill: spec.shirt }),
      polygon([[236, 486], [292, 640], [262, 660], [204, 520]], { fill: jacketShade }),
      polygon([[364, 486], [308, 640], [338, 660], [396, 520]], { fill: jacketShade }),
    );
    if (spec.necklace) {
      const beads: string[] = [];
      for (let i = 0; i <= 10; i += 1) {
        const t = i / 10;
        const x = 262 + 76 * t;
        const y = 508 + Math.sin(t * Math.PI) * 42;
        beads.push(el('circle', { cx: x, cy: y, r: i === 5 ? 7 : 4 }));
      }
      body.push(group(beads, { fill: brand.gold }));
    }
  }

  // The head is drawn about (300, 300) and placed a little lower and larger, over a short neck.
  const headTransform = 'translate(300 336) scale(1.08) translate(-300 -300)';
  c.add(group(behind, { transform: headTransform }));
  c.add(el('path', { d: 'M262 400 L338 400 L344 500 C320 516 280 516 256 500 Z', fill: spec.skin }));
  c.add(el('path', { d: 'M262 410 C280 452 320 452 338 410 L338 440 C320 462 280 462 262 440 Z', fill: skinShade, opacity: 0.55 }));
  c.add(group(body));
  const head = [
    el('ellipse', { cx: 221, cy: 310, rx: 13, ry: 24, fill: spec.skin }),
    el('ellipse', { cx: 379, cy: 310, rx: 13, ry: 24, fill: spec.skin }),
    el('ellipse', { cx: 300, cy: 300, rx: 80, ry: 102, fill: headFill }),
  ];
  if (spec.style === 'bob' || spec.style === 'wrap' || spec.style === 'braids') {
    head.push(el('circle', { cx: 222, cy: 334, r: 4.5, fill: brand.goldLight }), el('circle', { cx: 378, cy: 334, r: 4.5, fill: brand.goldLight }));
  }
  c.add(group([...head, ...over], { transform: headTransform }));
  // A quiet brand mark in the corner, so the sample art reads as a set.
  c.add(group([peak({ cx: 548, baseY: 722, w: 44, h: 30, fill: brand.white, cap: brand.gold, shade: 0.1 })], { opacity: 0.55 }));
  return c;
}

// ---------------------------------------------------------------------------------------------
// Podcasts (640x360).

function podcastCover(episode: number): Canvas {
  const rng = createRng(`podcast-${episode}`);
  const accents = [brand.gold, brand.sage, brand.goldLight, '#d9b866'] as const;
  const accent = accents[(episode - 1) % accents.length] ?? brand.gold;
  const c = new Canvas(640, 360);
  c.add(el('rect', { width: 640, height: 360, fill: c.linear([[0, brand.greenDeep], [1, episode % 2 ? brand.green : '#12303a']], [0, 0], [1, 1]) }));
  c.add(el('circle', { cx: 500, cy: 170, r: 260, fill: c.radial([[0, accent, 0.28], [1, accent, 0]]) }));
  const rings: string[] = [];
  for (let i = 1; i <= 5; i += 1) rings.push(el('circle', { cx: 500, cy: 170, r: 40 + i * 34, fill: 'none', stroke: accent, 'stroke-width': 2, opacity: 0.5 - i * 0.08 }));
  c.add(group(rings));
  c.add(
    el('rect', { x: 470, y: 92, width: 60, height: 110, rx: 30, fill: brand.paper }),
    group(
      [0, 1, 2, 3, 4].map((i) => el('rect', { x: 480, y: 112 + i * 14, width: 40, height: 3, rx: 1.5 })),
      { fill: brand.greenDeep, opacity: 0.35 },
    ),
    el('path', { d: 'M452 160 C452 214 548 214 548 160', fill: 'none', stroke: brand.paper, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    el('rect', { x: 496, y: 206, width: 8, height: 42, fill: brand.paper }),
    el('rect', { x: 466, y: 246, width: 68, height: 8, rx: 4, fill: brand.paper }),
  );
  const bars: string[] = [];
  for (let i = 0; i < 44; i += 1) {
    const h = 6 + rng.range(0, 1) ** 1.6 * 40;
    bars.push(el('rect', { x: 36 + i * 13.5, y: 330 - h, width: 6, height: h, rx: 3 }));
  }
  c.add(group(bars, { fill: accent, opacity: 0.55 }));
  c.add(
    peak({ cx: 52, baseY: 56, w: 36, h: 26, fill: brand.paper, cap: brand.gold, shade: 0.12 }),
    text('KILELE PARTNERS PODCAST', { x: 80, y: 51, 'font-family': SANS, 'font-size': 14, 'font-weight': 700, 'letter-spacing': 2.5, fill: accent }),
    text('EPISODE', { x: 38, y: 124, 'font-family': SANS, 'font-size': 26, 'font-weight': 700, 'letter-spacing': 6, fill: brand.paper }),
    text(String(episode), { x: 30, y: 282, 'font-family': SANS, 'font-size': 170, 'font-weight': 700, fill: brand.paper }),
    el('rect', { x: 38, y: 140, width: 64, height: 5, rx: 2.5, fill: accent }),
  );
  return c;
}

// ---------------------------------------------------------------------------------------------
// Events (1200x675).

function eventTaxSeminar(): Canvas {
  const rng = createRng('tax-updates-seminar-2025');
  const c = new Canvas(1200, 675);
  c.add(el('rect', { width: 1200, height: 675, fill: c.linear([[0, '#12303a'], [1, brand.greenDeep]]) }));
  for (const x of [250, 600, 950]) {
    c.add(polygon([[x - 30, 0], [x + 30, 0], [x + 180, 520], [x - 180, 520]], { fill: c.linear([[0, brand.goldLight, 0.22], [1, brand.goldLight, 0]]) }));
  }
  c.add(el('rect', { y: 470, width: 1200, height: 205, fill: brand.greenDeep }));
  c.add(
    group(
      [
        el('rect', { x: 330, y: 70, width: 540, height: 310, rx: 10, fill: brand.paper }),
        gridLines({ x: 370, y: 120, w: 280, h: 220, rows: 4, stroke: brand.line, opacity: 1 }),
        barChart({ x: 380, y: 130, w: 260, h: 210, values: trend(rng, 5, 0.35, 0.85, 0.1), fill: brand.greenLight, accent: { index: 2, fill: brand.gold } }),
        el('circle', { cx: 760, cy: 210, r: 80, fill: brand.green }),
        percentSign({ cx: 760, cy: 210, size: 100, fill: brand.gold }),
        el('rect', { x: 690, y: 320, width: 140, height: 10, rx: 5, fill: brand.line }),
      ],
      { filter: c.shadow() },
    ),
    el('rect', { x: 590, y: 380, width: 20, height: 100, fill: brand.inkMuted }),
    polygon([[960, 480], [1060, 480], [1045, 360], [975, 360]], { fill: brand.green }),
    el('rect', { x: 965, y: 346, width: 90, height: 20, rx: 4, fill: brand.gold }),
    person({ cx: 1010, baseY: 360, s: 1.15, skin: SKIN_TONES[3], body: '#1f2a44' }),
  );
  const rows = [
    { baseY: 600, s: 1.05, count: 10, shade: '#1c3f36' },
    { baseY: 690, s: 1.4, count: 8, shade: '#0d2a22' },
  ];
  for (const row of rows) {
    const step = 1200 / row.count;
    for (let i = 0; i < row.count; i += 1) {
      c.add(person({ cx: step * (i + 0.5) + rng.range(-12, 12), baseY: row.baseY + 30 * row.s, s: row.s, skin: mix(rng.pick(SKIN_TONES), '#000000', 0.35), body: row.shade }));
    }
  }
  return c;
}

function eventFundraising(): Canvas {
  const rng = createRng('fundraising-for-nonprofits-training');
  const c = new Canvas(1200, 675);
  lightBackdrop(c, { glow: [0.5, 0.35], glowColor: brand.goldSoft, texture: 'none' });
  c.add(el('path', { d: 'M0 540 C300 500 900 500 1200 540 L1200 675 L0 675 Z', fill: brand.greenSoft }));
  const tree: string[] = [];
  tree.push(
    el('path', { d: 'M590 540 C596 460 588 380 600 260 C612 380 604 460 610 540 Z', fill: brand.green }),
    el('path', { d: 'M600 420 C560 390 520 370 470 360', fill: 'none', stroke: brand.green, 'stroke-width': 12, 'stroke-linecap': 'round' }),
    el('path', { d: 'M600 370 C640 340 690 320 740 316', fill: 'none', stroke: brand.green, 'stroke-width': 12, 'stroke-linecap': 'round' }),
    el('path', { d: 'M600 320 C575 290 545 270 510 256', fill: 'none', stroke: brand.green, 'stroke-width': 9, 'stroke-linecap': 'round' }),
  );
  const leaves: Point[] = [
    [470, 350], [440, 330], [500, 320], [740, 306], [770, 280], [710, 280], [510, 244], [480, 220], [600, 230],
    [630, 200], [570, 196], [600, 160], [660, 250], [540, 280], [690, 340], [450, 280], [760, 340], [650, 160],
    [550, 160], [420, 370], [790, 310], [700, 220],
  ];
  leaves.forEach(([x, y], index) => {
    if (index % 3 === 0) {
      tree.push(el('circle', { cx: x, cy: y, r: 30, fill: brand.gold }), el('circle', { cx: x, cy: y, r: 20, fill: 'none', stroke: '#a8863a', 'stroke-width': 3 }));
    } else {
      tree.push(el('circle', { cx: x, cy: y, r: rng.range(26, 36), fill: index % 2 ? brand.greenLight : brand.sage, opacity: 0.92 }));
    }
  });
  tree.push(
    el('path', { d: 'M600 118 C588 96 556 102 558 128 C560 150 600 170 600 178 C600 170 640 150 642 128 C644 102 612 96 600 118 Z', fill: brand.gold, transform: 'translate(0 -8)' }),
  );
  // Scaled about the foot of the trunk and set lower on the hill, so the crown fills the frame.
  c.add(group(tree, { transform: 'translate(600 600) scale(1.15) translate(-600 -540)' }));
  const figures = [130, 230, 330, 870, 970, 1070];
  figures.forEach((x, index) => {
    c.add(person({ cx: x, baseY: 640, s: 1.5, skin: SKIN_TONES[index % SKIN_TONES.length] ?? brand.ink, body: CLOTHING[(index * 2) % CLOTHING.length] ?? brand.green }));
  });
  c.add(barChart({ x: 900, y: 120, w: 220, h: 200, values: [0.3, 0.45, 0.62, 0.85], fill: brand.greenLight, accent: { index: 3, fill: brand.gold } }));
  c.add(el('rect', { x: 890, y: 322, width: 240, height: 3, fill: brand.inkMuted, opacity: 0.5 }));
  return c;
}

// ---------------------------------------------------------------------------------------------
// Page images.

function homeHero(): Canvas {
  const rng = createRng('home-hero');
  const c = new Canvas(1600, 1000);
  c.add(el('rect', { width: 1600, height: 1000, fill: c.linear([[0, '#0c3d30'], [0.6, brand.green], [1, brand.greenDeep]], [0, 0], [1, 1]) }));
  c.add(el('circle', { cx: 1330, cy: 300, r: 560, fill: c.radial([[0, brand.gold, 0.42], [0.45, brand.gold, 0.12], [1, brand.gold, 0]]) }));
  c.add(el('circle', { cx: 1330, cy: 300, r: 110, fill: brand.goldLight, opacity: 0.8 }));
  addTexture(c, 'ledger', brand.white, 0.04);
  c.add(peak({ cx: 1560, baseY: 1000, w: 1100, h: 560, fill: '#145a45', cap: brand.paperDeep, shade: 0.18, capRatio: 0.16 }));
  c.add(peak({ cx: 1060, baseY: 1000, w: 1500, h: 740, fill: brand.greenMid, cap: brand.goldSoft, shade: 0.22, capRatio: 0.17 }));
  c.add(gridLines({ x: 640, y: 150, w: 900, h: 440, rows: 6, stroke: brand.white, opacity: 0.07 }));
  const heroValues = [0.1, 0.18, 0.15, 0.32, 0.28, 0.45, 0.56, 0.5, 0.72, 0.86];
  c.add(lineChart(c, { x: 660, y: 180, w: 820, h: 400, values: heroValues, stroke: brand.goldLight, width: 5, dots: brand.greenDeep }));
  c.add(arrowHead([660 + (820 * 8) / 9, 180 + 400 * (1 - 0.72)], [1480, 180 + 400 * (1 - 0.86)], 26, brand.goldLight));
  c.add(skyline(rng, { x0: 560, x1: 1620, baseY: 1000, minH: 150, maxH: 400, fill: brand.greenDeep, windowFill: brand.sage, windowOpacity: 0.15, litFill: brand.goldLight, landmark: true }));
  c.add(el('rect', { width: 1600, height: 1000, fill: c.linear([[0, brand.greenDeep, 0.75], [0.45, brand.greenDeep, 0.2], [0.7, brand.greenDeep, 0]], [0, 0], [1, 0]) }));
  return c;
}

function aboutStory(): Canvas {
  const rng = createRng('about-story');
  const c = new Canvas(1200, 900);
  lightBackdrop(c, { glow: [0.7, 0.25], glowColor: brand.goldSoft, texture: 'none' });
  c.add(el('circle', { cx: 880, cy: 230, r: 90, fill: brand.goldLight, opacity: 0.7 }));
  c.add(peak({ cx: 720, baseY: 700, w: 1100, h: 520, fill: brand.greenSoft, cap: brand.white, shade: 0.05 }));
  c.add(peak({ cx: 280, baseY: 700, w: 700, h: 300, fill: '#d3e4da', cap: brand.white, shade: 0.05 }));
  const building = { x: 420, y: 230, w: 360, h: 470 };
  c.add(el('rect', { x: building.x, y: building.y, width: building.w, height: building.h, fill: brand.green, filter: c.shadow() }));
  c.add(el('rect', { x: building.x + building.w - 80, y: building.y, width: 80, height: building.h, fill: brand.greenDeep }));
  const floors = 9;
  const floorH = (building.h - 90) / floors;
  for (let floor = 0; floor < floors; floor += 1) {
    const y = building.y + 30 + floor * floorH;
    const highlighted = floor === floors - 4;
    c.add(el('rect', { x: building.x + 24, y, width: building.w - 48, height: floorH - 12, rx: 3, fill: highlighted ? brand.goldLight : brand.sage, opacity: highlighted ? 0.95 : 0.35 }));
    for (let m = 1; m < 6; m += 1) {
      c.add(el('rect', { x: building.x + 24 + ((building.w - 48) * m) / 6, y, width: 3, height: floorH - 12, fill: brand.green, opacity: 0.8 }));
    }
  }
  c.add(el('rect', { x: building.x + building.w / 2 - 50, y: building.y + building.h - 60, width: 100, height: 60, fill: brand.goldSoft }));
  c.add(el('rect', { x: building.x + building.w / 2 - 1.5, y: building.y + building.h - 60, width: 3, height: 60, fill: brand.green }));
  c.add(el('rect', { y: 700, width: 1200, height: 200, fill: brand.paperDeep }));
  c.add(acacia({ x: 200, baseY: 700, s: 1.6, fill: brand.green }), acacia({ x: 1010, baseY: 700, s: 1.1, fill: brand.greenLight }));
  const milestones = [150, 330, 510, 690, 870, 1050];
  c.add(el('rect', { x: 150, y: 798, width: 900, height: 4, rx: 2, fill: brand.green, opacity: 0.6 }));
  milestones.forEach((x, index) => {
    const r = 10 + index * 3;
    c.add(el('circle', { cx: x, cy: 800, r, fill: index === milestones.length - 1 ? brand.gold : brand.green }));
    c.add(el('rect', { x: x - 40, y: 830 + rng.range(0, 6), width: 80, height: 8, rx: 4, fill: brand.inkMuted, opacity: 0.3 }));
  });
  return c;
}

function csrCommunity(): Canvas {
  const rng = createRng('csr-community');
  const c = new Canvas(1200, 800);
  c.add(el('rect', { width: 1200, height: 800, fill: c.linear([[0, brand.goldSoft], [0.6, brand.paper], [1, brand.greenSoft]]) }));
  c.add(el('circle', { cx: 900, cy: 230, r: 220, fill: c.radial([[0, brand.gold, 0.45], [1, brand.gold, 0]]) }));
  c.add(el('circle', { cx: 900, cy: 230, r: 80, fill: brand.goldLight }));
  c.add(el('path', { d: 'M0 420 C220 360 420 380 640 420 C860 460 1040 400 1200 380 L1200 800 L0 800 Z', fill: brand.sage }));
  c.add(el('path', { d: 'M0 520 C260 470 520 500 760 540 C960 574 1100 540 1200 520 L1200 800 L0 800 Z', fill: brand.greenLight }));
  c.add(el('path', { d: 'M0 620 C300 580 600 600 900 640 C1020 656 1120 650 1200 640 L1200 800 L0 800 Z', fill: brand.green }));
  c.add(acacia({ x: 180, baseY: 440, s: 1.3, fill: brand.greenMid }), acacia({ x: 1050, baseY: 420, s: 0.9, fill: brand.greenMid }));
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 9; i += 1) {
      const x = 120 + i * 120 + row * 60 + rng.range(-8, 8);
      const y = 690 + row * 60;
      c.add(sapling(x, y, 1.2 + row * 0.3, brand.greenDeep, brand.goldLight));
    }
  }
  const people = [
    { cx: 330, baseY: 640, s: 1.7 },
    { cx: 440, baseY: 650, s: 1.5 },
    { cx: 760, baseY: 660, s: 1.8 },
    { cx: 880, baseY: 650, s: 1.45 },
  ];
  people.forEach((p, index) => {
    c.add(person({ ...p, skin: SKIN_TONES[(index * 2 + 1) % SKIN_TONES.length] ?? brand.ink, body: [brand.gold, brand.paper, brand.greenDeep, '#22304a'][index] ?? brand.green }));
  });
  return c;
}

function contactMap(): Canvas {
  const c = new Canvas(1200, 600);
  c.add(el('rect', { width: 1200, height: 600, fill: '#f1efe8' }));
  const blocks: string[] = [];
  const rng = createRng('contact-map');
  for (let x = -20; x < 1200; x += 110) {
    for (let y = -20; y < 600; y += 95) {
      blocks.push(el('rect', { x: x + rng.range(6, 14), y: y + rng.range(6, 14), width: rng.range(70, 92), height: rng.range(56, 74), rx: 6 }));
    }
  }
  c.add(group(blocks, { fill: '#e6e2d6' }));
  c.add(
    el('path', { d: 'M820 -10 C900 40 1000 60 1210 50 L1210 230 C1080 210 960 180 880 130 Z', fill: '#cfe3d4' }),
    el('path', { d: 'M40 420 C120 400 200 420 230 470 C250 520 180 560 100 560 C40 560 20 500 40 420 Z', fill: '#cfe3d4' }),
    el('path', { d: 'M640 470 C700 450 780 470 800 520 C810 560 740 590 680 580 C630 570 610 510 640 470 Z', fill: '#d9e8dc' }),
  );
  const road = (d: string, width: number, fill: string, edge: string) =>
    el('path', { d, fill: 'none', stroke: edge, 'stroke-width': width + 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('path', { d, fill: 'none', stroke: fill, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const minor = (d: string) => road(d, 10, brand.white, '#d9d5c9');
  const major = (d: string) => road(d, 20, '#f6e3a8', '#dcc27a');
  c.add(
    minor('M0 150 C200 160 400 150 560 170'),
    minor('M300 0 C320 160 330 300 320 600'),
    minor('M700 0 C690 120 700 240 740 330'),
    minor('M450 600 C480 480 520 380 560 300'),
    minor('M900 600 C880 500 860 420 840 360'),
    minor('M600 300 C700 310 800 340 900 360'),
    major('M-10 560 C250 500 480 420 640 320 C760 250 980 200 1210 190'),
    major('M-10 60 C300 70 700 60 1210 90'),
    major('M1210 420 C1000 380 860 330 760 300 C700 282 620 250 560 170 C530 130 520 60 520 -10'),
    road('M640 320 C630 380 612 440 600 610', 14, brand.white, '#cfc9b8'),
  );
  const label = (content: string, x: number, y: number, angle: number, size = 15) =>
    text(content, { x, y, transform: `rotate(${angle} ${x} ${y})`, 'font-family': SANS, 'font-size': size, fill: brand.inkMuted, 'text-anchor': 'middle' });
  c.add(
    label('Ngong Rd', 250, 498, -16),
    label('Haile Selassie Ave', 930, 68, 2),
    label('Valley Rd', 980, 357, 14),
    label('Ralph Bunche Rd', 648, 470, -86, 14),
    text('UPPER HILL', { x: 420, y: 270, 'font-family': SANS, 'font-size': 22, 'font-weight': 700, 'letter-spacing': 6, fill: brand.inkMuted, opacity: 0.55, 'text-anchor': 'middle' }),
  );
  const pin: Point = [628, 372];
  c.add(
    el('circle', { cx: pin[0], cy: pin[1], r: 46, fill: brand.gold, opacity: 0.18 }),
    el('circle', { cx: pin[0], cy: pin[1], r: 24, fill: brand.gold, opacity: 0.3 }),
    el('path', {
      d: `M${pin[0]} ${pin[1]} C${pin[0] - 8} ${pin[1] - 18} ${pin[0] - 30} ${pin[1] - 34} ${pin[0] - 30} ${pin[1] - 58} A30 30 0 1 1 ${pin[0] + 30} ${pin[1] - 58} C${pin[0] + 30} ${pin[1] - 34} ${pin[0] + 8} ${pin[1] - 18} ${pin[0]} ${pin[1]} Z`,
      fill: brand.green,
      filter: c.shadow(),
    }),
    el('circle', { cx: pin[0], cy: pin[1] - 58, r: 12, fill: brand.gold }),
    group(
      [
        el('rect', { x: pin[0] + 44, y: pin[1] - 110, width: 210, height: 62, rx: 10, fill: brand.white }),
        text('Kilele Partners LLP', { x: pin[0] + 62, y: pin[1] - 84, 'font-family': SANS, 'font-size': 16, 'font-weight': 700, fill: brand.ink }),
        text('Kilele House, 4th Floor', { x: pin[0] + 62, y: pin[1] - 62, 'font-family': SANS, 'font-size': 13, fill: brand.inkMuted }),
      ],
      { filter: c.shadow() },
    ),
    group(
      [
        polygon([[1140, 40], [1154, 76], [1140, 68], [1126, 76]], { fill: brand.ink }),
        text('N', { x: 1140, y: 100, 'font-family': SANS, 'font-size': 16, 'font-weight': 700, fill: brand.ink, 'text-anchor': 'middle' }),
      ],
      { opacity: 0.7 },
    ),
    text('Illustrative map, not to scale', { x: 1180, y: 584, 'font-family': SANS, 'font-size': 13, fill: brand.inkMuted, 'text-anchor': 'end' }),
  );
  return c;
}

// ---------------------------------------------------------------------------------------------
// Articles (1200x675): themed by keywords in the slug, then by category.

type ArticleTheme =
  | 'invoices'
  | 'payslip'
  | 'calendar'
  | 'percent'
  | 'audit'
  | 'budget'
  | 'ledger'
  | 'cashflow'
  | 'shield-lock'
  | 'shield-mail'
  | 'registers'
  | 'boardroom'
  | 'growth'
  | 'outsourcing'
  | 'integration';

const KEYWORD_THEMES: readonly (readonly [RegExp, ArticleTheme])[] = [
  [/erp|integration/, 'integration'],
  [/etims|invoice/, 'invoices'],
  [/payroll|paye/, 'payslip'],
  [/instalment|filing|deadline/, 'calendar'],
  [/vat/, 'percent'],
  [/donor|grant/, 'budget'],
  [/audit|controls/, 'audit'],
  [/month-end|close/, 'ledger'],
  [/cash-flow|forecast/, 'cashflow'],
  [/data-protection|privacy/, 'shield-lock'],
  [/fraud|email|cyber/, 'shield-mail'],
  [/beneficial|annual-returns|registers/, 'registers'],
  [/board|governance/, 'boardroom'],
  [/investment|growth|funding/, 'growth'],
  [/outsourc/, 'outsourcing'],
];

const CATEGORY_THEMES: Record<string, ArticleTheme> = {
  'tax-consulting': 'percent',
  'audit-and-assurance': 'audit',
  'business-advisory': 'growth',
  'it-advisory': 'shield-lock',
  'outsourced-accounting': 'ledger',
  'company-secretarial': 'registers',
};

function articleTheme(slug: string, categories: readonly string[]): ArticleTheme {
  const byKeyword = KEYWORD_THEMES.find(([pattern]) => pattern.test(slug));
  if (byKeyword) return byKeyword[1];
  for (const category of categories) {
    const theme = CATEGORY_THEMES[category];
    if (theme) return theme;
  }
  return 'growth';
}

function articleImage(slug: string, categories: readonly string[]): Canvas {
  const rng = createRng(slug);
  const theme = articleTheme(slug, categories);
  const c = new Canvas(1200, 675);
  const dark = rng.next() > 0.45;
  const mirror = rng.next() > 0.5;
  const backdrop = { glow: [mirror ? 0.25 : 0.75, 0.25] as Point, texture: rng.pick(['ledger', 'diagonal', 'dots'] as const) };
  if (dark) darkBackdrop(c, backdrop);
  else lightBackdrop(c, backdrop);
  const accent = dark ? brand.gold : brand.green;
  const scenery: string[] = [];
  if (rng.next() > 0.4) {
    scenery.push(skyline(rng, { x0: -20, x1: 1220, baseY: 675, minH: 60, maxH: 160, fill: dark ? brand.greenDeep : brand.greenSoft, windowFill: dark ? brand.sage : brand.white, windowOpacity: dark ? 0.12 : 0.5 }));
  }
  c.add(...scenery);
  const left = mirror ? 640 : 140;
  const right = mirror ? 150 : 680;
  switch (theme) {
    case 'invoices':
      c.add(documentCard(c, rng, { x: left, y: 110, w: 300, h: 400, rotate: -7, fill: brand.paper }));
      c.add(documentCard(c, rng, { x: left + 90, y: 140, w: 300, h: 400, rotate: 4 }));
      c.add(checkBadge({ cx: left + 360, cy: 170, r: 44, fill: brand.gold, mark: brand.greenDeep }));
      c.add(network(rng, { x: right, y: 140, w: 360, h: 360, count: 14, stroke: accent, node: dark ? brand.sage : brand.greenLight, accent: brand.gold }));
      break;
    case 'payslip':
      c.add(documentCard(c, rng, { x: left, y: 90, w: 340, h: 460, rotate: -3, lines: 9 }));
      c.add(coinStack({ x: right + 120, baseY: 540, count: 6, r: 60, fill: brand.goldLight, edge: '#a8863a' }));
      c.add(coinStack({ x: right + 260, baseY: 560, count: 9, r: 60, fill: brand.goldLight, edge: '#a8863a' }));
      c.add(el('circle', { cx: right + 200, cy: 200, r: 100, fill: brand.gold }));
      c.add(percentSign({ cx: right + 200, cy: 200, size: 120, fill: brand.greenDeep }));
      break;
    case 'calendar':
      c.add(calendar(c, { x: left, y: 130, w: 420, h: 400, rotate: -3, highlights: [5, 19, 33], accent: brand.gold }));
      c.add(
        el('circle', { cx: right + 200, cy: 230, r: 120, fill: brand.white, filter: c.shadow() }),
        el('circle', { cx: right + 200, cy: 230, r: 102, fill: 'none', stroke: brand.green, 'stroke-width': 10 }),
        el('path', { d: `M${right + 200} 230 V158 M${right + 200} 230 L${right + 252} 262`, stroke: brand.green, 'stroke-width': 11, 'stroke-linecap': 'round' }),
        el('circle', { cx: right + 200, cy: 230, r: 10, fill: brand.gold }),
        coinStack({ x: right + 90, baseY: 580, count: 4, r: 56, fill: brand.goldLight, edge: '#a8863a' }),
        coinStack({ x: right + 220, baseY: 590, count: 7, r: 56, fill: brand.goldLight, edge: '#a8863a' }),
        coinStack({ x: right + 350, baseY: 580, count: 5, r: 56, fill: brand.goldLight, edge: '#a8863a' }),
      );
      break;
    case 'percent':
      c.add(el('circle', { cx: left + 190, cy: 300, r: 170, fill: brand.gold }));
      c.add(percentSign({ cx: left + 190, cy: 300, size: 210, fill: brand.greenDeep }));
      c.add(documentCard(c, rng, { x: right + 40, y: 120, w: 300, h: 400, rotate: 5, lines: 8 }));
      break;
    case 'audit':
      c.add(documentCard(c, rng, { x: left, y: 100, w: 320, h: 430, rotate: -5, checks: true }));
      c.add(lensOverChart(c, { cx: right + 170, cy: 300, r: 140, stroke: brand.gold, values: trend(rng, 5, 0.35, 0.85, 0.1) }));
      c.add(checkBadge({ cx: right + 330, cy: 150, r: 40, fill: accent, mark: dark ? brand.greenDeep : brand.white }));
      break;
    case 'budget':
      c.add(ledgerSheet(c, rng, { x: left, y: 90, w: 380, h: 470, rotate: -3, rows: 10 }));
      c.add(donut({ cx: right + 180, cy: 300, r: 130, width: 56, parts: [[0.46, brand.greenLight], [0.28, brand.gold], [0.16, brand.sage], [0.1, brand.paperDeep]] }));
      c.add(lensOverChart(c, { cx: right + 300, cy: 470, r: 70, stroke: brand.gold, values: [0.5, 0.7, 0.6, 0.9] }));
      break;
    case 'ledger':
      c.add(ledgerSheet(c, rng, { x: left, y: 80, w: 420, h: 500, rotate: -2, rows: 11 }));
      c.add(calendar(c, { x: right + 40, y: 160, w: 300, h: 290, rotate: 5, highlights: [0, 1, 2, 3, 4], accent: brand.gold }));
      break;
    case 'cashflow': {
      const chartX = mirror ? 150 : 170;
      c.add(
        group(
          [
            el('rect', { x: chartX, y: 90, width: 860, height: 460, rx: 18, fill: brand.white }),
            gridLines({ x: chartX + 50, y: 140, w: 760, h: 340, rows: 4, stroke: brand.line, opacity: 1 }),
            barChart({ x: chartX + 50, y: 140, w: 760, h: 340, values: [0.7, 0.66, 0.6, 0.52, 0.45, 0.3, 0.24, 0.28, 0.42, 0.55, 0.63, 0.7, 0.76], fill: brand.greenLight, accent: { index: 6, fill: brand.gold } }),
          ],
          { filter: c.shadow() },
        ),
        lineChart(c, { x: chartX + 80, y: 150, w: 700, h: 300, values: [0.78, 0.72, 0.66, 0.58, 0.5, 0.36, 0.3, 0.34, 0.48, 0.6, 0.68, 0.74, 0.8], stroke: brand.gold, width: 5 }),
      );
      break;
    }
    case 'shield-lock':
    case 'shield-mail':
      c.add(network(rng, { x: 60, y: 60, w: 1080, h: 520, count: 26, stroke: dark ? brand.sage : brand.greenLight, node: dark ? brand.sage : brand.greenLight, accent: brand.gold }));
      c.add(el('circle', { cx: 600, cy: 320, r: 200, fill: dark ? brand.greenDeep : brand.white, opacity: 0.9 }));
      c.add(shield({ cx: 600, cy: 300, s: 150, fill: brand.gold, mark: theme === 'shield-lock' ? 'lock' : 'mail', markFill: brand.greenDeep }));
      break;
    case 'registers':
      c.add(documentCard(c, rng, { x: left, y: 110, w: 300, h: 400, rotate: -6, fill: brand.paper }));
      c.add(documentCard(c, rng, { x: left + 70, y: 130, w: 300, h: 400, rotate: 3, lines: 9 }));
      c.add(seal({ cx: left + 330, cy: 440, r: 64, fill: brand.gold, ring: brand.green }));
      c.add(pen({ x: right + 20, y: 470, length: 320, angle: -28, body: dark ? brand.paper : brand.ink, trim: brand.gold }));
      break;
    case 'boardroom': {
      const chairs: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        chairs.push(el('circle', { cx: 330 + i * 135, cy: 150, r: 34 }), el('circle', { cx: 330 + i * 135, cy: 530, r: 34 }));
      }
      chairs.push(el('circle', { cx: 190, cy: 340, r: 34 }), el('circle', { cx: 1010, cy: 340, r: 34 }));
      c.add(group(chairs, { fill: dark ? brand.sage : brand.green, opacity: 0.85 }));
      c.add(el('rect', { x: 240, y: 190, width: 720, height: 300, rx: 150, fill: c.linear([[0, '#7a5a3a'], [1, '#5e442b']], [0, 0], [1, 1]), filter: c.shadow() }));
      for (let i = 0; i < 5; i += 1) {
        c.add(el('rect', { x: 305 + i * 135, y: 212, width: 50, height: 62, rx: 4, fill: brand.paper }), el('rect', { x: 305 + i * 135, y: 408, width: 50, height: 62, rx: 4, fill: brand.paper }));
      }
      c.add(el('circle', { cx: 600, cy: 340, r: 50, fill: brand.gold }));
      break;
    }
    case 'outsourcing':
      c.add(ledgerSheet(c, rng, { x: left, y: 90, w: 380, h: 470, rotate: -3, rows: 10 }));
      c.add(network(rng, { x: right, y: 120, w: 380, h: 420, count: 12, stroke: accent, node: dark ? brand.sage : brand.greenLight, accent: brand.gold }));
      c.add(gear({ cx: right + 200, cy: 330, r: 80, teeth: 10, fill: brand.gold, hole: dark ? brand.greenDeep : brand.paper }));
      break;
    case 'integration':
      c.add(monitor(c, rng, { x: left, y: 120, w: 420, h: 340 }));
      c.add(documentCard(c, rng, { x: right + 120, y: 110, w: 240, h: 320, rotate: 5 }));
      {
        const from: Point = mirror ? [left - 10, 260] : [left + 430, 260];
        const to: Point = mirror ? [right + 120 + 10, 280] : [right + 110, 280];
        const middle = (from[0] + to[0]) / 2;
        c.add(el('path', { d: `M${fmt(from[0])} ${from[1]} C${fmt(middle)} 180 ${fmt(middle)} 380 ${fmt(to[0])} ${to[1]}`, fill: 'none', stroke: brand.gold, 'stroke-width': 5, 'stroke-dasharray': '14 10', 'stroke-linecap': 'round' }));
        c.add(cloud({ cx: middle, cy: 540, s: 90, fill: dark ? brand.sage : brand.greenSoft }));
      }
      break;
    case 'growth':
      c.add(peak({ cx: 600, baseY: 675, w: 1300, h: 520, fill: dark ? brand.greenMid : '#d3e4da', cap: dark ? brand.goldSoft : brand.white, shade: 0.12, capRatio: 0.18 }));
      c.add(lineChart(c, { x: 120, y: 120, w: 960, h: 360, values: [0.1, 0.22, 0.2, 0.38, 0.35, 0.52, 0.6, 0.78, 0.92], stroke: brand.gold, width: 6, dots: dark ? brand.greenDeep : brand.white }));
      c.add(arrowHead([120 + 960 * 0.875, 120 + 360 * (1 - 0.78)], [1080, 120 + 360 * (1 - 0.92)], 30, brand.gold));
      c.add(skyline(rng, { x0: -20, x1: 1220, baseY: 675, minH: 80, maxH: 210, fill: dark ? brand.greenDeep : brand.green, windowFill: brand.sage, windowOpacity: 0.2, litFill: brand.goldLight, landmark: true }));
      break;
  }
  return c;
}

/** Inline figures referenced from article bodies: a chart or a timeline, labelled in plain text. */
function articleFigure(name: string): Canvas {
  const c = new Canvas(1200, 675);
  c.add(el('rect', { width: 1200, height: 675, fill: brand.white }));
  const label = (content: string, x: number, y: number, attributes: Attrs = {}) =>
    text(content, { x, y, 'font-family': SANS, 'font-size': 20, fill: brand.inkMuted, ...attributes });
  if (name.endsWith('-timeline')) {
    const steps = [
      { when: '6 weeks before', what: 'Agree timetable' },
      { when: '4 weeks before', what: 'Close and reconcile' },
      { when: '2 weeks before', what: 'Upload schedules' },
      { when: 'Fieldwork', what: 'Daily query log' },
    ];
    c.add(el('rect', { x: 150, y: 334, width: 900, height: 6, rx: 3, fill: brand.greenSoft }));
    steps.forEach((step, index) => {
      const x = 150 + index * 300;
      const last = index === steps.length - 1;
      c.add(
        el('circle', { cx: x, cy: 337, r: last ? 26 : 20, fill: last ? brand.gold : brand.green }),
        label(step.when, x, 270, { 'text-anchor': 'middle', 'font-weight': 700, fill: brand.ink, 'font-size': 22 }),
        label(step.what, x, 410, { 'text-anchor': 'middle' }),
      );
    });
    c.add(label('Audit preparation timetable', 60, 80, { 'font-size': 30, 'font-weight': 700, fill: brand.green }));
    return c;
  }
  const values = [0.7, 0.66, 0.6, 0.52, 0.45, 0.3, 0.24, 0.28, 0.42, 0.55, 0.63, 0.7, 0.76];
  const chart = { x: 120, y: 130, w: 1020, h: 420 };
  c.add(label('13-week cash forecast (illustrative)', 60, 70, { 'font-size': 30, 'font-weight': 700, fill: brand.green }));
  c.add(gridLines({ ...chart, rows: 4, stroke: brand.line, opacity: 1 }));
  c.add(barChart({ ...chart, values, fill: brand.greenLight, accent: { index: 6, fill: brand.gold } }));
  c.add(lineChart(c, { x: chart.x + chart.w / 26, y: chart.y, w: chart.w - chart.w / 13, h: chart.h, values: values.map((value) => Math.min(0.95, value + 0.08)), stroke: brand.ink, width: 3 }));
  c.add(label('Week 1', chart.x + chart.w / 26, chart.y + chart.h + 36, { 'text-anchor': 'middle' }));
  c.add(label('Week 7', chart.x + (chart.w * 6.5) / 13, chart.y + chart.h + 36, { 'text-anchor': 'middle' }));
  c.add(label('Week 13', chart.x + chart.w - chart.w / 26, chart.y + chart.h + 36, { 'text-anchor': 'middle' }));
  c.add(
    el('rect', { x: 760, y: 48, width: 22, height: 22, rx: 4, fill: brand.greenLight }),
    label('Closing cash', 792, 66),
    el('rect', { x: 940, y: 57, width: 30, height: 4, fill: brand.ink }),
    label('Facility headroom', 980, 66),
  );
  return c;
}

// ---------------------------------------------------------------------------------------------
// Brand marks and logos (SVG files, minified by construction).

function markShapes(fill: string, cap: string, back: string): string {
  return [
    polygon([[30, 52], [46, 24], [62, 52]], { fill: back }),
    polygon([[4, 52], [26, 10], [48, 52]], { fill }),
    polygon([[26, 10], [19.4, 22.6], [23, 20.5], [26.6, 24], [30, 20], [32.6, 22.6]], { fill: cap }),
  ].join('');
}

function logoSvg(): string {
  // `textLength` keeps the wordmark inside the box whichever serif the visitor's system supplies.
  const wordmark = el(
    'text',
    { x: 72, y: 38, 'font-family': "Georgia,'Times New Roman',serif", 'font-size': 26, textLength: 170, lengthAdjust: 'spacingAndGlyphs' },
    el('tspan', { 'font-weight': 700, fill: brand.green }, 'Kilele') + // An offset rather than a space character: renderers disagree on spaces between tspans.
    el('tspan', { fill: brand.ink, dx: 7 }, 'Partners'),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 60" width="250" height="60" role="img" aria-label="Kilele Partners">` +
    markShapes(brand.green, brand.gold, brand.greenLight) +
    wordmark +
    el('rect', { x: 73, y: 46, width: 40, height: 3, rx: 1.5, fill: brand.gold }) +
    '</svg>'
  );
}

/** The mark on a green square; Apple rounds its own icons, so the PNG is drawn square. */
function iconSvg(rounded: boolean, size = 64): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
    el('rect', { width: 64, height: 64, rx: rounded ? 14 : 0, fill: brand.green }) +
    group([markShapes(brand.paper, brand.gold, brand.sage)], { transform: 'translate(-1 2)' }) +
    '</svg>'
  );
}

type Affiliation = { slug: string; emblem: string; line1: string; line2: string };

function affiliationSvg(a: Affiliation): string {
  // Sized from the character count so the longest name still fits the 240-unit box.
  const available = 140;
  const spacing = 1.5;
  const subSize = Math.min(12, (available - a.line2.length * spacing) / (a.line2.length * 0.72));
  const wordmark =
    text(a.line1, { x: 92, y: 45, 'font-family': 'system-ui,sans-serif', 'font-size': 21, 'font-weight': 700, fill: brand.ink }) +
    text(a.line2, { x: 93, y: 66, 'font-family': 'system-ui,sans-serif', 'font-size': subSize, 'font-weight': 600, 'letter-spacing': spacing, fill: brand.inkMuted });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${escapeXml(`${a.line1} ${a.line2}`)}">${a.emblem}${wordmark}</svg>`;
}

function affiliations(): Affiliation[] {
  const globe = group([
    el('circle', { cx: 48, cy: 48, r: 30, fill: 'none', stroke: brand.green, 'stroke-width': 4 }),
    el('ellipse', { cx: 48, cy: 48, rx: 13, ry: 30, fill: 'none', stroke: brand.green, 'stroke-width': 3 }),
    el('path', { d: 'M18 48H78M23 33H73M23 63H73', stroke: brand.green, 'stroke-width': 2.5 }),
    el('circle', { cx: 66, cy: 26, r: 6, fill: brand.gold }),
  ]);
  const alliance = group([
    polygon([[48, 16], [76, 32], [76, 64], [48, 80], [20, 64], [20, 32]], { fill: brand.ink }),
    el('path', { d: 'M34 49l9 9 20-21', fill: 'none', stroke: brand.gold, 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  ]);
  const savanna = group([
    el('circle', { cx: 48, cy: 50, r: 30, fill: brand.goldSoft }),
    el('path', { d: 'M46 76L47 56L34 46L36 45L48 53L60 44L62 45L49 56L50 76Z', fill: brand.green }),
    el('ellipse', { cx: 48, cy: 43, rx: 26, ry: 6, fill: brand.green }),
    el('path', { d: 'M18 76H78', stroke: brand.gold, 'stroke-width': 4, 'stroke-linecap': 'round' }),
  ]);
  const council = group([
    el('rect', { x: 18, y: 18, width: 60, height: 60, rx: 10, fill: brand.green }),
    el('path', { d: 'M26 70V48h8v22M37 70V32h9v38M49 70V40h8v30M60 70V52h9v18', fill: brand.paper }),
    el('rect', { x: 26, y: 70, width: 44, height: 2.5, fill: brand.gold }),
  ]);
  return [
    { slug: 'meridian-international', emblem: globe, line1: 'Meridian', line2: 'INTERNATIONAL' },
    { slug: 'east-africa-audit-alliance', emblem: alliance, line1: 'East Africa', line2: 'AUDIT ALLIANCE' },
    { slug: 'savanna-tax-forum', emblem: savanna, line1: 'Savanna', line2: 'TAX FORUM' },
    { slug: 'nairobi-business-council', emblem: council, line1: 'Nairobi', line2: 'BUSINESS COUNCIL' },
  ];
}

function ogCard(): Canvas {
  const rng = createRng('og-default');
  const c = new Canvas(1200, 630);
  darkBackdrop(c, { glow: [0.85, 0.15], texture: 'ledger' });
  c.add(skyline(rng, { x0: 620, x1: 1220, baseY: 630, minH: 90, maxH: 260, fill: brand.greenDeep, windowFill: brand.sage, windowOpacity: 0.14, litFill: brand.goldLight, landmark: true }));
  c.add(group([markShapes(brand.paper, brand.gold, brand.sage)], { transform: 'translate(80 120) scale(2.2)' }));
  c.add(
    text('Kilele Partners LLP', { x: 80, y: 330, 'font-family': SERIF, 'font-size': 72, 'font-weight': 700, fill: brand.paper }),
    el('rect', { x: 84, y: 362, width: 120, height: 6, rx: 3, fill: brand.gold }),
    text('Accounting, audit, tax and advisory', { x: 82, y: 426, 'font-family': SANS, 'font-size': 34, fill: brand.goldSoft }),
    text('Nairobi, Kenya', { x: 82, y: 540, 'font-family': SANS, 'font-size': 22, 'letter-spacing': 3, fill: brand.sage }),
  );
  return c;
}

// ---------------------------------------------------------------------------------------------
// Output.

type RasterJob = { file: string; svg: string; format: 'webp' | 'png'; budgetKb: number };
type VectorJob = { file: string; svg: string };

const SERVICE_IMAGES: Record<string, (rng: Rng) => Canvas> = {
  'auditing-and-assurance': serviceAudit,
  'outsourced-accounting': serviceOutsourcedAccounting,
  'tax-consulting': serviceTax,
  'business-advisory': serviceBusinessAdvisory,
  'it-advisory': serviceIt,
  'training-and-workshops': serviceTraining,
  'company-secretarial-services': serviceSecretarial,
  'outsourced-hr-and-recruitment': serviceHr,
};

function rasterJobs(): RasterJob[] {
  const jobs: RasterJob[] = [];
  for (const [slug, draw] of Object.entries(SERVICE_IMAGES)) {
    jobs.push({ file: `public/images/services/${slug}.webp`, svg: draw(createRng(slug)).toString(1200), format: 'webp', budgetKb: 60 });
  }
  for (const spec of portraits) {
    jobs.push({ file: `public/images/team/${spec.slug}.webp`, svg: portrait(spec).toString(600), format: 'webp', budgetKb: 30 });
  }
  for (const episode of [1, 2, 3, 4]) {
    jobs.push({ file: `public/images/podcasts/episode-${episode}.webp`, svg: podcastCover(episode).toString(640), format: 'webp', budgetKb: 30 });
  }
  jobs.push(
    { file: 'public/images/events/tax-updates-seminar-2025.webp', svg: eventTaxSeminar().toString(1200), format: 'webp', budgetKb: 60 },
    { file: 'public/images/events/fundraising-for-nonprofits-training.webp', svg: eventFundraising().toString(1200), format: 'webp', budgetKb: 60 },
  );
  const hero = homeHero();
  jobs.push(
    { file: 'public/images/home/hero.webp', svg: hero.toString(1600), format: 'webp', budgetKb: 90 },
    { file: 'public/images/home/hero-mobile.webp', svg: hero.toString(800), format: 'webp', budgetKb: 40 },
    { file: 'public/images/about/story.webp', svg: aboutStory().toString(1200), format: 'webp', budgetKb: 60 },
    { file: 'public/images/csr/community.webp', svg: csrCommunity().toString(1200), format: 'webp', budgetKb: 60 },
    { file: 'public/images/contact/map-preview.webp', svg: contactMap().toString(1200), format: 'webp', budgetKb: 60 },
    { file: 'public/images/og/default.png', svg: ogCard().toString(1200), format: 'png', budgetKb: 150 },
  );
  jobs.push({ file: 'app/apple-icon.png', svg: iconSvg(false, 180), format: 'png', budgetKb: 20 });

  const figures = new Set<string>();
  for (const article of loadSampleArticles()) {
    const src = article.image?.src;
    if (!src?.startsWith('/images/articles/')) {
      throw new Error(`Sample article "${article.slug}" needs a featured image under /images/articles/, found ${String(src)}`);
    }
    jobs.push({ file: `public${src}`, svg: articleImage(article.slug, article.categories).toString(1200), format: 'webp', budgetKb: 60 });
    for (const match of article.contentHtml.matchAll(/<img[^>]* src="(\/images\/articles\/[a-z0-9-]+\.webp)"/g)) {
      if (match[1]) figures.add(match[1]);
    }
  }
  for (const src of figures) {
    const name = path.basename(src, '.webp');
    jobs.push({ file: `public${src}`, svg: articleFigure(name).toString(1200), format: 'webp', budgetKb: 60 });
  }
  return jobs;
}

function vectorJobs(): VectorJob[] {
  return [
    { file: 'public/images/logo.svg', svg: logoSvg() },
    { file: 'app/icon.svg', svg: iconSvg(true) },
    ...affiliations().map((a) => ({ file: `public/images/affiliations/${a.slug}.svg`, svg: affiliationSvg(a) })),
  ];
}

/** Writes only when the bytes differ, so an unchanged rerun leaves files untouched. */
async function writeIfChanged(file: string, data: Buffer): Promise<'written' | 'unchanged'> {
  const target = path.join(ROOT, file);
  const existing = await readFile(target).catch(() => null);
  if (existing && existing.equals(data)) return 'unchanged';
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return 'written';
}

async function render(job: RasterJob): Promise<Buffer> {
  const image = sharp(Buffer.from(job.svg));
  return job.format === 'webp'
    ? image.webp({ quality: 72, effort: 6 }).toBuffer()
    : // Full colour: a quantised palette posterises the soft gradients into visible bands.
      image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

async function main(): Promise<void> {
  const overBudget: string[] = [];
  for (const job of vectorJobs()) {
    const status = await writeIfChanged(job.file, Buffer.from(job.svg));
    console.log(`${status.padEnd(9)} ${job.file} (${(job.svg.length / 1024).toFixed(1)} KB)`);
  }
  for (const job of rasterJobs()) {
    const data = await render(job);
    const status = await writeIfChanged(job.file, data);
    const kb = data.length / 1024;
    if (kb > job.budgetKb) overBudget.push(`${job.file}: ${kb.toFixed(1)} KB > ${job.budgetKb} KB`);
    console.log(`${status.padEnd(9)} ${job.file} (${kb.toFixed(1)} KB)`);
  }
  if (overBudget.length > 0) {
    throw new Error(`Images over their size budget:\n${overBudget.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
