import type { ReactNode } from 'react';
import './catalogue-hero.css';
import { HeroTitle } from '../hero-title/hero-title';
import { Prose } from '../prose/prose';

interface CatalogueHeroProps {
  title: string;
  intro?: string;
  /** Above the title: a link back to the section, a status. */
  eyebrow?: ReactNode;
  /** Below the intro: facts such as a date and a place. */
  children?: ReactNode;
}

/** The top of a catalogue page: the one h1, in the editorial scale, with its intro. */
export function CatalogueHero({ title, intro, eyebrow, children }: CatalogueHeroProps) {
  return (
    <header className="catalogue-hero container">
      <HeroTitle className="catalogue-hero__title" text={title} />
      {eyebrow && <div className="catalogue-hero__eyebrow eyebrow">{eyebrow}</div>}
      {intro && <p className="catalogue-hero__intro">{intro}</p>}
      {children}
    </header>
  );
}

/** A page's closing words (the single's Markdown body, rendered), under a thin rule; none when empty. */
export function CatalogueNote({ html }: { html?: string }) {
  if (!html) return null;
  return (
    <div className="catalogue-note container">
      <Prose html={html} />
    </div>
  );
}

/** The list of an index page, under a heading for screen readers only. */
export function CatalogueList({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <section className="container" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {label}
      </h2>
      {children}
    </section>
  );
}
