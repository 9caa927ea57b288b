/**
 * The opening of a text for a meta description: whole sentences up to `limit` characters, or the
 * first sentence cut at a word when it alone is longer.
 */
export function firstSentences(text: string, limit = 160): string {
  const sentences = text.trim().split(/(?<=[.!?;])\s+/);
  let result = '';
  for (const sentence of sentences) {
    const next = result ? `${result} ${sentence}` : sentence;
    if (next.length > limit) break;
    result = next;
  }
  if (result) return result;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
