import "server-only";
import type { NextRequest } from "next/server";
import { getStaffSession, staffActor } from "@/lib/server/auth/staff-session";
import type { GameArtInfo } from "@/lib/server/art/game-art-info";
import { publicBaseUrl } from "@/lib/server/http/public-base-url";
import type { StaffUserView } from "@/lib/server/staff/staff-fields";
import { graphQLErrorFor } from "./errors";
import { createGameArtLoader, type ArtGame } from "./games/game-art-loader";

/** What every resolver gets: the signed-in staff member (never absent), the audit actor, and per-request loaders. */
export interface GraphQLContext {
  staff: StaffUserView;
  /** "console:<email>", as audit rows name staff. */
  actor: string;
  /** PUBLIC_BASE_URL, else this request's origin: for absolute URLs such as art links. */
  baseUrl: string;
  /** Art facts of many games in one query per request tick. */
  gameArt(game: ArtGame): Promise<GameArtInfo>;
}

/** Every operation needs a staff session: without one the request is refused before it is even parsed. */
export async function createGraphQLContext(request: NextRequest): Promise<GraphQLContext> {
  const staff = await getStaffSession();
  if (!staff) throw graphQLErrorFor("unauthenticated", "Sign in to the console to use this API");
  const baseUrl = publicBaseUrl(request);
  return { staff, actor: staffActor(staff), baseUrl, gameArt: createGameArtLoader(baseUrl) };
}
