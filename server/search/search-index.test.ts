import type { SearchDocument } from '../../src/content/requests/search-documents.server';
import { createSearchIndex, referenceAskedFor } from './search-index';

const documents: SearchDocument[] = [
  {
    id: 'property-1',
    kind: 'property',
    title: 'Βίλα με θέα θάλασσα',
    text: 'Σύγχρονη κατοικία κοντά στη θάλασσα, με πισίνα.',
    keywords: 'Λαγονήσι, Αττική',
    href: '/properties/1',
  },
  {
    id: 'service-1',
    kind: 'service',
    title: 'Ακίνητα για επενδυτές',
    text: 'Επιλέγουμε ακίνητα με καθαρούς τίτλους.',
    keywords: '',
    href: '/services/investment',
  },
  {
    id: 'page-about',
    kind: 'page',
    title: 'Η εταιρεία',
    text: 'Χτίζουμε από το 1998 κατοικίες με ακίνητα υψηλής ποιότητας.',
    keywords: '',
    href: '/about',
  },
];

describe('the search index', () => {
  const index = createSearchIndex(documents);

  it('when a word is in a title and in a text, then the title hit ranks first', () => {
    const hits = index.search('ακινητα');
    expect(hits.map((hit) => hit.href)).toEqual(['/services/investment', '/about']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('when the start of a word is typed, then the word is found', () => {
    expect(index.search('πισ').map((hit) => hit.href)).toEqual(['/properties/1']);
  });

  it('when a long word has a typo, then it is still found', () => {
    expect(index.search('θαλασα').map((hit) => hit.href)).toContain('/properties/1');
  });

  it('when only the keywords match, then they lead the excerpt and the text follows', () => {
    const [hit] = index.search('λαγονησι');
    expect(hit.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(['Λαγονήσι']);
    expect(hit.excerpt.map((part) => part.text).join('')).toBe(
      'Λαγονήσι, Αττική — Σύγχρονη κατοικία κοντά στη θάλασσα, με πισίνα.',
    );
  });

  it('when several words are asked, then documents with all of them come first, and any of them otherwise', () => {
    expect(index.search('ακινητα τιτλους').map((hit) => hit.href)).toEqual(['/services/investment']);
    expect(
      index
        .search('πισινα εταιρεια')
        .map((hit) => hit.href)
        .sort(),
    ).toEqual(['/about', '/properties/1']);
  });

  it('when nothing matches, then there are no hits', () => {
    expect(index.search('ξενοδοχείο')).toEqual([]);
  });

  it('when a query mixes single characters with words, then only the words count', () => {
    expect(index.search('1 πισινα').map((hit) => hit.href)).toEqual(['/properties/1']);
  });
});

describe('referenceAskedFor', () => {
  it.each([
    ['1001', 1001],
    ['#1001', 1001],
    ['Ref. 1001', 1001],
    ['ref 1001', 1001],
    ['REF.1001', 1001],
    ['№ 1001', 1001],
    ['номер 1001', 1001],
    ['κωδ. 1001', 1001],
    ['Κωδικός 1001', 1001],
  ])('when the search is “%s”, then it asks for reference %d', (term, reference) => {
    expect(referenceAskedFor(term)).toBe(reference);
  });

  it.each(['villa 1001', '1001 villa', 'villa', 'ref', '', 'ref 10 01'])(
    'when the search is “%s”, then it asks for no reference',
    (term) => {
      expect(referenceAskedFor(term)).toBeNull();
    },
  );
});
