// Every interactive transaction of the wallet ledger runs with these options.

/** Interactive transactions queue behind each other on embedded PGlite; give them room under load. */
export const LEDGER_TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;
