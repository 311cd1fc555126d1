import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatDateTime, formatStatus } from '../../../../engine/format';
import { fillImport, importMessages as words } from '../../../../engine/messages/imports';
import { useApi } from '../../../session/session-context';
import { FileButton } from '../../../table/FileButton';
import type { TablePanelProps } from '../../../table/panels/table-panel-renderers';
import { formatBytes } from './format-bytes';
import { ImportJobProgress } from './ImportJobProgress';
import { formatAndKind, jobAnnouncement } from './job-words';
import { isFinished, useImportJob } from './use-import-job';
import './imports.css';

/**
 * One import job, above the table of the rows it refused (the `importJob` panel of a table
 * screen): what was sent, by whom and when, its progress (asked for again until it finishes, each
 * change said politely), and the whole refusal report as a CSV file.
 */
export default function ImportJobPanel({ reload }: TablePanelProps) {
  const api = useApi();
  const jobId = Number(useParams().job_id);
  const { job, error } = useImportJob(Number.isInteger(jobId) && jobId > 0 ? jobId : undefined);
  // The refusals are written as batches commit: the table reads them again once the job has finished.
  const finished = job !== undefined && isFinished(job);
  useEffect(() => {
    if (finished) reload();
  }, [finished, reload]);

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
    <>
      <div className="card import-job-panel">
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
      <div className="import-job__refusals-head">
        <h2>{words.refusalsHeading}</h2>
        {job && job.rows_refused > 0 && (
          <FileButton
            label={words.downloadRefusals}
            ariaLabel={fillImport('downloadRefusalsLabel', { id: job.job_id })}
            done={words.refusalsDownloaded}
            fetchFile={() => api.fileNamed('getImportRefusalsCsv', { job_id: job.job_id }, `import-${job.job_id}-refusals.csv`)}
          />
        )}
      </div>
    </>
  );
}
