import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDateTime, formatStatus } from '../../../../engine/format';
import { fillTitle } from '../../../../engine/layout/screen-links';
import { fillImport, importMessages as words } from '../../../../engine/messages/imports';
import type { ScreenProps } from '../../../registry/types';
import { Loading } from '../../../shell/Loading';
import { FileButton } from '../../../table/FileButton';
import { ScreenTable } from '../../../table/ScreenTable';
import { useApi } from '../../../session/session-context';
import { formatBytes } from './format-bytes';
import { ImportJobProgress } from './ImportJobProgress';
import { formatAndKind, jobAnnouncement } from './job-words';
import { isFinished, useImportJob } from './use-import-job';
import './imports.css';

/**
 * One import job: what was sent, by whom and when, its progress (asked for again until it
 * finishes, each change said politely), and the rows it refused — a layout table of line, JSON
 * path and message, paged by the API — with the whole report as a CSV file.
 */
export default function ImportJobScreen({ screen }: ScreenProps) {
  const api = useApi();
  const params = useParams();
  const jobId = Number(params.job_id);
  const { job, error } = useImportJob(Number.isInteger(jobId) && jobId > 0 ? jobId : undefined);
  // The refusals are written as batches commit: read them again once the job has finished.
  const [reloadToken, setReloadToken] = useState(0);
  const finished = job !== undefined && isFinished(job);
  useEffect(() => {
    if (finished) setReloadToken((token) => token + 1);
  }, [finished]);

  const title = fillTitle(screen.title ?? '', params);
  if (!job && !error) return <Loading label={title} />;
  const facts: [string, string][] = job
    ? [
        [words.file, `${job.file_name || '—'} (${formatBytes(job.size)})`],
        [words.format, formatAndKind(job)],
        [words.status, formatStatus(job.status)],
        [words.started, job.started_at ? formatDateTime(job.started_at) : '—'],
        [words.finished, job.finished_at ? formatDateTime(job.finished_at) : '—'],
        [words.uploadedBy, job.uploaded_by ?? formatStatus(job.source)],
        ...(job.error ? ([[words.error, job.error]] as [string, string][]) : []),
      ]
    : [];
  return (
    <section className="screen import-job-screen" aria-labelledby={`${screen.id}-heading`}>
      <h1 id={`${screen.id}-heading`}>{title}</h1>
      <div className="card">
        {job && (
          <>
            <dl className="import-job__facts">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <ImportJobProgress job={job} />
          </>
        )}
        <p role="status" className="import-upload__status">
          {error ? fillImport('loadFailed', { reason: error }) : job ? jobAnnouncement(job) : ''}
        </p>
      </div>
      {job && (
        <ScreenTable
          screen={screen}
          reloadToken={reloadToken}
          heading={<h2 id={`${screen.id}-title`}>{words.refusalsHeading}</h2>}
          scrollLabel={words.refusalsTable}
          toolbar={
            job.rows_refused > 0 && (
              <FileButton
                label={words.downloadRefusals}
                ariaLabel={fillImport('downloadRefusalsLabel', { id: job.job_id })}
                done={words.refusalsDownloaded}
                fetchFile={() => api.fileNamed('getImportRefusalsCsv', { job_id: job.job_id }, `import-${job.job_id}-refusals.csv`)}
              />
            )
          }
        />
      )}
    </section>
  );
}
