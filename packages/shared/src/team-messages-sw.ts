import type { teamMessages } from './team-messages.js';

/** The team texts in Kiswahili, key for key (see team-messages.ts); terms: the glossary. */
export const teamMessagesSw: Record<keyof typeof teamMessages, string> = {
  ownerOnly: 'Ni mwenye akaunti pekee anayeweza kusimamia wanatimu',
  invited: 'Mwanatimu amealikwa. Atapata SMS yenye msimbo wa kuweka PIN yake.',
  codeResent: 'Msimbo mpya umetumwa kwa SMS.',
  removed: 'Mwanatimu ameondolewa',
  codeExpired: 'Muda wa msimbo umeisha. Muombe mwenye akaunti akutumie mwingine mpya.',
  phoneTaken: 'Nambari hii ya simu tayari imesajiliwa. Tumia nambari nyingine.',
  cannotRemoveOwner: 'Mwenye akaunti hawezi kuondolewa',
  cannotRemoveSelf: 'Huwezi kujiondoa mwenyewe',
  alreadyJoined: 'Mwanatimu huyu tayari ameweka PIN',
  pinMismatch: 'PIN hazilingani',
  pinReset:
    'PIN imewekwa upya. Mwanatimu ametolewa na atapata SMS yenye msimbo wa kuweka PIN mpya.',
  cannotResetOwner: 'Mwenye akaunti hubadilisha PIN yake mwenyewe katika Wasifu Wangu',
  cannotChangeOwnerRole: 'Nafasi ya mwenye akaunti haiwezi kubadilishwa',
  rentalNotInAccount: 'Chagua majengo ya akaunti hii',
  roleSaved: 'Nafasi imehifadhiwa. Inaanza kutumika kwenye ombi lake lijalo.',
  codeNotSent:
    'Imehifadhiwa, lakini SMS yenye msimbo haikuweza kutumwa. Bonyeza TUMA MSIMBO TENA ili kutuma mwingine mpya.',
};
