import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * The words of Integrations → Imports (issue 21 item 5): upload a supplier file, follow its
 * job, read its refusals. Apart from the catalogue so that the login page does not carry them:
 * only the import screens import this module.
 */
export const importMessages = messageSet({
  intro: "Upload a file of the supplier's records: NDJSON (each line names its kind) or CSV (one kind a file, named below). Records are matched by their external_id, so sending a file again changes nothing.",
  uploadHeading: 'Upload a File',
  uploadForm: 'Upload an import file',
  fileLabel: 'File (.ndjson or .csv)',
  chooseFileButton: 'Choose a file',
  noFileChosen: 'No file chosen',
  formatLabel: 'Format',
  formatNdjson: 'NDJSON',
  formatCsv: 'CSV',
  kindLabel: 'Record kind of the CSV file',
  kindPlaceholder: 'Choose a kind',
  uploadButton: 'Upload',
  chooseFile: 'Choose a file to upload.',
  chooseKind: 'Choose the record kind of the CSV file.',
  uploadProgress: 'Upload of {name}',
  uploadBytes: '{sent} of {total} sent',
  uploading: 'Uploading {name}…',
  uploadFailed: 'The upload of {name} failed: {reason}',
  uploadCutOff: 'the connection was lost',
  jobProgress: 'Import {id} progress',
  jobBytes: '{done} of {total} read',
  /** What the polite live region says as the job moves on. */
  jobQueued: 'Uploaded. Import {id} is queued.',
  jobRunning: 'Import {id} is running.',
  jobSucceeded: 'Import {id} finished: {applied} applied, {unchanged} unchanged, {refused} refused of {read} rows.',
  jobFailed: 'Import {id} failed: {error}',
  jobUploading: 'Import {id} is still uploading.',
  seeJob: 'Open import {id}',
  rowsRead: 'Read',
  rowsApplied: 'Applied',
  rowsUnchanged: 'Unchanged',
  rowsRefused: 'Refused',
  file: 'File',
  format: 'Format',
  status: 'Status',
  started: 'Started',
  finished: 'Finished',
  uploadedBy: 'Uploaded by',
  error: 'Error',
  allKinds: 'Mixed (each line names its kind)',
  jobsHeading: 'Import Jobs',
  refusalsHeading: 'Refused Rows',
  /** The refusal table's scrolling box (a landmark of its own, so named apart from the heading). */
  downloadRefusals: 'Download CSV',
  downloadRefusalsLabel: 'Download CSV of the refusals of import {id}',
  refusalsDownloaded: 'Refusal report downloaded.',
  loadFailed: 'The import could not be loaded: {reason}',
}, (language) => import(`./locales/${language}/imports.ts`));

/** An import message with its {placeholders} filled. */
export const fillImport = fillerOf(importMessages);
