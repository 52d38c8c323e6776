import "server-only";

// What the test-account services share: the view they return (the mark of one player of one operator).

export interface TestAccountView {
  operatorId: string;
  externalPlayerId: string;
  /** Who marked the player, e.g. operator:<user id>. */
  markedBy: string;
  markedAt: Date;
}

export function toTestAccountView(row: {
  operatorId: string;
  externalPlayerId: string;
  markedBy: string;
  markedAt: Date;
}): TestAccountView {
  return {
    operatorId: row.operatorId,
    externalPlayerId: row.externalPlayerId,
    markedBy: row.markedBy,
    markedAt: row.markedAt,
  };
}

/** The audit's record of a mark (times as ISO text). */
export function testAccountAuditView(view: TestAccountView) {
  return { ...view, markedAt: view.markedAt.toISOString() };
}
