/** Moved to accounts/users.ts (the seed may not import modules); kept for the bench scripts that import it here. */
export * from '../../accounts/users.ts';
