import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { localizePath } from '../../navigation/paths';
import type { CategoryFilterEntry } from './projects-listing.server';

interface ProjectCategoryFilterProps {
  categories: CategoryFilterEntry[];
  total: number;
  /** The slug of the category shown; none for 'All'. */
  active?: string;
}

/** The row of category links above a projects listing: 'All', then each category with its count. */
export function ProjectCategoryFilter({ categories, total, active }: ProjectCategoryFilterProps) {
  const { t } = useTranslation('projects');
  const locale = useLocale();
  const entries = [
    { key: '', title: t('filter.all'), count: total, href: href('dkg-projects', {}) },
    ...categories.map((category) => ({
      key: category.slugId,
      title: category.title,
      count: category.count,
      href: href('dkg-projects-category-id', { category: category.slugId }),
    })),
  ];
  return (
    <nav className="project-filter" aria-label={t('filter.label')}>
      <ul className="project-filter__list">
        {entries.map((entry) => {
          const current = entry.key === (active ?? '');
          return (
            <li key={entry.key}>
              <Link
                to={localizePath(entry.href, locale)}
                className="project-filter__link"
                aria-current={current ? 'page' : undefined}
              >
                <span>{entry.title}</span>
                <span className="project-filter__count" aria-hidden="true">
                  {String(entry.count).padStart(2, '0')}
                </span>
                <span className="visually-hidden">{t('filter.count', { count: entry.count })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
