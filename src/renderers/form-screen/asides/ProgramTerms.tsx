import { useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../../engine/api/types';
import { formatUnitPrice } from '../../../engine/format';
import { fillProgram, programMessages as t } from '../../../engine/messages/programs';
import { offerWords, programLabel } from '../../../engine/programs/program-words';
import { RichText } from '../../content/RichText';
import { Loading } from '../../shell/Loading';
import { useRecord } from '../../schema-form/use-record';

/**
 * Beside an enrolment (issue 26): the program's terms the customer agrees to, with their version,
 * and the account's own figures (the budget estimate; a pre-buy's quote and its price bands), as
 * GET …/programs gives them for the route's account and the query's program.
 */
export default function ProgramTerms() {
  const { account_id: accountId } = useParams();
  const [search] = useSearchParams();
  const { record: programs, loading } = useRecord<Schemas['AccountPrograms']>('getAccountPrograms', { account_id: accountId ?? '' }, 0);
  const offer = programs?.offers.find((o) => o.program === search.get('program'));
  if (loading) return <Loading label={t.loadingPrograms} />;
  if (!offer) return null;
  const words = offerWords(offer);
  return (
    <aside className="card form-aside program-terms" aria-labelledby="program-terms-title">
      <h2 id="program-terms-title">{fillProgram('termsTitle', { program: programLabel(offer.program), version: offer.terms_version })}</h2>
      <p className="program-terms__estimate">
        <strong>{words.estimate}</strong>
      </p>
      {offer.bands && offer.bands.length > 0 && (
        <>
          <h3 className="program-terms__bands-title">{t.bandsTitle}</h3>
          <ul className="program-terms__bands">
            {offer.bands.map((band) => (
              <li key={band.from_gallons}>{fillProgram('bandLine', { from: band.from_gallons, price: formatUnitPrice(band.price_per_gallon) })}</li>
            ))}
          </ul>
        </>
      )}
      <RichText html={offer.terms} className="program-terms__text" />
    </aside>
  );
}
