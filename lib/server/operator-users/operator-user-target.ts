import { z } from "zod";
import { staffEmailSchema } from "@/lib/server/staff/staff-fields";

// How a change names the operator user it changes: by id (the back office and the console) or by email (the CLI),
// optionally within one operator (the back office: another operator's user is then "not found").
export const operatorUserTargetSchema = z
  .object({
    id: z.string().trim().min(1).max(100).optional(),
    email: staffEmailSchema.optional(),
    operatorId: z.string().trim().min(1).max(100).optional(),
    /** The operator user making the change (the back office); absent for staff and the CLI. */
    actingUserId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((target) => target.id !== undefined || target.email !== undefined, {
    message: "id or email is required",
    path: ["id"],
  });

export interface OperatorUserTarget {
  id?: string;
  email?: string;
  operatorId?: string;
  actingUserId?: string;
}
