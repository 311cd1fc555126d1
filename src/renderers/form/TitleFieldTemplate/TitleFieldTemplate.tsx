import { getUiOptions, titleId, type ArrayFieldTitleProps, type TitleFieldProps } from '@rjsf/utils';
import type { ReactNode } from 'react';

/**
 * A group's title in a form: an h2 under the screen's h1, where @rjsf/primereact writes an h5
 * (a jump of four levels, which screen readers announce as missing headings and axe refuses as
 * heading-order). A nested group is an h2 too: never a skipped level.
 */
function Heading({ id, title, required, optionalDataControl, className }: { id?: string; title: ReactNode; required?: boolean; optionalDataControl?: ReactNode; className: string }) {
  const heading = (
    <h2 id={id} className={className}>
      {title} {required ? '*' : ''}
    </h2>
  );
  if (!optionalDataControl) return heading;
  return (
    <div className="form-title__row">
      <div className="form-title__text">{heading}</div>
      <div>{optionalDataControl}</div>
    </div>
  );
}

/**
 * An object's title, with a rule under it (where @rjsf/primereact draws PrimeReact's Divider, whose
 * layout is injected once it has mounted, after that frame is painted: a form drawn at once, the
 * signup's details, then moved 7 px under each title). The light renderer's address draws the same.
 */
export function TitleFieldTemplate({ id, title, uiSchema, required, optionalDataControl }: TitleFieldProps) {
  return (
    <div id={id}>
      <Heading title={getUiOptions(uiSchema).title || title} required={required} optionalDataControl={optionalDataControl} className="form-title" />
      <hr className="form-title__rule" />
    </div>
  );
}

/** A list's title; its id is the one the list's region is labelled by. */
export function ArrayFieldTitleTemplate({ title, uiSchema, required, fieldPathId, optionalDataControl }: ArrayFieldTitleProps) {
  return <Heading id={titleId(fieldPathId)} title={getUiOptions(uiSchema).title || title} required={required} optionalDataControl={optionalDataControl} className="form-title form-title--list" />;
}
