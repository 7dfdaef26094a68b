import accounts from '../../catalogs/de/accounts.json' with { type: 'json' };
import auth from '../../catalogs/de/auth.json' with { type: 'json' };
import common from '../../catalogs/de/common.json' with { type: 'json' };
import community from '../../catalogs/de/community.json' with { type: 'json' };
import credit from '../../catalogs/de/credit.json' with { type: 'json' };
import errors from '../../catalogs/de/errors.json' with { type: 'json' };
import feed from '../../catalogs/de/feed.json' with { type: 'json' };
import groups from '../../catalogs/de/groups.json' with { type: 'json' };
import home from '../../catalogs/de/home.json' with { type: 'json' };
import instruments from '../../catalogs/de/instruments.json' with { type: 'json' };
import market from '../../catalogs/de/market.json' with { type: 'json' };
import onboarding from '../../catalogs/de/onboarding.json' with { type: 'json' };
import payments from '../../catalogs/de/payments.json' with { type: 'json' };
import platform from '../../catalogs/de/platform.json' with { type: 'json' };
import portfolio from '../../catalogs/de/portfolio.json' with { type: 'json' };
import rebalance from '../../catalogs/de/rebalance.json' with { type: 'json' };
import routes from '../../catalogs/de/routes.json' with { type: 'json' };
import savings from '../../catalogs/de/savings.json' with { type: 'json' };
import worldmap from '../../catalogs/de/worldmap.json' with { type: 'json' };

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
