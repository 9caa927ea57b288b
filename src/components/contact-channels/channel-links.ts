/**
 * The links of a phone number, in the shapes each platform documents. Every one starts from the
 * number's digits with its country code: spaces, dots, dashes and brackets are dropped.
 */

/** The number's digits, with the + of an international number. */
function dialable(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '');
}

/** `tel:+302107214500` (RFC 3966: a global number is + and digits). */
export function telHref(number: string): string {
  return `tel:${dialable(number)}`;
}

/**
 * `https://wa.me/302107214500`: WhatsApp's click to chat, "a full phone number in international
 * format; omit any zeroes, brackets, or dashes" and no + (https://faq.whatsapp.com/5913398998672934).
 */
export function whatsappHref(number: string): string {
  return `https://wa.me/${dialable(number).replace(/^\+/, '')}`;
}

/**
 * `viber://chat?number=%2B302107214500`: Viber's deep link to a chat with a number, the + written as
 * %2B (https://developers.viber.com/docs/tools/deep-links/, "viber://chat?number=<phone number>").
 */
export function viberHref(number: string): string {
  return `viber://chat?number=${encodeURIComponent(`+${dialable(number).replace(/^\+/, '')}`)}`;
}

/** Whether a number has enough digits to be called (a number an editor left half-written is not shown). */
export function isDialable(number: string | null | undefined): number is string {
  return typeof number === 'string' && dialable(number).replace('+', '').length >= 6;
}
