import type { tableControlMessages } from '../../table-controls';
import type { Translation } from '../../translation';

export default {
  search: 'Buscar',
  rowsPerPage: 'Filas por página',
  actions: 'Acciones',
  filterThe: 'Filtrar: {table}',
  anyChoice: 'Cualquiera ({filter})',
  to: 'Hasta',
  export: 'Exportar',
  exportWhat: 'Exportar: {what}',
  exportAs: 'Exportar {what} en {format}',
  exportingAs: 'Exportando {what} en {format}',
  preparingFile: 'Preparando el archivo {format}…',
  formatCsv: 'CSV',
  formatExcel: 'Excel',
  formatPdf: 'PDF',
  download: 'Descargar',
  downloadTicket: 'Descargar el comprobante {ticket}',
  backToRecords: 'Volver a los registros',
  openingDocument: 'Abriendo el documento',
  documentTitle: 'Documento {key}',
} satisfies Translation<typeof tableControlMessages>;
