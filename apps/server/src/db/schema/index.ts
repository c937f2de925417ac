export * from './beneficiaries.ts';
export * from './geography.ts';
export * from './lookups.ts';
export * from './upload-transactions.ts';
export * from './users.ts';
