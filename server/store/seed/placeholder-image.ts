import { PNG } from 'pngjs';
import { seededRandom } from '../../seeded-random.ts';

/**
 * How a demo image's stand-in picture looks. The seed ships no photographs (size, licences), so each image
 * is drawn as a few flat shapes in colours that suit its subject: a sky gradient, a sun or moon, a ridge.
 */
export type PlaceholderSpec = {
  /** landscape 320x200 (sky, sun, ridge); portrait 200x250 (background, head, shoulders); square 200x200 (logo). */
  layout: 'landscape' | 'portrait' | 'square';
  /** Background gradient, top colour then bottom colour, as "#rrggbb". */
  sky: [string, string];
  /** Ridge, shoulders or logo mountain. */
  ground: string;
  /** Sun, moon, campfire, head or logo disc. */
  accent: string;
};

type Rgb = [number, number, number];

const SIZES = { landscape: [320, 200], portrait: [200, 250], square: [200, 200] } as const;

// Drawn pictures by spec and seed text: a process that seeds many stores (the tests, the benchmarks) draws each
// picture once instead of once per store. The demo seed's 28 pictures take about 1 MB.
const drawn = new Map<string, Uint8Array>();

/** A deterministic PNG for `spec`; `seedText` (the filename) varies the ridge so no two landscapes match. */
export function renderPlaceholderImage(spec: PlaceholderSpec, seedText: string): Uint8Array {
  const key = JSON.stringify([spec, seedText]);
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = drawPlaceholderImage(spec, seedText);
    drawn.set(key, bytes);
  }
  return bytes;
}

/** Draws the picture anew: the same bytes for the same spec and seed text, in any process. */
export function drawPlaceholderImage(spec: PlaceholderSpec, seedText: string): Uint8Array {
  const [width, height] = SIZES[spec.layout];
  const png = new PNG({ width, height });
  const [top, bottom] = [parseHex(spec.sky[0]), parseHex(spec.sky[1])];
  const ground = parseHex(spec.ground);
  const accent = parseHex(spec.accent);
  const random = seededRandom(seedText);
  const paint = pickPainter(spec.layout, { width, height, random });

  for (let y = 0; y < height; y++) {
    const sky = mix(top, bottom, y / (height - 1));
    for (let x = 0; x < width; x++) {
      const shape = paint(x, y);
      const colour = shape === 'ground' ? ground : shape === 'accent' ? accent : sky;
      const offset = (y * width + x) * 4;
      png.data[offset] = colour[0];
      png.data[offset + 1] = colour[1];
      png.data[offset + 2] = colour[2];
      png.data[offset + 3] = 255;
    }
  }
  // Flat shapes over a vertical gradient: the Paeth filter predicts them best. pngjs's default tries all five
  // filters on every row, which took twice as long for larger files (the demo seed draws 28 images per store).
  return new Uint8Array(PNG.sync.write(png, { filterType: 4 }));
}

type Shape = 'sky' | 'ground' | 'accent';

function pickPainter(layout: PlaceholderSpec['layout'], { width, height, random }: { width: number; height: number; random: () => number }) {
  const insideCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2;

  if (layout === 'portrait') {
    return (x: number, y: number): Shape => {
      if (insideCircle(x, y, width / 2, height * 0.47, width * 0.21)) return 'accent';
      return ((x - width / 2) / (width * 0.44)) ** 2 + ((y - height) / (height * 0.32)) ** 2 <= 1 ? 'ground' : 'sky';
    };
  }
  if (layout === 'square') {
    return (x: number, y: number): Shape => {
      if (!insideCircle(x, y, width / 2, height / 2, width * 0.42)) return 'sky';
      const peakY = height * 0.28 + Math.abs(x - width / 2) * 1.1;
      return y >= peakY && y <= height * 0.74 ? 'ground' : 'accent';
    };
  }
  // Two sine waves with random phases and lengths make a ridge that looks like mountains, not noise.
  const waves = [0, 1].map((index) => ({
    phase: random() * Math.PI * 2,
    length: (index === 0 ? 0.9 : 0.3) + random() * 0.4,
    amplitude: index === 0 ? 0.14 : 0.05,
  }));
  const sun = { x: width * (0.15 + random() * 0.7), y: height * (0.2 + random() * 0.15), r: height * 0.09 };
  // The ridge depends on the column only.
  const ridges = Array.from(
    { length: width },
    (_, x) => height * (0.62 - waves.reduce((sum, wave) => sum + wave.amplitude * Math.sin((x / width / wave.length) * Math.PI * 2 + wave.phase), 0)),
  );
  return (x: number, y: number): Shape => {
    if (y >= ridges[x]!) return 'ground';
    return insideCircle(x, y, sun.x, sun.y, sun.r) ? 'accent' : 'sky';
  };
}

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, index) => Math.round(channel + (to[index]! - channel) * amount)) as Rgb;
}
