import type { ChildProcess } from "node:child_process";

// The bench's helper processes (load generators, bus subscribers) are driven over IPC: every command carries an id,
// its answer {reply: id, ...} (or {reply: id, error}) settles that command; a process that exits fails what waits.

export interface IpcReply {
  reply: number;
  error?: string;
}

export class IpcChild<Reply extends IpcReply> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

  constructor(
    readonly child: ChildProcess,
    /** Names the process in the error of a command it never answered. */
    label: string,
  ) {
    child.on("message", (message: Reply) => {
      const waiting = this.pending.get(message.reply);
      if (!waiting) return;
      this.pending.delete(message.reply);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve(message);
    });
    child.on("exit", (code) => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(`${label} exited (${code})`));
      this.pending.clear();
    });
  }

  call(type: string, fields: Record<string, unknown> = {}): Promise<Reply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, type, ...fields });
    });
  }
}
