import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useNewsQuery } from '../../features/market-data/markets-queries.ts';
import { useNewsText } from '../../features/market-data/news-story.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Link } from '../../lib/navigation.tsx';
import { type Page, pagePath } from '../../lib/page.ts';
import { useTimeZone } from '../../lib/render-clock.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './MarketNewsScreen.css';
import './market.css';

/** Market news (generated and marked fictional): the latest items, or one item by id. */
export default function MarketNewsScreen({ page }: { page: Page }) {
  const { t } = useTranslation(['routes', 'market']);
  const zone = useTimeZone();
  const newsId = page.params.newsId;
  const news = useNewsQuery(newsId);
  const textOf = useNewsText(page.site);
  const item = newsId ? news.data?.items[0] : undefined;
  const single = item ? textOf(item) : undefined;
  useDocumentTitle(single?.headline ?? t('routes:titles.market-news'));
  if (news.isPending) return <Spinner />;
  if (news.isError)
    return (
      <section className="card narrow">
        <h1>{t('routes:titles.market-news')}</h1>
        <Alert>{newsId ? t('market:markets.news.notFound') : t('market:markets.news.loadError')}</Alert>
      </section>
    );
  if (item && single)
    return (
      <article className="markets-page markets-news-item" aria-labelledby="news-title">
        <h1 id="news-title">{single.headline}</h1>
        <p className="markets-meta">
          <time dateTime={item.time}>{formatDateTime(item.time, page.site, zone)}</time>
        </p>
        <p className="markets-fictional">{t('market:markets.news.fictional')}</p>
        {single.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link to={pagePath('market-news', page.site)}>{t('market:markets.news.all')}</Link>
      </article>
    );
  return (
    <section className="markets-page" aria-labelledby="news-title">
      <h1 id="news-title">{t('routes:titles.market-news')}</h1>
      <p className="markets-fictional">{t('market:markets.news.fictional')}</p>
      {news.data.items.length === 0 ? (
        <p>{t('market:markets.news.empty')}</p>
      ) : (
        <ul className="markets-news">
          {news.data.items.map((item) => (
            <li key={item.id}>
              <Link to={pagePath('market-news', page.site, { newsId: item.id })}>
                {textOf(item).headline}
              </Link>
              <time className="markets-meta" dateTime={item.time}>
                {formatDateTime(item.time, page.site, zone)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
