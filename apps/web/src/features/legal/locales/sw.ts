import type { Translation } from '../../../lib/translation';
import type { legalEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const legalSw: Translation<typeof legalEn> = {
  header: {
    home: 'Ukurasa wa mwanzo wa Rental Manager',
    backToApp: 'Rudi kwenye programu',
    signIn: 'Ingia',
  },
  otherPages: 'Soma pia',
  privacy: {
    title: 'Ilani ya faragha',
    lead: 'Jinsi Rental Manager inavyohifadhi taarifa binafsi ya wenye nyumba, timu zao na wapangaji wao, chini ya Sheria ya Ulinzi wa Taarifa Binafsi ya Kenya, 2019.',
    sections: {
      roles: {
        title: 'Nani anahusika',
        text: {
          controller:
            'Kila mwenye nyumba au wakala anayetumia Rental Manager ndiye mdhibiti wa taarifa binafsi ya wapangaji wake: yeye huamua nini kinakusanywa na kinatumika kwa nini.',
          processor:
            'Rental Manager Technologies Limited ni mchakataji wa taarifa: tunahifadhi na kuchakata taarifa hiyo kwa maagizo ya mwenye nyumba pekee, ili kuendesha huduma aliyojisajili kwayo. Hatuiuzi kamwe wala kuitumia kwa matangazo.',
          accounts:
            'Kwa akaunti za wenye nyumba na wanatimu wao (jina, nambari ya simu na email), Rental Manager ndiye mdhibiti wa taarifa.',
        },
      },
      kept: {
        title: 'Kinachohifadhiwa',
        items: {
          tenants:
            'Majina ya wapangaji, nambari zao za simu, nambari za ID au pasipoti na KRA PIN, kama mwenye nyumba anavyoziweka',
          tenancy:
            'Mahali kila mpangaji anapoishi: jengo, nambari ya nyumba, nambari ya mita, tarehe za kuhamia na kuhama, kodi na amana',
          money:
            'Ankara, malipo (kwa malipo ya M-PESA, jina na nambari ya aliyelipa kama M-PESA inavyozituma), hati za punguzo na marejesho ya amana',
          readings: 'Usomaji wa mita ya maji',
          messages:
            'SMS zinazotumwa kwa wapangaji, na SMS ambazo wapangaji hutuma kwa nambari ya mwenye nyumba (kama BAL)',
          accounts:
            'Majina, nambari za simu na email za wenye nyumba na wanatimu, na kumbukumbu ya nani alifanya nini kwenye akaunti',
        },
      },
      why: {
        title: 'Kwa nini kinahifadhiwa',
        text: {
          service:
            'Ili kuwatoza wapangaji, kukusanya kodi kwa M-PESA na kulinganisha kila malipo na mpangaji sahihi, kutuma ankara, risiti na vikumbusho kwa SMS, na kuwapa wenye nyumba taarifa za akaunti, ripoti na ritani yao ya mapato ya kupangisha ya KRA.',
          identity:
            'Nambari za ID na KRA PIN huhifadhiwa tu mwenye nyumba anapoziweka, ili kumtambua mpangaji.',
        },
      },
      howLong: {
        title: 'Kinahifadhiwa kwa muda gani',
        items: {
          ledger:
            'Rekodi za hesabu (ankara, malipo, hati za punguzo na amana, pamoja na kiasi, tarehe na nambari za nyumba) huhifadhiwa kwa muda ambao sheria ya ushuru inataka: KRA inataka rekodi zihifadhiwe kwa angalau miaka 5. Zinabaki hata baada ya maelezo binafsi ya mpangaji kufutwa.',
          personal:
            'Maelezo binafsi ya mpangaji (jina, nambari ya simu, nambari ya ID, KRA PIN na maandishi ya jumbe) huhifadhiwa wakati wa upangaji na baada ya kuisha, hadi mpangaji aombe yafutwe.',
          accounts: 'Taarifa za akaunti ya mwenye nyumba huhifadhiwa akaunti ikiwa bado iko wazi.',
        },
      },
      requests: {
        title: 'Jinsi mpangaji anavyoomba taarifa yake au ifutwe',
        text: {
          ask: 'Mpangaji humwomba mwenye nyumba au wakala wake, ambaye ndiye mdhibiti wa taarifa. Kwenye ukurasa wa mpangaji ndani ya Rental Manager, mwenye nyumba hujibu kwa kubofya mara moja kwa kila ombi:',
        },
        items: {
          access:
            'Pakua taarifa binafsi: faili lenye kila kitu kilichohifadhiwa kuhusu mpangaji, na taarifa yake ya akaunti kama PDF.',
          erasure:
            'Futa taarifa binafsi: jina, nambari ya simu, nambari ya ID, KRA PIN na maandishi ya jumbe za mpangaji wa zamani huondolewa. Kisha mpangaji huonyeshwa kama “Former tenant” na nambari; kiasi, tarehe na nambari za nyumba hubaki kwa rekodi za kodi na hesabu.',
          current:
            'Taarifa ya mpangaji wa sasa haiwezi kufutwa akiwa bado anaishi hapo: mwenye nyumba humaliza upangaji kwanza.',
          correct:
            'Mpangaji pia anaweza kumwomba mwenye nyumba arekebishe maelezo yake, na anaweza kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Taarifa Binafsi.',
        },
      },
      security: {
        title: 'Usalama',
        text: {
          encryption:
            'Nambari za ID na KRA PIN za wapangaji huhifadhiwa zikiwa zimesimbwa, kama zilivyo funguo za SMS na M-PESA za mwenye nyumba.',
          access:
            'Ni timu ya mwenye nyumba pekee, iliyoingia kwa nambari ya simu na PIN, inayoona wapangaji wake. Watu wanaoendesha huduma huona akaunti na idadi, kamwe si taarifa binafsi ya wapangaji. Kila upakuaji na ufutaji huandikwa kwenye kumbukumbu ya shughuli ya akaunti.',
        },
      },
    },
  },
  terms: {
    title: 'Masharti ya matumizi',
    lead: 'Masharti ambayo wenye nyumba na mawakala hutumia Rental Manager chini yake.',
    sections: {
      service: {
        title: 'Huduma',
        text: {
          what: 'Rental Manager huwasaidia wenye nyumba na mawakala kusimamia majengo, wapangaji, ankara, malipo na ripoti.',
          pin: 'Unaingia kwa nambari yako ya simu na PIN. Iweke PIN yako siri: kinachofanywa nayo kimefanywa na wewe.',
        },
      },
      plans: {
        title: 'Kipindi cha majaribio na mipango',
        text: {
          trial:
            'Akaunti mpya ina kipindi cha majaribio bila malipo cha mwezi mmoja. Baada yake, mpango wa kulipia huifanya akaunti iendelee kufanya kazi, ndani ya mipaka ya mpango huo.',
        },
      },
      data: {
        title: 'Taarifa za wapangaji wako',
        text: {
          roles:
            'Wewe ndiye mdhibiti wa taarifa binafsi ya wapangaji wako chini ya Sheria ya Ulinzi wa Taarifa Binafsi ya Kenya, 2019. Rental Manager huichakata kwa niaba yako, kama mchakataji wako wa taarifa, ili kutoa huduma pekee.',
          duties:
            'Unaikusanya kihalali, unawaeleza wapangaji wako jinsi inavyotumika (ilani ya faragha inakusaidia) na unajibu maombi yao ya kuona taarifa yao au kuifuta: programu inakuwezesha kufanya kila moja kwa kubofya mara moja.',
          records:
            'KRA inataka rekodi za mapato ya kupangisha zihifadhiwe kwa angalau miaka 5: kufuta mpangaji wa zamani huacha kiasi, tarehe na nambari za nyumba kwa sababu hiyo.',
        },
      },
      fair: {
        title: 'Matumizi ya haki',
        text: {
          messages:
            'Usitumie huduma kutuma wapangaji jumbe ambazo hawakukubali, wala kurekodi taarifa ambayo huna haki ya kuishikilia.',
        },
      },
      changes: {
        title: 'Mabadiliko',
        text: {
          version:
            'Tunaweza kubadilisha masharti haya; toleo lililo kwenye ukurasa huu ndilo linalotumika.',
        },
      },
    },
  },
};
