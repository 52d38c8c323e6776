// GET|POST /backoffice/api/graphql — the back office's GraphQL API (back-office session required, its cookie is sent
// only under /backoffice; each resolver declares the roles that may call it and answers for the session's operator
// alone; only from this app's own pages: another site's page is refused before anything runs)
import { createBackofficeContext } from "@/graphql/backoffice/backoffice-context";
import { createBackofficeApolloServer } from "@/graphql/backoffice/server";
import { graphQLRoute } from "@/graphql/graphql-route";

export const { GET, POST } = graphQLRoute({
  apiName: "the back office's GraphQL API",
  createServer: createBackofficeApolloServer,
  createContext: createBackofficeContext,
});
