import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@dkg/content-model';
import './project-status.css';

/** The stage of a project as a small label: completed, under construction or in design. */
export function ProjectStatusLabel({
  status,
  className = '',
}: {
  status: ProjectStatus | null;
  className?: string;
}) {
  const { t } = useTranslation('projects');
  if (!status) return null;
  return (
    <span className={`project-status project-status--${status} ${className}`}>{t(`status.${status}`)}</span>
  );
}
