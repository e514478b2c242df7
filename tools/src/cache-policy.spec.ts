import { cacheControlFor, IMMUTABLE_CACHE, isContentHashed, NO_CACHE, uncompressedPath } from './cache-policy.js';

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

  describe('build-time compressed copies keep the policy of the file they compress', () => {
    it.each(['main.3f2a1b4c.js.br', 'static/css/app-3f2a1b4c.css.gz', '__federation_expose_Routes.0a1b2c3d4e5f.js.br', 'data.3f2a1b4c.gz'])(
      '%s stays immutable',
      (file) => {
        expect(cacheControlFor(file)).toBe(IMMUTABLE_CACHE);
      },
    );

    const entryCopies = ['/srv/dist/index.html.br', 'index.html.gz', 'mf-manifest.json.br', 'mf-stats.json.gz', 'remoteEntry.js.br', 'remoteEntry.js.gz'];
    it.each([...entryCopies, 'config.json.br'])(
      '%s is revalidated like its original',
      (file) => {
        expect(isContentHashed(file)).toBe(false);
        expect(cacheControlFor(file)).toBe(NO_CACHE);
      },
    );

    it('names the original of a compressed copy, and leaves other paths alone', () => {
      expect(uncompressedPath('/srv/dist/remoteEntry.js.br')).toBe('/srv/dist/remoteEntry.js');
      expect(uncompressedPath('index.html.gz')).toBe('index.html');
      expect(uncompressedPath('index.html')).toBe('index.html');
      expect(uncompressedPath('app.brand.js')).toBe('app.brand.js');
    });
  });
});
