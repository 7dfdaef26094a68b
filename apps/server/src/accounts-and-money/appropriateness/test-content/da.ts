import type { TestWording } from './index.ts';

export const da: TestWording = {
  'warrants-1': [
    'Hvad giver en warrant dig?',
    'En pligt til at købe aktien til en fast pris.',
    'En ret, men ingen pligt, til at købe eller sælge det underliggende aktiv til en fast pris indtil en fast dato.',
    'En del af selskabets overskud hvert år.',
  ],
  'warrants-2': [
    'Hvad sker der med en warrant, der er uden værdi (out of the money) på udløbsdagen?',
    'Den udløber værdiløs, og du mister det, du betalte.',
    'Udstederen betaler det, du betalte, tilbage.',
    'Den bliver til aktier.',
  ],
  'warrants-3': [
    'Hvad er en tegningsret i en emission?',
    'Et lån til selskabet.',
    'Et løfte om, at aktiekursen stiger.',
    'En ret til at købe nye aktier til en fast pris i tegningsperioden; den kan også sælges.',
  ],
  'leveraged-1': [
    'Et bull-certifikat med gearing 5 følger et indeks. Indekset falder 4 % på en dag. Cirka hvordan bevæger certifikatet sig?',
    'Det falder 4 %.',
    'Det stiger 20 %.',
    'Det falder 20 %.',
  ],
  'leveraged-2': [
    'Hvad sker der med en mini future, når det underliggende aktiv rammer stop loss-niveauet?',
    'Ingenting, den handles videre.',
    'Den afsluttes, og det, der eventuelt er tilbage, betales tilbage: du kan miste alt.',
    'Gearingen fordobles.',
  ],
  'leveraged-3': [
    'Hvorfor kan et produkt med daglig gearing tabe værdi over tid, selv om det underliggende aktiv ender, hvor det startede?',
    'Gearingen nulstilles hver dag, så udsving op og ned tilsammen giver et tab.',
    'Udstederen beholder udbytterne.',
    'Det kan det ikke: det ender altid, hvor det underliggende aktiv ender.',
  ],
  'options-1': [
    'Du køber en købsoption. Hvad er det meste, du kan tabe?',
    'Præmien, du betalte.',
    'Ingenting.',
    'Et ubegrænset beløb.',
  ],
  'options-2': [
    'Hvad sker der, hvis du sælger (udsteder) en købsoption uden at eje det underliggende aktiv?',
    'Dit tab er begrænset til præmien.',
    'Du får retten til at købe aktien.',
    'Dit mulige tab er ubegrænset, hvis kursen stiger.',
  ],
  'options-3': [
    'Hvad sker der som regel med en options værdi, når udløbsdagen nærmer sig, alt andet lige?',
    'Den stiger.',
    'Tidsværdien falder.',
    'Den er uændret.',
  ],
  'structured-1': [
    'Hvem er du afhængig af for at få betaling fra et certifikat eller en tracker?',
    'Børsen.',
    'Udstederen: går udstederen konkurs, kan du miste dine penge.',
    'Den statslige indskydergaranti.',
  ],
  'structured-2': [
    'En tracker følger et indeks. Hvad giver den dig som regel ikke?',
    'Eksponering mod indeksets kurs.',
    'En pris på børsen hver handelsdag.',
    'Udbytterne fra indeksets aktier eller beskyttelse af din kapital.',
  ],
  'structured-3': [
    'Hvad gør market makeren for et certifikat?',
    'Stiller købs- og salgskurser, så du kan handle; forskellen mellem dem er en omkostning for dig.',
    'Garanterer dig en gevinst.',
    'Stemmer for dig på generalforsamlingen.',
  ],
  'funds-1': [
    'Hvad gør en fond kompleks, for eksempel en hedgefond eller en gearet fond?',
    'Den ejer kun nordiske aktier.',
    'Den tager intet gebyr.',
    'Den kan bruge derivater, gearing eller short-salg, så dens risiko kan være svær at vurdere.',
  ],
  'funds-2': [
    'Kan en kompleks fond begrænse, hvornår du må sælge dine andele?',
    'Ja: nogle handles kun månedligt eller kvartalsvis, med opsigelsesvarsel.',
    'Nej: alle fonde kan sælges med det samme, alle dage.',
    'Kun når fonden er steget.',
  ],
  'funds-3': [
    'En fonds årlige omkostning er 2 %, og den giver 5 % i afkast før omkostninger. Hvad får du?',
    '7 %.',
    'Cirka 3 %.',
    '5 %.',
  ],
  'bonds-1': [
    'Hvad sker der som regel med kursen på en fastforrentet obligation, når markedsrenten stiger?',
    'Den falder.',
    'Den stiger.',
    'Ingenting.',
  ],
  'bonds-2': [
    'Hvad er kreditrisikoen i en obligation?',
    'Risikoen for, at aktiekurserne falder.',
    'Risikoen for, at udstederen ikke kan betale renten eller tilbagebetale lånet.',
    'Risikoen for, at valutaen stiger.',
  ],
  'bonds-3': [
    'Hvad fortæller en høj rente, sammenlignet med lignende obligationer, som regel?',
    'Obligationen er mere sikker.',
    'Obligationen falder aldrig i værdi.',
    'Markedet ser en højere risiko for, at udstederen ikke betaler.',
  ],
};
