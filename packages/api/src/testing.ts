// For test suites only; no server entry imports it.
export { useTestPasswordHashCost } from './auth/password';
