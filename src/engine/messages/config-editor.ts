import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names Manage Configs only) The words of the configuration editor: a
 * document's JSON and field list, its problems, preview, changes and versions. Apart from the
 * catalogue: only the config editor loads them (its toasts are the back office's).
 */
export const configEditorMessages = messageSet({
  loadingDocument: 'Loading the document',
  /** After the document's name: "form · version 3 live", then what is pending. */
  documentMeta: '{kind} · version {version} live',
  draftSavedNote: ' · draft saved',
  unsavedNote: ' · unsaved changes',
  saveDraft: 'Save draft',
  discardDraft: 'Discard draft',
  publish: 'Publish',
  preview: 'Preview',
  changes: 'Changes',
  history: 'History',
  notJson: 'The text is not a JSON object yet.',
  fixProblemsFirst: 'Fix the problems above to see the preview.',
  checking: 'Checking…',
  jsonEditorLabel: 'Override (JSON)',
  // Changes.
  noChange: 'No change from the published version.',
  changesLabel: 'Changes from the published version',
  path: 'Path',
  change: 'Change',
  published: 'Published',
  thisDraft: 'This draft',
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  // Versions.
  versions: 'Versions',
  version: 'Version',
  origin: 'Origin',
  by: 'By',
  live: 'Live',
  rollBackTo: 'Roll back to version {version}',
  // Problems.
  oneProblem: '1 problem',
  problemCount: '{n} problems',
  problems: 'Problems',
  sourceEditor: 'Editor',
  sourceCheck: 'Server check',
  sourceServer: 'Save refused',
  atLine: ', line {line}',
  // The field list.
  fields: 'Fields',
  field: 'Field {id}',
  labelOf: 'Label of {id}',
  tagAdded: 'added',
  tagHidden: 'hidden',
  required: 'Required',
  moveUp: 'Move {id} up',
  moveDown: 'Move {id} down',
  show: 'Show {id}',
  hide: 'Hide {id}',
  remove: 'Remove {id}',
  addAField: 'Add a field',
  newFieldName: 'New field name',
  newFieldNamePlaceholder: 'name (e.g. referral_source)',
  newFieldLabel: 'New field label',
  newFieldLabelPlaceholder: 'Label',
  newFieldType: 'New field type',
  newFieldChoices: 'New field choices',
  newFieldChoicesPlaceholder: 'Choices, comma separated',
  addField: 'Add field',
  fieldExists: 'A field of that name exists.',
  typeText: 'Text',
  typeNumber: 'Number',
  typeBoolean: 'Yes / no',
  typeChoice: 'Choice',
  // Previews.
  previewFailed: 'The preview cannot be drawn: {error}',
  loadingForm: 'Loading the form…',
  formFailed: 'The form cannot be drawn: {error}',
  formPreview: 'Form preview',
  layoutPreview: 'Layout preview',
  staffMenu: 'Staff menu',
  customerMenu: 'Customer menu',
  screensTouched: 'Screens this change touches',
  nothingOverridden: 'The override changes nothing: the tenant runs what its folder ships.',
  valuesPreview: 'Values preview',
  // The translations document's preview.
  previewLanguage: 'Preview in',
  translationsPreview: 'Translations preview',
  yourWordingIn: 'Your wording in {language}',
  englishText: 'English',
  yourText: 'Yours',
  noWordingIn: 'You word nothing in {language} yet. Add "English text": "translation" pairs under "{code}".',
  formInLanguage: 'A form as readers of {language} see it',
  formToPreview: 'Form',
  untranslatedIn: 'Shown in English to readers of {language} ({n})',
  allWordedIn: 'Every text your portal shows is worded in {language}.',
}, (language) => import(`./locales/${language}/config-editor.ts`));

/** A config editor's message with its {placeholders} filled. */
export const fillConfigEditor = fillerOf(configEditorMessages);
