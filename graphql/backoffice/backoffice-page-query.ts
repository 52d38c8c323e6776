import "server-only";
import type { ApolloServer } from "@apollo/server";
import { headers } from "next/headers";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/base/errors";
import { clientIpFromHeaders } from "@/lib/server/http/forwarded-headers";
import { publicBaseUrlFromHeaders } from "@/lib/server/http/public-base-url";
import type { OperatorSessionUser } from "@/lib/server/operator-users/operator-user-fields";
import type { TypedDocumentString } from "@/graphql/generated/backoffice/client/graphql";
import type { BackofficeContext } from "./backoffice-context";
import { createBackofficeApolloServer } from "./server";

// Back-office pages are server components: they run their typed documents through the back office's own schema
// and resolvers in-process, with the page's signed-in user as context, so a page sees exactly what the API
// answers (operator scope and roles included) without a second trip over HTTP. The answer is handed back as plain
// objects: graphql-js builds its result of null-prototype objects, which Next refuses as a client component's props.
// Every scalar is already serialized (DateTime as ISO text, JSON as JSON values), so a structured clone, which makes
// ordinary objects, copies it exactly.

let server: ApolloServer<BackofficeContext> | undefined;
let started: Promise<void> | undefined;

export async function backofficePageQuery<TResult, TVariables extends Record<string, unknown>>(
  user: OperatorSessionUser,
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  server ??= createBackofficeApolloServer();
  started ??= server.start();
  await started;
  const requestHeaders = await headers();
  const baseUrl = publicBaseUrlFromHeaders(requestHeaders) ?? `http://${requestHeaders.get("host")}`;
  const response = await server.executeOperation<TResult, TVariables>(
    { query: document.toString(), variables },
    { contextValue: { user, operatorId: user.operatorId, baseUrl, ip: clientIpFromHeaders(requestHeaders) } },
  );
  if (response.body.kind !== "single") throw new AppError("internal_error", "Unexpected incremental answer");
  const { data, errors } = response.body.singleResult;
  const first = errors?.[0];
  if (first) {
    const code = first.extensions?.code;
    const known = typeof code === "string" && Object.hasOwn(ERROR_STATUS, code);
    throw new AppError(known ? (code as ErrorCode) : "internal_error", first.message);
  }
  if (!data) throw new AppError("internal_error", "The back office's API answered without data");
  return structuredClone(data);
}
