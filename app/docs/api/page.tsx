// GET /docs/api — the readable provider API reference, rendered on the server from the OpenAPI document
import type { Metadata } from "next";
import { headers } from "next/headers";
import { buildOpenApiDocument, type HttpMethod, type OpenApiOperation } from "@/lib/contract/openapi";
import { PROVIDER_API_PREFIX } from "@/lib/contract/provider-api";
import { publicBaseUrlFromHeaders } from "@/lib/server/http/public-base-url";
import { EndpointSection, MethodBadge, operationAnchor, StatusBadge } from "./_components/endpoint-section";
import { CodeBlock, FieldTable, firstExample, schemaAnchor } from "./_components/schema-view";
import { DocsShell, shell } from "@/app/docs/_components/docs-shell";
import styles from "./api-reference.module.css";

export const metadata: Metadata = { title: "Provider API reference" };

interface Endpoint {
  path: string;
  method: HttpMethod;
  operation: OpenApiOperation;
  /** A call the platform makes to the operator's wallet (the document's webhooks), not one the operator makes. */
  webhook?: boolean;
}

export default async function ApiReferencePage() {
  const baseUrl = publicBaseUrlFromHeaders(await headers()) ?? "{base_url}";
  const document = buildOpenApiDocument({ baseUrl });
  const endpoints: Endpoint[] = [
    ...Object.entries(document.paths).flatMap(([path, item]) =>
      (Object.entries(item) as Array<[HttpMethod, OpenApiOperation]>).map(([method, operation]) => ({
        path,
        method,
        operation,
      })),
    ),
    // Webhooks are named "wallet-<type>" and sent to {wallet_base_url}/<type>.
    ...Object.entries(document.webhooks).map(([name, item]) => ({
      path: `{wallet_base_url}/${name.replace(/^wallet-/, "")}`,
      method: "post" as const,
      operation: item.post,
      webhook: true,
    })),
  ];
  const groups = document.tags
    .map((tag) => ({ tag, endpoints: endpoints.filter((endpoint) => endpoint.operation.tags.includes(tag.name)) }))
    .filter((group) => group.endpoints.length > 0);
  const schemes = Object.entries(document.components.securitySchemes);
  const operatorIdHeader = document.components.parameters.OperatorIdHeader;
  const publicEndpoints = endpoints.filter((endpoint) => !endpoint.webhook && endpoint.operation.security.length === 0);
  const errorExample = firstExample(document.components.schemas.ProviderError);

  return (
    <DocsShell
      navLabel="API reference"
      mainId="top"
      mainClassName={styles.reference}
      nav={
        <>
          <a href="#top" className={shell.brand}>
            {document.info.title}
            <span className={styles.version}>v{document.info.version}</span>
          </a>
          <ul className={shell.navList}>
            <li>
              <a href="#overview">Overview</a>
            </li>
            <li>
              <a href="#authentication">Authentication</a>
            </li>
            <li>
              <a href="#errors">Errors</a>
            </li>
          </ul>
          {groups.map((group) => (
            <div key={group.tag.name}>
              <p className={shell.navGroup}>{group.tag.name}</p>
              <ul className={shell.navList}>
                {group.endpoints.map((endpoint) => (
                  <li key={endpoint.operation.operationId}>
                    <a href={`#${operationAnchor(endpoint.operation)}`} className={styles.navEndpoint}>
                      <MethodBadge method={endpoint.method} />
                      <span>{endpoint.operation.summary}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className={shell.navGroup}>Schemas</p>
          <ul className={shell.navList}>
            {Object.keys(document.components.schemas).map((name) => (
              <li key={name}>
                <a href={`#${schemaAnchor(name)}`}>{name}</a>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Provider API reference · contract {document.info.version}</p>
        <h1>{document.info.title}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>Base URL</dt>
            <dd>
              <code>{baseUrl}</code>
            </dd>
          </div>
          <div>
            <dt>Path prefix</dt>
            <dd>
              <code>{PROVIDER_API_PREFIX}</code>
            </dd>
          </div>
          <div>
            <dt>OpenAPI 3.1</dt>
            <dd>
              <a href={`${PROVIDER_API_PREFIX}/openapi.json`}>openapi.json</a>
            </dd>
          </div>
        </dl>
      </header>

      <section id="overview" className={styles.section}>
        <h2>Overview</h2>
        {document.info.description.split("\n\n").map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section id="authentication" className={styles.section}>
        <h2>Authentication</h2>
        <p>Send the operator API key the provider gave you in any one of these forms:</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Form</th>
              <th>Header</th>
              <th>Notes</th>
            </tr>
          </thead>
          <tbody>
            {schemes.map(([name, scheme]) => (
              <tr key={name}>
                <td>{name}</td>
                <td>
                  <code>
                    {scheme.type === "http" ? "Authorization: Bearer <API_KEY>" : `${scheme.name}: <API_KEY>`}
                  </code>
                </td>
                <td>{scheme.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {operatorIdHeader ? (
          <p>
            <code>{operatorIdHeader.name}</code> — {operatorIdHeader.description}
          </p>
        ) : null}
        <p>
          Public endpoints need no key:{" "}
          {publicEndpoints.map((endpoint, index) => (
            <span key={endpoint.operation.operationId}>
              {index > 0 ? ", " : ""}
              <a href={`#${operationAnchor(endpoint.operation)}`}>
                <code>{endpoint.path}</code>
              </a>
            </span>
          ))}
          . A missing or invalid key gives 401; an inactive operator or a key of the wrong scope gives 403.
        </p>
      </section>

      <section id="errors" className={styles.section}>
        <h2>Errors</h2>
        <p>
          Every error is JSON with <code>success: false</code>, a human-readable <code>detail</code> and a stable{" "}
          <code>error</code> code (schema <a href={`#${schemaAnchor("ProviderError")}`}>ProviderError</a>).
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Status</th>
              <th>Meaning</th>
              <th>Codes</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(document.components.responses).map(([name, response]) => {
              return (
                <tr key={name}>
                  <td>
                    <StatusBadge status={String(response["x-status"] ?? "")} />
                  </td>
                  <td>{response.description}</td>
                  <td>
                    <dl className={styles.codes}>
                      {Object.entries(response["x-error-codes"] ?? {}).map(([code, meaning]) => (
                        <div key={code} id={`error-${code}`}>
                          <dt>
                            <code>{code}</code>
                          </dt>
                          <dd>{meaning}</dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {errorExample !== undefined ? (
          <CodeBlock title="Example error" code={JSON.stringify(errorExample, null, 2)} />
        ) : null}
      </section>

      {groups.map((group) => (
        <section
          key={group.tag.name}
          className={styles.section}
          id={`tag-${group.tag.name.replace(/\s+/g, "-").toLowerCase()}`}
        >
          <h2>{group.tag.name}</h2>
          <p className={styles.muted}>{group.tag.description}</p>
          {group.endpoints.map((endpoint) => (
            <EndpointSection key={endpoint.operation.operationId} document={document} baseUrl={baseUrl} {...endpoint} />
          ))}
        </section>
      ))}

      <section id="schemas" className={styles.section}>
        <h2>Schemas</h2>
        {Object.entries(document.components.schemas).map(([name, schema]) => {
          const example = firstExample(schema);
          return (
            <article key={name} id={schemaAnchor(name)} className={styles.schema}>
              <h3>{name}</h3>
              {schema.description ? <p>{schema.description}</p> : null}
              <FieldTable schema={schema} />
              {example !== undefined ? (
                <details>
                  <summary>Example</summary>
                  <CodeBlock title={name} code={JSON.stringify(example, null, 2)} />
                </details>
              ) : null}
            </article>
          );
        })}
      </section>
    </DocsShell>
  );
}
