import { cacheControlFor, IMMUTABLE_CACHE, isContentHashed, NO_CACHE } from './cache-policy.js';

describe('cache policy', () => {
  it.each([
    'main.3f2a1b4c.js',
    '123.3f2a1b4c5d6e7f80.js',
    '__federation_expose_Routes.0a1b2c3d4e5f.js',
    'static/css/app-3f2a1b4c.css',
    'main.3f2a1b4c.js.map',
    'fonts/3f2a1b4c5d6e.woff2',
  ])('treats %s as content-hashed and immutable', (file) => {
    expect(isContentHashed(file)).toBe(true);
    expect(cacheControlFor(file)).toBe(IMMUTABLE_CACHE);
  });

  it.each(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'config.json', 'main.js', 'favicon.ico', 'react-dom.development.js'])(
    'revalidates %s on every load',
    (file) => {
      expect(isContentHashed(file)).toBe(false);
      expect(cacheControlFor(file)).toBe(NO_CACHE);
    },
  );
});
