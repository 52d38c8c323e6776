import type { GraphQLEndpoint } from "@/lib/console/graphql-client";

/** The back office's GraphQL endpoint for its client components; an expired session goes to its sign-in page. */
export const BACKOFFICE_API: GraphQLEndpoint = {
  path: "/backoffice/api/graphql",
  signInHref: (returnTo) => `/backoffice/sign-in?${new URLSearchParams({ callbackUrl: returnTo })}`,
};
