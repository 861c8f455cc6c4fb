/** PDFs the site offers for download (job descriptions): stored under DATA_DIR, served with a year's caching. */
import type { CollectionConfig } from 'payload';
import { contentStaff } from '../access';
import { uploadCollectionFolder } from '../upload-folder';
import { checkUploadedFile, DOCUMENT_KINDS, longCaching, MAX_DOCUMENT_BYTES } from '../uploads';

export function documentsCollection(dataDir: string): CollectionConfig {
  return {
    slug: 'documents',
    labels: { singular: 'PDF document', plural: 'PDF documents' },
    admin: { group: 'Files', useAsTitle: 'title', defaultColumns: ['filename', 'title'] },
    access: { read: () => true, create: contentStaff, update: contentStaff, delete: contentStaff },
    hooks: { beforeOperation: [checkUploadedFile({ kinds: DOCUMENT_KINDS, maxBytes: MAX_DOCUMENT_BYTES, what: 'a PDF' })] },
    upload: {
      staticDir: uploadCollectionFolder(dataDir, 'documents'),
      mimeTypes: ['application/pdf'],
      modifyResponseHeaders: longCaching,
      pasteURL: false,
    },
    fields: [{ name: 'title', type: 'text', label: 'Title' }],
  };
}
