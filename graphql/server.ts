import "server-only";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { Kind, type OperationDefinitionNode } from "graphql";
import { hasRole, totpEnrollmentRequiredError } from "@/lib/server/auth/staff-session";
import type { GraphQLContext } from "./context";
import { formatError, graphQLErrorFor } from "./errors";
import { typeDefs } from "./generated/type-defs";
import { queryLimitRules } from "./query-limits";
import { resolvers } from "./resolvers";

// The console's GraphQL server. Production and staging (APP_ENV) hide the schema: no introspection, no sandbox
// landing page, no field suggestions in error messages.

export function isProductionLike(env: NodeJS.ProcessEnv = process.env): boolean {
  const appEnv = env.APP_ENV?.trim() || "development";
  return appEnv === "production" || appEnv === "staging";
}

/** A staff member's own account (graphql/staff): open to every role, and the only fields open while an admin must enroll. */
const OWN_ACCOUNT_FIELDS = new Set(["me", "beginMyTotpEnrollment", "confirmMyTotpEnrollment", "removeMyTotp"]);

function onlyOwnAccount(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (OWN_ACCOUNT_FIELDS.has(selection.name.value) || selection.name.value === "__typename"),
  );
}

/**
 * Viewers read; only admins change anything, but their own second factor. An admin who must enroll one
 * (STAFF_ADMIN_TOTP_REQUIRED) may do nothing else. Decided per operation, before any resolver runs.
 */
const adminMutationsPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (!operation) return;
        if (contextValue.staff.totpEnrollmentRequired && !onlyOwnAccount(operation)) {
          const error = totpEnrollmentRequiredError();
          throw graphQLErrorFor(error.code, error.detail);
        }
        if (operation.operation !== "query" && !hasRole(contextValue.staff, "admin") && !onlyOwnAccount(operation)) {
          throw graphQLErrorFor("forbidden", "Only admins can change anything; your role is viewer");
        }
      },
    };
  },
};

export function createApolloServer(): ApolloServer<GraphQLContext> {
  const production = isProductionLike();
  return new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: false,
    validationRules: queryLimitRules(),
    formatError,
    plugins: [
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
      adminMutationsPlugin,
    ],
  });
}
