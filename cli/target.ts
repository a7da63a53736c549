// The file an export writes. A fresh export replaces it; `--resume` appends to it, but only after
// checking that it is this agent's plain export (its first and last complete lines are records of
// the agent), so a mistyped path never costs another file its tail. Neither writes through a
// symbolic link unless asked (`--follow-symlinks`): opened with O_NOFOLLOW, so a link swapped in
// after the check is refused too.
import fs from "node:fs";
import { MAX_LINE_BYTES, parseLine } from "./lines.ts";

export interface ExportTarget {
  fd: number;
  /** The record_id of the last complete line (resume after it); undefined: start from the first. */
  after?: string;
}

const { O_WRONLY, O_RDWR, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW } = fs.constants;

/** Opens `file` to write, refusing a symbolic link there (O_NOFOLLOW: ELOOP) with an error that ends in `refusal`. */
export function openRefusingLinks(file: string, flags: number, refusal: string, mode?: number): number {
  try {
    return fs.openSync(file, flags | O_NOFOLLOW, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOOP") throw new Error(`${file} is a symbolic link: ${refusal}`);
    throw error;
  }
}

export function openExportTarget(out: string, agentId: string, options: { resume: boolean; followSymlinks: boolean }): ExportTarget {
  const flags = options.resume ? O_RDWR | O_APPEND | O_CREAT : O_WRONLY | O_CREAT | O_TRUNC;
  const fd = options.followSymlinks ? fs.openSync(out, flags) : openRefusingLinks(out, flags, "pass --follow-symlinks to write through it");
  try {
    if (!fs.fstatSync(fd).isFile()) throw new Error(`${out} is not a regular file`);
    return { fd, after: options.resume ? resumePoint(fd, out, agentId) : undefined };
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
}

/**
 * After the checks, cuts a torn last line (an export interrupted mid-write: it is written again)
 * and answers the last complete record's id.
 */
function resumePoint(fd: number, out: string, agentId: string): string | undefined {
  const size = fs.fstatSync(fd).size;
  if (size === 0) return undefined;
  const refuse = (why: string) =>
    new Error(`${out} ${why}: not an export of ${agentId} to resume; nothing was changed (export without --resume to replace it)`);
  const first = readAt(fd, 0, Math.min(size, MAX_LINE_BYTES + 1));
  const firstEnd = first.indexOf(0x0a);
  if (firstEnd === -1) throw refuse("holds no complete line");
  const tail = readAt(fd, Math.max(0, size - 2 * (MAX_LINE_BYTES + 1)), size);
  const complete = tail.lastIndexOf(0x0a);
  const lastStart = complete > 0 ? tail.lastIndexOf(0x0a, complete - 1) + 1 : 0;
  if (lastStart === 0 && size > tail.length) throw refuse("ends with a line over the line cap");
  const recordOf = (bytes: Buffer, where: string) => {
    let line: ReturnType<typeof parseLine>;
    try {
      line = parseLine(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch (error) {
      throw refuse(`has a ${where} line that is not a record (${(error as Error).message})`);
    }
    if ("score" in line || "scores_checkpoint" in line)
      throw new Error(
        `${out} is an export with scores, which cannot be resumed (they follow the records); nothing was changed: export with --scores again, without --resume`,
      );
    if ("tombstone" in line) return line.tombstone.record_id; // an erased record's line: resumes after it as after a record
    if ("checkpoint" in line || "proof" in line)
      throw new Error(
        `${out} is an export with proofs, which cannot be resumed (its proofs lead to one checkpoint); nothing was changed: export with --proofs again, without --resume`,
      );
    if (line.record?.agent_id !== agentId || typeof line.record.record_id !== "string")
      throw refuse(`has a ${where} line that is not a record of this agent`);
    return line.record.record_id;
  };
  recordOf(first.subarray(0, firstEnd), "first");
  const last = recordOf(tail.subarray(lastStart, complete), "last");
  const torn = tail.length - complete - 1;
  if (torn > 0) fs.ftruncateSync(fd, size - torn);
  return last;
}

function readAt(fd: number, from: number, to: number): Buffer {
  const buffer = Buffer.alloc(to - from);
  let read = 0;
  while (read < buffer.length) {
    const n = fs.readSync(fd, buffer, read, buffer.length - read, from + read);
    if (n === 0) break;
    read += n;
  }
  return buffer.subarray(0, read);
}
