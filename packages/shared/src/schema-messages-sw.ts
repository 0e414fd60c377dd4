import type { TextKey } from './format-message.js';
import type { chargeMessages } from './schemas/charges.js';
import type { lateFeeMessages } from './schemas/late-fees.js';
import type { organizationProfileMessages } from './schemas/payee.js';
import type { documentMessages } from './schemas/documents.js';
import type { leaseMessages } from './schemas/leases.js';
import type { noticeMessages } from './schemas/notices.js';
import type { repairMessages } from './schemas/repairs.js';
import type { reminderMessages } from './schemas/reminders.js';
import type { tenancyMessages } from './schemas/tenancy.js';
import type { tenantPageMessages } from './schemas/tenant-page.js';

/**
 * The messages the area schemas keep beside their rules, in Kiswahili, key for key. Texts a
 * function composes (with an amount) are error-messages.ts keys instead. Terms follow
 * docs/kiswahili-glossary.md.
 */
export const tenancyMessagesSw: Record<TextKey<typeof tenancyMessages>, string> = {
  amountRequired: 'Tafadhali weka kiasi',
  amountPositive: 'Kiasi lazima kiwe zaidi ya 0',
  reasonRequired: 'Tafadhali eleza sababu',
  moveoutdateRequired: 'Tafadhali weka tarehe ya kuhama',
  moveoutBeforeMoveIn: 'Tarehe ya kuhama haiwezi kuwa kabla ya tarehe ya kuhamia',
  moveoutFuture: 'Tarehe ya kuhama haiwezi kuwa baada ya leo',
  deductionReasonRequired: 'Tafadhali chagua makato ni ya nini',
  referenceRequired: 'Tafadhali weka kumbukumbu ya kurudisha pesa',
  paymentmodeRequired: 'Tafadhali chagua jinsi pesa zilivyorudishwa',
  alreadyFormer: 'Mpangaji huyu tayari amehama',
  formerTenant: 'Mpangaji huyu amehama',
  invoiceNotTenants: 'Ankara hii si mojawapo ya ankara za mpangaji huyu',
  deleteHasHistory:
    'Mpangaji huyu ana ankara au malipo. Maliza upangaji badala yake: historia yake inabaki kwa taarifa za akaunti na ripoti',
  eraseCurrentTenant:
    'Taarifa binafsi ya mpangaji wa sasa haiwezi kufutwa. Maliza upangaji kwanza: kufuta ni kwa wapangaji wa zamani',
  tenantErased: 'Taarifa binafsi ya mpangaji huyu wa zamani ilifutwa: haiwezi kuwekwa tena',
};

export const chargeMessagesSw: Record<TextKey<typeof chargeMessages>, string> = {
  whoRequired: 'Chagua mpangaji au jengo zima',
  chargetypeRequired: 'Tafadhali chagua deni ni la nini',
  descriptionRequired: 'Tafadhali eleza deni',
  amountRequired: 'Tafadhali weka kiasi',
  amountPositive: 'Kiasi lazima kiwe zaidi ya 0',
  noTenants: 'Jengo hili halina wapangaji wa kutozwa',
};

export const lateFeeMessagesSw: Record<TextKey<typeof lateFeeMessages>, string> = {
  amountRequired: 'Tafadhali weka faini ya kuchelewa',
  amountPositive: 'Faini ya kuchelewa lazima iwe zaidi ya 0',
  percentRange: 'Weka asilimia zaidi ya 0 na isiyozidi 100, yenye desimali 2 au chache',
  graceRange: 'Weka siku 0 hadi 60 za neema',
  ownerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha kanuni ya faini ya kuchelewa',
  reasonRequired: 'Tafadhali eleza kwa nini faini ya kuchelewa inaondolewa',
  onlyLateFees: 'Ni faini ya kuchelewa pekee inayoweza kuondolewa',
  alreadyWaived: 'Faini hii ya kuchelewa tayari imeondolewa',
  waiveOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kuondoa faini ya kuchelewa',
};

export const reminderMessagesSw: Record<TextKey<typeof reminderMessages>, string> = {
  daysInvalid:
    'Chagua siku 1 hadi 5 tofauti, kila moja kati ya siku 1 na 90 baada ya tarehe ya mwisho ya kulipa',
  templateRequired: 'Tafadhali andika ujumbe wa kikumbusho',
  templateTooLong: 'Kikumbusho ni kirefu mno: kisizidi sehemu 6 za SMS',
  ownerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha au kutuma vikumbusho',
  outsideHours:
    'Vikumbusho hutumwa kati ya saa 08:00 na 18:00 kwa saa za Nairobi. Jaribu tena wakati huo.',
};

export const tenantPageMessagesSw: Record<TextKey<typeof tenantPageMessages>, string> = {
  amountRequired: 'Kiasi kinahitajika',
  amountPositive: 'Weka kiasi zaidi ya sifuri',
  nothingOwed: 'Hakuna deni: hakuna cha kulipa',
  tooManyRequests: 'Maombi mengi mno. Jaribu tena baada ya dakika moja.',
  smsBlocked:
    'Mpangaji huyu amejiondoa kwenye SMS za mtumaji wako: kiungo hakiwezi kutumwa kwa SMS',
  payPhoneRequired: 'Chagua simu itakayopokea ombi la M-PESA',
  phoneNotSaved:
    'M-PESA hutuma ombi kwa simu ambayo mwenye nyumba wako amehifadhi tu. Chagua mojawapo, au mwombe mwenye nyumba aongeze nambari hiyo.',
  noPaysFromPhone:
    'Hakuna simu nyingine ya kulipa iliyohifadhiwa kwa ajili yako. Chagua simu yako.',
  phoneTooManyPrompts:
    'Simu hii imefikia idadi ya juu ya maombi ya M-PESA kwa saa moja ({{count}}). Jaribu tena baadaye, au lipa kwa paybill.',
  channelChoice: 'Chagua SMS, au WhatsApp pamoja na SMS ujumbe usipofika',
  whatsappNotOffered: 'Mwenye nyumba wako bado hatumi jumbe kwa WhatsApp',
};

export const organizationProfileMessagesSw: Record<
  TextKey<typeof organizationProfileMessages>,
  string
> = {
  ownerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha jina na simu kwenye bili',
};

export const noticeMessagesSw: Record<TextKey<typeof noticeMessages>, string> = {
  audienceRequired: 'Chagua majengo ya kupelekea tangazo, au yote',
  messageRequired: 'Tafadhali andika tangazo',
  messageTooLong: 'Tangazo ni refu mno: lisizidi sehemu 6 za SMS',
  outsideHours:
    'Matangazo hutumwa kati ya saa 08:00 na 18:00 kwa saa za Nairobi: litatumwa wakati huo',
};

export const leaseMessagesSw: Record<TextKey<typeof leaseMessages>, string> = {
  startdateRequired: 'Tafadhali weka tarehe mkataba unapoanza',
  enddateRequired: 'Tafadhali weka tarehe mkataba unapoisha',
  dateRequired: 'Tafadhali weka tarehe',
  daysRequired: 'Tafadhali weka idadi kamili ya siku',
  endBeforeStart: 'Mkataba lazima uishe baada ya kuanza',
  escalationTypeRequired: 'Tafadhali chagua asilimia au kiasi',
  escalationAmountRequired: 'Tafadhali weka kiasi kodi inachopanda kila mwaka',
  percentRange: 'Ongezeko liwe zaidi ya 0% na lisizidi 100%',
  newrentRequired: 'Tafadhali weka kodi mpya, zaidi ya 0',
  renewEndNotLater: 'Tarehe mpya ya mwisho iwe baada ya mwisho wa sasa na baada ya leo',
  renewFromTooEarly: 'Kodi mpya inaweza kuanza tu baada ya kodi iliyokwisha kutozwa',
  noLease: 'Mpangaji huyu bado hana mkataba: weka muda wa mkataba kwanza',
  givenbyRequired: 'Tafadhali sema nani alitoa notisi: mpangaji au mwenye nyumba',
  moveoutdateRequired: 'Tafadhali weka tarehe ya kuhama',
  moveoutBeforeNotice: 'Tarehe ya kuhama haiwezi kuwa kabla ya notisi kutolewa',
  templateLanguageRequired: 'Chagua Kiingereza au Kiswahili',
  templateRequired: 'Tafadhali andika mkataba',
  templateTooLong: 'Mkataba usizidi herufi 20,000',
  houseRulesTooLong: 'Kanuni za nyumba zisizidi herufi 4,000',
  unknownPlaceholder:
    'Mkataba hauwezi kujaza {{words}}. Tumia tu maneno ndani ya mabano yaliyoorodheshwa chini ya mkataba.',
};

export const documentMessagesSw: Record<TextKey<typeof documentMessages>, string> = {
  kindRequired: 'Tafadhali chagua aina ya hati',
  titleTooLong: 'Kichwa kisizidi herufi 120',
  fileRequired: 'Tafadhali chagua faili: PDF au picha',
  fileType: 'Hati lazima iwe PDF, au picha ya JPEG, PNG au WebP',
  fileTooLarge: 'Hati isizidi MB 5',
};

export const repairMessagesSw: Record<TextKey<typeof repairMessages>, string> = {
  categoryRequired: 'Chagua kinachohitaji kutengenezwa',
  descriptionRequired: 'Tafadhali eleza tatizo',
  descriptionTooLong: 'Maelezo ni marefu mno: yasizidi herufi 1,000',
  whoRequired: 'Chagua mpangaji au jengo',
  photosTooMany: 'Picha zisizidi 3',
  photoTooLarge: 'Picha isizidi MB 5',
  photoType: 'Picha iwe ya JPEG, PNG au WebP',
  doneByClosing: 'Matengenezo huwekwa kuwa yamekamilika kwa kuyafunga, pamoja na gharama',
  assigneeRequired: 'Chagua mwanatimu, au andika jina na simu ya fundi',
  assigneeUnknown: 'Mtu huyu si mwanatimu wako',
  scheduledForInvalid: 'Andika tarehe na saa kama 2026-03-02T10:00',
  scheduledTimeInvalid: 'Andika saa kama hh:mm kwa saa 24, mfano 14:30',
  scheduledDateRequired: 'Andika tarehe pamoja na saa',
  paidByRequired: 'Sema nani analipa gharama: mwenye nyumba au mpangaji',
  alreadyClosed: 'Matengenezo haya yameshafungwa',
  noTenantToCharge:
    'Matengenezo haya hayana mpangaji wa kutozwa: rekodi gharama kama imelipwa na mwenye nyumba',
  vendorRequired:
    'Ili kutuma kazi kwa SMS, mpe fundi matengenezo haya, pamoja na jina na simu yake',
};
