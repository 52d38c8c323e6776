import type {
  HttpMethod,
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from "@/lib/contract/openapi";
import styles from "../api-reference.module.css";
import { CodeBlock, FieldRowsTable, FieldTable, firstExample, refName, TypeLabel } from "./schema-view";

// One endpoint of the reference: method and path, what it does, its parameters, body and responses on the left;
// a curl call and example bodies on the right.

export function MethodBadge({ method }: { method: string }) {
  return <span className={`${styles.method} ${styles[`method_${method}`] ?? ""}`}>{method.toUpperCase()}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  const family = status.startsWith("2")
    ? styles.status2xx
    : status.startsWith("3")
      ? styles.status3xx
      : status.startsWith("4")
        ? styles.status4xx
        : styles.status5xx;
  return <span className={`${styles.status} ${family}`}>{status}</span>;
}

export function operationAnchor(operation: OpenApiOperation): string {
  return `op-${operation.operationId}`;
}

function resolveParameter(
  document: OpenApiDocument,
  parameter: OpenApiParameter | { $ref: string },
): OpenApiParameter | undefined {
  if (!("$ref" in parameter)) return parameter;
  return document.components.parameters[parameter.$ref.replace("#/components/parameters/", "")];
}

function resolveResponse(
  document: OpenApiDocument,
  response: OpenApiResponse | { $ref: string },
): { response?: OpenApiResponse } {
  if (!("$ref" in response)) return { response };
  return { response: document.components.responses[response.$ref.replace("#/components/responses/", "")] };
}

function componentOf(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = refName(schema);
  return name ? document.components.schemas[name] : schema;
}

function curlExample(options: {
  baseUrl: string;
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  body: unknown;
  exampleSymbol: string;
}): string {
  const url = `${options.baseUrl}${options.path.replace("{symbol}", options.exampleSymbol)}`;
  const lines = [`curl ${options.method === "get" ? "" : `-X ${options.method.toUpperCase()} `}"${url}"`];
  if (options.operation.security.length > 0) lines.push(`  -H "x-provider-api-key: $PROVIDER_API_KEY"`);
  if (options.body !== undefined) {
    lines.push(`  -H "content-type: application/json"`);
    lines.push(`  -d '${JSON.stringify(options.body)}'`);
  }
  return lines.join(" \\\n");
}

/** Example bodies of the four callbacks, as raw text: amounts are JSON numbers with the currency's decimals. */
const CALLBACK_FIELDS: Record<string, { id: string; action: string; amount: string; original?: string }> = {
  balance: { id: "bal_7xbcxQHDmTkqQqNFFxktki", action: "balance", amount: "0.00" },
  debit: { id: "dbt_PWqC37FY3fUG6WY5Ii5kay", action: "bet", amount: "2.00" },
  credit: { id: "cdt_zetneLCtyHRxKxfNfC4IhV", action: "win", amount: "14.80" },
  rollback: {
    id: "rbk_Eo03jxddn99GurSt2QHgfG",
    action: "rollback",
    amount: "2.00",
    original: "dbt_PWqC37FY3fUG6WY5Ii5kay",
  },
};

/** A wallet callback as it arrives at the operator's wallet: the signed headers, then the raw body. */
function callbackExample(options: { path: string; parameters: OpenApiParameter[] }): string {
  const type = options.path.split("/").pop() ?? "";
  const fields = CALLBACK_FIELDS[type];
  const headers = options.parameters
    .filter((parameter) => parameter.in === "header")
    .map((parameter) => {
      const value = parameter.name.endsWith("-timestamp")
        ? "1767225600"
        : parameter.name.endsWith("-signature")
          ? "<64 hex characters>"
          : "req_SVEwqJ04qChPLVqKMPzqbx";
      return `${parameter.name}: ${value}`;
    });
  const body = fields
    ? `{"operator_id":"my-casino","player_id":"player-1","session_id":"ses_zEdg2BgElCiiJIxrO6DSPyeZ","game_symbol":"vs20aurora",` +
      `"currency":"EUR","request_id":"req_SVEwqJ04qChPLVqKMPzqbx","transaction_id":"${fields.id}","transaction_type":"${type}",` +
      `"action_type":"${fields.action}","amount":${fields.amount}${fields.original ? `,"original_transaction_id":"${fields.original}"` : ""}}`
    : "{…}";
  return [`POST ${options.path}`, "content-type: application/json", ...headers, "", body].join("\n");
}

export function EndpointSection(props: {
  document: OpenApiDocument;
  baseUrl: string;
  path: string;
  method: HttpMethod;
  operation: OpenApiOperation;
  /** A call the platform makes to the operator's wallet: signed by us, answered by the operator. */
  webhook?: boolean;
}) {
  const { document, path, method, operation, webhook } = props;
  const parameters = (operation.parameters ?? [])
    .map((parameter) => resolveParameter(document, parameter))
    .filter((p) => p !== undefined);
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  const bodyComponent = componentOf(document, bodySchema);
  const bodyExample = firstExample(bodyComponent);
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
  const successMedia = success
    ? resolveResponse(document, success[1]).response?.content?.["application/json"]
    : undefined;
  const successComponent = componentOf(document, successMedia?.schema);
  const successExample = firstExample(successComponent);
  const exampleSymbol = String(
    (firstExample(document.components.schemas.Game) as { symbol?: string } | undefined)?.symbol ?? "vs20aurora",
  );
  const isPublic = operation.security.length === 0;

  return (
    <section id={operationAnchor(operation)} className={styles.endpoint}>
      <div className={styles.endpointMain}>
        <header className={styles.endpointHeader}>
          <MethodBadge method={method} />
          <code className={styles.path}>{path}</code>
          {webhook ? (
            <span className={styles.pillKey}>signed callback to your wallet</span>
          ) : (
            <span className={isPublic ? styles.pillPublic : styles.pillKey}>{isPublic ? "public" : "API key"}</span>
          )}
        </header>
        <h3 className={styles.endpointTitle}>{operation.summary}</h3>
        <p>{operation.description}</p>

        {parameters.length > 0 ? (
          <>
            <h4>Parameters</h4>
            {/* Long header names (x-platform-signature) must not push the table under the examples beside it. */}
            <div className={styles.tableScroll}>
              <FieldRowsTable
                nameHeading="Name"
                rows={parameters.map((parameter) => ({
                  name: parameter.name,
                  location: parameter.in,
                  schema: parameter.schema,
                  required: parameter.required,
                  description: parameter.description,
                }))}
              />
            </div>
          </>
        ) : null}

        {operation.requestBody && bodyComponent ? (
          <>
            <h4>
              Request body <span className={styles.muted}>application/json</span> <TypeLabel schema={bodySchema} />
            </h4>
            {bodyComponent.description ? <p>{bodyComponent.description}</p> : null}
            <FieldTable schema={bodyComponent} />
          </>
        ) : null}

        <h4>Responses</h4>
        <ul className={styles.responses}>
          {Object.entries(operation.responses).map(([status, entry]) => {
            const { response } = resolveResponse(document, entry);
            if (!response) return null;
            const media = Object.entries(response.content ?? {});
            const codes = Object.keys(response["x-error-codes"] ?? {});
            return (
              <li key={status} className={styles.response}>
                <div className={styles.responseHead}>
                  <StatusBadge status={status} />
                  <span>{response.description}</span>
                </div>
                <div className={styles.responseDetail}>
                  {media.map(([type, value]) => (
                    <span key={type} className={styles.mediaType}>
                      {type}
                      {value.schema ? (
                        <>
                          {" "}
                          <TypeLabel schema={value.schema} />
                        </>
                      ) : null}
                    </span>
                  ))}
                  {codes.map((code) => (
                    <a key={code} href={`#error-${code}`} className={styles.errorCode}>
                      {code}
                    </a>
                  ))}
                  {Object.keys(response.headers ?? {}).map((header) => (
                    <span key={header} className={styles.header}>
                      {header}
                    </span>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
        {successComponent && refName(successMedia?.schema) ? (
          <details className={styles.fields}>
            <summary>
              Fields of <TypeLabel schema={successMedia?.schema} />
            </summary>
            <FieldTable schema={successComponent} />
          </details>
        ) : null}
      </div>

      <aside className={styles.endpointExamples}>
        {webhook ? (
          <CodeBlock title="The call we send" code={callbackExample({ path, parameters })} />
        ) : (
          <CodeBlock
            title="Request"
            code={curlExample({ baseUrl: props.baseUrl, method, path, operation, body: bodyExample, exampleSymbol })}
          />
        )}
        {successExample !== undefined ? (
          <CodeBlock
            title={`${webhook ? "Your answer" : "Response"} ${success?.[0] ?? "200"}`}
            code={JSON.stringify(successExample, null, 2)}
          />
        ) : null}
      </aside>
    </section>
  );
}
