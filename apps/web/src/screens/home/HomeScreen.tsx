import { useTranslation } from 'react-i18next';
import { LivelyThreads } from '../../features/community/discover/LivelyThreads.tsx';
import { useSessionQuery } from '../../features/identity/queries.ts';
import { MarketsNow, PopularInstruments } from '../../features/market-data/MarketsNow.tsx';
import { OverviewSummary } from '../../features/portfolio/OverviewSummary.tsx';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './HomeScreen.css';

const WHY = ['markets', 'costs', 'accounts', 'community'] as const;

/**
 * The home: for visitors, what Havn is (the markets now, what is traded, what the community talks
 * about, why Havn) with the way in; for members, their overview first, then the same market.
 */
export default function HomeScreen({ page }: { page: Page }) {
  // The home page's own words load with it, not with every page's frame (issue 14's budget).
  const { t } = useTranslation('home');
  const { t: common } = useTranslation();
  useDocumentTitle('');
  const session = useSessionQuery();
  const user = session.data;
  const register = pagePath('register', page.site);
  const login = pagePath('login', page.site);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">
          {user ? common('home.greeting', { name: user.name ?? user.username }) : t('title')}
        </h1>
        <p className="lead">{t('lead')}</p>
        {user ? (
          <p className="home-actions">
            <Link to={pagePath('accounts-overview', page.site)} className="btn btn-primary">
              {t('overviewLink')}
            </Link>
          </p>
        ) : (
          <p className="home-actions">
            <Link to={register} className="btn btn-primary">
              {t('ctaRegister')}
            </Link>
            <Link to={login} className="btn btn-secondary">
              {t('ctaLogin')}
            </Link>
          </p>
        )}
      </section>

      {user && <OverviewSummary site={page.site} accounts={false} />}

      <div className="home-grid">
        <MarketsNow site={page.site} />
        <PopularInstruments site={page.site} />
        <LivelyThreads site={page.site} />
      </div>

      {!user && (
        <>
          <section className="home-why" aria-labelledby="home-why-title">
            <h2 id="home-why-title">{t('why.title')}</h2>
            <ul className="home-why-list">
              {WHY.map((point) => (
                <li key={point}>
                  <h3>{t(`why.${point}.title`)}</h3>
                  <p>{t(`why.${point}.text`)}</p>
                </li>
              ))}
            </ul>
          </section>
          <section className="home-join" aria-labelledby="home-join-title">
            <h2 id="home-join-title">{t('join.title')}</h2>
            <p>{t('join.text')}</p>
            <p className="home-actions">
              <Link to={register} className="btn btn-primary">
                {t('ctaRegister')}
              </Link>
              <Link to={login} className="btn btn-secondary">
                {t('ctaLogin')}
              </Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
