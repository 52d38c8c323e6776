import "server-only";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { hasRole } from "@/lib/server/auth/staff-session";
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

/** Viewers read; only admins change anything. Decided per operation, before any resolver runs. */
const adminMutationsPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== "query" && !hasRole(contextValue.staff, "admin")) {
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
