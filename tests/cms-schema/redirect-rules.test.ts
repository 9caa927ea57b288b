import { normalizeAddress } from '../../server/redirects/address-table';

// The CMS's rules, in the CMS's own module (CommonJS, as Strapi loads it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cms = require('../../cms/src/lib/redirect-rules.js') as {
  normalizeAddress(value: string): string | null;
  normalizeTarget(value: string): string | null;
  follow(
    from: string,
    to: string,
    redirects: Array<{ from: string; to: string; kind: string }>,
  ): { to?: string; gone?: true; loop?: string[] };
};

describe('the redirects read by the CMS and by the site', () => {
  it('when an address is written any way, then the CMS keeps what the site compares', () => {
    const written = [
      '/ru/events/old',
      '/ru/events/old/',
      'ru/events/old',
      'https://www.example.com/ru/events/old?x=1',
      `/ru/${encodeURIComponent('события')}`,
      '/ru/события/',
      '/100%',
      '//double//slashes//',
      '/',
      '',
      '   ',
    ];
    for (const value of written)
      expect([value, cms.normalizeAddress(value)]).toEqual([value, normalizeAddress(value)]);
  });

  it('when a target is saved, then a path keeps its query and a full address stays as written', () => {
    expect(cms.normalizeTarget('/ru/properties/?sort=price')).toBe('/ru/properties?sort=price');
    expect(cms.normalizeTarget('https://example.org/a b')).toBe('https://example.org/a%20b');
    expect(cms.normalizeTarget('ftp://example.org')).toBeNull();
    expect(cms.normalizeTarget('javascript:alert(1)')).toBeNull();
    expect(cms.normalizeTarget('')).toBeNull();
  });

  it('when a redirect would come back to its own address, then the CMS finds the loop', () => {
    const table = [{ from: '/b', to: '/a', kind: 'permanent' }];
    expect(cms.follow('/a', '/b', table).loop).toEqual(['/a', '/b', '/a']);
    expect(cms.follow('/a', '/a/b', [{ from: '/a', to: '/a/b', kind: 'permanent' }]).loop).toBeDefined();
    expect(cms.follow('/b/c', '/x/c', [{ from: '/x', to: '/b', kind: 'permanent' }]).loop).toBeDefined();
  });

  it('when a redirect continues a chain, then it leads to the chain’s end', () => {
    const table = [
      { from: '/b', to: '/c', kind: 'permanent' },
      { from: '/c', to: '/d', kind: 'temporary' },
      { from: '/gone', to: '', kind: 'gone' },
    ];
    expect(cms.follow('/a', '/b', table)).toEqual({ to: '/d' });
    expect(cms.follow('/a', '/e', table)).toEqual({ to: '/e' });
    expect(cms.follow('/a', '/gone/x', table)).toEqual({ gone: true });
  });
});
