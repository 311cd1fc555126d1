/**
 * Left for orders/OrderChoices (another change moves it): the address line is engine
 * formatAddress now, and the locations card a section of the detail kind
 * (renderers/detail/sections/account/). Import formatAddress from engine/format and delete this file.
 */
export { formatAddress as addressLine } from '../../../../engine/format';
