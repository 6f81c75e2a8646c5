import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where file contents live. A folder today; an S3-compatible bucket can implement the same three calls
 * (DESIGN §1). Keys are `<companyId>/<fileId>`: uuids only, so they never leave the root.
 */
export interface FileStorage {
  write(key: string, content: Buffer): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  read(key: string): Promise<Buffer | undefined>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export function folderStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async write(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a crash mid-write never leaves a half file under the real name.
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(partial, content, { flag: 'wx' });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
