"use client";

import { graphql } from "@/graphql/generated/client";
import type { ConsoleWalletAttemptFragment } from "@/graphql/generated/client/graphql";
import { formatMs } from "@/lib/console/format";
import { attemptOutcomeLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { CodeBlock } from "@/lib/console/ui/code-block";
import { TimeText } from "@/lib/console/ui/time-text";

/** The fields of a signed call that WalletAttemptView shows; both delivery queries spread it. */
export const WalletAttemptFields = graphql(`
  fragment ConsoleWalletAttempt on WalletCallbackAttempt {
    id
    type
    attemptNumber
    requestId
    url
    requestHeaders
    requestBody
    responseStatus
    responseBody
    outcome
    error
    latencyMs
    startedAt
  }
`);

/** One signed HTTP call: what was sent (headers with the signature shortened, the exact body) and what came back. */
export function WalletAttemptView({ attempt }: { attempt: ConsoleWalletAttemptFragment }) {
  return (
    <article className="c-attempt" data-testid="wallet-attempt">
      <div className="c-attempt-head">
        <strong>Attempt {attempt.attemptNumber}</strong>
        <Badge tone={toneOf(attempt.outcome)}>{attemptOutcomeLabel(attempt.outcome)}</Badge>
        <span className="c-mono">{attempt.responseStatus ? `HTTP ${attempt.responseStatus}` : "no response"}</span>
        <span className="c-muted">{formatMs(attempt.latencyMs)}</span>
        <span className="c-spacer" />
        <span className="c-small c-muted">
          <TimeText value={attempt.startedAt} absolute />
        </span>
      </div>
      <div className="c-attempt-body">
        <div className="c-small">
          <span className="c-muted">POST</span> <span className="c-mono">{attempt.url}</span>
        </div>
        {attempt.error ? <div className="c-field-error">{attempt.error}</div> : null}
        <div>
          <div className="c-label c-label-block">Request headers</div>
          <CodeBlock value={attempt.requestHeaders} light />
        </div>
        <div>
          <div className="c-label c-label-block">Request body (signed)</div>
          <CodeBlock value={attempt.requestBody} light />
        </div>
        <div>
          <div className="c-label c-label-block">Response body</div>
          {attempt.responseBody ? (
            <CodeBlock value={attempt.responseBody} light />
          ) : (
            <span className="c-faint">none</span>
          )}
        </div>
      </div>
    </article>
  );
}
