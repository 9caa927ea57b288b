import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../content/requests/projects.server';
import { useAppStore } from '../../state/store';
import { ContactForm } from '../contact-form/contact-form';
import { Prose } from '../prose/prose';
import { ProjectStatusLabel } from '../project-card/project-status';
import { useDialog } from '../use-dialog';
import { ProjectGallery } from './project-gallery';
import './project-popup.css';

export interface ProjectPopupProps {
  project: Omit<ProjectDetail, 'description' | 'seo'> & { descriptionHtml: string };
  categoryTitle: string;
  /** Where closing leads: the category page (a plain link before JavaScript). */
  closeHref: string;
  /** The popup's own address, locale-neutral: where its enquiry form returns without JavaScript. */
  page: string;
  onClose: () => void;
}

const TITLE_ID = 'project-popup-title';
const ENQUIRY_TITLE_ID = 'project-popup-enquiry-title';

/**
 * A project over its category page, as a modal dialog: gallery, title, place, year, stage, summary,
 * description, and a form to ask about it (the enquiry names the project). The close control and the backdrop are links to the category page, so the popup
 * closes without JavaScript too; with it, Escape closes it as well and focus stays inside.
 */
export function ProjectPopup({ project, categoryTitle, closeHref, page, onClose }: ProjectPopupProps) {
  const { t } = useTranslation('projects');
  const store = useAppStore();
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  // The focus starts on the close control, at the top: the enquiry form is at the popup's end.
  useDialog(panel, true, () => latestClose.current(), {
    alongside: '.site-header',
    focus: '.project-popup__close',
  });

  // The route data says a popup is open; whichever way the popup goes, the flag goes with it.
  useEffect(() => {
    store.setState({ pageHasOpenedPopup: true, stopWheel: true });
    return () => store.setState({ pageHasOpenedPopup: false, stopWheel: false });
  }, [store]);

  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
  };
  const pictures = [project.cover, ...project.gallery].filter((media) => media !== null);

  return (
    <div className="project-popup">
      <Link
        to={closeHref}
        preventScrollReset
        className="project-popup__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={close}
      />
      <div
        className="project-popup__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        ref={panel}
      >
        <Link
          to={closeHref}
          preventScrollReset
          className="project-popup__close"
          aria-label={t('popup.close', { category: categoryTitle })}
          onClick={close}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </Link>
        <ProjectGallery pictures={pictures} label={t('popup.gallery', { title: project.title })} />
        <div className="project-popup__content">
          <header className="project-popup__header">
            <p className="eyebrow">{categoryTitle}</p>
            <h2 id={TITLE_ID} className="project-popup__title">
              {project.title}
            </h2>
            {project.summary && <p className="project-popup__summary">{project.summary}</p>}
          </header>
          <dl className="project-popup__facts">
            {project.location && (
              <div className="project-popup__fact--wide">
                <dt>{t('popup.location')}</dt>
                <dd>{project.location}</dd>
              </div>
            )}
            {project.year !== null && (
              <div>
                <dt>{t('popup.year')}</dt>
                <dd>{project.year}</dd>
              </div>
            )}
            {project.stage && (
              <div>
                <dt>{t('popup.status')}</dt>
                <dd>
                  <ProjectStatusLabel stage={project.stage} />
                </dd>
              </div>
            )}
          </dl>
          <Prose html={project.descriptionHtml} className="project-popup__description" />
          <section className="project-popup__enquiry" aria-labelledby={ENQUIRY_TITLE_ID}>
            <div className="project-popup__enquiry-intro">
              <h3 id={ENQUIRY_TITLE_ID} className="project-popup__enquiry-title">
                {t('popup.enquiryTitle')}
              </h3>
              <p>{t('popup.enquiryText')}</p>
            </div>
            <ContactForm
              className="project-popup__form"
              page={page}
              about={{ kind: 'project', reference: project.reference }}
              initialMessage={t('popup.enquiryMessage', { title: project.title })}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
