"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { StaffRole } from "@/graphql/generated/client/graphql";
import { errorMessage } from "@/lib/console/graphql-client";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { Dialog, useConfirm } from "@/lib/console/ui/dialog";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";

const StaffUsersQuery = graphql(`
  query ConsoleStaffUsers {
    staffUsers {
      id
      email
      name
      role
      disabledAt
      hasPassword
      lastSignInAt
      createdAt
    }
  }
`);

const CreateStaffUser = graphql(`
  mutation ConsoleCreateStaffUser($input: CreateStaffUserInput!) {
    createStaffUser(input: $input) {
      staffUser {
        id
        email
        role
      }
      initialPassword
    }
  }
`);

const UpdateStaffUser = graphql(`
  mutation ConsoleUpdateStaffUser($id: ID!, $input: UpdateStaffUserInput!) {
    updateStaffUser(id: $id, input: $input) {
      id
      role
      disabledAt
    }
  }
`);

const ROLE_OPTIONS = [
  { value: "viewer", label: "Viewer — sees everything, changes nothing" },
  { value: "admin", label: "Admin — may change anything" },
];

export function StaffView({ currentStaffId }: { currentStaffId: string }) {
  const query = useQuery(StaffUsersQuery, {});
  const update = useMutation(UpdateStaffUser);
  const confirm = useConfirm();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);

  async function change(
    user: { id: string; email: string },
    input: { role?: StaffRole; active?: boolean },
    done: string,
  ) {
    try {
      await update.mutate({ id: user.id, input });
      toast.success(done, user.email);
      await query.refetch();
    } catch (error) {
      toast.error("Nothing was changed", errorMessage(error));
    }
  }

  async function deactivate(user: { id: string; email: string }) {
    const ok = await confirm({
      title: `Deactivate ${user.email}?`,
      body: (
        <p>
          The account can no longer sign in, and its open console sessions stop working at their next request. It can be
          reactivated later.
        </p>
      ),
      confirmLabel: "Deactivate",
    });
    if (ok) await change(user, { active: false }, "Account deactivated");
  }

  return (
    <>
      <PageHeader
        title="Staff"
        description="Who may sign in to this console and with which role. Every change is recorded in the audit log."
        actions={
          <Button variant="primary" icon="plus" onClick={() => setCreating(true)} data-testid="create-staff">
            Add staff
          </Button>
        }
      />
      <Card labelledBy="staff-title" testId="staff">
        <CardHeader id="staff-title" title="Accounts" subtitle="The console always keeps at least one active admin." />
        <QueryView query={query}>
          {({ staffUsers }) => (
            <Table caption="Staff accounts" testId="staff-table">
              <thead>
                <tr>
                  <th>Account</th>
                  <th>Role</th>
                  <th>Status</th>
                  <th>Sign-in</th>
                  <th>Last signed in</th>
                  <th>Created</th>
                  <ActionsHeader />
                </tr>
              </thead>
              <tbody>
                {staffUsers.map((user) => {
                  const active = !user.disabledAt;
                  return (
                    <tr key={user.id} data-testid={`staff-row-${user.email}`}>
                      <td>
                        <span className="c-cell-title">{user.name}</span>
                        <span className="c-cell-sub">
                          {user.email}
                          {user.id === currentStaffId ? " (you)" : ""}
                        </span>
                      </td>
                      <td>
                        <Badge tone={user.role === "admin" ? "primary" : "neutral"} dot={false}>
                          {user.role}
                        </Badge>
                      </td>
                      <td data-testid="staff-status">
                        {active ? <Badge tone="success">active</Badge> : <Badge tone="neutral">deactivated</Badge>}
                      </td>
                      <td>{user.hasPassword ? "password" : "single sign-on only"}</td>
                      <td>
                        <TimeText value={user.lastSignInAt} fallback="never" />
                      </td>
                      <td>
                        <TimeText value={user.createdAt} />
                      </td>
                      <td className="c-cell-actions">
                        <span className="c-row" style={{ gap: 8, justifyContent: "flex-end" }}>
                          <select
                            className="c-select"
                            aria-label={`Role of ${user.email}`}
                            value={user.role}
                            disabled={!active}
                            data-testid="staff-role"
                            onChange={(event) =>
                              void change(
                                user,
                                { role: event.target.value as StaffRole },
                                `Role changed to ${event.target.value}`,
                              )
                            }
                          >
                            <option value="viewer">viewer</option>
                            <option value="admin">admin</option>
                          </select>
                          {active ? (
                            <Button
                              size="sm"
                              variant="danger-soft"
                              icon="ban"
                              onClick={() => void deactivate(user)}
                              data-testid="staff-deactivate"
                            >
                              Deactivate
                            </Button>
                          ) : (
                            <Button
                              size="sm"
                              icon="power"
                              onClick={() => void change(user, { active: true }, "Account reactivated")}
                              data-testid="staff-reactivate"
                            >
                              Reactivate
                            </Button>
                          )}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </QueryView>
      </Card>

      <Dialog
        open={creating}
        onClose={() => setCreating(false)}
        title="Add staff"
        description="A new console account. Staff signing in through single sign-on are matched by this email."
        icon="staff"
        testId="create-staff-dialog"
      >
        <CreateStaffForm
          onClose={() => setCreating(false)}
          onCreated={(email, password) => {
            setCreating(false);
            if (password) setCreated({ email, password });
            void query.refetch();
          }}
        />
      </Dialog>
      <Dialog
        open={created !== null}
        onClose={() => setCreated(null)}
        title="Account created"
        description={
          created ? `Hand this initial password to ${created.email} over a safe channel; it is shown once.` : undefined
        }
        icon="key"
        testId="staff-created-dialog"
        footer={
          <Button variant="primary" onClick={() => setCreated(null)}>
            Done
          </Button>
        }
      >
        {created ? (
          <SecretReveal label="Initial password" value={created.password} testId="staff-initial-password" />
        ) : null}
      </Dialog>
    </>
  );
}

function CreateStaffForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (email: string, password: string | null) => void;
}) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRole>("viewer");
  const [password, setPassword] = useState("");
  const create = useMutation(CreateStaffUser);
  const submit = useSubmit({
    action: () =>
      create.mutate({ input: { email: email.trim(), name: name.trim(), role, password: password || null } }),
    success: ({ createStaffUser }) => [
      "Account created",
      `${createStaffUser.staffUser.email} (${createStaffUser.staffUser.role})`,
    ],
    after: ({ createStaffUser }) => onCreated(createStaffUser.staffUser.email, createStaffUser.initialPassword ?? null),
  });
  return (
    <form className="c-form" onSubmit={submit.handle}>
      <FormError title="The account was not created" error={submit.error} />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        data-testid="staff-email"
      />
      <TextField
        label="Name"
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        data-testid="staff-name"
      />
      <SelectField
        label="Role"
        name="role"
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        options={ROLE_OPTIONS}
        data-testid="staff-new-role"
      />
      <TextField
        label="Initial password (optional)"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint="Leave empty to generate one, shown once after the account is created."
        data-testid="staff-password"
      />
      <div className="c-form-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" busy={submit.pending} data-testid="create-staff-submit">
          Create account
        </Button>
      </div>
    </form>
  );
}
