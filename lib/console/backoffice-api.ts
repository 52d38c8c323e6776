import type { GraphQLEndpoint } from "./graphql-client";
import { BACKOFFICE_SIGN_IN } from "./backoffice-routes";

/** The back office's own GraphQL endpoint for its client components; an ended session signs in again at /backoffice. */
export const BACKOFFICE_API: GraphQLEndpoint = {
  path: "/backoffice/api/graphql",
  signInHref: (returnTo) => `${BACKOFFICE_SIGN_IN}?${new URLSearchParams({ callbackUrl: returnTo })}`,
};
