import { renderToStaticMarkup } from 'react-dom/server';
import { HeroTitle, longWordStep } from './hero-title';

describe('longWordStep', () => {
  it.each([
    ['Properties for sale', undefined],
    ['Политика конфиденциальности', 17],
    ['Πολιτική απορρήτου', undefined],
    ['Προσωπικά δεδομένα και πιστοποιητικά', undefined],
    ['Entwicklungsgesellschaftsvertrag', 22],
    ['Ηλεκτρομηχανολογικές μελέτες', 19],
    ['Градостроительный', 17],
    ['Достопримечательность', 19],
    ['Архитектурно-строительный', undefined],
    ['Общестроительные', 15],
    ['', undefined],
  ])('when the title is %j, then the step is %j', (text, step) => {
    expect(longWordStep(text)).toBe(step);
  });

  it('when a word has letters outside the BMP, then it counts letters, not UTF-16 units', () => {
    expect(longWordStep('𝐀'.repeat(14))).toBeUndefined();
    expect(longWordStep('𝐀'.repeat(15))).toBe(15);
  });
});

describe('HeroTitle', () => {
  it('when the title has a very long word, then the h1 gets the fitting class', () => {
    expect(
      renderToStaticMarkup(<HeroTitle className="editorial__title" text="Политика конфиденциальности" />),
    ).toBe('<h1 class="hero-title editorial__title hero-title--fit-17">Политика конфиденциальности</h1>');
  });

  it('when every word fits, then the h1 has the hero class only', () => {
    expect(renderToStaticMarkup(<HeroTitle className="contacts__title" text="Contacts" />)).toBe(
      '<h1 class="hero-title contacts__title">Contacts</h1>',
    );
  });
});
