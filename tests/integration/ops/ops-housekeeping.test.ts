import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { pruneRateLimitBuckets } from "@/lib/server/security/prune-rate-limit-buckets";
import { pruneSignInAttempts } from "@/lib/server/staff/prune-sign-in-attempts";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// Every instance's housekeeping: rate-limit buckets that have refilled completely and sign-in attempts past their
// retention are deleted; everything still counted by a limit stays.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("housekeeping", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    database.useInThisProcess();
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  it("deletes sign-in attempts older than the retention and keeps the recent ones", async () => {
    const now = new Date();
    const ages = {
      "fresh@staff.test": 10 * 60_000,
      "last-week@staff.test": 7 * DAY,
      "old@staff.test": 31 * DAY,
      "ancient@staff.test": 400 * DAY,
    };
    await prisma.signInAttempt.createMany({
      data: Object.entries(ages).map(([email, age]) => ({
        email,
        ip: "203.0.113.9",
        succeeded: false,
        at: new Date(now.getTime() - age),
      })),
    });

    expect(await pruneSignInAttempts({ now })).toBe(2);
    const kept = await prisma.signInAttempt.findMany({ select: { email: true }, orderBy: { email: "asc" } });
    expect(kept.map((row) => row.email)).toEqual(["fresh@staff.test", "last-week@staff.test"]);

    process.env.SIGN_IN_ATTEMPT_RETENTION_DAYS = "5";
    try {
      expect(await pruneSignInAttempts({ now })).toBe(1);
    } finally {
      delete process.env.SIGN_IN_ATTEMPT_RETENTION_DAYS;
    }
    expect((await prisma.signInAttempt.findMany()).map((row) => row.email)).toEqual(["fresh@staff.test"]);
  });

  it("never prunes attempts that the throttling window still counts", async () => {
    const now = new Date();
    process.env.SIGN_IN_ATTEMPT_RETENTION_DAYS = "1";
    process.env.SIGN_IN_WINDOW_SECONDS = String(3 * 86_400);
    try {
      await prisma.signInAttempt.create({
        data: { email: "window@staff.test", succeeded: false, at: new Date(now.getTime() - 2 * DAY) },
      });
      await pruneSignInAttempts({ now });
      expect(await prisma.signInAttempt.count({ where: { email: "window@staff.test" } })).toBe(1);
    } finally {
      delete process.env.SIGN_IN_ATTEMPT_RETENTION_DAYS;
      delete process.env.SIGN_IN_WINDOW_SECONDS;
    }
  });

  it("deletes rate-limit buckets that have refilled completely and keeps the ones still counting", async () => {
    const now = Date.now();
    await prisma.rateLimitBucket.createMany({
      data: [
        { key: "api-key:recent", tokens: 3, updatedAt: new Date(now - 1_000) },
        { key: "api-key:idle", tokens: 3, updatedAt: new Date(now - HOUR) },
        { key: "auth-failure:198.51.100.1", tokens: 0, updatedAt: new Date(now - 30_000) },
        { key: "auth-failure:198.51.100.2", tokens: 0, updatedAt: new Date(now - 2 * HOUR) },
      ],
    });
    expect(await pruneRateLimitBuckets()).toBe(2);
    const kept = await prisma.rateLimitBucket.findMany({ select: { key: true }, orderBy: { key: "asc" } });
    expect(kept.map((row) => row.key)).toEqual(["api-key:recent", "auth-failure:198.51.100.1"]);
  });
});
