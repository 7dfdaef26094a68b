import { api, type PensionInsuranceView, type PensionMoveView, type ResponseOf } from '@havn/contract/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAccount } from '../../features/accounts-and-money/fixtures.ts';
import { useLocation } from '../../lib/navigation.tsx';
import { pageFor, pagePath } from '../../lib/page.ts';
import { renderWithApp } from '../../lib/testing/render-with-app.tsx';
import { apiError, stubApi } from '../../lib/testing/stub-api.ts';
import MovePensionScreen from './MovePensionScreen.tsx';
import PensionInformationScreen from './PensionInformationScreen.tsx';

type Account = ResponseOf<typeof api.accountsAndMoney.listAccounts>[number];

/** The pension pages as the shell shows them: the page follows the address. */
function Routed() {
  const location = useLocation();
  const page = pageFor(location.pathname, location.search);
  return page.routeId === 'pension-information' ? (
    <PensionInformationScreen page={page} />
  ) : (
    <MovePensionScreen page={page} />
  );
}

const step = (name: string) => pagePath('move-my-pension', 'en', { step: name });
const DRAFT_KEY = 'havn.pension.move';

const account = (accid: string, accountType: Account['accountType']) => emptyAccount(accid, accountType);
const ISK = account('7', 'ISK');
const PENSION = account('8', 'PRIVATE_PENSION');

const COMPANIES = [
  { id: 'folksam', name: 'Folksam', country: 'SE' },
  { id: 'skandia', name: 'Skandia', country: 'SE' },
];
const insurance = (fields: Partial<PensionInsuranceView> & Pick<PensionInsuranceView, 'id'>) =>
  ({
    company: 'Folksam',
    companyId: 'folksam',
    kind: 'SE_PRIVATE_PENSION',
    management: 'FUND',
    value: '182450.35',
    currency: 'SEK',
    movable: true,
    fee: '0.00',
    repaymentCover: true,
    employerSignatureNeeded: false,
    receivingAccountTypes: ['PRIVATE_PENSION'],
    expectedDays: 14,
    movingIn: null,
    ...fields,
  }) satisfies PensionInsuranceView;
const FOLKSAM = insurance({ id: 'FS-1' });
const SKANDIA_PRIVATE = insurance({
  id: 'SK-1',
  company: 'Skandia',
  companyId: 'skandia',
  management: 'TRADITIONAL',
  value: '96310.00',
  fee: '650.00',
  repaymentCover: false,
  expectedDays: 60,
});
const SKANDIA_ITP = insurance({
  id: 'SK-2',
  company: 'Skandia',
  companyId: 'skandia',
  kind: 'SE_COLLECTIVE_PENSION',
  value: '410000.00',
  movable: false,
  reason: 'COLLECTIVE_AGREEMENT',
  receivingAccountTypes: [],
});

const MOVE: PensionMoveView = {
  id: '0b6f3a52-8f0e-4d4b-9d55-6a4f1d7c2e10',
  status: 'SIGNED',
  toAccid: PENSION.accid,
  currency: 'SEK',
  insurances: [
    {
      insuranceId: 'FS-1',
      company: 'Folksam',
      kind: 'SE_PRIVATE_PENSION',
      status: 'SIGNED',
      value: '182450.35',
      fee: '0.00',
      amount: '182450.35',
      currency: 'SEK',
      rejectReason: null,
      completedAt: null,
    },
  ],
  steps: [
    { step: 'CONSENT', state: 'DONE', at: '2026-11-30T09:00:00Z' },
    { step: 'DATA_FETCHED', state: 'DONE', at: '2026-11-30T09:00:00Z' },
    { step: 'CHOICES', state: 'DONE', at: '2026-11-30T09:01:00Z' },
    { step: 'SIGNED', state: 'DONE', at: '2026-11-30T09:02:00Z' },
    { step: 'SENT', state: 'CURRENT', at: null },
    { step: 'IN_TRANSFER', state: 'PENDING', at: null },
    { step: 'COMPLETED', state: 'PENDING', at: null },
  ],
  paidIn: '0.00',
  signedAt: '2026-11-30T09:02:00Z',
  expectedBy: '2026-12-14',
  updatedAt: '2026-11-30T09:02:00Z',
};

function stubPension(accounts: Account[] = [ISK, PENSION]) {
  return stubApi()
    .on(api.accountsAndMoney.listAccounts, accounts)
    .on(api.pension.companies, COMPANIES)
    .on(api.pension.insurances, (call) =>
      call.query.company === 'folksam' ? [FOLKSAM] : [SKANDIA_PRIVATE, SKANDIA_ITP],
    );
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));
const focused = () => document.activeElement;

beforeEach(() => window.sessionStorage.clear());

describe('moving a pension here', () => {
  it('walks from the companies through the information mandate and the insurances to the signature, which asks for eID', async () => {
    const stub = stubPension()
      .on(api.pension.startMove, apiError('STEP_UP_REQUIRED'))
      // The provider's page is not part of this test: the start is refused, so the browser stays.
      .on(api.identity.startEid, apiError('RATE_LIMITED', { retryAfterSeconds: 30 }));
    await renderWithApp(<Routed />, { path: step('choose-company') });

    await screen.findByRole('heading', { name: 'Step 1 of 5: Choose companies' });
    const companies = await screen.findByRole('group', {
      name: 'Which pension companies do you want to move from?',
    });
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose at least one pension company to continue.',
    );
    await userEvent.click(within(companies).getByRole('checkbox', { name: 'Folksam' }));
    await userEvent.click(within(companies).getByRole('checkbox', { name: 'Skandia' }));
    await next();

    const collect = await screen.findByRole('heading', { name: 'Step 2 of 5: Fetch your information' });
    await waitFor(() => expect(focused()).toBe(collect));
    expect(
      screen.getByText(
        /permission to fetch information about your pension insurances at Folksam and Skandia/,
      ),
    ).toBeTruthy();
    // Nothing is fetched before the mandate is given.
    await userEvent.click(screen.getByRole('button', { name: 'Fetch my information' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Tick the box to give your permission/);
    expect(stub.calls(api.pension.insurances)).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /I give Havn permission/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Fetch my information' }));

    const insurances = await screen.findByRole('heading', { name: 'Step 3 of 5: Your insurances' });
    await waitFor(() => expect(focused()).toBe(insurances));
    expect(
      stub
        .calls(api.pension.insurances)
        .map((c) => c.query.company)
        .sort(),
    ).toEqual(['folksam', 'skandia']);
    expect(screen.getByText('We found 3 insurances. Movable now: 2.')).toBeTruthy();
    const itp = screen
      .getByText('Occupational pension (collective agreement) · fund insurance')
      .closest('li')!;
    expect(itp.textContent).toContain('Cannot be moved.');
    expect(itp.textContent).toContain('It belongs to a collective agreement');
    const skandia = screen.getByText('Private pension insurance · traditional insurance').closest('li')!;
    expect(within(skandia).getByText('SEK 650.00')).toBeTruthy();
    await next();

    await screen.findByRole('heading', { name: 'Step 4 of 5: Your choices' });
    const chosen = await screen.findByRole('group', { name: 'Which insurances do you want to move?' });
    expect(
      within(chosen)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true]);
    await next();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose the pension account that should receive the money.',
    );
    await userEvent.click(screen.getByRole('radio', { name: /9001-8/ }));
    await next();

    await screen.findByRole('heading', { name: 'Step 5 of 5: Summary and signature' });
    expect(await screen.findByText('SEK 278,760.35')).toBeTruthy();
    expect(screen.getByText('Usually within 60 days')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign with eID' }));
    await waitFor(() => expect(stub.calls(api.identity.startEid)).toHaveLength(1));
    const [sent] = stub.calls(api.pension.startMove);
    expect(sent?.body).toEqual({ insuranceIds: ['FS-1', 'SK-1'], toAccid: PENSION.accid });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(stub.calls(api.identity.startEid)[0]!.body).toEqual({
      purpose: 'STEP_UP',
      returnTo: step('compilation'),
    });
    // The move and its key wait in the tab's session for the way back from the eID.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).key).toBe(sent?.headers['idempotency-key']);
    // The eID could not start: said in its own words, focus on it, the move still there to sign.
    const refused = await screen.findByText('Too many attempts. Wait 30 seconds and try again.');
    expect(focused()).toBe(refused);
    expect(screen.getByRole('button', { name: 'Sign with eID' })).toBeTruthy();
  });

  it('back from a confirmed eID, sends the same move with the same key and shows its status and steps', async () => {
    const key = '3f2a1c4e-0000-4000-8000-000000000001';
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        companies: ['folksam'],
        consent: true,
        fetched: true,
        insuranceIds: ['FS-1'],
        toAccid: PENSION.accid,
        key,
      }),
    );
    const stub = stubPension()
      .on(api.pension.startMove, MOVE)
      .on(api.pension.move, MOVE)
      .on(api.pension.moves, [MOVE]);
    const { history } = await renderWithApp(<Routed />, { path: `${step('compilation')}?eid=confirmed` });

    const receipt = await screen.findByText(
      'Your move is signed. We have sent it to your old company; you can follow it here.',
    );
    // Focus on what happened, as the button that asked for it is gone.
    await waitFor(() => expect(focused()?.contains(receipt)).toBe(true));
    expect(history.location.pathname).toBe(pagePath('pension-information', 'en'));
    expect(history.location.search).toBe(`?move=${MOVE.id}`);
    expect(stub.calls(api.pension.startMove).map((c) => [c.body, c.headers['idempotency-key']])).toEqual([
      [{ insuranceIds: ['FS-1'], toAccid: PENSION.accid }, key],
    ]);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByTestId('pension-move-status').textContent).toBe('Signed');
    const current = document.querySelector('[aria-current="step"]')!;
    expect(current.textContent).toContain('Sent to your old company');
    expect(current.textContent).toContain('In progress');
    // The move shows once, at the top, not again among the others (there are none).
    await waitFor(() => expect(stub.calls(api.pension.moves)).toHaveLength(1));
    expect(screen.getAllByTestId('pension-move-status')).toHaveLength(1);
    expect(screen.queryByText('Your other pension moves')).toBeNull();
  });

  it('says which company could not be fetched and what to do, and goes on once a retry succeeds', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ companies: ['folksam', 'skandia'], consent: true }));
    let skandiaDown = true;
    const stub = stubPension().on(api.pension.insurances, (call) => {
      if (call.query.company === 'folksam') return [FOLKSAM];
      return skandiaDown ? apiError('SERVICE_UNAVAILABLE') : [SKANDIA_PRIVATE, SKANDIA_ITP];
    });
    await renderWithApp(<Routed />, { path: step('collect-information') });
    await userEvent.click(await screen.findByRole('button', { name: 'Fetch my information' }));
    const skandia = (await screen.findByText('Could not be fetched')).closest('li')!;
    expect(skandia.textContent).toContain('Skandia');
    expect(screen.getByText('1 insurance found').closest('li')!.textContent).toContain('Folksam');
    expect(screen.getByText('Fetched from 1 of 2 companies')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in a moment.');
    skandiaDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Step 3 of 5: Your insurances' });
    // Folksam's answer was kept: only Skandia was asked again.
    expect(stub.calls(api.pension.insurances).map((c) => c.query.company)).toEqual([
      'folksam',
      'skandia',
      'skandia',
    ]);
  });

  it('says when the customer has no pension account to receive them, and links to opening one', async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ companies: ['folksam'], consent: true, fetched: true, insuranceIds: ['FS-1'] }),
    );
    stubPension([ISK]);
    await renderWithApp(<Routed />, { path: step('make-choices') });
    expect(
      await screen.findByText(
        /You do not have a pension account at Havn that can receive these insurances yet/,
      ),
    ).toBeTruthy();
    const open = screen.getByRole('link', { name: /Open an account/ });
    expect(open.getAttribute('href')).toBe(`${pagePath('account-creation', 'en')}?type=PRIVATE_PENSION`);
  });

  it('sends a later step back to the first one not done', async () => {
    stubPension();
    await renderWithApp(<Routed />, { path: step('compilation') });
    expect((await screen.findByRole('link', { name: 'Choose companies' })).getAttribute('href')).toBe(
      step('choose-company'),
    );
  });

  it('lists the moves with a rejection in its own words, and says when there are none', async () => {
    const rejected: PensionMoveView = {
      ...MOVE,
      status: 'REJECTED',
      insurances: [{ ...MOVE.insurances[0]!, status: 'REJECTED', rejectReason: 'PAYOUT_STARTED' }],
      steps: MOVE.steps.map((s) =>
        s.step === 'SENT' ? { ...s, state: 'FAILED', at: '2026-12-02T10:00:00Z' } : s,
      ),
    };
    stubApi().on(api.accountsAndMoney.listAccounts, [PENSION]).on(api.pension.moves, [rejected]);
    await renderWithApp(<Routed />, { path: pagePath('pension-information', 'en') });
    expect(
      await screen.findByText('Your old company returned the move: the insurance has started paying out.'),
    ).toBeTruthy();
    expect(screen.getByTestId('pension-move-status').textContent).toBe('Rejected');
    expect(screen.getByText('Move a pension to Havn').getAttribute('href')).toBe(step('choose-company'));
  });

  it('has nothing to list before the first move', async () => {
    stubApi().on(api.accountsAndMoney.listAccounts, [PENSION]).on(api.pension.moves, []);
    await renderWithApp(<Routed />, { path: pagePath('pension-information', 'en') });
    expect(await screen.findByText('You have not moved any pension to Havn yet.')).toBeTruthy();
  });
});
