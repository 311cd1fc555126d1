import { Button } from 'primereact/button';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useLayout } from '../../../layout/layout-context';
import { relatedScreen } from '../../../layout/related-screen';
import type { ScreenProps } from '../../../registry/types';
import { Loading } from '../../../shell/Loading';
import { saveFile } from '../../../table/exports/save-file';
import { useDocumentFile } from './use-document-file';
import './view-pdf.css';
import { ProblemAlert } from '../../../frame/ProblemAlert';
import { tableControlMessages as t, fillTableControl } from '../../../../engine/messages/table-controls';

/**
 * View Pdf (/accounts/{account_id}/records/documents/view-pdf?key=…): a statement or invoice
 * shown inside the page, with Download and the way back to the documents list. The file is
 * fetched with the session key (a plain link could not send it) and shown from a blob: URL.
 */
export default function ViewPdfScreen({ screen }: ScreenProps) {
  const { account_id: accountId = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const layout = useLayout();
  const records = relatedScreen(layout, screen, (s) => s.kind === 'table' && s.load === 'listAccountDocuments');
  const { file, url, error, loading } = useDocumentFile(screen.load, accountId, key);

  return (
    <section className="screen view-pdf" aria-labelledby={`${screen.id}-title`}>
      <div className="screen__head">
        <div>
          <h1 id={`${screen.id}-title`}>{screen.title}</h1>
          <p className="view-pdf__name">{file?.filename ?? key}</p>
        </div>
        <div className="screen__tools">
          {records && (
            <Link to={records.route} className="p-button p-button-outlined p-button-sm">
              <i className="pi pi-arrow-left" aria-hidden="true" />
              {t.backToRecords}
            </Link>
          )}
          <Button type="button" size="small" icon="pi pi-download" label={t.download} disabled={!file} onClick={() => file && saveFile(file)} />
        </div>
      </div>
      <div className="card view-pdf__frame">
        {loading && <Loading label={t.openingDocument} />}
        <ProblemAlert kind="status" problem={error} />
        {url && <iframe src={url} title={fillTableControl('documentTitle', { key })} className="view-pdf__document" />}
      </div>
    </section>
  );
}
