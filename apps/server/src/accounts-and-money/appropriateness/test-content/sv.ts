import type { TestWording } from './index.ts';

export const sv: TestWording = {
  'warrants-1': [
    'Vad ger en warrant dig?',
    'En skyldighet att köpa aktien till ett bestämt pris.',
    'En rätt, men ingen skyldighet, att köpa eller sälja underliggande tillgång till ett bestämt pris fram till ett bestämt datum.',
    'En del av bolagets vinst varje år.',
  ],
  'warrants-2': [
    'Vad händer med en warrant som är utan värde (out of the money) på slutdagen?',
    'Den förfaller värdelös och du förlorar det du betalade.',
    'Utgivaren betalar tillbaka det du betalade.',
    'Den blir till aktier.',
  ],
  'warrants-3': [
    'Vad är en teckningsrätt i en nyemission?',
    'Ett lån till bolaget.',
    'Ett löfte om att aktiekursen stiger.',
    'En rätt att köpa nya aktier till ett bestämt pris under teckningstiden; den kan också säljas.',
  ],
  'leveraged-1': [
    'Ett bull-certifikat med hävstång 5 följer ett index. Indexet faller 4 % på en dag. Ungefär hur rör sig certifikatet?',
    'Det faller 4 %.',
    'Det stiger 20 %.',
    'Det faller 20 %.',
  ],
  'leveraged-2': [
    'Vad händer med en minifuture när underliggande tillgång når stop loss-nivån?',
    'Inget, den handlas vidare.',
    'Den avslutas och det som eventuellt finns kvar betalas tillbaka: du kan förlora allt.',
    'Hävstången fördubblas.',
  ],
  'leveraged-3': [
    'Varför kan en produkt med daglig hävstång tappa i värde över tid även om underliggande tillgång slutar där den började?',
    'Hävstången nollställs varje dag, så svängningar upp och ner ger tillsammans en förlust.',
    'Utgivaren behåller utdelningarna.',
    'Det kan den inte: den slutar alltid där underliggande tillgång slutar.',
  ],
  'options-1': [
    'Du köper en köpoption. Vad är det mesta du kan förlora?',
    'Premien du betalade.',
    'Ingenting.',
    'Ett obegränsat belopp.',
  ],
  'options-2': [
    'Vad händer om du säljer (utfärdar) en köpoption utan att äga underliggande tillgång?',
    'Din förlust är begränsad till premien.',
    'Du får rätten att köpa aktien.',
    'Din möjliga förlust är obegränsad om kursen stiger.',
  ],
  'options-3': [
    'Vad händer vanligen med en options värde när slutdagen närmar sig, allt annat lika?',
    'Det stiger.',
    'Tidsvärdet minskar.',
    'Det är oförändrat.',
  ],
  'structured-1': [
    'Vem är du beroende av för att få betalt från ett certifikat eller en tracker?',
    'Börsen.',
    'Utgivaren: om utgivaren fallerar kan du förlora dina pengar.',
    'Den statliga insättningsgarantin.',
  ],
  'structured-2': [
    'En tracker följer ett index. Vad ger den dig vanligen inte?',
    'Exponering mot indexets kurs.',
    'Ett pris på börsen varje handelsdag.',
    'Utdelningarna från indexets aktier, eller skydd för ditt kapital.',
  ],
  'structured-3': [
    'Vad gör market makern för ett certifikat?',
    'Ställer köp- och säljkurser så att du kan handla; skillnaden mellan dem är en kostnad för dig.',
    'Garanterar dig en vinst.',
    'Röstar åt dig på bolagsstämman.',
  ],
  'funds-1': [
    'Vad gör en fond komplex, till exempel en hedgefond eller en hävstångsfond?',
    'Den äger bara nordiska aktier.',
    'Den tar ingen avgift.',
    'Den kan använda derivat, hävstång eller blankning, så dess risk kan vara svår att bedöma.',
  ],
  'funds-2': [
    'Kan en komplex fond begränsa när du får sälja dina andelar?',
    'Ja: vissa handlas bara månadsvis eller kvartalsvis, med uppsägningstid.',
    'Nej: alla fonder kan säljas direkt, alla dagar.',
    'Bara när fonden har gått upp.',
  ],
  'funds-3': [
    'En fonds årsavgift är 2 % och den avkastar 5 % före avgifter. Vad får du?',
    '7 %.',
    'Ungefär 3 %.',
    '5 %.',
  ],
  'bonds-1': [
    'Vad händer vanligen med priset på en obligation med fast ränta när marknadsräntan stiger?',
    'Det sjunker.',
    'Det stiger.',
    'Ingenting.',
  ],
  'bonds-2': [
    'Vad är kreditrisken i en obligation?',
    'Risken att aktiekurserna faller.',
    'Risken att utgivaren inte kan betala räntan eller betala tillbaka lånet.',
    'Risken att valutan stiger.',
  ],
  'bonds-3': [
    'Vad säger en hög ränta, jämfört med liknande obligationer, oftast?',
    'Obligationen är säkrare.',
    'Obligationen faller aldrig i värde.',
    'Marknaden ser en högre risk att utgivaren inte betalar.',
  ],
};
