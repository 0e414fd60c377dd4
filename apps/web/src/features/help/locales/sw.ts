import type { Translation } from '../../../lib/translation';
import type { helpEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const helpSw: Translation<typeof helpEn> = {
  title: 'Msaada',
  lead: 'Jinsi ya kuanza kutumia Rental Manager na kupokea malipo, hatua kwa hatua: M-PESA, SMS, maji, amana na ritani ya KRA.',
  header: {
    home: 'Mwanzo wa Rental Manager',
    backToApp: 'Rudi kwenye programu',
    signIn: 'Ingia',
  },
  toc: { title: 'Yaliyomo' },
  backToTop: 'Rudi juu',
  newTab: '{{name}} (hufunguka kwenye kichupo kipya)',
  linksLabel: 'Viungo vya {{section}}',
  links: {
    signUp: 'Jaribu bure',
    importTenants: 'Ingiza wapangaji',
    newInvoice: 'Ratiba mpya ya ankara',
    daraja: 'Daraja: developer.safaricom.co.ke',
    mpesaSettings: 'Mipangilio → Muunganisho wa M-PESA',
    unallocated: 'Malipo Yasiyolinganishwa',
    africasTalking: "Africa's Talking: account.africastalking.com",
    smsSettings: 'Mipangilio → SMS',
    readings: 'Usomaji wa Maji',
    reports: 'Ripoti',
    kraReport: 'Ripoti ya KRA ya mapato ya kupangisha',
    itax: 'iTax ya KRA: itax.kra.go.ke',
  },
  sections: {
    gettingStarted: {
      title: 'Kuanza',
      intro: {
        what: 'Rental Manager huwatumia wapangaji wako ankara zao kwa SMS, hukusanya kodi kupitia paybill yako ya M-PESA na kulinganisha kila malipo na mpangaji sahihi. Hatua zinazofuata baada ya kujisajili zinakuongoza; unaweza kurudi kwa yoyote kati yake baadaye.',
      },
      steps: {
        signUp:
          'Jisajili: chagua Jaribu Bure kisha weka jina lako, nambari ya simu, email, aina ya akaunti (Mwenye nyumba, au Wakala ikiwa unasimamia majengo ya wenye nyumba wengine) na PIN ya tarakimu 4. Mwezi wa kwanza ni bure.',
        rental:
          'Ongeza jengo (jina na mahali lilipo), kisha aina zake za vyumba: kwa kila moja, aina (kwa mfano Bedsitter au One Bedroom), idadi ya nyumba, kodi ya kila mwezi na bei ya maji kwa kila uniti.',
        tenants:
          'Ongeza wapangaji wako: jina, nambari ya simu, aina ya chumba, nambari ya nyumba, nambari ya mita, salio la mwanzo, tarehe ya kuhamia na amana. Unahama kutoka kwenye spreadsheet? Wapangaji → Ingiza hupokea CSV iliyotengenezwa kwa kiolezo chake na hukuonyesha matatizo ya kila safu kabla ya kuhifadhi chochote.',
        paybill:
          'Sema wapangaji watalipa wapi: paybill yako, kwenye Mipangilio → Muunganisho wa M-PESA (tazama Kuanza kupokea malipo ya M-PESA hapa chini). Hadi paybill ihifadhiwe, SMS za ankara zinazuiliwa, hazitumwi.',
        schedule:
          'Panga ratiba ya ankara zako: chagua aina (kodi, maji, ada ya huduma, au kikumbusho cha deni), jengo, mara ngapi, tarehe ya ankara ya kwanza na siku ya mwisho ya kulipa. Hakiki inaonyesha SMS ambayo mpangaji atapata na idadi ya sehemu zake za SMS.',
        sms: 'Chagua jinsi SMS zitakavyotumwa, kwenye Mipangilio → SMS (tazama Kuweka mtumaji wa SMS hapa chini). Hadi hapo jumbe huhifadhiwa chini ya Jumbe na hazitumwi.',
      },
      after: {
        tenantsGet:
          'Wapangaji hupata nini: kila tarehe ya kutoza, SMS ya ankara yenye kiasi, tarehe ya mwisho ya kulipa, salio lao lote na mahali pa kulipa (paybill na nambari ya akaunti). Kila malipo huleta risiti kwa SMS. Ukiwasha vikumbusho (Mipangilio → Vikumbusho), wapangaji ambao bado wanadaiwa hupata kikumbusho siku chache baada ya tarehe ya mwisho ya kulipa, kati ya saa 08:00 na 18:00.',
      },
    },
    mpesa: {
      title: 'Kuanza kupokea malipo ya M-PESA',
      intro: {
        ways: 'Wapangaji hulipa kodi kwa paybill. Rental Manager hufanya kazi na aina mbili. Ukiwa na paybill yako mwenyewe na programu ya Daraja, kila malipo huifikia Rental Manager yenyewe papo hapo na kulinganishwa na mpangaji. Ukiwa na paybill ya benki, pesa huingia kwenye akaunti yako ya benki na wewe unapakia taarifa ya akaunti.',
      },
      daraja: {
        title: 'A. Paybill yako mwenyewe, kupitia Daraja ya Safaricom',
        intro: {
          need: 'Unahitaji paybill kwa jina lako au la biashara yako, kuingia kwenye M-PESA org portal, na programu ya Daraja ambayo Safaricom imeiwasha kwa malipo halisi.',
        },
        steps: {
          paybill:
            'Omba paybill kutoka Safaricom (M-PESA for Business) pamoja na uwezo wa kuingia kwenye M-PESA org portal. Omba mtumiaji wa portal mwenye nafasi ya Business Manager: Daraja itamuuliza ukibonyeza Go Live.',
          account: 'Fungua akaunti kwenye Daraja, kwa developer.safaricom.co.ke, kisha uingie.',
          goLive:
            'Kwenye Daraja, chagua Go Live, weka paybill yako kama shortcode na uthibitishe kwa mtumiaji wa org portal (Safaricom hutuma msimbo wa mara moja kwa SMS). Kisha Safaricom hutengeneza programu yako halisi (production).',
          keys: 'Fungua programu halisi chini ya My Apps na unakili Consumer Key na Consumer Secret zake. Safaricom hutuma Lipa Na M-PESA Online Passkey kwa email baada ya Go Live; isipofika, iombe kutoka kwa huduma ya M-PESA API ya Safaricom.',
          save: 'Kwenye Rental Manager, fungua Mipangilio → Muunganisho wa M-PESA. Chagua Paybill yangu mwenyewe, weka jina la shirika lako na nambari ya paybill, weka Mazingira ya Daraja kuwa Production, bandika funguo tatu kisha ubonyeze SASISHA. Funguo huhifadhiwa kwa usimbaji fiche na hazionyeshwi tena.',
          register:
            'Chini ya Arifa za malipo, bonyeza UNGANISHA M-PESA. M-PESA hujibu papo hapo: Success inamaanisha paybill yako sasa huiarifu Rental Manager kuhusu kila malipo. Ikisema paybill tayari imeunganishwa na mfumo mwingine, omba huduma ya M-PESA ya Safaricom iuondoe muunganisho huo, kisha ubonyeze tena.',
          test: 'Lipa KES 10 (au KES 1) kutoka kwa simu yako: Lipa na M-PESA → Pay Bill, paybill yako, na nambari ya nyumba ya mpangaji kama nambari ya akaunti. Baada ya dakika moja yanaonekana chini ya Miamala kama malipo ya M-PESA ya mpangaji huyo, na mpangaji hupata risiti kwa SMS. Nambari ya akaunti isiyo ya mpangaji yeyote husubiri chini ya Malipo Yasiyolinganishwa: hiyo pia inathibitisha kuwa malipo yanafika.',
        },
        fieldsTitle: 'Kinachoingia kwenye kila sehemu',
        fields: {
          organizationname: {
            term: 'Jina la Shirika',
            text: 'Jina lako au la biashara yako, kama wapangaji wanavyokujua.',
          },
          paybillnumber: {
            term: 'Nambari ya Paybill',
            text: 'Nambari ya biashara ambayo wapangaji hulipia (tarakimu 5 hadi 7). Ndiyo pia shortcode ambayo Daraja huuliza.',
          },
          environment: {
            term: 'Mazingira ya Daraja',
            text: 'Production kwa malipo halisi. Sandbox ni mfumo wa majaribio wa Safaricom tu: malipo halisi kwa paybill yako hayafiki kupitia huo.',
          },
          consumerkey: {
            term: 'Consumer Key ya Daraja',
            text: 'Kutoka kwa programu yako halisi chini ya My Apps kwenye Daraja.',
          },
          consumersecret: {
            term: 'Consumer Secret ya Daraja',
            text: 'Kando ya Consumer Key, kwenye ukurasa uleule wa Daraja.',
          },
          passkey: {
            term: 'Passkey ya Daraja',
            text: 'Lipa Na M-PESA Online Passkey, kutoka kwa email ya Safaricom. Ukiwa nayo, mpangaji anaweza kulipa kupitia ombi la M-PESA kwenye simu yake: kutoka kwa ukurasa wake, au unapoomba malipo. Malipo kwa paybill hufika hata bila hiyo.',
          },
          validation: {
            term: 'Kataa malipo kwa nambari za akaunti zisizojulikana',
            text: 'Iache imezimwa isipokuwa Safaricom imewasha uhakiki kwenye paybill yako. Ikiwashwa, M-PESA hukataa malipo ambayo nambari yake ya akaunti si nambari ya nyumba ya mpangaji yeyote.',
          },
        },
      },
      bank: {
        title: 'B. Paybill ya benki',
        intro: {
          how: 'Benki nyingi huwapa wenye nyumba paybill pamoja na nambari ya akaunti. Wapangaji hulipa kwa paybill ya benki na kuandika nambari yako ya akaunti, kisha #, kisha nambari ya nyumba yao: kwa mfano 1234567#A4. Pesa huingia kwenye akaunti yako ya benki.',
        },
        steps: {
          settings:
            'Kwenye Mipangilio → Muunganisho wa M-PESA chagua Paybill ya benki, weka nambari ya paybill ya benki na nambari yako ya akaunti benkini, kisha ubonyeze SASISHA. SMS za ankara kisha humwambia kila mpangaji nambari kamili ya akaunti ya kuandika.',
          statement:
            'Benki haiitumii Rental Manager arifa zozote. Kila baada ya siku chache, pakua taarifa ya akaunti ya paybill kama faili la CSV kutoka benki yako (au M-PESA org portal).',
          import:
            'Fungua Malipo Yasiyolinganishwa → Pakia taarifa ya akaunti ya paybill kisha uchague faili. Linahitaji nambari ya risiti, tarehe, nambari ya akaunti iliyoandikwa (au maelezo) na kiasi kilichoingia. Rental Manager huondoa nambari yako ya akaunti na #, hulinganisha kila nambari ya nyumba na mpangaji wake na kuwatumia risiti zao.',
          check:
            'Risiti ambazo tayari zimerekodiwa zinarukwa, kwa hiyo kupakia taarifa ileile mara mbili hakuna shida. Malipo yasiyolingana na mpangaji yeyote husubiri chini ya Malipo Yasiyolinganishwa uyalinganishe.',
        },
      },
    },
    sms: {
      title: 'Kuweka mtumaji wa SMS',
      intro: {
        own: "Rental Manager hutuma ankara, risiti na vikumbusho kupitia akaunti yako mwenyewe ya Africa's Talking: SMS hutoka kwako na hulipiwa kutoka kwa salio lako la Africa's Talking.",
      },
      steps: {
        account:
          'Fungua akaunti kwenye africastalking.com, unda timu na programu ndani yake, kisha uweke pesa kwenye salio la programu hiyo.',
        apiKey:
          "Ndani ya programu, fungua Settings → API Key na utengeneze ufunguo. Unakili papo hapo: Africa's Talking huuonyesha mara moja tu. Jina lako la mtumiaji ni jina la mtumiaji la programu, linaloonekana kwenye ukurasa wa programu (si email yako).",
        senderId:
          "Hiari: omba Africa's Talking jina la mtumaji (sender ID), jina ambalo wapangaji wanaona (herufi au tarakimu zisizozidi 11). Mitandao lazima ilikubali; hadi hapo acha sehemu hiyo wazi na jumbe zitatoka kwa mtumaji wa kawaida wa Africa's Talking.",
        save: "Kwenye Rental Manager, fungua Mipangilio → SMS, chagua Africa's Talking kama Mtoa Huduma wa SMS, weka Jina la Mtumiaji, Ufunguo wa API na Jina la Mtumaji, kisha ubonyeze HIFADHI.",
        test: 'Chini ya Tuma SMS ya majaribio, weka nambari yako ya simu kisha ubonyeze TUMA SMS YA MAJARIBIO. Hali inaonyesha kama imetumwa.',
        reports:
          "Kwa ripoti za kufika: kwenye programu yako ya Africa's Talking fungua SMS → SMS Callback URLs → Delivery Reports na uweke URL ya ripoti za kufika inayoonyeshwa chini ya Mipangilio → SMS (ina siri yako mwenyewe: usiitoe kwa mtu). Kisha Jumbe huonyesha kila SMS kama imefika au imeshindwa, pamoja na sababu.",
      },
      balance: {
        title: 'Salio kwa SMS (BAL au SALIO)',
        intro: {
          what: "Mpangaji anayetuma BAL au SALIO kwa nambari yako fupi (short code) au nambari ya pande mbili ya Africa's Talking hupata salio lake na jinsi ya kulipa, kwa lugha yake (majibu yasiyozidi 3 kwa saa kwa simu moja). Unahitaji nambari fupi au nambari ya pande mbili kutoka Africa's Talking.",
        },
        steps: {
          copy: 'Nakili URL ya jumbe zinazoingia kutoka Mipangilio → SMS → Salio kwa SMS.',
          paste:
            "Kwenye programu yako ya Africa's Talking fungua SMS → SMS Callback URLs → Incoming Messages na uibandike hapo. Usiitoe kwa mtu.",
          check: 'Jumbe ambazo wapangaji walituma zinaorodheshwa chini ya Jumbe → Uliopokelewa.',
        },
      },
    },
    water: {
      title: 'Kusoma mita za maji',
      intro: {
        how: 'Maji hutozwa kutokana na usomaji unaorekodi. Matumizi ya kila usomaji ni usomaji mpya ukitoa ule wa kabla yake, na gharama yake ni matumizi mara bei ya maji ya aina ya chumba.',
      },
      steps: {
        baseline:
          'Usomaji wa kwanza wa mita ni mwanzo wake na hautozi chochote. Ukiweka usomaji wa mwanzo wa mita unapoongeza mpangaji, usomaji wa kwanza unaorekodi hutozwa kuanzia huo.',
        record:
          'Kila mwezi, soma mita na uzirekodi: Usomaji wa Maji → Usomaji Mpya kwa mita moja, au Usomaji wa jengo zima kwa kila mita ya jengo kwenye skrini moja (huhifadhiwa pamoja, au hakuna ukiwa mmoja una kosa).',
        bill: 'Ratiba ya Ankara ya Maji hutoza, siku yake ya kutoza, kila usomaji uliorekodiwa kabla ya tarehe hiyo ambao bado haujatozwa. Mpangaji asiye na usomaji mpya anarukwa, na Mara ya Mwisho ya ratiba inasema hivyo.',
        correct:
          'Usomaji ambao bado haujatozwa unaweza kusahihishwa au kufutwa; unaofuata kisha huhesabu kuanzia thamani sahihi. Usomaji uliotozwa hauwezi kubadilika: mpe mpangaji hati ya punguzo badala yake.',
        replaced:
          'Mita mpya? Weka alama kwenye Mita imebadilishwa pamoja na usomaji wake wa kwanza: matumizi huhesabiwa kuanzia sifuri kwenye mita mpya.',
      },
    },
    deposits: {
      title: 'Amana na kuhama',
      intro: {
        held: 'Amana hushikiliwa kwa niaba ya mpangaji, kando na kodi: si mapato, salio la kodi wala malimbikizo hadi ikatwe wakati wa kuhama.',
      },
      steps: {
        charge:
          'Weka amana unapoongeza mpangaji. Hutozwa siku ya kuhamia kama ankara yake ya Amana, na malipo ya mpangaji huenda kwanza kwenye amana hadi ilipwe yote.',
        see: 'Ripoti → Amana zilizoshikiliwa huorodhesha unazoshikilia, kwa jengo na mpangaji.',
        endTenancy:
          'Mpangaji anapohama, fungua mpangaji na uchague Maliza upangaji. Weka tarehe ya kuhama na usomaji wa mwisho wa mita: maji yake yanatozwa.',
        deductions:
          'Ongeza makato kutoka kwa amana (kodi isiyolipwa, maji, uharibifu, usafi au mengineyo), kila moja na kiasi chake. Kinachobaki kinarejeshwa: sema kililipwa vipi na kumbukumbu yake.',
        settle:
          'Amana lazima ifike sifuri kamili: amana iliyoshikiliwa, ukitoa makato, ukitoa marejesho. Kumaliza upangaji hakuwezi kutenduliwa.',
      },
      after: {
        final:
          'Mpangaji anakuwa mpangaji wa zamani mwenye taarifa ya akaunti ya mwisho, na nyumba iko wazi kupangishwa tena. Mpangaji wa zamani ambaye bado anadaiwa hubaki kwenye Malimbikizo.',
      },
    },
    kra: {
      title: 'Ripoti ya KRA ya mapato ya kupangisha (MRI)',
      intro: {
        tax: 'Kodi ya mapato ya kila mwezi ya kupangisha (MRI) ni 7.5% ya kodi yote ya nyumba za makazi uliyopokea kwa mwezi (10% kabla ya Januari 2024). Ritani na ushuru huo hulipwa kufikia tarehe 20 ya mwezi unaofuata, kwenye iTax. Mwezi usio na kodi ya nyumba iliyopokelewa bado unahitaji ritani ya NIL.',
      },
      steps: {
        open: 'Fungua Ripoti → KRA: kodi ya mapato ya kupangisha (MRI) kisha uchague mwezi. Inaonyesha kodi ya nyumba iliyopokelewa kwa kila jengo, kiwango, ushuru wa KRA unaodaiwa na tarehe ya mwisho, kwa mpangilio ambao iTax huuliza. Ipakue kama PDF au CSV.',
        what: 'Huhesabu kodi ya nyumba iliyopokelewa, si iliyotozwa. Maji, ada ya huduma, malipo mengine na amana si kodi ya nyumba na yanaachwa nje; vivyo hivyo kodi ya nyumba za majengo yaliyowekwa kuwa ya Biashara kwenye maelezo yake.',
        file: 'Kwenye iTax, wasilisha ritani ya Monthly Rental Income kwa takwimu hizi na utengeneze hati ya malipo (PRN). Ilipe, kwa mfano kwa M-PESA kwa paybill ya KRA 572572 ukitumia PRN kama nambari ya akaunti.',
        record:
          'Ukirudi kwenye ripoti, rekodi PRN na tarehe uliyolipa chini ya Kuwasilisha, ili uone miezi iliyokamilika.',
      },
      after: {
        band: 'MRI ni ya kodi ya nyumba za makazi inayozidi KES 288,000 na isiyozidi KES 15,000,000 kwa mwaka; ripoti inaonyesha mwaka wako umefika wapi. Nje ya kiwango hicho, uliza KRA au mshauri wako wa ushuru.',
        agents:
          'Mawakala hupata ritani ya kila mwenye nyumba, pamoja na KRA PIN ya mwenye nyumba kutoka ukurasa wa Wenye Nyumba.',
      },
    },
    tenantPage: {
      title: 'Ukurasa wa mpangaji, na kujiondoa kwa SMS',
      intro: {
        what: 'Kila mpangaji anaweza kuwa na ukurasa wake wa siri wenye salio lake, amana na taarifa ya akaunti, na mahali pa kulipa. Ukiwa umehifadhi Passkey yako ya Daraja, anaweza pia kulipa hapo kupitia ombi la M-PESA. Anaona nyumba yake tu.',
      },
      steps: {
        make: 'Fungua mpangaji na, chini ya Ukurasa wa mpangaji, bonyeza UNDA KIUNGO. Nakili kiungo na umtumie mpangaji: kinaonyeshwa mara moja tu. Kiungo kipya husimamisha cha zamani, na BATILISHA KIUNGO hukisimamisha wakati wowote.',
        invoice:
          'Ili kumtumia kila mpangaji kiungo chake pamoja na kila ankara, ongeza {tenantlink} kwenye ujumbe wa ratiba.',
      },
      after: {
        optOut:
          "Mpangaji anaweza kujiondoa kwenye SMS zako kupitia Africa's Talking. Rental Manager kisha humwekea alama ya SMS zimezuiwa na haimtumii tena ankara, risiti wala vikumbusho: mtumie kiungo cha ukurasa wake, au hati zake, badala yake.",
      },
    },
  },
  faq: {
    title: 'Maswali ya wenye nyumba',
    items: {
      wrongAccount: {
        question: 'Mpangaji amelipa kwa nambari ya akaunti isiyo sahihi. Nini kinatokea?',
        answer:
          'Malipo ambayo nambari yake ya akaunti hailingani na mpangaji yeyote (au inalingana na zaidi ya mmoja) husubiri chini ya Malipo Yasiyolinganishwa, na kengele iliyo juu inakuarifu. Chagua mpangaji kisha ubonyeze LINGANISHA: malipo yanarekodiwa na mpangaji anapata risiti. Makosa madogo hayajalishi: "a-4", "A 4" na "A4" zote zinalingana na nyumba A4.',
      },
      till: {
        question: 'Naweza kutumia nambari ya till (Buy Goods)?',
        answer:
          'Hapana. Rental Manager hulinganisha kila malipo kwa nambari ya akaunti ambayo mpangaji anaandika, na malipo ya till hayana nambari ya akaunti. Tumia paybill yako mwenyewe, au paybill ya benki yenye nambari yako ya akaunti.',
      },
      smsCost: {
        question: 'SMS inagharimu kiasi gani, na sehemu ya SMS ni nini?',
        answer:
          "Rental Manager haitozi kwa SMS: Africa's Talking hutoza akaunti yako kwa kila sehemu ya SMS, kwa bei zake. Hadi herufi 160 ni sehemu moja; ujumbe mrefu zaidi hugawanywa kwa sehemu za herufi 153. Herufi moja iliyo nje ya alfabeti ya kawaida ya SMS (emoji, alama za nukuu zilizopinda) hufanya sehemu kuwa fupi zaidi: herufi 70, au 67 ukigawanywa. Hakiki ya fomu ya ankara inaonyesha ujumbe wako una sehemu ngapi.",
      },
      privacy: {
        question: 'Wapangaji wanaweza kuona wapangaji wengine?',
        answer:
          'Hapana. Ukurasa wa mpangaji na jibu la BAL huonyesha nyumba, salio na taarifa ya akaunti ya mpangaji huyo tu. Wanatimu unaowaalika wanaona majengo na wapangaji wako wote.',
      },
      optOut: {
        question: 'Itakuwaje mpangaji akijiondoa kwenye SMS?',
        answer:
          'Hapati tena SMS kutoka kwako: Rental Manager humwekea alama ya SMS zimezuiwa, na jumbe zake zinaonekana kama zimeshindwa chini ya Jumbe. Rental Manager haiwezi kumrudishia SMS. Mtumie kiungo cha ukurasa wake, au pakua na umtumie ankara zake na taarifa ya akaunti.',
      },
      pin: {
        question: 'Nabadilishaje PIN yangu?',
        answer:
          'Fungua Wasifu (ikoni ya mtu iliyo juu), kisha Badilisha PIN: weka PIN yako ya sasa na mpya mara mbili. Umeisahau? Chagua Umesahau PIN? kwenye ukurasa wa kuingia: msimbo wa tarakimu 6 unakuja kwa SMS na unafanya kazi kwa dakika 10. Baada ya PIN 5 zisizo sahihi, kuingia kunafungwa kwa dakika 15.',
      },
      notSent: {
        question: 'Kwa nini ankara zangu hazikutumwa?',
        answer:
          'Angalia Mara ya Mwisho ya ratiba na Jumbe. SMS za ankara huzuiliwa wakati hakuna paybill iliyohifadhiwa, na huhifadhiwa chini ya Jumbe wakati hakuna mtoa huduma wa SMS. Ankara zinazozidi idadi ya ankara kwa mwezi ya mpango wako hazitengenezwi, na ankara zilizopangwa husimama siku 7 baada ya kifurushi chako au kipindi cha majaribio bila malipo kuisha. Kengele huorodhesha yanayokuhitaji.',
      },
      overpaid: {
        question: 'Mpangaji amelipa zaidi ya anachodaiwa. Nini kinatokea?',
        answer:
          'Ziada huhesabiwa kama kodi iliyolipwa mapema: salio lake linaonyesha ziada hiyo, na ankara zake zinazofuata hulipwa kutoka kwake. Risiti ileile ya M-PESA hairekodiwi mara mbili.',
      },
    },
  },
};
