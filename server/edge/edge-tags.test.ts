import { createEdgeTags, pageTag, SITE_TAG } from './edge-tags';

const ORIGIN = 'https://www.dkg-development.gr';

describe('edge tokens', () => {
  it('when a content tag is mapped, then its token is 16 lower-case hex digits, the same every time and in every process', () => {
    const first = createEdgeTags(ORIGIN);
    const second = createEdgeTags(ORIGIN);
    const tag = 'api::property.property#1001@ru';
    expect(first.token(tag)).toMatch(/^[0-9a-f]{16}$/);
    expect(first.token(tag)).toBe(second.token(tag));
    expect(first.siteToken).toBe(second.token(SITE_TAG));
  });

  it('when tags hold separators, spaces or letters of any script, then their tokens hold none of them, and differ', () => {
    const tags = createEdgeTags(ORIGIN);
    const awkward = [
      'api::header.header',
      'api::header.header@ru',
      'api::service.service#golden visa',
      'api::guide-article.guide-article#a,b',
      'api::event.event#Εκδήλωση',
      pageTag('el|/events'),
    ];
    const tokens = awkward.map((tag) => tags.token(tag));
    tokens.forEach((token) => expect(token).toMatch(/^[0-9a-f]{16}$/));
    expect(new Set(tokens).size).toBe(awkward.length);
  });

  it('when two sites share an edge, then the same tag has a different token on each, so a purge of one never reaches the other', () => {
    const production = createEdgeTags('https://www.dkg-development.gr');
    const staging = createEdgeTags('https://staging.dkg-development.gr');
    expect(production.token('api::header.header')).not.toBe(staging.token('api::header.header'));
    expect(production.siteToken).not.toBe(staging.siteToken);
  });

  it('when a list of tags repeats one, then its token is listed once, in order', () => {
    const tags = createEdgeTags(ORIGIN);
    expect(tags.tokens(['a', 'b', 'a'])).toEqual([tags.token('a'), tags.token('b')]);
  });
});
