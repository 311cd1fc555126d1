/**
 * Whole cents of an amount given in cents that came out of a float product (gallons × price,
 * × a percent), half a cent rounded up as the amount is written: 175 gal × $3.299 is $577.325,
 * which binary floating point holds as 57732.4999…¢; read to 12 significant digits (a thousandth
 * of a cent at $1 000 000 000) it is 57732.5¢, so $577.33.
 */
export const roundCents = (cents: number): number => Math.round(Number(cents.toPrecision(12)));
