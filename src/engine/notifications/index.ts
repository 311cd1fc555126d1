export * from './events';
export * from './rules';
export * from './sms-number';
export * from './matrix';
