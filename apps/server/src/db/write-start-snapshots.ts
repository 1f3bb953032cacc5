import { writeStartSnapshots } from './pglite-start-snapshot.js';

/** `npm run build`'s last step: the embedded database's first-start tarballs (ADR 0058). */
for (const file of await writeStartSnapshots()) console.log(`start snapshot: ${file}`);
