import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

// Real sentences of the kind members post, in the six languages of the product.
const sentences: Record<'en' | 'sv' | 'nb' | 'da' | 'fi' | 'de', string[]> = {
  en: [
    'I think the quarterly report from Volvo looks strong and the stock is undervalued right now.',
    'Does anyone know when the dividend gets paid out?',
    'Management raised the full year guidance, which nobody expected.',
    'Sold half my position in Novo, taking profits.',
  ],
  sv: [
    'Jag tycker att kvartalsrapporten från Volvo ser stark ut och aktien är undervärderad just nu.',
    'Någon som vet när utdelningen betalas ut?',
    'Ärligt talat skulle jag vänta på nästa rapport innan jag köper mer.',
    'Vad tror ni om Investor efter rapporten?',
  ],
  nb: [
    'Jeg synes kvartalsrapporten fra Equinor ser sterk ut, og aksjen er undervurdert akkurat nå.',
    'Noen som vet når utbyttet blir utbetalt?',
    'Dette selskapet har gått bra i porteføljen min i mange år.',
    'Hva tror dere om DNB etter rapporten?',
  ],
  da: [
    'Jeg synes kvartalsrapporten fra Novo Nordisk ser stærk ud, og aktien er undervurderet lige nu.',
    'Er der nogen der ved hvornår udbyttet bliver udbetalt?',
    'Ledelsen hævede prognosen for hele året, hvilket ingen havde regnet med.',
    'Hvad tror I om Danske Bank efter regnskabet?',
  ],
  fi: [
    'Minusta Nokian osavuosikatsaus näyttää vahvalta ja osake on tällä hetkellä aliarvostettu.',
    'Tietääkö joku milloin osinko maksetaan?',
    'Tämä yhtiö on menestynyt hyvin salkussani jo vuosia.',
    'Mitä mieltä olette Sammosta tuloksen jälkeen?',
  ],
  de: [
    'Ich finde, der Quartalsbericht von Siemens sieht stark aus und die Aktie ist derzeit unterbewertet.',
    'Weiß jemand, wann die Dividende ausgezahlt wird?',
    'Dieses Unternehmen läuft seit Jahren gut in meinem Depot.',
    'Was haltet ihr von SAP nach den Zahlen?',
  ],
};

describe('detectLanguage', () => {
  for (const [language, texts] of Object.entries(sentences)) {
    it.each(texts)(`reads ${language}: %s`, (text) => {
      expect(detectLanguage(text)).toBe(language);
    });
  }

  it('knows a few languages beyond the six', () => {
    expect(
      detectLanguage(
        "Je pense que le rapport trimestriel de Renault est solide et que l'action est sous-évaluée.",
      ),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Creo que el informe trimestral de Santander es sólido y que la acción está infravalorada.',
      ),
    ).toBe('es');
    expect(
      detectLanguage('Ik denk dat het kwartaalrapport sterk is en dat het aandeel ondergewaardeerd is.'),
    ).toBe('nl');
  });

  it('ignores links, tickers and numbers around the words', () => {
    expect(
      detectLanguage('$VOLV Köpte på mig fler aktier efter nedgången idag https://example.com/a?b=1'),
    ).toBe('sv');
  });

  it.each(['', '   ', 'ok', 'Köp!', '🚀🚀🚀', '$VOLV +12,5 %', 'https://example.com/very/long/link'])(
    'says null for text too short to tell: %j',
    (text) => {
      expect(detectLanguage(text)).toBeNull();
    },
  );
});
