// A unique-constraint race (two creators of the same id at once) reaches us as Prisma's P2002.
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
