import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { setRevenueShare } from "./set-revenue-share";

// The service checks its own input (zod) before it reads anything, so callers other than GraphQL (whose schema
// refuses an unknown enum value first) get the same 400: these cases never reach the database.

const VALID = {
  operatorId: "demo-casino",
  effectiveFrom: "2026-01",
  percent: "10",
  freeRoundsCostTreatment: "deducted",
  promotionCostTreatment: "deducted",
  actor: "console:admin@demo.local",
} as const;

async function refusal(options: Record<string, unknown>): Promise<AppError> {
  const error: unknown = await setRevenueShare(options as unknown as Parameters<typeof setRevenueShare>[0]).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("setRevenueShare input", () => {
  it("refuses a promotion cost treatment that is not one of the two, naming the field (400 invalid_request)", async () => {
    for (const promotionCostTreatment of ["reimbursed", "DEDUCTED", "", null, undefined]) {
      const error = await refusal({ ...VALID, promotionCostTreatment });
      expect(error.code, String(promotionCostTreatment)).toBe("invalid_request");
      expect(error.status).toBe(400);
      expect(Object.keys(error.fields ?? {})).toEqual(["promotionCostTreatment"]);
    }
  });

  it("refuses a free-rounds cost treatment the same way", async () => {
    const error = await refusal({ ...VALID, freeRoundsCostTreatment: "sometimes" });
    expect(error.code).toBe("invalid_request");
    expect(Object.keys(error.fields ?? {})).toEqual(["freeRoundsCostTreatment"]);
  });
});
