// ANY /api/provider/v1/* not matched by another route — JSON 404 in the contract's error shape
import { unknownRouteHandlers } from "@/lib/server/http/json-response";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownRouteHandlers("Unknown provider API route");
