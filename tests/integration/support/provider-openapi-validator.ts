import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type {
  OpenApiDocument,
  OpenApiHeader,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiRef,
  OpenApiResponse,
} from "@/lib/contract/openapi";

// Checks real HTTP responses against the generated OpenAPI document with a JSON Schema 2020-12 validator (ajv):
// the status must be documented for the operation, the content type must be one the response lists, documented
// required headers must be present and valid, and a JSON body must match the response's schema ($refs into
// components resolved by ajv, formats such as uri and date-time checked).

// ajv-formats is CommonJS with a default export; under ESM interop the function may sit on .default.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const ROOT_ID = "urn:provider-api:openapi";

export interface ObservedResponse {
  status: number;
  headers: Headers;
  /** The body as text; for images the bytes are not schema-checked, only the content type. */
  bodyText: string;
}

export interface OpenApiValidator {
  document: OpenApiDocument;
  /** Problems with this response for the operation (empty when it conforms). */
  check(options: { method: string; path: string; response: ObservedResponse }): string[];
  /** Problems with a value against a component schema, e.g. an example. */
  checkSchema(componentName: string, value: unknown): string[];
  /** Problems with a value against an inline schema, e.g. a header's. */
  checkValue(schema: Record<string, unknown>, value: unknown): string[];
  /** Problems with a body against a reusable response (e.g. the 405 or unknown-route 404 of any route). */
  checkComponentResponse(name: string, response: ObservedResponse): string[];
  /** The operation whose path template matches a concrete path (query string ignored), if any. */
  findOperation(method: string, path: string): { template: string; operation: OpenApiOperation } | undefined;
}

export function createOpenApiValidator(document: OpenApiDocument): OpenApiValidator {
  // strict mode refuses unknown keywords; the wrapper's "components" keyword is only a container for $refs.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: ROOT_ID, components: { schemas: document.components.schemas } });
  const compiled = new Map<unknown, ValidateFunction>();

  const validatorFor = (schema: Record<string, unknown>): ValidateFunction => {
    const ref = typeof schema.$ref === "string" ? schema.$ref : undefined;
    const key = ref ?? schema;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ref ? ajv.getSchema(`${ROOT_ID}${ref}`) : ajv.compile(schema);
      if (!validate) throw new Error(`OpenAPI: unresolvable $ref ${ref}`);
      compiled.set(key, validate);
    }
    return validate;
  };

  const schemaProblems = (schema: Record<string, unknown>, value: unknown, where: string): string[] => {
    const validate = validatorFor(schema);
    return validate(value) ? [] : formatErrors(validate.errors, where);
  };

  const resolveResponse = (response: OpenApiResponse | OpenApiRef): OpenApiResponse => {
    if (!("$ref" in response)) return response;
    const name = response.$ref.replace("#/components/responses/", "");
    const resolved = document.components.responses[name];
    if (!resolved) throw new Error(`OpenAPI: unresolvable response $ref ${response.$ref}`);
    return resolved;
  };

  const responseProblems = (documented: OpenApiResponse, response: ObservedResponse, where: string): string[] => {
    const problems: string[] = [];
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      problems.push(...headerProblems(name, header, response.headers.get(name), where));
    }
    const content = documented.content;
    const contentType = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? null;
    if (!content) {
      if (response.bodyText.length > 0) problems.push(`${where}: body present but the document declares none`);
      return problems;
    }
    if (!contentType) return [...problems, `${where}: no content-type`];
    const media: OpenApiMediaType | undefined = content[contentType];
    if (!media)
      return [...problems, `${where}: content-type ${contentType} is not one of ${Object.keys(content).join(", ")}`];
    if (!media.schema) return problems;
    let body: unknown;
    try {
      body = JSON.parse(response.bodyText);
    } catch {
      return [...problems, `${where}: body is not JSON: ${response.bodyText.slice(0, 200)}`];
    }
    return [...problems, ...schemaProblems(media.schema as Record<string, unknown>, body, where)];
  };

  const headerProblems = (name: string, header: OpenApiHeader, value: string | null, where: string): string[] => {
    if (value === null) return header.required ? [`${where}: required header ${name} is missing`] : [];
    return schemaProblems(header.schema as Record<string, unknown>, value, `${where} header ${name}`);
  };

  const findOperation = (method: string, path: string) => {
    const pathname = path.split("?")[0] ?? path;
    for (const [template, item] of Object.entries(document.paths)) {
      const literal = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"));
      const pattern = new RegExp(`^${literal.join("[^/]+")}$`);
      const operation = item[method.toLowerCase() as keyof typeof item];
      if (operation && pattern.test(pathname)) return { template, operation };
    }
    return undefined;
  };

  return {
    document,
    findOperation,
    check({ method, path, response }) {
      const found = findOperation(method, path);
      if (!found) return [`${method} ${path}: no such operation in the document`];
      const where = `${method} ${found.template} → ${response.status}`;
      const documented = found.operation.responses[String(response.status)];
      if (!documented)
        return [`${where}: status not documented (documented: ${Object.keys(found.operation.responses).join(", ")})`];
      return responseProblems(resolveResponse(documented), response, where);
    },
    checkSchema(componentName, value) {
      if (!document.components.schemas[componentName]) return [`no component schema ${componentName}`];
      return schemaProblems({ $ref: `#/components/schemas/${componentName}` }, value, componentName);
    },
    checkValue(schema, value) {
      return schemaProblems(schema, value, "value");
    },
    checkComponentResponse(name, response) {
      const documented = document.components.responses[name];
      if (!documented) return [`no component response ${name}`];
      return responseProblems(documented, response, `components.responses.${name} (${response.status})`);
    },
  };
}

function formatErrors(errors: ErrorObject[] | null | undefined, where: string): string[] {
  return (errors ?? []).map(
    (error) =>
      `${where}: ${error.instancePath || "(root)"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
  );
}

/** Reads a fetch response fully, as the validator wants it. */
export async function observe(response: Response): Promise<ObservedResponse> {
  return { status: response.status, headers: response.headers, bodyText: await response.text() };
}
