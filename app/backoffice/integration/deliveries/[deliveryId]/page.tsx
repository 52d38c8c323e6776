import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WalletAttemptView } from "@/app/console/(staff)/wallet/wallet-attempt";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { isAppError } from "@/lib/base/errors";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { RoleRefused, unlessForbidden } from "@/app/backoffice/integration/integration-page";

// GET /backoffice/integration/deliveries/<id> — one signed call to the operator's wallet: method, URL, headers (the
// signature shortened), the exact signed body, and the answer; the staff console's view of a call. Read-only.
// Another operator's call is this operator's 404, as an unknown id is.

export const metadata: Metadata = { title: "Wallet call" };

const DeliveryQuery = graphql(`
  query BackofficeWalletDelivery($id: ID!) {
    walletDelivery(id: $id) {
      id
      type
      transactionId
      playerId
      attemptNumber
      requestId
      method
      url
      requestHeaders {
        name
        value
      }
      requestBody
      responseStatus
      responseBody
      outcome
      error
      latencyMs
      startedAt
    }
  }
`);

export default async function DeliveryPage({ params }: { params: Promise<{ deliveryId: string }> }) {
  const { deliveryId } = await params;
  const user = await requireOperatorUserPage({
    returnTo: `/backoffice/integration/deliveries/${encodeURIComponent(deliveryId)}`,
  });
  let data;
  try {
    data = await unlessForbidden(backofficePageQuery(user, DeliveryQuery, { id: deliveryId }));
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
  if (!data) return <RoleRefused title="Wallet call" />;
  const delivery = data.walletDelivery;
  return (
    <>
      <PageHeader
        title={`${delivery.type} call ${delivery.id}`}
        description={`${delivery.method} ${delivery.url} · player ${delivery.playerId}${delivery.transactionId ? ` · transaction ${delivery.transactionId}` : ""} · request id ${delivery.requestId}`}
        breadcrumbs={[
          { href: "/backoffice", label: "Back office" },
          { href: "/backoffice/integration/deliveries", label: "Wallet deliveries" },
        ]}
      />
      <Card testId="wallet-delivery">
        <CardHeader
          title="Raw signed request"
          subtitle="The signature is shortened: enough to match your logs, not enough to replay the call."
        />
        <CardBody>
          <WalletAttemptView
            attempt={{
              ...delivery,
              requestHeaders: Object.fromEntries(delivery.requestHeaders.map(({ name, value }) => [name, value])),
            }}
          />
        </CardBody>
      </Card>
    </>
  );
}
