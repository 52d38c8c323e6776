import { convertMonthlyStatement } from "@/lib/server/billing/convert-monthly-statement";
import { getMonthlyStatement } from "@/lib/server/billing/get-monthly-statement";
import { getDailyStatement } from "@/lib/server/reconciliation/get-daily-statement";
import { convertRevenueReport } from "@/lib/server/reports/convert-revenue-report";
import { getRevenueReport } from "@/lib/server/reports/get-revenue-report";
import type { Resolvers } from "@/graphql/generated/backoffice/resolvers-types";
import { operatorScoped } from "@/graphql/backoffice/operator-scoped";
import { toDailyStatement } from "@/graphql/rounds/daily-statement-view";

// Money of the session's operator: the staff console's report, statement and billing services called with the
// context's operatorId, so every figure, CSV byte and content hash is the one staff see for this operator.

/** Who sees money (the sidebar's Money pages, their GraphQL and their downloads): admins and finance, not support. */
export const MONEY_ROLES = ["operator_admin", "operator_finance"] as const;
const finance = { roles: MONEY_ROLES };

/** Where the back office downloads a monthly statement's CSV (app/backoffice/money/billing/[file]/route.ts). */
export const monthlyStatementCsvPath = (month: string) => `/backoffice/money/billing/${month}.csv`;
/** Where the back office downloads a daily statement's CSV (app/backoffice/money/statements/[file]/route.ts). */
export const dailyStatementCsvPath = (date: string) => `/backoffice/money/statements/${date}.csv`;

export const moneyResolvers: Resolvers = {
  Query: {
    revenueReport: operatorScoped(finance, async (_parent, { filter: { reportingCurrency, ...filter } }, context) =>
      convertRevenueReport({
        report: await getRevenueReport({ ...filter, operatorId: context.operatorId, top: filter.top ?? undefined }),
        reportingCurrency,
      }),
    ),
    dailyStatement: operatorScoped(finance, async (_parent, { date }, { operatorId }) => {
      const { operatorId: _operator, ...statement } = toDailyStatement(
        (await getDailyStatement({ operatorId, date })).statement,
      );
      return { ...statement, csvPath: dailyStatementCsvPath(statement.date) };
    }),
    monthlyStatement: operatorScoped(finance, async (_parent, { month, reportingCurrency }, { operatorId }) => {
      const { statement } = await getMonthlyStatement({ operatorId, month });
      const conversion = await convertMonthlyStatement({ statement, reportingCurrency });
      return { ...statement, conversion, csvPath: monthlyStatementCsvPath(statement.month) };
    }),
  },
};
