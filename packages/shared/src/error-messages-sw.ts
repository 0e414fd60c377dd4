import type { errorMessages } from './error-messages.js';

/**
 * The server's own error texts in Kiswahili, key for key (see error-messages.ts). Terms follow
 * docs/kiswahili-glossary.md; placeholders stay as they are.
 */
export const errorMessagesSw: Record<keyof typeof errorMessages, string> = {
  noApiRoute: 'Hakuna njia ya API ya {{method}} {{path}}',
  roleForbidden: 'Nafasi yako katika akaunti hii haikuruhusu kufanya hivi. Muulize mwenye akaunti.',
  requestInvalid: 'Ombi si sahihi',
  requestUnreadable: 'Ombi halikuweza kusomwa',
  bodyNotJson: 'Maudhui ya ombi si JSON sahihi',
  bodyEmpty: 'Maudhui ya ombi ni tupu',
  bodyMissing: 'Ombi halina maudhui yake ya JSON',
  bodyTooLarge: 'Maudhui ya ombi ni makubwa mno',
  bodyNotJsonType: 'Maudhui ya ombi lazima yawe JSON (Content-Type: application/json)',
  contentLengthWrong: 'Kichwa cha Content-Length si sahihi',
  addressEncoding: 'Anwani si sahihi: ina %-encoding iliyoharibika',
  addressPartTooLong: 'Sehemu ya anwani ni ndefu mno',
  headersTooLarge: 'Vichwa vya ombi ni vikubwa mno',
  requestTimeout: 'Ombi lilichukua muda mrefu mno kufika',
  invalidValue: 'Thamani si sahihi',
  internal: 'Kuna hitilafu upande wetu. Tafadhali jaribu tena.',
  serverClosing: 'Seva inaanza upya. Tafadhali jaribu tena baada ya muda mfupi.',
  idempotencyKeyInvalid: 'Kichwa cha Idempotency-Key kiwe na herufi 1 hadi 255 zinazoonekana',
  idempotencyKeyReused: 'Idempotency-Key hii imeshatumika kwa ombi jingine',
  idempotencyKeyInFlight:
    'Ombi lenye Idempotency-Key hii bado linashughulikiwa. Jaribu tena baada ya muda mfupi.',
  duplicateChargeJustNow:
    'Hii inaonekana kurudia {{invoice}}, iliyotolewa chini ya dakika moja iliyopita. Utoze tena?',
  duplicateChargeMinute:
    'Hii inaonekana kurudia {{invoice}}, iliyotolewa dakika 1 iliyopita. Utoze tena?',
  duplicateCharge:
    'Hii inaonekana kurudia {{invoice}}, iliyotolewa dakika {{minutes}} zilizopita. Utoze tena?',
  pageLinkInvalid: 'Kiungo hiki cha ukurasa si sahihi; anza kwenye ukurasa wa kwanza',
  pageCursorInvalid: 'Alama ya ukurasa si sahihi',

  signInRequired: 'Tafadhali ingia ili uendelee',
  sessionEnded: 'Muda wako wa kuingia umeisha. Tafadhali ingia tena.',
  wrongCredentials: 'Nambari ya simu au PIN si sahihi',
  wrongCurrentPin: 'PIN ya sasa si sahihi',
  languageInvalid: 'Chagua lugha: en (Kiingereza) au sw (Kiswahili)',
  channelInvalid: 'Chagua njia: sms, whatsapp au whatsapp_sms (WhatsApp, SMS isipofika)',
  phoneTaken:
    'Nambari hii ya simu tayari imesajiliwa. Ingia badala yake, au tumia nambari nyingine.',
  phoneChangeNeedsCode:
    'Kubadilisha nambari yako ya simu, thibitisha nambari mpya kwa msimbo tutakaoutuma kwake (Badilisha nambari ya simu).',
  phoneUnchanged: 'Hii tayari ni nambari yako ya simu.',
  phoneConfirmRequired:
    'Thibitisha nambari yako ya simu: weka msimbo tuliokutumia kwa SMS ili uingie.',
  pinLocked_one:
    'PIN zisizo sahihi zimekuwa nyingi mno. Akaunti yako imefungwa kwa dakika {{count}}; jaribu tena baadaye.',
  pinLocked_other:
    'PIN zisizo sahihi zimekuwa nyingi mno. Akaunti yako imefungwa kwa dakika {{count}}; jaribu tena baadaye.',
  tooManyAttemptsSeconds_one:
    'Majaribio mengi mno kutoka mtandao huu. Jaribu tena baada ya sekunde {{count}}.',
  tooManyAttemptsSeconds_other:
    'Majaribio mengi mno kutoka mtandao huu. Jaribu tena baada ya sekunde {{count}}.',
  tooManyAttemptsMinutes_one:
    'Majaribio mengi mno kutoka mtandao huu. Jaribu tena baada ya dakika {{count}}.',
  tooManyAttemptsMinutes_other:
    'Majaribio mengi mno kutoka mtandao huu. Jaribu tena baada ya dakika {{count}}.',
  codeWrongTries_one: 'Msimbo si sahihi. Umebakiwa na jaribio {{count}}.',
  codeWrongTries_other: 'Msimbo si sahihi. Umebakiwa na majaribio {{count}}.',
  codeWrongNoTries:
    'Msimbo si sahihi na hauwezi kutumika tena. Muombe mwenye akaunti akutumie mwingine mpya.',

  callbackUrlNotFound: 'Anwani ya malipo ya M-PESA haikupatikana',
  expenseNotFound: 'Gharama haikupatikana',
  repairNotFound: 'Matengenezo hayakupatikana',
  repairPhotoNotFound: 'Picha haikupatikana',
  invoiceNotFound: 'Ankara haikupatikana',
  invoiceSettingNotFound: 'Ratiba ya ankara haikupatikana',
  landlordNotFound: 'Mwenye nyumba hakupatikana',
  linkNotFound: 'Kiungo hakikupatikana',
  memberNotFound: 'Mwanatimu hakupatikana',
  messageNotFound: 'Ujumbe haukupatikana',
  organizationNotFound: 'Akaunti haikupatikana',
  pageNotFound: 'Ukurasa haukupatikana',
  paymentRequestNotFound: 'Ombi la malipo halikupatikana',
  readingNotFound: 'Usomaji wa mita haukupatikana',
  documentNotFound: 'Hati haikupatikana',
  receiptNotFound: 'Risiti haikupatikana',
  rentChangeNotFound: 'Mabadiliko ya kodi hayakupatikana',
  rentalNotFound: 'Jengo halikupatikana',
  roomTypeNotFound: 'Aina ya chumba haikupatikana',
  subscriptionSettingNotFound: 'Mpangilio wa kifurushi haukupatikana',
  tenantNotFound: 'Mpangaji hakupatikana',
  transactionNotFound: 'Muamala haukupatikana',
  unallocatedPaymentNotFound: 'Malipo yasiyolinganishwa hayakupatikana',
  userNotFound: 'Mtumiaji hakupatikana',

  planLimitRentals_one:
    'Mpango wako wa {{plan}} unaruhusu jengo {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitRentals_other:
    'Mpango wako wa {{plan}} unaruhusu majengo {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitRentalsTrial_one:
    'Mpango wako wa {{plan}} (kipindi cha majaribio bila malipo) unaruhusu jengo {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitRentalsTrial_other:
    'Mpango wako wa {{plan}} (kipindi cha majaribio bila malipo) unaruhusu majengo {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitTenants_one:
    'Mpango wako wa {{plan}} unaruhusu mpangaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitTenants_other:
    'Mpango wako wa {{plan}} unaruhusu wapangaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitTenantsTrial_one:
    'Mpango wako wa {{plan}} (kipindi cha majaribio bila malipo) unaruhusu mpangaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitTenantsTrial_other:
    'Mpango wako wa {{plan}} (kipindi cha majaribio bila malipo) unaruhusu wapangaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitUsers_one:
    'Mpango wako wa {{plan}} unaruhusu mtumiaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitUsers_other:
    'Mpango wako wa {{plan}} unaruhusu watumiaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitUsersTrial_one:
    'Mpango wako wa {{plan}} (kipindi cha majaribio bila malipo) unaruhusu mtumiaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planLimitUsersTrial_other:
    'Mpango wako wa {{plan}} (kipindi cha majaribio bila malipo) unaruhusu watumiaji {{count}}. Boresha mpango wako ili uongeze zaidi.',
  planTooSmallRentals_one:
    'Mpango wa {{plan}} unaruhusu majengo {{limit}}; una {{have}}. Ondoa jengo {{count}} kwanza.',
  planTooSmallRentals_other:
    'Mpango wa {{plan}} unaruhusu majengo {{limit}}; una {{have}}. Ondoa majengo {{count}} kwanza.',
  planTooSmallOneRental_one:
    'Mpango wa {{plan}} unaruhusu jengo 1; una {{have}}. Ondoa jengo {{count}} kwanza.',
  planTooSmallOneRental_other:
    'Mpango wa {{plan}} unaruhusu jengo 1; una {{have}}. Ondoa majengo {{count}} kwanza.',
  planTooSmallTenants_one:
    'Mpango wa {{plan}} unaruhusu wapangaji {{limit}}; una {{have}}. Ondoa mpangaji {{count}} kwanza.',
  planTooSmallTenants_other:
    'Mpango wa {{plan}} unaruhusu wapangaji {{limit}}; una {{have}}. Ondoa wapangaji {{count}} kwanza.',
  planTooSmallOneTenant_one:
    'Mpango wa {{plan}} unaruhusu mpangaji 1; una {{have}}. Ondoa mpangaji {{count}} kwanza.',
  planTooSmallOneTenant_other:
    'Mpango wa {{plan}} unaruhusu mpangaji 1; una {{have}}. Ondoa wapangaji {{count}} kwanza.',
  planTooSmallUsers_one:
    'Mpango wa {{plan}} unaruhusu watumiaji {{limit}}; una {{have}}. Ondoa mtumiaji {{count}} kwanza.',
  planTooSmallUsers_other:
    'Mpango wa {{plan}} unaruhusu watumiaji {{limit}}; una {{have}}. Ondoa watumiaji {{count}} kwanza.',
  planTooSmallOneUser_one:
    'Mpango wa {{plan}} unaruhusu mtumiaji 1; una {{have}}. Ondoa mtumiaji {{count}} kwanza.',
  planTooSmallOneUser_other:
    'Mpango wa {{plan}} unaruhusu mtumiaji 1; una {{have}}. Ondoa watumiaji {{count}} kwanza.',
  unknownPlan: 'Mpango huu haujulikani',
  subscriptionOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha kifurushi',
  enterpriseContact: 'Enterprise hupangwa nasi: tumia Wasiliana nasi na tutakupigia simu',
  planAlreadyChosen: 'Mpango tayari umechaguliwa: ubadilishe badala yake',
  noPlanYet: 'Bado hakuna mpango uliochaguliwa: chagua mmoja kwanza',

  rentalNameTaken: 'Tayari una jengo linaloitwa {{name}}',
  rentalHasTenants_one: '{{rental}} bado lina mpangaji {{count}}. Mhamishe au umuondoe kwanza.',
  rentalHasTenants_other: '{{rental}} bado lina wapangaji {{count}}. Wahamishe au uwaondoe kwanza.',
  rentalHasExpenses_one:
    '{{rental}} lina gharama {{count}} iliyorekodiwa. Ihamishie jengo lingine au Majengo yote (jumla), au uifute, kwanza.',
  rentalHasExpenses_other:
    '{{rental}} lina gharama {{count}} zilizorekodiwa. Zihamishie jengo lingine au Majengo yote (jumla), au uzifute, kwanza.',
  roomTypeTaken: '{{rental}} tayari lina aina ya chumba {{housetype}}',
  unitsBelowTenants:
    'Wapangaji {{count}} wanaishi katika vyumba vya {{housetype}}: jumla ya nyumba haiwezi kuwa chini ya {{count}}',
  roomHasTenants_one:
    'Mpangaji {{count}} anaishi katika vyumba vya {{housetype}} vya {{rental}}. Mhamishe au umuondoe kwanza.',
  roomHasTenants_other:
    'Wapangaji {{count}} wanaishi katika vyumba vya {{housetype}} vya {{rental}}. Wahamishe au uwaondoe kwanza.',
  roomHasFormerTenants_one:
    'Mpangaji {{count}} wa zamani wa vyumba vya {{housetype}} vya {{rental}} ana rekodi zake hapa, kwa hiyo aina hii ya chumba inabaki.',
  roomHasFormerTenants_other:
    'Wapangaji {{count}} wa zamani wa vyumba vya {{housetype}} vya {{rental}} wana rekodi zao hapa, kwa hiyo aina hii ya chumba inabaki.',

  houseTaken: 'Nyumba {{house}} katika {{rental}} tayari ina mpangaji',
  meterTaken: 'Mita {{meter}} tayari imepewa mpangaji mwingine',
  roomFull: 'Nyumba zote {{count}} za {{housetype}} katika {{rental}} zimechukuliwa',
  houseNumberTaken: 'Nambari hii ya nyumba tayari ina mpangaji',
  meterNumberTaken: 'Nambari hii ya mita tayari imepewa mpangaji mwingine',
  openingAfterReadings:
    'Mpangaji huyu tayari ana usomaji wa mita ya maji. Usahihishe kwenye ukurasa wa Usomaji wa Maji.',
  rentBilled:
    'Kodi tayari imetozwa hadi {{date}}: mabadiliko lazima yaanze baada ya tarehe hiyo. Sahihisha kodi iliyokwisha tozwa kwa hati ya punguzo.',
  rentChangeSameDate: 'Mpangaji huyu tayari ana mabadiliko ya kodi kuanzia {{date}}',
  rentChangeUsed:
    'Mabadiliko haya tayari yametozwa (kodi imetozwa hadi {{date}}) na hayawezi kufutwa. Sahihisha kodi iliyokwisha tozwa kwa hati ya punguzo.',
  rentChangeWithMove: 'Mabadiliko haya yalikuja na kuhama: yanafuata aina ya chumba aliyohamia.',
  rentChangeLater:
    'Kuna mabadiliko ya kodi kuanzia {{date}}, ambayo yangechukua nafasi ya kodi ya aina mpya ya chumba. Yafute kwanza, au mhamishe mpangaji kuanzia tarehe hiyo.',
  finalBelowLast: 'Usomaji wa mwisho ({{final}}) uko chini ya usomaji wa mwisho wa mita ({{last}})',
  creditExceedsInvoice:
    'Hati ya punguzo ni zaidi ya kiasi kilichobaki kulipwa kwenye ankara hii ({{amount}})',
  creditExceedsBalance: 'Hati ya punguzo ni zaidi ya anachodaiwa mpangaji ({{amount}})',
  depositNotSettled:
    'Makato na kiasi kinachorudishwa lazima vilingane na amana iliyoshikiliwa ({{held}}); vinafika {{settled}}',
  deductionsExceedOwed:
    'Makato ya kodi na maji ambayo hayajalipwa ni zaidi ya anachodaiwa mpangaji ({{amount}})',

  tenantsCsvOnly: 'Pakia wapangaji kama faili ya CSV (Content-Type: text/csv)',
  statementCsvOnly: 'Pakia taarifa ya akaunti kama faili ya CSV (Content-Type: text/csv)',
  importEmpty: 'Faili ni tupu. Pakua kiolezo uanzie hapo.',
  importColumnsMissing:
    'Safu ya kwanza lazima itaje safu wima {{columns}} (zinakosekana {{missing}}). Pakua kiolezo uanzie hapo.',
  importColumnsUnexpected:
    'Safu ya kwanza lazima itaje safu wima {{columns}} (hazitarajiwi {{unexpected}}). Pakua kiolezo uanzie hapo.',
  importColumnsWrong:
    'Safu ya kwanza lazima itaje safu wima {{columns}} (zinakosekana {{missing}}; hazitarajiwi {{unexpected}}). Pakua kiolezo uanzie hapo.',
  importNoTenants: 'Faili haina wapangaji chini ya safu ya vichwa.',
  importTooManyTenants: 'Faili ina wapangaji {{count}}; leta wasiozidi {{max}} kwa wakati mmoja.',
  statementNoHeader:
    'Vichwa vya taarifa ya akaunti havikupatikana: faili inahitaji safu wima Receipt No., Completion Time, A/C No. (au Details) na Paid In',
  statementTooManyRows: 'Taarifa ya akaunti isizidi safu {{max}}',

  unknownMeter: 'Hakuna mpangaji mwenye mita {{meter}}',
  meterNotInRental: 'Hakuna mpangaji wa {{rental}} mwenye mita {{meter}}',
  readingBelowPrevious:
    "Usomaji mpya ({{reading}}) uko chini ya usomaji uliopita ({{previous}}). Weka alama 'Mita imebadilishwa' kama mita ilibadilishwa.",
  nextReadingBelow: 'Usomaji unaofuata huu ({{next}}) ungekuwa chini yake. Sahihisha huo kwanza.',
  readingCostTooLarge: 'Usomaji huu unatoa gharama kubwa mno kutozwa. Angalia usomaji.',
  readingBilled:
    'Usomaji huu tayari umetozwa na hauwezi kubadilishwa. Mpe mpangaji hati ya punguzo ili kusahihisha ankara ya maji.',
  readingNotLatest: 'Mita hii tayari ina usomaji wa {{date}}; usomaji mpya lazima uwe wa baadaye.',

  receiptRecorded: 'Risiti ya M-PESA {{reference}} tayari imerekodiwa',
  receiptRecordedPayment:
    'Risiti ya M-PESA {{reference}} tayari imerekodiwa: {{amount}} kutoka kwa {{payer}} tarehe {{date}}',
  receiptRecordedUnallocated:
    'Risiti ya M-PESA {{reference}} tayari imerekodiwa kama malipo yasiyolinganishwa: {{amount}} kutoka kwa {{payer}} tarehe {{date}}. Yalinganishe na mpangaji badala yake',
  transIdRecorded: '{{reference}} tayari imerekodiwa kama malipo',
  notKenyanMobile: 'Hii si nambari ya simu ya mkononi ya Kenya',
  mpesaRefused: 'M-PESA imekataa ombi: {{reason}}',
  stkUnavailable: 'Malipo ya M-PESA bado hayajawekwa kwenye seva hii',
  stkEnterprise: 'Enterprise hulipiwa kwa makubaliano: wasiliana nasi ili ulipe',
  stkNothingOwed: 'Mpangaji huyu hadaiwi chochote',
  stkNoOwnApp:
    'Ili kuomba malipo kutoka kwa wapangaji, hifadhi programu ya Daraja ya paybill yako (Consumer Key, Consumer Secret na Passkey) katika Mipangilio → MPESA Integration.',
  stkAmountIsPrice: 'Kiasi ni KES {{amount}}, bei ya kila mwezi ya mpango wa {{plan}}',
  mpesaOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha mipangilio ya MPESA',
  mpesaNoPreviousSecret: 'Hakuna siri ya zamani ya kufuta',
  quarantineOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kukagua malipo ya M-PESA yaliyozuiliwa',
  quarantineNotFound: 'Malipo yaliyozuiliwa hayakupatikana',
  quarantineSubscriptionOurs:
    'Malipo ya kifurushi yanayosubiri ukaguzi hukaguliwa na timu yetu: wasiliana nasi ikiwa ulilipa',
  quarantineAlreadyAccepted: 'Malipo haya tayari yamekubaliwa',
  quarantineAlreadyRejected: 'Malipo haya tayari yamekataliwa',
  mpesaSaveFirst: 'Hifadhi mipangilio ya MPESA kwanza',
  mpesaCredentialsMissing: 'Weka Consumer Key na Consumer Secret ya programu yako ya Daraja kwanza',
  mpesaBankPaybill:
    'Paybill ya benki haiarifu Rental Manager kuhusu malipo: leta taarifa ya akaunti ya M-PESA badala ya kuunganisha M-PESA',
  tenantPageAmountAboveBalance: 'Kisichozidi salio lako, {{balance}}',

  etimsOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha mipangilio ya KRA eTIMS',
  etimsSaveFirst: 'Hifadhi mipangilio ya KRA eTIMS kwanza',
  etimsDeviceChanged: 'Mipangilio ya KRA eTIMS ilibadilika wakati wa jaribio: jaribu tena',
  etimsDeviceUnknown:
    'KRA haikijui kifaa hiki: angalia KRA PIN, tawi na nambari ya kifaa ({{kracode}})',
  etimsRefused: 'KRA eTIMS imekataa ombi: {{kracode}} {{reason}}',
  etimsTimeout: 'KRA eTIMS haikujibu kwa wakati. Jaribu tena baada ya dakika chache.',
  etimsUnreachable: 'KRA eTIMS haikupatikana ({{kracode}}). Jaribu tena baada ya dakika chache.',
  etimsTransmissionNotFound: 'Utumaji wa KRA eTIMS haukupatikana',
  etimsRetryNotFailed: 'Hati ambayo KRA haikupokea pekee ndiyo inaweza kutumwa tena',
  smsOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kubadilisha mipangilio ya SMS',
  smsTestTooMany: 'SMS za majaribio zimekuwa nyingi mno. Jaribu tena baada ya dakika moja.',
  smsPageCursorInvalid: 'Alama ya ukurasa si sahihi',
  smsResendFailedOnly: 'Ni ujumbe ulioshindwa pekee unaoweza kutumwa tena',
  smsNotWaiting: 'Ujumbe huu hausubiri tena kutumwa',
  smsHeldUntilPaybill:
    'Ujumbe huu unamwomba mpangaji alipe, kwa hivyo unasubiri hadi paybill yako iwekwe katika Mipangilio → Muunganisho wa M-PESA',
  smsProviderNotSet:
    "Weka kwanza mtoa huduma wa SMS (Africa's Talking) kwenye Mipangilio → SMS: hadi hapo jumbe huhifadhiwa tu",
  smsTenantOptedOut:
    'Mpangaji amejiondoa kwenye SMS za jina lako la mtumaji, kwa hivyo ujumbe huu hauwezi kutumwa',
  smsInvoicePaid:
    '{{invoice}} imelipwa yote, kwa hivyo SMS yake inayoomba malipo haikutumwa. Chagua Usitume.',
  notDeliveryReport: 'Hii si ripoti ya kufika',

  organizationSuspended:
    'Akaunti hii imesimamishwa, kwa hivyo hakuna kinachoweza kubadilishwa: {{reason}}. Bado unaweza kusoma taarifa zako; wasiliana nasi ili iwashwe tena.',
  organizationAlreadySuspended: 'Akaunti hii tayari imesimamishwa',
  organizationNotSuspended: 'Akaunti hii haijasimamishwa',
  contactRequestNotFound: 'Ombi la mawasiliano halikupatikana',
  parkedConfirmationNotFound:
    'Hakuna uthibitisho wa M-PESA uliowekwa kando wenye kitambulisho hiki',

  activityOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kuona kumbukumbu ya shughuli',
  invoiceRunOwnerOnly: 'Ni mwenye akaunti pekee anayeweza kutengeneza ankara',

  monthClosed:
    'Vitabu vya {{month}} vimefungwa: hakuna chenye tarehe ya mwezi huo kinachoweza kurekodiwa au kubadilishwa. Mwenye akaunti anaweza kuufungua tena katika Mipangilio → Vitabu.',
  monthNotOver: 'Mwezi unaweza kufungwa tu ukishaisha; {{month}} bado haujaisha',
  monthAlreadyClosed: 'Vitabu vya {{month}} tayari vimefungwa',
  monthNotClosed: 'Vitabu vya {{month}} havijafungwa',

  paymentReverseInstead:
    'Malipo hayawezi kufutwa. Badala yake yabatilishe na utoe sababu: taarifa ya akaunti itaonyesha malipo na ubatilishaji wake.',
  paymentAlreadyReversed: 'Malipo haya yalishabatilishwa tarehe {{date}}',
  paymentReverseOwnerOnly:
    'Ni mwenye akaunti pekee anayeweza kubatilisha malipo yaliyorekodiwa na M-PESA au na mtumiaji mwingine',
  paymentNotTenants: 'Ni malipo ya mpangaji pekee yanayoweza kubatilishwa au kuhamishwa',
  paymentMoveSameTenant: 'Malipo tayari yako kwa mpangaji huyu: chagua mpangaji mwingine',

  landlordsAgentsOnly: 'Wenye nyumba huwekwa na akaunti za mawakala',
  landlordInUse:
    '{{name}} ana majengo au malipo yaliyorekodiwa: hamishia majengo kwa mwenye nyumba mwingine kwanza',
};
