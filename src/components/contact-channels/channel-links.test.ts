import { isDialable, telHref, viberHref, whatsappHref } from './channel-links';

describe('the links of a phone number, against the shapes the platforms document', () => {
  it('when a number is written with spaces, dots, dashes and brackets, then tel: has + and digits only (RFC 3966)', () => {
    expect(telHref('+30 210 721 4500')).toBe('tel:+302107214500');
    expect(telHref('+30 (210) 721-45.00')).toBe('tel:+302107214500');
  });

  it('when it is a WhatsApp number, then the link is https://wa.me/ and the digits without + (WhatsApp click to chat)', () => {
    expect(whatsappHref('+30 694 812 3057')).toBe('https://wa.me/306948123057');
    expect(whatsappHref('+30 (694) 812-3057')).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it('when it is a Viber number, then the link is viber://chat?number= with the + as %2B (Viber deep links)', () => {
    expect(viberHref('+30 694 812 3057')).toBe('viber://chat?number=%2B306948123057');
    expect(viberHref('306948123057')).toBe('viber://chat?number=%2B306948123057');
  });

  it('when a number is empty or too short to call, then it is not offered', () => {
    expect(isDialable('')).toBe(false);
    expect(isDialable(null)).toBe(false);
    expect(isDialable('+30 1')).toBe(false);
    expect(isDialable('+30 210 721 4500')).toBe(true);
  });
});
