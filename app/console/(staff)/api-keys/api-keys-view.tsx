"use client";

import { ApiKeysPanel } from "./api-keys-panel";
import { PageHeader } from "@/lib/console/ui/page-header";

export function ApiKeysView() {
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Operator keys (<span className="c-mono">gpk_</span>) act for one operator; master keys (
            <span className="c-mono">gpm_</span>) may name any operator. Keys are accepted as{" "}
            <span className="c-mono">x-provider-api-key</span>, <span className="c-mono">x-api-key</span> or a Bearer
            token, and revocation applies to the very next request.
          </>
        }
      />
      <ApiKeysPanel />
    </>
  );
}
