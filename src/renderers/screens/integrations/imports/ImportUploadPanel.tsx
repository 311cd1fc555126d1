import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ProgressBar } from 'primereact/progressbar';
import kindSchema from '../../../../../schemas/entities/import-kind.schema.json';
import { failureMessage } from '../../../../engine/api/call-error';
import { formatPercent, formatStatus } from '../../../../engine/format';
import { screenRoute } from '../../../../engine/layout/screen-links';
import { fillImport, importMessages as words } from '../../../../engine/messages/imports';
import { useToast } from '../../../feedback/toast-context';
import { useLayout } from '../../../layout/layout-context';
import { useSession } from '../../../session/session-context';
import type { TablePanelProps } from '../../../table/panels/table-panel-renderers';
import { useTenant } from '../../../tenant/tenant-context';
import { formatBytes } from './format-bytes';
import { ImportJobProgress } from './ImportJobProgress';
import { jobAnnouncement } from './job-words';
import { isFinished, useImportJob } from './use-import-job';
import { uploadImport, type ImportFormat, type ImportJob, type ImportKind } from './upload-import';
import './imports.css';

const KINDS = kindSchema.enum as ImportKind[];
const formatOfName = (name: string): ImportFormat => (/\.csv$/i.test(name) ? 'csv' : 'ndjson');

/**
 * Upload one supplier file: its format (guessed from its name, changeable) and, for CSV, its
 * record kind; then the bytes sent, then the job's progress until it finishes. Each step is said
 * once in a polite live region; `onChanged` tells the job list to load again.
 */
export function ImportUploadPanel({ onChanged }: { onChanged(): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const layout = useLayout();
  const { tenant } = useTenant();
  const { userInfo } = useSession();
  const [file, setFile] = useState<File>();
  const [format, setFormat] = useState<ImportFormat>('ndjson');
  const [kind, setKind] = useState<ImportKind | ''>('');
  const [sending, setSending] = useState<{ name: string; sent: number; total: number }>();
  const [said, setSaid] = useState('');
  const [queued, setQueued] = useState<ImportJob>();
  const { job } = useImportJob(queued?.job_id, queued);
  const finished = job !== undefined && isFinished(job);

  useEffect(() => {
    if (job) setSaid(jobAnnouncement(job));
  }, [job]);
  useEffect(() => {
    if (finished) onChanged();
  }, [finished, onChanged]);

  const missing = !file ? words.chooseFile : format === 'csv' && !kind ? words.chooseKind : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || missing || sending) return;
    setQueued(undefined);
    setSending({ name: file.name, sent: 0, total: file.size });
    setSaid(fillImport('uploading', { name: file.name }));
    try {
      const created = await uploadImport({
        tenant,
        userKey: userInfo?.user_key,
        file,
        format,
        kind: format === 'csv' && kind ? kind : undefined,
        onProgress: (sent, total) => setSending({ name: file.name, sent, total }),
      });
      setQueued(created);
      onChanged();
    } catch (failure) {
      const text = fillImport('uploadFailed', { name: file.name, reason: failureMessage(failure) });
      setSaid(text);
      toast.error(text);
    } finally {
      setSending(undefined);
    }
  };

  const percent = sending && sending.total > 0 ? Math.floor((sending.sent / sending.total) * 100) : 0;
  const sentText = sending ? `${formatPercent(percent)} · ${fillImport('uploadBytes', { sent: formatBytes(sending.sent), total: formatBytes(sending.total) })}` : '';
  const jobLink = job && screenRoute(layout, 'importJob', { job_id: job.job_id });
  return (
    <section className="card import-upload" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.uploadHeading}</h2>
      <p>{words.intro}</p>
      <form aria-label={words.uploadForm} className="import-upload__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-file`}>{words.fileLabel}</label>
        {/* The native control's look and words are the browser's: a button of ours opens it (keyboard and touch alike), the chosen name beside it. */}
        <div className="import-upload__file">
          <button type="button" className="p-button p-button-outlined p-button-sm" disabled={sending !== undefined} aria-describedby={`${id}-file-name`} onClick={() => input.current?.click()}>
            {words.chooseFileButton}
          </button>
          <span id={`${id}-file-name`}>{file?.name ?? words.noFileChosen}</span>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            hidden
            accept=".ndjson,.jsonl,.json,.csv,application/x-ndjson,text/csv"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              setFile(chosen);
              if (chosen) setFormat(formatOfName(chosen.name));
            }}
          />
        </div>
        <label htmlFor={`${id}-format`}>{words.formatLabel}</label>
        <select id={`${id}-format`} className="p-inputtext" value={format} onChange={(event) => setFormat(event.target.value as ImportFormat)}>
          <option value="ndjson">{words.formatNdjson}</option>
          <option value="csv">{words.formatCsv}</option>
        </select>
        {format === 'csv' && (
          <>
            <label htmlFor={`${id}-kind`}>{words.kindLabel}</label>
            <select id={`${id}-kind`} className="p-inputtext" value={kind} required onChange={(event) => setKind(event.target.value as ImportKind | '')}>
              <option value="">{words.kindPlaceholder}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {formatStatus(k)}
                </option>
              ))}
            </select>
          </>
        )}
        <div className="import-upload__actions">
          {/* While the file is sent the button refuses (aria-disabled) but keeps the keyboard focus: a disabled one would drop it to the page body. */}
          <button
            type="submit"
            className={sending ? 'p-button p-disabled' : 'p-button'}
            disabled={missing !== undefined}
            aria-disabled={sending !== undefined || undefined}
            aria-describedby={missing ? `${id}-missing` : undefined}
          >
            <i className="pi pi-upload" aria-hidden="true" /> {words.uploadButton}
          </button>
          {missing && <small id={`${id}-missing`}>{missing}</small>}
        </div>
      </form>
      {sending && (
        <div className="import-upload__sending">
          <ProgressBar value={percent} showValue={false} aria-label={fillImport('uploadProgress', { name: sending.name })} aria-valuetext={sentText} />
          <p>{sentText}</p>
        </div>
      )}
      {job && (
        <>
          <ImportJobProgress job={job} />
          {jobLink && <Link to={jobLink}>{fillImport('seeJob', { id: job.job_id })}</Link>}
        </>
      )}
      <p role="status" className="import-upload__status">
        {said}
      </p>
    </section>
  );
}

/** The `importUpload` panel of a table screen: the upload above the heading of the table of import jobs, which reads its page again as a job is queued or finishes. */
export default function ImportsPanel({ reload }: TablePanelProps) {
  return (
    <>
      <ImportUploadPanel onChanged={reload} />
      <h2 className="imports__jobs-heading">{words.jobsHeading}</h2>
    </>
  );
}
