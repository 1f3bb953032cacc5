import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { checkStorageKey, contentTypeOfKey, type ObjectStorage } from './object-storage.js';

/**
 * Objects as files under `<root>` (DATA_DIR/media by default), served by the app at `/media/<key>`. A write
 * goes to a temporary file first and is renamed into place, so a reader never sees half a file.
 */
export function createLocalDiskStorage(root: string, publicPrefix = '/media'): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkStorageKey(key));
    // Belt and braces behind the key check: the resolved path must stay inside the root.
    const inside = relative(base, path);
    if (inside.startsWith('..') || inside.startsWith(sep) || inside === '') {
      throw new Error(`storage key escapes the root: ${key}`);
    }
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${Date.now()}-${Math.random().toString(36).slice(2)}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        if ((error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl(key) {
      return `${publicPrefix}/${checkStorageKey(key)}`;
    },
  };
}
