import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which words only a list's empty message, in the catalogue) The words of the
 * layout's tables and record lists around their rows: search, filters, paging, the actions
 * column, exports, and a document's download and viewer. Apart from the catalogue: only screens
 * with a table load them.
 */
export const tableControlMessages = messageSet({
  search: 'Search',
  rowsPerPage: 'Rows per page',
  /** The paginator's buttons (the light table's; PrimeReact's DataTable words its own). */
  firstPage: 'First Page',
  previousPage: 'Previous Page',
  nextPage: 'Next Page',
  lastPage: 'Last Page',
  pageNumber: 'Page {page}',
  /** The paginator's group: "Pages of Your Accounts". */
  pagesOf: 'Pages of {table}',
  actions: 'Actions',
  /** A filter's form, named by the table: "Filter the payments". */
  filterThe: 'Filter the {table}',
  /** A choice filter with nothing chosen: "Any status". */
  anyChoice: 'Any {filter}',
  /** The end of a date range filter unless the layout names it. */
  to: 'To',
  export: 'Export',
  exportWhat: 'Export {what}',
  exportAs: 'Export {what} as {format}',
  exportingAs: 'Exporting {what} as {format}',
  preparingFile: 'Preparing the {format} file…',
  formatCsv: 'CSV',
  formatExcel: 'Excel',
  formatPdf: 'PDF',
  download: 'Download',
  downloadTicket: 'Download ticket {ticket}',
  backToRecords: 'Back to records',
  openingDocument: 'Opening the document',
  documentTitle: 'Document {key}',
}, (language) => import(`./locales/${language}/table-controls.ts`));

/** A table control's message with its {placeholders} filled. */
export const fillTableControl = fillerOf(tableControlMessages);
