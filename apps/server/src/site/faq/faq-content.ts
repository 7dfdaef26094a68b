import type { FaqCategory, LocalizedText } from '@havn/domain';

/**
 * The FAQ, in six languages. Every answer says what Havn does today; what is still to come says so.
 * Kept in code (reviewed like code, versioned with the features it describes) rather than in a table.
 */
export const FAQ: readonly {
  category: FaqCategory;
  question: Required<LocalizedText>;
  answer: Required<LocalizedText>;
}[] = [
  {
    category: 'PAYMENTS',
    question: {
      en: 'How do I deposit money?',
      sv: 'Hur sätter jag in pengar?',
      nb: 'Hvordan setter jeg inn penger?',
      da: 'Hvordan indsætter jeg penge?',
      fi: 'Miten talletan rahaa?',
      de: 'Wie zahle ich Geld ein?',
    },
    answer: {
      en: 'Open Deposits under your accounts, choose the account and the amount, and confirm. The money shows in your account as soon as it arrives. You can make up to 20 deposits a day.',
      sv: 'Öppna Insättningar under dina konton, välj konto och belopp och bekräfta. Pengarna syns på kontot så snart de kommit fram. Du kan göra upp till 20 insättningar per dag.',
      nb: 'Åpne Innskudd under kontoene dine, velg konto og beløp, og bekreft. Pengene vises på kontoen så snart de er kommet fram. Du kan gjøre opptil 20 innskudd per dag.',
      da: 'Åbn Indbetalinger under dine konti, vælg konto og beløb, og bekræft. Pengene vises på kontoen, så snart de er kommet frem. Du kan foretage op til 20 indbetalinger om dagen.',
      fi: 'Avaa Talletukset tiliesi alta, valitse tili ja summa ja vahvista. Rahat näkyvät tilillä heti, kun ne ovat saapuneet. Voit tehdä enintään 20 talletusta päivässä.',
      de: 'Öffnen Sie Einzahlungen bei Ihren Konten, wählen Sie Konto und Betrag und bestätigen Sie. Das Geld erscheint auf dem Konto, sobald es eingegangen ist. Sie können bis zu 20 Einzahlungen am Tag vornehmen.',
    },
  },
  {
    category: 'PAYMENTS',
    question: {
      en: 'Why can I not use all of my cash?',
      sv: 'Varför kan jag inte använda alla mina pengar?',
      nb: 'Hvorfor kan jeg ikke bruke alle pengene mine?',
      da: 'Hvorfor kan jeg ikke bruge alle mine penge?',
      fi: 'Miksi en voi käyttää kaikkia rahojani?',
      de: 'Warum kann ich nicht über mein ganzes Guthaben verfügen?',
    },
    answer: {
      en: 'An open buy order holds back what it may cost: its value at the limit price plus the commission (and a small margin for currency moves on a foreign share). The rest is free to use. When the order is filled or cancelled, what it did not use is free again.',
      sv: 'En öppen köporder reserverar vad den kan kosta: värdet till gränspriset plus courtage (och en liten marginal för valutarörelser på en utländsk aktie). Resten kan du använda fritt. När ordern är genomförd eller makulerad frigörs det som inte användes.',
      nb: 'En åpen kjøpsordre holder av det den kan koste: verdien til grenseprisen pluss kurtasje (og en liten margin for valutabevegelser på en utenlandsk aksje). Resten kan du bruke fritt. Når ordren er utført eller slettet, frigjøres det som ikke ble brukt.',
      da: 'En åben købsordre reserverer, hvad den kan koste: værdien til grænseprisen plus kurtage (og en lille margin for valutabevægelser på en udenlandsk aktie). Resten kan du bruge frit. Når ordren er gennemført eller annulleret, frigives det, der ikke blev brugt.',
      fi: 'Avoin ostotoimeksianto varaa sen, mitä se voi maksaa: arvon rajahintaan sekä välityspalkkion (ja pienen varan valuuttaliikkeille ulkomaisessa osakkeessa). Loput voit käyttää vapaasti. Kun toimeksianto on toteutunut tai peruttu, käyttämätön osa vapautuu.',
      de: 'Eine offene Kauforder hält zurück, was sie kosten kann: den Wert zum Limitpreis plus Provision (und einen kleinen Puffer für Währungsschwankungen bei einer ausländischen Aktie). Den Rest können Sie frei nutzen. Ist die Order ausgeführt oder gelöscht, wird frei, was sie nicht gebraucht hat.',
    },
  },
  {
    category: 'TRADING',
    question: {
      en: 'What does a trade cost?',
      sv: 'Vad kostar en affär?',
      nb: 'Hva koster en handel?',
      da: 'Hvad koster en handel?',
      fi: 'Mitä kauppa maksaa?',
      de: 'Was kostet ein Handel?',
    },
    answer: {
      en: 'One commission per order: 0.15 % of the value, at least SEK 39 or NOK 39 (ISK, AF, KF and ASK), DKK 29 (aktiesparekonto) or EUR 3.90 (osakesäästötili); 0.25 %, at least EUR 4.90, on a depot. An order filled in parts pays the minimum once. The order ticket shows the commission before you send.',
      sv: 'Ett courtage per order: 0,15 % av värdet, lägst 39 kr (ISK, AF och KF) eller 39 NOK (ASK), 29 DKK (aktiesparekonto) eller 3,90 EUR (osakesäästötili); 0,25 %, lägst 4,90 EUR, på en depå. En order som genomförs i flera delar betalar minimiavgiften en gång. Orderfönstret visar courtaget innan du skickar.',
      nb: 'Én kurtasje per ordre: 0,15 % av verdien, minst 39 kr (ASK) eller 39 SEK (ISK, AF og KF), 29 DKK (aktiesparekonto) eller 3,90 EUR (osakesäästötili); 0,25 %, minst 4,90 EUR, på et depot. En ordre som utføres i flere deler, betaler minstebeløpet én gang. Ordrevinduet viser kurtasjen før du sender.',
      da: 'Én kurtage pr. ordre: 0,15 % af værdien, mindst 29 kr. (aktiesparekonto), 39 SEK/NOK (ISK, AF, KF og ASK) eller 3,90 EUR (osakesäästötili); 0,25 %, mindst 4,90 EUR, på et depot. En ordre, der gennemføres i flere dele, betaler minimumsbeløbet én gang. Ordrevinduet viser kurtagen, før du sender.',
      fi: 'Yksi välityspalkkio toimeksiantoa kohden: 0,15 % arvosta, vähintään 3,90 € (osakesäästötili), 39 SEK/NOK (ISK, AF, KF ja ASK) tai 29 DKK (aktiesparekonto); arvo-osuustilillä 0,25 %, vähintään 4,90 €. Osissa toteutuva toimeksianto maksaa minimipalkkion kerran. Toimeksiantoikkuna näyttää palkkion ennen lähettämistä.',
      de: 'Eine Provision je Order: 0,15 % des Werts, mindestens 39 SEK oder NOK (ISK, AF, KF und ASK), 29 DKK (aktiesparekonto) oder 3,90 EUR (osakesäästötili); 0,25 %, mindestens 4,90 EUR, im Depot. Eine in Teilen ausgeführte Order zahlt die Mindestprovision einmal. Die Ordermaske zeigt die Provision, bevor Sie senden.',
    },
  },
  {
    category: 'TRADING',
    question: {
      en: 'When can I trade?',
      sv: 'När kan jag handla?',
      nb: 'Når kan jeg handle?',
      da: 'Hvornår kan jeg handle?',
      fi: 'Milloin voin käydä kauppaa?',
      de: 'Wann kann ich handeln?',
    },
    answer: {
      en: 'When the instrument’s exchange is open, in its own time zone; each instrument page says whether its market is open now. Every night Havn has a short maintenance break (03:00–03:20 Stockholm time): you can read everything, but orders, transfers and posts wait until it ends.',
      sv: 'När instrumentets börs har öppet, i dess egen tidszon; varje instrumentsida visar om marknaden är öppen just nu. Varje natt har Havn ett kort underhållsfönster (03.00–03.20 svensk tid): du kan läsa allt, men order, överföringar och inlägg får vänta tills det är klart.',
      nb: 'Når instrumentets børs er åpen, i dens egen tidssone; hver instrumentside viser om markedet er åpent nå. Hver natt har Havn en kort vedlikeholdspause (03.00–03.20 svensk tid): du kan lese alt, men ordrer, overføringer og innlegg må vente til den er over.',
      da: 'Når instrumentets børs har åbent, i dens egen tidszone; hver instrumentside viser, om markedet er åbent nu. Hver nat har Havn en kort vedligeholdelsespause (kl. 03.00–03.20 svensk tid): du kan læse alt, men ordrer, overførsler og opslag må vente, til den er slut.',
      fi: 'Kun instrumentin pörssi on auki, sen omalla aikavyöhykkeellä; jokainen instrumenttisivu kertoo, onko markkina nyt auki. Havnissa on joka yö lyhyt huoltokatko (klo 03.00–03.20 Ruotsin aikaa): voit lukea kaiken, mutta toimeksiannot, siirrot ja viestit odottavat katkon loppuun.',
      de: 'Wenn die Börse des Instruments geöffnet ist, in ihrer eigenen Zeitzone; jede Instrumentseite zeigt, ob der Markt gerade offen ist. Jede Nacht hat Havn eine kurze Wartungspause (03:00–03:20 Uhr Stockholmer Zeit): Sie können alles lesen, aber Orders, Überweisungen und Beiträge warten, bis sie vorbei ist.',
    },
  },
  {
    category: 'TAX',
    question: {
      en: 'How are my investments taxed?',
      sv: 'Hur beskattas mina investeringar?',
      nb: 'Hvordan beskattes investeringene mine?',
      da: 'Hvordan beskattes mine investeringer?',
      fi: 'Miten sijoitukseni verotetaan?',
      de: 'Wie werden meine Geldanlagen besteuert?',
    },
    answer: {
      en: 'It depends on the account. An ISK (Sweden) is taxed on a standard yield of its value, not on gains; an aktiesparekonto (Denmark) pays 17 % a year on its growth; an ASK (Norway) and an osakesäästötili (Finland) are taxed only when you take money out. Ordinary accounts are taxed on realised gains and dividends. The portfolio report shows your gains, losses and dividends.',
      sv: 'Det beror på kontot. Ett ISK beskattas med en schablonintäkt på värdet, inte på vinster; ett aktiesparekonto (Danmark) betalar 17 % per år på värdeökningen; ett ASK (Norge) och ett osakesäästötili (Finland) beskattas först när du tar ut pengar. Vanliga depåer beskattas på realiserade vinster och utdelningar. Portföljrapporten visar dina vinster, förluster och utdelningar.',
      nb: 'Det avhenger av kontoen. En ASK beskattes først når du tar ut mer enn du har satt inn; et ISK (Sverige) beskattes med en sjablongavkastning på verdien; en aktiesparekonto (Danmark) betaler 17 % i året av verdiøkningen; en osakesäästötili (Finland) beskattes ved uttak. Vanlige kontoer beskattes for realiserte gevinster og utbytte. Porteføljerapporten viser gevinster, tap og utbytte.',
      da: 'Det afhænger af kontoen. En aktiesparekonto beskattes med 17 % om året af værditilvæksten, opgjort for dig; en ISK (Sverige) beskattes af et standardafkast af værdien; en ASK (Norge) og en osakesäästötili (Finland) beskattes først ved hævning. Almindelige depoter beskattes af realiserede gevinster og udbytte. Porteføljerapporten viser dine gevinster, tab og udbytter.',
      fi: 'Se riippuu tilistä. Osakesäästötili verotetaan vasta, kun nostat tililtä enemmän kuin olet tallettanut; ISK (Ruotsi) verotetaan arvon kaavamaisesta tuotosta; aktiesparekonto (Tanska) maksaa vuosittain 17 % arvonnoususta; ASK (Norja) verotetaan nostettaessa. Tavallisilla arvo-osuustileillä verotetaan toteutuneet voitot ja osingot. Salkkuraportti näyttää voitot, tappiot ja osingot.',
      de: 'Das hängt vom Konto ab. Im Depot werden realisierte Gewinne und Dividenden besteuert; ein ISK (Schweden) wird mit einem Pauschalertrag auf seinen Wert besteuert, ein aktiesparekonto (Dänemark) jährlich mit 17 % auf den Wertzuwachs, ein ASK (Norwegen) und ein osakesäästötili (Finnland) erst bei Entnahmen. Der Portfoliobericht zeigt Ihre Gewinne, Verluste und Dividenden.',
    },
  },
  {
    category: 'PENSION',
    question: {
      en: 'Can I save for my pension at Havn?',
      sv: 'Kan jag pensionsspara hos Havn?',
      nb: 'Kan jeg pensjonsspare hos Havn?',
      da: 'Kan jeg pensionsopspare hos Havn?',
      fi: 'Voinko säästää eläkettä Havnissa?',
      de: 'Kann ich bei Havn für die Rente sparen?',
    },
    answer: {
      en: 'Not yet. Pension accounts are on their way; until then you can invest for the long term in your ordinary accounts.',
      sv: 'Inte ännu. Pensionskonton är på väg; till dess kan du spara långsiktigt på dina vanliga konton.',
      nb: 'Ikke ennå. Pensjonskontoer er på vei; frem til da kan du spare langsiktig på de vanlige kontoene dine.',
      da: 'Ikke endnu. Pensionskonti er på vej; indtil da kan du investere langsigtet på dine almindelige konti.',
      fi: 'Ei vielä. Eläketilit ovat tulossa; siihen asti voit sijoittaa pitkäjänteisesti tavallisilla tileilläsi.',
      de: 'Noch nicht. Vorsorgekonten sind in Vorbereitung; bis dahin können Sie in Ihren gewöhnlichen Konten langfristig anlegen.',
    },
  },
  {
    category: 'CORPORATE_ACTIONS',
    question: {
      en: 'What happens to my shares in a split?',
      sv: 'Vad händer med mina aktier vid en split?',
      nb: 'Hva skjer med aksjene mine ved en splitt?',
      da: 'Hvad sker der med mine aktier ved en aktiesplit?',
      fi: 'Mitä osakkeilleni tapahtuu splitissä?',
      de: 'Was passiert mit meinen Aktien bei einem Split?',
    },
    answer: {
      en: 'The number of shares and the price change in step, so the value of your holding stays the same: in a 2:1 split, 10 shares at 200 become 20 shares at 100. Your purchase price per share is adjusted the same way.',
      sv: 'Antalet aktier och kursen ändras i samma takt, så innehavets värde är detsamma: vid en split 2:1 blir 10 aktier à 200 kr 20 aktier à 100 kr. Ditt anskaffningsvärde per aktie justeras på samma sätt.',
      nb: 'Antall aksjer og kursen endres i takt, så verdien av beholdningen er den samme: ved en splitt 2:1 blir 10 aksjer à 200 kr 20 aksjer à 100 kr. Inngangsverdien per aksje justeres på samme måte.',
      da: 'Antallet af aktier og kursen ændres i takt, så værdien af beholdningen er den samme: ved en split 2:1 bliver 10 aktier à 200 kr. til 20 aktier à 100 kr. Din anskaffelsessum pr. aktie justeres på samme måde.',
      fi: 'Osakemäärä ja kurssi muuttuvat samassa suhteessa, joten omistuksesi arvo pysyy samana: splitissä 2:1 10 osaketta à 200 € muuttuu 20 osakkeeksi à 100 €. Osakekohtainen hankintahintasi muuttuu samalla tavalla.',
      de: 'Die Anzahl der Aktien und der Kurs ändern sich im gleichen Verhältnis, der Wert Ihres Bestands bleibt gleich: Bei einem Split 2:1 werden aus 10 Aktien zu 200 € 20 Aktien zu 100 €. Ihr Einstandspreis je Aktie wird ebenso angepasst.',
    },
  },
  {
    category: 'CREDIT',
    question: {
      en: 'Can I borrow against my shares?',
      sv: 'Kan jag belåna mina aktier?',
      nb: 'Kan jeg belåne aksjene mine?',
      da: 'Kan jeg belåne mine aktier?',
      fi: 'Voinko ottaa luottoa osakkeitani vastaan?',
      de: 'Kann ich meine Aktien beleihen?',
    },
    answer: {
      en: 'No. Havn offers no credit: you invest only money you have deposited, so you can never owe more than you put in.',
      sv: 'Nej. Havn erbjuder ingen kredit: du investerar bara pengar du har satt in, så du kan aldrig bli skyldig mer än du satt in.',
      nb: 'Nei. Havn tilbyr ingen kreditt: du investerer bare penger du har satt inn, så du kan aldri skylde mer enn du har satt inn.',
      da: 'Nej. Havn tilbyder ingen kredit: du investerer kun penge, du har indsat, så du kan aldrig komme til at skylde mere, end du har sat ind.',
      fi: 'Ei. Havn ei tarjoa luottoa: sijoitat vain tallettamiasi rahoja, joten et voi koskaan olla velkaa enempää kuin olet tallettanut.',
      de: 'Nein. Havn bietet keinen Kredit: Sie legen nur eingezahltes Geld an und können daher nie mehr schulden, als Sie eingezahlt haben.',
    },
  },
];
