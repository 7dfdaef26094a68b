import type { TestWording } from './index.ts';

export const nb: TestWording = {
  'warrants-1': [
    'Hva gir en warrant deg?',
    'En plikt til å kjøpe aksjen til en fast pris.',
    'En rett, men ingen plikt, til å kjøpe eller selge det underliggende til en fast pris fram til en fast dato.',
    'En del av selskapets overskudd hvert år.',
  ],
  'warrants-2': [
    'Hva skjer med en warrant som er uten verdi (out of the money) på forfallsdagen?',
    'Den forfaller verdiløs, og du taper det du betalte.',
    'Utstederen betaler tilbake det du betalte.',
    'Den blir til aksjer.',
  ],
  'warrants-3': [
    'Hva er en tegningsrett i en emisjon?',
    'Et lån til selskapet.',
    'Et løfte om at aksjekursen stiger.',
    'En rett til å kjøpe nye aksjer til en fast pris i tegningsperioden; den kan også selges.',
  ],
  'leveraged-1': [
    'Et bull-sertifikat med giring 5 følger en indeks. Indeksen faller 4 % på en dag. Omtrent hvordan beveger sertifikatet seg?',
    'Det faller 4 %.',
    'Det stiger 20 %.',
    'Det faller 20 %.',
  ],
  'leveraged-2': [
    'Hva skjer med en mini future når det underliggende når stop loss-nivået?',
    'Ingenting, den handles videre.',
    'Den avsluttes, og det som eventuelt er igjen betales tilbake: du kan tape alt.',
    'Giringen dobles.',
  ],
  'leveraged-3': [
    'Hvorfor kan et produkt med daglig giring tape verdi over tid selv om det underliggende ender der det startet?',
    'Giringen nullstilles hver dag, så svingninger opp og ned gir til sammen et tap.',
    'Utstederen beholder utbyttene.',
    'Det kan det ikke: det ender alltid der det underliggende ender.',
  ],
  'options-1': [
    'Du kjøper en kjøpsopsjon. Hva er det meste du kan tape?',
    'Premien du betalte.',
    'Ingenting.',
    'Et ubegrenset beløp.',
  ],
  'options-2': [
    'Hva skjer hvis du selger (utsteder) en kjøpsopsjon uten å eie det underliggende?',
    'Tapet ditt er begrenset til premien.',
    'Du får retten til å kjøpe aksjen.',
    'Det mulige tapet ditt er ubegrenset hvis kursen stiger.',
  ],
  'options-3': [
    'Hva skjer vanligvis med verdien av en opsjon når forfallsdagen nærmer seg, alt annet likt?',
    'Den stiger.',
    'Tidsverdien synker.',
    'Den er uendret.',
  ],
  'structured-1': [
    'Hvem er du avhengig av for å få betalt fra et sertifikat eller en tracker?',
    'Børsen.',
    'Utstederen: går utstederen konkurs, kan du tape pengene dine.',
    'Den statlige innskuddsgarantien.',
  ],
  'structured-2': [
    'En tracker følger en indeks. Hva gir den deg vanligvis ikke?',
    'Eksponering mot indeksens kurs.',
    'En pris på børsen hver handelsdag.',
    'Utbyttene fra indeksens aksjer, eller beskyttelse av kapitalen din.',
  ],
  'structured-3': [
    'Hva gjør market maker for et sertifikat?',
    'Stiller kjøps- og salgskurser så du kan handle; forskjellen mellom dem er en kostnad for deg.',
    'Garanterer deg en gevinst.',
    'Stemmer for deg på generalforsamlingen.',
  ],
  'funds-1': [
    'Hva gjør et fond komplekst, for eksempel et hedgefond eller et giret fond?',
    'Det eier bare nordiske aksjer.',
    'Det tar ingen avgift.',
    'Det kan bruke derivater, giring eller shortsalg, så risikoen kan være vanskelig å bedømme.',
  ],
  'funds-2': [
    'Kan et komplekst fond begrense når du kan selge andelene dine?',
    'Ja: noen handles bare månedlig eller kvartalsvis, med oppsigelsestid.',
    'Nei: alle fond kan selges med en gang, alle dager.',
    'Bare når fondet har steget.',
  ],
  'funds-3': [
    'Et fonds årlige avgift er 2 %, og det gir 5 % avkastning før avgifter. Hva får du?',
    '7 %.',
    'Omtrent 3 %.',
    '5 %.',
  ],
  'bonds-1': [
    'Hva skjer vanligvis med prisen på en obligasjon med fast rente når markedsrenten stiger?',
    'Den synker.',
    'Den stiger.',
    'Ingenting.',
  ],
  'bonds-2': [
    'Hva er kredittrisikoen i en obligasjon?',
    'Risikoen for at aksjekursene faller.',
    'Risikoen for at utstederen ikke kan betale renten eller betale tilbake lånet.',
    'Risikoen for at valutaen stiger.',
  ],
  'bonds-3': [
    'Hva forteller en høy rente, sammenlignet med lignende obligasjoner, oftest?',
    'Obligasjonen er tryggere.',
    'Obligasjonen faller aldri i verdi.',
    'Markedet ser en høyere risiko for at utstederen ikke betaler.',
  ],
};
