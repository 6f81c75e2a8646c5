import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'praxis.lock';
// A takeover guard older than this was left by a process that died mid-takeover.
const STALE_GUARD_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function describe(owner: LockOwner): string {
  return `process ${owner.pid} on ${owner.hostname}, started ${owner.startedAt}`;
}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose writes. This holds an
 * exclusive lock file in the folder for the life of the process, and takes over a lock whose owner
 * died without releasing it.
 */
export function lockDataDir(dir: string): { release: () => void } {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  const draft = `${lockPath}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        // link() fails if the target exists, so exactly one process can create the lock.
        fs.linkSync(draft, lockPath);
        return { release: () => releaseIfMine(lockPath, me) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(lockPath);
      if (owner && (owner.hostname !== me.hostname || isAlive(owner.pid))) {
        throw new DataDirLockedError(
          `Data folder ${dir} is in use by ${describe(owner)}. Stop that process or choose another DATA_DIR.`,
        );
      }
      takeOverStale(lockPath, owner);
    }
    throw new DataDirLockedError(
      `Data folder ${dir} is locked (${lockPath}) and the lock could not be taken over.`,
    );
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function takeOverStale(lockPath: string, staleOwner: LockOwner | undefined): void {
  const guard = `${lockPath}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stat = fs.statSync(guard, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > STALE_GUARD_MS)
      fs.rmSync(guard, { recursive: true, force: true });
    return; // Another process is taking over right now; the caller retries and sees who won.
  }
  try {
    // Remove the lock only if it still belongs to the dead owner we inspected.
    const current = readOwner(lockPath);
    if (current?.pid === staleOwner?.pid && current?.startedAt === staleOwner?.startedAt) {
      fs.rmSync(lockPath, { force: true });
    }
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

function releaseIfMine(lockPath: string, me: LockOwner): void {
  const owner = readOwner(lockPath);
  if (owner?.pid === me.pid && owner.startedAt === me.startedAt) fs.rmSync(lockPath, { force: true });
}
