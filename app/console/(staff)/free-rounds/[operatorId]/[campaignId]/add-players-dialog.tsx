"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount } from "@/lib/console/format";
import { Button } from "@/lib/console/ui/button";
import { Dialog } from "@/lib/console/ui/dialog";
import { TextAreaField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { useMutation } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { playersFromText } from "../../players-text";

const AddPlayers = graphql(`
  mutation ConsoleAddFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $players: [String!]!) {
    addFreeRoundsPlayers(operatorId: $operatorId, campaignId: $campaignId, players: $players) {
      added
      alreadyAwarded
    }
  }
`);

export function AddPlayersDialog({
  open,
  operatorId,
  campaignId,
  onClose,
  onAdded,
}: {
  open: boolean;
  operatorId: string;
  campaignId: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [text, setText] = useState("");
  const players = playersFromText(text);
  const add = useMutation(AddPlayers);
  const submit = useSubmit({
    action: () => add.mutate({ operatorId, campaignId, players }),
    success: ({ addFreeRoundsPlayers: { added, alreadyAwarded } }) => [
      `${formatCount(added.length)} ${added.length === 1 ? "player" : "players"} added`,
      alreadyAwarded.length
        ? `${formatCount(alreadyAwarded.length)} already in the campaign: ${alreadyAwarded.slice(0, 5).join(", ")}${alreadyAwarded.length > 5 ? "…" : ""}`
        : undefined,
    ],
    after: () => {
      setText("");
      onClose();
      onAdded();
    },
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add players"
      description="Each new player gets the campaign's rounds; players already in it are skipped."
      icon="plus"
      testId="add-players-dialog"
    >
      <form className="c-form" onSubmit={submit.handle}>
        <FormError title="No players were added" error={submit.error} />
        <TextAreaField
          label="Players"
          name="players"
          required
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint={`external_player_id, one per line (up to 10,000). ${players.length ? `${formatCount(players.length)} entered.` : ""}`}
        />
        <div className="c-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="primary"
            busy={submit.pending}
            disabled={players.length === 0}
            data-testid="add-players-submit"
          >
            Add players
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
