// GET|POST /api/graphql — the console's GraphQL API (staff session required; mutations need the admin role; only from
// this app's own pages: another site's page is refused before anything runs)
import { createGraphQLContext } from "@/graphql/context";
import { graphQLRoute } from "@/graphql/graphql-route";
import { createApolloServer } from "@/graphql/server";

export const { GET, POST } = graphQLRoute({
  apiName: "the console's GraphQL API",
  createServer: createApolloServer,
  createContext: createGraphQLContext,
});
