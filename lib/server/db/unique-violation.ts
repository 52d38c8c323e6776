// A unique-constraint race (two creators of the same id at once): Prisma's P2002, or SQLSTATE 23505 from a
// statement sent directly (pg) or as Prisma raw SQL (P2010 carrying the driver's code).
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta } = error as {
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
  };
  return (
    code === "P2002" ||
    code === "23505" ||
    (code === "P2010" && meta?.driverAdapterError?.cause?.originalCode === "23505")
  );
}
