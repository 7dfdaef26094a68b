import type { MortgageApplicationView, MortgageIndicationView } from '@havn/contract/web';

/** A 3 MSEK loan on a 5 MSEK house, nothing held at Havn: STIBOR 1.95 + 1.50. */
export const indication = (fields: Partial<MortgageIndicationView> = {}): MortgageIndicationView => ({
  currency: 'SEK',
  propertyValue: '5000000.00',
  loanAmount: '3000000.00',
  ltv: '60.00',
  rate: { reference: '1.95', margin: '1.50', assetDiscount: '0.00', ltvDiscount: '0.00', rate: '3.45' },
  amortisationPercent: '1',
  amortisationPerYear: '30000.00',
  monthly: { interest: '8625.00', amortisation: '2500.00', total: '11125.00' },
  capitalAtHavn: '0.00',
  terms: { minLoan: '1000000.00', maxLoan: '10000000.00', maxLtv: '60' },
  ...fields,
});

export const application = (fields: Partial<MortgageApplicationView> = {}): MortgageApplicationView => ({
  id: '6f1c2c1e-6a57-4d7e-9a53-0a4f3e2b9c10',
  status: 'SUBMITTED',
  currency: 'SEK',
  property: { type: 'HOUSE', value: '5000000.00', address: 'Storgatan 12, Uppsala', postalCode: '753 20' },
  loanAmount: '3000000.00',
  hasCoApplicant: false,
  ltv: '60.00',
  rate: '3.45',
  amortisationPercent: '1',
  monthlyCost: '11125.00',
  decision: null,
  submittedAt: '2026-11-30T09:00:00.000Z',
  updatedAt: '2026-11-30T09:00:00.000Z',
  ...fields,
});

/** A problem+json answer with extension members (the stub's apiError carries none). */
export const problem = (code: string, status: number, extensions: Record<string, string>) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...extensions }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
