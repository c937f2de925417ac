/** Moved to accounts/sessions.ts (plugins may not import modules); kept for the bench scripts that import it here. */
export * from '../../accounts/sessions.ts';
