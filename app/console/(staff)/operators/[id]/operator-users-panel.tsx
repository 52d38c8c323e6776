"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { ConsoleOperatorUsersQuery, OperatorUserRole } from "@/graphql/generated/client/graphql";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { Dialog, useConfirm } from "@/lib/console/ui/dialog";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery, type QueryResult } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";

// An operator's back-office users on its console page: staff invite one (the operator's first admin, or any role;
// the one-time password is shown once), revoke (their sessions end at once) or reactivate; and the latest actions
// those users took in the back office (the audit log's operator-users filter).

const OperatorUsersQuery = graphql(`
  query ConsoleOperatorUsers($operatorId: ID!) {
    operatorUsers(operatorId: $operatorId) {
      id
      email
      role
      active
      hasTotp
      createdBy
      createdAt
      lastSignInAt
    }
    auditLog(filter: { operatorUsersOf: $operatorId }, first: 10) {
      items {
        id
        at
        actor
        action
        targetType
        targetId
        targetLabel
      }
    }
  }
`);

const InviteOperatorUser = graphql(`
  mutation ConsoleInviteOperatorUser($operatorId: ID!, $email: String!, $role: OperatorUserRole!) {
    inviteOperatorUser(operatorId: $operatorId, email: $email, role: $role) {
      user {
        id
        email
        role
      }
      initialPassword
    }
  }
`);

const SetOperatorUserActive = graphql(`
  mutation ConsoleSetOperatorUserActive($id: ID!, $active: Boolean!) {
    setOperatorUserActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

const ROLES: { value: OperatorUserRole; label: string }[] = [
  { value: "operator_admin", label: "Admin — everything, manages users" },
  { value: "operator_support", label: "Support — players, sessions, restrictions" },
  { value: "operator_finance", label: "Finance — reports and billing" },
];

interface Invited {
  email: string;
  password: string;
}

export function OperatorUsersPanel({ operatorId }: { operatorId: string }) {
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const query = useQuery(OperatorUsersQuery, { operatorId });
  const setActive = useMutation(SetOperatorUserActive);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<Invited | null>(null);

  async function toggle(user: { id: string; email: string; active: boolean }) {
    if (user.active) {
      const ok = await confirm({
        title: `Revoke ${user.email}?`,
        body: <p>They are signed out of the back office at once and cannot sign in until reactivated.</p>,
        confirmLabel: "Revoke",
      });
      if (!ok) return;
    }
    try {
      await setActive.mutate({ id: user.id, active: !user.active });
      toast.success(user.active ? "User revoked" : "User reactivated", user.email);
      await query.refetch();
    } catch (error) {
      toast.error("Could not change the user", errorMessage(error));
    }
  }

  const inviteButton = (
    <Button
      variant="primary"
      icon="plus"
      size="sm"
      onClick={() => setInviting(true)}
      disabled={!canEdit}
      title={canEdit ? undefined : VIEWER_HINT}
      data-testid="invite-operator-user"
    >
      Invite user
    </Button>
  );

  return (
    <>
      <Card labelledBy="operator-users-title" testId="operator-users">
        <CardHeader
          id="operator-users-title"
          title="Back-office users"
          subtitle="The operator's own staff, signing in at /backoffice. Its admins invite the rest."
          actions={inviteButton}
        />
        <QueryView query={query} rows={3}>
          {({ operatorUsers }) => {
            const emails = new Map(operatorUsers.map((user) => [`operator:${user.id}`, user.email]));
            return (
              <>
                {operatorUsers.length === 0 ? (
                  <EmptyState
                    icon="staff"
                    title="No back-office users"
                    text="Invite the operator's first admin: they invite the rest of their team."
                  />
                ) : (
                  <Table caption="Back-office users" testId="operator-users-table" csv={false}>
                    <thead>
                      <tr>
                        <th>Email</th>
                        <th>Role</th>
                        <th>Status</th>
                        <th>TOTP</th>
                        <th>Last sign-in</th>
                        <th>Created</th>
                        <ActionsHeader />
                      </tr>
                    </thead>
                    <tbody>
                      {operatorUsers.map((user) => (
                        <tr key={user.id} data-testid={`operator-user-row-${user.email}`}>
                          <td>
                            <span className="c-cell-title">{user.email}</span>
                          </td>
                          <td className="c-mono">{user.role}</td>
                          <td data-testid="operator-user-status">
                            {user.active ? <Badge tone="success">active</Badge> : <Badge tone="danger">revoked</Badge>}
                          </td>
                          <td>{user.hasTotp ? "yes" : "no"}</td>
                          <td>
                            <TimeText value={user.lastSignInAt} fallback="never" />
                          </td>
                          <td>
                            <TimeText value={user.createdAt} />
                            <span className="c-cell-sub">{emails.get(user.createdBy) ?? user.createdBy}</span>
                          </td>
                          <td className="c-cell-actions">
                            <Button
                              size="sm"
                              variant={user.active ? "danger-soft" : "secondary"}
                              icon={user.active ? "ban" : undefined}
                              onClick={() => void toggle(user)}
                              disabled={!canEdit}
                              title={canEdit ? undefined : VIEWER_HINT}
                              data-testid={user.active ? "revoke-operator-user" : "reactivate-operator-user"}
                            >
                              {user.active ? "Revoke" : "Reactivate"}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                )}
              </>
            );
          }}
        </QueryView>

        <Dialog
          open={inviting}
          onClose={() => setInviting(false)}
          title="Invite a back-office user"
          description={`A user of ${operatorId}; they sign in at /backoffice with the one-time password shown next.`}
          icon="staff"
          testId="invite-operator-user-dialog"
        >
          <InviteForm
            operatorId={operatorId}
            onClose={() => setInviting(false)}
            onInvited={(done) => {
              setInviting(false);
              setInvited(done);
              void query.refetch();
            }}
          />
        </Dialog>
        <Dialog
          open={invited !== null}
          onClose={() => setInvited(null)}
          title="User invited"
          description={invited?.email}
          icon="lock"
          wide
          testId="operator-user-invited-dialog"
          footer={
            <Button variant="primary" onClick={() => setInvited(null)}>
              Done
            </Button>
          }
        >
          {invited ? (
            <SecretReveal label="One-time password" value={invited.password} testId="operator-user-password" />
          ) : null}
        </Dialog>
      </Card>
      <OperatorUsersAuditCard query={query} />
    </>
  );
}

/** The latest actions the operator's users took in the back office, newest first. */
function OperatorUsersAuditCard({ query }: { query: QueryResult<ConsoleOperatorUsersQuery> }) {
  return (
    <Card labelledBy="operator-users-audit-title" testId="operator-users-audit-card">
      <CardHeader
        id="operator-users-audit-title"
        title="Back-office activity"
        subtitle="The latest actions of the operator's back-office users (the audit log, actor operator:<user id>)."
      />
      <QueryView query={query} rows={3}>
        {({ operatorUsers, auditLog }) => {
          const emails = new Map(operatorUsers.map((user) => [`operator:${user.id}`, user.email]));
          return (
            <>
              {auditLog.items.length === 0 ? (
                <EmptyState icon="audit" title="No back-office actions yet" />
              ) : (
                <Table caption="Back-office users' audit trail" testId="operator-users-audit" csv={false}>
                  <thead>
                    <tr>
                      <th>When</th>
                      <th>Who</th>
                      <th>Action</th>
                      <th>Target</th>
                    </tr>
                  </thead>
                  <tbody>
                    {auditLog.items.map((entry) => (
                      <tr key={entry.id}>
                        <td>
                          <TimeText value={entry.at} />
                        </td>
                        <td>{emails.get(entry.actor) ?? entry.actor}</td>
                        <td className="c-mono">{entry.action}</td>
                        <td>
                          <span className="c-mono">{entry.targetType}</span>
                          <span className="c-cell-sub">{entry.targetLabel ?? entry.targetId}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}

function InviteForm({
  operatorId,
  onClose,
  onInvited,
}: {
  operatorId: string;
  onClose: () => void;
  onInvited: (invited: Invited) => void;
}) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OperatorUserRole>("operator_admin");
  const invite = useMutation(InviteOperatorUser);
  const submit = useSubmit({
    action: () => invite.mutate({ operatorId, email: email.trim(), role }),
    success: ({ inviteOperatorUser }) => ["User invited", inviteOperatorUser.user.email],
    after: ({ inviteOperatorUser }) =>
      onInvited({ email: inviteOperatorUser.user.email, password: inviteOperatorUser.initialPassword }),
    fields: ["email", "role"],
  });
  return (
    <form className="c-form" onSubmit={submit.handle}>
      <FormError title="The user was not invited" error={submit.error} />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={submit.fieldErrors.email}
        data-testid="operator-user-email"
      />
      <SelectField
        label="Role"
        name="role"
        value={role}
        onChange={(event) => setRole(event.target.value as OperatorUserRole)}
        options={ROLES}
        data-testid="operator-user-role"
      />
      <div className="c-form-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" busy={submit.pending} data-testid="operator-user-invite-submit">
          Invite
        </Button>
      </div>
    </form>
  );
}
