/**
 * How every data table of the portal fits a phone, decided here once: below STACK_BREAKPOINT each
 * row stacks into a card of "Header  value" lines (PrimeReact's stack layout; the look is in
 * styles/screens.css, keyed on .p-datatable-responsive-stack), so no page is ever wider than the
 * screen and no column (Amount Due, View, Order) hides behind sideways scrolling. Wider screens
 * keep the table, scrolling inside its own box below 40rem of width.
 */
export const STACK_BREAKPOINT = '640px';

/** Spread on a DataTable: `<DataTable {...stackedTable} …>`. */
export const stackedTable = { responsiveLayout: 'stack', breakpoint: STACK_BREAKPOINT } as const;
