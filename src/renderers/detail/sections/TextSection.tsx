import { RichText } from '../../content/RichText';
import { useTenant } from '../../tenant/tenant-context';
import type { SectionProps } from './section-props';

/** One of the settings' rich texts (settings.tooltips.<tooltip>): a screen's introduction. */
export function TextSection({ section }: SectionProps) {
  const { settings } = useTenant();
  const tooltips: Readonly<Record<string, string | undefined>> = settings.tooltips ?? {};
  return <RichText html={section.tooltip ? tooltips[section.tooltip] : undefined} className="detail-text muted" />;
}
