// GET|POST /backoffice/api/auth/* — next-auth of the operators' back office: CSRF token, credentials (+ TOTP)
// sign-in, session, sign-out; its cookies are scoped to /backoffice.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { backofficeAuthOptions } from "@/lib/server/auth/backoffice-auth-options";
import { errorResponse } from "@/lib/server/http/json-response";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  let options;
  try {
    options = backofficeAuthOptions();
  } catch (error) {
    return errorResponse(error, `${request.method} ${request.nextUrl.pathname}`);
  }
  return NextAuth(request, context, options) as Promise<Response>;
}

export { handler as GET, handler as POST };
