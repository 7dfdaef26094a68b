import type { PensionMoveView } from '@havn/contract/web';
import type { SiteId } from '@havn/domain';
import { isFinalMoveStatus } from '@havn/domain/broker/index';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useAccountsQuery } from '../../features/accounts-and-money/queries.ts';
import { useAccountTypeName } from '../../features/accounts-and-money/use-account-type-name.ts';
import { useErrorMessage } from '../../features/identity/use-error-message.ts';
import { PensionMoveCard } from '../../features/portfolio/pension-moves/PensionMoveCard.tsx';
import { usePensionMove, usePensionMoves } from '../../features/portfolio/pension-moves/queries.ts';
import { PensionSavingsLinks } from '../../features/savings/pension/PensionSavingsLinks.tsx';
import { focusOn } from '../../lib/focus.ts';
import { Link, useLocation, useSearchParams } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import '../../components/journey.css';
import '../../features/portfolio/pension-moves/pension-moves.css';

/**
 * Pension information: the way to move a pension here and the customer's moves, each with its
 * status and steps. `?move=` puts one move first (the page a signed move lands on, which says so).
 */
export default function PensionInformationScreen({ page }: { page: Page }) {
  const { t } = useTranslation('portfolio');
  useDocumentTitle(t('pensionMove.info.title'));
  const [search] = useSearchParams();
  const location = useLocation();
  const moveId = search.get('move');
  const signed = (location.state as { signed?: string } | null)?.signed === moveId && moveId !== null;
  return (
    <section className="journey-page" aria-labelledby="pension-info-title">
      <h1 id="pension-info-title">{t('pensionMove.info.title')}</h1>
      <p className="muted">{t('pensionMove.info.lead')}</p>
      <div className="journey-actions">
        <Link
          className="btn btn-primary"
          to={pagePath('move-my-pension', page.site, { step: 'choose-company' })}
        >
          {t('pensionMove.info.start')}
        </Link>
        <Link className="btn btn-secondary" to={pagePath('pension-prognosis', page.site)}>
          {t('pensionMove.info.prognosis')}
        </Link>
      </div>
      <PensionSavingsLinks site={page.site} />
      {moveId && <OneMove id={moveId} site={page.site} signed={signed} />}
      <MoveList site={page.site} except={moveId} />
    </section>
  );
}

function useAccountName(): (accid: string) => string {
  const accounts = useAccountsQuery();
  const typeName = useAccountTypeName();
  return (accid) => {
    const account = accounts.data?.find((a) => a.accid === accid);
    return account
      ? `${account.alias ?? typeName(account.accountType, account.country)} ${account.accountNumber}`
      : accid;
  };
}

function OneMove({ id, site, signed }: { id: string; site: SiteId; signed: boolean }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const move = usePensionMove(id);
  const accountName = useAccountName();
  const receipt = useRef<HTMLDivElement>(null);
  // Just signed: said until the move is over (a reload keeps the page's state).
  const fresh = signed && !(move.data && isFinalMoveStatus(move.data.status));
  useEffect(() => {
    if (!signed) return;
    // After the shell's own move of focus to the new page and its heading.
    const timer = setTimeout(() => focusOn(receipt.current), 0);
    return () => clearTimeout(timer);
  }, [signed]);
  return (
    <section aria-labelledby="pension-one-move" className="pension-moves">
      <h2 id="pension-one-move">{t('pensionMove.info.thisMove')}</h2>
      {fresh && (
        <div ref={receipt} className="pension-receipt">
          <Alert tone="success">{t('pensionMove.info.signed')}</Alert>
        </div>
      )}
      {move.isPending && <Spinner />}
      {move.isError && (
        <Alert>
          {errorMessage(move.error)}{' '}
          <Button variant="link" onClick={() => void move.refetch()}>
            {t('pensionMove.tryAgain')}
          </Button>
        </Alert>
      )}
      {move.data && (
        <PensionMoveCard move={move.data} site={site} accountName={accountName(move.data.toAccid)} />
      )}
    </section>
  );
}

function MoveList({ site, except }: { site: SiteId; except: string | null }) {
  const { t } = useTranslation('portfolio');
  const errorMessage = useErrorMessage();
  const moves = usePensionMoves();
  const accountName = useAccountName();
  const others: PensionMoveView[] = (moves.data ?? []).filter((m) => m.id !== except);
  // Beside the one move asked for, the list shows only when there are others.
  if (except && (!moves.isSuccess || others.length === 0)) return null;
  return (
    <section aria-labelledby="pension-moves-title" className="pension-moves">
      <h2 id="pension-moves-title">
        {except ? t('pensionMove.info.otherMoves') : t('pensionMove.info.moves')}
      </h2>
      {moves.isPending && <Spinner />}
      {moves.isError && (
        <Alert>
          {errorMessage(moves.error)}{' '}
          <Button variant="link" onClick={() => void moves.refetch()}>
            {t('pensionMove.tryAgain')}
          </Button>
        </Alert>
      )}
      {moves.isSuccess && others.length === 0 && <p>{t('pensionMove.info.none')}</p>}
      {others.map((move) => (
        <PensionMoveCard key={move.id} move={move} site={site} accountName={accountName(move.toAccid)} />
      ))}
    </section>
  );
}
