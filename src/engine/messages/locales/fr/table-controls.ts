import type { tableControlMessages } from '../../table-controls';
import type { Translation } from '../../translation';

export default {
  search: 'Rechercher',
  rowsPerPage: 'Lignes par page',
  actions: 'Actions',
  filterThe: 'Filtrer : {table}',
  anyChoice: 'Tous ({filter})',
  to: 'Au',
  export: 'Exporter',
  exportWhat: 'Exporter : {what}',
  exportAs: 'Exporter {what} en {format}',
  exportingAs: 'Export de {what} en {format}',
  preparingFile: 'Préparation du fichier {format}…',
  formatCsv: 'CSV',
  formatExcel: 'Excel',
  formatPdf: 'PDF',
  download: 'Télécharger',
  downloadTicket: 'Télécharger le bon {ticket}',
  backToRecords: 'Retour aux documents',
  openingDocument: 'Ouverture du document',
  documentTitle: 'Document {key}',
} satisfies Translation<typeof tableControlMessages>;
