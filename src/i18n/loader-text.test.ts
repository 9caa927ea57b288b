import { loaderText } from './loader-text';
import { LOCALES } from './locales';
import { NAMESPACES } from './namespaces';
import { resources } from './resources';

describe("the server's translators", () => {
  it("when the e-mails' words are read, then they come from mail.json and the strings a page sends hold none of them", () => {
    expect(loaderText('ru', 'mail')('acknowledgement.greeting', { name: 'Анна' })).toBe(
      'Здравствуйте, Анна!',
    );
    expect(loaderText('el', 'mail')('propertyRef', { reference: 1001 })).toBe('κωδ. 1001');
    for (const locale of LOCALES) {
      expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
    }
  });
});
