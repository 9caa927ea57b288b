/**
 * On a slow line a page arrives in pieces, and the browser draws what it has. A block laid out from its
 * end (pushed to the right, or to the bottom) grows when the rest comes and moves what was drawn: a
 * header half its tools, a slide's text without its title. Such a block takes the class `arrives-whole`
 * and ends with this mark; until the mark has arrived the block is laid out but not drawn
 * (src/styles/global.css). A browser without `:has()` draws it as it comes.
 */
export const ARRIVES_WHOLE = 'arrives-whole';

export function ArrivalMark() {
  return <i className="arrival-mark" hidden />;
}
