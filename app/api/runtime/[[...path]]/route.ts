// ANY /api/runtime/* not matched by another route — JSON 404 in the runtime's error shape
import { unknownRouteHandlers } from "@/lib/server/http/json-response";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownRouteHandlers("Unknown game runtime route");
