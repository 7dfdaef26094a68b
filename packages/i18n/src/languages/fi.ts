import accounts from '../../catalogs/fi/accounts.json' with { type: 'json' };
import auth from '../../catalogs/fi/auth.json' with { type: 'json' };
import common from '../../catalogs/fi/common.json' with { type: 'json' };
import community from '../../catalogs/fi/community.json' with { type: 'json' };
import credit from '../../catalogs/fi/credit.json' with { type: 'json' };
import errors from '../../catalogs/fi/errors.json' with { type: 'json' };
import feed from '../../catalogs/fi/feed.json' with { type: 'json' };
import groups from '../../catalogs/fi/groups.json' with { type: 'json' };
import home from '../../catalogs/fi/home.json' with { type: 'json' };
import instruments from '../../catalogs/fi/instruments.json' with { type: 'json' };
import market from '../../catalogs/fi/market.json' with { type: 'json' };
import onboarding from '../../catalogs/fi/onboarding.json' with { type: 'json' };
import payments from '../../catalogs/fi/payments.json' with { type: 'json' };
import platform from '../../catalogs/fi/platform.json' with { type: 'json' };
import portfolio from '../../catalogs/fi/portfolio.json' with { type: 'json' };
import rebalance from '../../catalogs/fi/rebalance.json' with { type: 'json' };
import routes from '../../catalogs/fi/routes.json' with { type: 'json' };
import savings from '../../catalogs/fi/savings.json' with { type: 'json' };
import worldmap from '../../catalogs/fi/worldmap.json' with { type: 'json' };

/** Every catalog of one language, by namespace: a chunk of its own in the web build. */
export default {
  common,
  auth,
  errors,
  routes,
  community,
  market,
  groups,
  feed,
  portfolio,
  worldmap,
  platform,
  onboarding,
  accounts,
  payments,
  instruments,
  savings,
  home,
  rebalance,
  credit,
};
