import { ConfigError, loadConfig } from './config';

const base = { CONTENT_DEMO: 'true' };

/** The problems a configuration is refused for, or [] when it is taken. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the edge purged by tag (EDGE_PURGE)', () => {
  it('when EDGE_PURGE is unset, then no edge is purged', () => {
    expect(loadConfig(base).edge).toBeUndefined();
  });

  it('when EDGE_PURGE=varnish with the instances’ addresses, then each of them is purged', () => {
    expect(
      loadConfig({
        ...base,
        EDGE_PURGE: 'varnish',
        EDGE_PURGE_URLS: 'http://edge-1:6081/, http://edge-2:6081',
      }).edge,
    ).toEqual({ platform: 'varnish', urls: ['http://edge-1:6081', 'http://edge-2:6081'] });
  });

  it('when EDGE_PURGE=cloudflare or fastly with their credentials, then their APIs are purged, at the platforms’ own addresses unless told otherwise', () => {
    expect(
      loadConfig({
        ...base,
        EDGE_PURGE: 'cloudflare',
        CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
        CLOUDFLARE_API_TOKEN: 'cf-token',
      }).edge,
    ).toEqual({
      platform: 'cloudflare',
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      apiToken: 'cf-token',
      apiUrl: 'https://api.cloudflare.com',
    });
    expect(
      loadConfig({
        ...base,
        EDGE_PURGE: 'fastly',
        FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY',
        FASTLY_API_TOKEN: 'f-token',
        FASTLY_API_URL: 'http://127.0.0.1:8080/',
      }).edge,
    ).toEqual({
      platform: 'fastly',
      serviceId: 'SU1Z0isxPaozGVKXdv0eY',
      apiToken: 'f-token',
      apiUrl: 'http://127.0.0.1:8080',
    });
  });

  it.each([
    [{ EDGE_PURGE: 'akamai' }, 'EDGE_PURGE="akamai": must be one of varnish, cloudflare, fastly'],
    [{ EDGE_PURGE: 'varnish' }, 'EDGE_PURGE_URLS: must be set when EDGE_PURGE=varnish'],
    [
      { EDGE_PURGE: 'varnish', EDGE_PURGE_URLS: 'edge:6081' },
      'EDGE_PURGE_URLS="edge:6081": must start with http:// or https://',
    ],
    [
      { EDGE_PURGE: 'varnish', EDGE_PURGE_URLS: ' , ' },
      'EDGE_PURGE_URLS=" , ": must name at least one address',
    ],
    [
      { EDGE_PURGE: 'cloudflare', CLOUDFLARE_API_TOKEN: 't' },
      'CLOUDFLARE_ZONE_ID: must be set when EDGE_PURGE=cloudflare',
    ],
    [
      { EDGE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'example.com', CLOUDFLARE_API_TOKEN: 't' },
      'CLOUDFLARE_ZONE_ID="example.com": must be the zone\'s id (32 hexadecimal digits, its Overview page)',
    ],
    [
      { EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'S' },
      'FASTLY_API_TOKEN: must be set when EDGE_PURGE=fastly',
    ],
    [
      { EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'S', FASTLY_API_TOKEN: 'two words' },
      'FASTLY_API_TOKEN="two words": must be one word of visible ASCII characters',
    ],
  ])('when the edge is configured with %j, then the start stops: %s', (env, problem) => {
    expect(problems(env)).toContain(problem);
  });

  it('when a platform misses both of its credentials, then both are named', () => {
    expect(problems({ EDGE_PURGE: 'fastly' })).toEqual([
      'FASTLY_SERVICE_ID: must be set when EDGE_PURGE=fastly',
      'FASTLY_API_TOKEN: must be set when EDGE_PURGE=fastly',
    ]);
  });
});
