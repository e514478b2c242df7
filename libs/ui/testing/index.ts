// Test helpers (jsdom): import as '@fsp/ui/testing' from Jest specs, never from app code.
export { setViewportWidth } from './viewport.js';
export { allowConsoleError } from './console-errors.js';
