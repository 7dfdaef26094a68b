import type { TestWording } from './index.ts';

export const de: TestWording = {
  'warrants-1': [
    'Was gibt Ihnen ein Optionsschein?',
    'Die Pflicht, die Aktie zu einem festen Preis zu kaufen.',
    'Das Recht, aber nicht die Pflicht, den Basiswert bis zu einem festen Datum zu einem festen Preis zu kaufen oder zu verkaufen.',
    'Einen Anteil am Gewinn des Unternehmens in jedem Jahr.',
  ],
  'warrants-2': [
    'Was geschieht mit einem Optionsschein, der am Verfallstag aus dem Geld ist?',
    'Er verfällt wertlos, und Sie verlieren, was Sie bezahlt haben.',
    'Der Emittent zahlt zurück, was Sie bezahlt haben.',
    'Er wird zu Aktien.',
  ],
  'warrants-3': [
    'Was ist ein Bezugsrecht bei einer Kapitalerhöhung?',
    'Ein Darlehen an das Unternehmen.',
    'Ein Versprechen, dass der Aktienkurs steigt.',
    'Das Recht, während der Bezugsfrist neue Aktien zu einem festen Preis zu kaufen; es kann auch verkauft werden.',
  ],
  'leveraged-1': [
    'Ein Bull-Zertifikat mit Hebel 5 folgt einem Index. Der Index fällt an einem Tag um 4 %. Wie bewegt sich das Zertifikat ungefähr?',
    'Es fällt um 4 %.',
    'Es steigt um 20 %.',
    'Es fällt um 20 %.',
  ],
  'leveraged-2': [
    'Was geschieht mit einem Mini-Future, wenn der Basiswert die Stop-Loss-Schwelle erreicht?',
    'Nichts, er wird weiter gehandelt.',
    'Er wird beendet, und was gegebenenfalls übrig ist, wird zurückgezahlt: Sie können alles verlieren.',
    'Sein Hebel verdoppelt sich.',
  ],
  'leveraged-3': [
    'Warum kann ein Produkt mit täglichem Hebel mit der Zeit an Wert verlieren, auch wenn der Basiswert dort endet, wo er begann?',
    'Der Hebel wird täglich neu gesetzt, sodass Schwankungen nach oben und unten zusammen einen Verlust ergeben.',
    'Der Emittent behält die Dividenden.',
    'Das kann es nicht: Es endet immer dort, wo der Basiswert endet.',
  ],
  'options-1': [
    'Sie kaufen eine Call-Option. Was können Sie höchstens verlieren?',
    'Die gezahlte Prämie.',
    'Nichts.',
    'Einen unbegrenzten Betrag.',
  ],
  'options-2': [
    'Was geschieht, wenn Sie eine Call-Option verkaufen (schreiben), ohne den Basiswert zu besitzen?',
    'Ihr Verlust ist auf die Prämie begrenzt.',
    'Sie erhalten das Recht, die Aktie zu kaufen.',
    'Ihr möglicher Verlust ist unbegrenzt, wenn der Kurs steigt.',
  ],
  'options-3': [
    'Was geschieht bei sonst gleichen Bedingungen meist mit dem Wert einer Option, wenn der Verfallstag näher rückt?',
    'Er steigt.',
    'Ihr Zeitwert sinkt.',
    'Er bleibt gleich.',
  ],
  'structured-1': [
    'Von wem hängt es ab, ob ein Zertifikat oder ein Tracker Ihnen etwas auszahlt?',
    'Von der Börse.',
    'Vom Emittenten: Fällt er aus, können Sie Ihr Geld verlieren.',
    'Von der staatlichen Einlagensicherung.',
  ],
  'structured-2': [
    'Ein Tracker folgt einem Index. Was bietet er Ihnen meist nicht?',
    'Teilhabe am Kurs des Index.',
    'Einen Preis an der Börse an jedem Handelstag.',
    'Die Dividenden der Indexaktien oder einen Schutz Ihres Kapitals.',
  ],
  'structured-3': [
    'Was tut der Market Maker eines Zertifikats?',
    'Er stellt Kauf- und Verkaufskurse, damit Sie handeln können; die Spanne dazwischen kostet Sie Geld.',
    'Er garantiert Ihnen einen Gewinn.',
    'Er stimmt für Sie auf der Hauptversammlung ab.',
  ],
  'funds-1': [
    'Was macht einen Fonds komplex, etwa einen Hedgefonds oder einen gehebelten Fonds?',
    'Er hält nur nordische Aktien.',
    'Er erhebt keine Gebühr.',
    'Er kann Derivate, Hebel oder Leerverkäufe einsetzen, sodass sein Risiko schwer einzuschätzen sein kann.',
  ],
  'funds-2': [
    'Kann ein komplexer Fonds einschränken, wann Sie Ihre Anteile verkaufen dürfen?',
    'Ja: Manche werden nur monatlich oder vierteljährlich gehandelt, mit Kündigungsfrist.',
    'Nein: Jeder Fonds kann an jedem Tag sofort verkauft werden.',
    'Nur wenn der Fonds gestiegen ist.',
  ],
  'funds-3': [
    'Die jährliche Gebühr eines Fonds beträgt 2 %, seine Rendite vor Gebühren 5 %. Was erhalten Sie?',
    '7 %.',
    'Etwa 3 %.',
    '5 %.',
  ],
  'bonds-1': [
    'Was geschieht meist mit dem Kurs einer festverzinslichen Anleihe, wenn die Marktzinsen steigen?',
    'Er fällt.',
    'Er steigt.',
    'Nichts.',
  ],
  'bonds-2': [
    'Was ist das Kreditrisiko einer Anleihe?',
    'Das Risiko, dass Aktienkurse fallen.',
    'Das Risiko, dass der Emittent die Zinsen nicht zahlen oder das Darlehen nicht zurückzahlen kann.',
    'Das Risiko, dass die Währung steigt.',
  ],
  'bonds-3': [
    'Was sagt eine hohe Rendite im Vergleich zu ähnlichen Anleihen meist aus?',
    'Die Anleihe ist sicherer.',
    'Die Anleihe verliert nie an Wert.',
    'Der Markt sieht ein höheres Risiko, dass der Emittent nicht zahlt.',
  ],
};
