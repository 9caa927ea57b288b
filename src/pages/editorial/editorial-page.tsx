import { useLoaderData } from 'react-router';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { Prose } from '../../components/prose/prose';
import type { EditorialPageData } from './editorial-loader.server';
import './editorial-page.css';
import { HeroTitle } from '../../components/hero-title/hero-title';

/** An editorial page: title, intro, picture, Markdown body and gallery. */
export default function EditorialPage() {
  const { page } = useLoaderData() as EditorialPageData;
  return (
    <article className="editorial">
      <header className="editorial__hero container">
        <HeroTitle className="editorial__title" text={page.title} />
        {page.intro && <p className="editorial__intro">{page.intro}</p>}
      </header>
      {page.image && (
        <figure className="editorial__figure">
          <ResponsiveImage media={page.image} sizes="100vw" priority className="editorial__image" />
        </figure>
      )}
      <div className="editorial__body container">
        <Prose html={page.bodyHtml} />
      </div>
      {page.gallery.length > 0 && (
        <ul className="editorial__gallery container">
          {page.gallery.map((media) => (
            <li key={media.url}>
              <ResponsiveImage media={media} sizes="(min-width: 1024px) 33vw, 100vw" />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
