import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;
/** qrcode.react draws each run of dark modules in a row as `M{x} {y}h{width}v1H{x}z` (or with a comma). */
const DARK_RUN = /M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g;

/**
 * Decodes a QR code rendered by qrcode.react's QRCodeSVG: rasterizes its modules into an image (jsdom has no
 * canvas) and reads that with jsQR, as a phone camera would. Returns null when it is not a readable code.
 */
export function decodeQrSvg(svg: SVGSVGElement): string | null {
  const cells = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const dark = svg.querySelectorAll('path')[1]?.getAttribute('d');
  if (!Number.isInteger(cells) || !dark) return null;
  const size = cells * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, width] of dark.matchAll(DARK_RUN)) {
    for (let row = Number(y) * PIXELS_PER_MODULE; row < (Number(y) + 1) * PIXELS_PER_MODULE; row++) {
      for (let column = Number(x) * PIXELS_PER_MODULE; column < (Number(x) + Number(width)) * PIXELS_PER_MODULE; column++) {
        pixels.fill(0, (row * size + column) * 4, (row * size + column) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}
