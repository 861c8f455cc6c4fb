import { SignIn as SignIn_1bf19c7b89daaa671ecc3fde492e1445 } from '../../../lib/cms/components/SignIn'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/lib/cms/components/SignIn#SignIn": SignIn_1bf19c7b89daaa671ecc3fde492e1445,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
