import { Link } from 'react-router-dom';
import { messages } from '../../engine/messages/catalogue';
import type { ScreenProps } from '../registry/types';
import { useHomeRoute } from '../routing/use-home-route';
import { notFoundPageMessages as t } from '../../engine/messages/not-found-page';

/** /404: where unknown paths land, with a way back to the caller's home. */
export default function NotFoundScreen({ screen }: ScreenProps) {
  const home = useHomeRoute();
  return (
    <section className="screen screen--narrow not-found" aria-labelledby="not-found-title">
      <div className="card not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" tabIndex={-1}>{screen.title ?? messages.notFound}</h1>
        <p>{t.pageMoved}</p>
        <Link to={home} className="p-button">
          <i className="pi pi-home" aria-hidden="true" />
          {t.goHome}
        </Link>
      </div>
    </section>
  );
}
