import { chromium, type Browser, type CDPSession } from 'playwright-core';
import type { BenchFigures } from './bench-figures.js';

/**
 * Chromium DevTools' "Fast 3G" preset (front_end/core/sdk/NetworkManager.ts): 1.6 Mbit/s down and 750 kbit/s up
 * at 90% goodput, and 150 ms of round trip times the 3.75 that DevTools applies to its presets.
 */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
} as const;

/** A phone's viewport: the landing page's visitors arrive from an ad on their phone. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface ScriptTransfer {
  url: string;
  /** Bytes that crossed the wire (headers excluded), as the browser received them. */
  wireBytes: number;
  /** The script's own size once decoded. */
  rawBytes: number;
  encoding: string;
}

export interface LandingPageLoad {
  scripts: ScriptTransfer[];
  /** Every text response's Content-Encoding, by URL, so that an uncompressed one shows. */
  textEncodings: Array<{ url: string; type: string; encoding: string; wireBytes: number }>;
  largestContentfulPaintMs: number;
}

interface PendingResponse {
  url: string;
  type: string;
  encoding: string;
  wireBytes: number;
  rawBytes: number;
  /** Bytes of the response's headers, which loadingFinished counts too. */
  headerBytes: number;
}

const BINARY_TYPES = new Set(['Image', 'Media', 'Font']);

/** Records each finished response through the DevTools protocol: what crossed the wire and what it decoded to. */
function recordResponses(cdp: CDPSession): PendingResponse[] {
  const byId = new Map<string, PendingResponse>();
  const finished: PendingResponse[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    byId.set(requestId, {
      url: response.url,
      type,
      encoding: headers['content-encoding'] ?? 'identity',
      wireBytes: 0,
      rawBytes: 0,
      headerBytes: response.encodedDataLength,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const response = byId.get(requestId);
    if (response) response.rawBytes += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = byId.get(requestId);
    if (!response) return;
    byId.delete(requestId);
    // encodedDataLength counts the response's headers too; the body alone is what a budget is about.
    response.wireBytes = Math.max(0, encodedDataLength - response.headerBytes);
    finished.push(response);
  });
  return finished;
}

/**
 * Loads the landing page once in a fresh headless Chromium (empty cache, no stored session) at a phone's viewport,
 * optionally on emulated fast 3G, waits until the lead form can be used and the network is quiet, and reports every
 * script fetched and the largest contentful paint.
 */
export async function loadLandingPage(shellUrl: string, options: { throttle: boolean }): Promise<LandingPageLoad> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.throttle) await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    const responses = recordResponses(cdp);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(shellUrl, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByRole('button', { name: 'Get a demo' }).waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    if (pageErrors.length > 0) throw new Error(`The landing page reported errors:\n${pageErrors.join('\n')}`);
    // Run in the page (a string: the tools compile for Node, whose PerformanceObserver knows no paint entries).
    const largestContentfulPaintMs = Number(
      await page.evaluate(`new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.length > 0 ? entries[entries.length - 1].startTime : NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`),
    );
    const scripts = responses
      .filter((response) => response.type === 'Script')
      .map(({ url, wireBytes, rawBytes, encoding }) => ({ url, wireBytes, rawBytes, encoding }));
    const textEncodings = responses
      .filter((response) => !BINARY_TYPES.has(response.type))
      .map(({ url, type, encoding, wireBytes }) => ({ url, type, encoding, wireBytes }));
    return { scripts, textEncodings, largestContentfulPaintMs };
  } finally {
    await browser.close();
  }
}

/** Issue 15's goals for the landing page. */
export const LANDING_JS_GOAL_KB = 150;
export const LANDING_LCP_GOAL_MS = 2_500;

const kb = (bytes: number) => Math.round(bytes / 10) / 100;

/**
 * Issue 15's figures: loads `/` once unthrottled (what is fetched, per chunk, compressed and raw, and whether every
 * text response came compressed) and then on emulated fast 3G (the largest contentful paint, median of `runs`).
 */
export async function measureLandingPage(figures: BenchFigures, shellUrl: string, runs = 3): Promise<void> {
  const load = await loadLandingPage(`${shellUrl}/`, { throttle: false });
  console.log('\nLanding page (/): every script fetched before it can be used\n');
  console.table(
    load.scripts.map((script) => ({ script: script.url, 'KB on the wire': kb(script.wireBytes), 'KB raw': kb(script.rawBytes), encoding: script.encoding })),
  );
  const wire = load.scripts.reduce((sum, script) => sum + script.wireBytes, 0);
  const raw = load.scripts.reduce((sum, script) => sum + script.rawBytes, 0);
  const uncompressed = load.textEncodings.filter((response) => response.encoding === 'identity');
  for (const response of uncompressed) console.log(`sent uncompressed: ${response.type} ${response.url}`);
  figures.record('Landing page: JavaScript before it can be used, on the wire (compressed)', kb(wire), 'KB', { max: LANDING_JS_GOAL_KB });
  figures.record('Landing page: the same JavaScript, raw', kb(raw), 'KB');
  figures.record(`Landing page: scripts fetched`, load.scripts.length, 'files');
  figures.record(`Landing page: text responses sent uncompressed (of ${load.textEncodings.length})`, uncompressed.length, 'responses', { max: 0 });

  const paints: number[] = [];
  for (let run = 0; run < runs; run++) paints.push((await loadLandingPage(`${shellUrl}/`, { throttle: true })).largestContentfulPaintMs);
  paints.sort((a, b) => a - b);
  const median = paints[Math.floor(paints.length / 2)] ?? Number.NaN;
  figures.record(`Landing page: largest contentful paint, fast 3G, ${PHONE_VIEWPORT.width} px (median of ${runs})`, Math.round(median), 'ms', {
    max: LANDING_LCP_GOAL_MS,
  });
}
