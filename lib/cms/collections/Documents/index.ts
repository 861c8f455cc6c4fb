/**
 * PDFs the site offers for download (job descriptions): stored under DATA_DIR, served with a
 * year's caching, and as downloads: a PDF can carry script and forms, and opened in the
 * browser at the site's own address it would run as the site's page.
 */
import type { CollectionConfig } from 'payload';
import { contentStaff } from '../../access';
import { uploadCollectionFolder } from '../../upload-folder';
import { checkUploadedFile, DOCUMENT_KINDS, longCaching, MAX_DOCUMENT_BYTES } from '../../uploads';

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
      modifyResponseHeaders: ({ headers }) => {
        headers.set('Content-Disposition', 'attachment');
        return longCaching({ headers });
      },
      pasteURL: false,
    },
    fields: [{ name: 'title', type: 'text', label: 'Title' }],
  };
}
