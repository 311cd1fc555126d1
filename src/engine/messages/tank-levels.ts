import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec: issue 26) The words of a tank's level card on the overview and Drops: its level,
 * what the level is known from, when it reaches the supplier's reorder level and empty (with the
 * range the forecast gives), why a figure is not given, its chart, and the gauge-reading screen's
 * guide to reading a gauge. Apart from the catalogue: only those screens load them.
 */
export const tankLevelMessages = messageSet({
  tankLevels: 'Tank Levels',
  loadingTanks: 'Loading your tank levels',
  noTanks: 'This account has no tanks.',
  tankTitle: '{tank} · {product}',
  levelRead: 'Level',
  levelEstimated: 'Estimated level',
  levelRange: '(between {low} and {high})',
  levelGallons: 'about {gallons} of {size}',
  readByMonitor: 'Read by your tank monitor on {date}',
  readByCustomer: 'Read from the gauge on {date}',
  estimatedFromReading: 'Estimated from the reading of {date}',
  estimatedFromFill: 'Estimated from the delivery of {date}',
  reorderReached: 'At or below the reorder level ({percent}): time to order.',
  reorderOn: 'Reaches the reorder level ({percent}) around {date}',
  reorderBetween: 'Reaches the reorder level ({percent}) around {date}, between {low} and {high}',
  reorderFar: 'Not near the reorder level ({percent}) for a long while.',
  emptyNow: 'Could be empty now',
  emptyInDay: 'About a day to empty',
  emptyInDays: 'About {days} days to empty',
  emptyInDayRange: 'About a day to empty (between {low} and {high} days)',
  emptyInDaysRange: 'About {days} days to empty (between {low} and {high} days)',
  unknownNoBasis: 'No reading or delivery yet to estimate the level from. Enter what your gauge shows.',
  unknownNoTankSize: 'We do not know the size of this tank yet, so we cannot estimate its level. Enter what your gauge shows.',
  unknownNoUsage: 'Not enough deliveries yet to learn how fast this tank is used, so there is no forecast.',
  levelChart: 'Level of {tank} over the last {days} days and the weeks ahead',
  chartLevel: 'Level',
  chartReadings: 'Readings',
  chartFills: 'Deliveries',
  chartEstimate: 'Estimate',
  chartForecast: 'Forecast',
  chartRange: 'Likely range',
  chartToday: 'Today',
  chartReorder: 'Reorder level',
  percentAxis: '% full',
  // The gauge-reading screen's guide (its aside).
  gaugeGuideTitle: 'Reading your gauge',
  gaugeGuidePicture: 'A tank gauge: a dial marked from empty to full, its needle at one half.',
  gaugeGuidePropane: 'Propane: lift the dome lid on the tank; the dial shows percent full. Enter the number the needle points to.',
  gaugeGuideOil: 'Heating oil: the float gauge on top of the tank shows F, 3/4, 1/2 and 1/4. Enter 100, 75, 50 or 25, or a number between.',
  // A float gauge's marks, as printed on the gauges sold in North America (E and F whatever the language).
  gaugeEmptyMark: 'E',
  gaugeFullMark: 'F',
  gaugeGuideWhy: 'A reading keeps your forecast close to what is really in the tank.',
  // The tank's delivery plan on its card (issue 26, delivery plan in plain sight).
  planLabel: 'Delivery plan',
  planAutomatic: 'Automatic delivery: we schedule your fills',
  planWillCall: 'Will-call: you order each fill',
  planUnknown: 'Not on file: ask us to set it',
  awayUpcoming: 'Away {from} to {to}: we deliver before you leave or after you are back, not while you are away',
  awayNow: 'Away until {to}: no automatic delivery until you are back',
  // The same on a will-call tank (or one whose plan is not on file): nothing is scheduled to pause.
  awayUpcomingWillCall: 'Away {from} to {to}: if the tank will need fuel while you are away, order before you leave',
  awayNowWillCall: 'Away until {to}',
  accessNotesLabel: 'Notes for the driver',
  accessGateCode: 'Gate code {mask}',
  accessDog: 'Dog: {text}',
  accessFill: 'Fill: {text}',
  accessOther: 'Other: {text}',
  pendingLabel: 'Waiting for approval',
  pendingSwitch: 'Switch to {plan} (sent {date})',
  pendingAccessNotes: 'New notes for the driver (sent {date})',
  pendingAway: 'Away {from} to {to} (sent {date})',
  pendingWorried: 'You told us you are worried about running out (sent {date}): we are on it',
  planAutomaticShort: 'automatic delivery',
  planWillCallShort: 'will-call',
}, (language) => import(`./locales/${language}/tank-levels.ts`));

/** A tank card message with its {placeholders} filled. */
export const fillTankLevel = fillerOf(tankLevelMessages);
