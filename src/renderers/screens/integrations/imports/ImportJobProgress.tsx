import { ProgressBar } from 'primereact/progressbar';
import { fillImport, importMessages } from '../../../../engine/messages/imports';
import { formatPercent } from '../../../../engine/format';
import { formatBytes } from './format-bytes';
import type { ImportJob } from './upload-import';

/** Share of the file done: the bytes of the batches committed (a finished job is whole). */
function percentDone(job: ImportJob): number {
  if (job.status === 'succeeded') return 100;
  return job.size > 0 ? Math.min(100, Math.floor((job.byte_offset / job.size) * 100)) : 0;
}

/**
 * A job's progress: a bar of the file's bytes done, named and valued for assistive technology,
 * and its rows read, applied, unchanged and refused. The state is said by the caller's live region.
 */
export function ImportJobProgress({ job }: { job: ImportJob }) {
  const percent = percentDone(job);
  // A done job read its whole file, whatever offset its last batch noted.
  const done = job.status === 'succeeded' ? job.size : job.byte_offset;
  const caption = `${formatPercent(percent)} · ${fillImport('jobBytes', { done: formatBytes(done), total: formatBytes(job.size) })}`;
  const counts = [
    ['rowsRead', job.rows_read],
    ['rowsApplied', job.rows_applied],
    ['rowsUnchanged', job.rows_unchanged],
    ['rowsRefused', job.rows_refused],
  ] as const;
  return (
    <div className="import-job">
      <ProgressBar
        value={percent}
        showValue={false}
        aria-label={fillImport('jobProgress', { id: job.job_id })}
        aria-valuetext={caption}
        className={job.status === 'failed' ? 'import-job__bar import-job__bar--failed' : 'import-job__bar'}
      />
      <p className="import-job__caption">{caption}</p>
      <dl className="import-job__counts">
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{importMessages[key]}</dt>
            <dd data-count={key}>{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
