import type { ReactNode } from 'react';
import type { Account, Schemas } from '../../../../engine/api/types';
import { fillTankLevel, tankLevelMessages as t } from '../../../../engine/messages/tank-levels';
import { tankWords } from '../../../../engine/tanks/tank-words';
import { tankPlanWords } from '../../../../engine/tanks/tank-plan-words';
import { TankLevelChart } from '../../../charts/TankLevelChart';
import { Loading } from '../../../shell/Loading';
import { RowLinkButtons, useRowLinks } from '../RowLinks';
import type { SectionProps } from '../section-props';
import { useRecord } from '../../../schema-form/use-record';

type TankForecast = Schemas['TankForecast'];

/** The chart's past: about a season, long enough to show the last fill and the readings since. */
const TANK_CHART_DAYS = 90;

/**
 * Each tank of the account (issue 26): its level, read or estimated, what that is known from, when
 * it reaches the supplier's reorder level and empty, its chart, and the section's row links (enter
 * a gauge reading, order) for that tank. The server works the figures out (GET …/tanks); this
 * card only words and draws them.
 */
export function TankLevelsCard({ section, record, reloadToken }: SectionProps) {
  const account = record as Account;
  // GET /accounts/{account_id}/tanks, again after the screen's reload.
  const { record: tanks, loading, error } = useRecord<Schemas['AccountTanks']>('listAccountTanks', { account_id: account.account_id, chart_days: TANK_CHART_DAYS }, reloadToken);
  const links = useRowLinks(section, record);
  return (
    <section className="card overview__tanks" aria-labelledby="overview-tanks-title">
      <h2 id="overview-tanks-title" className="card__title">
        {t.tankLevels}
      </h2>
      {loading && <Loading label={t.loadingTanks} />}
      {error && <p className="chart-empty">{error}</p>}
      {!loading && tanks?.tanks.length === 0 && <p className="muted">{t.noTanks}</p>}
      {/* While another account's tanks load, the last one's are not shown as this one's. */}
      {!loading && tanks?.tanks.map((tank) => (
        <TankLevel key={tank.tank_id} tank={tank} reorderPercent={tanks.reorder_percent} asOf={tanks.as_of} foot={links.length > 0 && <RowLinkButtons links={links} row={tank} record={record} />} />
      ))}
    </section>
  );
}

function TankLevel({ tank, reorderPercent, asOf, foot }: { tank: TankForecast; reorderPercent: number; asOf: string; foot: ReactNode }) {
  const words = tankWords(tank);
  const titleId = `tank-${tank.tank_id}-title`;
  const low = tank.reorder?.reached ?? false;
  return (
    <article className={low ? 'tank tank--low' : 'tank'} aria-labelledby={titleId}>
      <h3 id={titleId} className="tank__title">
        {words.title}
      </h3>
      <div className="tank__body">
        <dl className="tank__facts">
          <div className="tank__level">
            <dt>{words.levelLabel}</dt>
            <dd>
              <strong>{words.level ?? '--'}</strong> {words.levelRange && <span className="tank__range">{words.levelRange}</span>}
              {words.gallons && <span className="tank__gallons">{words.gallons}</span>}
            </dd>
            {words.basis && <dd className="tank__basis">{words.basis}</dd>}
          </div>
        </dl>
        <ul className="tank__forecast">
          {words.reorder && (
            <li className={low ? 'tank__reorder tank__reorder--reached' : 'tank__reorder'}>
              <i className={low ? 'pi pi-exclamation-triangle' : 'pi pi-calendar'} aria-hidden="true" /> {words.reorder}
            </li>
          )}
          {words.empty && (
            <li>
              <i className="pi pi-clock" aria-hidden="true" /> {words.empty}
            </li>
          )}
          {words.unknown && (
            <li className="tank__unknown">
              <i className="pi pi-info-circle" aria-hidden="true" /> {words.unknown}
            </li>
          )}
        </ul>
      </div>
      <TankPlanFacts tank={tank} asOf={asOf} />
      {tank.points.length > 0 && (
        <div className="chart-frame chart-frame--tank">
          <TankLevelChart points={tank.points} reorderPercent={reorderPercent} asOf={asOf} label={fillTankLevel('levelChart', { tank: tank.drop_name, days: TANK_CHART_DAYS })} />
        </div>
      )}
      {foot}
    </article>
  );
}

/**
 * The tank's delivery plan in plain sight (issue 26): automatic or will-call in words, an away
 * period ahead or under way, the approved notes for the driver (gate code masked) and the requests
 * waiting for staff, each marked pending in words, not only by colour.
 */
function TankPlanFacts({ tank, asOf }: { tank: TankForecast; asOf: string }) {
  const words = tankPlanWords(tank.plan, asOf.slice(0, 10));
  const id = `tank-${tank.tank_id}-plan`;
  return (
    <div className="tank__plan">
      <dl className="tank__plan-facts">
        <div>
          <dt id={id}>{t.planLabel}</dt>
          <dd className={`tank__plan-kind tank__plan-kind--${tank.plan.delivery_plan}`}>
            <strong>{words.plan}</strong>
          </dd>
          {words.away && (
            <dd className="tank__away">
              <i className="pi pi-calendar-times" aria-hidden="true" /> {words.away}
            </dd>
          )}
        </div>
        {words.accessNotes.length > 0 && (
          <div>
            <dt>{t.accessNotesLabel}</dt>
            {words.accessNotes.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        )}
        {words.pending.length > 0 && (
          <div className="tank__pending">
            <dt>
              <i className="pi pi-hourglass" aria-hidden="true" /> {t.pendingLabel}
            </dt>
            {words.pending.map((line, index) => (
              <dd key={tank.plan.pending[index].request_id}>{line}</dd>
            ))}
          </div>
        )}
      </dl>
    </div>
  );
}
