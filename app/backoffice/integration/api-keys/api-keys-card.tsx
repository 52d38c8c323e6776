"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { BACKOFFICE_API } from "@/lib/console/backoffice-api";
import { KeyStatus } from "@/app/console/(staff)/api-keys/api-keys-panel";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeApiKeyFragment } from "@/graphql/generated/backoffice/client/graphql";
import { formatCount } from "@/lib/console/format";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { Dialog } from "@/lib/console/ui/dialog";
import { TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { EmptyState } from "@/lib/console/ui/states";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";

// The operator's keys (the staff console's key status badge), with Issue and Revoke for admins: each a mutation of
// the back office's API from the browser, then the server page re-renders. The issued key is shown once, here.

export const BackofficeApiKeyFragmentDoc = graphql(`
  fragment BackofficeApiKey on ApiKey {
    id
    name
    prefix
    createdBy
    createdAt
    lastUsedAt
    revokedAt
    expiresAt
    useCount
  }
`);

const CreateApiKey = graphql(`
  mutation BackofficeCreateApiKey($name: String!, $expiresAt: DateTime) {
    createApiKey(name: $name, expiresAt: $expiresAt) {
      apiKey {
        prefix
        name
      }
      key
    }
  }
`);

const RevokeApiKey = graphql(`
  mutation BackofficeRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
    }
  }
`);

export function ApiKeysCard({
  apiKeys,
  includeRevoked,
  canAct,
}: {
  apiKeys: BackofficeApiKeyFragment[];
  includeRevoked: boolean;
  /** Admins issue and revoke; finance only reads. */
  canAct: boolean;
}) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ key: string; prefix: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<BackofficeApiKeyFragment | null>(null);
  // Expiry is judged against the time the page was rendered; a refresh judges again.
  const [now] = useState(() => Date.now());

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    setError(null);
    try {
      await action();
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  function issue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("issue", async () => {
      // The end of the chosen day (UTC): the key works through that whole day.
      const expiresAt = expiresOn ? `${expiresOn}T23:59:59.999Z` : null;
      const { createApiKey } = await executeGraphQL(
        CreateApiKey,
        { name: name.trim(), expiresAt },
        { endpoint: BACKOFFICE_API },
      );
      setIssued({ key: createApiKey.key, prefix: createApiKey.apiKey.prefix, name: createApiKey.apiKey.name });
      setName("");
      setExpiresOn("");
    });
  }

  function revoke(key: BackofficeApiKeyFragment) {
    setRevoking(null);
    void run(key.id, async () => {
      await executeGraphQL(RevokeApiKey, { id: key.id }, { endpoint: BACKOFFICE_API });
    });
  }

  return (
    <>
      <Card testId="backoffice-api-keys">
        <CardHeader
          title="Keys"
          subtitle="Send a key in the x-provider-api-key header. A revoked or expired key is refused with 401."
          actions={
            <Link
              href={includeRevoked ? "/backoffice/integration/api-keys" : "/backoffice/integration/api-keys?revoked=1"}
              data-testid="toggle-revoked"
            >
              {includeRevoked ? "Hide revoked keys" : "Show revoked keys"}
            </Link>
          }
        />
        <FormError error={error} />
        {apiKeys.length === 0 ? (
          <EmptyState
            icon="key"
            title="No keys"
            text={canAct ? "Issue one below so your systems can call the provider API." : undefined}
          />
        ) : (
          <Table caption="API keys" csv={false} testId="api-keys-table">
            <thead>
              <tr>
                <th>Key</th>
                <th>Created</th>
                <th>Last used</th>
                <th className="c-cell-num">Requests</th>
                <th>Expires</th>
                <th>Status</th>
                {canAct ? <ActionsHeader /> : null}
              </tr>
            </thead>
            <tbody>
              {apiKeys.map((key) => (
                <tr key={key.id} data-testid={`api-key-row-${key.prefix}`}>
                  <td>
                    <span className="c-cell-title c-mono">{key.prefix}…</span>
                    <span className="c-cell-sub">{key.name}</span>
                  </td>
                  <td>
                    <TimeText value={key.createdAt} />
                    {key.createdBy ? <span className="c-cell-sub">{key.createdBy}</span> : null}
                  </td>
                  <td>
                    <TimeText value={key.lastUsedAt} fallback="never" />
                  </td>
                  <td className="c-cell-num" data-testid="api-key-use-count">
                    {formatCount(key.useCount)}
                  </td>
                  <td>
                    <TimeText value={key.expiresAt} fallback="never" />
                  </td>
                  <td data-testid="api-key-status">
                    <KeyStatus
                      revoked={Boolean(key.revokedAt)}
                      expired={Boolean(key.expiresAt && Date.parse(key.expiresAt) <= now)}
                      operatorInactive={false}
                    />
                  </td>
                  {canAct ? (
                    <td className="c-cell-actions">
                      {key.revokedAt ? null : (
                        <Button
                          size="sm"
                          variant="danger-soft"
                          icon="ban"
                          busy={busy === key.id}
                          onClick={() => setRevoking(key)}
                          data-testid="revoke-key"
                        >
                          Revoke
                        </Button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>

      <div style={{ marginTop: 16 }}>
        <Card testId="issue-key">
          <CardHeader title="Issue a key" />
          <CardBody>
            {canAct ? (
              <form onSubmit={issue} className="c-row" style={{ gap: 12, flexWrap: "wrap", alignItems: "flex-end" }}>
                <TextField
                  label="Name"
                  name="name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  required
                  maxLength={100}
                  placeholder="Production catalog sync"
                />
                <TextField
                  label="Expires (optional, UTC day)"
                  name="expiresOn"
                  type="date"
                  value={expiresOn}
                  onChange={(event) => setExpiresOn(event.target.value)}
                  data-testid="issue-key-expires"
                />
                <Button
                  type="submit"
                  variant="primary"
                  icon="plus"
                  busy={busy === "issue"}
                  disabled={!name.trim()}
                  data-testid="issue-key-submit"
                >
                  Issue key
                </Button>
              </form>
            ) : (
              <p className="c-muted" data-testid="read-only-note">
                Your role reads keys only; admins issue and revoke them.
              </p>
            )}
          </CardBody>
        </Card>
      </div>

      <Dialog
        open={issued !== null}
        onClose={() => setIssued(null)}
        title="Key issued"
        description={issued ? `${issued.name} · ${issued.prefix}…` : undefined}
        icon="key"
        wide
        testId="key-issued-dialog"
        footer={
          <Button variant="primary" onClick={() => setIssued(null)} data-testid="key-issued-done">
            Done
          </Button>
        }
      >
        {issued ? <SecretReveal label="API key" value={issued.key} testId="issued-key" /> : null}
      </Dialog>

      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this key?"
        icon="ban"
        tone="danger"
        testId="revoke-key-dialog"
        footer={
          <>
            <Button onClick={() => setRevoking(null)}>Cancel</Button>
            <Button variant="danger" onClick={() => revoking && revoke(revoking)} data-testid="revoke-key-confirm">
              Revoke key
            </Button>
          </>
        }
      >
        {revoking ? (
          <p>
            <strong className="c-mono">{revoking.prefix}…</strong> ({revoking.name}) stops working from the next
            request: the provider API answers 401. This cannot be undone.
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
