import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { drawPlaceholderImage, type PlaceholderSpec, renderPlaceholderImage } from '../../../server/store/seed/placeholder-image.ts';

const landscape: PlaceholderSpec = { layout: 'landscape', sky: ['#87ceeb', '#fdf5e6'], ground: '#2f4f4f', accent: '#ffd700' };
const decode = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));
const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];

describe('renderPlaceholderImage', () => {
  it('draws an opaque picture of the layout size, sky on top and the ridge at the bottom', () => {
    const png = decode(renderPlaceholderImage(landscape, 'alpine-summit-sunrise.png'));
    expect([png.width, png.height]).toEqual([320, 200]);
    expect(pixel(png, 0, 0)).toEqual([0x87, 0xce, 0xeb, 255]);
    expect(pixel(png, 0, 199)).toEqual([0x2f, 0x4f, 0x4f, 255]);
  });

  it('draws the same picture for the same filename and another ridge for another', () => {
    // Drawn twice, not through the per-process memo, so a picture that varied between runs would show.
    const first = drawPlaceholderImage(landscape, 'alpine-summit-sunrise.png');
    expect(drawPlaceholderImage(landscape, 'alpine-summit-sunrise.png')).toEqual(first);
    expect(decode(drawPlaceholderImage(landscape, 'campfire-under-stars.png')).data.equals(decode(first).data)).toBe(false);
    expect(renderPlaceholderImage(landscape, 'alpine-summit-sunrise.png')).toEqual(first);
  });
});
