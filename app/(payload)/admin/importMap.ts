import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LeadsNavLink as LeadsNavLink_eec4362912966191fe8f4c795ce46303 } from '../../../lib/cms/leads/views/LeadsNavLink'
import { SignIn as SignIn_1bf19c7b89daaa671ecc3fde492e1445 } from '../../../lib/cms/components/SignIn'
import { NoFirstUser as NoFirstUser_5aa4bd87cb5d474767512e94ba9bf22c } from '../../../lib/cms/components/NoFirstUser'
import { LeadsList as LeadsList_625800a6f7c0ead4f86c7923463c89db } from '../../../lib/cms/leads/views/LeadsList'
import { LeadsAudit as LeadsAudit_7a886e3e66e989a0cf01ba2d46bc7acf } from '../../../lib/cms/leads/views/LeadsAudit'
import { LeadsErase as LeadsErase_e5063a5d041b82dae8737afd4b4601e7 } from '../../../lib/cms/leads/views/LeadsErase'
import { LeadDetail as LeadDetail_bbae9210e5094b19235f9dcdb5d48e09 } from '../../../lib/cms/leads/views/LeadDetail'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/lib/cms/leads/views/LeadsNavLink#LeadsNavLink": LeadsNavLink_eec4362912966191fe8f4c795ce46303,
  "/lib/cms/components/SignIn#SignIn": SignIn_1bf19c7b89daaa671ecc3fde492e1445,
  "/lib/cms/components/NoFirstUser#NoFirstUser": NoFirstUser_5aa4bd87cb5d474767512e94ba9bf22c,
  "/lib/cms/leads/views/LeadsList#LeadsList": LeadsList_625800a6f7c0ead4f86c7923463c89db,
  "/lib/cms/leads/views/LeadsAudit#LeadsAudit": LeadsAudit_7a886e3e66e989a0cf01ba2d46bc7acf,
  "/lib/cms/leads/views/LeadsErase#LeadsErase": LeadsErase_e5063a5d041b82dae8737afd4b4601e7,
  "/lib/cms/leads/views/LeadDetail#LeadDetail": LeadDetail_bbae9210e5094b19235f9dcdb5d48e09,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
