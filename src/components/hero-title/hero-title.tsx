/** From these lengths of a title's longest word, the title is made smaller on narrow screens. */
const LONG_WORD_STEPS = [22, 19, 17, 15] as const;

/**
 * The step of the title's longest word, or undefined when every word fits: a word such as
 * «конфиденциальности» is wider than a phone at the hero's size and would be broken mid-word.
 */
export function longWordStep(text: string): number | undefined {
  const longest = Math.max(0, ...text.split(/[\s\-‐–—/]+/u).map((word) => [...word].length));
  return LONG_WORD_STEPS.find((step) => longest >= step);
}

interface HeroTitleProps {
  /** The title as text: what is shown, and what is measured. */
  text: string;
  className: string;
}

/** A page's h1 in the hero size, scaled down on narrow screens when it holds a very long word. */
export function HeroTitle({ text, className }: HeroTitleProps) {
  const step = longWordStep(text);
  const classes = ['hero-title', className, step && `hero-title--fit-${step}`].filter(Boolean).join(' ');
  return <h1 className={classes}>{text}</h1>;
}
