import { isAppError } from "@/lib/base/errors";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert } from "@/lib/console/ui/states";

// What the integration pages share: their header's trail, and the page a role that may not read it gets (the API
// refuses that role with "forbidden"; the sidebar does not even offer the page to it).

export const INTEGRATION_CRUMBS = [{ href: "/backoffice", label: "Back office" }];

/** The page's query, or null when the signed-in role may not read it. */
export async function unlessForbidden<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (error) {
    if (isAppError(error) && error.code === "forbidden") return null;
    throw error;
  }
}

export function RoleRefused({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={INTEGRATION_CRUMBS} />
      <div data-testid="role-refused">
        <Alert tone="warning" title="Not available to your role">
          Ask an admin of your operator: this page is for admins and finance.
        </Alert>
      </div>
    </>
  );
}
