import type { z } from "zod";

// The shapes of the OpenAPI 3.1 document (openapi.ts builds it; provider-endpoints.ts fills its operations).

export type JsonSchema = z.core.JSONSchema.BaseSchema;

export interface OpenApiParameter {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiHeader {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMediaType>;
  /** Our extensions on the reusable error responses: their status, and the `error` codes they carry. */
  "x-status"?: number;
  "x-error-codes"?: Record<string, string>;
}

export interface OpenApiRef {
  $ref: string;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  /** An empty list marks a public endpoint; otherwise any one of the listed key forms. */
  security: Array<Record<string, string[]>>;
  parameters?: Array<OpenApiParameter | OpenApiRef>;
  requestBody?: { required: boolean; description?: string; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | OpenApiRef>;
}

export type HttpMethod = "get" | "post";

export interface OpenApiSecurityScheme {
  type: "apiKey" | "http";
  in?: "header";
  name?: string;
  scheme?: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: Array<{
    url: string;
    description: string;
    variables: Record<string, { default: string; description: string }>;
  }>;
  tags: Array<{ name: string; description: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  /** Calls the platform makes to the operator's wallet (OpenAPI 3.1 webhooks). */
  webhooks: Record<string, { post: OpenApiOperation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    parameters: Record<string, OpenApiParameter>;
    securitySchemes: Record<string, OpenApiSecurityScheme>;
  };
}

/** The reusable error responses of components.responses, one per status (openapi.ts lists their codes). */
export type ErrorResponseName =
  | "BadRequest"
  | "Unauthorized"
  | "Forbidden"
  | "NotFound"
  | "MethodNotAllowed"
  | "Conflict"
  | "PayloadTooLarge"
  | "RequestHeaderTooLarge"
  | "TooManyRequests"
  | "InternalError"
  | "ServiceUnavailable";
