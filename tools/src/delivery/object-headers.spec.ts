import { IMMUTABLE_CACHE, NO_CACHE } from '../cache-policy.js';
import { objectHeadersFor, uploadRank } from './object-headers.js';
import { parseS3Target, publicBaseUrl } from './s3-location.js';

describe('object headers and locations', () => {
  it('keeps the type and caching of the file a pre-compressed copy stands for', () => {
    expect(objectHeadersFor('remoteEntry.js.gz')).toEqual({ contentType: 'text/javascript; charset=utf-8', cacheControl: NO_CACHE, contentEncoding: 'gzip' });
    expect(objectHeadersFor('610.8f10a3681e.js.map')).toEqual({ contentType: 'application/json; charset=utf-8', cacheControl: IMMUTABLE_CACHE });
    expect(objectHeadersFor('index.html')).toEqual({ contentType: 'text/html; charset=utf-8', cacheControl: NO_CACHE });
    expect(objectHeadersFor('assets/font.0123456789.woff2')).toEqual({ contentType: 'font/woff2', cacheControl: IMMUTABLE_CACHE });
    expect(objectHeadersFor('LICENSE')).toEqual({ contentType: 'application/octet-stream', cacheControl: NO_CACHE });
  });

  it('uploads chunks first and the manifest last', () => {
    const order = ['mf-manifest.json', 'remoteEntry.js.br', 'main.0123456789.js', 'mf-stats.json', 'remoteEntry.js'].sort((a, b) => uploadRank(a) - uploadRank(b));
    expect(order[0]).toBe('main.0123456789.js');
    expect(order.at(-1)).toBe('mf-manifest.json');
  });

  it('parses s3:// targets and says where browsers read them', () => {
    expect(parseS3Target('s3://cdn/fieldwise/')).toEqual({ bucket: 'cdn', prefix: 'fieldwise' });
    expect(parseS3Target('s3://cdn')).toEqual({ bucket: 'cdn', prefix: '' });
    expect(() => parseS3Target('s3:///x')).toThrow('is not an s3://bucket/prefix target');
    const location = parseS3Target('s3://cdn/fieldwise');
    expect(publicBaseUrl(location, { endpoint: 'http://localhost:4569/' })).toBe('http://localhost:4569/cdn/fieldwise');
    expect(publicBaseUrl(location, { region: 'eu-west-1' })).toBe('https://cdn.s3.eu-west-1.amazonaws.com/fieldwise');
    expect(publicBaseUrl(location, { endpoint: 'http://localhost:4569', baseUrl: 'https://cdn.example.com/fieldwise/' })).toBe('https://cdn.example.com/fieldwise');
  });
});
