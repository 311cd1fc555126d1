/** How a saved card or bank account reads in lists and on receipts: "Visa •••• 4242". */
export const sourceLabel = (brand: string, last4: string): string => `${brand} •••• ${last4}`;
