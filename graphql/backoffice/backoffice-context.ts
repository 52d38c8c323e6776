import "server-only";
import type { NextRequest } from "next/server";
import { getOperatorSession } from "@/lib/server/auth/operator-session";
import { clientIpFromHeaders } from "@/lib/server/http/forwarded-headers";
import { publicBaseUrl } from "@/lib/server/http/public-base-url";
import type { OperatorSessionUser } from "@/lib/server/operator-users/operator-user-fields";
import { graphQLErrorFor } from "@/graphql/errors";

/** What every back-office resolver gets: the signed-in operator user and their operator, from the session alone. */
export interface BackofficeContext {
  user: OperatorSessionUser;
  /** The operator every resolver answers for: the session user's, never an argument's. */
  operatorId: string;
  /** PUBLIC_BASE_URL, else this request's origin: for absolute links such as replay links. */
  baseUrl: string;
  /** The client's address (throttling a password change's check of the current one); null when unknown. */
  ip: string | null;
}

/** Every operation needs a back-office session: without one the request is refused before it is even parsed. */
export async function createBackofficeContext(request: NextRequest): Promise<BackofficeContext> {
  const user = await getOperatorSession();
  if (!user) throw graphQLErrorFor("unauthenticated", "Sign in to the back office to use this API");
  return {
    user,
    operatorId: user.operatorId,
    baseUrl: publicBaseUrl(request),
    ip: clientIpFromHeaders(request.headers),
  };
}
