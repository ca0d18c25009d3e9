export * from './auth.ts';
export * from './billing.ts';
export * from './messaging.ts';
export * from './users.ts';
export * from './projects.ts';
export * from './grammar.ts';
export * from './references.ts';
export * from './review.ts';
