import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CampaignSending as CampaignSending_107957ffd8e8897cdb5349ba4fa4dfd3 } from '../../../components/admin/newsletters/CampaignSending'
import { LeadsNavLink as LeadsNavLink_c8dba5d110cfe6ea20551be8b021ecba } from '../../../components/admin/leads/LeadsNavLink'
import { RegistrationsNavLink as RegistrationsNavLink_148c29f4af1bdc299d3b71e3210e05b3 } from '../../../components/admin/registrations/RegistrationsNavLink'
import { KeepFocusInView as KeepFocusInView_d44d8691b266ba167df1465b31810734 } from '../../../components/admin/KeepFocusInView'
import { SignIn as SignIn_4ca1d6643189fb160fd7f4543c3fb84a } from '../../../components/admin/SignIn'
import { NoFirstUser as NoFirstUser_4292c45d00c71ce9f953621ac4c7fdf9 } from '../../../components/admin/NoFirstUser'
import { LeadsList as LeadsList_dc4ed9ca0cde4f406dd8618a6fb55270 } from '../../../components/admin/leads/LeadsList'
import { LeadsAudit as LeadsAudit_e8a8ca676dd21ed1db7b19537ba0b217 } from '../../../components/admin/leads/LeadsAudit'
import { LeadsErase as LeadsErase_ec783dc74246dc90ce0ea538c26c9582 } from '../../../components/admin/leads/LeadsErase'
import { LeadDetail as LeadDetail_0947dcffe5f036790f9034c8c3dd5c65 } from '../../../components/admin/leads/LeadDetail'
import { TrainingsList as TrainingsList_c81569676d27086665c20f3bc8589470 } from '../../../components/admin/registrations/TrainingsList'
import { EtimsTasks as EtimsTasks_25fd8918890a1e5e5f416197ac707b49 } from '../../../components/admin/registrations/EtimsTasks'
import { TrainingRegistrations as TrainingRegistrations_15364c3396470beb4980589072a45c0f } from '../../../components/admin/registrations/TrainingRegistrations'
import { AttendanceSheet as AttendanceSheet_86bb05d1f3417fac228d99db71231084 } from '../../../components/admin/registrations/AttendanceSheet'
import { RegistrationDetail as RegistrationDetail_19d0223e4a09b00a9273b72dd375a9a7 } from '../../../components/admin/registrations/RegistrationDetail'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/newsletters/CampaignSending#CampaignSending": CampaignSending_107957ffd8e8897cdb5349ba4fa4dfd3,
  "/components/admin/leads/LeadsNavLink#LeadsNavLink": LeadsNavLink_c8dba5d110cfe6ea20551be8b021ecba,
  "/components/admin/registrations/RegistrationsNavLink#RegistrationsNavLink": RegistrationsNavLink_148c29f4af1bdc299d3b71e3210e05b3,
  "/components/admin/KeepFocusInView#KeepFocusInView": KeepFocusInView_d44d8691b266ba167df1465b31810734,
  "/components/admin/SignIn#SignIn": SignIn_4ca1d6643189fb160fd7f4543c3fb84a,
  "/components/admin/NoFirstUser#NoFirstUser": NoFirstUser_4292c45d00c71ce9f953621ac4c7fdf9,
  "/components/admin/leads/LeadsList#LeadsList": LeadsList_dc4ed9ca0cde4f406dd8618a6fb55270,
  "/components/admin/leads/LeadsAudit#LeadsAudit": LeadsAudit_e8a8ca676dd21ed1db7b19537ba0b217,
  "/components/admin/leads/LeadsErase#LeadsErase": LeadsErase_ec783dc74246dc90ce0ea538c26c9582,
  "/components/admin/leads/LeadDetail#LeadDetail": LeadDetail_0947dcffe5f036790f9034c8c3dd5c65,
  "/components/admin/registrations/TrainingsList#TrainingsList": TrainingsList_c81569676d27086665c20f3bc8589470,
  "/components/admin/registrations/EtimsTasks#EtimsTasks": EtimsTasks_25fd8918890a1e5e5f416197ac707b49,
  "/components/admin/registrations/TrainingRegistrations#TrainingRegistrations": TrainingRegistrations_15364c3396470beb4980589072a45c0f,
  "/components/admin/registrations/AttendanceSheet#AttendanceSheet": AttendanceSheet_86bb05d1f3417fac228d99db71231084,
  "/components/admin/registrations/RegistrationDetail#RegistrationDetail": RegistrationDetail_19d0223e4a09b00a9273b72dd375a9a7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
