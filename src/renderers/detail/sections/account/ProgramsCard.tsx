import type { ReactNode } from 'react';
import type { Account, Schemas } from '../../../../engine/api/types';
import { formatDate } from '../../../../engine/format';
import { fillProgram, programMessages as t } from '../../../../engine/messages/programs';
import { enrolmentWords, offerWords, programLabel } from '../../../../engine/programs/program-words';
import { PrebuyGallonsChart } from '../../../charts/PrebuyGallonsChart';
import { Loading } from '../../../shell/Loading';
import { useRecord } from '../../../schema-form/use-record';
import { RowLinkButtons, useRowLinks } from '../RowLinks';
import type { SectionProps } from '../section-props';

type Enrolment = Schemas['ProgramEnrolment'];
type Offer = Schemas['ProgramOffer'];

/** The newest enrolment of each program: what the account is on, or waiting for. */
function newestPerProgram(enrolments: readonly Enrolment[]): Enrolment[] {
  const seen = new Set<string>();
  return enrolments.filter((e) => !seen.has(e.program) && seen.add(e.program));
}

/**
 * The budget plan and pre-buy program on the overview (issue 26): the account's plan (monthly
 * amount, payments made and left; a pre-buy's gallons used of those contracted, with a chart), an
 * enrolment waiting for staff, and each program still open to it with the account's own estimate
 * and the section's row link into the enrolment form. The server works every figure out (GET
 * …/programs); this card only words and draws them. Nothing shows when the tenant offers none and
 * the account has none.
 */
export function ProgramsCard({ section, record, reloadToken }: SectionProps) {
  const account = record as Account;
  const { record: programs, loading, error } = useRecord<Schemas['AccountPrograms']>('getAccountPrograms', { account_id: account.account_id }, reloadToken);
  const links = useRowLinks(section, record);
  if (!loading && !error && programs && !programs.offers.length && !programs.enrolments.length) return null;
  const enrolled = programs ? newestPerProgram(programs.enrolments) : [];
  const open = programs?.offers.filter((offer) => !offer.enrolled && !enrolled.some((e) => e.program === offer.program && e.state === 'approved')) ?? [];
  return (
    <section className="card overview__programs" aria-labelledby="overview-programs-title">
      <h2 id="overview-programs-title" className="card__title">
        {t.programsTitle}
      </h2>
      {loading && <Loading label={t.loadingPrograms} />}
      {error && <p className="chart-empty">{error}</p>}
      {!loading && programs && (
        <>
          {enrolled.map((enrolment) => (
            <Plan key={enrolment.enrolment_id} enrolment={enrolment} today={programs.today} />
          ))}
          {open.map((offer) => (
            <ProgramOffer key={offer.program} offer={offer} foot={offer.window_state === 'open' && (offer.program === 'prebuy' || (offer.figures?.monthly_amount ?? 0) > 0) && links.length > 0 && <RowLinkButtons links={links} row={offer} record={record} />} />
          ))}
        </>
      )}
    </section>
  );
}

function Plan({ enrolment, today }: { enrolment: Enrolment; today: string }) {
  const words = enrolmentWords(enrolment);
  const id = `program-plan-${enrolment.enrolment_id}`;
  const progress = enrolment.progress;
  return (
    <article className={`program program--${enrolment.state}`} aria-labelledby={id}>
      <h3 id={id} className="program__title">
        {words.title} <span className="program__status">{enrolment.state === 'pending' ? t.stateWaiting : enrolment.status_label}</span>
      </h3>
      <ul className="program__lines">
        {words.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {enrolment.program === 'prebuy' && progress && progress.contracted_gallons !== null && (
        <div className="chart-frame chart-frame--program">
          <PrebuyGallonsChart
            points={progress.used_points}
            contracted={progress.contracted_gallons}
            since={enrolment.consent.signed_at.slice(0, 10)}
            today={today}
            label={fillProgram('gallonsChart', { contracted: progress.contracted_gallons, date: formatDate(enrolment.consent.signed_at.slice(0, 10)) })}
          />
        </div>
      )}
    </article>
  );
}

function ProgramOffer({ offer, foot }: { offer: Offer; foot: ReactNode }) {
  const words = offerWords(offer);
  const id = `program-offer-${offer.program}`;
  return (
    <article className="program program--offer" aria-labelledby={id}>
      <h3 id={id} className="program__title">
        {programLabel(offer.program)}
      </h3>
      <p className="program__estimate">{words.estimate}</p>
      {words.window && <p className="program__window muted">{words.window}</p>}
      {foot}
    </article>
  );
}
