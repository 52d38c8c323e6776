import type { GraphQLEndpoint } from "@/lib/console/graphql-client";

/** The back office's GraphQL endpoint for client components' mutations; an expired session goes back to sign-in. */
export const BACKOFFICE_API: GraphQLEndpoint = {
  path: "/backoffice/api/graphql",
  signInHref: (returnTo) => `/backoffice/sign-in?${new URLSearchParams({ callbackUrl: returnTo })}`,
};
