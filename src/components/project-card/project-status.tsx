import { useTranslation } from '../../i18n/translation';
import type { ProjectStage } from '@dkg/content-model';
import './project-status.css';

/** The stage of a project as a small label: completed, under construction or in design. */
export function ProjectStatusLabel({
  stage,
  className = '',
}: {
  stage: ProjectStage | null;
  className?: string;
}) {
  const { t } = useTranslation('projects');
  if (!stage) return null;
  return (
    <span className={`project-status project-status--${stage} ${className}`}>{t(`status.${stage}`)}</span>
  );
}
