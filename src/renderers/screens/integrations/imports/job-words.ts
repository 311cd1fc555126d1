import { formatStatus } from '../../../../engine/format';
import { fillImport, importMessages } from '../../../../engine/messages/imports';
import type { ImportJob } from './upload-import';

/** What the polite live region says of a job's state: said again only when it changes. */
export function jobAnnouncement(job: ImportJob): string {
  const values = { id: job.job_id, read: job.rows_read, applied: job.rows_applied, unchanged: job.rows_unchanged, refused: job.rows_refused, error: job.error ?? '' };
  switch (job.status) {
    case 'uploading':
      return fillImport('jobUploading', values);
    case 'queued':
      return fillImport('jobQueued', values);
    case 'running':
      return fillImport('jobRunning', values);
    case 'succeeded':
      return fillImport('jobSucceeded', values);
    case 'failed':
      return fillImport('jobFailed', values);
  }
}

/** A job's format and kind: "CSV · Transaction", or NDJSON's mixed kinds. */
export const formatAndKind = (job: Pick<ImportJob, 'format' | 'kind'>) =>
  `${job.format === 'csv' ? importMessages.formatCsv : importMessages.formatNdjson} · ${job.kind ? formatStatus(job.kind) : importMessages.allKinds}`;
