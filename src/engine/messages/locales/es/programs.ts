import type { programMessages } from '../../programs';
import type { Translation } from '../../translation';

export default {
  programBudget: 'Plan de presupuesto',
  programPrebuy: 'Precompra',
  budgetFigures: '{amount} al mes × {payments} desde {month} ({gallons} gal a {price}, +{cushion}%)',
  prebuyFigures: '{gallons} gal a {price} = {total}, {due} a pagar ahora',
  programsTitle: 'Presupuesto y precompra',
  loadingPrograms: 'Cargando sus planes',
  planMonthly: '{amount} al mes',
  planPayments: '{made} de {payments} pagos hechos, quedan {left}',
  planGallons: '{used} de {contracted} galones usados',
  planPending: 'Su inscripción en el {program} espera nuestra aprobación.',
  planDeclined: 'Su inscripción en el {program} no fue aprobada. Contáctenos.',
  budgetEstimate: 'Su pago de presupuesto estimado: {amount} al mes durante {payments} meses desde {month}, según los {gallons} galones que usó en los últimos 12 meses a {price} el galón.',
  prebuyEstimate: 'Asegure {gallons} galones a {price} el galón: {total}.',
  noUsageYet: 'Necesitamos una temporada de entregas para estimar su pago de presupuesto. Contáctenos.',
  windowNotOpen: 'La inscripción abre el {date}.',
  windowClosed: 'La inscripción cerró el {date}.',
  windowNotScheduled: 'La inscripción no está abierta.',
  enrolOpenUntil: 'Inscríbase antes del {date}.',
  enrolAction: 'Inscribirse en el {program}',
  alreadyEnrolled: 'Está inscrito en el {program} para esta temporada.',
  gallonsChart: 'Galones usados de los {contracted} contratados desde el {date}',
  chartUsed: 'Usados',
  chartContracted: 'Contratados',
  gallonsAxis: 'galones',
} satisfies Translation<typeof programMessages>;
