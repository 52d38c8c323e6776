import "server-only";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { formatError } from "@/graphql/errors";
import { typeDefs } from "@/graphql/generated/backoffice/type-defs";
import { queryLimitRules } from "@/graphql/query-limits";
import { isProductionLike } from "@/graphql/server";
import type { BackofficeContext } from "./backoffice-context";
import { backofficeResolvers } from "./resolvers";

// The back office's GraphQL server: the console's error shape and query limits, its own schema and resolvers. Roles
// are checked per resolver (operatorScoped), not per operation: support and finance read different things.

export function createBackofficeApolloServer(): ApolloServer<BackofficeContext> {
  const production = isProductionLike();
  return new ApolloServer<BackofficeContext>({
    typeDefs,
    resolvers: backofficeResolvers,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: false,
    validationRules: queryLimitRules(),
    formatError,
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
}
