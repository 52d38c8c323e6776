// vitest stands in for the react-server condition: server modules load in tests.
export {};
