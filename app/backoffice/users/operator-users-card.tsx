"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { BackofficeOperatorUserFragment, OperatorUserRole } from "@/graphql/generated/backoffice/client/graphql";
import { BACKOFFICE_API } from "@/lib/console/backoffice-api";
import { OPERATOR_ROLE_NAMES } from "@/lib/console/backoffice-routes";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { Dialog, useConfirm } from "@/lib/console/ui/dialog";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";

// The operator's users with their actions, each a mutation of the back office's GraphQL from the browser; then the
// server page re-renders with what the API answers now. The API enforces the rules (admins only, not oneself, not
// the last active admin); the buttons only leave out what would certainly be refused.

export const BackofficeOperatorUserFragmentDoc = graphql(`
  fragment BackofficeOperatorUser on OperatorUser {
    id
    email
    role
    active
    hasTotp
    createdAt
    lastSignInAt
  }
`);

const InviteOperatorUser = graphql(`
  mutation BackofficeInviteOperatorUser($email: String!, $role: OperatorUserRole!) {
    inviteOperatorUser(email: $email, role: $role) {
      user {
        id
        email
        role
      }
      initialPassword
    }
  }
`);

const SetOperatorUserRole = graphql(`
  mutation BackofficeSetOperatorUserRole($id: ID!, $role: OperatorUserRole!) {
    setOperatorUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

const SetOperatorUserActive = graphql(`
  mutation BackofficeSetOperatorUserActive($id: ID!, $active: Boolean!) {
    setOperatorUserActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

const ROLE_OPTIONS = (Object.keys(OPERATOR_ROLE_NAMES) as OperatorUserRole[]).map((role) => ({
  value: role,
  label: OPERATOR_ROLE_NAMES[role],
}));

interface Invited {
  email: string;
  role: OperatorUserRole;
  password: string;
}

export function OperatorUsersCard({
  users,
  currentUserId,
}: {
  users: BackofficeOperatorUserFragment[];
  currentUserId: string;
}) {
  const router = useRouter();
  const confirm = useConfirm();
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<Invited | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<[string, string]>, failure: string) {
    setBusy(key);
    try {
      const [title, text] = await action();
      toast.success(title, text);
      router.refresh();
    } catch (error) {
      toast.error(failure, errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  function changeRole(user: BackofficeOperatorUserFragment, role: OperatorUserRole) {
    void run(
      `role-${user.id}`,
      async () => {
        await executeGraphQL(SetOperatorUserRole, { id: user.id, role }, { endpoint: BACKOFFICE_API });
        return ["Role changed", `${user.email} is now ${OPERATOR_ROLE_NAMES[role]}, from their next click`];
      },
      "The role was not changed",
    );
  }

  async function setActive(user: BackofficeOperatorUserFragment, active: boolean) {
    if (!active) {
      const ok = await confirm({
        title: `Deactivate ${user.email}?`,
        body: <p>They are signed out at once and cannot sign in until reactivated.</p>,
        confirmLabel: "Deactivate",
      });
      if (!ok) return;
    }
    await run(
      `active-${user.id}`,
      async () => {
        await executeGraphQL(SetOperatorUserActive, { id: user.id, active }, { endpoint: BACKOFFICE_API });
        return [active ? "User reactivated" : "User deactivated", user.email];
      },
      active ? "The user was not reactivated" : "The user was not deactivated",
    );
  }

  return (
    <Card labelledBy="users-title" testId="operator-users">
      <CardHeader
        id="users-title"
        title="Back-office users"
        subtitle="A new user gets a one-time password, shown once: hand it over safely."
        actions={
          <Button variant="primary" icon="plus" onClick={() => setInviting(true)} data-testid="invite-user">
            Invite user
          </Button>
        }
      />
      <Table caption="Your operator's users" testId="operator-users-table" csv={false}>
        <thead>
          <tr>
            <th>Email</th>
            <th>Role</th>
            <th>Status</th>
            <th>Second factor</th>
            <th>Last sign-in</th>
            <th>Created</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === currentUserId;
            return (
              <tr key={user.id} data-testid={`user-row-${user.email}`}>
                <td>
                  <span className="c-cell-title">{user.email}</span>
                  {self ? <span className="c-cell-sub">you</span> : null}
                </td>
                <td>
                  {self ? (
                    OPERATOR_ROLE_NAMES[user.role]
                  ) : (
                    <select
                      className="c-select"
                      // The table scrolls sideways on a phone; the select keeps room for its longest role.
                      style={{ minWidth: 120 }}
                      aria-label={`Role of ${user.email}`}
                      value={user.role}
                      disabled={busy !== null}
                      onChange={(event) => changeRole(user, event.target.value as OperatorUserRole)}
                      data-testid="user-role"
                    >
                      {ROLE_OPTIONS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td data-testid="user-status">
                  {user.active ? <Badge tone="success">active</Badge> : <Badge tone="neutral">deactivated</Badge>}
                </td>
                <td>{user.hasTotp ? "Authenticator app" : "None"}</td>
                <td>
                  <TimeText value={user.lastSignInAt} fallback="never" />
                </td>
                <td>
                  <TimeText value={user.createdAt} />
                </td>
                <td className="c-cell-actions">
                  {self ? null : user.active ? (
                    <Button
                      size="sm"
                      variant="danger-soft"
                      icon="ban"
                      busy={busy === `active-${user.id}`}
                      onClick={() => void setActive(user, false)}
                      data-testid="deactivate-user"
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      busy={busy === `active-${user.id}`}
                      onClick={() => void setActive(user, true)}
                      data-testid="reactivate-user"
                    >
                      Reactivate
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>

      <Dialog
        open={inviting}
        onClose={() => setInviting(false)}
        title="Invite a user"
        description="They sign in at /backoffice with their email and the one-time password shown next."
        icon="staff"
        testId="invite-user-dialog"
      >
        <InviteForm
          onClose={() => setInviting(false)}
          onInvited={(done) => {
            setInviting(false);
            setInvited(done);
            router.refresh();
          }}
        />
      </Dialog>
      <Dialog
        open={invited !== null}
        onClose={() => setInvited(null)}
        title="User invited"
        description={invited ? `${invited.email} · ${OPERATOR_ROLE_NAMES[invited.role]}` : undefined}
        icon="lock"
        wide
        testId="user-invited-dialog"
        footer={
          <Button variant="primary" onClick={() => setInvited(null)}>
            Done
          </Button>
        }
      >
        {invited ? <SecretReveal label="One-time password" value={invited.password} testId="invited-password" /> : null}
      </Dialog>
    </Card>
  );
}

function InviteForm({ onClose, onInvited }: { onClose: () => void; onInvited: (invited: Invited) => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OperatorUserRole>("operator_support");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { inviteOperatorUser } = await executeGraphQL(
        InviteOperatorUser,
        { email: email.trim(), role },
        { endpoint: BACKOFFICE_API },
      );
      onInvited({
        email: inviteOperatorUser.user.email,
        role: inviteOperatorUser.user.role,
        password: inviteOperatorUser.initialPassword,
      });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="c-form" onSubmit={(event) => void submit(event)}>
      <FormError title="The user was not invited" error={error} />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-testid="invite-email"
      />
      <SelectField
        label="Role"
        name="role"
        value={role}
        onChange={(event) => setRole(event.target.value as OperatorUserRole)}
        options={ROLE_OPTIONS}
        hint="Admins manage users; support handles players; finance reads reports and billing."
        data-testid="invite-role"
      />
      <div className="c-form-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" busy={pending} data-testid="invite-submit">
          Invite
        </Button>
      </div>
    </form>
  );
}
