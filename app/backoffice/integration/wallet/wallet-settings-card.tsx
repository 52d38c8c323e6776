"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { BACKOFFICE_API } from "@/lib/console/backoffice-api";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeWalletSettingsFragment } from "@/graphql/generated/backoffice/client/graphql";
import { formatMs } from "@/lib/console/format";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { Dialog } from "@/lib/console/ui/dialog";
import { TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { TimeText } from "@/lib/console/ui/time-text";

// The wallet's address and signing secret: admins change the URL (the platform's wallet URL guard checks it) and
// rotate the secret (the new one shown once, in force from the next callback); finance reads.

export const BackofficeWalletSettingsFragmentDoc = graphql(`
  fragment BackofficeWalletSettings on WalletSettings {
    walletUrl
    hasSecret
    secretRotatedAt
    timeoutMs
    roundFields
  }
`);

const UpdateWalletUrl = graphql(`
  mutation BackofficeUpdateWalletUrl($url: String!) {
    updateWalletUrl(url: $url) {
      walletUrl
    }
  }
`);

const RotateWalletSecret = graphql(`
  mutation BackofficeRotateWalletSecret {
    rotateWalletSecret {
      walletSecret
    }
  }
`);

export function WalletSettingsCard({
  settings,
  canAct,
}: {
  settings: BackofficeWalletSettingsFragment;
  /** Admins change the URL and rotate the secret; finance only reads. */
  canAct: boolean;
}) {
  const router = useRouter();
  const [url, setUrl] = useState(settings.walletUrl ?? "");
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<string | null>) {
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      setNotice(await action());
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  function saveUrl(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("url", async () => {
      await executeGraphQL(UpdateWalletUrl, { url: url.trim() }, { endpoint: BACKOFFICE_API });
      return "Wallet URL saved: the next callback goes there.";
    });
  }

  function rotate() {
    setConfirmRotate(false);
    void run("rotate", async () => {
      const { rotateWalletSecret } = await executeGraphQL(RotateWalletSecret, {}, { endpoint: BACKOFFICE_API });
      setSecret(rotateWalletSecret.walletSecret);
      return null;
    });
  }

  return (
    <Card testId="wallet-settings">
      <CardHeader
        title="Wallet API"
        subtitle="Callbacks are signed with HMAC-SHA256 of the timestamp and body under your signing secret."
      />
      <CardBody>
        <FormError error={error} />
        {notice ? (
          <p className="c-muted" role="status" data-testid="wallet-notice">
            {notice}
          </p>
        ) : null}
        <dl className="c-kv" data-testid="wallet-settings-values">
          <dt>Wallet URL</dt>
          <dd className="c-mono" data-testid="wallet-url">
            {settings.walletUrl ?? "not set"}
          </dd>
          <dt>Signing secret</dt>
          <dd>
            {settings.hasSecret ? "set" : "not set"}
            {settings.hasSecret ? (
              <>
                {" · last rotated "}
                <TimeText value={settings.secretRotatedAt} fallback="never" />
              </>
            ) : null}
          </dd>
          <dt>Timeout per call</dt>
          <dd>{formatMs(settings.timeoutMs)}</dd>
          <dt>Round fields</dt>
          <dd>{settings.roundFields ? "round_id and campaign_id sent" : "not sent"}</dd>
        </dl>
        {canAct ? (
          <div className="c-stack" style={{ marginTop: 16 }}>
            <form onSubmit={saveUrl} className="c-row" style={{ gap: 12, flexWrap: "wrap", alignItems: "flex-end" }}>
              <div style={{ flex: "1 1 320px" }}>
                <TextField
                  label="Wallet base URL"
                  name="walletUrl"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  required
                  placeholder="https://wallet.example.com/gp"
                  data-testid="wallet-url-input"
                />
              </div>
              <Button type="submit" variant="primary" busy={busy === "url"} disabled={!url.trim()}>
                Save URL
              </Button>
            </form>
            <div>
              <Button
                variant="danger-soft"
                icon="key"
                busy={busy === "rotate"}
                onClick={() => setConfirmRotate(true)}
                data-testid="rotate-secret"
              >
                Rotate signing secret
              </Button>
            </div>
          </div>
        ) : (
          <p className="c-muted" data-testid="read-only-note">
            Your role reads these settings only; admins change the URL and rotate the secret.
          </p>
        )}
      </CardBody>

      <Dialog
        open={confirmRotate}
        onClose={() => setConfirmRotate(false)}
        title="Rotate the signing secret?"
        icon="key"
        tone="danger"
        testId="rotate-secret-dialog"
        footer={
          <>
            <Button onClick={() => setConfirmRotate(false)}>Cancel</Button>
            <Button variant="danger" onClick={rotate} data-testid="rotate-secret-confirm">
              Rotate now
            </Button>
          </>
        }
      >
        <p>
          The next callback is signed with the new secret and the old one stops at once: there is no overlap. Until your
          wallet uses the new secret it refuses our callbacks (invalid_signature), and credits are retried.
        </p>
      </Dialog>
      <Dialog
        open={secret !== null}
        onClose={() => setSecret(null)}
        title="New signing secret"
        icon="lock"
        wide
        testId="secret-rotated-dialog"
        footer={
          <Button variant="primary" onClick={() => setSecret(null)}>
            Done
          </Button>
        }
      >
        {secret ? <SecretReveal label="Wallet signing secret" value={secret} testId="wallet-secret" /> : null}
      </Dialog>
    </Card>
  );
}
