/**
 * Where the staff's uploads live: DATA_DIR/uploads, a folder per upload collection. Kept apart
 * from lib/cms/uploads.ts (which loads Payload) so that `npm run backup` and `restore` can
 * name the folder without loading the admin.
 */
import path from 'node:path';

export const uploadsFolder = (dataDir: string) => path.join(dataDir, 'uploads');

/** The folder of one upload collection (`media`, `documents`). */
export const uploadCollectionFolder = (dataDir: string, collection: string) => path.join(uploadsFolder(dataDir), collection);
