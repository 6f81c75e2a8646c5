import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const DEAD_PID = 2 ** 22 + 12345; // above Linux's pid_max, so never alive

it('is exclusive while the holder lives, and free again once released', () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrow(
    `Data folder ${dir} is in use by process ${process.pid} on ${os.hostname()}`,
  );
  lock.release();
  expect(fs.existsSync(path.join(dir, 'praxis.lock'))).toBe(false);
  lockDataDir(dir).release();
});

it('takes over a lock whose process is gone', () => {
  const dir = tempDir();
  const owner = { pid: DEAD_PID, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
  fs.writeFileSync(path.join(dir, 'praxis.lock'), JSON.stringify(owner));
  const lock = lockDataDir(dir);
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'praxis.lock'), 'utf8')).pid).toBe(process.pid);
  lock.release();
});

it('takes over an unreadable lock file', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'praxis.lock'), 'garbage');
  lockDataDir(dir).release();
});

it('does not take over a lock held from another machine, whose process it cannot check', () => {
  const dir = tempDir();
  const owner = { pid: DEAD_PID, hostname: 'other-host', startedAt: '2026-01-01T00:00:00.000Z' };
  fs.writeFileSync(path.join(dir, 'praxis.lock'), JSON.stringify(owner));
  expect(() => lockDataDir(dir)).toThrow(`is in use by process ${DEAD_PID} on other-host`);
});

it('leaves no draft files behind', () => {
  const dir = tempDir();
  const lock = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow();
  expect(fs.readdirSync(dir)).toEqual(['praxis.lock']);
  lock.release();
});
