import { formatNumber, formatPrice } from './number-format.server';

describe('property formats', () => {
  it('when a price is shown, then it is in euros the way each locale writes them', () => {
    expect(formatPrice(2_350_000, 'en')).toBe('€2,350,000');
    expect(formatPrice(2_350_000, 'ru')).toBe('2\u00a0350\u00a0000\u00a0€');
    expect(formatPrice(2_350_000, 'el')).toBe('2.350.000\u00a0€');
  });

  it('when an area or a coordinate is shown, then the locale separators are used', () => {
    expect(formatNumber(4_200, 'en')).toBe('4,200');
    expect(formatNumber(37.7856, 'el')).toBe('37,7856');
  });
});
