import type { RedirectRow } from '../../src/content/requests/redirects.server';
import { createAddressTable, normalizeAddress } from './address-table';

const permanent = (from: string, to: string): RedirectRow => ({ from, to, kind: 'permanent' });

describe('the redirects as one lookup', () => {
  it('when an address was renamed, then it answers 301 to the new one, with or without a trailing slash', () => {
    const table = createAddressTable([permanent('/ru/events/old', '/ru/events/new')]);
    expect(table.find('/ru/events/old')).toEqual({ status: 301, location: '/ru/events/new' });
    expect(table.find('/ru/events/old/')).toEqual({ status: 301, location: '/ru/events/new' });
    expect(table.find('/en/events/old')).toBeNull();
    expect(table.find('/ru/events/older')).toBeNull();
  });

  it('when a category was renamed, then the addresses below it follow, and the root matches only itself', () => {
    const table = createAddressTable([
      permanent('/ru/dkg-projects/old', '/ru/dkg-projects/new'),
      permanent('/', '/about'),
    ]);
    expect(table.find('/ru/dkg-projects/old/201')).toEqual({
      status: 301,
      location: '/ru/dkg-projects/new/201',
    });
    expect(table.find('/ru/dkg-projects')).toBeNull();
    expect(table.find('/')).toEqual({ status: 301, location: '/about' });
    expect(table.find('/contacts')).toBeNull();
  });

  it('when redirects chain, then the answer is one hop to the end, temporary if any step is', () => {
    const table = createAddressTable([
      permanent('/a', '/b'),
      { from: '/b', to: '/c', kind: 'temporary' },
      permanent('/c', '/d'),
    ]);
    expect(table.find('/a')).toEqual({ status: 302, location: '/d' });
    expect(table.find('/c')).toEqual({ status: 301, location: '/d' });
  });

  it('when a chain ends at a gone address, then it is gone; a gone address answers 410', () => {
    const table = createAddressTable([permanent('/a', '/b'), { from: '/b', to: '', kind: 'gone' }]);
    expect(table.find('/a')).toEqual({ status: 410, location: null });
    expect(table.find('/b/below')).toEqual({ status: 410, location: null });
  });

  it('when redirects make a loop, then no redirect is answered (the page answers as if there were none)', () => {
    const loop = createAddressTable([permanent('/a', '/b'), permanent('/b', '/a')]);
    expect(loop.find('/a')).toBeNull();
    const below = createAddressTable([permanent('/a', '/a/b')]);
    expect(below.find('/a')).toBeNull();
  });

  it('when the visitor sent a query, then it goes along unless the target has its own', () => {
    const table = createAddressTable([permanent('/a', '/b'), permanent('/c', '/d?sort=price')]);
    expect(table.find('/a', '?utm_source=mail')).toEqual({ status: 301, location: '/b?utm_source=mail' });
    expect(table.find('/c', '?page=2')).toEqual({ status: 301, location: '/d?sort=price' });
  });

  it('when addresses are in Cyrillic or Greek, then they match encoded or not and lead to an ASCII Location', () => {
    const table = createAddressTable([permanent('/ru/события/старое', '/ru/события/новое')]);
    const found = table.find(`/ru/${encodeURIComponent('события')}/${encodeURIComponent('старое')}`);
    expect(found).toEqual({ status: 301, location: encodeURI('/ru/события/новое') });
    expect(found?.location).toMatch(/^[\x21-\x7e]+$/);
  });

  it('when a target is a full https address, then it is answered as written; rows without a target are left out', () => {
    const table = createAddressTable([
      permanent('/brochure', 'https://example.org/files/brochure.pdf'),
      permanent('/nowhere', ''),
      permanent('/relative', 'no-slash'),
      permanent('/elsewhere', '//evil.example/path'),
      permanent('/backslash', '/\\evil.example'),
    ]);
    expect(table.find('/brochure')).toEqual({
      status: 301,
      location: 'https://example.org/files/brochure.pdf',
    });
    expect(table.find('/nowhere')).toBeNull();
    expect(table.find('/relative')).toBeNull();
    expect(table.find('/elsewhere')).toBeNull();
    expect(table.find('/backslash')).toBeNull();
    expect(table.size).toBe(1);
  });

  it('when an address is written loosely, then it is normalized to its decoded path', () => {
    expect(normalizeAddress(' https://site.example/ru/a/?x=1#top ')).toBe('/ru/a');
    expect(normalizeAddress('ru//a//')).toBe('/ru/a');
    expect(normalizeAddress('/%E2%82%AC')).toBe('/€');
    expect(normalizeAddress('/100%')).toBe('/100%');
    expect(normalizeAddress('')).toBeNull();
    expect(normalizeAddress('/')).toBe('/');
  });
});
