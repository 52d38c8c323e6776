// GET|POST /api/auth/* — next-auth: CSRF token, providers, credentials and OIDC sign-in, session, sign-out
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/server/auth/auth-options";
import { errorResponse } from "@/lib/server/http/json-response";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  let options;
  try {
    options = authOptions();
  } catch (error) {
    return errorResponse(error, `${request.method} ${request.nextUrl.pathname}`);
  }
  return NextAuth(request, context, options) as Promise<Response>;
}

export { handler as GET, handler as POST };
