export * from './constants';
export * from './messages';
export * from './schemas/settings';
export * from './schemas/user';
export * from './schemas/auth';
export * from './schemas/generation';
export * from './schemas/generation-api';
