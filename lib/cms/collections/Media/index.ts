/**
 * Images the pages show (a training's picture, a partner's photo): stored under DATA_DIR,
 * resized with sharp to the largest size the pages use and kept as WebP; the pages serve them
 * through Next's image optimiser, which makes each smaller size a browser asks for.
 */
import type { CollectionConfig } from 'payload';
import { contentStaff } from '../../access';
import { uploadCollectionFolder } from '../../upload-folder';
import { checkUploadedFile, IMAGE_KINDS, longCaching, MAX_IMAGE_BYTES } from '../../uploads';

/** The widest an image is shown (the largest of next.config.ts's deviceSizes). */
export const LARGEST_IMAGE_WIDTH = 1600;

export function mediaCollection(dataDir: string): CollectionConfig {
  return {
    slug: 'media',
    labels: { singular: 'Image', plural: 'Images' },
    admin: { group: 'Files', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'width', 'height'] },
    access: { read: () => true, create: contentStaff, update: contentStaff, delete: contentStaff },
    hooks: { beforeOperation: [checkUploadedFile({ kinds: IMAGE_KINDS, maxBytes: MAX_IMAGE_BYTES, what: 'an image' })] },
    upload: {
      staticDir: uploadCollectionFolder(dataDir, 'media'),
      mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      resizeOptions: { width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true },
      formatOptions: { format: 'webp', options: { quality: 82 } },
      // The admin's list shows a small copy, not the full image.
      imageSizes: [{ name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 70 } } }],
      adminThumbnail: 'thumbnail',
      focalPoint: false,
      crop: false,
      modifyResponseHeaders: longCaching,
      pasteURL: false,
    },
    fields: [
      {
        name: 'alt',
        type: 'text',
        label: 'Description for people who cannot see the image',
        admin: { description: 'What the image shows, in a sentence. Leave empty only for a purely decorative image.' },
      },
    ],
  };
}
