import { api, type TaxReportView } from '@havn/contract';
import { ownAccount } from '../../accounts-and-money/accounts/account-access.ts';
import { textPdf } from '../../platform/pdf.ts';
import { route } from '../../platform/route.ts';
import { taxReport } from '../tax-report.ts';

/**
 * GET /api/accounts/:accid/tax-report: the statement as JSON, or with `Accept: application/pdf` as a
 * PDF worded in the language of the form's tax authority.
 */
export const taxReportRoute = route(
  api.portfolio.taxReport,
  async ({ ctx, params, query, user, request, reply }) => {
    const account = await ownAccount(ctx, user, params.accid);
    const report = await taxReport(ctx, account, query);
    const accept = request.headers.accept ?? '';
    if (!/application\/pdf/i.test(accept) || /application\/json/i.test(accept)) return report;
    reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="havn-${report.form}-${report.year}-${account.accountNumber}.pdf"`,
      )
      .send(textPdf(titleOf(report, account.accountNumber), linesOf(report)));
    return undefined;
  },
);

/** Each form's words, in its tax authority's language. */
const WORDS: Readonly<
  Record<
    TaxReportView['form'],
    {
      title: string;
      preliminary: string;
      sold: string;
      volume: string;
      proceeds: string;
      cost: string;
      result: string;
      gain: string;
      loss: string;
      deemed: string;
      total: string;
    }
  >
> = {
  K4: {
    title: 'K4 sektion A – underlag',
    preliminary: 'Preliminärt: året är inte slut.',
    sold: 'Såld',
    volume: 'Antal',
    proceeds: 'Försäljningspris',
    cost: 'Omkostnadsbelopp',
    result: 'Resultat',
    gain: 'Vinst',
    loss: 'Förlust',
    deemed: 'Schablon',
    total: 'Summa',
  },
  ISK: {
    title: 'ISK – schablonintäkt',
    preliminary: 'Preliminärt: året är inte slut.',
    sold: '',
    volume: '',
    proceeds: '',
    cost: '',
    result: '',
    gain: '',
    loss: '',
    deemed: '',
    total: 'Summa',
  },
  '9A': {
    title: '9A – luovutusvoitot ja -tappiot',
    preliminary: 'Alustava: vuosi ei ole päättynyt.',
    sold: 'Luovutettu',
    volume: 'Määrä',
    proceeds: 'Luovutushinta',
    cost: 'Hankintameno',
    result: 'Voitto/tappio',
    gain: 'Voitot',
    loss: 'Tappiot',
    deemed: 'Hankintameno-olettama',
    total: 'Yhteensä',
  },
  RF1088: {
    title: 'RF-1088 – aksjeoppgave, gevinst og tap',
    preliminary: 'Foreløpig: året er ikke over.',
    sold: 'Solgt',
    volume: 'Antall',
    proceeds: 'Salgssum',
    cost: 'Inngangsverdi',
    result: 'Gevinst/tap',
    gain: 'Gevinst',
    loss: 'Tap',
    deemed: '',
    total: 'Sum',
  },
  DK: {
    title: 'Gevinst og tab på aktier',
    preliminary: 'Foreløbig: året er ikke slut.',
    sold: 'Solgt',
    volume: 'Antal',
    proceeds: 'Salgssum',
    cost: 'Anskaffelsessum',
    result: 'Gevinst/tab',
    gain: 'Gevinst',
    loss: 'Tab',
    deemed: '',
    total: 'I alt',
  },
};

function titleOf(report: TaxReportView, accountNumber: string): string {
  return `${WORDS[report.form].title} ${report.year} · Havn ${accountNumber}`;
}

function linesOf(report: TaxReportView): string[] {
  const w = WORDS[report.form];
  const C = report.accountCurrency;
  const lines: string[] = [];
  if (report.preliminary) lines.push(w.preliminary, '');
  if (report.isk) {
    const isk = report.isk;
    const quarters = ['1 jan', '1 apr', '1 jul', '1 okt'];
    for (const [i, value] of isk.quarterValues.entries()) lines.push(`Värde ${quarters[i]}: ${value} ${C}`);
    lines.push(
      `Insättningar under året: ${isk.deposits} ${C}`,
      `Kapitalunderlag (summa / 4): ${isk.capitalBase} ${C}`,
      `Schablonränta: ${isk.ratePercent} %`,
      `Schablonintäkt: ${isk.standardIncome} ${C}`,
      `Skatt 30 % före skattefri grundnivå: ${isk.taxBeforeBase} ${C}`,
      `Skattefri grundnivå (per person, alla ISK och KF): ${isk.taxFreeBase} ${C}`,
    );
    return lines;
  }
  if (report.byInstrument.length > 0) {
    for (const row of report.byInstrument) {
      lines.push(
        `${row.name}: ${w.volume} ${row.volume} · ${w.proceeds} ${row.proceeds} · ${w.cost} ${row.cost} · ${w.gain} ${row.gain} · ${w.loss} ${row.loss}`,
      );
    }
  } else {
    for (const sale of report.sales) {
      const deemed = sale.deemedCost === null ? '' : ` (${w.deemed} ${sale.deemedCost})`;
      lines.push(
        `${sale.soldAt.slice(0, 10)} ${sale.name}: ${w.volume} ${sale.volume} · ${w.proceeds} ${sale.proceeds} · ${w.cost} ${sale.cost}${deemed} · ${w.result} ${sale.result}`,
      );
    }
  }
  if (report.sales.length === 0) lines.push('–');
  lines.push(
    '',
    `${w.total}: ${w.proceeds} ${report.totals.proceeds} ${C} · ${w.cost} ${report.totals.cost} ${C} · ${w.gain} ${report.totals.gain} ${C} · ${w.loss} ${report.totals.loss} ${C}`,
  );
  return lines;
}
