export * from './program-settings';
export * from './enrolment-window';
export * from './budget-estimate';
export * from './prebuy-quote';
export * from './signature';
export * from './season-usage';
export * from './program-words';
