export * from './beneficiaries.ts';
export * from './draft-keys.ts';
export * from './geography.ts';
export * from './idempotency-keys.ts';
export * from './lookups.ts';
export * from './records.ts';
export * from './upload-transactions.ts';
export * from './users.ts';
