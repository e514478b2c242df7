import type { Locator } from '@playwright/test';
import jsQRModule from 'jsqr';

// jsqr is CommonJS: under Node's ESM loader its function arrives as the default export's `default`.
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: DecodeQr }).default ?? jsQRModule) as unknown as DecodeQr;

/** Renders the QR code's SVG onto a canvas in the page and decodes the pixels, as a phone camera would read it. */
export async function decodeQrCode(svg: Locator): Promise<string | null> {
  const image = await svg.evaluate(async (element) => {
    const size = 400;
    const markup = new XMLSerializer().serializeToString(element);
    const picture = new Image(size, size);
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(picture, 0, 0, size, size);
    return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}
