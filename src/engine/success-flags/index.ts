export {
  SUCCESS_FLAG_CLEANUP_MS,
  createSuccessFlags,
  endOfLocalDay,
  fuelOrderFlag,
  makePaymentFlag,
  type FlagStorage,
  type SuccessFlags,
} from './success-flags';
